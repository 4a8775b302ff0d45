"""Magician: "The Demon thinks you are a Minion. Minions think you are a Demon."

Seed 003: "The Magician does not wake to learn anything"; on the first night
the Minions are shown the Demon and the Magician as the Demon, and the Demon
is shown the Magician among its Minions. That changes only what evil players
are told, which never appears in a case, so the Magician does nothing in
play: a Townsfolk that registers as itself. Jinx (Legion): it "might register
as evil" (to any ability, the Legion's vote too) while Legion is on the
script; waking with the Legion for their Demon info is evil information too.

Freedoms left out: none (the evil team's first-night information is not
simulated at all).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False


def registers(g: Game, s: int) -> tuple[list[str], list[bool]]:
    """The Legion jinx: it may register as evil."""
    return [], ([True] if g.jinxed("magician", "legion") else [])
