#!/usr/bin/env python3
"""docgen's synthetic documentation site, for benchmarks.

usage: Benchmarks/generate_site.py N OUT [--seed S]

Writes N chapters three times, sharing the markdown files:

  OUT/docgen/   docgen.yml, content/part-XXX/{_index.md, chapter-NNNNN.md}, content/data/*.csv
  OUT/hugo/     the same chapters as a Hugo site (config.toml, content/, layouts/ with a
                render-link hook that turns relative `.md` links into `.html`, uglyURLs)
  OUT/mkdocs/   the same chapters as an MkDocs site with the Material theme, which Zensical builds
                too (mkdocs.yml with a nav of every part and chapter in order and no directory
                URLs, docs/index.md, docs/part-XXX/{index.md, chapter-NNNNN.md})
  OUT/STATS.txt page count, markdown bytes, link counts

Chapters are grouped 100 to a folder (a part, with an _index.md). Each chapter has front matter
(title, order, description), prose paragraphs drawn from a fixed vocabulary about tables, cells and
layout, ## and ### headings, a bullet list, a 10-20 line Swift block, a 4-column GFM table with 5
rows, and 2-4 relative links to other chapters, about half of them with a #fragment that names a
heading of the target (slugged as docgen slugs: lowercase, spaces to '-', punctuation other than
'-' and '_' dropped, repeats get -1, -2). Every 10th chapter has a ```listspec block, every 50th a
```benchtable block reading a small CSV under content/data/. Hugo gets its own copy of those few
chapters, with the two fences turned into ```yaml code, and MkDocs shares Hugo's copies. MkDocs'
toc makes the same ids except for a repeated heading (_1, _2 where docgen and Hugo make -1, -2), so
the few chapters that link to one (2 links at N = 1000) get their own MkDocs copy with the fragment
written as MkDocs makes it. All other chapters are hard links (or copies, where hard links are not
possible).

The output depends only on (N, seed).
"""
import argparse
import json
import os
import random
import re
import shutil
import sys

NOUNS = ["table view", "section", "cell", "row", "header", "footer", "separator", "content view",
         "accessory", "corner mask", "corner radius", "layout margin", "safe area", "inset",
         "background view", "selection style", "estimated height", "self-sizing cell",
         "diffable data source", "snapshot", "collection view", "compositional layout",
         "list configuration", "swipe action", "detail label", "subtitle label", "stack view",
         "constraint", "intrinsic size", "trait collection", "dynamic type", "scroll view"]
VERBS = ["rounds", "clips", "insets", "measures", "lays out", "reuses", "dequeues", "draws",
         "aligns", "stretches", "pins", "masks", "invalidates", "caches", "animates", "reloads"]
ADJS = ["inset", "grouped", "plain", "rounded", "continuous", "circular", "compact", "regular",
        "leading", "trailing", "nested", "flexible", "fixed", "adaptive", "opaque", "translucent"]
ADVS = ["on every layout pass", "before the first frame", "when the width changes",
        "in the cell's bounds", "for each section", "after rotation", "without extra views",
        "at the section edge", "during scrolling"]
CONNECT = ["In practice,", "By default,", "On a wide iPad,", "As a rule,", "For grouped lists,",
           "When the text grows,", "Unlike a plain list,", "On iOS 26,"]
CODE_IDS = ["UITableView", "cellForRowAt", "layoutMargins", "cornerRadius", "maskedCorners",
            "separatorInset", "contentView", "UIListContentConfiguration", "heightForRowAt",
            "layoutSubviews()", "insetGrouped", "CACornerMask", "preservesSuperviewLayoutMargins"]
H_VERBS = ["Rounding", "Measuring", "Insetting", "Clipping", "Aligning", "Reusing", "Drawing",
           "Sizing", "Masking", "Grouping", "Separating", "Animating", "Configuring", "Stacking"]
TYPES = ["Cell", "Section", "Row", "Header", "Footer", "Layout", "Mask", "Inset"]
DEVICES = ["iPhone 15", "iPhone SE", "iPhone 13 mini", "iPhone 16 Pro", "iPhone 15 Pro Max", "iPad"]
ACCESSORIES = ["none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"]
STYLES = ["insetGrouped", "grouped", "plain"]
PER_PART = 100


def slug_base(text):
    """docgen's HeadingSlugger.baseSlug."""
    out = []
    for ch in text.lower():
        if ch == " ":
            out.append("-")
        elif ch in "-_" or ch.isalpha() or ch.isdecimal():
            out.append(ch)
    return "".join(out) or "section"


def slugs(texts):
    """Unique ids for the headings of one page, in order, as docgen and GitHub make them."""
    used, result = set(), []
    for text in texts:
        base = slug_base(text)
        candidate, counter = base, 0
        while candidate in used:
            counter += 1
            candidate = f"{base}-{counter}"
        used.add(candidate)
        result.append(candidate)
    return result


