"""The Demon's nightly kill, shared by the Demons whose ability starts "Each
night*, choose a player: they die" (Vortox, No Dashii, Fang Gu, Vigormortis,
Lord of Typhon, Kazali, Po, Shabaloth).

A Demon kills only while alive, sober and healthy and awake (an Exorcist's
chosen Demon does not wake). It may choose a dead player (no death) unless
the case's `demon_attacks_dead` ruling is off.
"""

from __future__ import annotations

from z3 import BoolRef, Not

from solver.model import State, Step, World, all_of, any_of


def attackers(w: World, char: str) -> list[BoolRef]:
    """Per seat: a `char` Demon there acts on its ability now."""
    return [all_of([w.state.alive[s], w.functioning(s, char), Not(w.kept_asleep(s))])
            for s in range(w.n)]


def choose_target(w: World, name: str, optional: bool = False) -> list[BoolRef]:
    """The Demon's chosen player (one-hot); dead players only if the case allows."""
    allowed = None if w.rule_flags.get("demon_attacks_dead", True) else w.state.alive
    return w.choose(name, allowed, optional=optional)


def note_failure(w: World, char: str, target: list[BoolRef], dies: list[BoolRef],
                 alive: list[BoolRef], awake: list[BoolRef]) -> None:
    """A Mathematician counts the Demon's ability when a living target it chose
    survives (the Demon droisoned, the target protected): `alive` and `awake`
    are from before the attack."""
    survived = w.any_of([all_of([target[t], alive[t], Not(dies[t])]) for t in range(w.n)])
    for s in range(w.n):
        w.abnormal(s, all_of([awake[s], survived]))


def nightly_kill(w: World, char: str, step: Step) -> list[BoolRef]:
    """Choose a player: they die. Returns who died."""
    target = choose_target(w, f"{char}_n{step.time.n}")
    w.memo[(char, step.time.n)] = target
    w.chosen([all_of([w.state.alive[s], w.is_(s, char), Not(w.kept_asleep(s))])
              for s in range(w.n)], target)
    alive = list(w.state.alive)
    awake = [all_of([alive[s], w.is_(s, char), Not(w.kept_asleep(s))]) for s in range(w.n)]
    dies = w.demon_attack(w.any_of(attackers(w, char)), target)
    note_failure(w, char, target, dies, alive, awake)
    return dies


def nearest_townsfolk(w: World, seat: int, st: State) -> list[list[BoolRef]]:
    """For each direction (clockwise, anticlockwise), per seat: it is the nearest
    Townsfolk to `seat` that way, alive or dead (others are skipped)."""
    cache = w.memo.setdefault("nearest_townsfolk", {})
    hit = cache.get((seat, id(st.chars)))
    if hit is not None and hit[0] is st.chars:  # characters change less than the state
        return hit[1]
    out = []
    for direction in (1, -1):
        row = [w.false] * w.n
        none_yet = w.true  # no Townsfolk between `seat` and `other`
        for d in range(1, w.n):
            other = (seat + direction * d) % w.n
            tf = w.is_team(other, "townsfolk", st)
            row[other] = any_of([row[other], all_of([tf, none_yet])])
            none_yet = all_of([none_yet, Not(tf)])
        out.append(row)
    cache[(seat, id(st.chars))] = (st.chars, out)
    return out
