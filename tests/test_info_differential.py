"""Differential test for the first-night information characters (Clockmaker,
Noble, Knight, Steward, Shugenja, Seamstress, Dreamer): random small games with
random reports, solved by both backends, must give the same worlds."""

from __future__ import annotations

import random

import pytest
from helpers import case_from

from answers.worlds import solve
from backends.csp import in_fragment, solve_csp

TOWNSFOLK = ["clockmaker", "noble", "knight", "steward", "shugenja", "seamstress", "dreamer",
             "empath", "chef"]
OUTSIDERS = ["recluse", "drunk", "saint"]
EVIL = ["imp", "poisoner", "spy", "scarletwoman", "baron"]


def report(rng: random.Random, claim: str, me: str, names: list[str]) -> str | None:
    others = [x for x in names if x != me]
    pick = {
        "clockmaker": lambda: f"clockmaker: {rng.randint(1, 3)}",
        "noble": lambda: f"noble: [{', '.join(rng.sample(names, 3))}]",
        "knight": lambda: f"knight: [{', '.join(rng.sample(names, 2))}]",
        "steward": lambda: f"steward: {rng.choice(names)}",
        "shugenja": lambda: f"shugenja: {rng.choice(['clockwise', 'anticlockwise'])}",
        "seamstress": lambda: (f"seamstress: [{', '.join(rng.sample(others, 2))}, "
                               f"{rng.choice(['same', 'different'])}]"),
        "dreamer": lambda: (f"dreamer: [{rng.choice(others)}, "
                            f"{rng.choice(TOWNSFOLK + OUTSIDERS)}, {rng.choice(EVIL)}]"),
        "empath": lambda: f"empath: {rng.randint(0, 2)}",
        "chef": lambda: f"chef: {rng.randint(0, 2)}",
    }.get(claim)
    return f"{{night: 1, {pick()}}}" if pick else None


def random_case(seed: int, rules: str = "") -> str:
    rng = random.Random(seed)
    names = [chr(65 + i) for i in range(rng.randint(5, 7))]
    rows = []
    for name in names:
        claim = rng.choice(TOWNSFOLK + ["saint"])
        info = report(rng, claim, name, names)
        rows.append(f"  - {{name: {name}, claim: {claim}, info: [{info or ''}]}}")
    script = ", ".join(TOWNSFOLK + OUTSIDERS + EVIL)
    return f"script: [{script}]\n{rules}\nplayers:\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize("rules", ["", "rules: {one_registration_per_reading: true}"])
@pytest.mark.parametrize("seed", range(20))
def test_backends_agree(seed: int, rules: str) -> None:
    case = case_from(random_case(seed, rules))
    assert in_fragment(case) is None
    csp_worlds, _ = solve_csp(case)
    assert csp_worlds == sorted(w.start for w in solve(case, None).worlds)
