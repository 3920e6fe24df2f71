"""What a reader sees while an author writes: docgen serve, files edited on disk, the open page."""
import os
import shutil

from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from serve_process import Serve, write

# Before any of a page's scripts: an EventSource that marks the page once its stream is open,
# so a step waits for the stream instead of for a while.
MARK_OPEN_STREAMS = """
  const NativeEventSource = window.EventSource;
  window.EventSource = function (url, options) {
    const source = new NativeEventSource(url, options);
    source.addEventListener('open', () => { window.__docgenStreamOpen = true; });
    return source;
  };
  window.EventSource.prototype = NativeEventSource.prototype;"""


def chapter(text, title="Alpha"):
    filler = "\n\n".join(f"Paragraph {n} of filler, so that the page scrolls." for n in range(60))
    return f"---\ntitle: {title}\n---\n\n{text}\n\n{filler}\n"


def run(session):
    step = session.report.steps("live-reload")
    folder = os.path.join(session.folder, "live-reload")
    os.makedirs(f"{folder}/content")
    shutil.copytree(os.path.join(session.repository, "templates"), f"{folder}/templates")
    page_path = f"{folder}/content/a.md"
    css_path = f"{folder}/templates/assets/docgen.css"
    write(page_path, chapter("First words."))
    write(f"{folder}/content/b.md", "---\ntitle: Beta\n---\n\nSecond page.\n")
    serve = Serve(session.docgen, folder)
    driver = session.driver
    marker = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": MARK_OPEN_STREAMS})
    # A page that reloads between finding an element and reading it is simply looked at again.
    wait = WebDriverWait(driver, 10, poll_frequency=0.05,
                         ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))
    try:
        driver.get(serve.url + "a.html")
        stream_open(wait)

        def main_text(d):
            # One script call, so a reload cannot come between finding <main> and reading it
            # (chromedriver reports that race as an inspector error, not a stale element).
            return d.execute_script("const main = document.querySelector('main'); return main ? main.innerText : ''")

        def edit_appears():
            driver.execute_script("window.scrollTo({left: 0, top: 400, behavior: 'instant'})")
            write(page_path, chapter("Edited words."))
            wait.until(lambda d: "Edited words." in main_text(d))
            wait.until(lambda d: d.execute_script("return document.readyState") == "complete")
            try:
                wait.until(lambda d: abs(d.execute_script("return window.scrollY") - 400) <= 2)
            except Exception:
                raise AssertionError("scrollY after the reload is %s" % driver.execute_script(
                    "return [window.scrollY, document.documentElement.scrollHeight, innerHeight]"))

        def overlay_appears():
            write(page_path, chapter("Broken.", title="[Alpha"))
            overlay = wait.until(lambda d: d.find_element(By.ID, "docgen-build-errors"))
            assert "content/a.md:" in overlay.text and "invalid YAML" in overlay.text, overlay.text
            assert "Edited words." in main_text(driver), "the last good page stays"
            assert overlay.get_attribute("tabindex") == "0", "the overlay, which scrolls, is not in the tab order"

        def overlay_goes():
            write(page_path, chapter("Fixed words."))
            wait.until(lambda d: "Fixed words." in main_text(d))
            assert not driver.find_elements(By.ID, "docgen-build-errors")

        def styles_change_without_reload():
            stream_open(wait)
            driver.execute_script("window.docgenMarker = 'still here'")
            with open(css_path, encoding="utf-8") as file:
                css = file.read()
            write(css_path, css + "\nbody { background-color: rgb(1, 2, 3) !important; }\n")
            wait.until(lambda d: d.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(1, 2, 3)")
            assert driver.execute_script("return window.docgenMarker") == "still here", "the page reloaded"

        step("an edit on disk appears in the open page, at the same scroll position", edit_appears)
        step("a broken chapter shows the located error over the last good page", overlay_appears)
        step("the fix removes the overlay", overlay_goes)
        step("a style sheet change restyles the page without a reload", styles_change_without_reload)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": marker["identifier"]})
        status = serve.stop()

    def stopped():
        assert status == 0, f"exit status {status}"
    step("SIGINT stops docgen serve with status 0", stopped)


def stream_open(wait):
    """Until the page has loaded and its live-reload event stream is open."""
    wait.until(lambda d: d.execute_script("return document.readyState === 'complete' && window.__docgenStreamOpen === true"))
