"""Widow: "On your 1st night, look at the Grimoire & choose a player: they are
poisoned. 1 good player knows a Widow is in play."

On the Widow's first night she chooses any player (herself too: "points to a
character token in the Grimoire"), who is poisoned "until the Widow dies"
(or stops being the Widow). That night one good player learns a Widow is in
play (`{night: N, widow: yes}`): any player who registers as good then (a Spy
may), Travellers too. A drunk or poisoned Widow poisons nobody, and the
Storyteller may or may not tell a good player. The Widow's own choice is not
reported (she claims a good character).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.05
TELL_WHEN_DROISONED = 0.5


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("widow_done") or "widow" not in seat.abilities():
        return
    seat.marks["widow_done"] = True
    t = s if st.chance(g, SELF) else st.pick(g, {s})
    g.chosen(s, "widow", t)
    works = g.works(s, "widow")
    g.note(widow=g.name(s), chooses=g.name(t), works=works)
    if works:
        g.add_effect(Effect(POISONED, t, s, "widow", while_source=True))
    if works or st.chance(g, TELL_WHEN_DROISONED):
        if not works:
            g.freedom("widow_droisoned_told")
        good = [i for i in range(g.n) if i != s and not st.register_evil(g, i)]
        if good:
            g.report(g.rng.choice(good), "widow", True)
