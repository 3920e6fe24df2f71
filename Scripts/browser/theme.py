"""The theme switch and the copy buttons as a reader uses them.

Builds a copy of the repository's guide (content/, docgen.yml, templates/, Samples/) with one more chapter
in each language holding a console session, adds a <picture> with a dark <source> and a block
with gutters to it, serves the site from 127.0.0.1 and checks, with the system's scheme emulated:
- choosing dark on a light system makes the page and a diagram dark, survives a reload, reaches
  another open tab, and automatic follows the system again; light on a dark system is light;
- no flash: with dark stored, data-theme is set before <body> exists, and <body>'s first style
  is already dark;
- without JavaScript there is no switch and no copy button, and the page follows the system;
  the "View as markdown" link is there, the Copy page button is not;
- a copy button copies exactly the block's code (a console session without its `$ ` prompts, a
  block without its line numbers and diff markers), by mouse and keyboard, and a live region says so, in English and in Chinese;
- the Copy page button (llms: true) copies the page's markdown copy, from the keyboard, and says so;
- the switch's words are the theme's strings of the page's language (Chinese on the Chinese
  edition), and a theme's own empty .theme-switch is filled in its place instead of a new one;
- keyboard focus is visible on the switch and the buttons, in both schemes;
- the stored choice, the switch and the copy buttons in a page served as XHTML (application/xhtml+xml).
"""
import re
import shutil

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate

SESSION = """$ swift build -c release
Building for production...
Build complete!
$ .build/release/docgen build --quiet"""
COPIED_SESSION = SESSION.replace("$ ", "")
CHAPTER = {
    "en": ("Terminal", "Build the guide from a terminal:", "Copied"),
    "zh-Hans": ("终端", "在终端中构建本指南：", "已复制"),
}
# A 1×1 PNG for each scheme, so the picture's chosen source is visible in img.currentSrc.
LIGHT_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC"
DARK_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC"
# A block as line numbers and diff markers would mark it up: the hook the copy button keeps out.
GUTTERED = ('<pre class="code" id="guttered"><code><span class="code-gutter">1</span>let a = 1\n'
            '<span aria-hidden="true">+</span>let b = 2</code></pre>')
PICTURE = (f'<picture><source media="(prefers-color-scheme: dark)" srcset="{DARK_PNG}" />'
           f'<img id="screenshot" src="{LIGHT_PNG}" alt="A screenshot" width="1" height="1" /></picture>')

PLACED_SWITCH = '<fieldset class="theme-switch" id="placed" hidden="hidden"></fieldset>'

LIGHT_BG, DARK_BG = "rgb(255, 255, 255)", "rgb(22, 24, 29)"              # --bg
LIGHT_CANVAS, DARK_CANVAS = "rgb(242, 242, 247)", "rgb(0, 0, 0)"           # a diagram's --dg-canvas

LOOK = r"""
  const switcher = document.querySelector('.theme-switch');
  const canvas = document.querySelector('figure.diagram svg .dg-fill-canvas');
  const checked = document.querySelector('.theme-switch input:checked');
  let stored = null;
  try { stored = localStorage.getItem('docgen-theme'); } catch (e) { stored = 'unavailable'; }
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    canvas: canvas ? getComputedStyle(canvas).fill : null,
    switchShown: !!switcher && getComputedStyle(switcher).display !== 'none',
    checked: checked ? checked.value : null,
    stored: stored,
    copyButtons: document.querySelectorAll('.copy-code').length,
    blocks: document.querySelectorAll('pre.code').length,
    picture: (document.getElementById('screenshot') || {}).currentSrc || null,
  };"""

# Records, before any of the page's scripts, when data-theme is first set on <html> (whether
# <body> exists yet) and <body>'s background the moment it is inserted.
FIRST_PAINT_PROBE = r"""
  window.__themeProbe = {set: null, firstBodyBackground: null};
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (this === document.documentElement && name === 'data-theme' && !window.__themeProbe.set)
      window.__themeProbe.set = {value: String(value), bodyExisted: !!document.body, readyState: document.readyState};
    return setAttribute.apply(this, arguments);
  };
  new MutationObserver(function (records, observer) {
    if (document.body) {
      window.__themeProbe.firstBodyBackground = getComputedStyle(document.body).backgroundColor;
      observer.disconnect();
    }
  }).observe(document, {childList: true, subtree: true});"""

