"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this
kills becomes an evil Fang Gu & you die instead. [+1 Outsider]"

Setup: one more Outsider, one fewer Townsfolk. The kill as for every Demon
(`simulator.demons`). The first time in the game a sober and healthy Fang
Gu's attack would kill a living Outsider (by true character) who is not
safe, that Outsider does not die: the Fang Gu dies and the Outsider becomes
an evil Fang Gu (learning it) who acts from the next night; the Outsider
becomes the Fang Gu before the old one dies, so a Scarlet Woman does not catch
the jump (their jinx). Later attacks kill Outsiders as anyone.

Freedoms left out: an Outsider who dies in an attacked Mayor's place never
jumps (the almanac's "the first time a Fang Gu attacks and kills an
Outsider" also allows the jump; the solver allows both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons, madness
from simulator.state import SAFE

if TYPE_CHECKING:
    from simulator.loop import Game


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["outsider"] += 1
    counts["townsfolk"] -= 1


def night(g: Game, s: int) -> None:
    t = demons.chosen(g, s, "fanggu")
    if t is None or demons.fails(g, s, t, "fanggu"):
        return
    if (not g.marks.get("fanggu_jump") and g.alive(t) and t != s
            and g.team(g.seats[t].char) == "outsider" and not g.effects_on(t, SAFE)
            and not g.stopped(t, "demon")):  # "if that Outsider does not die", no jump
        g.marks["fanggu_jump"] = g.night
        g.note(fanggu_jump=g.name(t))
        # The new Fang Gu exists as the old one dies: a Scarlet Woman does not
        # catch the jump (the jinx: "If there would be two Demons, one of which
        # was the Scarlet Woman, the Scarlet Woman remains the Scarlet Woman").
        g.become(t, "fanggu")
        g.set_evil(t, True)
        g.kill(s, "fanggu")
        return
    demons.attack(g, s, t)


def at_end(g: Game, s: int) -> None:
    """One the jump made evil may lie about their whole game."""
    madness.turned_evil(g, s)
