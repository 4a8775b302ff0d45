"""Kazali: "Each night*, choose a player: they die. [You choose which players
are which Minions. -? to +? Outsiders]"

Setup: the good players split between Townsfolk and Outsiders any way (the
Storyteller draws how many Outsiders, from none to every good seat as the
script's Outsiders allow, over every other change; a Xaan's X holds over
it). The Kazali's choice of which players are which Minions on the first
night gives the same grimoire as a bag that held them, which is how the
Minions are drawn (a case lists them as starting characters). The Kazali
wakes on the first night to make that choice, and each later night kills as
every Demon does (`simulator.demons`).

Freedoms left out: an Outsider (or a Drunk's token) the Kazali turned into a
Minion leaves no trace of having been one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons

if TYPE_CHECKING:
    from simulator.loop import Game

# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    good = counts["townsfolk"] + counts["outsider"]
    top = min(good, len(g.script.of("outsider")))
    g.marks["kazali"] = {"outsiders": g.rng.randint(0, max(top, 0))}


def fix_counts(g: Game, counts: dict[str, int]) -> None:
    x = g.marks.get("kazali", {}).get("outsiders")
    if x is None:
        return
    good = counts["townsfolk"] + counts["outsider"]
    counts["outsider"], counts["townsfolk"] = x, good - x


def night(g: Game, s: int) -> None:
    if g.night > 1:
        demons.night(g, s, "kazali")
