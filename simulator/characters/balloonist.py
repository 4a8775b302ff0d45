"""Balloonist: "Each night, you learn a player of a different character type
than last night. [+0 or +1 Outsider]"

Seed 004: "Each time the Balloonist learns a player, the player must have a
different character type to the previously shown player"; "The shown player
can be alive or dead"; "If the Balloonist is drunk or poisoned, they may
learn a character of the same type as the previously shown player. When the
Balloonist becomes sober and healthy, they must learn a player of a
different character type to the previously shown player"; "During setup,
the Storyteller may choose to add an Outsider". So the Storyteller draws +0
or +1 Outsider once a game; the first night shows anyone (rarely the
Balloonist); later nights a player whose type, as registered now, differs
from the previously shown player's type, registered now too (two
detections). A drunk or poisoned Balloonist may be shown anyone.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.03


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    # One Storyteller choice a game: the loop may ask again while drawing the bag.
    add = g.marks.setdefault("balloonist", {"outsiders": g.rng.choice(("+0", "+1"))})
    if add["outsiders"] == "+1":
        counts["townsfolk"] -= 1
        counts["outsider"] += 1


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "balloonist" and g.marks.get("balloonist", {}).get("outsiders") == "+1":
        g.freedom("balloonist_adds_outsider")


def _pool(g: Game, s: int) -> list[int]:
    return [i for i in range(g.n) if i != s or st.chance(g, SELF)]


def truth(g: Game, s: int, last: int) -> int | None:
    before = g.team(st.register_char(g, last))
    fits = [i for i in _pool(g, s) if g.team(st.register_char(g, i)) != before]
    return g.rng.choice(fits) if fits else None


def night(g: Game, s: int) -> None:
    if not g.alive(s):
        return
    last = g.seats[s].marks.get("balloonist")
    if last is None:
        # Nothing to differ from: any player is true, and none is a fact a
        # Vortox could make false.
        shown: Any = g.rng.choice(_pool(g, s))
    else:
        shown = st.told(g, s, "balloonist", lambda: truth(g, s, last))
        if shown is None:
            return
    if isinstance(shown, str):  # made up: a name
        shown = [x.name for x in g.seats].index(shown)
    g.seats[s].marks["balloonist"] = shown
    g.report(s, "balloonist", g.name(shown))


def false_info(g: Game, s: int, truth: int | None) -> int | None:
    """A player of the type the previously shown player registers as now."""
    before = g.team(st.register_char(g, g.seats[s].marks["balloonist"]))
    same = [i for i in _pool(g, s) if g.team(st.register_char(g, i)) == before]
    return g.rng.choice(same) if same else None


def anything(g: Game, s: int) -> Any:
    return g.name(g.rng.randrange(g.n))
