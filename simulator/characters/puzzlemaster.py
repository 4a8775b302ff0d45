"""Puzzlemaster: "1 player is drunk, even if you die. If you guess (once) who
it is, learn the Demon player, but guess wrong & get false info."

At setup the Storyteller makes one other player (any character, good or
evil) drunk for the whole game: the drunkenness lasts after the
Puzzlemaster dies and pauses while the Puzzlemaster is drunk or poisoned or
no longer holds the ability. Once a game, on some day, a living Puzzlemaster
(or one who claims it) guesses a player, reported as day information
`[GUESS, SHOWN]`: right, it is shown a player registering as the Demon;
wrong, a player who does not (the false information the text promises);
drunk or poisoned, either (the other a malfunction a Mathematician counts).

Freedoms left out: the guess is made by day only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

KEPT_ON_REVIVAL = ("puzzlemaster_drunk",)  # the drunk player stays the same
GUESS = 0.2  # chance per day that the Puzzlemaster guesses
RIGHT = 0.4  # a guess names the drunk player


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "puzzlemaster":
        t = g.rng.choice([i for i in range(g.n) if i != s])
        g.seats[s].marks["puzzlemaster_drunk"] = t
        g.note(puzzlemaster=g.seats[s].name, drunk=g.name(t))


def droisons(g: Game, s: int) -> list[int]:
    t = g.seats[s].marks.get("puzzlemaster_drunk")
    return [t] if t is not None else []


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("puzzlemaster_guessed") or not st.chance(g, GUESS):
        return
    seat.marks["puzzlemaster_guessed"] = g.day
    drunk = seat.marks.get("puzzlemaster_drunk")
    right = drunk is not None and st.chance(g, RIGHT)
    seat.marks["puzzlemaster_right"] = right
    guess = drunk if right else st.pick(g, {s} if drunk is None else {s, drunk})
    shown = st.told(g, s, "puzzlemaster", lambda: _shown(g, right))
    if shown is not None:
        g.report(s, "puzzlemaster", [g.name(guess), shown])


def _shown(g: Game, demon: bool) -> str | None:
    """A player who registers as the Demon (`demon`) or one who does not."""
    pool = [i for i in range(g.n) if st.registers_team(g, i, "demon") == demon]
    return g.name(g.rng.choice(pool)) if pool else None


def false_info(g: Game, s: int, truth: str | None) -> str | None:
    """Drunk or poisoned: shown the other kind of player."""
    return _shown(g, not g.seats[s].marks.get("puzzlemaster_right"))


def anything(g: Game, s: int) -> Any:
    return [g.name(g.rng.randrange(g.n)), g.name(g.rng.randrange(g.n))]
