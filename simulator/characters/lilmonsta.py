"""Lil' Monsta: "Each night, Minions choose who babysits Lil' Monsta & "is the
Demon". Each night*, a player might die. [+1 Minion]"

"Lil' Monsta isn't a player": setup has one more Minion and no Demon player
("remove Lil' Monsta and add a Minion token"); it is in play without a seat
(`Game.unseated`), so its hooks get no seat. Each night, night 1 too, the
Minions (or the Storyteller) pick a living player as the babysitter, often a
Minion, any player otherwise: they "is the Demon" (`IS_DEMON`: registers as
a Demon, and good wins if they die), a good one staying good, a Minion
keeping its ability. While a Poppy Grower lives (jinx: "the Minions wake one
at a time until one takes the Lil' Monsta token") a Minion babysits (a setup
with no Minion beside the Marionette for the first is redrawn). With a
Marionette (jinx) the first babysitter is one of its neighbours. Each night
but the first "a player might die": nobody, or any living player, the death
read either as the Demon's attack (the babysitter's: protection and the
Soldier stop it) or as a plain death, the Storyteller's reading each night.
Jinx (Scarlet Woman): "If Lil' Monsta dies while 5+ players are alive, the
Scarlet Woman becomes the permanent babysitter" (a living, sober, healthy
one, counting the living before the death).

A seat woken as Lil' Monsta (a poisoned Cannibal who thinks they ate it)
does nothing: only the unseated Lil' Monsta picks a babysitter and kills.

Freedoms left out: a dead babysitter (that ends the game at once); a
character detection of the babysitter showing Lil' Monsta (they register as
a Demon to "is a Demon" questions only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.characters.marionette import bag_neighbours, marionettes
from simulator.game import Unplayable
from simulator.state import IS_DEMON, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

MINION_SITTER = 0.6
NO_DEATH = 0.2
AS_ATTACK = 0.5


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["demon"] -= 1
    counts["minion"] += 1


def setup_bag(g: Game, bag: list[str]) -> None:
    bag.remove("lilmonsta")
    g.unseated.append("lilmonsta")


def sitter(g: Game) -> int | None:
    return g.marks.get("lilmonsta_sitter")


def babysit(g: Game, t: int) -> None:
    g.effects = [e for e in g.effects if not (e.kind == IS_DEMON and e.by == "lilmonsta")]
    g.marks["lilmonsta_sitter"] = t
    g.add_effect(Effect(IS_DEMON, t, None, "lilmonsta"))


def night(g: Game, s: int | None) -> None:
    if s is not None:  # a seat that only thinks it holds this ability (a poisoned Cannibal)
        return
    if g.marks.get("lilmonsta_permanent") is None:
        living = g.alive_seats()
        if g.night == 1:
            for m in marionettes(g):
                living = [i for i in living if i in bag_neighbours(g, m)]
        minions = [i for i in living if g.team(g.seats[i].char) == "minion"]
        if _one_at_a_time(g) and not minions and any(
                x.alive and g.team(x.char) == "minion" for x in g.seats):
            raise Unplayable("a Minion babysits (Poppy Grower), none beside the Marionette")
        pool = minions if minions and (st.chance(g, MINION_SITTER) or _one_at_a_time(g)) \
            else living
        if not pool:
            g.end("good wins: nobody can babysit Lil' Monsta")
            return
        babysit(g, g.rng.choice(pool))
    t = sitter(g)
    if g.night == 1:
        return
    if st.chance(g, NO_DEATH) or t is None:
        if t is not None:
            g.freedom("lilmonsta_no_death")
        return
    victim = g.rng.choice(g.alive_seats())
    g.note(lilmonsta_kills=g.name(victim))
    if st.chance(g, AS_ATTACK):
        g.demon_attack(t, victim)
    else:
        g.freedom("lilmonsta_plain_death")
        g.kill(victim, "lilmonsta")


def _one_at_a_time(g: Game) -> bool:
    """Jinx (Poppy Grower): while a Poppy Grower lives, a Minion takes the token."""
    return g.jinxed("lilmonsta", "poppygrower") and any(
        x.char == "poppygrower" and x.alive for x in g.seats)


def on_any_death(g: Game, holder: int | None, dead: int, cause: str, alive_before: int) -> None:
    if dead != sitter(g) or alive_before < 5:
        return
    sws = [i for i in g.alive_seats() if g.works(i, "scarletwoman")]
    if sws:
        sw = g.rng.choice(sws)
        g.marks["lilmonsta_permanent"] = sw
        babysit(g, sw)


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
