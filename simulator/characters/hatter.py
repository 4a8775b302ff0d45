"""Hatter: "If you died today or tonight, the Minion & Demon players may choose
new Minion & Demon characters to be."

At the Hatter's place on a night after it died (that day, or that night
before its place), each Minion player sometimes becomes another Minion of
the script and each Demon player another Demon, never one another player
holds. The Hatter does not wake.

Jinx (Leviathan): "The Leviathan cannot enter play after day 5": from night
6 on, nobody becomes the Leviathan.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CHANGE = 0.5  # chance each Minion or Demon player takes a new character
LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5


def wakes(g: Game, s: int) -> bool:
    return False


def on_death(g: Game, s: int, cause: str) -> None:
    kind, n = g.phase
    g.seats[s].marks["hatter_died"] = n + 1 if kind == "day" else n


def night(g: Game, s: int) -> None:
    if g.alive(s) or g.seats[s].marks.get("hatter_died") != g.night:
        return
    for i, x in enumerate(g.seats):
        team = g.team(x.char)
        if x.traveller or team not in ("minion", "demon") or not st.chance(g, CHANGE):
            continue
        held = {y.char for y in g.seats}
        options = [c for c in g.script.of(team) if c not in held
                   and not (c == "leviathan" and g.night > LEVIATHAN_DAYS
                            and g.jinxed("hatter", "leviathan"))]
        if options:
            g.become(i, g.rng.choice(options))
