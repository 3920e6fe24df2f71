"""Content tabs as a reader uses them.

On the first page of the site with tab groups (the guide as built, else the manual built here,
whose "Content tabs" chapter has two groups with the same labels), served from 127.0.0.1, checks:
- with JavaScript, each group is the ARIA tab pattern: a tablist of tabs named by their labels,
  each controlling its panel, which is named by its tab; one tab selected, only its panel shown,
  only it in the tab order;
- Right and Left (wrapping), Home and End move between the tabs and select them; Tab goes on
  into the shown panel;
- choosing a label selects it in every group of the page, and a reload opens the groups on it
  (localStorage);
- a link to a panel's id opens its tab;
- at 375 px the tab row stays inside the page (it scrolls sideways itself);
- axe-core finds no violation, at 375 and 1280 px, light and dark;
- without JavaScript every panel is shown, in order, each under its label, and there is no
  tablist.
"""
import os
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate

# Every group's state: its tabs (label, selected, tabindex, the panel it controls, whether that
# panel is shown and is named by the tab) and what has focus.
LOOK = r"""
  return Array.from(document.querySelectorAll('.tabs')).map(group => {
    const list = group.querySelector(':scope > [role=tablist]');
    const tabs = list ? Array.from(list.querySelectorAll('[role=tab]')) : [];
    return tabs.map(tab => {
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      return {
        label: tab.textContent,
        selected: tab.getAttribute('aria-selected'),
        tabindex: tab.getAttribute('tabindex'),
        panelRole: panel && panel.getAttribute('role'),
        panelNamedByTab: !!panel && panel.getAttribute('aria-labelledby') === tab.id,
        shown: !!panel && panel.getBoundingClientRect().height > 0,
        focused: document.activeElement === tab,
      };
    });
  });"""

RUN_AXE = """
  const done = arguments[arguments.length - 1];
  axe.run(document, {resultTypes: ['violations']})
    .then(results => done(results.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))))
    .catch(error => done(['axe.run failed: ' + error]));"""


def pages_with_tabs(site):
    """The pages with two groups of tabs or more: the suite checks that groups keep in step."""
    found = []
    for root, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                with open(os.path.join(root, name), encoding="utf-8") as page:
                    if page.read().count('<div class="tabs">') >= 2:
                        found.append(os.path.relpath(os.path.join(root, name), site))
    return sorted(found)


def site_with_tabs(session):
    """The walked site when a page of it has two groups of tabs, else the manual built into the
    session's folder."""
    _, site = session.guide
    if pages_with_tabs(site):
        return site
    site = os.path.join(session.folder, "manual-site")
    subprocess.run([session.docgen, "build", "--quiet", "--output", site],
                   cwd=os.path.join(session.repository, "docs", "manual"), check=True)
    return site


