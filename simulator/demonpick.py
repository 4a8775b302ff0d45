"""The nightly pick official jinxes give the Leviathan and the Riot: "Each
night*, the Leviathan [Riot] chooses an alive good player (different to
previous nights): a chosen Banshee dies & gains their ability / a chosen
Farmer, Ravenkeeper or Sage uses their ability but does not die."

As the solver (rules/demonpick.py): once a night from the second on, just
before the step of the first of those characters on the script, a jinxed
Demon alive, sober, healthy and awake picks a living good player it has not
picked on an earlier night; often one the jinxes touch, when one lives. The
chosen character's own module acts on the pick at its step (`chosen`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

JINXED = ("sage", "banshee", "farmer", "ravenkeeper")
TOUCHED = 0.6  # the Demon picks a player the jinxes touch, when one may be picked


def before_step(g: Game, s: int, char: str, demon: str) -> None:
    """The Demon `demon` in seat `s`, just before `char`'s step tonight."""
    if g.night == 1 or char not in JINXED or not g.jinxed(char, demon) \
            or g.marks.get("demon_pick_night") == g.night:
        return
    g.marks["demon_pick_night"] = g.night
    if not g.alive(s) or g.effects_on(s, KEPT_ASLEEP):
        return
    g.woke_tonight.add(s)  # woken to choose, working or not (a Chambermaid counts it)
    if not g.works(s, demon):
        return
    done = g.marks.setdefault("demon_picked", [])
    free = [t for t in g.alive_seats() if not g.seats[t].evil and t not in done]
    touched = [t for t in free if any(c in JINXED and g.jinxed(c, demon)
                                      for c in g.seats[t].wakes_as())]
    if not free:
        return
    t = g.rng.choice(touched if touched and st.chance(g, TOUCHED) else free)
    done.append(t)
    g.marks["demon_pick"] = (g.night, t, s, demon)
    g.note(demon_pick=g.name(t), by=demon)
    if touched and t in touched:
        g.freedom("demon_pick_jinx")


def chosen(g: Game, s: int, char: str) -> bool:
    """Tonight's pick chose `s`, holding or believing it holds `char`'s
    ability, under its jinx."""
    night, t, _, demon = g.marks.get("demon_pick", (0, -1, -1, ""))
    return night == g.night and t == s and char in g.seats[s].wakes_as() \
        and g.jinxed(char, demon)


def picker(g: Game) -> int | None:
    """The seat of the Demon that made tonight's pick."""
    night, _, by, _ = g.marks.get("demon_pick", (0, -1, -1, ""))
    return by if night == g.night else None
