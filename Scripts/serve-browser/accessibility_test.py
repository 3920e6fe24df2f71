#!/usr/bin/env python3
"""Every page of a built site as axe-core judges it, in headless Chromium.

usage: accessibility_test.py AXE_JS SITE

Serves SITE on 127.0.0.1 and opens every .html page in it at 375 and 1280 CSS px wide, in the
light and the dark colour scheme. On each it injects axe-core (AXE_JS, axe.min.js) and runs
axe.run with its default rules: WCAG 2.x A and AA and axe's best practices, as axe ships them,
none turned off. Each violation is listed with its page, width, scheme, rule, impact and the
CSS selectors of its nodes. One case per page, width and scheme; ends with "N passed, N failed"
and exits 1 when any case failed.
"""
import collections
import functools
import http.server
import os
import pathlib
import sys
import threading

sys.path.insert(0, os.path.dirname(__file__))
from browser import chromium  # noqa: E402

WIDTHS = (375, 1280)
SCHEMES = ("light", "dark")
HEIGHT = 900

RUN_AXE = """
  const done = arguments[arguments.length - 1];
  axe.run(document, {resultTypes: ['violations']})
    .then(results => done({violations: results.violations.map(v => ({
        id: v.id, impact: v.impact, help: v.help,
        targets: v.nodes.map(node => node.target.join(' '))}))}))
    .catch(error => done({error: String(error)}));"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site's files without a line on stderr per request."""

    def log_message(self, format, *args):
        pass


def serve(site):
    """An HTTP server for `site` on a free port of 127.0.0.1, answering from a thread."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def open_page(driver, url, width, scheme):
    """Loads `url` and makes sure the page sees the width and the colour scheme asked for."""
    driver.get(url)
    seen = driver.execute_script(
        "return [innerWidth, matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light']")
    if seen != [width, scheme]:
        sys.exit(f"accessibility_test.py: {url} is {seen[0]} px wide in the {seen[1]} scheme, "
                 f"not {width} px in {scheme}")


def violations(driver, axe_source):
    """axe's violations on the page in the browser, after injecting axe."""
    driver.execute_script(axe_source)
    result = driver.execute_async_script(RUN_AXE)
    if "error" in result:
        raise RuntimeError(f"axe.run failed: {result['error']}")
    return result["violations"]


def main():
    axe_js, site = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
    axe_source = axe_js.read_text(encoding="utf-8")
    pages = sorted(page.relative_to(site).as_posix() for page in site.rglob("*.html"))
    if not pages:
        sys.exit(f"accessibility_test.py: no .html pages in {site}")
    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = chromium(width=WIDTHS[0], height=HEIGHT)
    driver.set_script_timeout(60)
    passed, failed, nodes_by_rule = 0, 0, collections.Counter()
    try:
        driver.get(base + pages[0])
        driver.execute_script(axe_source)
        print(f"axe-core {driver.execute_script('return axe.version')}, {len(pages)} pages, "
              f"{len(WIDTHS) * len(SCHEMES)} views each")
        for width in WIDTHS:
            for scheme in SCHEMES:
                # The window keeps its size and scheme from page to page: one browser for every case.
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for page in pages:
                    open_page(driver, base + page, width, scheme)
                    found = violations(driver, axe_source)
                    if not found:
                        passed += 1
                        continue
                    failed += 1
                    for violation in found:
                        nodes_by_rule[(violation["id"], violation["impact"])] += len(violation["targets"])
                        print(f"FAIL {page} at {width} px, {scheme}: {violation['id']} ({violation['impact']}): "
                              f"{violation['help']}; {len(violation['targets'])} nodes:")
                        for target in violation["targets"]:
                            print(f"    {target}")
    finally:
        driver.quit()
        server.shutdown()
    for (rule, impact), count in sorted(nodes_by_rule.items()):
        print(f"{rule} ({impact}): {count} nodes")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
