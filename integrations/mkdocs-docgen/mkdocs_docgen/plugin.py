"""An MkDocs plugin that turns ```listspec fences into docgen's diagrams, as inline SVG.

Each page's fences are replaced by placeholders as MkDocs reads the pages. Once every page is read
(MkDocs' `env` event, before any page is written), the plugin writes every fence of the site to
one temporary folder, runs `docgen diagram --batch` once on it (one process per build, however
many pages and fences), and puts each SVG where its fence was, in a
`<figure class="docgen-diagram">`. docgen's problems come back as the pages': errors abort the
build with `PAGE:LINE:COLUMN: error: message` for every one of every page, at the line and column
of the page; warnings are logged, so `mkdocs build --strict` fails on them too.
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
    # The docgen to run; empty: the one docgen-bin installed, else `docgen` on the PATH.
    docgen = config_options.Type(str, default="")
    language = config_options.Choice(("en", "zh-Hans"), default="en")
    theme = config_options.Choice(("auto", "light", "dark"), default="auto")
    embed_font = config_options.Type(bool, default=False)


class DocgenPlugin(BasePlugin[DocgenPluginConfig]):
    def __init__(self):
        self._token = "DOCGENDIAGRAM" + uuid.uuid4().hex
        self._pages = []  # (page, its path for messages, its fences), in the order MkDocs read them

    def on_pre_build(self, config):
        self._pages = []

    def on_page_markdown(self, markdown, page, config, files):
        fences = find_fences(markdown)
        if not fences:
            return markdown
        number = len(self._pages)
        page_path = os.path.relpath(page.file.abs_src_path) if page.file.abs_src_path else page.file.src_uri
        self._pages.append((page, page_path, fences))
        lines = markdown.split("\n")
        for index, fence in reversed(list(enumerate(fences, start=1))):
            lines[fence.start:fence.end] = ["", f"{self._token}-{number}-{index}", ""]
        return "\n".join(lines)

    def on_env(self, env, config, files):
        if not self._pages:
            return env
        with tempfile.TemporaryDirectory(prefix="mkdocs-docgen-") as work:
            specs, out = os.path.join(work, "specs"), os.path.join(work, "out")
            for number, (_, _, fences) in enumerate(self._pages):
                os.makedirs(os.path.join(specs, f"page-{number}"))
                for index, fence in enumerate(fences, start=1):
                    with open(os.path.join(specs, f"page-{number}", f"list-{index}.yml"), "w", encoding="utf-8") as file:
                        file.write(fence.body)
            run = self._docgen(["diagram", "--batch", specs, "-o", out, "--language", self.config.language,
                                "--theme", self.config.theme] + (["--embed-font"] if self.config.embed_font else []))
            errors = self._report(run.stderr)
            if errors or run.returncode not in (0, 1):
                detail = "\n".join(errors) or f"docgen exited with status {run.returncode}: {run.stderr.strip()}"
                pages = sorted({error.split(":", 1)[0] for error in errors})
                where = pages[0] if len(pages) == 1 else f"{len(pages)} pages"
                raise PluginError(f"docgen found problems in the list specs of {where}:\n{detail}")
            with open(os.path.join(out, "manifest.json"), encoding="utf-8") as file:
                manifest = json.load(file)
            figures = {}
            for diagram in manifest["diagrams"]:
                with open(os.path.join(out, diagram["output"]), encoding="utf-8") as file:
                    svg = file.read().rstrip("\n")
                figures.setdefault(diagram["input"], []).append(
                    f'<figure class="docgen-diagram" id="{diagram["id"]}-{diagram["view"]}">\n{svg}\n</figure>')
        for number, (page, _, fences) in enumerate(self._pages):
            for index in range(1, len(fences) + 1):
                figure = "\n".join(figures.get(f"page-{number}/list-{index}.yml", []))
                page.content = page.content.replace(f"<p>{self._token}-{number}-{index}</p>", figure)
        self._pages = []
        return env

    def _docgen(self, arguments):
        executable = self._executable()
        try:
            return subprocess.run([executable] + arguments, capture_output=True, text=True)
        except OSError as error:
            raise PluginError(f"cannot run docgen ('{executable}'; the plugin's 'docgen' setting names another): {error}")

    def _executable(self):
        """The plugin's 'docgen' setting, else the docgen that docgen-bin installed beside this
        plugin (its environment's bin/ need not be on the PATH), else `docgen` on the PATH."""
        if self.config.docgen:
            return self.config.docgen
        try:
            import docgen_bin
            return docgen_bin.executable()
        except (ImportError, FileNotFoundError):
            return "docgen"

    def _report(self, stderr):
        """Logs docgen's warnings at their place in their page and returns its errors, located the same
        way, sorted by page and line."""
        errors = []
        for line in stderr.splitlines():
            found = _LOCATED.match(line)
            if found is None or found["path"] == "docgen":
                continue
            spec = re.search(r"page-(\d+)/list-(\d+)\.yml$", found["path"])
            location, order = found["path"], (found["path"], 0, 0)
            if spec is not None and int(spec.group(1)) < len(self._pages):
                _, page_path, fences = self._pages[int(spec.group(1))]
                if 1 <= int(spec.group(2)) <= len(fences):
                    fence = fences[int(spec.group(2)) - 1]
                    page_line = fence.first_body_line + int(found["line"] or 1) - 1
                    page_column = int(found["column"] or 1) + fence.indent
                    location, order = f"{page_path}:{page_line}:{page_column}", (page_path, page_line, page_column)
            text = f"{location}: {found['severity']}: {found['message']}"
            if found["severity"] == "error":
                errors.append((order, text))
            else:
                log.warning(text)
        return [text for _, text in sorted(errors)]
