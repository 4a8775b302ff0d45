"""Vizier: "All players know you are the Vizier. You cannot die during the day. If
good voted, you may choose to execute immediately."

On the first night (its place in the order) the Storyteller announces the
Vizier, `{night: 1, vizier: P}`. By day a Vizier whose ability works cannot
die (executed, it lives: `died: false`). After a vote on a nomination in
which a good player voted, a living, working Vizier sometimes executes the
nominee at once. Jinxes: with the Courtier or the Preacher on the script ("A
Vizier that loses its ability learns so, and cannot die by day") it cannot
die by day even drunk, poisoned or silenced; with Lil' Monsta ("A Vizier
babysitting Lil' Monsta dies when executed") an executed babysitter dies.
Jinxes (Investigator, Al-Saahir): "The Storyteller doesn't declare the
Vizier is in play": with either on the script, no announcement. Jinxes
(Politician, Zealot): they "might register as evil to the Vizier", so a
good voter among them sometimes does not count as one.

Freedoms left out: a Vizier made mid-game is never announced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

EXECUTE = 0.3  # chance the Vizier executes after a vote with a good voter


def wakes(g: Game, s: int) -> bool:
    """Announced, not woken."""
    return False


def night(g: Game, s: int) -> None:
    if g.night == 1 and "vizier" in g.seats[s].abilities() and not any(
            g.jinxed("vizier", c) for c in ("investigator", "alsaahir")):
        g.event(vizier=g.name(s))


def registers_good(g: Game, v: int) -> bool:
    """A good voter, as registered to the Vizier (the Politician and the Zealot
    might register as evil)."""
    seat = g.seats[v]
    if seat.evil:
        return False
    jinxed = [c for c in ("politician", "zealot") if g.jinxed("vizier", c)]
    return not any(c in seat.abilities() for c in jinxed) or g.rng.random() < 0.5


def cannot_die(g: Game, s: int, cause: str) -> bool:
    """By day, while it works; jinxes: with the Courtier or Preacher on the
    script even with its ability lost, and with Lil' Monsta not when executed
    while babysitting."""
    if g.phase[0] != "day":
        return False
    if cause == "execution" and g.jinxed("vizier", "lilmonsta") \
            and g.marks.get("lilmonsta_sitter") == s:
        return False
    if any(g.jinxed("vizier", c) for c in ("courtier", "preacher")):
        return "vizier" in g.seats[s].abilities()
    return g.works(s, "vizier")


def verdict(g: Game, s: int, nominee: int, nominator: int) -> bool | None:
    if not g.alive(s) or not g.works(s, "vizier"):
        return None
    voters = g.votes_today.get(nominee, [])
    if not any(registers_good(g, v) for v in voters) or not st.chance(g, EXECUTE):
        return None
    return True
