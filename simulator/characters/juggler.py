"""Juggler: "On your 1st day, publicly guess up to 5 players' characters.
That night, you learn how many you got correct."

The first day a living player has (or believes they have) the ability (day
1 for a starting Juggler, the day after a change or a Philosopher's
choice) they guess up to five other players' characters, often right; a
guess is correct if the player registers as it then. That night, a Juggler
with the ability alive learns the count; only their sobriety that night
matters. False (drunk, poisoned, the Vortox): any other count from 0 to 5.
A player pretending to be the Juggler guesses on day 1 and makes up a count.

Jinx (Cannibal): "If the Juggler guesses on their first day and dies by
execution, tonight the living Cannibal learns how many guesses the Juggler
got correct": a living Cannibal holding the eaten Juggler's ability is woken
that night and told the Juggler's count.

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


def eaten(g: Game, s: int) -> int | None:
    """The Cannibal jinx: the count of the Juggler executed yesterday (who
    guessed that day, their first: at least one guess) that the Cannibal `s`
    ate, or None."""
    seat = g.seats[s]
    t = g.executed.get(g.night - 1)
    if (t is None or t == s or seat.char != "cannibal" or "juggler" not in seat.gained
            or not g.jinxed("cannibal", "juggler") or g.alive(t)):
        return None
    day_, right = g.seats[t].marks.get("juggler", (0, 0))
    guessed = any(e.get("day") == day_ and "juggler" in e for e in g.seats[t].info)
    return right if day_ == g.night - 1 and guessed else None


def night(g: Game, s: int) -> None:
    day_, right = g.seats[s].marks.get("juggler", (0, 0))
    if g.alive(s) and (ate := eaten(g, s)) is not None:
        g.report(s, "juggler", told(g, s, "juggler", lambda: ate))
        return
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
    return g.alive(s) and (g.night == day_ + 1 or eaten(g, s) is not None)
