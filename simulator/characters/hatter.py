"""Hatter: "If you died today or tonight, the Minion & Demon players may choose
new Minion & Demon characters to be."

At the Hatter's place on a night after it died (that day, or that night
before its place), each Minion player sometimes becomes another Minion of
the script and each Demon player another Demon, never one another player
holds. The Hatter does not wake. With Legion on the script (jinx: "A Legion
that is created makes every evil player Legion. With Legion in play, the
Hatter has no ability") there is no tea party while Legion is in play, and
a Demon player who takes Legion makes every evil player but Travellers
Legion at once.

Jinx (Leviathan): "The Leviathan cannot enter play after day 5": from night
6 on, nobody becomes the Leviathan.

Freedoms left out: a Demon player choosing Lil' Monsta (jinx: "If the Hatter
dies and the Demon picks Lil' Monsta, it also picks a Minion to become"):
Lil' Monsta is never a player's character, and the jinx is not encoded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

CHANGE = 0.5  # chance each Minion or Demon player takes a new character
NO_PLAYER = ("lilmonsta",)  # never a player's character (its jinx is not played)
LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5


def wakes(g: Game, s: int) -> bool:
    return False


def on_death(g: Game, s: int, cause: str) -> None:
    kind, n = g.phase
    g.seats[s].marks["hatter_died"] = n + 1 if kind == "day" else n


def night(g: Game, s: int) -> None:
    if g.alive(s) or g.seats[s].marks.get("hatter_died") != g.night:
        return
    legion = g.jinxed("hatter", "legion")
    if legion and any(x.char == "legion" for x in g.seats):
        g.note(result="Legion is in play: the Hatter has no ability (jinx)")
        return
    for i, x in enumerate(g.seats):
        team = g.team(x.char)
        if x.traveller or team not in ("minion", "demon") or not st.chance(g, CHANGE):
            continue
        held = {y.char for y in g.seats}
        options = [c for c in g.script.of(team) if c not in held and c not in NO_PLAYER
                   and not (c == "leviathan" and g.night > LEVIATHAN_DAYS
                            and g.jinxed("hatter", "leviathan"))]
        if options:
            g.become(i, g.rng.choice(options))
    if legion and any(x.char == "legion" for x in g.seats):
        for i, x in enumerate(g.seats):
            if x.evil and not x.traveller and x.char != "legion":
                g.become(i, "legion")
