"""Imp: "Each night*, choose a player: they die. If you kill yourself this
way, a Minion becomes the Imp."

Any player: usually a living one, sometimes a dead one ("let them do so")
or itself (not while the Monk protects it). An Imp made tonight does not
act. Killing itself, the Imp dies; a Scarlet Woman who can takes over (her
hook), otherwise the Storyteller chooses any alive Minion (droisoned or not)
to become the Imp.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.state import KEPT_ASLEEP, SAFE

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.08
DEAD = 0.05


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    if not g.alive(s) or s in g.changed_tonight or g.effects_on(s, KEPT_ASLEEP):
        return
    r, dead = g.rng.random(), [i for i in range(g.n) if not g.alive(i)]
    if r < SELF:
        t = s
    elif r < SELF + DEAD and dead:
        t = g.rng.choice(dead)
    else:
        t = g.rng.choice([i for i in g.alive_seats() if i != s] or [s])
    g.note(imp=g.name(s), chooses=g.name(t))
    g.chosen(s, "imp", t)  # announced first: a Goon chosen makes the Imp drunk
    if not g.works(s, "imp"):
        g.note(result="the Imp is droisoned: no kill")
        demons.failed(g, s, "imp", [t])
    elif t == s and g.effects_on(s, SAFE):
        g.note(result="safe: no star-pass")
    elif t == s:
        star_pass(g, s)
    else:
        g.demon_attack(s, t)


def star_pass(g: Game, s: int) -> None:
    g.kill(s, "demon")
    if g.living_demons():
        return
    minions = [i for i in g.alive_seats() if g.team(g.seats[i].char) == "minion"]
    if len(minions) > 1:
        g.freedom("starpass_minion_choice")
    if minions:
        g.become(g.rng.choice(minions), "imp")