COPIED = r"""
  const done = arguments[arguments.length - 1];
  navigator.clipboard.readText().then(done, e => done('readText failed: ' + e));"""

# The focused element's outline, and its contrast with the page background (WCAG 2 formula).
FOCUS = r"""
  function rgb(c) { return c.match(/[\d.]+/g).map(Number).slice(0, 3); }
  function ch(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
  function lum(c) { return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]); }
  const target = arguments[0] ? document.activeElement.closest(arguments[0]) || document.activeElement
                              : document.activeElement;
  const shown = arguments[1] ? document.querySelector(arguments[1]) : target;
  const style = getComputedStyle(shown);
  const a = lum(rgb(style.outlineColor)), b = lum(rgb(getComputedStyle(document.body).backgroundColor));
  return {focused: document.activeElement.className + ' ' + (document.activeElement.id || ''),
          outline: style.outlineStyle, width: parseFloat(style.outlineWidth),
          contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};"""


def look(driver):
    return driver.execute_script(LOOK)


def choose(driver, scheme):
    driver.find_element(By.CSS_SELECTOR, f'label[for="docgen-theme-{scheme}"]').click()


def expect(found, **wanted):
    differ = {key: (found[key], value) for key, value in wanted.items() if found[key] != value}
    assert not differ, f"(found, wanted): {differ}"


def first_code_block(markdown_path, language):
    text = open(markdown_path, encoding="utf-8").read()
    found = re.search(r"^```" + language + r"[^\n]*\n(.*?)\n```$", text, re.S | re.M)
    return found.group(1)


def build_site(session):
    """The guide with a console chapter in each language, a picture, a guttered block, the page
    as XHTML and a page whose theme places the switch; the built site's folder."""
    folder = session.copy_guide("theme")
    for language, (title, lead, _) in CHAPTER.items():
        with open(f"{folder}/content/{language}/terminal.md", "w", encoding="utf-8") as file:
            file.write(f"---\ntitle: {title}\norder: 99\n---\n\n{lead}\n\n```console\n{SESSION}\n```\n")
    site = session.build(folder)
    page = f"{site}/terminal.html"
    html = open(page, encoding="utf-8").read()
    html = html.replace("</article>", f"<p>{PICTURE}</p>\n{GUTTERED}\n</article>", 1)
    open(page, "w", encoding="utf-8").write(html)
    # The same page served as XHTML (application/xhtml+xml, from its extension), where an inline
    # script must be well-formed XML and elements must be made in the XHTML namespace.
    shutil.copy(f"{site}/corner-masks.html", f"{site}/corner-masks.xhtml")
    # A theme that places the switch itself: an empty, hidden fieldset in the page's footer.
    html = open(f"{site}/corner-masks.html", encoding="utf-8").read()
    html = html.replace("</footer>", f"{PLACED_SWITCH}\n</footer>", 1)
    open(f"{site}/placed-switch.html", "w", encoding="utf-8").write(html)
    return site


