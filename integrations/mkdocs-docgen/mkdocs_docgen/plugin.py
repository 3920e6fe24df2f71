"""An MkDocs plugin that turns ```listspec fences into docgen's diagrams, as inline SVG.

For each page with fences, the plugin writes every fence's YAML to a temporary folder, runs
`docgen diagram --batch` once on that folder (one process per page, however many fences it has),
and puts each SVG where its fence was, in a `<figure class="docgen-diagram">`. docgen's problems
come back as the page's: errors abort the build with `PAGE:LINE:COLUMN: error: message` for each
one, at the line and column of the page; warnings are logged, so `mkdocs build --strict` fails
on them too.
"""

import json
import logging
import os
import re
import subprocess
import tempfile
import uuid

from mkdocs.config import config_options
from mkdocs.config.base import Config
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

from .fences import find_fences

log = logging.getLogger("mkdocs.plugins.docgen")

_LOCATED = re.compile(r"^(?P<path>.+?)(?::(?P<line>\d+)(?::(?P<column>\d+))?)?: (?P<severity>error|warning|note): (?P<message>.*)$")


class DocgenPluginConfig(Config):
    docgen = config_options.Type(str, default="docgen")
    language = config_options.Choice(("en", "zh-Hans"), default="en")
    theme = config_options.Choice(("auto", "light", "dark"), default="auto")
    embed_font = config_options.Type(bool, default=False)


class DocgenPlugin(BasePlugin[DocgenPluginConfig]):
    def __init__(self):
        self._token = "DOCGENDIAGRAM" + uuid.uuid4().hex
        self._figures = {}

    def on_page_markdown(self, markdown, page, config, files):
        fences = find_fences(markdown)
        if not fences:
            return markdown
        page_path = os.path.relpath(page.file.abs_src_path) if page.file.abs_src_path else page.file.src_uri
        with tempfile.TemporaryDirectory(prefix="mkdocs-docgen-") as work:
            specs, out = os.path.join(work, "specs"), os.path.join(work, "out")
            os.mkdir(specs)
            for number, fence in enumerate(fences, start=1):
                with open(os.path.join(specs, f"list-{number}.yml"), "w", encoding="utf-8") as file:
                    file.write(fence.body)
            run = self._docgen(["diagram", "--batch", specs, "-o", out, "--language", self.config.language,
                                "--theme", self.config.theme] + (["--embed-font"] if self.config.embed_font else []))
            errors = self._report(run.stderr, fences, page_path, specs)
            if errors or run.returncode not in (0, 1):
                detail = "\n".join(errors) or f"docgen exited with status {run.returncode}: {run.stderr.strip()}"
                raise PluginError(f"docgen found problems in the list specs of {page_path}:\n{detail}")
            with open(os.path.join(out, "manifest.json"), encoding="utf-8") as file:
                manifest = json.load(file)
            figures = []
            for number in range(1, len(fences) + 1):
                svgs = []
                for diagram in manifest["diagrams"]:
                    if diagram["input"] == f"list-{number}.yml":
                        with open(os.path.join(out, diagram["output"]), encoding="utf-8") as file:
                            svg = file.read().rstrip("\n")
                        svgs.append(f'<figure class="docgen-diagram" id="{diagram["id"]}-{diagram["view"]}">\n{svg}\n</figure>')
                figures.append("\n".join(svgs))
        self._figures[page.file.src_uri] = figures
        lines = markdown.split("\n")
        for number, fence in reversed(list(enumerate(fences, start=1))):
            lines[fence.start:fence.end] = ["", f"{self._token}-{number}", ""]
        return "\n".join(lines)

    def on_page_content(self, html, page, config, files):
        figures = self._figures.pop(page.file.src_uri, None)
        if not figures:
            return html
        for number, figure in enumerate(figures, start=1):
            html = html.replace(f"<p>{self._token}-{number}</p>", figure)
        return html

    def _docgen(self, arguments):
        try:
            return subprocess.run([self.config.docgen] + arguments, capture_output=True, text=True)
        except OSError as error:
            raise PluginError(f"cannot run docgen ('{self.config.docgen}', the plugin's 'docgen' setting): {error}")

    def _report(self, stderr, fences, page_path, specs):
        """Logs docgen's warnings at their place in the page and returns its errors, located the same way."""
        errors = []
        for line in stderr.splitlines():
            found = _LOCATED.match(line)
            if found is None or found["path"] == "docgen":
                continue
            name = os.path.basename(found["path"])
            number = re.fullmatch(r"list-(\d+)\.yml", name)
            if number is None or not 1 <= int(number.group(1)) <= len(fences):
                location = found["path"]
            else:
                fence = fences[int(number.group(1)) - 1]
                page_line = fence.first_body_line + int(found["line"] or 1) - 1
                page_column = int(found["column"] or 1) + fence.indent
                location = f"{page_path}:{page_line}:{page_column}"
            text = f"{location}: {found['severity']}: {found['message']}"
            if found["severity"] == "error":
                errors.append(text)
            else:
                log.warning(text)
        return errors
