"""The facts every part of the simulator reads (scripts, night order, setup
counts, teams, jinxes: `facts/`, read once here), the clock's order, and
`new_game`, which plays one game through `simulator.loop` (the state, the
clock, deaths and the game's end live there)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from facts import setup
from facts.catalog import BAG_TEAMS, SEATED_TEAMS, catalog, jinxes, team
from facts.night_order import positions
from facts.scripts import builtin_scripts, read_builtin_script

if TYPE_CHECKING:
    from simulator.loop import Game as LoopGame

NAMES = (
    "Alice", "Bruno", "Cara", "Dev", "Emma", "Finn", "Gina", "Hugo",
    "Iris", "Jonas", "Kira", "Leo", "Mona", "Nico", "Olga",
)
EVIL_TEAMS = ("minion", "demon")
PHASE_RETRIES = 4
NO_BAG_TRIES = 5  # setups in a row whose every proposed bag was illegal: none exists


class Unplayable(Exception):
    """The setup leaves a sober ability with no legal answer; draw another."""


class NoBag(Unplayable):
    """No bag of the script's characters matches the setup counts for this many
    players: drawing again cannot help."""

    def __init__(self, script: Script, players: int) -> None:
        need = script.counts[players]
        teams = ("townsfolk", "outsider", "minion", "demon")
        super().__init__(
            f"no legal setup for {players} players on this script: it needs "
            + ", ".join(f"{need[t]} {t}" for t in teams) + " (before setup changes); it has "
            + ", ".join(f"{len(script.of(t))} {t}" for t in teams))


# ---------------------------------------------------------------- rules data


@dataclass(frozen=True)
class Script:
    """One script's characters by team, with the night order and setup counts."""

    id: str
    chars: tuple[str, ...]
    team: dict[str, str]
    first_night: dict[str, int]
    other_night: dict[str, int]
    counts: dict[int, dict[str, int]]
    builtin: bool = True  # one of facts/data/scripts; a custom one is written as its list of ids

    def of(self, team: str) -> list[str]:
        return [c for c in self.chars if self.team[c] == team]

    def bag(self) -> list[str]:
        """The characters a bag seat may hold (no Traveller, Fabled or Loric)."""
        return [c for c in self.chars if self.team[c] in BAG_TEAMS]

    def seated(self) -> list[str]:
        """The characters a seat may hold: the bag's and the Travellers' (what
        information naming a player's character may name; never a Fabled's or a
        Loric's, which hold no seat)."""
        return [c for c in self.chars if self.team[c] in SEATED_TEAMS]

    def good(self) -> list[str]:
        """The good characters of the bag (Townsfolk and Outsiders): what a good
        claim, a bluff or a madness may be; never a Traveller's, a Fabled's or a
        Loric's (they hold no bag seat)."""
        return [c for c in self.chars if self.team[c] in ("townsfolk", "outsider")]

    def night_order(self, night: int) -> list[str]:
        """Characters with a step on this night, in official order."""
        pos = self.first_night if night == 1 else self.other_night
        return sorted((c for c in self.chars if pos.get(c, 0) > 0), key=lambda c: pos[c])


@cache
def load_script(script_id: str) -> Script:
    """A built-in script, or a script JSON file when `script_id` ends in `.json`
    (a custom script), with the night order and setup counts (`facts`)."""
    if not script_id.endswith(".json"):
        return _script(script_id, tuple(read_builtin_script(script_id)[1]))
    path = Path(script_id)
    raw = json.loads(path.read_text(encoding="utf-8"))
    ids = [x["id"] if isinstance(x, dict) else x for x in raw]
    return custom_script(tuple(c for c in ids if c != "_meta"), path.stem)


def unofficial(path: str) -> list[str]:
    """The entries of a script JSON file that are not official character ids
    (homebrew characters, or text that is no character), as written."""
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    items = raw if isinstance(raw, list) else [raw]
    ids = [x.get("id") if isinstance(x, dict) else x for x in items]
    return [repr(c) for c in ids if c != "_meta" and c not in catalog()]


def custom_script(chars: list[str] | tuple[str, ...], script_id: str = "custom") -> Script:
    """A script of any characters (say, Trouble Brewing with a few swapped):
    cases played on it name its characters as a list."""
    return replace(_script(script_id, tuple(chars)), builtin=False)


