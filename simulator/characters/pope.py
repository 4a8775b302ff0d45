"""Pope (Loric): "There are duplicate good characters in play. They might also
be bluffs."

How to run: during setup the Storyteller swaps any Townsfolk tokens for
duplicates of an in-play Townsfolk or Outsider token, as often as they like
(none, sometimes). Here, once the players are seated, each Townsfolk may be
made a copy of another player's good character; each copy is a player of its
own, woken at its own step and choosing for itself (the loop acts per seat).
A Townsfolk swapped for an Outsider's copy makes one Outsider player more.

Freedoms left out: copies of a character shown another token (the Drunk,
the Lunatic: their own token is never shown), and swaps of a character, or
for a character, whose token does something at setup (a count change, a
token it adds) other than a choice its holder makes for itself (each
Fortune Teller's red herring, each Grandmother's grandchild), and any swap in a bag
another token changed (the Choirboy's King stays); duplicates given to
the Demon as bluffs (the simulator's evil players bluff as they otherwise
would: a claim binds nobody evil).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.characters import hook, module

if TYPE_CHECKING:
    from simulator.loop import Game

SWAP = 0.3  # chance per Townsfolk of being swapped for a copy
SHOWN_ANOTHER = ("drunk", "lunatic")
SETUP_HOOKS = ("setup_counts", "fix_counts", "setup_bag", "setup_seating", "setup_seat")


def plain(char: str) -> bool:
    """A token shown as itself with nothing to do at setup but a choice its
    own holder makes (`SETUP_PER_HOLDER`: a red herring, a grandchild)."""
    own = getattr(module(char), "SETUP_PER_HOLDER", False)
    return char not in SHOWN_ANOTHER and not any(
        hook(char, h) for h in SETUP_HOOKS if not (own and h == "setup_seat"))


def setup_seating(g: Game) -> None:
    seats = [x for x in g.seats if not x.traveller]
    if any(hook(x.char, "setup_bag") for x in seats):
        return  # a token another put in ("[+the King]") stays as it is
    models = [x.char for x in seats if g.team(x.char) in ("townsfolk", "outsider")
              and plain(x.char)]
    for x in seats:
        if g.team(x.char) != "townsfolk" or not plain(x.char) or g.rng.random() >= SWAP:
            continue
        others = [c for c in models if c != x.char]
        if others:
            c = g.rng.choice(others)
            x.start = x.char = x.believed = c
