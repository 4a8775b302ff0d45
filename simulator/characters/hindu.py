"""Hindu (Loric): "The first 4 players to die are immediately reincarnated as
Travellers of the same alignment."

Each of the first four players from the bag to die, however they died (a
death only in appearance, the Zombuul's first, is none), comes
back at once (`g.reincarnate`): alive, a Traveller the Storyteller picks
(from the script's Travellers not yet in play, as the wiki advises, else
from every Traveller the simulator plays not yet in play: one token each),
the alignment unchanged, the old
character gone. Deaths come one at a time, so two at once take the places
left in the order they happen. A player comes back once; one who dies again
stays dead.

Freedoms left out: the death of a player seated as a Traveller never counts
(the rules keep both readings); the same Traveller given twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import playing_extras

if TYPE_CHECKING:
    from simulator.loop import Game

LIVES = 4


def reincarnates(g: Game, holder: None, s: int, cause: str) -> str | None:
    done: list[int] = g.marks.setdefault("hindu", [])
    x = g.seats[s]
    if len(done) >= LIVES or s in done or x.traveller or x.lives_on:  # (a death in appearance)
        return None
    held = {x.char for x in g.seats if x.traveller or x.reborn}  # one token each
    pool = [c for c in g.script.of("traveller") if c not in held] or \
        [c for c in playing_extras()["traveller"] if c not in held]
    done.append(s)
    return g.rng.choice(pool)
