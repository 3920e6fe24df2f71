"""Checks the MkDocs site the docgen plugin built: Scripts/test-mkdocs-plugin runs it.

    check_site.py SITE DOCGEN SPECS

Each check prints PASS or FAIL; the last line is `N passed, N failed`.
"""

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

SITE, DOCGEN, SPECS = sys.argv[1:4]
SVG = "{http://www.w3.org/2000/svg}"
passed = failed = 0


def report(ok, name, detail=""):
    global passed, failed
    passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)
    print(f"{'PASS' if ok else 'FAIL'} {name}" + ("" if ok else f": {detail}"))


with open(os.path.join(SITE, "cells", "index.html"), encoding="utf-8") as file:
    page = file.read()
figures = re.findall(r'<figure class="docgen-diagram" id="([^"]+)">\n(<svg .*?</svg>)\n</figure>', page, re.S)
report([figure_id for figure_id, _ in figures] == ["settings-list", "list-2-list", "list-2-corners"],
       "each fence became its views' figures, in page order", [figure_id for figure_id, _ in figures])
for figure_id, svg in figures:
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError as error:
        report(False, f"{figure_id}: the SVG is well-formed XML", error)
        continue
    title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
    report(root.tag == f"{SVG}svg" and root.get("role") == "img", f"{figure_id}: an <svg role=img>")
    report(title is not None and title.text and desc is not None and desc.text and
           root.get("aria-labelledby") == title.get("id") and root.get("aria-describedby") == desc.get("id"),
           f"{figure_id}: a <title> and a <desc> that label it")
titles = [ElementTree.fromstring(svg).find(f"{SVG}title").text for _, svg in figures]
report(titles[:1] == ["A settings screen (confidence: medium)"], "the spec's caption is the first diagram's title", titles)

# The same bytes as docgen draws the spec alone (the plugin adds nothing to the SVG).
alone = subprocess.run([DOCGEN, "diagram", os.path.join(SPECS, "settings.yml")], capture_output=True, text=True).stdout
report(figures and figures[0][1] == alone.rstrip("\n"), "the SVG is docgen's own")
report("```listspec\nsections: nope\n```" in page.replace("&lt;", "<").replace("&gt;", ">"),
       "a listspec fence inside another code block stays code")
report("DOCGENDIAGRAM" not in page, "no placeholder is left")
with open(os.path.join(SITE, "index.html"), encoding="utf-8") as file:
    home = file.read()
report("docgen-diagram" not in home and "sections: []" in home, "a page without fences is unchanged")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
