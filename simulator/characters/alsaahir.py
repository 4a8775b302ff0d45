"""Alsaahir: "Each day, if you publicly guess which players are Minion(s) and
which are Demon(s), good wins."

Now and then a living Alsaahir (or one who claims it) makes one public guess
a day, `{day: N, alsaahir: Q, minions: [...], demons: [...]}`: sometimes the
true teams, otherwise players drawn at random (the dead too). A living Alsaahir
whose ability works wins for good when every player named as a Minion
registers as one and every other does not, and likewise for the Demons (each
player one detection per team: a Recluse may count, a Spy may not count as a
Minion); such a day is replayed (cases describe games still going). A drunk or
poisoned Alsaahir's guess of the true teams should have won: a malfunction (a
Mathematician counts it).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

GUESS = 0.2  # chance per day that an Alsaahir guesses
RIGHT = 0.3  # a guess names the true teams


def _team(g: Game, team: str) -> list[int]:
    return [i for i, x in enumerate(g.seats) if g.team(x.char) == team]


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("alsaahir") == g.day or not st.chance(g, GUESS):
        return
    seat.marks["alsaahir"] = g.day
    if st.chance(g, RIGHT):
        minions, demons = _team(g, "minion"), _team(g, "demon")
    else:
        k = max(1, len(_team(g, "minion")) + g.rng.choice((-1, 0, 0, 1)))
        minions = g.rng.sample(range(g.n), min(k, g.n - 1))
        demons = [g.rng.choice([i for i in range(g.n) if i not in minions])]
    g.event(alsaahir=g.name(s), minions=[g.name(i) for i in sorted(minions)],
            demons=[g.name(i) for i in sorted(demons)])
    if "alsaahir" not in seat.abilities():
        return
    if not g.works(s, "alsaahir"):
        if sorted(minions) == _team(g, "minion") and sorted(demons) == _team(g, "demon"):
            g.malfunction(s, "alsaahir")
        return
    if all(st.registers_team(g, i, "minion") == (i in minions)
           and st.registers_team(g, i, "demon") == (i in demons) for i in range(g.n)):
        g.end("good wins: the Alsaahir named the Minions and the Demons")
