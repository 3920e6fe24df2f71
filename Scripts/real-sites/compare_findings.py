#!/usr/bin/env python3
"""Compares what `docgen check --format json` reported with what it should have.

    compare_findings.py SITE_DIR FINDINGS_JSON [EXPECTED_JSON]

FINDINGS_JSON is docgen's output for SITE_DIR. EXPECTED_JSON lists {"file", "rule", "line",
"severity"} with files relative to SITE_DIR (seed_faults.py writes it); without it no finding at
all is expected, neither error nor warning. Findings are compared as a multiset of (file, rule,
line, severity).
Prints each missing and each unexpected finding and exits with 1 when there is any.
"""

import json
import os
import sys
from collections import Counter


def relative(path: str, site: str) -> str:
    """The finding's file inside the site, whatever prefix docgen showed the site with."""
    return os.path.relpath(os.path.abspath(path), os.path.abspath(site))


def main() -> None:
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: compare_findings.py SITE_DIR FINDINGS_JSON [EXPECTED_JSON]")
    site, findings_path = sys.argv[1], sys.argv[2]
    with open(findings_path, encoding="utf-8") as file:
        try:
            findings = json.load(file)
        except json.JSONDecodeError as error:
            sys.exit(f"{findings_path}: not JSON ({error})")
    expected = []
    if len(sys.argv) == 4:
        with open(sys.argv[3], encoding="utf-8") as file:
            expected = json.load(file)

    def key(finding: dict, file: str) -> tuple:
        return (file, finding["rule"], finding["line"], finding["severity"])

    reported = Counter(key(f, relative(f["file"], site)) for f in findings)
    wanted = Counter(key(e, e["file"]) for e in expected)
    messages = {key(f, relative(f["file"], site)): f["message"] for f in findings}

    missing = sorted((wanted - reported).elements())
    extra = sorted((reported - wanted).elements())
    for file, rule, line, severity in missing:
        print(f"  missing:    {site}/{file}:{line}: {severity} [{rule}]")
    for file, rule, line, severity in extra:
        message = messages[(file, rule, line, severity)]
        print(f"  unexpected: {site}/{file}:{line}: {severity}: {message} [{rule}]")
    if missing or extra:
        print(f"  ({len(wanted)} expected, {sum(reported.values())} reported: "
              f"{len(missing)} missing, {len(extra)} unexpected)")
        sys.exit(1)


if __name__ == "__main__":
    main()
