"""What the browser suites share: one Chromium with JavaScript and one without, the guide built
once, and small HTTP servers for built sites."""
import functools
import http.server
import os
import re
import shutil
import subprocess
import tempfile
import threading

from browser import chromium, reset


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a site's files without a line on stderr per request."""

    def log_message(self, *arguments):
        pass


class Session:
    def __init__(self, docgen, repository, axe_js, report, site=None):
        self.docgen, self.repository, self.report = docgen, repository, report
        self.axe_source = open(axe_js, encoding="utf-8").read() if axe_js else None
        self.given_site = site
        self.folder = tempfile.mkdtemp(prefix="docgen-browser-")
        self.servers = []
        self._driver = self._plain = self._guide = None

    @property
    def driver(self):
        """The Chromium every suite's steps run in, with JavaScript."""
        if self._driver is None:
            self._driver = chromium()
        return self._driver

    @property
    def plain(self):
        """A Chromium with JavaScript turned off."""
        if self._plain is None:
            self._plain = chromium(javascript=False)
        return self._plain

    def copy_guide(self, name):
        """A fresh copy of the repository's guide sources (content/, templates/, Samples/,
        docgen.yml) in a folder of its own; its path. The copy makes no PDF edition: no suite
        reads one (the PDF's own tests do), and WeasyPrint would take most of each build."""
        folder = os.path.join(self.folder, name)
        for part in ("content", "templates", "Samples"):
            shutil.copytree(os.path.join(self.repository, part), os.path.join(folder, part))
        with open(os.path.join(self.repository, "docgen.yml"), encoding="utf-8") as source:
            config = re.sub(r"^pdf: *true *\n", "", source.read(), flags=re.M)
        with open(os.path.join(folder, "docgen.yml"), "w", encoding="utf-8") as target:
            target.write(config)
        return folder

    def build(self, folder):
        subprocess.run([self.docgen, "build", "--quiet"], cwd=folder, check=True)
        return os.path.join(folder, "site")

    @property
    def guide(self):
        """(folder, site): the guide's sources copied and built once, for every suite that reads
        it unchanged; with a site given on the command line, the sources copied and that site."""
        if self._guide is None:
            if self.given_site:
                self._guide = (self.copy_guide("guide"), os.path.abspath(self.given_site))
            else:
                folder = self.copy_guide("guide")
                self._guide = (folder, self.build(folder))
        return self._guide

    def serve_static(self, site):
        """Serves `site`'s files on a free port of 127.0.0.1; its base URL."""
        handler = functools.partial(QuietHandler, directory=site)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/"

    def fresh(self):
        """The browsers as a suite finds them: the window's size, the system's scheme, one tab."""
        for driver in (self._driver, self._plain):
            if driver is not None:
                reset(driver)

    def close(self):
        for driver in (self._driver, self._plain):
            if driver is not None:
                driver.quit()
        for server in self.servers:
            server.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)
