"""Village Idiot: "Each night, choose a player: you learn their alignment.
[+0 to +2 Village Idiots. 1 of the extras is drunk]"

Seeds 000, 002 and 004 (Korean description): "Village Idiots added during
setup replace other Townsfolk"; "there can be 1, 2 or up to 3"; "The
Storyteller chooses the drunk Village Idiot during setup"; "If there is only
one Village Idiot, that player is not drunk"; "A drunk Village Idiot may
still receive true information"; the drunk one stays drunk whatever happens
to the others. So at setup 0, 1 or 2 other Townsfolk tokens in the bag
become Village Idiots (never one whose ability changed the setup counts:
that change would no longer be explained), and with two or more one of them,
the Storyteller's pick, is drunk for the whole game. Each night each one
chooses any player (dead, alive, rarely themself) and learns the alignment
that player registers as.

Jinx (Pit-Hag): after the Pit-Hag makes an extra Village Idiot, "the drunk
Village Idiot might change": sometimes another Village Idiot (or none) is
made the drunk one instead (`redraw_drunk`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st
from simulator.characters import hook
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.03
REDRAW = 0.5  # the drunk one changes after the Pit-Hag's extra Village Idiot


def setup_bag(g: Game, bag: list[str]) -> None:
    swappable = [i for i, c in enumerate(bag) if g.team(c) == "townsfolk"
                 and c != "villageidiot" and not hook(c, "setup_counts")
                 and not hook(c, "setup_bag")  # not a token that shaped the bag (the Atheist)
                 and not (c == "king" and "choirboy" in bag)]  # nor one another brought
    extra = g.rng.choice([0, 1, 2])
    for i in g.rng.sample(swappable, min(extra, len(swappable))):
        bag[i] = "villageidiot"


def setup_seat(g: Game, s: int) -> None:
    if "villageidiot" in g.marks or g.seats[s].char != "villageidiot":
        return
    idiots = [i for i, x in enumerate(g.seats) if x.char == "villageidiot"]
    g.marks["villageidiot"] = {"count": str(len(idiots))}
    if len(idiots) >= 2:
        g.freedom("villageidiot_extra")
        t = g.rng.choice(idiots)
        g.marks["villageidiot"]["drunk"] = g.name(t)
        g.add_effect(Effect(DRUNK, t, None, "villageidiot"))


def redraw_drunk(g: Game) -> None:
    """The Pit-Hag jinx: sometimes the drunk marker moves to any Village Idiot,
    or off them all."""
    if g.rng.random() >= REDRAW:
        return
    g.freedom("villageidiot_drunk_redrawn")
    g.effects = [e for e in g.effects if not (e.kind == DRUNK and e.by == "villageidiot")]
    idiots = [i for i, x in enumerate(g.seats) if x.char == "villageidiot"]
    t = g.rng.choice([*idiots, None])
    marks = g.marks.setdefault("villageidiot", {})
    marks.pop("drunk", None)
    if t is not None:
        marks["drunk"] = g.name(t)
        g.add_effect(Effect(DRUNK, t, None, "villageidiot"))
    g.note(villageidiot_drunk=g.name(t) if t is not None else None)


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    p = s if st.chance(g, SELF) else st.pick(g, {s}, 0.85)
    g.chosen(s, "villageidiot", p)
    answer = st.told(g, s, "villageidiot",
                     lambda: "evil" if st.register_evil(g, p) else "good")
    if isinstance(answer, list):  # made up: keep the player really chosen
        answer = answer[1]
    g.report(s, "villageidiot", [g.name(p), answer])


def anything(g: Game, s: int) -> Any:
    return [g.name(st.pick(g, {s}, 0.85)), g.rng.choice(("good", "evil"))]


def false_info(g: Game, s: int, truth: str) -> str:
    return "good" if truth == "evil" else "evil"
