"""Marionette: "You think you are a good character, but you are not. The
Demon knows who you are. [You neighbor the Demon]"

At setup the Marionette's player believes a Townsfolk or Outsider not in
play ("draws either a Townsfolk or an Outsider token"; not the Drunk's, which
is never shown as such), claims it and wakes as it with no ability, "just as
if this player is the Drunk", and sits next to the Demon ("no players sitting
in between"; Travellers, outside the bag, may sit between). They register as
evil and as a Minion (the truth). With no Demon at setup (the Summoner, Lil'
Monsta: jinx "any Marionette is assigned after the Demon enters play and must
start seated next to it") the first Demon or babysitter is made next to them
(those modules' choice).

Jinx (Huntsman): "If the Marionette thinks that they are the Huntsman, the
Damsel was added": shown the Huntsman only with the Damsel in play (the bag
is drawn before the token is shown).

Freedoms left out: a Marionette shown the Huntsman whose Damsel replaced a
Townsfolk (the bag's counts are drawn before).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

BLUFF = False
NEVER_SHOWN = ("drunk", "lunatic")


def bag_neighbours(g: Game, s: int) -> list[int]:
    """The nearest non-Traveller seat each way, dead or alive."""
    out = []
    for step in (-1, 1):
        i = (s + step) % g.n
        while i != s and g.seats[i].traveller:
            i = (i + step) % g.n
        if i != s and i not in out:
            out.append(i)
    return out


def marionettes(g: Game) -> list[int]:
    return [i for i, x in enumerate(g.seats) if x.char == "marionette"]


def setup_seating(g: Game) -> None:
    """Swap the Marionette into a seat next to the Demon (if there is one)."""
    demons = [i for i, x in enumerate(g.seats) if g.team(x.char) == "demon"]
    for m in marionettes(g):
        if not demons or any(d in bag_neighbours(g, m) for d in demons):
            continue
        d = g.rng.choice(demons)
        spots = [i for i in bag_neighbours(g, d) if g.seats[i].char != "marionette"]
        if not spots:
            raise Unplayable("no seat next to the Demon for the Marionette")
        x = g.rng.choice(spots)
        g.seats[m], g.seats[x] = g.seats[x], g.seats[m]


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char != "marionette":
        return
    in_play = {x.start for x in g.seats} | {x.believed for x in g.seats}
    free = [c for c in [*g.script.of("townsfolk"), *g.script.of("outsider")]
            if c not in in_play and c not in NEVER_SHOWN
            and not (c == "huntsman" and g.jinxed("marionette", c) and not g.in_play("damsel"))]
    if not free:
        raise Unplayable("no good token left for the Marionette")
    g.seats[s].believed = g.rng.choice(free)
    g.note(marionette=g.name(s), believes=g.seats[s].believed)


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
