"""Atheist: "The Storyteller can break the game rules, and if executed, good
wins, even if you are dead. [No evil characters]"

Setup: "there are no evil players—no Minions and no Demons": each evil token
drawn is replaced by a good one not in the bag (Townsfolk or Outsider, any
split: the Outsider count need not follow the table); a bag whose evil
characters changed it otherwise (Lil' Monsta, the Summoner) is redrawn. The
Storyteller may break the rules: the game goes on with no Demon, now and
then a player dies at a moment of a night (a pretend Demon's kill, before
the first step, between two or after the last), and an
ability with no legal answer (no Minion for an Investigator) is told
anything of its form. Executing the Atheist, alive or dead, while its
ability works ends the game with a good win (such a day is replayed).
The ability gained by another (a Philosopher's choice, an Apprentice's) breaks
the rules the same way (kills and made-up information), from its gain, while
its holder has it alive and it works; the bag is drawn by then.

Freedoms left out: information with a legal answer is the truth (or what
droisoning gives); no pretend Pit-Hag changes, no day deaths, no duplicate
tokens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.characters import hook
from simulator.game import EVIL_TEAMS, Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

KILL = 0.5  # chance per night of a pretend Demon's kill


def setup_bag(g: Game, bag: list[str]) -> None:
    evil = [i for i, c in enumerate(bag) if g.team(c) in EVIL_TEAMS]
    if g.unseated or any(hook(bag[i], "setup_bag") for i in evil):
        raise Unplayable("the evil side changed the bag beyond the Atheist's reach")
    free = [c for c in g.script.good() if c not in bag]
    if len(free) < len(evil):
        raise Unplayable("no good tokens left for the Atheist's game")
    for i, c in zip(evil, g.rng.sample(free, len(evil)), strict=True):
        bag[i] = c


def _in_play(g: Game) -> bool:
    return any(x.char == "atheist" for x in g.seats)


def no_demon_ok(g: Game, s: int) -> bool:
    return _in_play(g)


def breaks_rules(g: Game, s: int) -> bool:
    """The Atheist itself, while in play (its game has no Demon); a gained
    ability, while its holder keeps it and it works."""
    return g.seats[s].char == "atheist" or (g.has_ability(s) and g.works(s, "atheist"))


def before_step(g: Game, s: int, char: str) -> None:
    """Each night, maybe a pretend Demon's kill, at a moment the Storyteller
    picks: before the first step, between two, or after the last ("dawn")."""
    if not g.night or not breaks_rules(g, s):
        return
    if g.marks.get("atheist_night") != g.night:
        g.marks["atheist_night"] = g.night
        moments = [*g.night_order(g.night), "dawn"]
        g.marks["atheist_moment"] = g.rng.choice(moments) if st.chance(g, KILL) else None
    if g.marks.get("atheist_moment") != char:
        return
    g.marks["atheist_moment"] = None
    living = g.alive_seats()
    if living:
        g.freedom("atheist_kill")
        g.kill(g.rng.choice(living), "demon")


def on_executed(g: Game, t: int) -> None:
    if g.works(t, "atheist"):
        g.end("good wins: the Atheist was executed")
