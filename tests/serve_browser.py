"""The browser harness for `botc serve`: the server in a child process on a
free port, Debian's chromium driven headless through Selenium and the system
chromedriver (no browser is downloaded), and the page's own controls tapped.
Used by tests/test_serve_browser.py and benchmarks/serve_times.py."""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BROWSERS = ("chromium", "chromium-browser", "google-chrome")
# Bounds, not measured times: a broken browser or server fails within a minute.
WAIT = 30.0  # one wait for the page (a benchmark's slow answers pass their own)
COMMAND = 40.0  # chromedriver's answer to one command, the session's start included
START = 30.0  # `botc serve` listening


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
    """`botc serve` in `folder`; yields the page's URL. Its output goes to a
    file (a pipe nobody reads would stop the server once full)."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])}
    args = [sys.executable, "-m", "botc.cli", "serve", *([game] if game else []),
            "--port", str(port)]
    with tempfile.TemporaryFile("w+") as out:
        proc = subprocess.Popen(args, cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, text=True)
        try:
            deadline = time.monotonic() + START
            while True:
                with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port),
                                                                            1):
                    break
                if proc.poll() is not None or time.monotonic() > deadline:
                    out.seek(0)
                    raise RuntimeError(f"botc serve did not start: {out.read()[-2000:]}")
                time.sleep(0.1)
            yield f"http://127.0.0.1:{port}/"
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(10)


# Flags that keep a headless session to itself and quick to start: its own
# fresh profile (added per session), no shared memory that may be small, no
# sandbox (CI runs as root), nothing fetched, no first-run or crash-report work.
FLAGS = ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
         "--no-first-run", "--no-default-browser-check", "--disable-extensions",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-breakpad", "--disable-crash-reporter", "--mute-audio")


@contextlib.contextmanager
def chrome(width: int = 1280, height: int = 900) -> Iterator[Any]:
    """A headless chromium session. Every step is bounded: chromedriver must
    answer each command (the session's start included) within COMMAND
    seconds, a page must load within WAIT, so a browser that hangs fails the
    test with chromedriver's log instead of holding the suite."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.chromium.remote_connection import ChromiumRemoteConnection
    from selenium.webdriver.remote.client_config import ClientConfig

    with tempfile.TemporaryDirectory(prefix="botc-chromium-", ignore_cleanup_errors=True) as home:
        options = webdriver.ChromeOptions()
        options.binary_location = browser() or ""
        for arg in (*FLAGS, f"--user-data-dir={home}/profile", f"--window-size={width},{height}"):
            options.add_argument(arg)
        log = Path(home) / "chromedriver.log"
        # its own process group: whatever it started goes with it at the end
        service = Service(shutil.which("chromedriver"), log_output=str(log),
                          popen_kw={"start_new_session": True})
        service.start()
        try:
            executor = ChromiumRemoteConnection(
                service.service_url, vendor_prefix="goog", browser_name="chrome",
                client_config=ClientConfig(service.service_url, timeout=COMMAND))
            try:
                driver = webdriver.Remote(command_executor=executor, options=options)
            except Exception as e:
                said = log.read_text(errors="replace")[-3000:] if log.exists() else ""
                raise RuntimeError(f"the browser session did not start ({type(e).__name__}: "
                                   f"{e}); chromedriver said:\n{said}") from e
            try:
                driver.set_page_load_timeout(WAIT)
                driver.set_script_timeout(WAIT)
                yield driver
            finally:
                with contextlib.suppress(Exception):
                    driver.quit()
        finally:
            _end(service.process)


def _end(proc: subprocess.Popen) -> None:
    """chromedriver and the browser it started (its process group), ended."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(10)


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


def digest(path: Path) -> str:
    """What names the file's content on the page (the answers say which file
    they are of)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def answers_of(driver: Any, path: Path, was: str | None, what: str, ready: Any,
               timeout: float) -> None:
    """Wait for the answers of the file as it now is (once it is no longer
    the file `was` names), past the check of a fact, and `ready`."""
    def ok(d: Any) -> bool:
        now = digest(path)
        return (now != was and d.execute_script(
            "return document.getElementById('answers').dataset.of || ''") == now
            and "checking the fact" not in answers(d) and ready(d))

    wait(driver, ok, what, timeout)


def demon_of(driver: Any, path: Path, was: str | None = None, timeout: float = WAIT) -> str:
    """The Demon line of the file `path` as it now is (changed from `was`),
    whatever else is still being worked on."""
    from selenium.webdriver.common.by import By

    answers_of(driver, path, was, "the Demon line",
               lambda d: d.find_elements(By.ID, "demon-line"), timeout)
    return text(driver, "#demon-line")


def table_of(driver: Any, path: Path, was: str | None = None, timeout: float = WAIT) -> None:
    """The per-seat table of the file `path` as it now is (changed from `was`)."""
    from selenium.webdriver.common.by import By

    answers_of(driver, path, was, "the per-seat table",
               lambda d: "each seat's possible characters" not in answers(d)
               and d.find_elements(By.ID, "seat-table"), timeout)


def idle(driver: Any, timeout: float = WAIT) -> None:
    wait(driver, lambda d: "Still working on" not in answers(d) and version(d) >= 0,
         "every answer", timeout)
