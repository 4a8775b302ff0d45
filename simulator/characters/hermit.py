"""Hermit: "You have all Outsider abilities. [-0 or -1 Outsider]"

Seed 002: "The Hermit has the abilities of all the other Outsiders on the
Script, all at once. They do not have the abilities of Outsiders that are
not on the script"; "A Hermit with the Drunk ability does not know that they
are the Hermit, and their other Outsider abilities function as normal"; "A
Hermit with the Recluse ability can register as a different character";
"If an Outsider has a jinx, that jinx applies to the Hermit too"; "The
Hermit may remove the Hermit from play during setup, resulting in one less
Outsider than normal". So the Storyteller picks, once a game, -0 Outsider,
-1 Outsider (another Outsider goes), or the Hermit removing itself (its
token becomes a Townsfolk not in the bag). In play, every other Outsider of
the script is one of the Hermit's abilities (`Seat.gained`): each module's
hooks then act for the Hermit as for that Outsider (the Butler's master and
vote, the Zealot's vote, the Ogre's alignment, the Saint's loss, the
Recluse's registration, the Damsel's risk), and their setup and jinxes too
(with the Damsel's ability, a Spy in play poisons the Hermit). With the
Drunk's ability the Hermit believes, claims and wakes as a Townsfolk not in
play, like a Drunk, and is not drunk.

A player made the Hermit during the game gets every other Outsider's ability
too; with the Drunk's, the Storyteller sometimes shows them a Townsfolk
nobody started as, was shown at the start or believes now, instead of the
Hermit (they believe, claim and wake as it from then on), otherwise the
Hermit.

Freedoms left out: none known (abilities that work only while alive end at
death because each hook checks life where its text asks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.characters import hook
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

CHOICES = ("-0", "-1", "-1 self")
SHOWN_TOWNSFOLK = 0.5  # a player made the Hermit, with the Drunk's ability, shown a Townsfolk


def choice(g: Game) -> str:
    """One Storyteller choice a game (the loop may ask again while drawing the bag)."""
    return g.marks.setdefault("hermit", {"outsiders": g.rng.choice(CHOICES)})["outsiders"]


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    if choice(g) == "-1":
        counts["townsfolk"] += 1
        counts["outsider"] -= 1


def setup_bag(g: Game, bag: list[str]) -> None:
    if choice(g) != "-1 self":
        return
    g.freedom("hermit_removes_self")
    # A token with setup hooks of its own would come in after theirs have run
    # (an Atheist beside evil tokens, a Balloonist's Outsider never added).
    free = [c for c in g.script.of("townsfolk") if c not in bag
            and not hook(c, "setup_counts") and not hook(c, "setup_bag")]
    if not free:
        raise Unplayable("no Townsfolk token to replace the Hermit")
    bag[bag.index("hermit")] = g.rng.choice(free)


def setup_seat(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char != "hermit":
        return
    if g.marks.get("hermit", {}).get("outsiders") == "-1":
        g.freedom("hermit_removes_outsider")
    seat.gained = [c for c in g.script.of("outsider") if c != "hermit"]
    for c in seat.gained:  # their setup and jinxes apply to the Hermit too
        fn = hook(c, "setup_seat")
        if fn is not None and c != "drunk":
            fn(g, s)
    if "drunk" in seat.gained:
        taken = {x.start for x in g.seats} | {x.believed for x in g.seats}
        free = [c for c in g.script.of("townsfolk") if c not in taken]
        if not free:
            raise Unplayable("no Townsfolk token left for the Hermit's Drunk ability")
        seat.believed = g.rng.choice(free)
        g.note(hermit=seat.name, believes=seat.believed)


def on_change(g: Game, s: int, old: str, new: str) -> None:
    """No longer the Hermit (a Barber's swap, a Pit-Hag): the Outsider abilities go."""
    outsiders = set(g.script.of("outsider"))
    g.seats[s].gained = [c for c in g.seats[s].gained if c not in outsiders]


def on_become(g: Game, s: int, old: str, new: str) -> None:
    """Made the Hermit during the game: every other Outsider's ability; with the
    Drunk's, sometimes shown a Townsfolk instead (the change they learn)."""
    seat = g.seats[s]
    seat.gained += [c for c in g.script.of("outsider")
                    if c != "hermit" and c not in seat.gained]
    if "drunk" not in seat.gained or not st.chance(g, SHOWN_TOWNSFOLK):
        return
    taken = {c for x in g.seats for c in (x.start, x.start_believed, x.believed)}
    free = [c for c in g.script.of("townsfolk") if c not in taken]
    if not free:
        return
    seat.believed = g.rng.choice(free)
    g.note(hermit=seat.name, believes=seat.believed)
    g.freedom("hermit_made_drunk")
