#!/usr/bin/env python3
"""How the guide's text is set, as headless Chromium draws it: both editions of a built site.

usage: typesetting_test.py SITE

Opens every page of both editions from file:// at 375 and 1280 CSS px wide and checks:
- Chinese quotes are full width: every curly quote (“ ” ‘ ’) in the prose of a Chinese page
  between two characters that are not punctuation, and not at a line's end or start (where
  text-spacing-trim may halve it), is at least 0.9 em wide, as a Chinese face draws it; in the
  English edition (whose prose writes straight quotes) a curly quote in a paragraph added for the
  measurement comes from a Latin face, under 0.6 em;
- a platform and its version share a line: no "iOS 26" (iPadOS, macOS, tvOS, watchOS, visionOS,
  Xcode) in prose is written with a breaking space, and each one drawn is drawn on one line; the
  same for a device and its model ("iPhone 15", "iPad Pro") and a number and its unit ("26 pt",
  "16.7 ms", "212 GB", "60 fps");
- Chinese pages set fullwidth punctuation with text-spacing-trim: space-first where the browser
  has the property, English pages keep its initial value.
Prose is the text of <main> outside code, diagrams and hidden text. Ends with "N passed, N failed".
"""
import os
import pathlib
import sys

sys.path.insert(0, os.path.dirname(__file__))
from browser import chromium  # noqa: E402
from steps import finish, step  # noqa: E402

site = pathlib.Path(sys.argv[1]).resolve()
WIDTHS = (375, 1280)

# Every curly quote of the page's prose whose neighbours are not punctuation (where
# text-spacing-trim would rightly narrow it), with its width in em and a little context; and the
# platform names with their versions, devices with their models and numbers with their units,
# whether each is written with a no-break space and on how many lines it is drawn.
MEASURE = r"""
  const prose = [];
  const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT, {
    acceptNode: node => node.parentElement.closest('pre, code, svg, .visually-hidden, script, style')
      ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT});
  while (walker.nextNode()) prose.push(walker.currentNode);
  const punctuation = /[\s\p{P}]/u;
  const box = (node, start, end) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return range;
  };
  const quotes = [], versions = [];
  for (const node of prose) {
    const text = node.data;
    for (let i = 1; i + 1 < text.length; i++) {
      if (!'“”‘’'.includes(text[i])) continue;
      const [before, quote, after] = [i - 1, i, i + 1].map(at => box(node, at, at + 1).getBoundingClientRect());
      // Not drawn (a hidden list), or at the end or start of a line, where text-spacing-trim
      // rightly sets it half width.
      if (quote.width === 0 || before.top !== quote.top || after.top !== quote.top) continue;
      const size = parseFloat(getComputedStyle(node.parentElement).fontSize);
      quotes.push({em: quote.width / size, context: text.slice(Math.max(0, i - 6), i + 7),
                   betweenLetters: !punctuation.test(text[i - 1]) && !punctuation.test(text[i + 1])});
    }
    const kept = {
      platform: /\b(iOS|iPadOS|macOS|tvOS|watchOS|visionOS|Xcode)([ \u00a0])(\d+(\.\d+)*)/g,
      device: /\b(iPhone|iPad)([ \u00a0])(\d+|Pro|Max|Plus|mini|Air|SE|Ultra)(?![\w-])/g,
      // The model's further words: "iPhone 13 Pro", "iPhone 15 Pro Max".
      device_model: /(?<=\b(?:iPhone|iPad)(?:[ \u00a0](?:\d+|Pro|Max|Plus|mini|Air|SE|Ultra))+)()([ \u00a0])(Pro|Max|Plus|mini|Air|SE|Ultra)(?![\w-])/g,
      unit: /(\d)([ \u00a0])(pt|px|ms|KB|MB|GB|fps|Hz|英寸)(?![A-Za-z0-9_])/g,
    };
    for (const [kind, pattern] of Object.entries(kept)) {
      for (const match of text.matchAll(pattern)) {
        const tops = new Set([...box(node, match.index, match.index + match[0].length).getClientRects()]
          .map(rect => Math.round(rect.top)));
        if (tops.size === 0) continue;  // not drawn
        versions.push({kind: kind.split('_')[0], text: match[0].replace('\u00a0', '~'), noBreak: match[2] === '\u00a0', lines: tops.size});
      }
    }
  }
  // The English edition writes no curly quote in its prose: a paragraph of the page's own
  // style, added for a moment, shows how wide the page draws one.
  const probe = document.querySelector('main').appendChild(document.createElement('p'));
  probe.textContent = 'a“b';
  const probeEm = box(probe.firstChild, 1, 2).getBoundingClientRect().width / parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  return {quotes, versions, probeEm, lang: document.documentElement.lang,
          supported: CSS.supports('text-spacing-trim', 'space-first'),
          trim: getComputedStyle(document.documentElement).textSpacingTrim || null};"""


