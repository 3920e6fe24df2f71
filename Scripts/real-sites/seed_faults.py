#!/usr/bin/env python3
"""Copies a site built by a real generator and seeds known faults into its HTML.

    seed_faults.py SITE CLEAN_DIR FAULTY_DIR EXPECTED_JSON

SITE names an entry of FAULTS. Each fault edits one generated file the way a hand edit, a
template bug or a renamed page would, and marks the element it touches with a
`data-seed="SITE-N"` attribute, so the line `docgen check` must report is where the mark is.
EXPECTED_JSON receives the list of {"file", "rule", "line", "severity"} the check must report
with its default rules (each seeded fault is an error): those and no others. The edits are plain text replacements, so the same clean site always gives the same
faulty site; an edit whose anchor is missing (the generator's output changed) stops the script.
"""

import json
import re
import shutil
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Replace:
    """Replaces the first occurrence of `old`; `{seed}` in `new` becomes the mark."""

    old: str


@dataclass(frozen=True)
class InsertAfter:
    """Inserts a new line after the first line that matches the regular expression."""

    pattern: str


@dataclass(frozen=True)
class Fault:
    file: str
    rule: str
    anchor: object
    new: str


# A decorative icon made meaningful by `role`, and then left without a name.
UNNAMED_ICON = '<svg {seed} role="img" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"/></svg>'

FAULTS = {
    "hugo": [
        Fault("guide/install/index.html", "broken-link",
              Replace('<a href="/guide/configure/">configure your project</a>'),
              '<a {seed} href="/guide/configuration/">configure your project</a>'),
        Fault("index.html", "broken-link",
              Replace('<img src="/images/architecture.svg"'),
              '<img {seed} src="/images/architecture.png"'),
        Fault("reference/changelog/index.html", "broken-fragment",
              Replace('<a href="../cli/#graph">'),
              '<a {seed} href="../cli/#graphs">'),
        Fault("guide/configure/index.html", "duplicate-id",
              InsertAfter(r'<h2 id="environment">'),
              '<span {seed} id="environment"></span>'),
        Fault("guide/configure/index.html", "img-alt",
              Replace('<img src="screenshot.png" alt="The settings page of the Tiller dashboard">'),
              '<img {seed} src="screenshot.png">'),
        Fault("reference/cli/index.html", "svg-name",
              Replace('<svg width="16" height="16" viewBox="0 0 16 16">'),
              '<svg {seed} role="img" width="16" height="16" viewBox="0 0 16 16">'),
    ],
    "jekyll": [
        Fault("docs/index.html", "broken-link",
              Replace('<a href="/docs/advanced/plugins.html">Plugins</a>'),
              '<a {seed} href="/docs/plugins.html">Plugins</a>'),
        Fault("docs/configure.html", "broken-fragment",
              Replace('<a href="install.html#requirements">'),
              '<a {seed} href="install.html#requirement">'),
        Fault("docs/install.html", "broken-fragment",
              Replace('<use xlink:href="/assets/minima-social-icons.svg#github">'),
              '<use {seed} xlink:href="/assets/minima-social-icons.svg#gitlab">'),
        Fault("about/index.html", "duplicate-id",
              InsertAfter(r'<li id="fn:1"'),
              '<span {seed} id="fn:1"></span>'),
        Fault("index.html", "img-alt",
              Replace('<img src="/assets/images/architecture.svg" alt="How Tiller turns sources into a site" />'),
              '<img {seed} src="/assets/images/architecture.svg" />'),
        Fault("2024/06/14/tiller-1-4.html", "svg-name",
              Replace('<svg class="svg-icon">'),
              '<svg {seed} class="svg-icon" role="img">'),
    ],
    "mkdocs": [
        Fault("guide/advanced/plugins/index.html", "broken-link",
              Replace('<a href="../../../reference/cli/#run">'),
              '<a {seed} href="../../reference/cli/#run">'),
        Fault("index.html", "broken-fragment",
              Replace('<a href="guide/configure/#the-tillerfile">'),
              '<a {seed} href="guide/configure/#tillerfile">'),
        Fault("reference/cli/index.html", "duplicate-id",
              InsertAfter(r'<h3 id="run">'),
              '<div {seed} id="run"></div>'),
        Fault("guide/configure/index.html", "img-alt",
              Replace('<img alt="The settings page of the Tiller dashboard" src="../../img/screenshot.png"'),
              '<img {seed} src="../../img/screenshot.png"'),
        Fault("reference/changelog/index.html", "svg-name",
              InsertAfter(r'<h1 id="changelog">'), UNNAMED_ICON),
    ],
    "mkdocs-readthedocs": [
        Fault("reference/changelog/index.html", "broken-link",
              Replace('<a href="../../guide/advanced/plugins/#hooks">'),
              '<a {seed} href="../../guide/plugins/#hooks">'),
        Fault("guide/configure/index.html", "broken-fragment",
              Replace('<a href="../install/#requirements">'),
              '<a {seed} href="../install/#Requirements">'),
        Fault("index.html", "duplicate-id",
              InsertAfter(r'<h2 id="where-to-start">'),
              '<p {seed} id="where-to-start">Start here.</p>'),
        Fault("index.html", "img-alt",
              Replace('<img alt="How Tiller turns sources into a site" src="img/architecture.svg" />'),
              '<img {seed} src="img/architecture.svg" />'),
        Fault("guide/advanced/plugins/index.html", "svg-name",
              InsertAfter(r'<h1 id="plugins">'),
              UNNAMED_ICON.replace('role="img"', 'role="graphics-document"')),
    ],
    "sphinx": [
        Fault("guide/index.html", "broken-link",
              Replace('<a href="install.html" title="next chapter">'),
              '<a {seed} href="instal.html" title="next chapter">'),
        Fault("reference/changelog.html", "broken-fragment",
              Replace('<a class="reference internal" href="api.html#tiller.Graph.dot"'),
              '<a {seed} class="reference internal" href="api.html#tiller.Graph.to_dot"'),
        Fault("guide/install.html", "duplicate-id",
              InsertAfter(r'<section id="requirements">'),
              '<span {seed} id="requirements"></span>'),
        Fault("guide/configure.html", "img-alt",
              Replace('<img alt="The settings page of the Tiller dashboard" src="../_images/screenshot.png" />'),
              '<img {seed} src="../_images/screenshot.png" />'),
        Fault("index.html", "svg-name",
              InsertAfter(r'<h1>Tiller<a class="headerlink"'), UNNAMED_ICON),
    ],
}


