"""Witch: "Each night, choose a player: if they nominate tomorrow, they die.
If just 3 players live, you lose this ability."

Each night the Witch (alive, or a dead Minion keeping the ability) curses
any player while more than 3 live. The cursed player dies on nominating the
next day (the nomination still counts: public event `{day: N, died: P,
after_nominating: true}`) if the Witch was sober and healthy when she chose
and is now, has the ability and more than 3 live; a curse that fails only
by drunkenness or poison is counted by a Mathematician.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    if not g.has_ability(s) or len(g.alive_seats()) <= 3:
        return
    t = st.pick(g, alive_bias=0.95)
    g.chosen(s, "witch", t)
    works = g.works(s, "witch")
    g.seats[s].marks["witch"] = (g.night, t, works)
    g.note(witch=g.name(s), curses=g.name(t), works=works)


def on_any_nomination(g: Game, s: int, nominee: int, nominator: int) -> None:
    day, t, worked = g.seats[s].marks.get("witch", (0, None, False))
    if (day != g.day or t != nominator or not g.alive(t) or not g.has_ability(s)
            or len(g.alive_seats()) <= 3):
        return
    if worked and g.works(s, "witch"):
        at = len(g.events)
        if g.kill(t, "witch"):  # one who cannot die (a Lleech with its host) shows nothing
            g.events.insert(at, {"day": g.day, "died": g.name(t), "after_nominating": True})
    else:
        g.malfunction(s, "witch")
