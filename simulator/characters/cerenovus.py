"""Cerenovus: "Each night, choose a player & a good character: they are
"mad" they are this character tomorrow, or might be executed."

Each night the Cerenovus (alive, or a dead Minion keeping the ability)
chooses any player and any good character of the script. A drunk or
poisoned Cerenovus's madness has no effect (a Mathematician counts it), but
the player was still told and may act mad all the same. A good player made
mad, alive that night, honours it or not (drawn at dawn): honouring, they
claim that character for the whole case (with made-up reports, see
`simulator.madness`) if the case reaches that day; not honouring a working
madness, the Storyteller may execute them at once (an `executed` event with
no nomination), unless they are a Traveller (never executed: the almanac's
execution is "of a player other than a Traveller"). Jinx (Goblin): "The
Cerenovus may choose to make a player mad that they are the Goblin": with
the Goblin on the script it is one of the characters drawn.

Freedoms left out: the madness honoured only by claiming (not by a partial
day); see `simulator.madness` for the solver's narrowings.
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
EXECUTE = 0.2  # the Storyteller executes a player not honouring a working madness


def night(g: Game, s: int) -> None:
    if not g.has_ability(s):
        return
    t = st.pick(g, alive_bias=0.95)
    goblin = "goblin" in g.script.chars and g.jinxed("cerenovus", "goblin")
    c = g.rng.choice(g.script.good() + (["goblin"] if goblin else []))
    g.chosen(s, "cerenovus", t)
    works = g.works(s, "cerenovus")
    g.note(cerenovus=g.name(s), mad=g.name(t), about=c, works=works)
    g.marks.setdefault("cerenovus", []).append((t, c, g.night, works))
    if works:
        g.add_effect(Effect(MAD, t, s, "cerenovus", until=order_of("day", g.night), data=c))
    else:
        g.malfunction(s, "cerenovus")


def at_dawn(g: Game, s: int) -> None:
    """Whether each player made mad last night honours it; the Storyteller may
    execute one who does not (a working madness, before any nomination)."""
    for t, c, n, worked in g.marks.get("cerenovus", []):
        seat = g.seats[t]
        if n != g.day or "honours" in seat.marks or seat.evil or not g.alive(t):
            continue
        seat.marks["honours"] = (c, g.rng.random() < HONOUR)
        if not seat.marks["honours"][1]:
            g.freedom("madness_broken")
        # "Execution: the group decision to kill a player other than a
        # Traveller" (almanac): a mad Traveller is never executed for it.
        if (not seat.marks["honours"][1] and worked and g.executed_today is None
                and not seat.traveller and g.rng.random() < EXECUTE):
            g.freedom("madness_execution")
            g.event(executed=g.name(t))
            g.execute(t)


def at_end(g: Game, s: int) -> None:
    for t in range(g.n):
        c, honours = g.seats[t].marks.get("honours", ("", False))
        if honours and c != g.seats[t].claim and madness.may_claim_otherwise(g, t):
            madness.claim_instead(g, t, c, "cerenovus")