def rng(seed, *keys):
    return random.Random("|".join(str(k) for k in (seed,) + keys))


def part_of(i):
    return f"part-{i // PER_PART:03d}"


def chapter_name(i):
    return f"chapter-{i:05d}"


def outline(seed, i):
    """The chapter's headings: a list of (level, text). Depends only on (seed, i)."""
    r = rng(seed, "outline", i)
    heads = []
    for _ in range(r.randint(2, 3)):
        heads.append((2, f"{r.choice(H_VERBS)} the {r.choice(ADJS)} {r.choice(NOUNS)}"))
        for _ in range(r.randint(1, 2)):
            heads.append((3, f"{r.choice(H_VERBS)} {r.choice(NOUNS)}s"))
    return heads


def sentence(r):
    kind = r.randrange(4)
    if kind == 0:
        s = f"The {r.choice(ADJS)} {r.choice(NOUNS)} {r.choice(VERBS)} the {r.choice(NOUNS)} {r.choice(ADVS)}."
    elif kind == 1:
        s = (f"{r.choice(CONNECT)} `{r.choice(CODE_IDS)}` {r.choice(VERBS)} each {r.choice(NOUNS)}, "
             f"so the {r.choice(NOUNS)} stays *{r.choice(ADJS)}*.")
    elif kind == 2:
        s = (f"A {r.choice(ADJS)} {r.choice(NOUNS)} is {r.randint(1, 44)} points from the "
             f"{r.choice(NOUNS)}, and the {r.choice(NOUNS)} {r.choice(VERBS)} it {r.choice(ADVS)}.")
    else:
        s = (f"{r.choice(CONNECT)} the {r.choice(NOUNS)} **{r.choice(VERBS)}** the "
             f"{r.choice(ADJS)} {r.choice(NOUNS)} and the {r.choice(NOUNS)}.")
    return s[0].upper() + s[1:]


def paragraph(r, lo=3, hi=6):
    return " ".join(sentence(r) for _ in range(r.randint(lo, hi)))


def swift_block(r):
    t = r.choice(TYPES)
    lines = ["```swift", f"final class {t}Controller: UITableViewController {{",
             f"    private let radius: CGFloat = {r.randint(4, 26)}",
             "", "    override func viewDidLoad() {", "        super.viewDidLoad()",
             f"        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"{t.lower()}\")"]
    for _ in range(r.randint(2, 10)):
        lines.append(r.choice([
            f"        tableView.separatorInset.left = {r.randint(0, 20)} // {r.choice(NOUNS)}",
            f"        tableView.rowHeight = {r.choice([44, 52, 67])}",
            "        tableView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]",
            f"        let label = \"{r.choice(ADJS)} {r.choice(NOUNS)}\"",
            f"        view.layoutMargins.left = {r.randint(8, 20)}.0",
        ]))
    lines += ["    }", "}", "```"]
    return "\n".join(lines)


def table(r):
    rows = ["| Style | Inset (pt) | Radius (pt) | Note |", "|---|---:|---:|---|"]
    for _ in range(5):
        rows.append(f"| {r.choice(STYLES)} | {r.choice([0, 16, 20])} | {r.randint(0, 26)} | "
                    f"{r.choice(ADJS)} {r.choice(NOUNS)} |")
    return "\n".join(rows)


def listspec(r, i):
    views = "[list]" if r.random() < 0.5 else "[list, corners]"
    out = ["```listspec", f"id: spec-{i}", f"caption: The {r.choice(ADJS)} {r.choice(NOUNS)} list",
           f"style: {r.choice(STYLES[:2])}", f"device: {r.choice(DEVICES)}", f"views: {views}", "sections:"]
    for s in range(r.randint(1, 3)):
        out.append(f"  - header: Section {s + 1} {r.choice(NOUNS)}s")
        if r.random() < 0.5:
            out.append(f"    footer: The {r.choice(NOUNS)} {r.choice(VERBS)} the {r.choice(NOUNS)}")
        out.append("    rows:")
        for _ in range(r.randint(2, 5)):
            title = f"{r.choice(ADJS).capitalize()} {r.choice(NOUNS)}"
            k = r.randrange(3)
            if k == 0:
                out.append(f"      - {title}")
            else:
                out.append(f"      - title: {title}")
                if k == 1:
                    out.append(f"        detail: {r.randint(1, 99)}")
                else:
                    out.append(f"        subtitle: {r.choice(ADJS)} {r.choice(NOUNS)}")
                out.append(f"        accessory: {r.choice(ACCESSORIES)}")
    out.append("```")
    return "\n".join(out)


