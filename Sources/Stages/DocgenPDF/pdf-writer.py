# docgen's PDF writer: one process per build, run by PDFWriter.swift with the Python of
# Scripts/lib/requirements.txt's venv (WeasyPrint pinned there). Embedded in docgen and run with
# `python -c`. It makes each edition's PDF from its print page, which docgen has staged with the
# files it links to. The page is read as if it were at `base`, the site's own URL (or a file:///
# URL without the build's folders when the site has no baseURL), and every URL under `root` is
# read from `folder`: the links the PDF keeps are the site's, and the same site makes the same
# bytes wherever it is built.
#
# Protocol, one JSON object per line each way, answers in request order:
#   first line out:  {"ready": true, "version": "70.0"}  or  {"ready": false, "error": "..."}
#   request in:      {"html": "/staging/zh-Hans/print.html", "base": "https://x.example/zh-Hans/print.html",
#                     "root": "https://x.example/", "folder": "/staging/", "pdf": "/tmp/…/zh-Hans.pdf"}
#   answer out:      {"pages": 42, "warnings": [{"message": "...", "url": "file:///…", "line": 3, "column": 5}]}
#                    or {"error": "what went wrong"}
# A warning's url is the file it is about (an image that failed to load), or the style sheet
# read last when it is about CSS (WeasyPrint names a line and column at most, not the sheet);
# line and column are 0 when unknown.
import json
import logging
import re
import sys
from urllib.parse import quote


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


try:
    from importlib.metadata import version
    import weasyprint
    import weasyprint.svg
    import weasyprint.svg.css
    from weasyprint.urls import URLFetcher, URLFetcherResponse
except Exception as error:  # ImportError, or OSError when Pango is missing
    reply({"ready": False, "error": str(error)})
    sys.exit(0)

# docgen's theme gives each colour for both palettes as `var(--in-light, LIGHT) var(--in-dark, DARK)`,
# of which a browser keeps one (a space toggle: the palette that is off holds the empty value).
# WeasyPrint 70 reads no space toggle (it drops an empty custom property and writes `initial` out
# as a word), so the light one is kept for it: paper is light.
LIGHT_PALETTE = re.compile(r"var\(--in-light,\s*([^()]*(?:\([^()]*\))?[^()]*?)\)\s*var\(--in-dark,\s*[^()]*(?:\([^()]*\))?[^()]*?\)")

# WeasyPrint's complaints about the document rather than a style sheet; the others name a line of
# a style sheet at most, not the sheet, which is the one read last.
DOCUMENT_MESSAGES = (".notdef glyph", "Anchor defined twice", "Content discarded", "Using fontTools instead of HarfBuzz-Subset")
LOCATED = re.compile(r" at (\d+):(\d+)")
URL = re.compile(r"at '([^']+)'")


class Warnings(logging.Handler):
    """WeasyPrint's warnings and errors of one document, each with the file it is about."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.found = []
        self.last_style_sheet = ""

    def emit(self, record):
        message = record.getMessage()
        place = LOCATED.search(message)
        named = URL.search(message)
        url = named.group(1) if named else ("" if message.startswith(DOCUMENT_MESSAGES) else self.last_style_sheet)
        self.found.append({
            "message": message,
            "url": url,
            "line": int(place.group(1)) if place else 0,
            "column": int(place.group(2)) if place else 0,
        })


class RecordingFetcher(URLFetcher):
    """Loads the site's own files (and data: URLs) only, so the PDF never depends on the
    network; notes the style sheet read last, for the warnings about it."""

    def __init__(self, warnings, root, folder):
        super().__init__()
        self.warnings = warnings
        self.root = root
        self.folder = "file://" + quote(folder)

    def fetch(self, url, headers=None):
        # What a style sheet links to is resolved against the file it was read from.
        if url.startswith(("data:", self.folder)):
            return super().fetch(url, headers)
        if not url.startswith(self.root):
            raise ValueError("the PDF edition loads only the site's own files")
        response = super().fetch(self.folder + url[len(self.root):].split("#")[0].split("?")[0], headers)
        if not url.split("?")[0].endswith(".css"):
            return response
        self.warnings.last_style_sheet = url
        css = LIGHT_PALETTE.sub(r"\1", response.read().decode("utf-8"))
        return URLFetcherResponse(response.url, css.encode("utf-8"), response.headers, response.status)


def without_variables(parse):
    """WeasyPrint draws SVG without CSS variables, and takes a declaration through one for
    black. docgen's diagrams give each colour twice, plainly and then through a variable (the
    reader's palette): the plain one is kept, as a renderer without variables keeps it."""

    def parse_plainly(text):
        return tuple([(name, value) for name, value in found if "var(" not in value] for found in parse(text))

    return parse_plainly


weasyprint.svg.parse_declarations = without_variables(weasyprint.svg.parse_declarations)
weasyprint.svg.css.parse_declarations = without_variables(weasyprint.svg.css.parse_declarations)


def write(html, base, root, folder, pdf):
    warnings = Warnings()
    logger = logging.getLogger("weasyprint")
    logger.addHandler(warnings)
    logger.setLevel(logging.WARNING)
    try:
        fetcher = RecordingFetcher(warnings, root, folder)
        with open(html, "rb") as page:
            document = weasyprint.HTML(string=page.read().decode("utf-8"), base_url=base, url_fetcher=fetcher).render()
        # The file identifier is a hash of the content (pydyf's), so the same input makes the
        # same bytes; the dates are the print page's dcterms.created and dcterms.modified.
        document.write_pdf(pdf, pdf_identifier=True)
        return {"pages": len(document.pages), "warnings": warnings.found}
    finally:
        logger.removeHandler(warnings)


reply({"ready": True, "version": version("weasyprint")})
for line in sys.stdin:
    try:
        request = json.loads(line)
        answer = write(*(str(request[key]) for key in ("html", "base", "root", "folder", "pdf")))
    except (ValueError, KeyError, TypeError) as error:
        answer = {"error": f"bad request: {error}"}
    except Exception as error:  # WeasyPrint raises many kinds; the message is what the user can act on
        answer = {"error": f"{type(error).__name__}: {error}"}
    reply(answer)
