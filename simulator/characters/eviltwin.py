"""Evil Twin: "You & an opposing player know each other. If the good player
is executed, evil wins. Good can't win if you both live."

At setup the Storyteller pairs the Evil Twin with any good player, the Good
Twin, who learns on the first night who the Evil Twin is (`{night: 1,
eviltwin: P}`). Executing the Good Twin while the Evil Twin has the ability
(alive, or a dead Minion keeping it) ends the game if the ability works; a
drunk or poisoned Evil Twin's win that did not happen is counted by a
Mathematician. While both live, the Evil Twin is sober and healthy and the
Good Twin still good, good does not win when no Demon lives.

Freedoms left out: no new twin when an alignment changes or the Evil Twin
changes hands (the solver pairs anew: "If both Twins are the same alignment,
the Storyteller chooses a new Twin"): an execution while the pair is stale
is not played on; a game whose end hangs on a drunk Evil Twin or a Good Twin
turned evil is not played on; executing a dead Good Twin is not played on
either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

BLUFF = False


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "eviltwin":
        g.marks["evil_twin"] = s
        g.marks["good_twin"] = g.rng.choice([i for i, x in enumerate(g.seats) if not x.evil])


def night(g: Game, s: int) -> None:
    if g.night == 1 and g.marks.get("evil_twin") == s:
        g.report(g.marks["good_twin"], "eviltwin", g.name(s))


def _stale(g: Game, s: int) -> bool:
    """Seat `s` is the Evil Twin but not the one paired at setup, or its twin now
    shares its alignment: the Storyteller would pair it anew."""
    t = g.marks.get("good_twin")
    return g.seats[s].char == "eviltwin" and (
        g.marks.get("evil_twin") != s or t is None or g.seats[t].evil == g.seats[s].evil)


def on_any_execution(g: Game, s: int, t: int) -> None:
    if _stale(g, s) and g.has_ability(s):
        g.end("an Evil Twin paired anew (not played)")
        return
    if g.marks.get("evil_twin") != s or g.marks.get("good_twin") != t or not g.has_ability(s):
        return
    if not g.alive(t):
        g.end("a dead Good Twin executed (not played)")
    elif g.works(s, "eviltwin"):
        g.end("evil wins: the Good Twin was executed")
    elif not g.seats[t].evil:
        g.malfunction(s, "eviltwin")


def blocks_good_win(g: Game, s: int) -> bool:
    t = g.marks.get("good_twin")
    return (g.marks.get("evil_twin") == s and t is not None and g.alive(s) and g.alive(t)
            and g.works(s, "eviltwin") and not g.seats[t].evil)
