"""The simulator plays by the likelihood model (simulator/model.py): over many
draws of one freedom with a fixed seed, the observed frequency is the model's
parameter within four standard errors, and a `--model` file changes it."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from answers.likelihood import load_model
from botc.cli import main
from simulator.loop import Game
from simulator.model import Frequencies, shipped
from simulator.state import POISONED, Effect
from simulator.storyteller import register_evil, told

DRAWS = 3000


def within(hits: int, n: int, p: float) -> bool:
    """`hits` of `n` is a binomial draw of chance `p` within 4 standard errors."""
    return abs(hits / n - p) <= 4 * math.sqrt(p * (1 - p) / n)


def game(model: Frequencies | None = None, seed: int = 5) -> Game:
    return Game(random.Random(seed), 7, "tb", model=model)


def model_file(tmp_path: Path, text: str) -> Frequencies:
    """A user's model file as `botc simulate --model` reads it."""
    path = tmp_path / "model.yaml"
    path.write_text(text)
    return Frequencies.from_values(load_model(str(path)).values)


def poisoned_empath(g: Game) -> int:
    g.seats[0].char = g.seats[0].believed = "empath"
    g.add_effect(Effect(POISONED, 0, None, "poisoner"))
    assert not g.works(0, "empath")
    return 0


def false_share(g: Game) -> int:
    s = poisoned_empath(g)
    return sum(told(g, s, "empath", lambda: 1) != 1 for _ in range(DRAWS))


def test_the_defaults_are_the_shipped_model() -> None:
    values = load_model(None).values
    assert shipped() == Frequencies(values["droisoned_misleads"], values["misregisters"],
                                    values["in_play_bluff"], values["evil_reports"])
    assert game().model == shipped()


@pytest.mark.parametrize("p", [0.7, 0.3])
def test_a_poisoned_holder_is_misled_as_often_as_the_model_says(p: float) -> None:
    """droisoned_misleads: a poisoned Empath's number is false with that chance
    (0.7 and 0.3 are 20 standard errors apart: each bound fails the other)."""
    g = game(Frequencies(p, 0.5, 0.3, 0.9))
    assert within(false_share(g), DRAWS, p)


def test_a_model_file_changes_how_often_a_poisoned_holder_is_misled(tmp_path: Path) -> None:
    hits = false_share(game(model_file(tmp_path, "droisoned_misleads: 0.3\n")))
    assert within(hits, DRAWS, 0.3) and not within(hits, DRAWS, shipped().droisoned_misleads)


def test_a_recluse_registers_evil_as_often_as_the_model_says(tmp_path: Path) -> None:
    """misregisters: each detection of a sober Recluse's alignment."""
    for text, p in (("", shipped().misregisters), ("misregisters: 0.2\n", 0.2)):
        g = game(model_file(tmp_path, text) if text else None)
        g.seats[0].char = g.seats[0].believed = "recluse"
        g.seats[0].evil = False
        hits = sum(register_evil(g, 0) for _ in range(DRAWS))
        assert within(hits, DRAWS, p)


def in_play_share(g: Game) -> tuple[int, float]:
    """How often an evil player bluffs a character another player starts as,
    and the chance the odds give: k in play at odds o, m not, k*o / (k*o + m)."""
    seat = next(x for x in g.seats if x.evil)
    options = g.script.good()
    held = {x.start for x in g.seats if x is not seat}
    k = sum(c in held for c in options)
    o = g.model.in_play_bluff
    hits = sum(g.bluff(seat, options) in held for _ in range(DRAWS))
    return hits, k * o / (k * o + len(options) - k)


@pytest.mark.parametrize("odds", [0.3, 1.0])
def test_an_evil_bluff_is_in_play_with_the_model_odds(odds: float) -> None:
    hits, p = in_play_share(game(Frequencies(0.7, 0.5, odds, 0.9)))
    assert 0 < p < 1 and within(hits, DRAWS, p)


def test_a_model_file_changes_the_in_play_bluff_odds(tmp_path: Path) -> None:
    default_hits, p0 = in_play_share(game())
    hits, p = in_play_share(game(model_file(tmp_path, "in_play_bluff: {default: 1.0}\n")))
    assert within(hits, DRAWS, p) and not within(hits, DRAWS, p0)
    assert within(default_hits, DRAWS, p0)


def test_every_legal_bag_alike() -> None:
    """Trouble Brewing at 12 players (7 Townsfolk, 2 Outsiders, 2 Minions): a
    bag with the Baron (3 of the 6 Minion pairs) has 5 Townsfolk and all 4
    Outsiders, C(13, 5) ways; one without, C(13, 7) * C(4, 2). Bags alike: the
    Baron is in 1287 / (1287 + 10296) = 1/9 of them (the old draw, Minions
    first: 1/2)."""
    g = Game(random.Random(21), 12, "tb")
    with_baron, without = math.comb(13, 5), math.comb(13, 7) * math.comb(4, 2)
    p = with_baron / (with_baron + without)
    n = 800
    hits = sum("baron" in g.draw_bag() for _ in range(n))
    assert within(hits, n, p)


def test_simulate_plays_by_a_model_file(tmp_path: Path) -> None:
    """`botc simulate --model FILE` (no --rank needed) plays other games than
    the default model from the same seed; a bad file is a one-line error."""
    args = ["simulate", "--script", "tb", "--games", "3", "--seed", "4", "--players", "8",
            "--nights", "2", "--json"]
    texts = []
    for extra in ([], ["--model", str(tmp_path / "m.yaml")]):
        (tmp_path / "m.yaml").write_text("in_play_bluff: 20\ndroisoned_misleads: 0.3\n")
        out = tmp_path / f"out{len(texts)}"
        r = CliRunner().invoke(main, [*args, *extra, "--out", str(out)])
        assert r.exit_code == 0, r.output
        texts.append([p.read_text() for p in sorted(out.glob("*.yaml"))])
    assert len(texts[0]) == 3 and texts[0] != texts[1]
    (tmp_path / "bad.yaml").write_text("droisoned_misleads: 2\n")
    r = CliRunner().invoke(main, [*args, "--model", str(tmp_path / "bad.yaml")])
    assert r.exit_code != 0 and "droisoned_misleads" in r.output and "Traceback" not in r.output


@pytest.mark.parametrize("p", [0.9, 0.5])
def test_evil_players_report_as_often_as_the_model_says(p: float) -> None:
    """A player claiming the Empath with nothing reported yet makes up a
    report for the first night with chance `evil_reports`, each of its three
    answers alike (the likelihood weighs a made-up Empath report p / 3)."""
    g = game(Frequencies(0.7, 0.5, 0.3, p))
    g.last = ("night", 1)
    said = []
    for _ in range(DRAWS):
        g.seats[0].info = []
        g.made_up_reports(0, "empath")
        said += [e["empath"] for e in g.seats[0].info]
    assert within(len(said), DRAWS, p)
    for k in (0, 1, 2):
        assert within(said.count(k), len(said), 1 / 3)
