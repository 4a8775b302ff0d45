"""Cerenovus: "Each night, choose a player & a good character: they are
"mad" they are this character tomorrow, or might be executed."

Each night the Cerenovus (alive, or a dead Minion keeping the ability)
chooses any player and any good character of the script. A drunk or
poisoned Cerenovus's madness has no effect (a Mathematician counts it), but
the player was still told and may act mad all the same. A good player made
mad, alive that night and with a day after it in the case, honours it or
not: honouring, they claim that character for the whole case (with made-up
reports, see `simulator.madness`). Executions for madness are ordinary
executions (the loop's votes).

Freedoms left out: the madness honoured only by claiming (not by a partial
day); the Storyteller's execution for madness outside nominations; see
`simulator.madness` for the solver's narrowings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import madness
from simulator import storyteller as st
from simulator.game import order_of
from simulator.state import MAD, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

HONOUR = 0.5


def night(g: Game, s: int) -> None:
    if not g.has_ability(s):
        return
    t = st.pick(g, alive_bias=0.95)
    c = g.rng.choice([c for c in g.script.good()])
    works = g.works(s, "cerenovus")
    g.note(cerenovus=g.name(s), mad=g.name(t), about=c, works=works)
    g.marks.setdefault("cerenovus", []).append((t, c, g.night))
    if works:
        g.add_effect(Effect(MAD, t, s, "cerenovus", until=order_of("day", g.night), data=c))
    else:
        g.malfunction(s, "cerenovus")


def at_end(g: Game, s: int) -> None:
    kind, last = g.last_phase
    last_day = last if kind == "day" else last - 1
    for t, c, n in g.marks.pop("cerenovus", []):
        seat = g.seats[t]
        if (n > last_day or c == seat.claim or not seat.alive_at("night", n)
                or not madness.may_claim_otherwise(g, t) or g.rng.random() >= HONOUR):
            continue
        madness.claim_instead(g, t, c, "cerenovus")
