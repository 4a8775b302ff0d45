"""Barista (Traveller): "Each night, until dusk, 1) a player becomes sober,
healthy & gets true info, or 2) their ability works twice. They learn which."

Each night while the Barista lives, the Storyteller picks a player (any, the
Barista too) and one of the two, wakes that player and tells them which
(`{night: N, barista: sober}` or `twice` on their own report). 1) Until
dusk, while the Barista's ability works, the player is sober and healthy
and told the truth (`Game.sobered`). 2) Their ability works twice: an
information ability's step is played twice that night (two reports), and
so is the Poisoner's poisoning and the Imp's or the No Dashii's kill. A drunk
or poisoned Barista changes nobody; the Storyteller sometimes still wakes a
player and tells them either.

Freedoms left out: a second working of any other ability (the player is told
`twice` and nothing more happens), of any day ability, and any second
working while an ability in play reacts to being chosen (a Goon's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.characters import hook
from simulator.game import order_of
from simulator.state import SOBERED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

TWICE = 0.5
TELL_WHEN_BROKEN = 0.5
# Abilities whose night step may simply be played twice (besides information).
STEP_TWICE = ("poisoner", "imp", "nodashii")


def wakes(g: Game, s: int) -> bool:
    return False


def night(g: Game, s: int) -> None:
    g.marks.pop("barista", None)
    if not g.alive(s) or "barista" not in g.seats[s].abilities():
        return
    works = g.works(s, "barista")
    if not works and not st.chance(g, TELL_WHEN_BROKEN):
        return
    t = st.pick(g)
    twice = g.rng.random() < TWICE
    g.report(t, "barista", "twice" if twice else "sober")
    if t == s and st.chance(g, TELL_WHEN_BROKEN):
        g.woke_tonight.add(s)  # woken by their own ability, as the Storyteller reads it
    g.note(barista=g.name(s), chooses=g.name(t), twice=twice, works=works)
    if not works:
        return
    if twice:
        g.marks["barista"] = (g.night, t)
        g.freedom("barista_twice")
    else:
        g.add_effect(Effect(SOBERED, t, s, "barista", until=order_of("day", g.night),
                            while_source=True))


def before_step(g: Game, s: int, char: str) -> None:
    """Just before a doubled player's step: the step played once more."""
    mark = g.marks.get("barista")
    if not mark or mark[0] != g.night or char in ("dawn", "barista") or not g.alive(s):
        return
    t = mark[1]
    if char not in g.seats[t].abilities() or not _doubles(g, char):
        return
    g.marks["barista"] = None  # once
    g.freedom("barista_step_twice")
    g.night_step(char, t)


def _doubles(g: Game, char: str) -> bool:
    """An information ability woken every night, or one of `STEP_TWICE`; never
    while an ability reacts to being chosen (a Goon's)."""
    if any(hook(c, "on_chosen") for x in g.seats for c in x.abilities()):
        return False
    if char in STEP_TWICE:
        return True
    return g.team(char) in ("townsfolk", "outsider") and hook(char, "anything") is not None \
        and hook(char, "wakes") is None and hook(char, "reports_on") is None


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(("sober", "twice"))
