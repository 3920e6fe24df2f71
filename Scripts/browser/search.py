"""Site search as a reader uses it: the guide served by docgen serve.

Serves the walk's copy of the repository's guide (content/, docgen.yml with search: true, templates/, Samples/),
waits for the search index, then searches both editions through the page's search field:
each query must find its chapter and heading. Also checks the keyboard (/, arrows, Enter,
Escape), the combobox's ARIA state, the contrast of the results in light and dark, and that
without JavaScript or on file:// no broken search box shows.
"""
import os
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate
from serve_process import Serve

# Each query, the page it is typed on, and where its first result must lead (a page, or a
# page and its heading). Every page whose markdown holds an English query, in prose or in code,
# must be found, and no other; a word the guide writes only in a diagram's description (its SVG
# <desc>) must find that page. A Chinese query finds only pages that hold it, and at least
# RECALL of them: Pagefind 1.5.2 segments Chinese one way when it indexes (jieba) and another
# when it searches (the browser's Intl.Segmenter), and misses some pages (Pagefind issue #1237).
QUERIES = [
    ("maskedCorners", "corner-masks.html", "corner-masks.html#maskedcorners-and-cacornermask"),
    ("separatorInset", "corner-masks.html", "margins-and-separators.html#separator-insets"),
    ("estimatedRowHeight", "corner-masks.html", None),
    ("圆角", "zh-Hans/corner-masks.html", "zh-Hans/corner-masks.html"),
    # The SwiftUI chapter writes the query most (分组列表, 分组表单样式…): Pagefind ranks it first.
    ("分组", "zh-Hans/corner-masks.html", "zh-Hans/swiftui-lists.html"),
    ("rectangular", "corner-masks.html", "how-the-section-is-drawn.html"),
]
DESCRIPTION_ONLY = {"rectangular": {"how-the-section-is-drawn.html"}}
RECALL = 0.8

ALL_RESULTS = r"""
  const done = arguments[arguments.length - 1];
  import(new URL(document.querySelector('form.site-search').dataset.root + 'pagefind/pagefind.js', document.baseURI).href)
    .then(async pagefind => {
      await pagefind.options({baseUrl: '/'});
      await pagefind.init();
      const search = await pagefind.search(arguments[0]);
      const data = await Promise.all(search.results.map(r => r.data()));
      done(data.map(d => d.url));
    }).catch(e => done('error: ' + e));"""


def pages_holding(repository, query, edition):
    """The pages of an edition whose markdown holds `query`, by their path in the site."""
    folder = f"{repository}/content/{edition}"
    found = set()
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            text = open(path, encoding="utf-8").read() if name.endswith(".md") else ""
            if query in text:
                relative = os.path.relpath(path, folder)
                page = "index.html" if relative == "_index.md" else relative[:-3] + ".html"
                # A chapter's `slug:` names its page in place of its file.
                front = text.split("\n---\n", 1)[0] if text.startswith("---\n") else ""
                slug = next((line[5:].strip() for line in front.splitlines() if line.startswith("slug:")), None)
                if slug:
                    page = os.path.join(os.path.dirname(relative), slug + ".html")
                found.add(page if edition == "en" else f"{edition}/{page}")
    return found

STATE = r"""
  const input = document.getElementById('site-search-input');
  const form = document.querySelector('form.site-search');
  const options = [...document.querySelectorAll('#site-search-listbox [role=option]')];
  const label = o => (o.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean)
                     .map(id => document.getElementById(id).textContent).join(' — ');
  return {
    shown: form && !form.hidden && getComputedStyle(form).display !== 'none',
    focused: document.activeElement === input,
    expanded: input && input.getAttribute('aria-expanded'),
    active: input && input.getAttribute('aria-activedescendant'),
    status: (document.querySelector('.site-search-status') || {}).textContent,
    options: options.map(o => ({id: o.id, selected: o.getAttribute('aria-selected'), label: label(o),
                                href: o.querySelector('a').getAttribute('href'), marks: o.querySelectorAll('mark').length})),
  };"""

# The contrast of each kind of text in the results against what is behind it (WCAG 2 formula).
CONTRAST = r"""
  function rgb(c) { const m = c.match(/[\d.]+/g).map(Number); return m.slice(0, 3); }
  function lum(c) { return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]); }
  function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
  function background(el) {
    for (let e = el; e; e = e.parentElement) {
      const c = getComputedStyle(e).backgroundColor;
      if (c && !c.endsWith(', 0)') && c !== 'transparent') return rgb(c);
    }
    return [255, 255, 255];
  }
  const out = [];
  for (const sel of ['.site-search-title', '.site-search-heading', '.site-search-excerpt', '.site-search-excerpt mark', '.site-search-summary']) {
    for (const el of document.querySelectorAll(sel)) {
      const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el));
      out.push([sel, (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)]);
    }
  }
  return out;"""


def state(driver):
    return driver.execute_script(STATE)


