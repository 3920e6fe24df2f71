"""A diagram's "Open full size" link and its dialog as a reader uses them.

On the guide as built (the walk's copy), served from 127.0.0.1, checks:
- every figure of every page links to its SVG file beside the page, which is served as an SVG;
- with JavaScript, the link opens a modal dialog, by a click and by the keyboard, named by the
  figure's caption and showing the page's own drawing larger than in the page; Esc, the Close
  button and a click on the backdrop close it, the drawing goes back into its figure and focus
  returns to the link; while it is open the drawing follows the theme switch;
- axe-core finds no violation with the dialog open (light and dark);
- on the Chinese edition the link and the button say 查看大图 and 关闭;
- without JavaScript the link opens the SVG file itself, which follows the system's scheme and
  draws its text with the theme's font (Docgen Sans, linked from the site's assets);
- `docgen serve` serves the same file.
"""
import os
import re
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate
from serve_process import Serve
PAGE = "corner-masks.html"
LIGHT_CANVAS, DARK_CANVAS = "rgb(242, 242, 247)", "rgb(0, 0, 0)"   # a diagram's --dg-canvas

# The state of the first figure, its link and the dialog.
LOOK = r"""
  const figure = document.querySelectorAll('figure.diagram')[arguments[0] || 0];
  const link = figure.querySelector('a.dg-zoom');
  const dialog = document.querySelector('dialog.dg-zoom-dialog');
  const svg = dialog && dialog.querySelector('svg');
  const canvas = svg && svg.querySelector('.dg-fill-canvas');
  const active = document.activeElement;
  return {
    open: !!dialog && dialog.open,
    modal: !!dialog && dialog.matches(':modal'),
    name: dialog ? dialog.getAttribute('aria-label') : null,
    shownId: svg ? svg.getAttribute('aria-labelledby') : null,
    shownWidth: svg ? svg.getBoundingClientRect().width : null,
    inFigure: !!figure.querySelector('svg'),
    placeholder: !!figure.querySelector('.dg-zoom-placeholder'),
    canvas: canvas ? getComputedStyle(canvas).fill : null,
    focus: active === link ? 'link' : active.className || active.tagName,
    closeText: dialog ? dialog.querySelector('.dg-zoom-close').textContent : null,
    linkText: link.textContent,
  };"""

RUN_AXE = """
  const done = arguments[arguments.length - 1];
  axe.run(document, {resultTypes: ['violations']})
    .then(results => done(results.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))))
    .catch(error => done(['axe.run failed: ' + error]));"""


def expect(found, **wanted):
    differ = {key: (found[key], value) for key, value in wanted.items() if found[key] != value}
    assert not differ, f"(found, wanted): {differ}"


def click_link(driver, index=0):
    """Clicks a figure's Open full size link where it is (the theme scrolls smoothly, so
    WebDriver's own scroll would still be moving at the click)."""
    link = driver.find_elements(By.CSS_SELECTOR, "figure.diagram a.dg-zoom")[index]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
    link.click()


def closed(index=0):
    """Until the dialog is closed and its close event has put the drawing back."""
    return lambda driver: (lambda found: not found["open"] and found["inFigure"])(driver.execute_script(LOOK, index))


def figure_links(site):
    """Every page's zoom links, as (page, href), read from the built files."""
    found = []
    for root, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                page = os.path.relpath(os.path.join(root, name), site)
                html = open(os.path.join(root, name), encoding="utf-8").read()
                figures = html.count('<figure class="diagram')
                links = re.findall(r'<a class="dg-zoom" href="([^"]+)"', html)
                assert len(links) == figures, (page, figures, len(links))
                found += [(page, href) for href in links]
    return sorted(found)


