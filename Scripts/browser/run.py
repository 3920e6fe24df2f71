"""The one browser runner: one headless Chromium walks every page of the guide at each width and
scheme once, running every per-page suite there, then runs the suites that act as a reader does,
in the same browser; one report.

usage: run.py DOCGEN REPOSITORY AXE_JS [--site DIR] [SUITE ...]
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import embedded_font  # noqa: E402
import live_reload  # noqa: E402
import pages  # noqa: E402
import pictures  # noqa: E402
import redirects  # noqa: E402
import search  # noqa: E402
import tabs  # noqa: E402
import theme  # noqa: E402
import zoom  # noqa: E402
from report import Report  # noqa: E402
from session import Session  # noqa: E402

# Suites run on each page × width × scheme of the walk.
PAGE_SUITES = ("accessibility", "labels", "typesetting", "word-breaks")
# Suites that act as a reader does, each with its own steps, in this order.
READER_SUITES = {
    "theme": theme.run,
    "zoom": zoom.run,
    "tabs": tabs.run,
    "search": search.run,
    "pictures": pictures.run,
    "redirects": redirects.run,
    "live-reload": live_reload.run,
    "embedded-font": embedded_font.run,
}
# Run only when asked for by name (CI's gate decides): see CONTRIBUTING.md, "CI".
ON_REQUEST = {"embedded-font"}
# The suites that only read the site they are given: with --site they run no docgen, so CI runs
# them (--part reads-site) while docgen is being built, and the others (--part runs-docgen) after.
READS_SITE = {"accessibility", "labels", "typesetting", "word-breaks", "redirects"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("docgen")
    parser.add_argument("repository")
    parser.add_argument("axe_js")
    parser.add_argument("--site", help="walk this built site instead of building the guide")
    parser.add_argument("--part", choices=("reads-site", "runs-docgen"),
                        help="the default suites that only read the --site given (which runs no docgen), or the others")
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help=f"any of {', '.join(PAGE_SUITES + tuple(READER_SUITES))} (default: all but "
                             f"{', '.join(sorted(ON_REQUEST))})")
    arguments = parser.parse_intermixed_args()
    known = PAGE_SUITES + tuple(READER_SUITES)
    unknown = [suite for suite in arguments.suites if suite not in known]
    if unknown:
        parser.error(f"unknown suite {', '.join(unknown)}; the suites are {', '.join(known)}")
    if arguments.part and arguments.suites:
        parser.error("--part chooses the suites: name none with it")
    if arguments.part == "reads-site" and not arguments.site:
        parser.error("--part reads-site needs --site: without it the guide is built with docgen")
    chosen = arguments.suites or [suite for suite in known if suite not in ON_REQUEST]
    if arguments.part:
        chosen = [suite for suite in chosen if (suite in READS_SITE) == (arguments.part == "reads-site")]

    report = Report()
    session = Session(arguments.docgen, arguments.repository, arguments.axe_js, report, site=arguments.site)
    try:
        walked = [suite for suite in PAGE_SUITES if suite in chosen]
        if walked:
            guarded(report, "pages", lambda: pages.run(session, walked))
        for suite, run in READER_SUITES.items():
            if suite in chosen:
                session.fresh()
                guarded(report, suite, lambda run=run: run(session))
    finally:
        session.close()
    sys.exit(report.finish())


def guarded(report, suite, run):
    """Runs a suite; an exception outside its steps (its set-up) fails it by name."""
    try:
        run()
    except Exception as error:
        report.fail(suite, "set-up", error)


if __name__ == "__main__":
    main()
