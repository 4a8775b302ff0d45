"""Al-Hadikhia: "Each night*, you may choose 3 players (all players learn who):
each silently chooses to live or die, but if all live, all die."

Most nights but the first the living Al-Hadikhia (awake: not the Exorcist's
choice) chooses 3 different players, mostly living ones, and the choice is
announced, written `{night: N, alhadikhia: [A, B, C]}`. With a working
ability, each chosen player chooses to live or die at random: those who chose
to die are killed as the Demon kills, and if all three chose to live, all
three are.

Freedoms left out: the Al-Hadikhia never chooses a player whose own ability
reacts to the Demon's attack (the Soldier, a Mayor's bounce); players choose
at random, not as their side would like.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.characters import hook
from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False
CHOOSE = 0.7  # the chance the Al-Hadikhia chooses tonight
LIVE = 0.6  # the chance a chosen player chooses to live


def night(g: Game, s: int) -> None:
    if not g.alive(s) or "alhadikhia" not in g.seats[s].abilities() \
            or g.effects_on(s, KEPT_ASLEEP) or g.rng.random() >= CHOOSE:
        return
    pool = [t for t in range(g.n)
            if not any(hook(c, "on_attacked") for c in g.seats[t].abilities())
            and (g.alive(t) or g.rng.random() < 0.2)]
    if len(pool) < 3:
        return
    chosen = g.rng.sample(pool, 3)
    g.event(alhadikhia=[g.name(t) for t in chosen])
    if not g.works(s, "alhadikhia"):
        demons.failed(g, s, "alhadikhia", chosen)
        return
    live = [g.rng.random() < LIVE for _ in chosen]
    for t, lives in zip(chosen, live, strict=True):
        g.note(chosen=g.name(t), lives=lives)
        if not lives or all(live):
            demons.attack(g, s, t)
