"""Sweetheart: "When you die, 1 player is drunk from now on."

Whenever and however a Sweetheart with a working ability dies, the
Storyteller makes any one player drunk for the rest of the game (alive or
dead, good or evil, the Sweetheart too), at once, whatever happens to the
Sweetheart afterwards. A drunk or poisoned Sweetheart's death makes nobody
drunk (a Mathematician counts it).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def on_death(g: Game, s: int, cause: str) -> None:
    if not g.works(s, "sweetheart"):
        g.malfunction(s, "sweetheart")
        return
    t = g.rng.randrange(g.n)
    g.add_effect(Effect(DRUNK, t, s, "sweetheart"))


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
