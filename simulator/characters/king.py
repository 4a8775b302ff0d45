"""King: "Each night, if the dead equal or outnumber the living, you learn 1
alive character. The Demon knows you are the King."

At his step, if the dead players (Travellers too) equal or outnumber the
living, the King is shown the character of a living player the Storyteller
draws (himself included), as that player registers; false (drunk, poisoned,
the Vortox): a character no living player may register as (none: no report,
as when a Spy and a Recluse may show every one). The Demon's knowing him
is told to the Demon alone and changes no report.

Jinxes (Leviathan, Riot): with that Demon in play and at least one player
dead, the King learns a living character each night (as the solver).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_char, register_options, told

if TYPE_CHECKING:
    from simulator.loop import Game


JINXED = ("leviathan", "riot")


def _dead_enough(g: Game) -> bool:
    living = sum(g.alive(x) for x in range(g.n))
    return g.n - living >= living or (_jinx(g) and living < g.n)


def _jinx(g: Game) -> bool:
    """A jinxed Demon in play: then one death is enough."""
    return any(g.in_play(d) and g.jinxed("king", d) for d in JINXED)


def wakes(g: Game, s: int) -> bool:
    """Woken only on a night the dead equal or outnumber the living (never the
    first: the Demon is woken to learn the King, not the King)."""
    return g.alive(s) and _dead_enough(g) and g.night > 1


def night(g: Game, s: int) -> None:
    if not wakes(g, s):
        return
    shown = g.rng.choice([x for x in range(g.n) if g.alive(x)])
    answer = told(g, s, "king", lambda: register_char(g, shown))
    if answer is not None:  # false, with every character shown by someone living
        g.report(s, "king", answer)


def false_info(g: Game, s: int, truth: str | None) -> str | None:
    """A character no living player may register as."""
    shown = {c for x in range(g.n) if g.alive(x) for c in register_options(g, x)[0]}
    pool = [c for c in g.script.seated() if c not in shown]
    return g.rng.choice(pool) if pool else None


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.seated())


def reports_on(g: Game, s: int, n: int) -> bool:
    living = sum(x.alive_at("night", n) for x in g.seats)
    enough = g.n - living >= living or (_jinx(g) and living < g.n)
    return n > 1 and g.seats[s].alive_at("night", n) and enough
