"""Golem: "You may only nominate once per game. When you do, if the nominee
is not the Demon, they die."

A player who is (or believes they are) the Golem nominates at most once a
game. On that nomination, before the vote, a living Golem whose ability works
kills a living nominee who does not register as the Demon at that detection
(a Recluse may); the death is written after the nomination's record,
`{day: N, died: P, after_nominated_by: Q}`, and the nomination still goes to
the vote. A drunk or poisoned Golem's nomination kills nobody, and is spent
either way.

Freedoms left out: an evil player who claims the Golem nominates as often as
anyone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def may_nominate(g: Game, s: int) -> bool:
    return not g.seats[s].marks.get("golem")


def before_vote(g: Game, nominee: int, nominator: int) -> None:
    seat = g.seats[nominator]
    if "golem" not in seat.wakes_as() or seat.marks.get("golem"):
        return
    seat.marks["golem"] = g.day
    if "golem" in seat.abilities() and g.alive(nominator) and g.works(nominator, "golem") \
            and g.alive(nominee) and not st.registers_team(g, nominee, "demon") \
            and g.kill(nominee, "golem"):
        g.marks["golem_killed"] = (nominee, nominator)


def on_any_nomination(g: Game, holder: int, nominee: int, nominator: int) -> None:
    killed = g.marks.pop("golem_killed", None)
    if killed is not None:
        g.event(died=g.name(killed[0]), after_nominated_by=g.name(killed[1]))