def run(session):
    step, docgen = session.report.steps("zoom"), session.docgen
    folder, site = session.guide
    base = session.serve_static(site)
    links = figure_links(site)

    def every_link_resolves():
        assert len(links) > 40, len(links)
        for page, href in links:
            url = urllib.parse.urljoin(base + page, href)
            with urllib.request.urlopen(url) as response:
                kind, body = response.headers["Content-Type"], response.read()
            assert kind == "image/svg+xml", (url, kind)
            assert body.startswith(b'<svg xmlns="http://www.w3.org/2000/svg" class="dg"'), url
    step("every figure of every page links to its SVG file beside the page, served as image/svg+xml", every_link_resolves)

    driver = session.driver
    wait = WebDriverWait(driver, 10, poll_frequency=0.05)
    def open_by_click():
        emulate(driver, scheme="light")
        driver.get(base + PAGE)
        driver.execute_script("localStorage.clear()")
        driver.refresh()
        inline = driver.execute_script("return document.querySelector('figure.diagram svg').getBoundingClientRect().width")
        caption = driver.execute_script(
            "const c = document.querySelector('figure.diagram figcaption').cloneNode(true);"
            "c.querySelector('a').remove(); return c.textContent.trim()")
        click_link(driver)
        found = driver.execute_script(LOOK)
        expect(found, open=True, modal=True, name=caption, inFigure=False, placeholder=True, focus="dg-zoom-close",
               canvas=LIGHT_CANVAS, closeText="Close", linkText="Open full size")
        assert found["shownWidth"] >= 1.25 * inline - 1, (found["shownWidth"], inline)
        assert driver.current_url == base + PAGE, driver.current_url
    step("a click on Open full size opens a modal dialog named by the caption, the drawing larger", open_by_click)

    def escape_closes():
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        wait.until(closed())
        expect(driver.execute_script(LOOK), inFigure=True, placeholder=False, focus="link")
    step("Esc closes it, the drawing goes back into its figure, focus returns to the link", escape_closes)

    def keyboard():
        driver.execute_script("document.querySelectorAll('figure.diagram a.dg-zoom')[1].focus()")
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        expect(driver.execute_script(LOOK, 1), open=True, inFigure=False, focus="dg-zoom-close")
        driver.switch_to.active_element.send_keys(Keys.TAB)
        focused = driver.execute_script("return document.activeElement.className")
        assert focused == "dg-zoom-body", focused
        driver.switch_to.active_element.send_keys(Keys.SHIFT, Keys.TAB)
        driver.switch_to.active_element.send_keys(Keys.ENTER)   # the Close button
        wait.until(closed(1))
        expect(driver.execute_script(LOOK, 1), inFigure=True, focus="link")
    step("from the keyboard: Enter on the link opens it, Enter on Close closes it, focus returns", keyboard)

    def backdrop():
        click_link(driver)
        assert driver.execute_script(LOOK)["open"]
        # A click on the dialog element itself, outside its content: the backdrop.
        driver.execute_script("document.querySelector('dialog.dg-zoom-dialog').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        wait.until(closed())
        expect(driver.execute_script(LOOK), inFigure=True, focus="link")
    step("a click on the backdrop closes it", backdrop)

    def theme_switch():
        click_link(driver)
        expect(driver.execute_script(LOOK), open=True, canvas=LIGHT_CANVAS)
        # The switch is behind the modal dialog; what it does is set data-theme on <html>.
        driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        expect(driver.execute_script(LOOK), canvas=DARK_CANVAS)
        emulate(driver, scheme="dark")
        driver.execute_script("document.documentElement.setAttribute('data-theme', 'light')")
        expect(driver.execute_script(LOOK), canvas=LIGHT_CANVAS)
        driver.execute_script("document.documentElement.removeAttribute('data-theme')")
        expect(driver.execute_script(LOOK), canvas=DARK_CANVAS)
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        emulate(driver, scheme="light")
    step("in the dialog the drawing follows the theme (data-theme over the system's scheme)", theme_switch)

    def accessible_when_open():
        source = session.axe_source
        for scheme in ("light", "dark"):
            emulate(driver, scheme=scheme)
            driver.get(base + PAGE)
            click_link(driver)
            assert driver.execute_script(LOOK)["open"]
            driver.execute_script(source)
            found = driver.execute_async_script(RUN_AXE)
            assert found == [], (scheme, found)
        emulate(driver, scheme="light")
    step("axe-core finds no violation with the dialog open, light and dark", accessible_when_open)

    def chinese():
        driver.get(base + "zh-Hans/" + PAGE)
        click_link(driver)
        expect(driver.execute_script(LOOK), open=True, linkText="查看大图", closeText="关闭")
    step("on the Chinese edition the link says 查看大图 and the button 关闭", chinese)
    plain = session.plain
    def without_javascript():
        emulate(plain, scheme="dark")
        plain.get(base + PAGE)
        assert not plain.find_elements(By.CSS_SELECTOR, "dialog"), "a dialog without JavaScript"
        link = plain.find_element(By.CSS_SELECTOR, "figure.diagram a.dg-zoom")
        href = urllib.parse.urljoin(base + PAGE, link.get_attribute("href"))
        plain.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", link)
        link.click()
        WebDriverWait(plain, 10).until(lambda d: d.current_url == href)
        found = plain.execute_script(
            "return document.fonts.ready.then(() => [document.documentElement.localName,"
            " getComputedStyle(document.querySelector('.dg-fill-canvas')).fill,"
            " [...document.fonts].filter(f => f.family.includes('Docgen Sans') && f.status === 'loaded').length])")
        assert found[0] == "svg" and found[1] == DARK_CANVAS and found[2] >= 1, found
        emulate(plain, scheme="light")
        canvas = plain.execute_script("return getComputedStyle(document.querySelector('.dg-fill-canvas')).fill")
        assert canvas == LIGHT_CANVAS, canvas
    step("without JavaScript the link opens the SVG file: the system's scheme, the theme's font", without_javascript)
    def served_by_docgen_serve():
        serve = Serve(docgen, folder)
        try:
            page, href = links[0]
            url = urllib.parse.urljoin(serve.url + page, href)
            with urllib.request.urlopen(url) as response:
                kind, body = response.headers["Content-Type"], response.read()
            assert kind.startswith("image/svg+xml"), kind
            assert body == open(os.path.join(site, os.path.dirname(page), href), "rb").read(), url
        finally:
            serve.stop()
    if folder:
        step("docgen serve serves the same SVG file", served_by_docgen_serve)
    else:
        print("  zoom: docgen serve is not tried on a site given with --site (no sources to serve)")
