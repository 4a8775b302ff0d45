"""Lleech: "Each night*, choose a player: they die. You start by choosing a
player: they are poisoned. You die if & only if they are dead."

At its first step (night 1: "They point at any player", itself too; a Lleech
made later "must choose an alive player" that night, and attacks as well)
the Lleech chooses its host, "poisoned for the rest of the game" (while the
Lleech lives and is the Lleech). Each later night it attacks a player as
the Demon. While the host lives, a sober, healthy Lleech cannot die (an
execution leaves it alive: `died: false`; a Slayer's shot does not kill it).
When the host dies, a sober, healthy Lleech dies too: at the same moment (a
Scarlet Woman counts the living before both deaths) or just after (she
counts them without the host), the Storyteller's reading each time; by day
the death is public (`{day: N, died: P}`). A drunk or poisoned Lleech poisons
nobody with its choice (the host is still the one it chose), kills nobody,
can die, and does not die with its host; one that chose itself is poisoned
by itself, so mortal. Jinx (Slayer): "If the Slayer shoots the Lleech's
host, the host dies" (`shot_as_demon`). Jinx (Mastermind): "If the
Mastermind is alive and the Lleech's host is executed, the Lleech does not
die, but loses their ability" (a host who is the Mastermind: alive as
executed half the time); the Lleech then acts no more and may die.

A Lleech made during a night before its step (a Scarlet Woman catching it
after a Harlot's kill) acts at that step; one made at it or after it, from
the next night.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator import storyteller as st
from simulator.state import KEPT_ASLEEP, POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

SELF_HOST = 0.05
DEAD_TARGET = 0.05
SAME_MOMENT = 0.5


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def host(g: Game, s: int) -> int | None:
    return g.seats[s].marks.get("lleech_host")


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or g.effects_on(s, KEPT_ASLEEP) or _lost(g, s):
        return
    if s in g.changed_tonight and g.marks.get("lleech_step") == g.night:
        return  # made at or after tonight's Lleech step: from the next night
    g.marks["lleech_step"] = g.night
    if host(g, s) is None:
        if g.night == 1:
            h = s if st.chance(g, SELF_HOST) else st.pick(g, {s})
        else:
            h = g.rng.choice(g.alive_seats())
        seat.marks["lleech_host"] = h
        g.chosen(s, "lleech", h)  # announced first: a Goon chosen makes it drunk
        works = g.works(s, "lleech")
        g.note(lleech=g.name(s), host=g.name(h), works=works)
        if works:
            g.add_effect(Effect(POISONED, h, s, "lleech", while_source=True))
    if g.night == 1:
        return
    dead = [i for i in range(g.n) if not g.alive(i)]
    if dead and st.chance(g, DEAD_TARGET):
        t = g.rng.choice(dead)
    else:
        t = g.rng.choice([i for i in g.alive_seats() if i != s] or [s])
    g.note(lleech=g.name(s), chooses=g.name(t))
    g.chosen(s, "lleech", t)
    if g.works(s, "lleech"):
        g.demon_attack(s, t)
    else:
        demons.failed(g, s, "lleech", [t])


def cannot_die(g: Game, s: int, cause: str) -> bool:
    h = host(g, s)
    return h is not None and h != s and g.alive(h) and g.works(s, "lleech") and not _lost(g, s)


def _lost(g: Game, s: int) -> bool:
    """The Lleech lost its ability (the Mastermind jinx)."""
    return bool(g.seats[s].marks.get("lleech_lost"))


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    if dead != host(g, holder) or dead == holder or not g.alive(holder) \
            or not g.works(holder, "lleech") or _lost(g, holder):
        return
    if cause == "execution" and _mastermind_alive(g, dead):
        g.seats[holder].marks["lleech_lost"] = True
        g.note(lleech_loses_ability=g.name(holder))
        g.freedom("lleech_lives_on_mastermind")
        return
    same = st.chance(g, SAME_MOMENT)
    g.note(lleech_dies_with_host=g.name(holder), same_moment=same)
    died = g.kill(holder, "lleech", alive_before=alive_before if same else None)
    if died and g.phase[0] == "day":
        g.event(died=g.name(holder))


def _mastermind_alive(g: Game, dead: int) -> bool:
    """The Mastermind jinx applies: a Mastermind lives (the executed host
    itself, half the time)."""
    if not g.jinxed("lleech", "mastermind"):
        return False
    if any(g.alive(i) and x.char == "mastermind" for i, x in enumerate(g.seats)):
        return True
    return g.seats[dead].char == "mastermind" and st.chance(g, 0.5)


def shot_as_demon(g: Game, holder: int, target: int) -> bool | None:
    """Jinx with the Slayer: the host counts as the Demon to the shot."""
    if "slayer" in g.script.chars and target == host(g, holder) and target != holder:
        return True
    return None
