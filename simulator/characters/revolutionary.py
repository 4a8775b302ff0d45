"""Revolutionary (Fabled): "2 neighboring players are known to be the same
alignment. Once per game, 1 of them registers falsely."

After seating the Storyteller picks two adjacent seats of the same alignment
and announces them, `{night: 1, revolutionary: P, with: Q}`. Until one of
them has registered as other than it is, each detection of either may show
them as the other alignment or as another character of the script (drawn
like a Spy's or a Recluse's registration); the first such registration
spends it.

Freedoms left out: a pair with a Traveller between them (the pair is two
adjacent seats); a false registration as a character off the script.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def setup_seating(g: Game) -> None:
    pairs = [(s, (s + 1) % g.n) for s in range(g.n)
             if g.seats[s].evil == g.seats[(s + 1) % g.n].evil]
    if not pairs:
        return
    p, q = g.rng.choice(pairs)
    g.marks["revolutionary"] = [p, q]
    g.events.append({"night": 1, "revolutionary": g.name(p), "with": g.name(q)})


def registers_falsely(g: Game, s: int) -> tuple[list[str], list[bool]]:
    if g.marks.get("revolutionary_used") or s not in g.marks.get("revolutionary", []):
        return [], []
    others = [c for c in g.script.chars if c != g.seats[s].char and g.team(c) != "fabled"]
    return [g.rng.choice(others)], [not g.seats[s].evil]


def registered_falsely(g: Game, s: int) -> None:
    if not g.marks.get("revolutionary_used") and s in g.marks.get("revolutionary", []):
        g.marks["revolutionary_used"] = g.name(s)
        g.freedom("revolutionary_registers_falsely")
