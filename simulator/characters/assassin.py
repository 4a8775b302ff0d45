"""Assassin: "Once per game, at night*, choose a player: they die, even if for
some reason they could not."

Each night but the first, until the ability is spent, the Assassin wakes
and either chooses no-one or chooses any player (now and then a dead one
or itself). The kill is `unstoppable`: no protection stops it and a Fool's
escape does not apply (a Zombuul's first death is still only apparent).
Drunk or poisoned, the Assassin kills nobody but spends the ability. "If
the Assassin attacks the Goon, the Goon dies and turns evil": the kill
works although the Goon's drunkenness lands on the Assassin.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.35
SELF = 0.02


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if g.night == 1 or not g.alive(s) or seat.marks.get("assassin"):
        return
    if g.rng.random() >= USE:
        return
    seat.marks["assassin"] = True
    t = s if g.rng.random() < SELF else st.pick(g, {s}, 0.92)
    works = g.works(s, "assassin")  # before the choice lands on a Goon
    g.note(assassin=seat.name, chooses=g.name(t), works=works)
    g.chosen(s, "assassin", t)
    if works:
        g.kill(t, "assassin", unstoppable=True)


def wakes(g: Game, s: int) -> bool:
    """Woken each night* until the ability is used."""
    return g.has_ability(s) and not g.seats[s].marks.get("assassin")
