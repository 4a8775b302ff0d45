"""Bounty Hunter: "You start knowing 1 evil player. If the player you know dies,
you learn another evil player tonight. [1 Townsfolk is evil]"

At setup the Storyteller makes one Townsfolk player evil (any, the Bounty
Hunter too). On the first night the Bounty Hunter is shown a player who
registers as evil; on a later night, woken only if the player it knows has
died, another one (not the one it knew). False (drunk, poisoned, the
Vortox): a player registering as good.

Jinx (Kazali): a Bounty Hunter the Kazali made a Minion makes no evil
Townsfolk: the Kazali's Minions are drawn as the bag, so only a Bounty
Hunter in play at the start does.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

# Its setup makes a Townsfolk evil before any other setup choice reads who is good.
SETS_ALIGNMENT = True


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char != "bountyhunter" or "bountyhunter_evil" in g.marks:
        return
    townsfolk = [i for i, x in enumerate(g.seats)
                 if not x.traveller and g.team(x.char) == "townsfolk"]
    t = g.rng.choice(townsfolk)
    g.marks["bountyhunter_evil"] = t
    g.seats[t].evil = True


def wakes(g: Game, s: int) -> bool:
    known = g.seats[s].marks.get("bountyhunter")
    return g.alive(s) and (g.night == 1 or known is not None and not g.alive(known))


def truth(g: Game, s: int, known: int | None) -> str | None:
    evil = [i for i in range(g.n) if i != known and st.register_evil(g, i)]
    return g.name(g.rng.choice(evil)) if evil else None


def night(g: Game, s: int) -> None:
    if not wakes(g, s):
        return
    marks = g.seats[s].marks
    known = marks.get("bountyhunter")
    answer = st.told(g, s, "bountyhunter", lambda: truth(g, s, known))
    if answer is not None:
        g.report(s, "bountyhunter", answer)
        marks["bountyhunter"] = next(i for i, x in enumerate(g.seats) if x.name == answer)


def false_info(g: Game, s: int, truth: str | None) -> str | None:
    good = [i for i in range(g.n) if not st.register_evil(g, i)]
    return g.name(g.rng.choice(good)) if good else None


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