def bench_csv(r):
    keys = r.sample(["plain", "grouped", "insetGrouped", "custom", "compositional"], 4)
    lines = ["layout,avg_fps,peak_ms,rows"]
    for k in keys:
        lines.append(f"{k},{r.uniform(40, 60):.1f},{r.uniform(8, 40):.1f},{r.randint(100, 5000)}")
    return "\n".join(lines) + "\n", keys


def benchtable(i, keys):
    return "\n".join([
        "```benchtable", f"source: data/bench-{i:05d}.csv",
        f"caption: Scrolling cost of chapter {i}'s layouts", "key: layout",
        "columns: [avg_fps, peak_ms, rows]",
        "units: {avg_fps: fps, peak_ms: ms}",
        "better: {avg_fps: higher, peak_ms: lower}",
        f"baseline: {keys[0]}", "chart: [avg_fps]", "```"])


def rel_link(src, dst):
    if part_of(src) == part_of(dst):
        return chapter_name(dst) + ".md"
    return f"../{part_of(dst)}/{chapter_name(dst)}.md"


def chapter(seed, i, n):
    """(markdown, csv or None, link count, fragment-link count)."""
    r = rng(seed, "chapter", i)
    heads = outline(seed, i)
    title = f"{r.choice(H_VERBS)} {r.choice(ADJS)} {r.choice(NOUNS)}s ({i})"
    desc = f"How the {r.choice(ADJS)} {r.choice(NOUNS)} {r.choice(VERBS)} the {r.choice(NOUNS)}."
    # Cross-links: 2-4 other chapters, about half to a heading that exists there.
    links = []
    if n > 1:
        for _ in range(r.randint(2, 4)):
            j = r.randrange(n - 1)
            j = j + 1 if j >= i else j
            target = rel_link(i, j)
            if r.random() < 0.5:
                theirs = outline(seed, j)
                ids = slugs([t for _, t in theirs])
                target += "#" + r.choice(ids)
            links.append((f"the {r.choice(ADJS)} {r.choice(NOUNS)}", target))
    body = ["---", f'title: "{title}"', f"order: {i % PER_PART + 1}", f'description: "{desc}"', "---", "",
            paragraph(r, 2, 4), ""]
    extras = []
    csv = None
    if i % 10 == 0:
        extras.append(listspec(r, i))
    if i % 50 == 0:
        csv, keys = bench_csv(r)
        extras.append(benchtable(i, keys))
    blocks = ["list", "code", "table", "links"] + ["extra"] * len(extras)
    # Spread the blocks over the sections: one after each heading, in order.
    for k, (level, text) in enumerate(heads):
        body += ["#" * level + " " + text, "", paragraph(r), ""]
        what = blocks[k] if k < len(blocks) else None
        if what == "list":
            body += [f"- The {r.choice(NOUNS)} {r.choice(VERBS)} the {r.choice(NOUNS)}." for _ in range(r.randint(3, 5))] + [""]
        elif what == "code":
            body += [swift_block(r), ""]
        elif what == "table":
            body += [table(r), ""]
        elif what == "links":
            body += [" ".join(f"See [{label}]({target})." for label, target in links), ""]
    left = blocks[len(heads):]
    if "list" in left:
        body += [f"- The {r.choice(NOUNS)} {r.choice(VERBS)} the {r.choice(NOUNS)}." for _ in range(3)] + [""]
    if "code" in left:
        body += [swift_block(r), ""]
    if "table" in left:
        body += [table(r), ""]
    if "links" in left:
        body += [" ".join(f"See [{label}]({target})." for label, target in links), ""]
    for e in extras:
        body += [e, "", paragraph(r, 1, 2), ""]
    text = "\n".join(body)
    return text, csv, len(links), sum("#" in t for _, t in links)


HUGO_CONFIG = """baseURL = "/"
languageCode = "en"
title = "Synthetic table-layout guide"
uglyURLs = true
relativeURLs = true
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
[markup.goldmark.parser]
  autoHeadingIDType = "github"
"""
HUGO_BASEOF = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8" /><title>{{ .Title }}</title></head>
<body>
<nav><a href="{{ "index.html" | relURL }}">Home</a></nav>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
"""
HUGO_SINGLE = """{{ define "main" }}<article><h1>{{ .Title }}</h1>
{{ .TableOfContents }}
{{ .Content }}</article>{{ end }}
"""
HUGO_LIST = """{{ define "main" }}<h1>{{ .Title }}</h1>
{{ .Content }}
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}
"""
HUGO_RENDER_LINK = """{{- $u := .Destination -}}
{{- if and (not (strings.Contains $u "://")) (strings.Contains $u ".md") -}}
{{- $u = replace $u ".md" ".html" -}}
{{- end -}}
<a href="{{ $u | safeURL }}"{{ with .Title }} title="{{ . }}"{{ end }}>{{ .Text | safeHTML }}</a>
"""
MKDOCS_CONFIG = """site_name: "Synthetic table-layout guide"
theme:
  name: material
