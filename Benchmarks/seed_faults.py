#!/usr/bin/env python3
"""Copy a built docgen site and break known links and fragments in it.

usage: Benchmarks/seed_faults.py SITE OUT [--links 20] [--fragments 20] [--seed 7]

OUT is a copy of SITE (hard links, so it is cheap; every changed page is rewritten as a new file,
never edited in place). In the article body of chosen chapter pages (never the navigation, which
repeats the same targets), it changes:

  * --links pages: one cross-chapter link without a fragment, `chapter-00604.html` ->
    `chapter-00604-broken-K.html` (a page that does not exist);
  * --fragments other pages: one cross-chapter link with a fragment, `#slug` -> `#slug-broken-K`
    (the page exists, the id does not).

Every broken target is unique, so a checker that reports each URL once still has to report all of
them. OUT/../faults.json (next to OUT) lists them: [{kind, page, href}] with page relative to OUT.
"""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys

LINK = re.compile(r'<a href="((?:\.\./part-\d+/)?chapter-\d+\.html)(#[^"]*)?"')


def article(text):
    """(start, end) of the chapter's own text: after the "On this page" list, before the pager."""
    start = text.find('<main')
    toc = text.find('<nav class="toc"', start)
    if toc != -1:
        start = text.find('</nav>', toc) + len('</nav>')
    end = text.find('<nav class="pagination"', start)
    return start, (end if end != -1 else len(text))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site")
    ap.add_argument("out")
    ap.add_argument("--links", type=int, default=20)
    ap.add_argument("--fragments", type=int, default=20)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    shutil.rmtree(a.out, ignore_errors=True)
    if subprocess.call(["cp", "-al", a.site, a.out]) != 0:
        shutil.copytree(a.site, a.out)
    pages = sorted(os.path.relpath(os.path.join(d, f), a.out)
                   for d, _, fs in os.walk(a.out) for f in fs
                   if re.fullmatch(r"chapter-\d+\.html", f))
    random.Random(a.seed).shuffle(pages)
    want = {"link": a.links, "fragment": a.fragments}
    faults = []
    for page in pages:
        if not any(want.values()):
            break
        path = os.path.join(a.out, page)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        start, end = article(text)
        for m in LINK.finditer(text, start, end):
            kind = "fragment" if m.group(2) else "link"
            if not want[kind]:
                continue
            k = len(faults) + 1
            if kind == "link":
                href = m.group(1)[:-len(".html")] + f"-broken-{k}.html"
            else:
                href = m.group(1) + m.group(2) + f"-broken-{k}"
            text = text[:m.start()] + f'<a href="{href}"' + text[m.end():]
            want[kind] -= 1
            faults.append({"kind": kind, "page": page, "href": href})
            os.unlink(path)  # break the hard link before writing
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            break
    if any(want.values()):
        sys.exit(f"seed_faults: not enough candidate links, still wanted {want}")
    manifest = os.path.join(os.path.dirname(os.path.abspath(a.out)), "faults.json")
    with open(manifest, "w") as f:
        json.dump(faults, f, indent=1)
    print(f"seeded {len(faults)} faults into {a.out}; list in {manifest}")


if __name__ == "__main__":
    main()
