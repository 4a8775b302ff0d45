"""Storm Catcher (Loric): "Name a good character. If in play, they can only
die by execution, but evil players learn which player it is."

After seating the Storyteller names a Townsfolk or Outsider of the script
(often one in play), written `{night: 1, stormcatcher: CHARACTER}`; the
player who holds it then is stormcaught for the game and dies only by
execution (every other death of theirs is prevented). What the evil players
learn is not reported.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

IN_PLAY = 0.7  # chance the named character is one in play


def setup_seating(g: Game) -> None:
    good = [c for c in g.script.chars if g.team(c) in ("townsfolk", "outsider")]
    held = [c for c in good if any(x.char == c and not x.traveller for x in g.seats)]
    if not good:
        return
    named = g.rng.choice(held if held and st.chance(g, IN_PLAY) else good)
    g.events.append({"night": 1, "stormcatcher": named})
    caught = [i for i, x in enumerate(g.seats) if x.char == named and not x.traveller]
    g.marks["stormcaught"] = caught[0] if caught else None


def prevents_death(g: Game, holder: None, s: int, cause: str) -> bool:
    return cause != "execution" and g.marks.get("stormcaught") == s
