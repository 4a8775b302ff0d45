"""Fibbin (Fabled): "Once per game, 1 good player might get incorrect
information."

Once per game, as a good player is told something, the Storyteller may tell
them anything of the ability's form instead (drawn like a drunk player's
information, so it may happen to be true); the use is then spent.

Freedoms left out: a Mathematician counting the incorrect answer as an
ability working abnormally (the solver keeps both readings; here it is
never counted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

FIB = 0.1  # chance, per piece of a good player's information, that it is the one


def frees_info(g: Game, s: int, ability: str) -> bool:
    if g.marks.get("fibbin") or g.seats[s].evil or g.rng.random() >= FIB:
        return False
    g.marks["fibbin"] = g.seats[s].name
    g.freedom("fibbin_false_info")
    return True
