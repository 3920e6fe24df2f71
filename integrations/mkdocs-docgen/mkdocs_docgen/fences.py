"""Finds ```listspec fences in a page's Markdown, as CommonMark reads fenced code blocks."""

import re
from dataclasses import dataclass

_OPENING = re.compile(r"^( {0,3})(`{3,}|~{3,})[ \t]*listspec[ \t]*$")


@dataclass
class Fence:
    """One ```listspec block: where it is in the page, and the YAML inside it."""

    start: int  # index of the opening line (0-based)
    end: int  # index one past the closing line (or the page's end, when the fence is not closed)
    indent: int  # spaces before the opening fence, removed from the body's lines as CommonMark does
    body: str

    @property
    def first_body_line(self):
        """The 1-based page line of the spec's first line."""
        return self.start + 2


def find_fences(markdown):
    """The page's listspec fences in order, skipping those inside other fenced code blocks."""
    lines = markdown.split("\n")
    fences = []
    index = 0
    other = None  # the marker of an open code block of another kind
    while index < len(lines):
        line = lines[index]
        if other is not None:
            if re.match(r"^ {0,3}" + re.escape(other[0]) + "{" + str(len(other)) + r",}[ \t]*$", line):
                other = None
            index += 1
            continue
        opening = _OPENING.match(line)
        if opening is None:
            code = re.match(r"^ {0,3}(`{3,}|~{3,})", line)
            if code:
                other = code.group(1)
            index += 1
            continue
        indent, marker = len(opening.group(1)), opening.group(2)
        closing = re.compile(r"^ {0,3}" + re.escape(marker[0]) + "{" + str(len(marker)) + r",}[ \t]*$")
        body = []
        end = index + 1
        while end < len(lines) and not closing.match(lines[end]):
            text = lines[end]
            strip = min(indent, len(text) - len(text.lstrip(" ")))
            body.append(text[strip:])
            end += 1
        fences.append(Fence(start=index, end=min(end + 1, len(lines)), indent=indent, body="\n".join(body) + "\n"))
        index = end + 1
    return fences
