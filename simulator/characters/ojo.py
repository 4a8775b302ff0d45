"""Ojo: "Each night*, choose a character: they die. If they are not in play,
the Storyteller chooses who dies."

Each night but the first the living Ojo picks a player as a Demon does
(`simulator.demons.victim`) and chooses that player's character; when that
character is held by nobody else the player is attacked. Otherwise (and
sometimes anyway) the Ojo names a script character nobody holds, and the
Storyteller picks who is attacked. The kill is the Demon's (protections
apply); a drunk or poisoned Ojo kills nobody.

Freedoms left out: a character held by several players (all of them die) is
never chosen; the choice is not announced as choosing a player (a Goon).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demons
from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False
ABSENT = 0.15  # the chance the Ojo names a character not in play


def night(g: Game, s: int) -> None:
    if not g.alive(s) or "ojo" not in g.seats[s].abilities() or g.effects_on(s, KEPT_ASLEEP):
        return
    t = demons.victim(g, s)
    held = [x.char for x in g.seats]  # (a character two players hold: named twice)
    absent = [c for c in g.script.chars if not g.in_play(c)]
    char = g.seats[t].char
    if (held.count(char) > 1 or g.rng.random() < ABSENT) and absent:
        char = g.rng.choice(absent)  # not in play: the Storyteller's pick is `t`
    elif held.count(char) > 1:
        return  # every character is held, this one twice: no choice the solver reads
    g.note(demon=g.name(s), char="ojo", chose=char, attacks=g.name(t))
    if not demons.fails(g, s, t, "ojo"):
        demons.attack(g, s, t)


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.chars)
