"""Legion: "Each night*, a player might die. Executions fail if only evil voted.
You register as a Minion too. [Most players are Legion]"

Setup: more than half the players from the bag (half and one, sometimes one
more) hold a Legion token; no Minions; the rest are Townsfolk and as many
Outsiders as the table has (fewer if they do not fit). Each night but the
first, while some Legion lives with a working ability, the Storyteller
sometimes kills nobody and otherwise picks a player to die as the Demon
kills (once a night for all of them). An execution whose voters all
registered as evil does not kill while a living Legion's ability works: each
voter registers as a detection does (a Recluse may as evil), and, by the
official jinxes, a good Politician, Zealot or Magician may register as evil
to it (drawn at random, once per execution).

Freedoms left out: Minions beside the Legion; a Legion registering as a
Minion; more than one more Legion than half.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.storyteller import mathematician_counts, register_evil

if TYPE_CHECKING:
    from simulator.loop import Game

# Those who might register as evil to Legion, by their official jinxes.
JINXED = ("politician", "zealot", "magician")
JINX_REGISTERS_EVIL = 0.5
# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False
NO_DEATH = 0.25


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    base = g.script.counts[g.players]
    k = min(g.players - 1, g.players // 2 + 1 + g.rng.randint(0, 1))
    good = g.players - k
    outsiders = min(base["outsider"], good)
    counts["demon"] += k - base["demon"]
    counts["minion"] -= base["minion"]
    counts["outsider"] += outsiders - base["outsider"]
    counts["townsfolk"] += good - outsiders - base["townsfolk"]


def setup_bag(g: Game, bag: list[str]) -> None:
    while len(bag) < g.players:
        bag.append("legion")


def night(g: Game, s: int) -> None:
    if g.marks.get("legion_night") == g.night:
        return
    g.marks["legion_night"] = g.night
    working = [i for i in g.alive_seats() if g.works(i, "legion")]
    if not working or g.rng.random() < NO_DEATH:
        return
    living = g.alive_seats()
    if living:
        demons.attack(g, working[0], g.rng.choice(living))


def prevents_death(g: Game, holder: int, s: int, cause: str) -> bool:
    voters = g.votes_today.get(s)
    return (cause == "execution" and g.executed_today == s and bool(voters)
            and g.alive(holder) and g.works(holder, "legion")
            and only_evil_voted(g, s, voters))


def only_evil_voted(g: Game, s: int, voters: list[int]) -> bool:
    """How the voters registered to Legion, drawn once per execution."""
    key = (g.day, s)
    seen = g.marks.setdefault("legion_voted_evil", {})
    if key not in seen:
        seen[key] = all(registers_evil(g, v) for v in voters)
    return seen[key]


def registers_evil(g: Game, v: int) -> bool:
    seat = g.seats[v]
    if (not seat.evil and not mathematician_counts(g)
            and any(c in JINXED and g.jinxed("legion", c) for c in [seat.char, *seat.abilities()])
            and g.rng.random() < JINX_REGISTERS_EVIL):
        g.freedom("jinx_registers_evil_to_legion")
        return True
    return register_evil(g, v)


def wakes(g: Game, s: int) -> bool:
    return False
