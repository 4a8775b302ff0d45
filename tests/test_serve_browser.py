"""`botc serve` in a real browser (Debian's chromium, headless, through
Selenium): start a game, add a claim and an info by tapping, see the Demon
line change, undo, reload and see the same game; screenshots on a phone and a
laptop. Skipped, with the reason, where no browser is installed. Every wait
is bounded (tests/serve_browser.py): a broken browser fails, it does not hang.

BOTC_SCREENSHOTS=DIR keeps the screenshots there (the README's are in docs/)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests import serve_browser as b

pytestmark = pytest.mark.skipif(b.missing() is not None, reason=str(b.missing()))

ROOT = Path(__file__).resolve().parent.parent


def test_a_game_tapped_in_the_browser(tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    game = tmp_path / "tuesday.yaml"
    with b.server(tmp_path) as url, b.chrome() as d:
        d.get(url)
        d.find_element(By.NAME, "file").clear()
        d.find_element(By.NAME, "file").send_keys("tuesday.yaml")
        b.pick(d, "#script-pick", "Trouble Brewing (tb)")
        d.find_element(By.NAME, "players").send_keys("Ann, Ben, Cat, Dan, Eve")
        d.find_element(By.NAME, "you").send_keys("Ann")
        d.find_element(By.CSS_SELECTOR, "#f-new button[type=submit]").click()
        b.wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".seat.you"), "the circle")
        assert b.demon_of(d, game) == "Who could be the Demon: Ann, Ben, Cat, Dan, Eve"

        # a claim, by tapping: the player, the character, Add
        b.pick(d, "#f-claim select.player", "Ann")
        b.pick(d, "#f-claim select:not(.player)", "chef")
        d.find_element(By.CSS_SELECTOR, "#f-claim button[type=submit]").click()
        b.wait(d, lambda d: "Ann claims chef" in b.text(d, "#outcome"),
               "the claim kept")
        b.wait(d, lambda d: "chef" in b.text(d, ".seat.you"),
               "the claim in the circle")

        # an info: the ability follows Ann's claim; its payload field is a number
        b.tab(d, "info")
        b.pick(d, "#info-player", "Ann")
        b.wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#payload select"),
               "the chef's number field")
        assert d.find_element(By.ID, "info-ability").get_attribute("value") == "chef"
        b.pick(d, "#payload select", "0")
        d.find_element(By.CSS_SELECTOR, "#f-info button[type=submit]").click()
        b.wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#outcome .ok"), "the info kept")
        b.wait(d, lambda d: "chef 0" in b.text(d, "#facts"), "the info in the game so far")
        b.idle(d)

        # an event: who voted, by ticking them
        b.tab(d, "event")
        b.pick(d, "#event-kind", "voted")
        b.pick(d, "#event-phase", "day")
        for name in ("Ben", "Cat"):
            d.find_element(By.CSS_SELECTOR, f"#f-event .voters input[value='{name}']").click()
        d.find_element(By.CSS_SELECTOR, "#f-event button[type=submit]").click()
        b.wait(d, lambda d: "voted Ben Cat" in b.text(d, "#facts"), "the vote kept")
        b.idle(d)

        # the Demon line changes: Ben and Cat are good
        before = b.demon_of(d, game)
        assert before == "Who could be the Demon: Ben, Cat, Dan, Eve"  # Ann is you: a chef
        was = b.digest(game)
        b.type_words(d, "known good(Ben) and good(Cat)")
        assert b.demon_of(d, game, was) == "Who could be the Demon: Dan, Eve"

        # a clash is refused, with the facts it clashes with and a keep-anyway
        b.type_words(d, "known evil(Ben)")
        b.wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, "#outcome .force"), "the refusal")
        assert "known: good(Ben) and good(Cat)" in b.text(d, "#outcome")

        # undo: the Demon line is back (not the one of the fact taken back)
        was = b.digest(game)
        d.find_element(By.ID, "undo").click()
        assert b.demon_of(d, game, was) == before
        b.wait(d, lambda d: "Undone: known good(Ben) and good(Cat)" in b.text(d, "#outcome"),
               "the undo said")
        assert b.text(d, "#demon-line") == before  # no older answers after it
        b.idle(d)
        # redo puts it back
        was = b.digest(game)
        d.find_element(By.ID, "redo").click()
        assert b.demon_of(d, game, was) == "Who could be the Demon: Dan, Eve"
        was = b.digest(game)
        d.find_element(By.ID, "undo").click()
        assert b.demon_of(d, game, was) == before

        # a reload shows the same game, from the file
        d.refresh()
        b.wait(d, lambda d: d.find_elements(By.CSS_SELECTOR, ".seat.you"), "the circle")
        assert "chef" in b.text(d, ".seat.you")
        assert "chef 0" in b.text(d, "#facts")
        assert "known" not in b.text(d, "#facts")

        # an earlier fact taken out, then one changed (you, Ann, see your own
        # character: an empath's claim beside your chef's report leaves no world)
        b.idle(d)
        was = b.digest(game)
        d.find_element(By.CSS_SELECTOR, "#facts button.delete[data-where='players[0].info[0]']"
                       ).click()
        b.wait(d, lambda d: "chef 0" not in b.text(d, "#facts"), "the info taken out")
        b.demon_of(d, game, was)
        b.idle(d)
        d.find_element(By.CSS_SELECTOR, "#facts button.edit[data-where='players[0].claim']").click()
        line = d.find_element(By.CSS_SELECTOR, "#f-words .line")
        assert line.get_attribute("value") == "claim Ann chef"
        line.clear()
        line.send_keys("claim Ann empath")
        was = b.digest(game)
        d.find_element(By.CSS_SELECTOR, "#f-words button[type=submit]").click()
        b.wait(d, lambda d: "empath" in b.text(d, ".seat.you"), "the changed claim")
        assert b.demon_of(d, game, was) == before
    text = game.read_text()
    assert "empath" in text and "info" not in text


def test_screenshots_on_a_phone_and_a_laptop(tmp_path: Path) -> None:
    """The README's pictures: an eight-player game after two nights."""
    shutil.copy(ROOT / "benchmarks" / "cases" / "tb-8p-2n.yaml", tmp_path / "game.yaml")
    keep = os.environ.get("BOTC_SCREENSHOTS")
    with b.server(tmp_path, "game.yaml") as url, b.chrome() as d:
        for name, width, height, mobile in (("phone", 390, 844, True),
                                            ("laptop", 1366, 900, False)):
            b.viewport(d, width, height, mobile)
            d.get(url)
            b.wait(d, lambda d: b.version(d) >= 0, "the answers")
            b.idle(d)
            shot = tmp_path / f"serve-{name}.png"
            assert d.save_screenshot(str(shot))
            if keep:
                Path(keep).mkdir(parents=True, exist_ok=True)
                shutil.copy(shot, Path(keep) / shot.name)
            assert shot.stat().st_size > 10_000
            width_shown = d.execute_script("return window.innerWidth")
            assert width_shown == width
            scroll = d.execute_script("return document.documentElement.scrollWidth")
            assert scroll <= width, f"the page is wider than a {width}-pixel screen"


def test_a_browser_that_never_answers_fails_and_is_ended(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A browser that hangs at start-up is a failure within the harness's own
    bound (COMMAND, not chromedriver's minute), saying so with chromedriver's
    log, and no process of it is left behind."""
    pid_file = tmp_path / "pid"
    fake = tmp_path / "chromium"
    fake.write_text(f"#!/bin/sh\necho $$ > {pid_file}\nexec sleep 600\n")
    fake.chmod(0o755)
    monkeypatch.setattr(b, "browser", lambda: str(fake))
    monkeypatch.setattr(b, "COMMAND", 5.0)
    with pytest.raises(RuntimeError, match="the browser session did not start"), b.chrome():
        pass
    pid = int(pid_file.read_text())
    stat = Path(f"/proc/{pid}/stat")
    if Path("/proc").is_dir():  # gone, or a zombie no one waits for (ended all the same)
        assert not stat.exists() or stat.read_text().rsplit(")", 1)[1].split()[0] == "Z"
