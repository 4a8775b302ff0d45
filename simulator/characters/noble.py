"""Noble: "You start knowing 3 players, 1 and only 1 of which is evil."

Seed 004: "The Noble learns two good players and one evil player. They may
not learn one good player and two evil players." On the first night, three
different players (any of them, dead or alive, rarely the Noble), each one
detection of its alignment: exactly one registers as evil (a Recluse may, a
Spy may register as good).

Freedoms left out: a Noble created mid-game ("learns their information on
their first night") does not occur on the scripts played so far.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.storyteller import register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.05


def truth(g: Game, s: int) -> list[str] | None:
    pool = [i for i in range(g.n) if i != s or st.chance(g, SELF)]
    seen = {i: register_evil(g, i) for i in pool}
    evil = [i for i in pool if seen[i]]
    good = [i for i in pool if not seen[i]]
    if not evil or len(good) < 2:
        return None
    shown = [g.rng.choice(evil), *g.rng.sample(good, 2)]
    g.rng.shuffle(shown)
    return [g.name(i) for i in shown]


def night(g: Game, s: int) -> None:
    g.report(s, "noble", st.told(g, s, "noble", lambda: truth(g, s)))


def anything(g: Game, s: int) -> Any:
    return [g.name(i) for i in g.rng.sample(range(g.n), 3)]


def false_info(g: Game, s: int, truth: Any) -> list[str] | None:
    """Three players of whom none, two or three register as evil."""
    seen = {i: register_evil(g, i) for i in range(g.n)}
    trios = [t for t in combinations(range(g.n), 3) if sum(seen[i] for i in t) != 1]
    if not trios:
        return None
    shown = list(g.rng.choice(trios))
    g.rng.shuffle(shown)
    return [g.name(i) for i in shown]
