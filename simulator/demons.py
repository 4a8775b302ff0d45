"""The kill most Demons share: "Each night*, choose a player: they die." The
choice is the Demon player's: usually a living player, sometimes a dead one,
rarely itself. A drunk or poisoned Demon kills nobody; its attack on a living
player is an ability that should have worked and did not (a Mathematician
counts it). A Demon made tonight (a swap, the Pit-Hag) still attacks: it has
the ability from its next step on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.state import KEPT_ASLEEP

if TYPE_CHECKING:
    from simulator.loop import Game

SELF = 0.02
DEAD = 0.06


def victim(g: Game, s: int) -> int:
    """The player the Demon `s` chooses tonight."""
    r, dead = g.rng.random(), [i for i in range(g.n) if not g.alive(i)]
    living = [i for i in g.alive_seats() if i != s]
    if r < SELF or not living and not dead:
        return s
    if r < SELF + DEAD and dead or not living:
        return g.rng.choice(dead)
    return g.rng.choice(living)


def chosen(g: Game, s: int, char: str) -> int | None:
    """The Demon's choice tonight, logged; None if it does not act (dead, not
    holding `char` any more, or kept asleep: chosen by the Exorcist)."""
    if not g.alive(s) or char not in g.seats[s].abilities() or g.effects_on(s, KEPT_ASLEEP):
        return None
    t = victim(g, s)
    g.note(demon=g.name(s), char=char, attacks=g.name(t))
    g.chosen(s, char, t)  # announced first: a Goon chosen makes the Demon drunk
    return t


def fails(g: Game, s: int, t: int, char: str) -> bool:
    """True if the attack does nothing because the Demon is drunk or poisoned."""
    if g.works(s, char):
        return False
    g.note(result="the Demon is drunk or poisoned: no kill")
    failed(g, s, char, [t])
    return True


def failed(g: Game, s: int, char: str, targets: list[int]) -> None:
    """A drunk or poisoned Demon's attack on living players does nothing: its
    ability should have worked (a Mathematician counts it)."""
    if any(g.alive(t) for t in targets):
        g.malfunction(s, char)


def attack(g: Game, s: int, t: int) -> bool:
    """The kill lands (unless something stops it); True if `t` died."""
    g.seats[t].marks["killed_by"] = s
    return g.demon_attack(s, t)


def night(g: Game, s: int, char: str) -> None:
    """The plain Demon's night: choose, and kill if the ability works."""
    t = chosen(g, s, char)
    if t is not None and not fails(g, s, t, char):
        attack(g, s, t)


def townsfolk_neighbours(g: Game, s: int) -> list[int]:
    """The nearest Townsfolk (by true character) each way round the circle,
    alive or dead."""
    out = []
    for step in (-1, 1):
        i = (s + step) % g.n
        while i != s and g.team(g.seats[i].char) != "townsfolk":
            i = (i + step) % g.n
        if i != s and i not in out:
            out.append(i)
    return out
