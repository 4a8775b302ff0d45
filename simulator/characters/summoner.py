"""Summoner: "You get 3 bluffs. On the 3rd night, choose a player: they become
an evil Demon of your choice. [No Demon]"

Setup: "remove the Demon and add a Townsfolk" (a Demon drawn with its own
setup change, such as Lil' Monsta's or the Fang Gu's, makes the setup
redrawn: that change never happened). "Even though there is no Demon in play
for two days, the game does not end" while the Summoner lives and has not
summoned; "if the Summoner becomes unable to create a Demon (due to dying,
becoming drunk on night 3 etc.) good wins". On night 3 at its step a
living, sober and healthy Summoner chooses any player ("even themselves")
and a Demon on the script: that player becomes that Demon and evil, and
"acts on the same night that it is created". With a Marionette in play
(jinx) the new Demon is one of the Marionette's neighbours. The bluffs and
who learns whom leave nothing in a case.

Freedoms left out: a summoned Lord of Typhon (its jinx: it "must neighbour a
Minion, and its other neighbour becomes an evil Minion") and a Pukka on
night 2 (jinx; no Pukka on these scripts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.characters import hook
from simulator.characters.marionette import bag_neighbours, marionettes
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

NIGHT = 3
NOT_SUMMONED = ("lilmonsta", "lordoftyphon")
SELF = 0.05


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["demon"] -= 1
    counts["townsfolk"] += 1


def setup_bag(g: Game, bag: list[str]) -> None:
    for c in [c for c in bag if g.team(c) == "demon"]:
        if hook(c, "setup_counts") is not None:
            raise Unplayable(f"the Summoner removes the {c}, whose setup change was made")
        bag.remove(c)


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if g.night != NIGHT or seat.marks.get("summoned"):
        return
    seat.marks["summoned"] = True
    demons = [c for c in g.script.of("demon") if c not in NOT_SUMMONED]
    if not g.alive(s) or not g.works(s, "summoner") or not demons:
        g.end("good wins: the Summoner cannot create a Demon")
        return
    pool = list(range(g.n))
    for m in marionettes(g):
        pool = [i for i in pool if i in bag_neighbours(g, m)]
    if not pool:
        g.end("good wins: no seat next to the Marionette for the Demon")
        return
    t = s if s in pool and g.rng.random() < SELF else g.rng.choice(pool)
    demon = g.rng.choice(demons)
    g.note(summoner=g.name(s), chooses=g.name(t), demon=demon)
    g.become(t, demon)
    if not g.seats[t].evil:
        g.set_evil(t, True)
    g.changed_tonight.discard(t)  # it acts tonight


def no_demon_ok(g: Game, s: int) -> bool:
    seat = g.seats[s]
    return seat.alive and seat.char == "summoner" and not seat.marks.get("summoned")