use_directory_urls: false
plugins:
  - search
markdown_extensions:
  - tables
  - toc:
      permalink: true
  - pymdownx.highlight
  - pymdownx.superfences
validation:
  nav:
    omitted_files: warn
    not_found: warn
    absolute_links: warn
  links:
    not_found: warn
    anchors: warn
    absolute_links: warn
    unrecognized_links: warn
"""
# A link to a repeated heading: docgen's slug-1 is MkDocs' slug_1 (no heading ends in a digit).
REPEATED_FRAGMENT = re.compile(r"(\.md#[\w-]+?)-(\d+)\)")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def share(src, dst):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    try:
        os.link(src, dst)
    except OSError:
        shutil.copyfile(src, dst)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int)
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=42)
    a = ap.parse_args()
    if a.n < 1:
        sys.exit("N must be at least 1")
    out = os.path.abspath(a.out)
    for sub in ("docgen", "hugo", "mkdocs"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    dg, hg, mk = os.path.join(out, "docgen"), os.path.join(out, "hugo"), os.path.join(out, "mkdocs")
    dc, hc, md = os.path.join(dg, "content"), os.path.join(hg, "content"), os.path.join(mk, "docs")
    write(os.path.join(dg, "docgen.yml"),
          'title: "Synthetic table-layout guide"\nlanguage: en\n'
          f'description: "{a.n} generated chapters about table views, cells and layout (seed {a.seed})."\n')
    write(os.path.join(hg, "config.toml"), HUGO_CONFIG)
    lay = os.path.join(hg, "layouts", "_default")
    write(os.path.join(lay, "baseof.html"), HUGO_BASEOF)
    write(os.path.join(lay, "single.html"), HUGO_SINGLE)
    write(os.path.join(lay, "list.html"), HUGO_LIST)
    write(os.path.join(lay, "_markup", "render-link.html"), HUGO_RENDER_LINK)
    write(os.path.join(hc, "_index.md"), '---\ntitle: "Synthetic table-layout guide"\n---\n')
    share(os.path.join(hc, "_index.md"), os.path.join(md, "index.md"))
    parts = (a.n + PER_PART - 1) // PER_PART
    nav = ["nav:", "  - index.md"]
    for p in range(parts):
        rel = os.path.join(f"part-{p:03d}", "_index.md")
        r = rng(a.seed, "part", p)
        title = f"Part {p + 1}: {r.choice(ADJS).capitalize()} {r.choice(NOUNS)}s"
        write(os.path.join(dc, rel), f'---\ntitle: "{title}"\norder: {p + 1}\n---\n')
        share(os.path.join(dc, rel), os.path.join(hc, rel))
        share(os.path.join(dc, rel), os.path.join(md, f"part-{p:03d}", "index.md"))
        nav += [f"  - {json.dumps(title)}:", f"      - part-{p:03d}/index.md"]
        nav += [f"      - part-{p:03d}/{chapter_name(i)}.md" for i in range(p * PER_PART, min(a.n, (p + 1) * PER_PART))]
    write(os.path.join(mk, "mkdocs.yml"), MKDOCS_CONFIG + "\n".join(nav) + "\n")
    total = links = frags = specs = tables = 0
    for i in range(a.n):
        text, csv, nl, nf = chapter(a.seed, i, a.n)
        rel = os.path.join(part_of(i), chapter_name(i) + ".md")
        write(os.path.join(dc, rel), text)
        hugo_text = text
        if "```listspec" in text or "```benchtable" in text:
            specs += text.count("```listspec")
            tables += text.count("```benchtable")
            hugo_text = text.replace("```listspec\n", "```yaml\n").replace("```benchtable\n", "```yaml\n")
            write(os.path.join(hc, rel), hugo_text)
        else:
            share(os.path.join(dc, rel), os.path.join(hc, rel))
        mkdocs_text = REPEATED_FRAGMENT.sub(r"\1_\2)", hugo_text)
        if mkdocs_text != hugo_text:
            write(os.path.join(md, rel), mkdocs_text)
        else:
            share(os.path.join(hc, rel), os.path.join(md, rel))
        if csv is not None:
            write(os.path.join(dc, "data", f"bench-{i:05d}.csv"), csv)
        total += len(text.encode())
        links += nl
        frags += nf
    write(os.path.join(out, "STATS.txt"),
          f"chapters={a.n} parts={parts} seed={a.seed} md_bytes={total} avg_chapter_bytes={total // a.n} "
          f"cross_links={links} fragment_links={frags} listspecs={specs} benchtables={tables}\n")


if __name__ == "__main__":
    main()
