"""Validates `docgen layout --format json` against docs/schema/layout-v2.schema.json.

Writes a set of list specs that together use every feature of the layout (every style, classic
and Liquid Glass systems, every Dynamic Type size, right to left, every accessory, subtitles and
details, headers and footers, section decorations, highlights with and without an inset, a custom
width, confidence), lays each out with docgen, and validates the JSON with jsonschema's Draft 2020-12
validator. It then checks that the specs did reach every value the schema enumerates, so the set
cannot silently stop covering a feature, and that broken documents are rejected (the negative
controls), so the validation is shown to be able to fail. Prints one line per check and ends with
`N passed, N failed`; exits 1 when a check failed.

    check_layout_schema.py SCHEMA DOCGEN WORK

Leaves the documents in WORK/json and a document of another schema version (1) in WORK/broken, for the Swift check.
"""

import copy
import json
import os
import subprocess
import sys

import jsonschema

SCHEMA, DOCGEN, WORK = sys.argv[1:4]
passed = failed = 0


def report(ok, name, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS {name}")
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


ROWS = """    rows:
      - title: Jane Appleseed
        subtitle: Apple Account, iCloud and more
        accessory: disclosureIndicator
      - title: Wi-Fi
        detail: Home
        accessory: detailDisclosureButton
      - title: Bluetooth
        accessory: checkmark
        highlighted: true
      - title: Info
        accessory: detailButton
      - title: Airplane Mode
        accessory: switchOff
      - title: Bold Text
        accessory: switchOn
  - footer: A footer long enough to wrap at the larger accessibility text sizes of Dynamic Type.
    rows:
      - Alone
"""


def spec(**keys):
    head = "".join(f"{key}: {value}\n" for key, value in keys.items())
    return head + "sections:\n  - header: Account\n" + ROWS


SIZES = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
         "accessibilityExtraExtraExtraLarge"]
specs = {}
for style in ["plain", "grouped", "insetGrouped"]:
    for system in ["iOS 13", "iOS 15", "iOS 17", "iOS 18", "iOS 26"]:
        specs[f"{style}-{system.replace(' ', '')}"] = spec(style=style, system=f'"{system}"')
    specs[f"{style}-rtl"] = spec(style=style, layoutDirection="rightToLeft")
for size in SIZES:
    specs[f"size-{size}"] = spec(contentSizeCategory=size)
specs["decoration"] = spec(decoration="background")
specs["decoration-rtl-ax"] = spec(decoration="background", layoutDirection="rightToLeft",
                                  contentSizeCategory="accessibilityExtraExtraExtraLarge", system='"iOS 26"')
specs["highlight-inset"] = spec(highlightInset=6, cornerCurve="circular", cornerRadius=14)
specs["as-written"] = spec(headerCase="asWritten", device='"iPad"')
specs["custom-width"] = spec(width=600)
specs["confidence"] = spec(confidence="{level: low, evidence: thirdParty, source: a forum post, "
                           + "values: {cornerRadius: low, sectionInset: medium, rowHeight: low, cellMargins: mediumHigh, "
                           + "headerSpacing: low, footerSpacing: low, accessory: medium, headerCase: high}}")
specs["ipad-se"] = spec(device='"iPhone SE"', style="grouped")
# Several layouts in one document: a comparison's panels, a variant grid's cells (a theme shares its layout).
specs["compare-systems"] = spec(compare='[iOS 18, iOS 26]')
specs["compare-idioms"] = spec(compare='[phone, pad]', style="grouped")
specs["variants-theme-size"] = spec(variants='{theme: [light, dark], textSize: [large, AX5]}')

os.makedirs(os.path.join(WORK, "json"), exist_ok=True)
os.makedirs(os.path.join(WORK, "broken"), exist_ok=True)
with open(SCHEMA, encoding="utf-8") as file:
    schema = json.load(file)
try:
    jsonschema.Draft202012Validator.check_schema(schema)
    report(True, "the schema is a valid Draft 2020-12 schema")
except jsonschema.SchemaError as error:
    report(False, "the schema is a valid Draft 2020-12 schema", error.message)
validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

