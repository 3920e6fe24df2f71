"""Redirect pages as a reader meets them.

For every redirect page of the guide (the pages `_redirects` lists), served from 127.0.0.1:
- with JavaScript, opening the old URL with a fragment ends on the new page at the same fragment,
  scrolled to it;
- without JavaScript, the refresh still leads to the new page;
- the redirect page itself, read without following it (as a reader whose browser refuses
  refreshes sees it), has no axe-core violation, at 375 and 1280 px, light and dark.
"""
import os
import urllib.parse

from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate

RUN_AXE = """
  const done = arguments[arguments.length - 1];
  axe.run(document, {resultTypes: ['violations']})
    .then(results => done(results.violations.map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))))
    .catch(error => done(['axe.run failed: ' + error]));"""


def redirects(site):
    """(old, new) paths inside the site, from its `_redirects`, for the redirects to its own pages."""
    path = os.path.join(site, "_redirects")
    if not os.path.exists(path):
        return []
    found = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            fields = line.split()
            if len(fields) == 3 and not line.startswith("#") and fields[1].startswith("/"):
                found.append((fields[0].lstrip("/"), fields[1].lstrip("/")))
    return found


def run(session):
    step = session.report.steps("redirects")
    _, site = session.guide
    listed = redirects(site)
    base = session.serve_static(site)
    driver, plain = session.driver, session.plain

    def listed_any():
        assert listed, "the guide's _redirects lists no redirect to one of its pages"
    step("the guide has a redirect", listed_any)

    for old, new in listed:
        target = urllib.parse.urljoin(base, new)
        page = os.path.join(site, urllib.parse.unquote(new).split("#")[0])
        with open(page, encoding="utf-8") as text:
            # A heading well down the page, which only a followed fragment scrolls to.
            headings = [part.split('"')[0] for part in text.read().split('<h2 id="')[1:]]
            fragment = headings[len(headings) // 2] if headings else None

        def followed(old=old, target=target, fragment=fragment):
            emulate(driver, width=1280, scheme="light")
            driver.get(urllib.parse.urljoin(base, old) + ("#" + fragment if fragment else ""))
            expected = target + ("#" + urllib.parse.quote(fragment) if fragment else "")
            WebDriverWait(driver, 5).until(lambda d: d.current_url == expected, f"still at {driver.current_url}")
            if fragment:
                def at_top(_):
                    top = driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", fragment)
                    return 0 <= top < 200
                WebDriverWait(driver, 5).until(at_top, "the fragment is not scrolled to")
        step(f"{old}#… leads to {new} at the same fragment", followed)

        def refreshed(old=old, target=target):
            plain.get(urllib.parse.urljoin(base, old))
            WebDriverWait(plain, 5).until(lambda d: d.current_url == target, f"still at {plain.current_url}")
        step(f"{old} leads to {new} without JavaScript", refreshed)

        def accessible(old=old):
            # The page as loaded, before it is left: the refresh and the script are taken out.
            with open(os.path.join(site, urllib.parse.unquote(old)), encoding="utf-8") as text:
                html = text.read()
            held = html.replace('<meta http-equiv="refresh"', '<meta name="held"').replace("location.replace(", "(")
            for width in (375, 1280):
                for scheme in ("light", "dark"):
                    emulate(driver, width=width, scheme=scheme)
                    driver.get("data:text/html;charset=utf-8," + urllib.parse.quote(held))
                    driver.execute_script(session.axe_source)
                    found = driver.execute_async_script(RUN_AXE)
                    assert found == [], (width, scheme, found)
            emulate(driver, width=1280, scheme="light")
        step(f"{old} has no axe-core violation, at 375 and 1280 px, light and dark", accessible)
