"""The browser harness for `botc serve`: the server in a child process on a
free port, Debian's chromium driven headless through Selenium and the system
chromedriver (no browser is downloaded), and the page's own controls tapped.
Used by tests/test_serve_browser.py and benchmarks/serve_times.py."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
WAIT = 600.0  # a bound on waiting for the page, not a measured time


def missing() -> str | None:
    """Why no browser test can run here (None: it can)."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install selenium)"
    if browser() is None:
        return "no chromium (apt-get install -y chromium chromium-driver)"
    if shutil.which("chromedriver") is None:
        return "no chromedriver (apt-get install -y chromium-driver)"
    return None


def browser() -> str | None:
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def server(folder: Path, game: str | None = None) -> Iterator[str]:
    """`botc serve` in `folder`; yields the page's URL."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    args = [sys.executable, "-m", "botc.cli", "serve", *([game] if game else []),
            "--port", str(port)]
    proc = subprocess.Popen(args, cwd=folder, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
                break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"botc serve did not start: {proc.stdout.read()}")
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextlib.contextmanager
def chrome(width: int = 1280, height: int = 900) -> Iterator[Any]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = browser() or ""
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def viewport(driver: Any, width: int, height: int, mobile: bool) -> None:
    """The page as a phone (or a laptop) shows it: the exact CSS viewport."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 2 if mobile else 1,
        "mobile": mobile})


def wait(driver: Any, ok: Any, what: str, timeout: float = WAIT) -> Any:
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    # the stream replaces the circle and the answers under the reader's feet
    return WebDriverWait(driver, timeout, poll_frequency=0.02,
                         ignored_exceptions=[StaleElementReferenceException]).until(
        lambda d: ok(d), message=f"waited for {what}")


def text(driver: Any, css: str) -> str:
    """The text of the first element `css` selects, read in one step."""
    return driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e ? e.innerText : ''", css)


def answers(driver: Any) -> str:
    return driver.execute_script("return document.getElementById('answers').innerHTML")


def version(driver: Any) -> int:
    return int(driver.execute_script(
        "return Number(document.getElementById('answers').dataset.version || -1)"))


def pick(driver: Any, css: str, text: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.CSS_SELECTOR, css)).select_by_visible_text(text)


def tab(driver: Any, name: str) -> None:
    from selenium.webdriver.common.by import By

    driver.find_element(By.CSS_SELECTOR, f".tabs button[data-tab='{name}']").click()


def type_words(driver: Any, line: str) -> float:
    """Type a fact on the Words tab and tap Add; returns the time of the tap."""
    from selenium.webdriver.common.by import By

    tab(driver, "words")
    box = driver.find_element(By.CSS_SELECTOR, "#f-words .line")
    box.clear()
    box.send_keys(line)
    button = driver.find_element(By.CSS_SELECTOR, "#f-words button[type=submit]")
    tapped = time.perf_counter()
    button.click()
    return tapped


def demon_after(driver: Any, seen: int) -> str:
    """The Demon line of the first answers after version `seen` that have it
    (the fact checked, whatever else is still being worked on)."""
    from selenium.webdriver.common.by import By

    wait(driver, lambda d: version(d) > seen and "checking the fact" not in answers(d)
         and (d.find_elements(By.ID, "demon-line")), "the Demon line")
    return text(driver, "#demon-line")


def table_after(driver: Any, seen: int) -> None:
    from selenium.webdriver.common.by import By

    wait(driver, lambda d: version(d) > seen and "checking the fact" not in answers(d)
         and "each seat's possible characters" not in answers(d)
         and d.find_elements(By.ID, "seat-table"), "the per-seat table")


def idle(driver: Any) -> None:
    wait(driver, lambda d: "Still working on" not in answers(d) and version(d) >= 0,
         "every answer")
