"""Zombuul: "Each night*, if no-one died today, choose a player: they die. The
1st time you die, you live but register as dead."

Each night but the first, if nobody died during the day before (an
execution of a dead player is no death; the Zombuul's own apparent death
is one), the Zombuul wakes and attacks a player (any: now and then a dead
one or itself; sometimes the Lunatic's choice) as a Demon kill. The first
time a sober and healthy Zombuul dies, by any cause, the death is public and
it registers as dead (`alive` False) but `lives_on`: it keeps waking and the
game goes on. Executed while registering as dead, it dies for real. A drunk
or poisoned Zombuul that dies, dies for real. A Lunatic who believes they
are the Zombuul wakes at this step on such nights and does nothing.

Freedoms left out: a Zombuul registering as dead dies for real only by
execution (a night kill of a player registering as dead changes nothing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.choices import demon_targets, demon_wakes

if TYPE_CHECKING:
    from simulator.loop import Game


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def quiet_day(g: Game) -> bool:
    """Nobody died during the day before tonight."""
    return g.night > 1 and not any(x.death == ("day", g.night - 1) for x in g.seats)


def night(g: Game, s: int) -> None:
    if not demon_wakes(g, s, "zombuul", quiet_day(g)):
        return
    (t,) = demon_targets(g, s, 1)
    g.note(zombuul=g.name(s), chooses=g.name(t))
    g.chosen(s, "zombuul", t)
    if not g.works(s, "zombuul"):
        g.note(result="the Zombuul is droisoned: no kill")
        demons.failed(g, s, "zombuul", [t])
        return
    g.demon_attack(s, t)


def on_death(g: Game, s: int, cause: str) -> None:
    seat = g.seats[s]
    if not seat.marks.get("zombuul") and g.works(s, "zombuul"):
        seat.marks["zombuul"] = "used"
        seat.lives_on = True
        g.freedom("zombuul_apparent_death")
        g.note(zombuul_lives=seat.name)


def on_executed(g: Game, t: int) -> None:
    seat = g.seats[t]
    if seat.lives_on:
        seat.lives_on = False
        g.note(zombuul_dies=seat.name)


def wakes(g: Game, s: int) -> bool:
    """Woken only after a day nobody died."""
    return (g.alive(s) or g.seats[s].lives_on) and quiet_day(g)