def _script(script_id: str, chars: tuple[str, ...]) -> Script:
    order = positions()
    first = {c: order[c][0] for c in chars if c in order}
    other = {c: order[c][1] for c in chars if c in order}
    return Script(script_id, chars, {c: team(c) for c in chars}, first, other, setup.table())


@cache
def all_teams() -> dict[str, str]:
    """Every character's team (a character may enter play from off the script)."""
    return {c: m.team for c, m in catalog().items()}


def night_positions() -> dict[str, tuple[int, int]]:
    """Every character's (first night, other nights) position; 0: no step."""
    return positions()


# ---------------------------------------------------------------- state


def order_of(kind: str, n: int) -> int:
    """Night 1 < day 1 < night 2 < ..."""
    return 2 * n - (1 if kind == "night" else 0)


def script_ids() -> list[str]:
    """Every built-in script (facts/data/scripts)."""
    return builtin_scripts()


@cache
def simulated_scripts() -> tuple[str, ...]:
    """Every built-in script whose characters all have a module in
    `simulator.characters` (the loop plays it)."""
    from simulator.characters import playable

    return tuple(s for s in script_ids() if playable(load_script(s).chars))


# A random script's characters by team (`random_script`).
RANDOM_SCRIPT = {"townsfolk": 13, "outsider": 4, "minion": 4, "demon": 4}


@cache
def simulated_characters() -> dict[str, tuple[str, ...]]:
    """Every bag character (Townsfolk, Outsider, Minion, Demon) with a module in
    `simulator.characters`, by team, in id order."""
    import pkgutil

    import simulator.characters as package

    ids = sorted(m.name for m in pkgutil.iter_modules(package.__path__))
    teams = all_teams()
    return {t: tuple(c for c in ids if teams.get(c) == t) for t in RANDOM_SCRIPT}


# How many Travellers, Fabled and Loric a random script adds besides its bag (drawn).
RANDOM_EXTRAS = {"traveller": (0, 1, 2, 3), "fabled": (0, 0, 1, 1, 2), "loric": (0, 0, 0, 1)}


@cache
def playing_extras() -> dict[str, tuple[str, ...]]:
    """Every Traveller and Fabled whose module changes play (has a hook: a
    Fabled that changes no world, like the Buddhist, is left off), by team."""
    import pkgutil

    import simulator.characters as package
    from simulator.characters import HOOKS, module

    ids = sorted(m.name for m in pkgutil.iter_modules(package.__path__))
    teams = all_teams()
    return {t: tuple(c for c in ids if teams.get(c) == t
                     and any(hasattr(module(c), h) for h in HOOKS)) for t in RANDOM_EXTRAS}


def random_script(rng: random.Random, script_id: str = "random") -> Script:
    """A custom script drawn at random from every character the simulator
    plays (`RANDOM_SCRIPT` of each team), with a few Travellers and Fabled
    that change play (`RANDOM_EXTRAS`: the game seats some of the Travellers
    and has the Fabled in play); the official jinxes between its characters
    apply as on any script (`Game.jinxed`)."""
    pool = simulated_characters()
    chars = [c for t, k in RANDOM_SCRIPT.items() for c in sorted(rng.sample(pool[t], k))]
    extras = playing_extras()
    for t, ks in RANDOM_EXTRAS.items():
        chars += sorted(rng.sample(extras[t], min(rng.choice(ks), len(extras[t]))))
    return custom_script(chars, script_id)


@cache
def jinx_pairs() -> frozenset[frozenset[str]]:
    """Pairs of characters with an official jinx (facts)."""
    return frozenset(jinxes())


def new_game(
    rng: random.Random, players: int, nights: int, last_day: bool = True,
    script: str | Script = "tb", **extra: Any,
) -> tuple[LoopGame, int]:
    """Play one game, drawing a new setup while one is unplayable; returns the
    game and how many setups were discarded; `extra` goes to the loop's `Game`
    (`travellers`, `fabled`)."""
    from simulator.loop import Game  # the loop reads this module's facts
    discarded = no_bag = 0
    while True:
        try:
            game = Game(rng, players, script, **extra)
            game.play(nights, last_day)
            return game, discarded
        except NoBag:
            no_bag += 1
            if no_bag >= NO_BAG_TRIES:
                raise
        except Unplayable:
            discarded += 1
