"""Screenshots in light and dark as a reader's browser picks them: a site served by docgen serve.

Makes a site whose chapter shows cell.png with cell~dark.png, cell@2x.png and cell~dark@2x.png
beside it, then, with prefers-color-scheme emulated light and dark and the device scale factor
1 and 2, checks which file each <img> shows (img.currentSrc). Also checks that the width and
height docgen wrote are the size the browser draws once the image has loaded, for PNGs, and for
JPEG and WebP files made by Chromium's own encoders (lossy, lossless, and with alpha), for an
SVG, and for an image named by its 2x file, whose odd pixel count is rounded.
"""
import base64
import os
import struct
import zlib

from selenium.webdriver.support.ui import WebDriverWait

from browser import emulate
from serve_process import Serve


def png(width, height, rgb):
    """A PNG of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes(rgb) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


# Files Chromium encodes from a canvas: the type, the quality, and whether the canvas is
# half transparent (a lossy WebP with alpha is an extended, VP8X, file).
ENCODED = {
    "photo.jpg": ("image/jpeg", 0.9, False),
    "lossy.webp": ("image/webp", 0.8, False),
    "lossless.webp": ("image/webp", 1.0, False),
    "alpha.webp": ("image/webp", 0.8, True),
}
ENCODE = r"""
  const [type, quality, alpha] = arguments;
  const canvas = document.createElement('canvas');
  canvas.width = 37; canvas.height = 19;
  const context = canvas.getContext('2d');
  context.fillStyle = alpha ? 'rgba(200, 40, 40, 0.5)' : 'rgb(200, 40, 40)';
  context.fillRect(0, 0, 37, 19);
  return canvas.toDataURL(type, quality);"""

CHAPTER = """---
title: Pictures
---

![A cell](images/cell.png)

![A drawing](images/drawing.svg)

![A retina cell](images/retina@2x.png)

""" + "\n\n".join(f"![{name}](images/{name})" for name in ENCODED) + "\n"

IMAGES = r"""
  return [...document.querySelectorAll('main img')].map(img => ({
    alt: img.alt, src: img.currentSrc.split('/').pop(), complete: img.complete,
    width: img.getAttribute('width'), height: img.getAttribute('height'),
    naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight,
    box: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
    inPicture: img.parentElement.localName === 'picture'}));"""


def images(driver, wait, url):
    driver.get(url)
    wait.until(lambda d: all(image["complete"] for image in d.execute_script(IMAGES)))
    return {image["alt"]: image for image in driver.execute_script(IMAGES)}


def run(session):
    step = session.report.steps("pictures")
    folder = os.path.join(session.folder, "pictures")
    driver, serve = session.driver, None
    wait = WebDriverWait(driver, 20, poll_frequency=0.05)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.get("about:blank")
    os.makedirs(f"{folder}/content/images")
    kinds = {}
    for name, (kind, quality, alpha) in ENCODED.items():
        data = base64.b64decode(driver.execute_script(ENCODE, kind, quality, alpha).split(",", 1)[1])
        if name.endswith(".webp"):
            kinds[name] = data[12:16].decode()
        with open(f"{folder}/content/images/{name}", "wb") as file:
            file.write(data)
    print(f"  Chromium's WebP files: {kinds}")
    files = {
        "cell.png": png(40, 20, (230, 230, 230)), "cell~dark.png": png(40, 20, (30, 30, 30)),
        "cell@2x.png": png(80, 40, (230, 230, 230)), "cell~dark@2x.png": png(80, 40, (30, 30, 30)),
        "retina@2x.png": png(81, 41, (0, 120, 200)),
    }
    for name, data in files.items():
        with open(f"{folder}/content/images/{name}", "wb") as file:
            file.write(data)
    with open(f"{folder}/content/images/drawing.svg", "w") as file:
        file.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"><rect width="120" height="30" fill="#888"/></svg>\n')
    with open(f"{folder}/content/pictures.md", "w") as file:
        file.write(CHAPTER)
    try:
        serve = Serve(session.docgen, folder)
        page = serve.url + "pictures.html"
        check_pictures(step, driver, wait, page)
    finally:
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        if serve:
            serve.stop()


def check_pictures(step, driver, wait, page):
    """Which file each image shows, and its drawn size, in both schemes at 1x and 2x."""
    for scheme in ("light", "dark"):
        for scale in (1, 2):
            def picks(scheme=scheme, scale=scale):
                emulate(driver, width=1280, scheme=scheme, scale=scale)
                cell = images(driver, wait, page)["A cell"]
                expected = ("cell~dark" if scheme == "dark" else "cell") + ("@2x" if scale == 2 else "") + ".png"
                assert cell["inPicture"], "the cell is not in a <picture>"
                assert cell["src"] == expected, f"shows {cell['src']}, not {expected}"
                assert cell["box"] == [40, 20], f"drawn at {cell['box']}"
            step(f"{scheme}, device scale {scale}: the cell shows its {scheme} file for {scale}x", picks)

    for scale in (1, 2):
        def sizes(scale=scale):
            emulate(driver, width=1280, scheme="light", scale=scale)
            found = images(driver, wait, page)
            for name in ["A cell", *ENCODED]:
                image = found[name]
                natural = [image["naturalWidth"], image["naturalHeight"]]
                written = [int(image["width"]), int(image["height"])]
                assert natural == written, f"{name}: docgen wrote {written}, the browser's image is {natural}"
                assert image["box"] == written, f"{name}: drawn at {image['box']}, not {written}"
            drawing = found["A drawing"]
            assert [drawing["width"], drawing["height"]] == ["120", "30"] and drawing["box"] == [120, 30], drawing
            # 81×41 pixels at 2x: 40.5×20.5, written rounded. The browser keeps the file's own
            # ratio once it has loaded, so the drawn height is 41 × 41/81: under a pixel off.
            retina = found["A retina cell"]
            assert [retina["width"], retina["height"]] == ["41", "21"] and retina["box"][0] == 41, retina
            assert abs(retina["box"][1] - 41 * 41 / 81) < 0.01, retina
        step(f"device scale {scale}: width and height are the drawn size of PNG, JPEG, WebP, SVG and a 2x-only image", sizes)
