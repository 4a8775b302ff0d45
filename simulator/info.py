"""Shared shapes of information for the character modules: "1 of 2 players is
a particular X" and random picks of players and characters."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.storyteller import chance, misregistered, register_options

if TYPE_CHECKING:
    from simulator.loop import Game

WRONG_IS_SELF = 0.05  # the other player is, rarely, the holder


def others(g: Game, s: int) -> list[int]:
    return [i for i in range(g.n) if i != s]


def two_names(g: Game, s: int) -> list[str]:
    """Two different players, rarely the holder among them (false information
    may name anyone)."""
    pool = range(g.n) if g.rng.random() < WRONG_IS_SELF else others(g, s)
    return [g.name(i) for i in g.rng.sample(pool, 2)]


def pair_info(g: Game, s: int, team: str) -> list[Any] | None:
    """`[P1, P2, char]`: one of P1, P2 registers as `char` of `team` (never the
    holder `s`); the other is any other player, rarely the holder. None: no
    player can register as one. A player who may misregister as one is shown
    so as often as the model says (`misregisters`), when a true pair exists
    (before the simulator played by the model: the truth 60 % of the time,
    else any candidate, true ones too)."""
    rng = g.rng
    cands = [(p, c) for p in others(g, s) for c in register_options(g, p)[0] if g.team(c) == team]
    if not cands:
        return None
    real = [(p, c) for p, c in cands if c == g.seats[p].char]
    false = [pc for pc in cands if pc not in real]
    use_real = real and not (false and chance(g, g.model.misregisters))
    p, c = rng.choice(real if use_real else false)
    if c != g.seats[p].char:
        misregistered(g, p, char=c)
    q = s if rng.random() < WRONG_IS_SELF else rng.choice([i for i in others(g, s) if i != p])
    pair = [g.name(p), g.name(q)]
    rng.shuffle(pair)
    g.note(check=team, shown=c, player=g.name(p), wrong=g.name(q))
    return [*pair, c]


def any_pair(g: Game, s: int, team: str) -> list[Any]:
    """Made-up `[P1, P2, char]` with any character of `team` on the script."""
    return [*two_names(g, s), g.rng.choice(g.script.of(team))]


def false_pair(g: Game, s: int, team: str) -> list[Any] | None:
    """False `[P1, P2, char]`: a `char` of `team` on the script that neither
    player may register as (false whatever the registration). None: no such
    triple."""
    chars = g.script.of(team)
    pairs = [(p, q) for p in range(g.n) for q in range(g.n) if p < q]
    g.rng.shuffle(pairs)
    for p, q in pairs:
        shown = set(register_options(g, p)[0]) | set(register_options(g, q)[0])
        fits = [c for c in chars if c not in shown]
        if fits:
            pair = [g.name(p), g.name(q)]
            g.rng.shuffle(pair)
            return [*pair, g.rng.choice(fits)]
    return None
