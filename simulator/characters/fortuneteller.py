"""Fortune Teller: "Each night, choose 2 players: you learn if either is a
Demon. There is a good player that registers as a Demon to you."

The red herring is drawn at setup from every good player, the Fortune Teller
too ("may be any good player, even the Fortune Teller themself"). The two
chosen players may be anyone, dead (a dead Demon still nods) or the Fortune
Teller.

Freedoms left out: a Drunk who believes they are the Fortune Teller gets no
red herring (their answers are free anyway); a Spy (who may register as
good) is never the red herring, since choosing it is not a detection the
almanac names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import registers_team, told

if TYPE_CHECKING:
    from simulator.loop import Game


SETUP_PER_HOLDER = True  # each Fortune Teller's red herring is its own (a Pope's duplicates)
KEPT_ON_REVIVAL = ("red_herring",)


def setup_seat(g: Game, s: int) -> None:
    """Each starting Fortune Teller's red herring; the game's (written as the
    truth's) is the first one's, and serves a holder who gains the ability."""
    if g.seats[s].char == "fortuneteller":
        herring = g.rng.choice([i for i, x in enumerate(g.seats) if not x.evil])
        g.seats[s].marks["red_herring"] = herring
        g.marks.setdefault("red_herring", herring)


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    a, b = g.rng.sample(range(g.n), 2)
    g.chosen(s, "fortuneteller", a)
    g.chosen(s, "fortuneteller", b)

    def truth() -> bool:
        herring = g.seats[s].marks.get("red_herring", g.red_herring)
        return any(x == herring or registers_team(g, x, "demon") for x in (a, b))

    answer = told(g, s, "fortuneteller", truth)
    if isinstance(answer, list):  # made up: keep the players really chosen
        answer = answer[2]
    g.report(s, "fortuneteller", [g.name(a), g.name(b), bool(answer)])


def anything(g: Game, s: int) -> Any:
    return [g.name(i) for i in g.rng.sample(range(g.n), 2)] + [g.rng.random() < 0.5]


def false_info(g: Game, s: int, truth: bool) -> bool:
    return not truth
