"""Juggler: "On your 1st day, publicly guess up to 5 players' characters.
That night, you learn how many you got correct."

The first day a living player has (or believes they have) the ability (day
1 for a starting Juggler, the day after a change or a Philosopher's
choice) they guess up to five other players' characters, often right; a
guess is correct if the player registers as it then. That night, a Juggler
with the ability alive learns the count; only their sobriety that night
matters. False (drunk, poisoned, the Vortox): any other count from 0 to 5.
A player pretending to be the Juggler guesses on day 1 and makes up a count.

Freedoms left out: a Juggler guessing themself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import register_char, told

if TYPE_CHECKING:
    from simulator.loop import Game

RIGHT = 0.4


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if "juggler" in seat.marks or "juggler" not in seat.wakes_as() and g.day != 1:
        return
    others = [i for i in range(g.n) if i != s]
    k = g.rng.randint(0, min(5, len(others)))
    guesses: dict[str, str] = {}
    for p in g.rng.sample(others, k):
        real = g.rng.random() < RIGHT
        guesses[g.name(p)] = g.seats[p].char if real else g.rng.choice(g.script.seated())
    right = sum(register_char(g, next(i for i in others if g.name(i) == p)) == c
                for p, c in guesses.items())
    seat.marks["juggler"] = (g.day, right)
    if guesses:
        g.report(s, "juggler", guesses)


def night(g: Game, s: int) -> None:
    day_, right = g.seats[s].marks.get("juggler", (0, 0))
    if not g.alive(s) or g.night != day_ + 1:
        return
    g.report(s, "juggler", told(g, s, "juggler", lambda: right))


def false_info(g: Game, s: int, truth: int) -> int:
    return g.rng.choice([k for k in range(6) if k != truth])


def anything(g: Game, s: int) -> Any:
    return g.rng.randint(0, 3)


def reports_on(g: Game, s: int, n: int) -> bool:
    seat = g.seats[s]
    return seat.marks.get("juggler", (0, 0))[0] == n - 1 and seat.alive_at("night", n)


def wakes(g: Game, s: int) -> bool:
    """Woken only the night after their first day."""
    day_, _ = g.seats[s].marks.get("juggler", (0, 0))
    return g.alive(s) and g.night == day_ + 1