def run(session):
    step = session.report.steps("tabs")
    site = site_with_tabs(session)
    page = pages_with_tabs(site)[0]
    url = session.serve_static(site) + page
    driver = session.driver

    def look():
        return driver.execute_script(LOOK)

    def press(key):
        driver.switch_to.active_element.send_keys(key)

    def tab_pattern():
        emulate(driver, width=1280, scheme="light")
        driver.get(url)
        driver.execute_script("localStorage.clear()")
        driver.refresh()
        groups = look()
        assert len(groups) >= 2, groups
        for tabs in groups:
            assert len(tabs) >= 2, tabs
            assert all(tab["panelRole"] == "tabpanel" and tab["panelNamedByTab"] for tab in tabs), tabs
            assert [tab["selected"] for tab in tabs].count("true") == 1, tabs
            for tab in tabs:
                on = tab["selected"] == "true"
                assert tab["shown"] == on and tab["tabindex"] == ("0" if on else "-1"), tab
        names = driver.execute_script(
            "return Array.from(document.querySelectorAll('[role=tab]')).map(t => t.textContent === t.innerText && t.textContent)")
        assert all(names), names
    step("each group is a tablist of tabs named by their labels, one selected, only its panel shown", tab_pattern)

    def keyboard():
        first = driver.find_element(By.CSS_SELECTOR, ".tabs [role=tab]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'}); arguments[0].focus()", first)
        count = len(look()[0])
        press(Keys.ARROW_RIGHT)
        tabs = look()[0]
        assert tabs[1]["focused"] and tabs[1]["selected"] == "true" and tabs[1]["shown"], tabs
        press(Keys.ARROW_LEFT)
        press(Keys.ARROW_LEFT)
        tabs = look()[0]
        assert tabs[count - 1]["focused"] and tabs[count - 1]["selected"] == "true", ("Left wraps to the last", tabs)
        press(Keys.HOME)
        assert look()[0][0]["focused"] and look()[0][0]["selected"] == "true"
        press(Keys.END)
        assert look()[0][count - 1]["focused"] and look()[0][count - 1]["selected"] == "true"
        press(Keys.TAB)
        inside = driver.execute_script(
            "const panel = document.activeElement.closest('[role=tabpanel]');"
            "return panel && panel.getAttribute('aria-labelledby')")
        assert inside == driver.find_elements(By.CSS_SELECTOR, ".tabs [role=tab]")[count - 1].get_attribute("id"), inside
    step("Right and Left (wrapping), Home and End move and select; Tab goes into the shown panel", keyboard)

    def synced_and_remembered():
        groups = look()
        label = groups[0][1]["label"]
        assert all(label in [tab["label"] for tab in tabs] for tabs in groups[:2]), groups
        driver.execute_script("localStorage.clear()")
        # A new load, not a reload: a reload restores the scroll position after the page is
        # shown, which can move the tab away from under the click.
        driver.get(url)
        tab = driver.find_elements(By.CSS_SELECTOR, ".tabs [role=tab]")[1]
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", tab)
        WebDriverWait(driver, 5).until(expected_conditions.element_to_be_clickable(tab)).click()
        for tabs in look()[:2]:
            chosen = [t["label"] for t in tabs if t["selected"] == "true"]
            assert chosen == [label], (label, tabs)
        stored = driver.execute_script("return JSON.parse(localStorage.getItem('docgen-tabs'))")
        assert stored == [label], stored
        driver.refresh()
        for tabs in look()[:2]:
            assert [t["label"] for t in tabs if t["selected"] == "true"] == [label], ("after a reload", tabs)
    step("choosing a label selects it in every group of the page, and a reload opens on it", synced_and_remembered)

    def linked():
        emulate(driver, width=1280, scheme="light")
        driver.get(url)
        panel = driver.execute_script(
            "const group = document.querySelector('.tabs');"
            "const panels = group.querySelectorAll(':scope > .tab-panel');"
            "return panels[panels.length - 1].id")
        driver.get(url + "#" + panel)
        tabs = look()[0]
        assert tabs[-1]["selected"] == "true" and tabs[-1]["shown"], ("a link to the last panel", tabs)
        def top(_):
            at = driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", panel)
            return 0 <= at < 900
        WebDriverWait(driver, 5).until(top, "the linked panel is not scrolled to")
        driver.get(url)
    step("a link to a panel's id opens its tab and scrolls to it", linked)

    def narrow():
        emulate(driver, width=375, scheme="light")
        driver.get(url)
        widths = driver.execute_script(
            "return [document.documentElement.scrollWidth,"
            " Math.max(...Array.from(document.querySelectorAll('.tab-list')).map(l => l.getBoundingClientRect().right))]")
        assert widths[0] <= 375 and widths[1] <= 375, widths
    step("at 375 px the tab row stays inside the page", narrow)

    def accessible():
        for width in (375, 1280):
            for scheme in ("light", "dark"):
                emulate(driver, width=width, scheme=scheme)
                driver.get(url)
                driver.execute_script(session.axe_source)
                found = driver.execute_async_script(RUN_AXE)
                assert found == [], (width, scheme, found)
        emulate(driver, width=1280, scheme="light")
    step("axe-core finds no violation, at 375 and 1280 px, light and dark", accessible)

    plain = session.plain
    def without_javascript():
        emulate(plain, width=1280, scheme="light")
        plain.get(url)
        assert not plain.find_elements(By.CSS_SELECTOR, "[role=tablist]"), "a tablist without JavaScript"
        shown = plain.execute_script(
            "return Array.from(document.querySelectorAll('.tab-panel')).map(panel => {"
            "  const label = panel.querySelector(':scope > .tab-label');"
            "  return [panel.getAttribute('data-label'), label ? label.innerText : null,"
            "          panel.getBoundingClientRect().height > 0, panel.getBoundingClientRect().top];"
            "})")
        assert shown, "no panels"
        for label, text, visible, _ in shown:
            assert visible and text == label, (label, text, visible)
        tops = [top for *_, top in shown]
        assert tops == sorted(tops), ("panels out of order", tops)
    step("without JavaScript every panel is shown, in order, under its label", without_javascript)
