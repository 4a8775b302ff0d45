"""Devil's Advocate: "Each night, choose a living player (different to last
night): if executed tomorrow, they don't die."

Each night the Devil's Advocate chooses a living player other than last
night's choice (themself too). If they were sober and healthy when choosing
and are alive at the execution the next day, the chosen player, executed,
does not die (the case shows `died: false`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from simulator.loop import Game


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s):
        return
    last = seat.marks.get("devilsadvocate", {}).get("target")
    options = [i for i in g.alive_seats() if i != last]
    if not options:
        return
    t = g.rng.choice(options)
    g.chosen(s, "devilsadvocate", t)
    works = g.works(s, "devilsadvocate")
    seat.marks["devilsadvocate"] = {"day": g.night, "target": t, "works": works}
    g.note(devilsadvocate=seat.name, chooses=g.name(t), works=works)


def failed_to_save(g: Game, holder: int, s: int, cause: str) -> bool:
    """A drunk or poisoned Devil's Advocate's chosen player executed and dying."""
    m = g.seats[holder].marks.get("devilsadvocate")
    return (cause == "execution" and m is not None and m["target"] == s and m["day"] == g.day
            and g.alive(holder) and not g.works(holder, "devilsadvocate"))


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    m = g.seats[holder].marks.get("devilsadvocate")
    return (cause == "execution" and m is not None and m["works"] and m["target"] == s
            and m["day"] == g.day and g.alive(holder)
            and "devilsadvocate" in g.seats[holder].abilities())
