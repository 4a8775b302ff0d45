"""Gossip: "Each day, you may make a public statement. Tonight, if it was
true, a player dies."

A living claimant (the real Gossip, or a bluffer) sometimes makes a public
statement (`{day: N, gossip: Q, statement: STATEMENT}`) about the players'
characters, teams, alignments or what is in play, judged when it is made.
That night, at the Gossip's step, if the real Gossip's statement was true
and the Gossip is alive, sober and healthy, the Storyteller chooses any
player, who dies unless something keeps them alive (a dead player: nobody
dies). The Gossip does not wake.

Freedoms left out: statements are single atoms or a negation of one (any
statement of the language is legal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

SPEAK = 0.45
TRUE_IS = 0.4
NOT = 0.15
TEAMS = ("townsfolk", "outsider", "minion", "demon")


def statement(g: Game) -> tuple[str, bool]:
    """A random statement and whether it is true now."""
    rng = g.rng
    p = rng.randrange(g.n)
    who, seat = g.name(p), g.seats[p]
    kind = rng.choice(["team", "evil", "good", "is", "in_play"])
    if kind == "team":
        team = rng.choice(TEAMS)
        text, true = f"is({who}, {team})", g.team(seat.char) == team
    elif kind == "evil":
        text, true = f"evil({who})", seat.evil
    elif kind == "good":
        text, true = f"good({who})", not seat.evil
    elif kind == "is":
        c = seat.char if rng.random() < TRUE_IS else rng.choice(g.script.seated())
        text, true = f"is({who}, {c})", seat.char == c
    else:
        c = rng.choice(g.script.seated())
        text, true = f"in_play({c})", any(x.char == c for x in g.seats)
    if rng.random() < NOT:
        return f"not {text}", not true
    return text, true


def day(g: Game, s: int) -> None:
    if g.rng.random() >= SPEAK:
        return
    text, true = statement(g)
    g.event(gossip=g.name(s), statement=text)
    g.note(gossip=g.name(s), statement=text, true=true)
    if "gossip" in g.seats[s].abilities():
        g.seats[s].marks.setdefault("gossip", {})[g.day] = true


def night(g: Game, s: int) -> None:
    said = g.seats[s].marks.get("gossip", {}).get(g.night - 1)
    if not said or not g.alive(s) or not g.works(s, "gossip"):
        return
    t = st.pick(g, set(), 0.92)
    g.note(gossip_kills=g.name(t))
    g.kill(t, "gossip")


def wakes(g: Game, s: int) -> bool:
    """Its step is the Storyteller's: nobody wakes for it."""
    return False