def pages(edition):
    folder = site / edition if edition else site
    return sorted(path for path in folder.glob("*.html") if path.name != "404.html")


def measure(driver, page, width):
    driver.set_window_size(width, 900)
    driver.get(page.as_uri())
    return driver.execute_script(MEASURE)


def verify(seen, chinese):
    if chinese:
        narrow = [quote for quote in seen["quotes"] if quote["betweenLetters"] and quote["em"] < 0.9]
        assert not narrow, f"narrow quotes: {narrow[:5]}"
    else:
        wide = [quote for quote in seen["quotes"] if quote["em"] >= 0.6]
        assert not wide, f"wide quotes: {wide[:5]}"
        assert seen["probeEm"] < 0.6, f"a quote in an English paragraph is {seen['probeEm']:.2f} em wide"
    breaking = [version["text"] for version in seen["versions"] if not version["noBreak"]]
    assert not breaking, f"written with a breaking space: {breaking[:5]}"
    split = [version["text"] for version in seen["versions"] if version["lines"] != 1]
    assert not split, f"drawn over two lines: {split}"
    expected = ("space-first" if chinese else "normal") if seen["supported"] else None
    assert seen["trim"] == expected, f"text-spacing-trim is {seen['trim']}, not {expected}"


def main():
    driver = chromium()
    totals = {"zh-Hans": [0, {}, []], "en": [0, {}, []]}
    try:
        for edition, chinese in (("zh-Hans", True), ("", False)):
            for page in pages(edition):
                for width in WIDTHS:
                    def check(page=page, width=width, chinese=chinese, edition=edition or "en"):
                        seen = measure(driver, page, width)
                        judged = ([quote["em"] for quote in seen["quotes"] if quote["betweenLetters"]] if chinese
                                  else [quote["em"] for quote in seen["quotes"]] + [seen["probeEm"]])
                        totals[edition][0] += len(judged)
                        for version in seen["versions"]:
                            totals[edition][1][version["kind"]] = totals[edition][1].get(version["kind"], 0) + 1
                        totals[edition][2] += judged
                        verify(seen, chinese)
                    step(f"{page.relative_to(site)} at {width} px", check)

        def enough():
            for edition, (quotes, kinds, widths) in totals.items():
                print(f"{edition}: {quotes} quotes measured (widest {max(widths, default=0):.2f} em, "
                      f"narrowest {min(widths, default=0):.2f} em), {kinds.get('platform', 0)} platform versions, "
                      f"{kinds.get('device', 0)} devices, {kinds.get('unit', 0)} numbers with units")
            assert totals["zh-Hans"][0] >= 90 and totals["en"][0] >= 20, "too few quotes to judge"
            for edition, (_, kinds, _) in totals.items():
                assert kinds.get("platform", 0) >= 100, f"too few platform versions to judge in {edition}"
                assert kinds.get("device", 0) >= 10, f"too few devices to judge in {edition}"
                assert kinds.get("unit", 0) >= 100, f"too few numbers with units to judge in {edition}"
        step("both editions have quotes, platform versions, devices and units to measure", enough)
    finally:
        driver.quit()
    finish()


if __name__ == "__main__":
    main()
