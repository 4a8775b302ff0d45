"""Virgin: "The 1st time you are nominated, if the nominator is a Townsfolk,
they are executed immediately."

The first nomination spends the ability whatever happens ("even if the
Virgin was poisoned or drunk"); it fires if the Virgin is alive, sober and
healthy and the nominator registers as a Townsfolk (a Spy may). The
execution ends the day's nominations.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.storyteller import registers_team

if TYPE_CHECKING:
    from simulator.loop import Game


def on_nominated(g: Game, t: int, q: int) -> bool:
    first = not g.seats[t].marks.get("nominations")
    if (first and g.alive(t) and "virgin" in g.seats[t].abilities() and not g.works(t, "virgin")
            and g.team(g.seats[q].char) == "townsfolk"):
        g.malfunction(t, "virgin")  # a Townsfolk nominator should have been executed
    if not (first and g.alive(t) and g.works(t, "virgin") and registers_team(g, q, "townsfolk")):
        return False
    g.event(virgin=g.name(t), nominated_by=g.name(q), executed=g.name(q))
    g.execute(q)
    return True
