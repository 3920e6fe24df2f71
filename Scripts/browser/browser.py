"""Headless Chromium through Selenium, with nothing downloaded: Debian's chromium and chromedriver."""
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(width=1280, height=900, javascript=True, environment=None):
    """A new headless Chromium; `environment` replaces the browser process's environment (for a
    font setup of its own)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},{height}"):
        options.add_argument(argument)
    service = Service("/usr/bin/chromedriver", env=environment)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    return driver


def emulate(driver, width=None, scheme=None, scale=1, height=900):
    """The viewport's width (and device scale) and the system's colour scheme the pages see."""
    if width:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
    if scheme:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def reset(driver):
    """Back to the window's own size, the system's scheme and an empty page, with nothing stored."""
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    while len(driver.window_handles) > 1:
        driver.switch_to.window(driver.window_handles[-1])
        driver.close()
    driver.switch_to.window(driver.window_handles[0])
    driver.get("about:blank")
    driver.delete_all_cookies()
