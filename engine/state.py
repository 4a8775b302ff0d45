"""The data a world is made of: the steps of the timeline and the grimoire's
state at one moment.

A `State` is the whole grimoire at one moment (who lives, who is what, who is
evil, the droisoning effects and protections in force, rules' own flags); the
world replaces it at every change, so a snapshot of an earlier moment stays as
it was. Plain data with no behaviour of its own: `engine/status.py` reads it,
`engine/effects.py` and `engine/deaths.py` change it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from z3 import BoolRef

from caselang.case import Event, Time

if TYPE_CHECKING:
    from engine.world import World

@dataclass
class Step:
    """One moment of the timeline: a character's turn at night, or a day event."""

    index: int
    time: Time
    char: str | None = None  # the acting character at night
    position: int = 0  # position in the official night order
    event: Event | None = None
    label: str = ""


@dataclass
class Effect:
    """A droisoning effect: `target` seats are affected while `active` holds.
    `origin[p]` says seat p caused it; it lasts while the source keeps
    `holder`'s ability (is that character, or holds the ability granted) and
    stays alive, until dusk of day `until` (None: all game)."""

    kind: str  # "poisoned", "drunk" or "no_ability" (see DISABLING)
    origin: list[BoolRef]
    target: list[BoolRef]
    holder: str | None
    until: int | None
    while_alive: bool = True  # with a holder: ends when the source dies
    while_sober: bool = False  # with a holder: paused while the source is droisoned
    target_char: str | None = None  # affects whoever holds this character (not `target`)
    # Targets recomputed from the state whenever it is read (a seat's nearest
    # Townsfolk neighbours); replaces `target` and the holder test when set.
    compute: Callable[[World, State], list[BoolRef]] | None = None


# The effects that stop an ability working: drunk, poisoned, or an ability taken
# away for a while ("have no ability"), which is neither drunk nor poisoned.
DISABLING = ("poisoned", "drunk", "no_ability")


@dataclass
class Abnormal:
    """One abnormal outcome: at time `order` (Time.order()), the seat's ability
    worked abnormally where `cond` holds; counting it is optional where
    `optional` holds."""

    order: int
    seat: int
    cond: BoolRef
    optional: BoolRef


@dataclass
class Guard:
    """The one-hot `target` is safe from the Demon tonight by the `char` ability
    of the seats where `origin` holds (working when they chose): while that
    ability still works, or (where `keep` holds) for the rest of tonight.
    `any_death`: safe from every death tonight ("can't die"), not only the
    Demon's."""

    origin: list[BoolRef]
    char: str
    target: list[BoolRef]
    keep: BoolRef
    any_death: bool = False


@dataclass
class State:
    """The grimoire at one moment: per seat, alive, its character (one
    variable per character it may hold) and evil; what is in force."""

    alive: list[BoolRef]
    chars: list[dict[str, BoolRef]]
    evil: list[BoolRef]
    effects: list[Effect] = field(default_factory=list)
    protected: list[BoolRef] | None = None  # safe from the Demon tonight
    # Protections that hold while their source's ability works (see `World.guard`).
    guards: tuple[Guard, ...] = ()
    # Rules' own flags that change over time, by key (e.g. per-seat "killed by
    # this Demon"); set with World.mark so earlier states keep their values.
    marks: dict[str, object] = field(default_factory=dict)