def run(session):
    step, repository = session.report.steps("theme"), session.repository
    base = session.serve_static(build_site(session))
    swift_code = first_code_block(f"{repository}/content/en/corner-masks.md", "swift")
    driver = session.driver
    wait = WebDriverWait(driver, 10, poll_frequency=0.05)

    def dark_on_a_light_system():
        emulate(driver, scheme="light")
        driver.get(base + "corner-masks.html")
        driver.execute_script("localStorage.clear()")
        driver.refresh()
        expect(look(driver), theme=None, background=LIGHT_BG, canvas=LIGHT_CANVAS, switchShown=True, checked="auto")
        choose(driver, "dark")
        expect(look(driver), theme="dark", background=DARK_BG, canvas=DARK_CANVAS, checked="dark", stored="dark")
    step("a light system: choosing dark makes the page and its diagram dark, and is stored", dark_on_a_light_system)

    def remembered():
        driver.refresh()
        expect(look(driver), theme="dark", background=DARK_BG, canvas=DARK_CANVAS, checked="dark")
        driver.get(base + "zh-Hans/corner-masks.html")
        expect(look(driver), theme="dark", background=DARK_BG, canvas=DARK_CANVAS, checked="dark")
    step("the choice survives a reload and holds on the Chinese edition", remembered)

    def automatic():
        driver.get(base + "corner-masks.html")
        choose(driver, "auto")
        expect(look(driver), theme=None, background=LIGHT_BG, canvas=LIGHT_CANVAS, checked="auto", stored=None)
        emulate(driver, scheme="dark")
        expect(look(driver), background=DARK_BG, canvas=DARK_CANVAS)
        choose(driver, "light")
        expect(look(driver), theme="light", background=LIGHT_BG, canvas=LIGHT_CANVAS, stored="light")
        driver.refresh()
        expect(look(driver), theme="light", background=LIGHT_BG, canvas=LIGHT_CANVAS, checked="light")
    step("automatic follows the system again; light on a dark system is light", automatic)

    def other_tabs():
        emulate(driver, scheme="light")
        driver.get(base + "corner-masks.html")
        driver.execute_script("localStorage.clear()")
        driver.refresh()
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(base + "zh-Hans/accessibility.html")
        expect(look(driver), theme=None, checked="auto")
        second = driver.current_window_handle
        driver.switch_to.window(first)
        choose(driver, "dark")
        driver.switch_to.window(second)
        wait.until(lambda d: look(d)["theme"] == "dark")
        expect(look(driver), background=DARK_BG, checked="dark")
        driver.close()
        driver.switch_to.window(first)
        choose(driver, "auto")
    step("a choice made in one tab applies in another open tab", other_tabs)

    def keyboard_switch():
        emulate(driver, scheme="light")
        driver.get(base + "corner-masks.html")
        driver.execute_script("document.getElementById('docgen-theme-light').focus()")
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        expect(look(driver), theme="dark", background=DARK_BG, checked="dark", stored="dark")
        focused = driver.execute_script("return document.activeElement.id")
        assert focused == "docgen-theme-dark", focused
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        expect(look(driver), theme=None, checked="auto", stored=None)
        names = driver.execute_script(
            "return [...document.querySelectorAll('.theme-switch input')].map(i => i.labels[0].textContent)"
            " .concat([document.querySelector('.theme-switch legend').textContent])")
        assert names == ["Light", "Dark", "Automatic (as the system)", "Theme"], names
    step("the switch is radio buttons: arrow keys choose, each is named, the group too", keyboard_switch)

    def chinese_words():
        driver.get(base + "zh-Hans/corner-masks.html")
        names = driver.execute_script(
            "return [...document.querySelectorAll('.theme-switch input')].map(i => i.labels[0].textContent)"
            " .concat([document.querySelector('.theme-switch legend').textContent])")
        words = open(f"{repository}/templates/i18n/zh-Hans.yml", encoding="utf-8").read()
        wanted = [re.search(rf"^{key}: *(.+)$", words, re.M).group(1).strip().strip('"')
                  for key in ("themeLight", "themeDark", "themeAuto", "theme")]
        assert names == wanted, (names, wanted)
    step("on the Chinese edition the switch's buttons and legend are the theme's Chinese words", chinese_words)

    def placed_switch():
        emulate(driver, scheme="light")
        driver.get(base + "placed-switch.html")
        found = driver.execute_script(
            "return [...document.querySelectorAll('.theme-switch')].map(s => [s.id, s.hidden,"
            " s.querySelectorAll('input').length, !!s.closest('footer')])")
        assert found == [["placed", False, 3, True]], found
        # The footer is below the fold: the label is clicked where it is.
        click = "document.querySelector('#placed label[for=\"docgen-theme-' + arguments[0] + '\"]').click()"
        driver.execute_script(click, "dark")
        expect(look(driver), theme="dark", background=DARK_BG, checked="dark", stored="dark")
        driver.execute_script(click, "auto")
        expect(look(driver), theme=None, checked="auto", stored=None)
    step("a theme's own empty .theme-switch is filled and shown, and no other is added", placed_switch)

    def pictures():
        emulate(driver, scheme="light")
        driver.get(base + "terminal.html")
        choose(driver, "dark")
        wait.until(lambda d: look(d)["picture"] == DARK_PNG)
        choose(driver, "auto")
        wait.until(lambda d: look(d)["picture"] == LIGHT_PNG)
        emulate(driver, scheme="dark")
        wait.until(lambda d: look(d)["picture"] == DARK_PNG)
        choose(driver, "light")
        wait.until(lambda d: look(d)["picture"] == LIGHT_PNG)
        media = driver.execute_script("return document.querySelector('picture source').getAttribute('media')")
        assert media == "not all", media
        choose(driver, "auto")
        media = driver.execute_script("return document.querySelector('picture source').getAttribute('media')")
        assert media == "(prefers-color-scheme: dark)", media
    step("a <picture>'s dark source follows the chosen scheme, and its own media comes back", pictures)

    def no_flash():
        emulate(driver, scheme="light")
        driver.get(base + "corner-masks.html")
        driver.execute_script("localStorage.setItem('docgen-theme', 'dark')")
        probe = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_PAINT_PROBE})
        try:
            driver.get(base + "accessibility.html")
            found = driver.execute_script("return window.__themeProbe")
        finally:
            driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": probe["identifier"]})
        assert found["set"] == {"value": "dark", "bodyExisted": False, "readyState": "loading"}, found
        assert found["firstBodyBackground"] == DARK_BG, found
        driver.execute_script("localStorage.clear()")
    step("no flash: with dark stored, data-theme is set before <body> exists and <body> starts dark", no_flash)

    def as_xhtml():
        emulate(driver, scheme="light")
        driver.get(base + "corner-masks.xhtml")
        driver.execute_script("localStorage.setItem('docgen-theme', 'dark')")
        driver.refresh()
        kind = driver.execute_script("return document.contentType")
        assert kind == "application/xhtml+xml", kind
        found = look(driver)
        expect(found, theme="dark", background=DARK_BG, canvas=DARK_CANVAS, switchShown=True, checked="dark")
        assert found["copyButtons"] == found["blocks"] > 0, found
        choose(driver, "auto")
        expect(look(driver), theme=None, background=LIGHT_BG, stored=None)
    step("served as XHTML, the stored choice, the switch and the copy buttons work", as_xhtml)

    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": base.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

    def copies(page, code, said):
        driver.get(base + page)
        found = look(driver)
        assert found["copyButtons"] == found["blocks"] > 0, found
        driver.execute_script("navigator.clipboard.writeText('')")
        button = driver.find_element(By.CSS_SELECTOR, ".code-block .copy-code")
        # The theme scrolls smoothly, so WebDriver's own scroll would still be moving at the click.
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
        button.click()
        wait.until(lambda d: d.execute_script("return document.querySelector('.copy-code-status').textContent") == said)
        assert button.text == said, button.text
        copied = driver.execute_async_script(COPIED)
        assert copied == code, f"copied {copied!r}, the code is {code!r}"

    step("the copy button copies a Swift block's code exactly, and says Copied",
         lambda: copies("corner-masks.html", swift_code, "Copied"))
    step("a console session is copied without its $ prompts, and the live region says Copied",
         lambda: copies("terminal.html", COPIED_SESSION, "Copied"))
    step("on the Chinese edition the live region says 已复制",
         lambda: copies("zh-Hans/terminal.html", COPIED_SESSION, "已复制"))

    def gutters_left_out():
        driver.get(base + "terminal.html")
        driver.execute_script("navigator.clipboard.writeText('')")
        button = driver.find_element(By.CSS_SELECTOR, "#guttered + .copy-code")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
        button.click()
        wait.until(lambda d: d.execute_script("return document.querySelector('.copy-code-status').textContent") == "Copied")
        copied = driver.execute_async_script(COPIED)
        assert copied == "let a = 1\nlet b = 2", copied
    step("line numbers (.code-gutter) and markers (aria-hidden) are not copied", gutters_left_out)

    def copy_by_keyboard():
        driver.get(base + "terminal.html")
        driver.execute_script("navigator.clipboard.writeText('')")
        driver.execute_script("document.querySelector('.copy-code').focus()")
        name = driver.execute_script("return document.activeElement.getAttribute('aria-label')")
        assert name == "Copy code", name
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait.until(lambda d: d.execute_script("return document.querySelector('.copy-code-status').textContent") == "Copied")
        copied = driver.execute_async_script(COPIED)
        assert copied == COPIED_SESSION, copied
    step("the copy button works from the keyboard and is named Copy code", copy_by_keyboard)

    def copy_page(page, said):
        # llms: true (the guide's docgen.yml): the button before "View as markdown" copies the
        # page's markdown copy, fetched from its URL, from the keyboard too.
        driver.get(base + page)
        driver.execute_script("navigator.clipboard.writeText('')")
        button = driver.find_element(By.CSS_SELECTOR, ".page-markdown .copy-page")
        assert button.get_attribute("type") == "button", button.get_attribute("outerHTML")
        link = driver.find_element(By.CSS_SELECTOR, ".page-markdown a.view-markdown")
        expected = driver.execute_async_script(
            "fetch(arguments[0]).then(r => r.text()).then(arguments[arguments.length - 1])", link.get_attribute("href"))
        assert expected.startswith("# "), expected[:80]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", button)
        driver.execute_script("arguments[0].focus()", button)
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        wait.until(lambda d: d.execute_script("return document.querySelector('.copy-code-status').textContent") == said)
        assert button.text == said, button.text
        copied = driver.execute_async_script(COPIED)
        assert copied == expected, f"copied {copied[:80]!r}…, the copy is {expected[:80]!r}…"
    step("Copy page copies the page's markdown copy and says Copied, from the keyboard",
         lambda: copy_page("corner-masks.html", "Copied"))
    step("on the Chinese edition Copy page says 已复制", lambda: copy_page("zh-Hans/corner-masks.html", "已复制"))

    for scheme in ("light", "dark"):
        def focus_visible(scheme=scheme):
            emulate(driver, scheme=scheme)
            driver.get(base + "terminal.html")
            body = driver.find_element(By.TAG_NAME, "body")
            body.click()
            for target, shown in ((".copy-code", None), (".theme-switch input:checked", ".theme-switch input:checked + label")):
                # Tab until the target has the focus: a keyboard focus, so :focus-visible applies.
                for _ in range(60):
                    driver.switch_to.active_element.send_keys(Keys.TAB)
                    if driver.execute_script("return document.activeElement.matches(arguments[0])", target):
                        break
                found = driver.execute_script(FOCUS, None, shown)
                assert found["outline"] == "solid" and found["width"] >= 2, (target, found)
                assert found["contrast"] >= 3, (target, found)
        step(f"keyboard focus on the copy button and the switch is visible ({scheme})", focus_visible)
    plain = session.plain
    for scheme, background, canvas in (("dark", DARK_BG, DARK_CANVAS), ("light", LIGHT_BG, LIGHT_CANVAS)):
        def without_javascript(scheme=scheme, background=background, canvas=canvas):
            emulate(plain, scheme=scheme)
            for page in ("corner-masks.html", "zh-Hans/terminal.html"):
                plain.get(base + page)
                assert not plain.find_elements(By.CSS_SELECTOR, ".theme-switch"), "a theme switch without JavaScript"
                assert not plain.find_elements(By.CSS_SELECTOR, ".copy-code, .code-block"), "a copy button without JavaScript"
                assert not plain.find_elements(By.CSS_SELECTOR, ".copy-page"), "a Copy page button without JavaScript"
                assert plain.find_elements(By.CSS_SELECTOR, ".page-markdown a.view-markdown"), "no View as markdown link"
                assert plain.find_elements(By.CSS_SELECTOR, "pre.code"), page
                colours = plain.execute_script(
                    "const c = document.querySelector('figure.diagram svg .dg-fill-canvas');"
                    "return [getComputedStyle(document.body).backgroundColor, c ? getComputedStyle(c).fill : null]")
                assert colours[0] == background, (page, colours)
                if page == "corner-masks.html":
                    assert colours[1] == canvas, (page, colours)
        step(f"without JavaScript: no switch, no copy button, the page follows a {scheme} system", without_javascript)
