"""Fang Gu: "Each night*, choose a player: they die. The 1st Outsider this
kills becomes an evil Fang Gu & you die instead. [+1 Outsider]"

Setup: one more Outsider, one fewer Townsfolk. The kill as for every Demon
(`simulator.demons`). The first time in the game a sober and healthy Fang
Gu's attack would kill a living Outsider (by true character) who is not
safe, that Outsider does not die: the Fang Gu dies and the Outsider becomes
an evil Fang Gu (learning it) who acts from the next night; the Outsider
becomes the Fang Gu before the old one dies, so a Scarlet Woman does not catch
the jump (their jinx). Later attacks kill Outsiders as anyone. An Outsider
who would die in an attacked Mayor's place ("another player might die
instead") may jump too or simply die, the Storyteller's reading of "the
first time a Fang Gu attacks and kills an Outsider" (`on_kill`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons, madness
from simulator import storyteller as st
from simulator.state import SAFE

if TYPE_CHECKING:
    from simulator.loop import Game


BOUNCE_JUMP = 0.5  # an Outsider dying in a Mayor's place is the jump

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
        _jump(g, s, t)
        return
    g.seats[s].marks["fanggu_target"] = t
    demons.attack(g, s, t)
    g.seats[s].marks.pop("fanggu_target", None)


def _jump(g: Game, s: int, t: int) -> None:
    """Outsider `t` becomes an evil Fang Gu and the Fang Gu `s` dies instead."""
    g.marks["fanggu_jump"] = g.night
    g.note(fanggu_jump=g.name(t))
    # The new Fang Gu exists as the old one dies: a Scarlet Woman does not
    # catch the jump (the jinx: "If there would be two Demons, one of which
    # was the Scarlet Woman, the Scarlet Woman remains the Scarlet Woman").
    g.become(t, "fanggu")
    g.set_evil(t, True)
    g.kill(s, "fanggu")


def on_kill(g: Game, demon: int, target: int) -> bool:
    """An Outsider about to die in the place of the player the Fang Gu chose (a
    Mayor's bounce) may be the first Outsider it kills: the jump, sometimes."""
    chosen = g.seats[demon].marks.get("fanggu_target")
    if (chosen is None or chosen == target or g.marks.get("fanggu_jump")
            or target == demon or g.team(g.seats[target].char) != "outsider"
            or g.stopped(target, "demon") or not g.may_die(demon, "fanggu")
            or not st.chance(g, BOUNCE_JUMP)):
        return False
    g.freedom("fanggu_bounce_jump")
    _jump(g, demon, target)
    return True


def at_end(g: Game, s: int) -> None:
    """One the jump made evil may lie about their whole game."""
    madness.turned_evil(g, s)
