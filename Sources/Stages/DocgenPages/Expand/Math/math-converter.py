# docgen's TeX-to-MathML converter: one process per build, run by MathConverter.swift with the
# Python of Scripts/lib/requirements.txt's venv (latex2mathml pinned there). Embedded in docgen
# and run with `python -c`.
#
# Protocol, one JSON object per line each way, answers in request order:
#   first line out:  {"ready": true, "version": "3.81.1"}  or  {"ready": false, "error": "..."}
#   request in:      {"tex": "\\frac{a}{b}", "display": "block"}   ("block" or "inline")
#   answer out:      {"mathml": "<math ...>...</math>"}  or  {"error": "what is wrong"}
import json
import re
import sys
import xml.etree.ElementTree as ElementTree


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


try:
    from importlib.metadata import version
    from latex2mathml.converter import convert
except ImportError as error:
    reply({"ready": False, "error": str(error)})
    sys.exit(0)

# The converter's exceptions carry no message: what each means, in the words of the TeX.
REASONS = {
    "NoAvailableTokensError": "the formula ends where more was expected (a '{' not closed, or a command without its argument)",
    "MissingSuperScriptOrSubscriptError": "'^' or '_' has nothing after it",
    "DoubleSubscriptsError": "a double subscript: use braces, as in x_{a_b}",
    "DoubleSuperscriptsError": "a double superscript: use braces, as in x^{a^b}",
    "MissingEndError": "\\begin{...} without its \\end{...}",
    "InvalidAlignmentError": "a '&' outside an environment that aligns",
    "InvalidStyleForGenfracError": "\\genfrac with a style that is not 0 to 3",
    "ExtraLeftOrMissingRightError": "\\left without its \\right",
    "MissingRightError": "\\left without its \\right",
    "InvalidWidthError": "a width that is not a TeX length",
    "DenominatorNotFoundError": "a fraction without its denominator",
    "NumeratorNotFoundError": "a fraction without its numerator",
}
UNKNOWN_COMMAND = re.compile(r"<mi>(\\[A-Za-z]+)</mi>")


def mathml(tex, display):
    try:
        out = convert(tex, display=display)
    except Exception as error:  # the converter raises many kinds; every one is the TeX's fault
        name = type(error).__name__
        detail = str(error).strip()
        reason = REASONS.get(name, re.sub(r"(?<!^)(?=[A-Z])", " ", name.removesuffix("Error")).lower())
        return {"error": f"{reason} ({detail})" if detail else reason}
    unknown = UNKNOWN_COMMAND.search(out)
    if unknown:
        return {"error": f"unknown command {unknown.group(1)}"}
    try:
        ElementTree.fromstring(out)
    except ElementTree.ParseError:
        return {"error": "the formula does not make well-formed MathML (a stray '&', '<' or '>'?)"}
    return {"mathml": out}


reply({"ready": True, "version": version("latex2mathml")})
for line in sys.stdin:
    try:
        request = json.loads(line)
        answer = mathml(str(request["tex"]), "block" if request.get("display") == "block" else "inline")
    except (ValueError, KeyError, TypeError) as error:
        answer = {"error": f"bad request: {error}"}
    reply(answer)
