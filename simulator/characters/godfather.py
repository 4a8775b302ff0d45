"""Godfather: "You start knowing which Outsiders are in play. If 1 died today,
choose a player tonight: they die. [-1 or +1 Outsider]"

Setup has one Outsider fewer or one more (the Storyteller's choice, either
when both are possible). The Godfather wakes on the first night (to learn
the Outsiders: nothing in a case) and on each night after a day on which an
Outsider died (by execution or otherwise; night deaths do not count), then
chooses any player (now and then a dead one or themself), who dies if the
Godfather is sober and healthy: one kill however many Outsiders died.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.02


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    # Either way: the loop judges the total of every change (one below zero is redrawn).
    step = g.rng.choice((1, -1))
    counts["outsider"] += step
    counts["townsfolk"] -= step
    g.marks["godfather_shift"] = step


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "godfather" and g.marks.get("godfather_shift") == -1:
        g.freedom("godfather_removes_outsider")


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    if g.night == 1 or not _outsider_died_today(g):
        return
    t = s if g.rng.random() < SELF else st.pick(g, {s}, 0.92)
    g.chosen(s, "godfather", t)
    works = g.works(s, "godfather")
    g.note(godfather=g.name(s), chooses=g.name(t), works=works)
    if works:
        g.kill(t, "godfather")


def _outsider_died_today(g: Game) -> bool:
    return any(x.death == ("day", g.night - 1) and g.team(x.char) == "outsider"
               for x in g.seats)


def wakes(g: Game, s: int) -> bool:
    """Woken the first night, and on a night after a day an Outsider died."""
    return g.alive(s) if g.night == 1 else g.has_ability(s) and _outsider_died_today(g)
