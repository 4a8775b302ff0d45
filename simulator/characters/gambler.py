"""Gambler: "Each night*, choose a player & guess their character: if you
guess wrong, you die."

Each night but the first the Gambler chooses any player (dead, alive or
themself) and guesses a character of the script (often the right one); a
sober and healthy Gambler whose guess is wrong (as the player registers)
dies by their own ability, unless something keeps them alive. No feedback:
the report is the guess.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

RIGHT = 0.6
SELF = 0.05


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s):
        return
    p = s if g.rng.random() < SELF else st.pick(g, {s}, 0.85)
    guess = g.seats[p].char if g.rng.random() < RIGHT else g.rng.choice(g.script.seated())
    g.report(s, "gambler", [g.name(p), guess])
    g.chosen(s, "gambler", p)
    if not g.works(s, "gambler"):
        if "gambler" in g.seats[s].abilities() and st.register_char(g, p) != guess:
            g.malfunction(s, "gambler")  # drunk or poisoned: a wrong guess should kill
        return
    wrong = st.register_char(g, p) != guess
    g.note(gambler=g.name(s), guesses=[g.name(p), guess], wrong=wrong)
    if wrong:
        g.kill(s, "gambler")


def anything(g: Game, s: int) -> Any:
    return [g.name(g.rng.randrange(g.n)), g.rng.choice(g.script.seated())]


def reports_on(g: Game, s: int, n: int) -> bool:
    return n > 1 and g.seats[s].alive_at("day", n - 1)
