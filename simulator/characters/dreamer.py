"""Dreamer: "Each night, choose a player (not yourself or Travellers): you
learn 1 good & 1 evil character, 1 of which is correct."

The chosen player (alive or dead) is shown as what they register as, beside
a character of the opposite side (Townsfolk or Outsider against Minion or
Demon). False (drunk, poisoned, the Vortox): one good and one evil
character, neither the player's.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

GOOD = ("townsfolk", "outsider")


def sides(g: Game) -> tuple[list[str], list[str]]:
    good = [c for c in g.script.bag() if g.team(c) in GOOD]
    return good, [c for c in g.script.bag() if g.team(c) not in GOOD]


def choosable(g: Game, s: int) -> list[int]:
    return [i for i, x in enumerate(g.seats) if i != s and not x.traveller and not x.reborn]


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    p = g.rng.choice(choosable(g, s))
    g.chosen(s, "dreamer", p)
    good, evil = sides(g)

    def truth() -> list[Any]:
        c = st.register_char(g, p)
        pair = [c, g.rng.choice(evil if g.team(c) in GOOD else good)]
        g.rng.shuffle(pair)
        return [g.name(p), *pair]

    g.report(s, "dreamer", st.told(g, s, "dreamer", truth))


def false_info(g: Game, s: int, truth: list[Any]) -> list[Any] | None:
    p = next(i for i, x in enumerate(g.seats) if x.name == truth[0])
    real = g.seats[p].char
    good, evil = sides(g)
    good, evil = [c for c in good if c != real], [c for c in evil if c != real]
    if not good or not evil:
        return None
    pair = [g.rng.choice(good), g.rng.choice(evil)]
    g.rng.shuffle(pair)
    return [truth[0], *pair]


def anything(g: Game, s: int) -> Any:
    good, evil = sides(g)
    pair = [g.rng.choice(good), g.rng.choice(evil)]
    g.rng.shuffle(pair)
    return [g.name(g.rng.choice(choosable(g, s))), *pair]
