"""Shared shapes of players' own choices for the character modules: a Demon's
targets (the real Demon may follow what a Lunatic chose tonight), and the
first step of a Demon's night (whether it acts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

FOLLOW_LUNATIC = 0.4  # the Demon, knowing the Lunatic's choices, takes them
DEAD_TARGET = 0.06
SELF_TARGET = 0.03
EXORCISED = KEPT_ASLEEP  # effect kind: a Demon that does not wake tonight


def lunatic_choices(g: Game) -> list[int]:
    """Who a Lunatic chose tonight (the real Demon learns it)."""
    return list(g.marks.get("lunatic", {}).get(g.night, []))


def demon_targets(g: Game, s: int, k: int) -> list[int]:
    """`k` different players the Demon in seat `s` chooses: any player, mostly
    living others, now and then a dead one or the Demon itself; sometimes
    exactly those a Lunatic chose tonight."""
    told = lunatic_choices(g)
    if len(told) == k and len(set(told)) == k and g.rng.random() < FOLLOW_LUNATIC:
        return told
    out: list[int] = []
    while len(out) < k:
        left = [i for i in range(g.n) if i not in out]
        living = [i for i in left if g.alive(i) and i != s]
        dead = [i for i in left if not g.alive(i)]
        r = g.rng.random()
        if s in left and r < SELF_TARGET:
            out.append(s)
        elif dead and (r < SELF_TARGET + DEAD_TARGET or not living):
            out.append(g.rng.choice(dead))
        else:
            out.append(g.rng.choice(living or left))
    return out


def demon_wakes(g: Game, s: int, char: str, wakes: bool) -> bool:
    """The start of Demon `char`'s step for seat `s`: False if `s` does not act
    (dead, a Demon made tonight, chosen by the Exorcist, or only believing it
    is this Demon). `wakes`: whether this Demon wakes tonight by its own text
    (who woke is the loop's record: `Game.wakes`)."""
    alive = g.alive(s) or g.seats[s].lives_on
    if char not in g.seats[s].abilities():
        return False
    return alive and wakes and s not in g.changed_tonight and not g.effects_on(s, EXORCISED)
