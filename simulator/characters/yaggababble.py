"""Yaggababble: "You start knowing a secret phrase. For each time you said it
publicly today, a player might die."

On the first night the Yaggababble is shown its phrase. Each later night, if
it lives with a working ability, it said the phrase a few times the day
before (0 to 3) and as many players might die: the Storyteller picks that
many living players, and each is killed as the Demon kills (a Fool's escape
may be spent). Jinx (Exorcist): "If the Exorcist chooses the Yaggababble,
the Yaggababble does not kill tonight": an exorcised one kills nobody.

Freedoms left out: the Storyteller never picks a player safe from the Demon
or one whose own ability reacts to the Demon's attack (the Soldier, a
Mayor's bounce), nor a dead player; the phrase said is not played out by day.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import demons
from simulator.characters import hook
from simulator.state import KEPT_ASLEEP, SAFE

if TYPE_CHECKING:
    from simulator.loop import Game

# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False
SAID = (0, 0, 1, 1, 2, 3)  # how often the phrase was said in a day
PHRASE = "bread and circuses"


def night(g: Game, s: int) -> None:
    if "yaggababble" not in g.seats[s].abilities() or not g.alive(s):
        return
    if g.night == 1:
        g.report(s, "yaggababble", PHRASE)
        return
    if not g.works(s, "yaggababble"):
        return
    if g.jinxed("yaggababble", "exorcist") and g.effects_on(s, KEPT_ASLEEP):
        return
    pool = [t for t in g.alive_seats() if not g.effects_on(t, SAFE)
            and not any(hook(c, "on_attacked") for c in g.seats[t].abilities())]
    for t in g.rng.sample(pool, min(len(pool), g.rng.choice(SAID))):
        g.note(demon=g.name(s), char="yaggababble", might_die=g.name(t))
        demons.attack(g, s, t)


def wakes(g: Game, s: int) -> bool:
    return g.night == 1 and g.alive(s)


def anything(g: Game, s: int) -> Any:
    return PHRASE