documents = {}
for name, text in sorted(specs.items()):
    path = os.path.join(WORK, f"{name}.yml")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    run = subprocess.run([DOCGEN, "layout", path, "--format", "json"], capture_output=True, text=True)
    if run.returncode != 0 or run.stderr:
        report(False, f"{name}: docgen layout", f"status {run.returncode}: {run.stderr.strip()}")
        continue
    document = json.loads(run.stdout)
    documents[name] = document
    with open(os.path.join(WORK, "json", f"{name}.json"), "w", encoding="utf-8") as file:
        file.write(run.stdout)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    report(not errors, f"{name}: valid against the schema",
           "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:3]))


# The layouts of a document: itself, or each of its `layouts`.
def layouts_of(document):
    return document.get("layouts", [document])


several = {name: [(layout["system"], layout["device"], layout["contentSizeCategory"]) for layout in documents[name]["layouts"]]
           for name in ["compare-systems", "compare-idioms", "variants-theme-size"] if "layouts" in documents.get(name, {})}
report(several.get("compare-systems") == [("iOS 18", "iPhone 15", "large"), ("iOS 26", "iPhone 15", "large")],
       "a comparison of systems gives one layout per system, in order", several.get("compare-systems"))
report([device for _, device, _ in several.get("compare-idioms", [])] == ["iPhone 15", "iPad"],
       "a comparison of idioms gives one layout per device", several.get("compare-idioms"))
report([size for _, _, size in several.get("variants-theme-size", [])] == ["large", "accessibilityExtraExtraExtraLarge"],
       "a variant grid gives one layout per geometry (its themes share one)", several.get("variants-theme-size"))
layouts = [layout for document in documents.values() for layout in layouts_of(document)]


# Every enumerated value the schema allows, reached by some spec.
def seen(key):
    return {layout[key] for layout in layouts}


rows = [row for layout in layouts for section in layout["sections"] for row in section["rows"]]
sections = [section for layout in layouts for section in layout["sections"]]
for key in ["style", "cornerCurve", "contentSizeCategory", "layoutDirection", "headerCase", "decoration"]:
    allowed = set(schema["$defs"]["layout"]["properties"][key]["enum"])
    report(seen(key) == allowed, f"the specs reach every {key}", f"missing {sorted(allowed - seen(key))}")
accessories = {row["accessory"] for row in rows}
report(accessories == set(schema["$defs"]["row"]["properties"]["accessory"]["enum"]), "the specs reach every accessory",
       f"missing {sorted(set(schema['$defs']['row']['properties']['accessory']['enum']) - accessories)}")
report({"iOS 13", "iOS 15", "iOS 17", "iOS 18", "iOS 26"} <= seen("system"), "the specs reach classic and Liquid Glass systems")
report({row["position"] for row in rows} == set(schema["$defs"]["row"]["properties"]["position"]["enum"]),
       "the specs reach every row position")
masks = {name for row in rows for name in row["cornerMask"]}
report(masks == set(schema["$defs"]["cornerMask"]["items"]["enum"]), "the specs reach every corner-mask name")
for key in ["subtitleFrame", "detailFrame", "accessoryFrame", "separatorInset", "highlight"]:
    values = [row[key] for row in rows]
    report(any(v is None for v in values) and any(v is not None for v in values), f"{key} is both null and present")
report(any(section["decoration"] for section in sections) and any(len(s["headerLines"]) > 0 for s in sections)
       and any(len(s["footerLines"]) > 1 for s in sections), "decorations, headers and wrapped footers are present")
report(any(len(row["titleLines"]) > 1 for row in rows), "a title wraps at an accessibility size")
confidences = [layout["confidence"] for layout in layouts]
rated = {name for confidence in confidences if confidence for name in confidence["values"]}
report(any(c and c["level"] == "medium" and c["evidence"] == "decompiled" for c in confidences)
       and any(c and c["evidence"] == "thirdParty" for c in confidences)
       and rated == set(schema["$defs"]["confidence"]["properties"]["values"]["properties"]),
       "confidence is docgen's default, a spec's own, and every value rated", f"rated {sorted(rated)}")
ltr, rtl = documents.get("insetGrouped-iOS17"), documents.get("insetGrouped-rtl")
if ltr and rtl:
    first_ltr, first_rtl = ltr["sections"][0]["rows"][0], rtl["sections"][0]["rows"][0]
    report(first_ltr["separatorInset"] == first_rtl["separatorInset"] == {"leading": ltr["cellMargin"], "trailing": 0},
           "a separator inset is read in the layout direction",
           f"{first_ltr['separatorInset']} and {first_rtl['separatorInset']}")

# Negative controls: each broken document must be rejected.
base = documents.get("insetGrouped-iOS17")


def broken(change):
    document = copy.deepcopy(base)
    change(document)
    return document


controls = {
    "a missing required key": lambda d: d.pop("cellMargin"),
    "an unknown key": lambda d: d.update(extra=1),
    "another schema version": lambda d: d.update(schemaVersion=1),
    "an unknown confidence level": lambda d: d.update(confidence={"level": "certain", "evidence": None, "source": None, "values": {}}),
    "a confidence value of an unknown metric": lambda d: d.update(confidence={"level": "medium", "evidence": None, "source": None, "values": {"radius": "low"}}),
    "an unknown corner name": lambda d: d["sections"][0]["rows"][0]["cornerMask"].append("topLeft"),
    "a frame without height": lambda d: d["sections"][0]["rows"][0]["frame"].pop("height"),
    "a negative width": lambda d: d["tableFrame"].update(width=-1),
    "a number as text": lambda d: d["sections"][0]["rows"][0].update(cornerRadius="10"),
    "an unknown key in a row": lambda d: d["sections"][0]["rows"][0].update(separator=None),
    "an unknown style": lambda d: d.update(style="sidebar"),
    "a separator inset with left and right": lambda d: d["sections"][0]["rows"][0].update(separatorInset={"left": 0, "right": 0}),
}
if base:
    for name, change in controls.items():
        report(not validator.is_valid(broken(change)), f"the schema rejects {name}")
    wrapped = {"$schema": base["$schema"], "schemaVersion": 2}
    report(validator.is_valid(dict(wrapped, layouts=[base, base])), "the schema accepts a document of two layouts")
    for name, document in {
        "a document of one layout": dict(wrapped, layouts=[base]),
        "a document of layouts with a broken one": dict(wrapped, layouts=[base, broken(controls["a missing required key"])]),
        "a document of layouts with a layout's keys beside them": dict(wrapped, layouts=[base, base], style="plain"),
        "a document of layouts without its version": {"$schema": base["$schema"], "layouts": [base, base]},
    }.items():
        report(not validator.is_valid(document), f"the schema rejects {name}")
    # For the Swift decoder's negative control.
    with open(os.path.join(WORK, "broken", "other-version.json"), "w", encoding="utf-8") as file:
        json.dump(broken(controls["another schema version"]), file)

print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
