"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider with no information and no night step of its own. When it dies
with its ability working, the Storyteller gains a Minion ability of the
script (any, at random). Official jinxes (Fearmonger, Goblin, Scarlet Woman,
Spy, Wraith): "If the Storyteller would gain the X ability, a Minion gains it
instead and learns so": a Minion at random (alive or dead) holds it from
then on (`Seat.gained`). Baron: "up to two players become Outsiders": none,
one or two players at random (from the bag, alive or dead) each become an
Outsider of the script not in play, keeping their alignment and learning
it. Boomdandy, Evil Twin: "a player becomes the X": one at random, if none
is in play, the same way (a new Evil Twin has no pair here: see
eviltwin.py, whose games stop at a stale pair's execution). Marionette:
"one of the Demon's good neighbors becomes the Marionette": one at random
of the good players sitting next to a Demon (if no Marionette is in play)
becomes it and evil, untold (they keep believing what they did, and bluff
as the Marionette does). Any other ability the Storyteller gains is never
used to any effect.

Freedoms left out: the Storyteller's use of the gained Minion ability
(poison, kills, madness...): the solver does not model it either, and its
answer warns of it. The Marionette jinx's reading "the Demon's nearest
living neighbours" (the solver allows it too). A second holder of an
ability a player holds already (two Scarlet Women's abilities when the
Demon dies: the solver has both take over, this loop the first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.characters.marionette import bag_neighbours

if TYPE_CHECKING:
    from simulator.loop import Game

# The jinxed Minions whose ability a Minion gains instead of the Storyteller.
GAINED_BY_A_MINION = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")


def wakes(g: Game, s: int) -> bool:
    """Its place in the night order is the Storyteller's (gaining a Minion
    ability): nobody wakes for it (a Chambermaid does not count it)."""
    return False


def on_death(g: Game, s: int, cause: str) -> None:
    minions = g.script.of("minion")
    if not g.works(s, "plaguedoctor") or not minions:
        return
    gained = g.rng.choice(minions)
    if gained == "baron" and g.jinxed("plaguedoctor", "baron"):
        players_become(g, g.script.of("outsider"), g.rng.randint(0, 2))
        return
    if gained in ("boomdandy", "eviltwin") and g.jinxed("plaguedoctor", gained):
        players_become(g, [gained], 1)
        return
    if gained == "marionette" and g.jinxed("plaguedoctor", "marionette"):
        make_marionette(g)
        return
    holders = [i for i, x in enumerate(g.seats) if g.team(x.char) == "minion"]
    if any(gained in x.abilities() for x in g.seats):
        return  # held already: no second holder (see the docstring)
    if gained not in GAINED_BY_A_MINION or not g.jinxed("plaguedoctor", gained) or not holders:
        return
    t = g.rng.choice(holders)
    g.seats[t].gained.append(gained)
    g.freedom("plaguedoctor_minion_gains")
    g.note(plaguedoctor_gives=gained, to=g.name(t))


def players_become(g: Game, chars: list[str], count: int) -> None:
    """`count` players become characters of `chars` not in play, one after
    the other (fewer if none is left)."""
    for _ in range(count):
        options = [c for c in chars if not g.in_play(c)]
        pool = [i for i, x in enumerate(g.seats) if not x.traveller]
        if not options or not pool:
            return
        t = g.rng.choice(pool)
        g.become(t, g.rng.choice(options))
        g.freedom("plaguedoctor_player_becomes")
        g.changed_tonight.discard(t)  # acts with the new ability from its next step on


def make_marionette(g: Game) -> None:
    """One of the Demon's good neighbours (sitting next to it) becomes the
    Marionette and evil, untold: they keep believing what they believed."""
    if g.in_play("marionette"):
        return
    demons = [i for i, x in enumerate(g.seats) if g.team(x.char) == "demon"]
    pool = sorted({i for d in demons for i in bag_neighbours(g, d)
                   if not g.seats[i].evil and g.team(g.seats[i].char) != "demon"})
    if not pool:
        return
    t = g.rng.choice(pool)
    seat = g.seats[t]
    believed, changes = seat.believed, list(seat.changes)
    g.become(t, "marionette")
    seat.believed, seat.changes = believed, changes  # not told
    g.set_evil(t, True)
    g.freedom("plaguedoctor_player_becomes")
