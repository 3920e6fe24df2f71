"""The walk over every page of the guide, both editions, at 375 and 1280 CSS px wide, in the light
and the dark scheme: each view is loaded once and every per-page suite runs on it.

- accessibility: axe-core with its default rules (WCAG 2.x A and AA and axe's best practices, as
  axe ships them, none turned off) finds no violation; each is listed with its rule, impact and
  the CSS selectors of its nodes.
- labels: every SVG <text> renders at 11 CSS px or more at 1280 px and at 9 or more at 375 px
  (where a wide figure scrolls sideways instead of shrinking further): its computed font-size
  times the scale of its screen transform. At 375 px no layers figure of a list up to 402 points
  wide scrolls sideways: its labels are drawn inside the list's width, so none hides off screen.
- typesetting (in the light scheme; the measures do not depend on it): Chinese quotes are full
  width: every curly quote in the prose of a Chinese page between two characters that are not
  punctuation, and not at a line's end or start (where text-spacing-trim may halve it), is at
  least 0.9 em wide; in the English edition (whose prose writes straight quotes) a curly quote
  in a paragraph added for the measurement comes from a Latin face, under 0.6 em; a platform
  and its version ("iOS 26"), a device and its model ("iPhone 15", "iPad Pro") and a number and
  its unit ("26 pt", "16.7 ms") are written with a no-break space and drawn on one line; Chinese
  pages set text-spacing-trim: space-first where the browser has it, English pages keep its
  initial value. Prose is the text of <main> outside code, diagrams and hidden text.
- word-breaks (Chinese chapters, in the light scheme): every line of a diagram label, a table cell
  and a caption ends between two words by jieba (word_breaks.py).
"""
import collections
import os

import word_breaks
from browser import emulate

WIDTHS = (375, 1280)
SCHEMES = ("light", "dark")
LABEL_LIMITS = {1280: 11.0, 375: 9.0}

RUN_AXE = """
  const done = arguments[arguments.length - 1];
  axe.run(document, {resultTypes: ['violations']})
    .then(results => done({violations: results.violations.map(v => ({
        id: v.id, impact: v.impact, help: v.help,
        targets: v.nodes.map(node => node.target.join(' '))}))}))
    .catch(error => done({error: String(error)}));"""

# For every <text> in an inline SVG: its figure, its text, and its size in CSS px as drawn.
LABELS = """
return Array.from(document.querySelectorAll('svg text')).map(text => {
  const m = text.getScreenCTM();
  const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  const figure = text.closest('figure');
  return {figure: figure ? figure.id : '', text: text.textContent,
          size: parseFloat(getComputedStyle(text).fontSize) * scale};
});"""

# At 375 px, the layers figures of lists no wider than a phone (their table view is at most 402
# points, an iPhone 16 Pro) that are wider than their figure, with both widths.
OVERFLOWING_LAYERS = """
return Array.from(document.querySelectorAll('figure.diagram[id$="-layers"]')).filter(figure => {
  const match = /\\((\\d+) points wide\\)|（宽 (\\d+) pt）/.exec(figure.dataset.pagefindDesc || '');
  return !match || parseFloat(match[1] || match[2]) <= 402;
}).filter(figure => figure.scrollWidth > figure.clientWidth + 1).map(figure =>
  ({figure: figure.id, scrollWidth: figure.scrollWidth, clientWidth: figure.clientWidth}));"""

