"""Normalizes HTML as cmark's test/normalize.py does, for docgen's GFM conformance test.
With --dom, normalizes the document an HTML5 parser (html5lib) builds from the HTML instead.

Reads a JSON array of HTML strings on standard input and writes the array of their normal
forms. The rules are those normalize.py documents and implements, with Python's html.parser:
runs of whitespace outside <pre> become one space; whitespace next to block-level tags goes;
`<br />` is written `<br>` and the newline after a <br> goes; attributes are sorted, their values
escaped (& < > "); character and entity references become characters, except < > & " which stay
references; comments, declarations, processing instructions and CDATA are kept as written.
"""
import html
import json
import re
import sys
from html.entities import name2codepoint
from html.parser import HTMLParser

BLOCK_TAGS = {
    'article', 'header', 'aside', 'hgroup', 'blockquote', 'hr', 'iframe', 'body', 'li', 'map',
    'button', 'object', 'canvas', 'ol', 'caption', 'output', 'col', 'p', 'colgroup', 'pre', 'dd',
    'progress', 'div', 'section', 'dl', 'table', 'td', 'dt', 'tbody', 'embed', 'textarea',
    'fieldset', 'tfoot', 'figcaption', 'th', 'figure', 'thead', 'footer', 'tr', 'form', 'ul',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video', 'script', 'style',
}
WHITESPACE = re.compile(r'\s+')
# The input is fed one tag, one CDATA section or one run of text at a time, as normalize.py does.
CHUNK = re.compile(r'(<!\[CDATA\[.*?\]\]>|<[^>]*>|[^<]+)', re.DOTALL)
KEPT_AS_REFERENCES = {'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;'}


class Normalizer(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=False)
        self.previous = 'starttag'
        self.previous_tag = ''
        self.in_pre = False
        self.output = ''

    def handle_data(self, data):
        after_tag = self.previous in ('starttag', 'endtag')
        if after_tag and self.previous_tag == 'br':
            data = data.lstrip('\n')
        if not self.in_pre:
            data = WHITESPACE.sub(' ', data)
            if after_tag and self.previous_tag in BLOCK_TAGS:
                data = data.lstrip() if self.previous == 'starttag' else data.strip()
        self.output += data
        self.previous = 'data'

    def handle_starttag(self, tag, attrs):
        if tag == 'pre':
            self.in_pre = True
        if tag in BLOCK_TAGS:
            self.output = self.output.rstrip()
        self.output += '<' + tag
        for name, value in sorted(attrs, key=lambda attr: (attr[0], attr[1] or '')):
            self.output += ' ' + name if value is None else ' %s="%s"' % (name, html.escape(value, quote=True))
        self.output += '>'
        self.previous_tag = tag
        self.previous = 'starttag'

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.previous = 'endtag'

    def handle_endtag(self, tag):
        if tag == 'pre':
            self.in_pre = False
        elif tag in BLOCK_TAGS:
            self.output = self.output.rstrip()
        self.output += '</' + tag + '>'
        self.previous_tag = tag
        self.previous = 'endtag'

    def handle_comment(self, data):
        self.keep('<!--' + data + '-->', 'comment')

    def handle_decl(self, data):
        self.keep('<!' + data + '>', 'decl')

    def unknown_decl(self, data):
        self.keep('<!' + data + '>', 'decl')

    def handle_pi(self, data):
        self.keep('<?' + data + '>', 'pi')

    def keep(self, text, kind):
        """Comments, declarations and processing instructions are kept as written."""
        self.output += text
        self.previous = kind

    def handle_entityref(self, name):
        code = name2codepoint.get(name)
        self.reference(None if code is None else chr(code), '&' + name + ';')

    def handle_charref(self, name):
        try:
            character = chr(int(name[1:], 16) if name.startswith(('x', 'X')) else int(name))
        except (ValueError, OverflowError):
            character = None
        self.reference(character, '&#' + name + ';')

    def reference(self, character, written):
        if character is None:
            self.output += written
        else:
            self.output += KEPT_AS_REFERENCES.get(character, character)
        self.previous = 'ref'


def normalize(text):
    parser = Normalizer()
    for chunk in CHUNK.finditer(text):
        if chunk.group(0).startswith('<![CDATA['):
            parser.output += chunk.group(0)
        else:
            parser.feed(chunk.group(0))
    parser.close()
    return parser.output


def normalize_dom(text):
    """The normal form of the document a browser builds from `text`: parsed as a fragment of a
    <body> by html5lib (the HTML Living Standard's parsing algorithm, as browsers implement it),
    written out with every end tag and the attributes sorted, then normalized as above."""
    import html5lib
    fragment = html5lib.parseFragment(text, treebuilder='etree', namespaceHTMLElements=False)
    written = html5lib.serialize(fragment, tree='etree', omit_optional_tags=False, quote_attr_values='always',
                                 minimize_boolean_attributes=False, use_trailing_solidus=False,
                                 alphabetical_attributes=True, resolve_entities=False)
    return normalize(written)


if __name__ == '__main__':
    rule = normalize_dom if sys.argv[1:] == ['--dom'] else normalize
    json.dump([rule(text) for text in json.load(sys.stdin)], sys.stdout)