def search(driver, wait, query):
    field = driver.find_element(By.ID, "site-search-input")
    field.clear()
    field.send_keys(query)
    wait.until(lambda d: query in (state(d)["status"] or ""))
    return field


def run(session):
    step, docgen = session.report.steps("search"), session.docgen
    folder, _ = session.guide
    serve = Serve(docgen, folder)
    driver = session.driver
    wait = WebDriverWait(driver, 20, poll_frequency=0.05)
    try:
        # The index is made in the background once the site is served.
        deadline = time.time() + 120
        while True:
            try:
                urllib.request.urlopen(serve.url + "pagefind/pagefind-entry.json", timeout=5)
                break
            except Exception:
                if time.time() > deadline:
                    raise RuntimeError("no search index after 120 s:\n" + "".join(serve.output))
                time.sleep(0.2)

        for query, page, expected in QUERIES:
            def finds(query=query, page=page, expected=expected):
                driver.get(serve.url + page)
                search(driver, wait, query)
                found = state(driver)
                hrefs = [option["href"].lstrip("/") for option in found["options"]]
                assert hrefs, "no results"
                if expected:
                    assert hrefs[0] == expected or ("#" not in expected and hrefs[0].split("#")[0] == expected), \
                        f"first results: {hrefs[:3]}"
                assert "#" in hrefs[0], f"the first result leads to no heading: {hrefs[0]}"
                assert all(option["marks"] > 0 for option in found["options"]), "an excerpt has no highlight"
                assert all(option["label"] for option in found["options"]), "an option has no label"
                edition = "zh-Hans" if page.startswith("zh-Hans/") else "en"
                every = set(driver.execute_async_script(ALL_RESULTS, query))
                every = {url.lstrip("/").split("#")[0] for url in every}
                wanted = DESCRIPTION_ONLY.get(query) or pages_holding(session.repository, query, edition)
                if edition == "en":
                    assert every == wanted, f"found {sorted(every)}, the pages holding it are {sorted(wanted)}"
                else:
                    assert every <= wanted, f"found pages that do not hold it: {sorted(every - wanted)}"
                    assert len(every) >= RECALL * len(wanted), f"found {len(every)} of {len(wanted)}; missed {sorted(wanted - every)}"
                    if every != wanted:
                        print(f"  note: '{query}' missed {sorted(wanted - every)} (Pagefind's Chinese segmentation)")
            step(f"'{query}' on {page} finds {expected or 'every page holding it'}", finds)

        def keyboard():
            driver.get(serve.url + "corner-masks.html")
            driver.find_element(By.TAG_NAME, "body").send_keys("/")
            assert state(driver)["focused"], "/ does not focus the field"
            field = search(driver, wait, "maskedCorners")
            found = state(driver)
            assert found["expanded"] == "true" and len(found["options"]) > 1, found
            field.send_keys(Keys.ARROW_DOWN)
            field.send_keys(Keys.ARROW_DOWN)
            found = state(driver)
            assert found["active"] == found["options"][1]["id"] and found["options"][1]["selected"] == "true", found
            field.send_keys(Keys.ESCAPE)
            assert state(driver)["expanded"] == "false", "Escape leaves the list open"
            field.send_keys(Keys.ARROW_DOWN)
            field.send_keys(Keys.ARROW_DOWN)
            target = state(driver)["options"][1]["href"]
            field.send_keys(Keys.ENTER)
            wait.until(lambda d: d.current_url.endswith(target))
        step("the keyboard: / focuses, arrows move, Escape closes, Enter opens the active result", keyboard)

        for scheme in ("light", "dark"):
            def contrast(scheme=scheme):
                emulate(driver, scheme=scheme)
                driver.get(serve.url + "corner-masks.html")
                search(driver, wait, "maskedCorners")
                driver.find_element(By.ID, "site-search-input").send_keys(Keys.ARROW_DOWN)
                ratios = driver.execute_script(CONTRAST)
                assert ratios, "no result text to measure"
                low = [(selector, round(ratio, 2)) for selector, ratio in ratios if ratio < 4.5]
                assert not low, f"below 4.5:1: {low[:5]}"
            step(f"results meet 4.5:1 contrast in {scheme}", contrast)
        emulate(driver, scheme="light")

        def without_javascript():
            plain = session.plain
            plain.get(serve.url + "corner-masks.html")
            form = plain.find_element(By.CSS_SELECTOR, "form.site-search")
            assert not form.is_displayed(), "the search field shows without JavaScript"
            assert "Corner masks" in plain.find_element(By.TAG_NAME, "h1").text
        step("without JavaScript no search field shows, and the page reads", without_javascript)
    finally:
        serve.stop()

    def from_a_file():
        driver.get(f"file://{session.guide[1]}/corner-masks.html")
        note = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, ".site-search-note"))
        assert "docgen serve" in note.text, note.text
        assert not driver.find_elements(By.ID, "site-search-input"), "a search box shows on file://"
    step("on file:// the field says that search needs a web server", from_a_file)