def seed(site: str, clean: str, faulty: str) -> list:
    """Copies `clean` to `faulty`, applies the site's faults and returns the expected findings."""
    shutil.rmtree(faulty, ignore_errors=True)
    shutil.copytree(clean, faulty)
    marks = []
    for number, fault in enumerate(FAULTS[site], start=1):
        mark = f'data-seed="{site}-{number}"'
        path = f"{faulty}/{fault.file}"
        with open(path, encoding="utf-8") as file:
            text = file.read()
        new = fault.new.replace("{seed}", mark)
        if isinstance(fault.anchor, Replace):
            if fault.anchor.old not in text:
                sys.exit(f"seed_faults: {site}: {fault.file} no longer contains {fault.anchor.old!r}")
            text = text.replace(fault.anchor.old, new, 1)
        else:
            match = re.search(fault.anchor.pattern, text)
            if match is None:
                sys.exit(f"seed_faults: {site}: no line of {fault.file} matches {fault.anchor.pattern!r}")
            end = text.find("\n", match.end())
            end = len(text) if end < 0 else end
            text = text[:end] + "\n" + new + text[end:]
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        marks.append((fault, mark))
    expected = []
    for fault, mark in marks:
        with open(f"{faulty}/{fault.file}", encoding="utf-8") as file:
            line = next(n for n, text in enumerate(file, start=1) if mark in text)
        expected.append({"file": fault.file, "rule": fault.rule, "line": line, "severity": "error"})
    return expected


def main() -> None:
    if len(sys.argv) != 5 or sys.argv[1] not in FAULTS:
        sys.exit(f"usage: seed_faults.py {{{','.join(FAULTS)}}} CLEAN_DIR FAULTY_DIR EXPECTED_JSON")
    site, clean, faulty, expected_path = sys.argv[1:]
    expected = seed(site, clean, faulty)
    with open(expected_path, "w", encoding="utf-8") as file:
        json.dump(expected, file, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()
