"""Grandmother: "You start knowing a good player & their character. If the
Demon kills them, you die too."

At setup the Storyteller marks a grandchild: any other player who
registers as a good Townsfolk or Outsider. On the first night the
Grandmother learns the grandchild and their character (as registered). If
the Demon kills the grandchild at night, the Grandmother, alive, sober and
healthy, dies too at her step (unless something keeps her alive); other
deaths of the grandchild do not take her.

Freedoms left out: none known.

Jinxes (Leviathan, Riot): the grandchild of a living, working Grandmother,
executed while that Demon lives with its ability working, ends the game:
evil wins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game


JINXED = ("leviathan", "riot")
KEPT_ON_REVIVAL = ("grandmother",)  # the grandchild stays theirs when brought back

SETUP_PER_HOLDER = True  # the setup choice is the seat's own (a Pope's duplicates)


def setup_seat(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char != "grandmother":
        return
    kids = [i for i in range(g.n) if i != s and not st.register_evil(g, i)
            and g.team(st.register_char(g, i)) in ("townsfolk", "outsider")]
    if not kids:
        raise Unplayable("no grandchild")
    seat.marks["grandmother"] = g.rng.choice(kids)
    g.note(grandchild=g.name(seat.marks["grandmother"]), grandmother=seat.name)


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    kid = seat.marks.get("grandmother")
    if g.night == 1:
        if not g.alive(s):
            return
        truth = (lambda: [g.name(kid), st.register_char(g, kid)]) if kid is not None \
            else (lambda: None)
        g.report(s, "grandmother", st.told(g, s, "grandmother", truth))
        return
    if seat.marks.get("grandchild_killed") == g.night and g.alive(s) \
            and g.works(s, "grandmother"):
        g.note(grandmother_dies=seat.name)
        g.kill(s, "grandmother")


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    seat = g.seats[holder]
    if cause == "demon" and g.night and seat.marks.get("grandmother") == dead:
        seat.marks["grandchild_killed"] = g.night


def on_any_execution(g: Game, holder: int, t: int) -> None:
    """Jinxes (Leviathan, Riot): the grandchild executed under that Demon."""
    if g.seats[holder].marks.get("grandmother") != t or not g.alive(holder) \
            or not g.works(holder, "grandmother"):
        return
    if any(g.alive(i) and g.works(i, d) and g.jinxed("grandmother", d)
           for i in range(g.n) for d in JINXED):
        g.end("evil wins: the grandchild executed under the Leviathan or Riot")


def anything(g: Game, s: int) -> Any:
    return [g.name(g.rng.choice([i for i in range(g.n) if i != s])),
            g.rng.choice(g.script.seated())]


def reports_on(g: Game, s: int, n: int) -> bool:
    return n == 1


def false_info(g: Game, s: int, truth: list[Any] | None) -> list[Any] | None:
    """Another player than the grandchild with any character, or the
    grandchild with a character they may not register as."""
    kid = g.seats[s].marks.get("grandmother")
    p = g.rng.choice([i for i in range(g.n) if i != s])
    chars = g.script.seated()
    if p == kid:
        chars = [c for c in chars if c not in st.register_options(g, kid)[0]]
    return [g.name(p), g.rng.choice(chars)] if chars else None


def wakes(g: Game, s: int) -> bool:
    """Woken the first night only (the death later is no waking)."""
    return g.night == 1 and g.alive(s)
