"""Claims a good player makes although they do not believe them: madness
(the Cerenovus's, the Mutant's) honoured by claiming another character for
the whole case, with made-up reports for it and none of their own (the Good
Twin's knowledge stays: it is what they were shown).

Narrowings the solver's reading needs (legal games, not every legal game):
no madness claim with a Mathematician in play (its count would see the
dropped information), none by a player who learnt a change of character,
and none by a Philosopher whose hidden choice had effects beyond
information or once any character changed hands in the game (the solver
reads a hidden choice as one seat made drunk).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game

HIDDEN_CHOICE_EFFECTS = ("snakecharmer", "sweetheart", "barber", "klutz")


def may_claim_otherwise(g: Game, s: int) -> bool:
    seat = g.seats[s]
    if seat.evil or seat.changes or seat.marks.get("mad_claim"):
        return False
    if any("mathematician" in (x.start, x.char, *x.gained) for x in g.seats):
        return False
    chose = seat.marks.get("philosopher")
    return chose is None or (chose not in HIDDEN_CHOICE_EFFECTS
                             and not any(x.changes for x in g.seats))


TURNED_LIE = 0.5  # a player turned evil lies about their whole game


def turned_evil(g: Game, s: int) -> None:
    """A player who started good and is evil at the end may have said
    everything while evil: sometimes they claim any good character (an
    Outsider too) with made-up reports (added with the evil players'), and
    none of what they learnt. Not a Philosopher who chose (its hidden choice,
    see above)."""
    seat = g.seats[s]
    if (not seat.evil or g.team(seat.start) not in ("townsfolk", "outsider")
            or "philosopher" in seat.marks or seat.marks.get("lied")
            or g.rng.random() >= TURNED_LIE):
        return
    seat.marks["lied"] = True
    g.freedom("turned_evil_lie")
    seat.claim = g.rng.choice(g.script.good())
    seat.info = []
    g.note(turned_evil_claims=seat.claim, player=seat.name)


def claim_instead(g: Game, s: int, c: str, why: str) -> None:
    """`s` claims `c` for the whole case, with made-up reports for it."""
    seat = g.seats[s]
    seat.claim = c
    seat.marks["mad_claim"] = c
    g.freedom("madness_claim")
    seat.info = [e for e in seat.info if "eviltwin" in e]
    g.note(claims_instead=c, player=seat.name, why=why)
    g.made_up_reports(s, c)
