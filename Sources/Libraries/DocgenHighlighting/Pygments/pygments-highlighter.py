# docgen's highlighter for the languages it has no lexer of its own for: one process per build,
# run by PygmentsHighlighter.swift with the Python of Scripts/lib/requirements.txt's venv
# (Pygments pinned there). Embedded in docgen and run with `python -c`.
#
# Protocol, one JSON object per line each way, answers in request order:
#   first line out:  {"ready": true, "version": "2.21.0"}  or  {"ready": false, "error": "..."}
#   request in:      {"code": "let x = 1\n", "language": "kotlin"}
#   answer out:      {"tokens": [["Keyword.Declaration", "let"], ["Text.Whitespace", " "], ...]}
#                    or {"error": "no lexer for 'x'"}
# The tokens' texts joined are the code exactly (docgen checks it): the lexer neither strips nor
# adds newlines nor expands tabs.
import json
import sys


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


try:
    import pygments
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound
except ImportError as error:
    reply({"ready": False, "error": str(error)})
    sys.exit(0)

LEXERS = {}


def lexer(language):
    if language not in LEXERS:
        LEXERS[language] = get_lexer_by_name(language, stripnl=False, stripall=False, ensurenl=False, tabsize=0)
    return LEXERS[language]


def tokens(code, language):
    try:
        found = lexer(language)
    except ClassNotFound:
        return {"error": f"no lexer for '{language}'"}
    merged = []
    for kind, text in found.get_tokens(code):
        if not text:
            continue
        name = str(kind)[len("Token."):] if str(kind).startswith("Token.") else ""
        if merged and merged[-1][0] == name:
            merged[-1][1] += text
        else:
            merged.append([name, text])
    return {"tokens": merged}


reply({"ready": True, "version": pygments.__version__})
for line in sys.stdin:
    try:
        request = json.loads(line)
        answer = tokens(str(request["code"]), str(request["language"]))
    except (ValueError, KeyError, TypeError) as error:
        answer = {"error": f"bad request: {error}"}
    except Exception as error:  # a lexer's own failure: the block is shown plain
        answer = {"error": f"the lexer failed: {type(error).__name__}: {error}"}
    reply(answer)
