"""The grimoire's contents for the script-agnostic loop (`simulator.loop`): seats,
effects with their sources and durations, and per-seat and per-game marks.

Nothing here names a character: a character module keeps what it needs in
`Seat.marks` / `Game.marks` under its own id, and every lasting condition
(poisoned, drunk, safe from the Demon, mad, ...) is an `Effect`, so that new
characters need no new fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from simulator.game import order_of

# Effect kinds the loop itself reads; a character module may add its own.
POISONED = "poisoned"
DRUNK = "drunk"
SAFE = "safe"  # safe from the Demon (the Monk's, the Soldier's is its own hook)
MAD = "mad"  # data: the character the player must be mad about
CANNOT_DIE = "cannot_die"  # no death but an unstoppable one (the loop's `kill` reads it)
REGAINED = "regained"  # a dead player's ability works tonight and tomorrow (the Bone Collector)
KEPT_ASLEEP = "exorcised"  # does not wake tonight (a Demon the Exorcist chose)
KILLS_NOBODY = "kills_nobody"  # a Demon whose kills fail tonight, a previous night's choice's too
IS_DEMON = "is_demon"  # "is the Demon" without the token: registers as one, dies as one
SOBERED = "sober"  # sober and healthy whatever droisons them, while the source's ability works
DROISONED = (POISONED, DRUNK)


@dataclass
class Effect:
    """`kind` on seat `target`, put there by seat `source` with character `by`
    (source None: the Storyteller or a Fabled). It lasts from the phase order
    it was made in through phase order `until` (None: the rest of the game)
    and, with `while_source`, only while the source is alive and still has
    the character `by` (a Poisoner's poison ends when the Poisoner dies or
    becomes someone else); with `heirs` too, also while any living player
    has `by` (a new holder took the effect on)."""

    kind: str
    target: int
    source: int | None
    by: str
    until: int | None = None
    while_source: bool = False
    data: Any = None
    heirs: bool = False


@dataclass
class Seat:
    """One player: what they are, what they think they are, what they said."""

    name: str
    start: str  # starting character
    char: str  # current character
    believed: str  # the character the player thinks they are now (the Drunk's token)
    evil: bool
    claim: str = ""
    alive: bool = True
    death: tuple[str, int] | None = None  # ("night", 2) or ("day", 1)
    # Earlier deaths undone: (when they died, the night they came back to life).
    revived: list[tuple[tuple[str, int], tuple[str, int]]] = field(default_factory=list)
    cause: str = ""  # "demon", "execution", "exile", or a character id
    traveller: bool = False  # seated from outside the bag; may be exiled
    joined: tuple[str, int] | None = None  # a Traveller seated mid-game, from this phase
    # Came back from a death as a Traveller in this phase (a Loric's reincarnation):
    # a Traveller from then on, though drawn from the bag.
    reborn: tuple[str, int] | None = None
    lives_on: bool = False  # died in public (registers as dead) but still lives
    gained: list[str] = field(default_factory=list)  # abilities held besides `char`
    # Abilities the player thinks they hold but does not (a Cannibal's pretended meal):
    # woken for them, as `believed`, with no effect.
    thinks: list[str] = field(default_factory=list)
    info: list[dict[str, Any]] = field(default_factory=list)  # what they report
    marks: dict[str, Any] = field(default_factory=dict)  # characters' notes on this seat
    start_believed: str = ""  # what they believed at the end of setup (the grimoire's record)
    # Evil at the end of setup, or as they joined (a Traveller): the grimoire's record.
    start_evil: bool | None = None
    changes: list[dict[str, Any]] = field(default_factory=list)  # learnt changes: {night: N, is: C}

    def abilities(self) -> list[str]:
        """The characters whose abilities this seat really has."""
        return [self.char, *(c for c in self.gained if c != self.char)]

    def wakes_as(self) -> list[str]:
        """The characters this seat acts as at night: its abilities, what it
        believes it is (a Drunk wakes as its Townsfolk) and what it thinks it
        holds besides."""
        out = self.abilities()
        return list(dict.fromkeys([*out, self.believed, *self.thinks]))

    def alive_at(self, kind: str, n: int) -> bool:
        """Alive at the end of that phase."""
        at = order_of(kind, n)
        if any(order_of(*d) <= at < order_of(*r) for d, r in self.revived):
            return False
        return self.death is None or order_of(*self.death) > at