# Every curly quote of the page's prose, with its width in em and a little context; and the
# platform names with their versions, devices with their models and numbers with their units,
# whether each is written with a no-break space and on how many lines it is drawn.
TYPESETTING = r"""
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


def check_accessibility(driver, axe_source, rules):
    driver.execute_script(axe_source)
    result = driver.execute_async_script(RUN_AXE)
    if "error" in result:
        raise RuntimeError(f"axe.run failed: {result['error']}")
    for violation in result["violations"]:
        rules[(violation["id"], violation["impact"])] += len(violation["targets"])
    assert not result["violations"], "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']}; {len(v['targets'])} nodes: " + ", ".join(v["targets"])
        for v in result["violations"])


def check_labels(driver, width, smallest, counts):
    limit = LABEL_LIMITS[width]
    small = []
    for label in driver.execute_script(LABELS):
        counts[width] += 1
        if label["size"] < smallest.get(width, (float("inf"),))[0]:
            smallest[width] = (label["size"], driver.current_url, label["figure"], label["text"])
        if label["size"] + 0.005 < limit:
            small.append(f"#{label['figure']}: \"{label['text']}\" renders at {label['size']:.2f} px, below {limit:g} px")
    assert not small, "; ".join(small)
    if width == 375:
        wide = driver.execute_script(OVERFLOWING_LAYERS)
        counts["layers fitted"] += driver.execute_script(
            "return document.querySelectorAll('figure.diagram[id$=\"-layers\"]').length")
        assert not wide, "; ".join(f"#{f['figure']} is {f['scrollWidth']} px wide in {f['clientWidth']} px: its labels scroll off screen"
                                   for f in wide)


def check_typesetting(seen, chinese):
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


def is_chapter(page):
    """A chapter of either edition: the pages typesetting judges (not the 404 page)."""
    folder, name = os.path.split(page)
    return folder in ("", "zh-Hans") and name != "404.html"


def run(session, suites):
    """Walks every page × width × scheme once and runs the chosen per-page suites there."""
    report, driver = session.report, session.driver
    _, site = session.guide
    pages = sorted(os.path.relpath(os.path.join(base, name), site).replace(os.sep, "/")
                   for base, _, names in os.walk(site) for name in names if name.endswith(".html"))
    if not pages:
        report.fail("pages", "the site has pages", RuntimeError(f"no .html pages in {site}"))
        return
    base = session.serve_static(site)
    if "accessibility" in suites:
        driver.get(base + pages[0])
        driver.execute_script(session.axe_source)
        print(f"axe-core {driver.execute_script('return axe.version')}, {len(pages)} pages, "
              f"{len(WIDTHS) * len(SCHEMES)} views each", flush=True)
    rules, smallest, label_counts = collections.Counter(), {}, collections.Counter()
    break_counts = collections.Counter()
    # Per edition: quotes judged, platform/device/unit counts, the quotes' widths.
    totals = {"zh-Hans": [0, collections.Counter(), []], "en": [0, collections.Counter(), []]}
    for width in WIDTHS:
        for scheme in SCHEMES:
            # The window keeps its size and scheme from page to page.
            emulate(driver, width=width, scheme=scheme)
            for page in pages:
                where = f"{page} at {width} px, {scheme}"

                def load(page=page, width=width, scheme=scheme):
                    driver.get(base + page)
                    seen = driver.execute_script(
                        "return [innerWidth, matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light']")
                    assert seen == [width, scheme], f"the page is {seen[0]} px wide in the {seen[1]} scheme"
                try:
                    load()
                except Exception as error:
                    report.fail("pages", where, error)
                    continue
                if "accessibility" in suites:
                    report.step("accessibility", where, lambda: check_accessibility(driver, session.axe_source, rules))
                if "labels" in suites:
                    report.step("labels", where, lambda width=width: check_labels(driver, width, smallest, label_counts))
                if "typesetting" in suites and scheme == "light" and is_chapter(page):
                    def typesetting(page=page):
                        chinese = page.startswith("zh-Hans/")
                        seen = driver.execute_script(TYPESETTING)
                        edition = totals["zh-Hans" if chinese else "en"]
                        judged = ([quote["em"] for quote in seen["quotes"] if quote["betweenLetters"]] if chinese
                                  else [quote["em"] for quote in seen["quotes"]] + [seen["probeEm"]])
                        edition[0] += len(judged)
                        edition[1].update(version["kind"] for version in seen["versions"])
                        edition[2] += judged
                        check_typesetting(seen, chinese)
                    report.step("typesetting", f"{page} at {width} px", typesetting)
                if "word-breaks" in suites and scheme == "light" and is_chapter(page) and page.startswith("zh-Hans/"):
                    report.step("word-breaks", f"{page} at {width} px", lambda: word_breaks.check(driver, break_counts))
    if "accessibility" in suites:
        for (rule, impact), count in sorted(rules.items()):
            print(f"  axe: {rule} ({impact}): {count} nodes")
    if "labels" in suites:
        for width in sorted(smallest):
            size, url, figure, text = smallest[width]
            print(f"  smallest label at {width} px: {size:.2f} px, \"{text}\" in {url}#{figure}")
        report.step("labels", "the site's diagrams have labels to measure at both widths",
                    lambda: None if all(label_counts[width] for width in WIDTHS) and label_counts["layers fitted"] else (_ for _ in ()).throw(
                        AssertionError(f"labels measured: {dict(label_counts)}")))
    if "typesetting" in suites:
        def enough():
            for name, (quotes, kinds, widths) in totals.items():
                print(f"  {name}: {quotes} quotes measured (widest {max(widths, default=0):.2f} em, "
                      f"narrowest {min(widths, default=0):.2f} em), {kinds['platform']} platform versions, "
                      f"{kinds['device']} devices, {kinds['unit']} numbers with units")
            assert totals["zh-Hans"][0] >= 90 and totals["en"][0] >= 20, "too few quotes to judge"
            for name, (_, kinds, _) in totals.items():
                assert kinds["platform"] >= 100, f"too few platform versions to judge in {name}"
                assert kinds["device"] >= 10, f"too few devices to judge in {name}"
                assert kinds["unit"] >= 100, f"too few numbers with units to judge in {name}"
        report.step("typesetting", "both editions have quotes, platform versions, devices and units to measure", enough)
    if "word-breaks" in suites:
        def judged():
            print(f"  word-breaks: {break_counts['label breaks']} line breaks in diagram labels, "
                  f"{break_counts['table and caption breaks']} in table cells and captions")
            assert break_counts["label breaks"] >= 20 and break_counts["table and caption breaks"] >= 20, "too few breaks to judge"
        report.step("word-breaks", "the Chinese edition has wrapped labels, cells and captions to judge", judged)
