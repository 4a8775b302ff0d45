"""The rules data every simulator reads (scripts, night order, setup counts)
and the per-script engine that Bad Moon Rising still uses until its
characters move to `simulator.characters` (the script-agnostic loop is
`simulator.loop`).

Characters' behaviour lives in `simulator.bmr`; the
per-script `Game` below owns the state
(who is what, alive, poisoned, protected), the clock, deaths and the rules
for when the game is over. Every phase is played on a copy of the state: if
it would end the game, it is replayed with fresh random choices a few times
and otherwise dropped, so a written case always describes a game that is
still going at its end.
"""

from __future__ import annotations

import copy
import csv
import importlib
import json
import random
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "rules" / "data"
SCRIPTS = ROOT / "rules" / "scripts"

NAMES = (
    "Alice", "Bruno", "Cara", "Dev", "Emma", "Finn", "Gina", "Hugo",
    "Iris", "Jonas", "Kira", "Leo", "Mona", "Nico", "Olga",
)
EVIL_TEAMS = ("minion", "demon")
PHASE_RETRIES = 4


class Unplayable(Exception):
    """The setup leaves a sober ability with no legal answer; draw another."""


# ---------------------------------------------------------------- rules data


def _tsv(name: str) -> list[dict[str, str]]:
    with open(DATA / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


@dataclass(frozen=True)
class Script:
    """One script's characters by team, with the night order and setup counts."""

    id: str
    chars: tuple[str, ...]
    team: dict[str, str]
    first_night: dict[str, int]
    other_night: dict[str, int]
    counts: dict[int, dict[str, int]]

    def of(self, team: str) -> list[str]:
        return [c for c in self.chars if self.team[c] == team]

    def good(self) -> list[str]:
        return [c for c in self.chars if self.team[c] not in EVIL_TEAMS]

    def night_order(self, night: int) -> list[str]:
        """Characters with a step on this night, in official order."""
        pos = self.first_night if night == 1 else self.other_night
        return sorted((c for c in self.chars if pos.get(c, 0) > 0), key=lambda c: pos[c])


@cache
def load_script(script_id: str) -> Script:
    """Read a built-in script (rules/scripts) and the shared rules data tables."""
    raw = json.loads((SCRIPTS / f"{script_id}.json").read_text(encoding="utf-8"))
    ids = [x["id"] if isinstance(x, dict) else x for x in raw]
    chars = tuple(c for c in ids if c != "_meta")
    team = {r["id"]: r["team"] for r in _tsv("characters.tsv")}
    order = {r["id"]: r for r in _tsv("night_order.tsv")}
    counts = {
        int(r["players"]): {
            "townsfolk": int(r["townsfolk"]),
            "outsider": int(r["outsiders"]),
            "minion": int(r["minions"]),
            "demon": int(r["demons"]),
        }
        for r in _tsv("setup_counts.tsv")
    }
    first = {c: int(order[c]["first_night"] or 0) for c in chars if c in order}
    other = {c: int(order[c]["other_night"] or 0) for c in chars if c in order}
    return Script(script_id, chars, {c: team[c] for c in chars}, first, other, counts)


@cache
def all_teams() -> dict[str, str]:
    """Every character's team (a character may enter play from off the script)."""
    return {r["id"]: r["team"] for r in _tsv("characters.tsv")}


@cache
def night_positions() -> dict[str, tuple[int, int]]:
    """Every character's (first night, other nights) position; 0: no step."""
    return {r["id"]: (int(r["first_night"] or 0), int(r["other_night"] or 0))
            for r in _tsv("night_order.tsv")}


# ---------------------------------------------------------------- state


def order_of(kind: str, n: int) -> int:
    """Night 1 < day 1 < night 2 < ..."""
    return 2 * n - (1 if kind == "night" else 0)


@dataclass
class Seat:
    """One player in the grimoire."""

    name: str
    start: str  # starting character
    char: str  # current character
    believed: str  # the character the player thinks they are (the Drunk's token)
    evil: bool
    claim: str = ""
    alive: bool = True
    death: tuple[str, int] | None = None  # ("night", 2) or ("day", 1)
    cause: str = ""  # "demon", "execution", "slayer"
    info: list[dict[str, Any]] = field(default_factory=list)

    def alive_at(self, kind: str, n: int) -> bool:
        """Alive at the end of that phase."""
        return self.death is None or order_of(*self.death) > order_of(kind, n)


class Game:
    """One game of one script, played forward from a random legal setup."""

    def __init__(self, rng: random.Random, players: int, script: str) -> None:
        self.rng = rng
        self.script = load_script(script)
        self.rules = rules_for(script)
        self.n = players
        self.seats: list[Seat] = []
        self.drunk_token: str | None = None
        self.red_herring: int | None = None
        self.poisoned: int | None = None  # the Poisoner's victim, until dusk
        self.protected: set[int] = set()  # safe from the Demon tonight
        self.nominated: set[int] = set()  # players nominated at least once
        self.slayer_used: set[int] = set()
        self.new_imps: set[int] = set()  # became the Imp tonight: do not act
        self.died_tonight: list[int] = []
        self.executed_today: int | None = None  # died by execution today
        self.executed_yesterday: int | None = None
        self.events: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.phase: tuple[str, int] = ("setup", 0)
        self.last: tuple[str, int] | None = None  # last phase kept in the case
        self.ended: str | None = None
        self.cut: str | None = None  # why the game stopped early
        self.setup()

    # ---- setup -----------------------------------------------------------------

    def setup(self) -> None:
        """A random legal bag, seating, Drunk token, red herring and evil bluffs."""
        s, rng = self.script, self.rng
        counts = dict(s.counts[self.n])
        demons = rng.sample(s.of("demon"), counts["demon"])
        minions = rng.sample(s.of("minion"), counts["minion"])
        for c in minions:
            self.rules.setup_modifier(c, counts)
        outsiders = rng.sample(s.of("outsider"), counts["outsider"])
        townsfolk = rng.sample(s.of("townsfolk"), counts["townsfolk"])
        chars = demons + minions + outsiders + townsfolk
        rng.shuffle(chars)
        if "drunk" in chars:
            self.drunk_token = rng.choice([c for c in s.of("townsfolk") if c not in chars])
        names = rng.sample(NAMES, self.n)
        for name, c in zip(names, chars, strict=True):
            believed = self.drunk_token if c == "drunk" and self.drunk_token else c
            evil = s.team[c] in EVIL_TEAMS
            self.seats.append(Seat(name, c, c, believed, evil))
        if "fortuneteller" in chars:
            self.red_herring = rng.choice([i for i, x in enumerate(self.seats) if not x.evil])
        self.rules.choose_claims(self)
        self.note(
            setup=[x.start for x in self.seats],
            drunk_token=self.drunk_token,
            red_herring=self.name(self.red_herring) if self.red_herring is not None else None,
            claims={x.name: x.claim for x in self.seats},
        )

    # ---- queries used by the characters ------------------------------------------

    def team(self, char: str) -> str:
        return self.script.team[char]

    def name(self, s: int) -> str:
        return self.seats[s].name

    def alive(self, s: int) -> bool:
        return self.seats[s].alive

    def alive_seats(self) -> list[int]:
        return [i for i, x in enumerate(self.seats) if x.alive]

    def living_demons(self) -> list[int]:
        return [i for i in self.alive_seats() if self.team(self.seats[i].char) == "demon"]

    def functioning(self, s: int) -> bool:
        """Sober and healthy: not the Drunk, not poisoned."""
        return self.seats[s].char != "drunk" and self.poisoned != s

    def works(self, s: int, char: str) -> bool:
        """`s` really is `char` and its ability works right now."""
        return self.seats[s].char == char and self.functioning(s)

    def living_neighbours(self, s: int) -> list[int]:
        """The nearest living player in each direction."""
        out = []
        for step in (-1, 1):
            i = (s + step) % self.n
            while i != s and not self.alive(i):
                i = (i + step) % self.n
            if i != s and i not in out:
                out.append(i)
        return out

    def pick(self, exclude: set[int] | None = None, alive_bias: float = 0.9) -> int:
        """A random player, alive with probability `alive_bias` when possible."""
        pool = [i for i in range(self.n) if i not in (exclude or set())]
        living = [i for i in pool if self.alive(i)]
        dead = [i for i in pool if not self.alive(i)]
        if living and (not dead or self.rng.random() < alive_bias):
            return self.rng.choice(living)
        return self.rng.choice(dead or pool)

    # ---- changes -------------------------------------------------------------

    def note(self, **entry: Any) -> None:
        """A grimoire log line for the current phase."""
        kind, n = self.phase
        self.log.append({kind: n, **entry})

    def report(self, s: int, ability: str, payload: Any) -> None:
        """What player `s` was told (or chose) for `ability` in the current phase."""
        kind, n = self.phase
        self.seats[s].info.append({kind: n, ability: payload})

    def kill(self, s: int, cause: str) -> None:
        """`s` dies now; a dying Poisoner's poison ends, a dying Demon may pass on."""
        seat = self.seats[s]
        if not seat.alive:
            return
        alive_before = len(self.alive_seats())
        seat.alive = False
        seat.death = self.phase
        seat.cause = cause
        self.note(died=seat.name, cause=cause)
        if seat.char == "poisoner" and self.poisoned is not None:
            self.note(poison_ends=self.name(self.poisoned))
            self.poisoned = None
        if self.phase[0] == "night":
            self.died_tonight.append(s)
            self.events.append({"night": self.phase[1], "died": seat.name})
        if self.team(seat.char) == "demon":
            self.rules.demon_died(self, s, alive_before)

    def become(self, s: int, char: str) -> None:
        """`s` changes character (the Imp's star-pass, the Scarlet Woman)."""
        seat = self.seats[s]
        if seat.char == "poisoner" and self.poisoned is not None:
            self.note(poison_ends=self.name(self.poisoned))
            self.poisoned = None
        self.note(becomes=char, player=seat.name, was=seat.char)
        seat.char = char
        if self.phase[0] == "night":
            self.new_imps.add(s)

    def check_end(self) -> None:
        """The game is over when no Demon lives or only two players do."""
        if self.ended:
            return
        if not self.living_demons():
            self.ended = "good wins: no living Demon"
        elif len(self.alive_seats()) <= 2:
            self.ended = "evil wins: two players alive"

    # ---- phases --------------------------------------------------------------

    def night(self, n: int) -> None:
        self.phase = ("night", n)
        self.protected = set()
        self.died_tonight = []
        self.new_imps = set()
        for char in self.script.night_order(n):
            act = self.rules.NIGHT.get(char)
            if act is None:
                continue
            for s, seat in enumerate(self.seats):
                if seat.char == char or (seat.char == "drunk" and seat.believed == char):
                    act(self, s)
        self.executed_yesterday = None
        self.check_end()

    def day(self, n: int) -> None:
        self.phase = ("day", n)
        self.executed_today = None
        self.rules.day(self, n)
        self.check_end()
        if not self.ended and self.executed_today is None and self.rules.mayor_wins(self):
            self.ended = "good wins: Mayor with three alive and no execution"
        # Dusk: the Poisoner's victim is healthy again.
        self.poisoned = None
        self.executed_yesterday = self.executed_today

    def _save(self) -> dict[str, Any]:
        return copy.deepcopy({k: v for k, v in vars(self).items() if k not in ("rng", "rules")})

    def _restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(copy.deepcopy(saved))

    def _play_phase(self, kind: str, n: int) -> bool:
        """Play one phase; replay it if it ends the game; False if it had to be dropped."""
        saved = self._save()
        for _ in range(PHASE_RETRIES):
            (self.night if kind == "night" else self.day)(n)
            if not self.ended:
                self.last = (kind, n)
                return True
            reason = self.ended
            self._restore(saved)
        self.cut = f"{kind} {n} would end the game ({reason})"
        return False

    def play(self, nights: int, last_day: bool = True) -> None:
        """Nights 1..`nights` with the day after each (the last day if `last_day`)."""
        for n in range(1, nights + 1):
            if not self._play_phase("night", n):
                break
            if n == nights and not last_day:
                break
            if not self._play_phase("day", n):
                break
        self.rules.evil_reports(self)

    # ---- results --------------------------------------------------------------

    @property
    def last_phase(self) -> tuple[str, int]:
        return self.last or ("night", 1)

    def start_characters(self) -> list[str]:
        return [x.start for x in self.seats]


SIMULATED_SCRIPTS = ("tb", "bmr", "snv")
PER_SCRIPT = ("bmr",)  # still played by its own modules


def rules_for(script: str) -> ModuleType:
    """The module `simulator.<script>` that plays the script's characters. It may
    define `GAME`, a `Game` subclass for rules the shared engine does not hold."""
    if script not in PER_SCRIPT:
        raise ValueError(f"no simulator for script {script!r}")
    return importlib.import_module(f"simulator.{script}")


def new_game(
    rng: random.Random, players: int, nights: int, last_day: bool = True, script: str = "tb"
) -> tuple[Game, int]:
    """Play one game, drawing a new setup while one is unplayable; returns the
    game and how many setups were discarded. Scripts not in `PER_SCRIPT` are
    played by the script-agnostic loop."""
    if script in PER_SCRIPT:
        cls: Any = getattr(rules_for(script), "GAME", Game)
    else:
        from simulator.loop import Game as cls
    discarded = 0
    while True:
        try:
            game = cls(rng, players, script)
            game.play(nights, last_day)
            return game, discarded
        except Unplayable:
            discarded += 1
