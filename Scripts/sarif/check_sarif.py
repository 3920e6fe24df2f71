"""Validates docgen's SARIF logs against the SARIF 2.1.0 JSON schema, for Scripts/test-sarif.

  check_sarif.py compare SCHEMA LOG TEXT         LOG is valid, holds exactly the findings of TEXT
                                                 (the text format) in the same order, and each
                                                 column points where the finding says
  check_sarif.py reject SCHEMA LOG CORRUPTION    a copy of LOG with CORRUPTION is invalid

Run it in the folder docgen ran in: the paths of findings are relative to it. Exits 0 when the
check holds, else 1 with the reasons.
"""
import copy
import json
import re
import sys
import urllib.parse

import jsonschema

# `path:line:col: severity: message [rule]`, with the line and column left out when unknown.
FINDING = re.compile(r"^(?P<file>.+?)(?::(?P<line>\d+)(?::(?P<column>\d+))?)?: (?P<level>error|warning|note): "
                     r"(?P<message>.*?)(?: \[(?P<rule>[a-z-]+)\])?$")
SUMMARY = re.compile(r"^(checked [\d,]+ links? in [\d,]+ pages?: [\d,]+ errors?, [\d,]+ warnings?|[\d,]+ external links? not checked)$")


def schema_errors(schema, log):
    """Every schema violation; FormatChecker() holds all formats, uri-reference included."""
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    return [f"{'/'.join(map(str, error.absolute_path)) or '(root)'}: {error.message}" for error in validator.iter_errors(log)]


def text_findings(path):
    findings, problems = [], []
    with open(path, encoding="utf-8") as file:
        lines = file.read().splitlines()
    for line in lines:
        match = FINDING.match(line)
        if match:
            findings.append(match.groupdict())
        elif not SUMMARY.match(line):
            problems.append(f"text line not understood (grouped?): {line!r}")
    return findings, problems


def code_point_column(file, line, byte_column):
    """docgen's byte column as SARIF's code-point column, from the file's text."""
    with open(file, "rb") as handle:
        text = handle.read().split(b"\n")[line - 1]
    return 1 + sum(1 for byte in text[:byte_column - 1] if byte & 0xC0 != 0x80)


def column_problem(file, line, column, message):
    """What is wrong with where a code-point column points, judged from the line's own text: a
    link's column is at its target, an element's at its `<`, a tag mismatch just past the
    closing tag."""
    with open(file, encoding="utf-8") as handle:
        text = handle.read().split("\n")[line - 1]
    before, at = text[:column - 1], text[column - 1:]
    link = re.match(r"link target '(.*)' does not exist", message)
    fragment = re.match(r"fragment '(#[^']*)'", message)
    mismatch = re.search(r"Opening and ending tag mismatch: [\w:.-]+ line \d+ and ([\w:.-]+)", message)
    if link:
        wrong = not at.startswith(link.group(1))
    elif fragment:
        wrong = not urllib.parse.unquote(re.match(r"[^\"'\s>]*", at).group(0)).endswith(fragment.group(1))
    elif mismatch:
        wrong = not before.endswith(f"</{mismatch.group(1)}>")
    else:
        wrong = not at.startswith("<")
    return f"column {column} of {text!r} is not where {message!r} points" if wrong else None


def compare(schema, log, text_path):
    problems = [f"schema: {error}" for error in schema_errors(schema, log)]
    findings, unread = text_findings(text_path)
    problems += unread
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    results = run["results"]
    if len(results) != len(findings):
        problems.append(f"{len(results)} results, but {len(findings)} findings in the text format")
    for index, (result, finding) in enumerate(zip(results, findings)):
        want = {
            "ruleId": finding["rule"],
            "rule of ruleIndex": finding["rule"],
            "level": finding["level"],
            "message": finding["message"],
            "file": finding["file"],
            "uriBaseId": "%SRCROOT%",
            "startLine": int(finding["line"]) if finding["line"] else None,
            "startColumn": code_point_column(finding["file"], int(finding["line"]), int(finding["column"]))
            if finding["column"] else None,
        }
        location = result["locations"][0]["physicalLocation"]
        region = location.get("region", {})
        got = {
            "ruleId": result.get("ruleId"),
            "rule of ruleIndex": rules[result["ruleIndex"]]["id"] if "ruleIndex" in result else None,
            "level": result["level"],
            "message": result["message"]["text"],
            "file": urllib.parse.unquote(location["artifactLocation"]["uri"]),
            "uriBaseId": location["artifactLocation"].get("uriBaseId"),
            "startLine": region.get("startLine"),
            "startColumn": region.get("startColumn"),
        }
        for key in want:
            if want[key] != got[key]:
                problems.append(f"result {index}: {key} is {got[key]!r}, the text format says {want[key]!r}")
        if got["startColumn"]:
            problem = column_problem(got["file"], got["startLine"], got["startColumn"], got["message"])
            if problem:
                problems.append(f"result {index}: {problem}")
    return problems


def corrupted(log, corruption):
    bad = copy.deepcopy(log)
    result = bad["runs"][0]["results"][0]
    location = result["locations"][0]["physicalLocation"]
    if corruption == "fatal-level":
        result["level"] = "fatal"
    elif corruption == "raw-space-in-uri":
        location["artifactLocation"]["uri"] = "seeded site/index.html"
    elif corruption == "no-message":
        del result["message"]
    elif corruption == "zero-line":
        location["region"]["startLine"] = 0
    else:
        raise SystemExit(f"unknown corruption {corruption!r}")
    return bad


def main():
    command, schema_path, log_path, *rest = sys.argv[1:]
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    with open(log_path, encoding="utf-8") as file:
        log = json.load(file)
    if command == "compare":
        problems = compare(schema, log, rest[0])
        for problem in problems:
            print(f"  {problem}")
        return 1 if problems else 0
    if command == "reject":
        errors = schema_errors(schema, corrupted(log, rest[0]))
        if errors:
            print(f"  rejected: {errors[0]}")
            return 0
        print("  the corrupted log passed validation")
        return 1
    raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    sys.exit(main())
