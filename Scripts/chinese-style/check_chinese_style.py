"""The Chinese edition through AutoCorrect's CJK style rules (autocorrect-py).

usage: check_chinese_style.py REPOSITORY SITE

Lints what Chinese readers read: the chapters (content/zh-Hans), the samples' comments and strings
(Samples/zh-Hans), the theme's strings (templates/i18n/zh-Hans.yml), and the generator's Chinese
words where they meet the guide: the built Chinese pages (SITE/zh-Hans: diagram labels and
descriptions, tables, theme strings) and the golden Chinese diagrams of the tests. The diagrams'
phrases in zh-Hans.yml are read through their output (the file marks them autocorrect-disable),
since a linter reads `{value}：` as Latin text. Rules: autocorrect.yml beside this file. Prints each finding as
path:line:col: error: …, then "N files, N findings"; exit status 1 when there is a finding.
"""
import pathlib
import sys

import autocorrect_py

HERE = pathlib.Path(__file__).resolve().parent


def files(repository, site):
    """The files to lint, each with the file type AutoCorrect parses it as."""
    chosen = [(path, "markdown") for path in sorted((repository / "content/zh-Hans").rglob("*.md"))]
    chosen += [(path, "swift") for path in sorted((repository / "Samples/zh-Hans").rglob("*.swift"))]
    chosen.append((repository / "templates/i18n/zh-Hans.yml", "yaml"))
    chosen += [(path, "html") for path in sorted((site / "zh-Hans").rglob("*.html"))]
    chosen += [(path, "html") for path in sorted((repository / "Tests").rglob("Snapshots/*-zh-*.svg"))]
    return chosen


def main():
    repository, site = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
    autocorrect_py.load_config((HERE / "autocorrect.yml").read_text(encoding="utf-8"))
    chosen = files(repository, site)
    findings = 0
    for path, kind in chosen:
        result = autocorrect_py.lint_for(path.read_text(encoding="utf-8"), kind)
        shown = path.relative_to(repository) if path.is_relative_to(repository) else path
        for line in result.lines:
            findings += 1
            print(f"{shown}:{line.line}:{line.col}: error: {line.old.strip()!r} should be {line.new.strip()!r}")
    print(f"{len(chosen)} files, {findings} findings")
    kinds = {kind for _, kind in chosen}
    if kinds != {"markdown", "swift", "yaml", "html"} or len(chosen) < 25:
        sys.exit(f"check_chinese_style.py: expected the chapters, samples, strings and built pages; found {len(chosen)} files")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
