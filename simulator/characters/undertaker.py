"""Undertaker: "Each night*, you learn which character died by execution today."

Only a player who died by execution (a dead player executed does not die);
the Drunk shows as the Drunk, a Spy or Recluse registers afresh. If nobody
died by execution, nothing is learnt.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_char, told

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    e = g.executed.get(g.night - 1)
    if not g.alive(s) or e is None:
        return
    g.report(s, "undertaker", told(g, s, "undertaker", lambda: register_char(g, e)))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.seated())


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("night", n) and any(
        x.death == ("day", n - 1) and x.cause == "execution" for x in g.seats)


def false_info(g: Game, s: int, truth: str) -> str:
    """A character the executed player did not register as."""
    return g.rng.choice([c for c in g.script.seated() if c != truth])


def wakes(g: Game, s: int) -> bool:
    """Woken only after a day a player died by execution."""
    return g.alive(s) and g.executed.get(g.night - 1) is not None
