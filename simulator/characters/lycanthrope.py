"""Lycanthrope: "Each night*, choose an alive player. If good, they die & the
Demon doesn't kill tonight. One good player registers as evil."

At setup the Storyteller picks one good player (the Faux Paw), who may
register as evil at any detection (`registers_other`). Each night but the
first the living Lycanthrope chooses a living player; if its ability works
and the player registers as good to it, they die (unless kept alive) and the
Demon is kept asleep tonight and kills nobody: a Pukka's previous choice,
which dies even when the Pukka is kept asleep, does not die tonight either.

Freedoms left out: a Demon woken to no effect (the solver allows it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import KEPT_ASLEEP, KILLS_NOBODY, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char != "lycanthrope" or "fauxpaw" in g.marks:
        return
    good = [i for i, x in enumerate(g.seats) if not x.evil and not x.traveller]
    g.marks["fauxpaw"] = g.rng.choice(good) if good else None


def registers_other(g: Game, holder: int, s: int) -> tuple[list[str], list[bool]]:
    if s == g.marks.get("fauxpaw") and not g.seats[s].evil:
        return [], [True]
    return [], []


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s):
        return
    t = g.rng.choice(g.alive_seats())
    g.chosen(s, "lycanthrope", t)
    g.report(s, "lycanthrope", g.name(t))
    if not g.works(s, "lycanthrope") or st.register_evil(g, t):
        return
    g.kill(t, "lycanthrope")
    # Every Demon that could kill tonight, a Zombuul living on while it
    # registers as dead too ("the Demon doesn't kill tonight").
    demons = [i for i, x in enumerate(g.seats)
              if x.lives_on and not x.alive and g.team(x.char) == "demon"]
    for d in g.living_demons() + demons:
        for kind in (KEPT_ASLEEP, KILLS_NOBODY):
            g.add_effect(Effect(kind, d, s, "lycanthrope", until=order_of("night", g.night)))


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.choice(g.alive_seats() or [s]))
