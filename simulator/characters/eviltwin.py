"""Evil Twin: "You & an opposing player know each other. If the good player
is executed, evil wins. Good can't win if you both live."

At setup the Storyteller pairs the Evil Twin with any good player, the Good
Twin, who learns on the first night who the Evil Twin is (`{night: 1,
eviltwin: P}`). Executing the Good Twin while the Evil Twin has the ability
(alive, or a dead Minion keeping it) ends the game if the ability works; a
drunk or poisoned Evil Twin's win that did not happen is counted by a
Mathematician. While both live, the Evil Twin is sober and healthy and the
Good Twin still good, good does not win when no Demon lives.

A granted ability (an Alchemist's, an evil Apprentice's) has a pair of its
own: the holder and an opposing player the Storyteller picks as it is gained
(a good twin is shown the holder); executing the pair's good player while
the holder's ability works ends the game, and good cannot win while both
live.

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
    seat = g.seats[s]
    if seat.char != "eviltwin" and "eviltwin" in seat.gained and "own_twin" not in seat.marks:
        # A granted ability (an Alchemist's, an evil Apprentice's): the Storyteller
        # pairs its holder with an opposing player of its own as it gains it.
        opposing = [i for i, x in enumerate(g.seats) if i != s and x.evil != seat.evil]
        if opposing:
            twin = seat.marks["own_twin"] = g.rng.choice(opposing)
            if not g.seats[twin].evil:
                g.report(twin, "eviltwin", g.name(s))


def _own_pair(g: Game, s: int) -> tuple[int, int] | None:
    """(holder, twin) of a granted Evil Twin ability held by `s`, if paired."""
    seat = g.seats[s]
    twin = seat.marks.get("own_twin")
    return None if twin is None or seat.char == "eviltwin" else (s, twin)


def _stale(g: Game, s: int) -> bool:
    """Seat `s` is the Evil Twin but not the one paired at setup, or its twin now
    shares its alignment: the Storyteller would pair it anew."""
    t = g.marks.get("good_twin")
    return g.seats[s].char == "eviltwin" and (
        g.marks.get("evil_twin") != s or t is None or g.seats[t].evil == g.seats[s].evil)


def on_any_execution(g: Game, s: int, t: int) -> None:
    pair = _own_pair(g, s)
    if pair is not None:
        if t in pair and not g.seats[t].evil and g.has_ability(s):
            if not g.alive(t):
                g.end("a dead good player of an Evil Twin pair executed (not played)")
            elif g.works(s, "eviltwin"):
                g.end("evil wins: the good player of a granted Evil Twin's pair was executed")
            else:
                g.malfunction(s, "eviltwin")
        return
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
    pair = _own_pair(g, s)
    if pair is not None:
        return g.alive(s) and g.alive(pair[1]) and g.works(s, "eviltwin")
    t = g.marks.get("good_twin")
    return (g.marks.get("evil_twin") == s and t is not None and g.alive(s) and g.alive(t)
            and g.works(s, "eviltwin") and not g.seats[t].evil)
