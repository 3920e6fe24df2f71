"""word-breaks: on every Chinese page, each line that a diagram label, a table cell or a caption
is broken into ends between two words, as jieba (a segmenter independent of the ICU docgen
breaks with) reads the text.

A diagram's label is wrapped by docgen and drawn as one <text> per line: the lines of one label
are consecutive <text> elements with the same x, anchor, size and class, each a line height
(at most 1.6 em) below the last. A table cell's or a caption's lines are the browser's, read
from the top of each character's box. A break between two ideographs must be a boundary of
jieba's search-mode words (which gives the words inside a compound too: 文字|大小 inside
文字大小); breaks beside punctuation, Latin text or a space are the kinsoku rules' and the
typesetting suite's."""
import logging
import re
import warnings

with warnings.catch_warnings():
    # jieba 0.42.1 imports pkg_resources, which setuptools now warns about.
    warnings.simplefilter("ignore", UserWarning)
    import jieba

jieba.setLogLevel(logging.ERROR)

IDEOGRAPH = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

# Every <text> of the page's inline diagrams, in document order, and the lines of every table
# cell and caption of <main>: for each, its text and the offsets where a new line starts.
LINES = r"""
  const labels = Array.from(document.querySelectorAll('main svg text')).map(text => ({
    svg: [...document.querySelectorAll('main svg')].indexOf(text.ownerSVGElement),
    x: text.getAttribute('x'), y: parseFloat(text.getAttribute('y')),
    anchor: text.getAttribute('text-anchor') || '', size: parseFloat(text.getAttribute('font-size')),
    cls: text.getAttribute('class') || '', text: text.textContent}));
  const blocks = [];
  for (const element of document.querySelectorAll('main td, main th, main figcaption')) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: node => node.parentElement.closest('code, a.dg-zoom, .visually-hidden')
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT});
    let text = '', tops = [];
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        text += node.data[i];
        tops.push(rects.length ? rects[0].top : null);
      }
    }
    const starts = [];
    let last = null;
    tops.forEach((top, i) => {
      if (top === null || /\s/.test(text[i])) return;
      if (last !== null && top > last + 2) starts.push(i);
      last = top;
    });
    if (starts.length) blocks.push({text, starts});
  }
  return {labels, blocks};"""


def boundaries(text):
    """The offsets of `text` where jieba's search-mode words begin or end."""
    found = {0, len(text)}
    for _, start, end in jieba.tokenize(text, mode="search", HMM=False):
        found.update((start, end))
    return found


def wrapped_labels(labels):
    """The labels docgen wrapped over several lines, each as its lines' texts."""
    groups, current = [], []
    for label in labels:
        if current:
            last = current[-1]
            same = (label["svg"], label["x"], label["anchor"], label["size"], label["cls"]) == \
                (last["svg"], last["x"], last["anchor"], last["size"], last["cls"])
            if same and 0 < label["y"] - last["y"] <= 1.6 * label["size"]:
                current.append(label)
                continue
            if len(current) > 1:
                groups.append([line["text"] for line in current])
        current = [label]
    if len(current) > 1:
        groups.append([line["text"] for line in current])
    return groups


def bad_breaks(text, starts):
    """The line starts in `text` that split a word: between two ideographs, not at a boundary."""
    words = boundaries(text)
    return [f"{text[max(0, at - 6):at]}|{text[at:at + 6]}" for at in starts
            if at > 0 and IDEOGRAPH.match(text[at - 1]) and IDEOGRAPH.match(text[at]) and at not in words]


def check(driver, counts):
    """This page's wrapped labels and blocks; counts the breaks judged."""
    seen = driver.execute_script(LINES)
    problems = []
    for lines in wrapped_labels(seen["labels"]):
        text, starts = "", []
        for line in lines:
            if text:
                starts.append(len(text))
            text += line
        counts["label breaks"] += len(starts)
        problems += [f"diagram: {split}" for split in bad_breaks(text, starts)]
    for block in seen["blocks"]:
        counts["table and caption breaks"] += len(block["starts"])
        problems += [f"table or caption: {split}" for split in bad_breaks(block["text"], block["starts"])]
    assert not problems, f"lines that split a word: {problems[:8]}"
