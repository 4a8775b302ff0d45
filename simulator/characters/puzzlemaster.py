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

SETUP_PER_HOLDER = True  # the setup choice is the seat's own (a Pope's duplicates)


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
    seat.marks["puzzlemaster_guess"] = guess
    report = st.told(g, s, "puzzlemaster", lambda: _report(g, guess, right))
    if report is not None:
        g.report(s, "puzzlemaster", report)


def _report(g: Game, guess: int, demon: bool) -> list[str] | None:
    """`[GUESS, SHOWN]`: SHOWN registers as the Demon (`demon`) or does not."""
    pool = [i for i in range(g.n) if st.registers_team(g, i, "demon") == demon]
    return [g.name(guess), g.name(g.rng.choice(pool))] if pool else None


def false_info(g: Game, s: int, truth: list[str] | None) -> list[str] | None:
    """Drunk or poisoned: the same guess, shown the other kind of player."""
    seat = g.seats[s]
    return _report(g, seat.marks["puzzlemaster_guess"], not seat.marks.get("puzzlemaster_right"))


def anything(g: Game, s: int) -> Any:
    """Any two players; the guess stays the one made, if one was made."""
    guess = g.seats[s].marks.get("puzzlemaster_guess")
    first = g.name(guess) if guess is not None else g.name(g.rng.randrange(g.n))
    return [first, g.name(g.rng.randrange(g.n))]
