"""Cannibal: "You have the ability of the recently killed executee. If they
are evil, you are poisoned until a good player dies by execution."

Seeds 000, 002, 003, 004: "A player must be executed and die for the
Cannibal to gain their ability"; "Each time a player dies by execution, the
Cannibal loses the ability of the previous player"; "If an evil player dies
by execution, the Cannibal only thinks that they gain an ability, since the
Cannibal is poisoned. The Storyteller may be lying to them"; How to Run:
"You may wake them when this evil character would normally wake, and
pretend that they have a new ability"; "The Cannibal is not told which
ability they have gained"; an "even if dead" ability, or one that implies
it works while dead (the Ravenkeeper), is kept when the Cannibal dies, "but
loses their Cannibal ability".

So each time another player dies by execution while the Cannibal lives, the
last meal's ability goes and the executee's alignment is read (one
detection: a Recluse may register evil, a Spy good). Good: the Cannibal
holds the executee's character's ability (`Seat.gained`: it wakes for it and
reports keyed by it) and its meal's poison ends. Evil: the Cannibal is
poisoned until a good executee dies, and thinks it holds an ability
(`Seat.thinks`): the executee's claimed character, their real one, any on
the script, or none. A Cannibal drunk or poisoned (by something else) when
a good executee dies may gain the ability or only think so (the
Storyteller's reading). Official jinxes (Butler, Zealot): the Cannibal is
told it gained that ability, so it keeps the voting rule (its hooks act for
every ability the player wakes as). A "You start knowing" ability, gained
or only thought of, is used late the next night, the Cannibal's first night
with it.

A Drunk who believes they are the Cannibal thinks they eat the same way
(`on_any_death_believed`): a good executee's ability; after an evil one (as
registered), the executee's claimed or real character, any, or none.

Jinx (Princess): "If the Cannibal nominated, executed, & killed the Princess
today, the Demon doesn't kill tonight": a Cannibal holding the Princess's
ability from the player it nominated, executed and killed yesterday stops
the Demon's kills tonight while that ability works. (Juggler: juggler.py.)

Freedoms left out: an ability the Cannibal only thinks it holds is never used by day (a
pretended Slayer shot); eating a Hermit gains the Hermit's ability alone,
not the Outsider abilities it grants.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.game import night_positions
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

ONLY_THINKS = 0.5  # a droisoned Cannibal's gain is not real
PRETEND = (0.35, 0.2, 0.25)  # after an evil meal: the claimed character, the real one, any


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    seat = g.seats[holder]
    if cause != "execution" or dead == holder or not g.alive(holder):
        return
    meal = seat.marks.get("cannibal", {}).get("ate")
    if meal in seat.gained:
        seat.gained.remove(meal)
    seat.thinks = []
    g.effects = [e for e in g.effects if not (e.by == "cannibal" and e.target == holder)]
    eaten = g.seats[dead]
    evil = st.register_evil(g, dead)
    seat.marks["cannibal"] = {"eaten": eaten.name, "evil": evil}
    g.note(cannibal=seat.name, eats=eaten.name, ability=eaten.char, evil=evil)
    if evil:
        g.add_effect(Effect(POISONED, holder, holder, "cannibal"))
        r = g.rng.random()
        if r < PRETEND[0]:
            seat.thinks = [eaten.claim]
        elif r < PRETEND[0] + PRETEND[1]:
            seat.thinks = [eaten.char]
        elif r < sum(PRETEND):
            seat.thinks = [g.rng.choice(g.script.seated())]
        seat.thinks = [c for c in seat.thinks if c != "cannibal"]
        if seat.thinks:
            g.freedom("cannibal_pretends")
    elif g.droisoned(holder) and st.chance(g, ONLY_THINKS):
        seat.thinks = [eaten.char]
        g.freedom("cannibal_only_thinks")
    elif eaten.char not in seat.abilities():
        seat.gained.append(eaten.char)
        seat.marks["cannibal"]["ate"] = eaten.char
    ate = seat.marks["cannibal"].get("ate")
    for c in [*seat.thinks, *([ate] if ate else [])]:
        first, other = night_positions().get(c, (0, 0))
        if first and not other:  # "You start knowing": on its first night with it
            g.late.append((holder, c))


def on_change(g: Game, s: int, old: str, new: str) -> None:
    """No longer the Cannibal (a Barber's swap, a Pit-Hag): the eaten ability,
    real or only thought, goes with it."""
    seat = g.seats[s]
    meal = seat.marks.pop("cannibal", {}).get("ate")
    if meal in seat.gained:
        seat.gained.remove(meal)
    seat.thinks = []


def on_any_death_believed(g: Game, holder: int, dead: int, cause: str) -> None:
    """A Drunk who believes they are the Cannibal thinks they eat the same way:
    the executee's ability, or after an evil one (as registered) any pretended
    one."""
    seat = g.seats[holder]
    if cause != "execution" or dead == holder or not g.alive(holder):
        return
    eaten = g.seats[dead]
    pick: str | None = eaten.char
    if st.register_evil(g, dead):
        pick = g.rng.choice([eaten.char, eaten.claim, g.rng.choice(g.script.seated()), None])
    seat.thinks = [pick] if pick and pick != "cannibal" else []
    g.note(cannibal=seat.name, believes_eats=eaten.name, thinks=seat.thinks)
    for c in seat.thinks:
        first, other = night_positions().get(c, (0, 0))
        if first and not other:
            g.late.append((holder, c))


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    """The Princess jinx: the night after eating its own nominee, the Princess."""
    seat = g.seats[holder]
    day = g.night - 1
    t = g.executed.get(day)
    if (cause != "demon" or g.phase[0] != "night" or t is None or seat.char != "cannibal"
            or "princess" not in seat.gained or not g.jinxed("cannibal", "princess")
            or not g.alive(holder) or not g.works(holder, "princess")):
        return False
    return any(e.get("day") == day and e.get("nominated") == g.name(t)
               and e.get("by") == seat.name for e in g.events)
