"""Lunatic: "You think you are a Demon, but you are not. The Demon knows who
you are & who you choose at night."

At setup the Lunatic is shown any Demon of the script (the one in play
too) and believes it: they bluff and report as the evil team does
(`Game.bluffs`). At their step each night they choose as that Demon would
(one player for a Pukka or Zombuul, when a Zombuul would wake; no-one, one
or, after no-one, three for a Po; two for a Shabaloth), which does nothing
but the real Demon learns it (`simulator.choices`: it may take the same
players). Whether that wake counts as one for their ability (a Chambermaid)
is the Storyteller's reading, drawn each night; at the believed Demon's
own step they count as woken when that Demon would wake. Jinx
(Mathematician): "The Mathematician might learn if the Lunatic attacks a
different player than the real Demon attacked": after the first night a
Lunatic's attack sometimes counts as abnormal (drawn; the solver allows it
whatever the Demon chose).

Freedoms left out: none known. No evil player bluffs as the Lunatic.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.characters.zombuul import quiet_day

if TYPE_CHECKING:
    from simulator.loop import Game

BLUFF = False
COUNTED = 0.5
ATTACK_COUNTED = 0.5  # with the Mathematician's jinx
NO_ONE = 0.25


def setup_seat(g: Game, s: int) -> None:
    if g.seats[s].char == "lunatic":
        g.seats[s].believed = g.rng.choice(g.script.of("demon"))


def count(g: Game, s: int, demon: str) -> int:
    """How many players the Lunatic chooses tonight as `demon` would."""
    if demon == "pukka":
        return 1
    if g.night == 1 or (demon == "zombuul" and not quiet_day(g)):
        return 0
    if demon == "shabaloth":
        return 2
    if demon == "po":
        seat = g.seats[s]
        if seat.marks.get("lunatic_po") == "charged":
            seat.marks["lunatic_po"] = "one"
            return 3
        if g.rng.random() < NO_ONE:
            seat.marks["lunatic_po"] = "charged"
            return 0
    return 1


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or "lunatic" not in seat.abilities():
        return
    k = count(g, s, seat.believed)
    picks = g.rng.sample(range(g.n), k) if k else []
    g.marks.setdefault("lunatic", {})[g.night] = picks
    g.note(lunatic=seat.name, as_=seat.believed, chooses=[g.name(t) for t in picks])
    if (picks and g.night > 1 and g.jinxed("mathematician", "lunatic")
            and g.rng.random() < ATTACK_COUNTED):
        g.malfunction(s, "lunatic")
        g.freedom("lunatic_attack_counted")


def wakes(g: Game, s: int) -> bool:
    """At the Lunatic's own step: whether that is waking for their ability is
    the Storyteller's reading (at the Demon's step they are woken as it)."""
    if not g.alive(s) or g.rng.random() >= COUNTED:
        return False
    g.freedom("lunatic_wake_counted")
    return True
