#!/usr/bin/env python3
"""A folder of list-spec files, for `docgen diagram --batch`.

usage: Benchmarks/generate_specs.py N OUT [--seed S]

Writes N spec files, 100 to a folder (OUT/group-XXX/spec-NNNNN.yml), each the YAML of one of the
```listspec blocks generate_site.py puts in its chapters (1 to 3 sections of 2 to 5 rows, titles,
details, subtitles and accessories; half of them ask for the list and corners views). Every 25th
spec is laid out right to left at an accessibility size, so the batch also wraps text. The
output depends only on (N, seed).
"""
import argparse
import os
import random

from generate_site import listspec


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    r = random.Random(arguments.seed)
    for i in range(1, arguments.count + 1):
        lines = listspec(r, i).split("\n")[1:-1]
        if i % 25 == 0:
            lines[1:1] = ["layoutDirection: rightToLeft", "contentSizeCategory: accessibilityExtraLarge"]
        folder = os.path.join(arguments.out, f"group-{(i - 1) // 100:03d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"spec-{i:05d}.yml"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
