"""`docgen diagram --embed-font` renders with Liberation Sans metrics where the font is missing.

Draws every view of Tests/DocgenEndToEndTests/Fixtures/specs/settings.yml twice, with and without --embed-font, and measures each <text> in
headless Chromium (getComputedTextLength) on two font setups: the system's, which has Liberation
Sans from fonts-liberation2, and one with DejaVu Sans only (no Liberation Sans, Arimo or Arial),
like Linux without fonts-liberation or Android. The embedded SVG must measure the same there as
the plain SVG does with the real font installed, and the plain SVG must not (or the second setup
did not take the font away). Each text compared is a step.
"""
import os
import pathlib
import subprocess

from browser import chromium

VIEWS = ("list", "layers", "corners", "accessory")
TOLERANCE = 0.01
DEJAVU_ONLY = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <cachedir>{cache}</cachedir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
"""


def text_lengths(driver, files):
    """Each file's [text, computed length] list, as Chromium draws it with its fonts."""
    lengths = {}
    for file in files:
        driver.get(file.as_uri())
        driver.execute_async_script("document.fonts.ready.then(arguments[arguments.length - 1])")
        lengths[file.name] = driver.execute_script(
            "return Array.from(document.querySelectorAll('text')).map(t => [t.textContent, t.getComputedTextLength()])")
    return lengths


def run(session):
    step = session.report.steps("embedded-font")
    spec = pathlib.Path(session.repository) / "Tests/DocgenEndToEndTests/Fixtures/specs/settings.yml"
    folder = pathlib.Path(session.folder) / "embedded-font"
    folder.mkdir()
    files = []
    for view in VIEWS:
        for embedded in (False, True):
            file = folder / f"{view}{'-embedded' if embedded else ''}.svg"
            subprocess.run([session.docgen, "diagram", str(spec), "--view", view, "-o", str(file)]
                           + (["--embed-font"] if embedded else []), check=True)
            files.append(file)
    with_font = text_lengths(session.driver, files)
    (folder / "fonts.conf").write_text(DEJAVU_ONLY.format(cache=folder / "fontconfig-cache"))
    environment = dict(os.environ, FONTCONFIG_FILE=str(folder / "fonts.conf"))
    found = subprocess.run(["fc-match", "-f", "%{family}", "Liberation Sans"], capture_output=True, text=True,
                           env=environment).stdout
    assert "Liberation" not in found, "the DejaVu-only setup still finds Liberation Sans"
    # A browser of its own: fontconfig is read once, when the browser starts.
    driver = chromium(environment=environment)
    try:
        without_font = text_lengths(driver, files)
    finally:
        driver.quit()

    fallback_differs, compared = False, 0
    for view in VIEWS:
        reference, embedded = with_font[f"{view}.svg"], without_font[f"{view}-embedded.svg"]
        fallback_differs |= any(abs(a[1] - b[1]) > TOLERANCE for a, b in zip(reference, without_font[f"{view}.svg"]))

        def same_widths(view=view, reference=reference, embedded=embedded):
            assert len(reference) == len(embedded), "the embedded SVG has a different number of texts"
            differ = [f"\"{text}\" is {length:.2f} px wide without the system font, {expected:.2f} px with it"
                      for (text, expected), (_, length) in zip(reference, embedded) if abs(length - expected) > TOLERANCE]
            assert not differ, "; ".join(differ)
        compared += len(reference)
        step(f"{view}: the {len(reference)} texts of the embedded SVG measure as with the font installed", same_widths)

    def proves_something():
        assert compared > 0, "no text was compared"
        assert fallback_differs, "the plain SVGs measure the same without Liberation Sans: the test proves nothing"
    step("the plain SVGs measure otherwise without Liberation Sans (the setup took the font away)", proves_something)
