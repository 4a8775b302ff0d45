"""Random STATEMENTs about the game as it stands (case-format STATEMENT
grammar: evil(P), good(P), is(P, team), is(P, character), not, and, or) with
their truth, for abilities that hear or ask things (Savant, Artist)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import register_char, register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

TEAMS = ("townsfolk", "outsider", "minion", "demon")
TRIES = 200


def atom(g: Game) -> tuple[str, bool]:
    """One statement about one player (each a detection of its own)."""
    rng = g.rng
    p = rng.randrange(g.n)
    name = g.name(p)
    kind = rng.random()
    if kind < 0.3:
        return f"evil({name})", register_evil(g, p)
    if kind < 0.4:
        return f"good({name})", not register_evil(g, p)
    if kind < 0.7:
        team = rng.choice(TEAMS)
        return f"is({name}, {team})", g.team(register_char(g, p)) == team
    c = g.seats[p].char if rng.random() < 0.3 else rng.choice(g.script.seated())
    return f"is({name}, {c})", register_char(g, p) == c


def statement(g: Game, want: bool | None = None) -> tuple[str, bool]:
    """A random statement and its truth; with `want`, one with that truth."""
    rng = g.rng
    for _ in range(TRIES):
        text, value = atom(g)
        if rng.random() < 0.3:
            t2, v2 = atom(g)
            if rng.random() < 0.5:
                text, value = f"{text} or {t2}", value or v2
            else:
                text, value = f"{text} and {t2}", value and v2
        elif rng.random() < 0.15:
            text, value = f"not {text}", not value
        if want is None or value == want:
            return text, value
    raise AssertionError("no statement with the wanted truth")
