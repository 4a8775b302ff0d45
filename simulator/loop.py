"""The script-agnostic game loop: setup from the counts and the characters'
setup hooks, nights in the official order, days with public abilities,
nominations and executions, dusk, and the game's end. Every character's
behaviour is in its module under `simulator.characters` (the interface is in
that package's docstring); this module names no character.

Every phase is played on a copy of the state: if it would end the game, it
is replayed with fresh random choices a few times and otherwise dropped, so
a written case always describes a game that is still going at its end. A phase after which the
game ends for sure (`final`) is kept and the game stops there.

Freedoms the loop itself leaves out (legal games it never plays): public day
abilities come before the nominations, never between them; at most three
nominations a day; each player votes independently of the others (Butler
aside); good players never lie and claim one character all game; an evil
player claims one good character all game (never the Drunk, never an evil
one) and makes up a report on each night a real one would have one (90 %);
more than one Traveller joining mid-game (one may, `Joiner`, besides those
seated from the start).
"""

from __future__ import annotations

import copy
import math
import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from simulator import storyteller as st
from simulator.characters import bluffable, hook, missing, module
from simulator.freedoms import FREEDOMS
from simulator.game import (
    EVIL_TEAMS,
    NAMES,
    PHASE_RETRIES,
    NoBag,
    Script,
    Unplayable,
    all_teams,
    jinx_pairs,
    load_script,
    night_positions,
    order_of,
)
from simulator.model import Frequencies, shipped
from simulator.state import (
    CANNOT_DIE,
    DROISONED,
    IS_DEMON,
    KEPT_ASLEEP,
    KILLS_NOBODY,
    REGAINED,
    SAFE,
    SOBERED,
    Effect,
    Seat,
)

NOMINATIONS = (0, 1, 1, 2, 2, 3)  # nominations a day
HOOKED_NOMINEE = 0.5  # a nomination goes to a claimant whose character reacts to it
DEAD_NOMINEE = 0.05
SELF_NOMINATION = 0.05
VOTE_KEEN = (0.15, 0.85)  # per nomination, each living player votes with a chance in this range
DEAD_VOTE = 0.3  # a dead player with their vote token joins a vote they would make
EXILE = 0.1  # chance per day that a living Traveller is exiled
TRAVELLER_NAMES = ("Pia", "Quinn", "Rafa", "Sana", "Tomas")
TRAVELLERS = (0, 0, 1, 1, 2)  # how many of the script's Travellers join
JOIN = 0.3  # chance that one more of the script's Travellers joins mid-game
TRAVELLER_LIE = 0.3  # an evil Traveller makes up each of their reports
SETUP_TRIES = 200
BAG_PROPOSALS = 100_000  # bags proposed before giving up on keeping one (`draw_bag`)
HOOK_CHOICES = 6  # the most ways a bag's setup hooks may choose its counts (`bag_bound`)
STALE_CLAIM = 0.3  # a good player quiet since a change of character keeps the old claim


def _names(event: dict[str, Any]) -> list[str]:
    out: list[Any] = []
    for v in event.values():
        out += v if isinstance(v, list) else [v]
    return [x for x in out if isinstance(x, str)]


def _deaths(event: dict[str, Any]) -> list[str]:
    """The players a written event says died (as the case language reads it)."""
    out = [event.get("died"), event.get("executed") if event.get("died") is not False else None,
           event.get("exiled") if event.get("died") is not False else None]
    if event.get("died") is True:
        out.append(event.get("target"))
    return [x for x in out if isinstance(x, str)]


def sets_alignment(char: str) -> bool:
    """The character's setup changes who is evil (its module says `SETS_ALIGNMENT`)."""
    return bool(getattr(module(char), "SETS_ALIGNMENT", False))


class Tally:
    """A random generator that keeps the chance of the draws made through it
    (`chance`): each `choice` among k, `sample` of a set of k among n, `randint`
    among its range. Anything else passes through uncounted."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.chance = 1.0

    def choice(self, seq: Any) -> Any:
        self.chance /= len(seq)
        return self.rng.choice(seq)

    def sample(self, population: Any, k: int) -> list[Any]:
        self.chance /= math.comb(len(population), k)
        return self.rng.sample(population, k)

    def randint(self, a: int, b: int) -> int:
        self.chance /= b - a + 1
        return self.rng.randint(a, b)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rng, name)


def bag_bound(script: Script, players: int) -> float:
    """At least one over the chance of nearly any bag `Game.propose` draws: a
    Demon, the most ways to pick the Minions, the Townsfolk and the Outsiders
    of the counts setup hooks may reach from the base counts (one more
    Minion, any good player a Townsfolk or an Outsider), and `HOOK_CHOICES`
    ways for the hooks to choose the counts. A bag beyond that (a rare mix
    of hooks) is kept whenever drawn: a small bias."""
    base = script.counts[players]
    good = base["townsfolk"] + base["outsider"] + 1
    reach = {"minion": base["minion"] + 1, "townsfolk": good, "outsider": good}
    ways = len(script.of("demon")) * HOOK_CHOICES
    for t, most in reach.items():
        k = len(script.of(t))
        ways *= math.comb(k, min(k // 2, most))
    return float(ways)


@dataclass
class Joiner:
    """A Traveller who joins mid-game: at the start of phase `at` (a day N >= 1
    or a night N >= 2) they take a seat between two players, with the
    alignment the Storyteller gives them. Until then the seat does not exist
    (no vote, no neighbour, nobody's choice, not counted)."""

    char: str
    name: str
    evil: bool
    at: tuple[str, int] | None = None  # None: drawn when the game's length is known


class Game:
    """One game of any script whose characters all have modules."""

    def __init__(self, rng: random.Random, players: int, script: str | Script = "tb",
                 travellers: tuple[str, ...] | None = None,
                 fabled: tuple[str, ...] | None = None,
                 joiner: Joiner | None = None, join: float = JOIN,
                 model: Frequencies | None = None) -> None:
        """`travellers`: who sits from the start besides the bag (default: drawn
        from the script's Travellers, and then sometimes one more of them joins
        mid-game); `fabled`: in play (default: the script's Fabled and Loric);
        `joiner`: a Traveller who joins mid-game; `join`: the chance of one
        when `travellers` is drawn; `model`: the frequencies of the
        Storyteller's freedoms and of evil bluffs (default: the likelihood
        model's defaults, simulator/model.py)."""
        self.rng = rng
        self.model = model or shipped()
        # The joining draws come from their own generator, seeded by the state
        # before any draw: a game without a joiner plays as it would without them.
        self.join_rng = random.Random(repr(rng.getstate()))
        self.script = script if isinstance(script, Script) else load_script(script)
        if travellers is None:
            pool = self.script.of("traveller")
            k = min(len(pool), len(TRAVELLER_NAMES), rng.choice(TRAVELLERS)) if pool else 0
            travellers = tuple(rng.sample(pool, k))
            spare = [c for c in pool if c not in travellers]
            if joiner is None and spare and k < len(TRAVELLER_NAMES) \
                    and self.join_rng.random() < join:
                joiner = Joiner(self.join_rng.choice(spare), TRAVELLER_NAMES[k],
                                self.join_rng.random() < 0.5)
        self.joiner = joiner
        self.rotation = 0  # the written seat list starts here (`written_order`)
        if fabled is None:
            fabled = (*self.script.of("fabled"), *self.script.of("loric"))
        lacking = missing([*self.script.chars, *travellers, *fabled,
                           *([joiner.char] if joiner else [])])
        if lacking:
            raise ValueError(f"no simulator module for {', '.join(lacking)}")
        self.players = players  # seats from the bag
        self.n = players + len(travellers)
        self.travellers = list(travellers)
        self.fabled = list(fabled)
        self.unseated: list[str] = []  # in play without a seat (a Demon that is no player)
        self.acting_dead: int | None = None  # a dead player acting with their ability back
        self.seats: list[Seat] = []
        self.effects: list[Effect] = []
        self.marks: dict[str, Any] = {}
        self.events: list[dict[str, Any]] = []
        self.log: list[dict[str, Any]] = []
        self.phase: tuple[str, int] = ("setup", 0)
        self.last: tuple[str, int] | None = None
        self.ended: str | None = None
        self.cut: str | None = None
        self.died_tonight: list[int] = []
        self.changed_tonight: set[int] = set()  # changed character tonight: no step left
        self._sobering = False  # inside `sobered`: its sources are read without sobering
        self.woke_tonight: set[int] = set()  # woke tonight for their own ability (so far)
        self.final: str | None = None  # the game ends after this phase (kept in the case)
        self.revived_tonight: dict[int, bool] = {}  # seat -> alive at dusk
        # Reincarnations whose death's event is not written yet (a module that
        # writes a death after killing): written just after it (`event`).
        self.pending_reborn: list[dict[str, Any]] = []
        self.executed: dict[int, int] = {}  # day -> seat that died by execution
        self.executed_today: int | None = None  # executed today (died or not)
        self.nominated_today: set[int] = set()
        self.nominators_today: set[int] = set()
        self.votes_today: dict[int, list[int]] = {}  # nominee -> voters
        # (seat, character): a first-night step owed late the coming (or this) night,
        # e.g. a "You start knowing" ability gained mid-game.
        self.late: list[tuple[int, str]] = []
        self.abnormal: list[tuple[int, int, str]] = []  # (phase order, seat, ability)
        self.freedoms: Counter[str] = Counter()  # freedom name -> times taken (`freedom`)
        self.setup()

    # ---- setup -----------------------------------------------------------------

    def draw_bag(self) -> list[str]:
        """A legal bag, every one alike (the likelihood model's setup): a bag
        `propose` draws is kept with a chance inversely proportional to how
        likely `propose` was to draw it (rejection sampling; `Tally` keeps that
        chance). Before the simulator played by the model the first legal
        proposal was kept: each Demon and each set of Minions alike, whatever
        the number of good sides they allow (a Baron's bag, with more ways to
        fill its Outsiders, came up less often than its share of legal bags).
        A bag drawn in two steps (a good character that changes the counts
        kept, the rest redrawn) is kept by the chance of that path, not of
        every path to it: nearly, not exactly, alike."""
        rng = self.rng
        bound = bag_bound(self.script, self.players)
        illegal = 0
        try:
            for k in range(BAG_PROPOSALS):
                self.marks = {}
                self.rng = tally = Tally(rng)
                bag = self.propose()
                if bag is None:
                    illegal += 1
                    if illegal >= SETUP_TRIES and illegal == k + 1:  # no legal bag at all
                        raise NoBag(self.script, self.players)
                elif rng.random() * bound * tally.chance < 1:
                    return bag
        finally:
            self.rng = rng
        raise Unplayable("no bag matches the setup counts")

    def propose(self) -> list[str] | None:
        """Demons and Minions first, their count changes, then the good side; if
        good characters change the counts, they stay and the rest is redrawn
        to the new counts. None: the counts did not settle.

        Setup modifiers apply together: each `setup_counts` hook adds its change
        to the running total unclipped, and only the total is judged (a count
        below zero: no bag), after the `fix_counts` hooks, which see the
        total of every change so far (`fixed`)."""
        s, rng = self.script, self.rng
        counts = dict(s.counts[self.players])
        evil = rng.sample(s.of("demon"), counts["demon"])
        for c in [*self.fabled, *evil]:
            self.call(c, "setup_counts", counts)
        minions = s.of("minion")
        if not 0 <= counts["minion"] <= len(minions):
            return None
        drawn = rng.sample(minions, counts["minion"])
        for c in drawn:
            self.call(c, "setup_counts", counts)
        evil += drawn
        self.bag_fixers = [*self.fabled, *evil]
        fixed = self.fixed(counts)
        good = self.draw_good(fixed, []) if min(fixed.values()) >= 0 else None
        if good is None:
            return None
        after = self.good_counts(counts, good)
        if after != fixed:  # keep the good characters that change counts, redraw the rest
            keep = [c for c in good if self.good_counts(counts, [c]) != fixed]
            good = self.draw_good(after, keep) if min(after.values()) >= 0 else None
            if good is None or self.good_counts(counts, good) != after:
                return None
        if any(self.call(c, "legal_bag", evil + good) is False for c in s.chars):
            return None
        return evil + good

    def draw_good(self, counts: dict[str, int], keep: list[str]) -> list[str] | None:
        """Outsiders and Townsfolk to `counts`, `keep` among them; None if impossible."""
        out = []
        for t in ("outsider", "townsfolk"):
            kept = [c for c in keep if self.team(c) == t]
            pool = [c for c in self.script.of(t) if c not in kept]
            if not 0 <= counts[t] - len(kept) <= len(pool):
                return None
            out += kept + self.rng.sample(pool, counts[t] - len(kept))
        return out

    def good_counts(self, counts: dict[str, int], good: list[str] | None) -> dict[str, int]:
        """The counts with the good characters' changes added to the evil side's
        unfixed total `counts`, then fixed."""
        after = dict(counts)
        for c in good or []:
            self.call(c, "setup_counts", after)
        return self.fixed(after)

    def fixed(self, counts: dict[str, int]) -> dict[str, int]:
        """A copy of the total of every change so far, with the counts that
        override or undo changes applied (the bag's `fix_counts` hooks: the
        Xaan's X Outsiders, a "-1 Outsider" with none to remove)."""
        out = dict(counts)
        for c in getattr(self, "bag_fixers", []):
            self.call(c, "fix_counts", out)
        return out

    def setup(self) -> None:
        bag = self.draw_bag()
        for c in list(bag):
            self.call(c, "setup_bag", bag)
        self.rng.shuffle(bag)
        for name, c in zip(self.rng.sample(NAMES, self.players), bag, strict=True):
            self.seats.append(Seat(name, c, c, c, self.team(c) in EVIL_TEAMS))
        for name, c in zip(TRAVELLER_NAMES, self.travellers, strict=False):
            # A Traveller's alignment is the Storyteller's to give.
            at = self.rng.randrange(len(self.seats) + 1)
            self.seats.insert(at, Seat(name, c, c, c, self.rng.random() < 0.5, traveller=True))
        for c in [*dict.fromkeys(bag), *self.fabled]:
            self.call(c, "setup_seating")
        # Alignments set at setup come first (`SETS_ALIGNMENT`: a Bounty Hunter's
        # evil Townsfolk), so a choice of a good player (the Evil Twin's twin, a
        # red herring) is made among the players good once setup is done.
        for first in (True, False):
            for i, seat in enumerate(self.seats):
                if sets_alignment(seat.char) == first:
                    self.call(seat.char, "setup_seat", i)
                if seat.believed != seat.char and sets_alignment(seat.believed) == first:
                    self.call(seat.believed, "setup_seat", i)
        for seat in self.seats:
            seat.start_believed, seat.start_evil = seat.believed, seat.evil
        self.choose_claims()
        self.note(setup=[x.start for x in self.seats], claims={x.name: x.claim for x in self.seats},
                  **{k: self.name(v) if isinstance(v, int) else v for k, v in self.marks.items()})

    def bluffs(self, s: int) -> bool:
        """Evil, or good but believing they are evil (a good player shown a Demon):
        such a player claims and reports as the evil team does."""
        x = self.seats[s]
        if x.evil and self.deceived(x):
            return False  # the Marionette claims as a good player does
        return x.evil or self.team(x.believed) in EVIL_TEAMS

    def choose_claims(self) -> None:
        """Good players claim what they believe, Travellers their own (public)
        character; each evil player (or one who believes they are) bluffs a good
        character no other bluffer claims: one another player starts as with the
        model's odds `in_play_bluff` against one nobody else starts as."""
        for i, seat in enumerate(self.seats):
            if seat.traveller:  # a Traveller's character is public
                seat.claim = seat.start
            elif not self.bluffs(i):
                seat.claim = seat.believed
        taken: set[str] = set()
        evil = [x for i, x in enumerate(self.seats) if self.bluffs(i) and not x.claim]
        self.rng.shuffle(evil)
        for seat in evil:
            options = [c for c in self.script.good() if bluffable(c) and c not in taken]
            seat.claim = self.bluff(seat, options)
            taken.add(seat.claim)

    def bluff(self, seat: Seat, options: list[str]) -> str:
        """One of `options`, each another player starts as weighing
        `in_play_bluff` and each other 1 (before the simulator played by the
        model: 60 % one in play by nobody, believed characters counting as in
        play, else any: odds near 0.3 at 7 to 10 players of Trouble Brewing)."""
        held = {x.start for x in self.seats if x is not seat}
        odds = self.model.in_play_bluff
        return self.rng.choices(options, [odds if c in held else 1.0 for c in options])[0]

    # ---- queries ------------------------------------------------------------

    @property
    def night(self) -> int:
        return self.phase[1] if self.phase[0] == "night" else 0

    @property
    def day(self) -> int:
        return self.phase[1] if self.phase[0] == "day" else 0

    @property
    def red_herring(self) -> int | None:
        return self.marks.get("red_herring")

    @property
    def drunk_token(self) -> str | None:
        return self.marks.get("drunk_token")

    def jinxed(self, a: str, b: str) -> bool:
        """Whether an official jinx between `a` and `b` applies: both on the
        script (or in play) and listed in the rules data."""
        here = set(self.script.chars) | {c for x in self.seats for c in x.abilities()}
        return a in here and b in here and frozenset((a, b)) in jinx_pairs()

    def deceived(self, seat: Seat) -> bool:
        """An evil player who believes they are a good character they are not
        (the Marionette): they claim and report as a good player does."""
        return seat.believed != seat.char and self.team(seat.believed) not in EVIL_TEAMS

    def team(self, char: str) -> str:
        return self.script.team.get(char) or all_teams()[char]

    def name(self, s: int) -> str:
        return self.seats[s].name

    def alive(self, s: int) -> bool:
        return self.seats[s].alive

    def alive_seats(self, travellers: bool = True) -> list[int]:
        return [i for i, x in enumerate(self.seats)
                if x.alive and (travellers or not (x.traveller or x.reborn))]

    def in_play(self, char: str) -> bool:
        """`char` is in play: a player is that character, or it is in play
        without a seat (Lil' Monsta: `unseated`)."""
        return char in self.unseated or any(x.char == char for x in self.seats)

    def living_demons(self) -> list[int]:
        """Living Demons, and living players who "are the Demon" (an `IS_DEMON` effect)."""
        return [i for i in self.alive_seats() if self.team(self.seats[i].char) == "demon"
                or self.effects_on(i, IS_DEMON)]

    def active(self, e: Effect) -> bool:
        if e.until is not None and order_of(*self.phase) > e.until:
            return False
        if e.while_source and e.source is not None:
            src = self.seats[e.source]
            if src.alive and e.by in src.abilities():
                return True
            return e.heirs and any(e.by in self.seats[i].abilities() for i in self.alive_seats())
        return True

    def effects_on(self, s: int, kind: str) -> list[Effect]:
        return [e for e in self.effects if e.target == s and e.kind == kind and self.active(e)]

    def droisoned(self, s: int) -> bool:
        """Drunk or poisoned, unless an ability says the holder never is (`SOBER`)
        or another's ability makes them sober for now (`sobered`)."""
        if any(getattr(module(c), "SOBER", False) for c in self.seats[s].abilities()):
            return False
        if self.sobered(s):
            return False
        return self.statically_droisoned(s) or s in self.droisoned_by_abilities()

    def statically_droisoned(self, s: int) -> bool:
        """Drunk or poisoned by an `Effect` (not by a standing ability)."""
        return not self.sobered(s) and any(self.effects_on(s, k) for k in DROISONED)

    def sobered(self, s: int) -> bool:
        """A `SOBERED` effect holds on `s` while its source's ability works (the
        source not drunk or poisoned itself, read without any sobering), so
        `s` is sober and healthy."""
        effects = self.effects_on(s, SOBERED)
        if not effects or self._sobering:
            return False
        self._sobering = True
        try:
            return any(e.source is None or not self.droisoned(e.source) for e in effects)
        finally:
            self._sobering = False

    def droisoned_by_abilities(self) -> set[int]:
        """Seats a standing ability makes drunk or poisoned (`droisons` hooks),
        evaluated Demons first, then Minions, Outsiders, Townsfolk: a holder
        droisoned by an effect or an earlier ability droisons nobody."""
        out: set[int] = set()
        rank = {"demon": 0, "minion": 1, "outsider": 2, "townsfolk": 3}
        holders = sorted(((rank.get(self.team(c), 4), i, c) for i, x in enumerate(self.seats)
                          for c in x.abilities() if hook(c, "droisons")))
        for _, i, c in holders:
            if i not in out and not self.statically_droisoned(i):
                out |= set(self.call(c, "droisons", i))
        return out

    def has_ability(self, s: int) -> bool:
        """Alive, or dead and keeping the ability (a `keeps_ability` hook of a
        living player says so)."""
        return self.alive(s) or any(
            self.call(c, "keeps_ability", i, s) for i in self.alive_seats()
            for c in self.seats[i].abilities())

    def works(self, s: int, char: str) -> bool:
        """`s` really has `char`'s ability and it works now (sober and healthy;
        dead or alive: the hook checks that). A gained ability may instead
        work as its granter's does, whatever `s`'s own droisoning
        (`grant_works`: the Boffin's Demon)."""
        seat = self.seats[s]
        if char not in seat.abilities():
            return False
        if char in seat.gained:
            for i, x in enumerate(self.seats):
                for c in x.abilities():
                    verdict = self.call(c, "grant_works", i, s, char)
                    if verdict is not None:
                        return bool(verdict)
        return not self.droisoned(s)

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

    def call(self, char: str, name: str, *args: Any) -> Any:
        fn = hook(char, name)
        return fn(self, *args) if fn is not None else None

    # ---- changes --------------------------------------------------------------

    def note(self, **entry: Any) -> None:
        """A grimoire log line for the current phase."""
        kind, n = self.phase
        self.log.append({kind: n, **entry})

    def report(self, s: int, ability: str, payload: Any) -> None:
        """What player `s` was told (or chose) for `ability` in the current phase."""
        kind, n = self.phase
        self.seats[s].info.append({kind: n, ability: payload})

    def event(self, **entry: Any) -> None:
        """A public event of the current phase."""
        kind, n = self.phase
        self.events.append({kind: n, **entry})
        for e in [e for e in self.pending_reborn if e["reincarnated"] in _deaths(entry)]:
            self.pending_reborn.remove(e)
            self.events.append({kind: n, **e})

    def add_effect(self, e: Effect) -> None:
        self.effects.append(e)
        self.note(effect=e.kind, on=self.name(e.target), by=e.by,
                  until=e.until, while_source=e.while_source)

    def malfunction(self, s: int, ability: str) -> None:
        """`s`'s ability `ability` worked abnormally now (false information,
        or an effect that should have happened and did not)."""
        self.abnormal.append((order_of(*self.phase), s, ability))
        self.note(abnormal=self.name(s), ability=ability)

    def freedom(self, name: str) -> None:
        """A non-default option of the named freedom (`simulator.freedoms`) was
        drawn: counted for `botc simulate --coverage`. A replayed phase's
        count goes with the rest of its state."""
        if name not in FREEDOMS:
            raise KeyError(f"unknown freedom {name!r}: add it to simulator.freedoms")
        self.freedoms[name] += 1

    def end(self, reason: str) -> None:
        if not self.ended:
            self.ended = reason

    def may_die(self, s: int, cause: str) -> bool:
        """Whether a stoppable death of `s` by `cause` would happen now, before any
        escape that spends something (`escapes_death`): what a public ability's
        announcement may say before the death is played."""
        return self.alive(s) and not self.stopped(s, cause)

    def day_kill(self, s: int, by: str) -> bool:
        """A day death by the ability `by` written as a bare death, `{day: N, died: P,
        by: BY}`, before what follows from it. That form only says a player
        died: a kill `s` would survive after all, by an escape too (a sober
        Fool's first death), has no written form, so it is not attempted (its
        escape would be spent out of the record's sight). True if `s` died."""
        if not self.may_die(s, by) or any(
                self.call(c, "would_escape", s, by) for c in self.seats[s].abilities()):
            return False
        self.event(died=self.name(s), by=by)
        return self.kill(s, by)

    def kill(self, s: int, cause: str, unstoppable: bool = False,
             alive_before: int | None = None) -> bool:
        """`s` dies now unless something keeps them alive (a `CANNOT_DIE` effect,
        their own `cannot_die`, anyone's `prevents_death`, then their own
        `escapes_death`; none of it against an `unstoppable` kill); its own and
        everyone's death hooks run. True if `s` died. `alive_before`: the living
        count a death at the same moment as another's is judged by (default:
        just before this one)."""
        seat = self.seats[s]
        if not seat.alive or s == self.acting_dead:  # (a dead one acting stays dead)
            return False
        if not unstoppable and self.survives(s, cause):
            return False
        if alive_before is None:
            alive_before = len(self.alive_seats(travellers=False))
        for i, x in enumerate(self.seats):  # a drunk or poisoned protection failed
            for c in x.abilities():
                if self.call(c, "failed_to_save", i, s, cause):
                    self.malfunction(i, c)
        seat.alive = False
        seat.death = self.phase
        seat.cause = cause
        self.note(died=seat.name, cause=cause)
        if self.phase[0] == "night":
            self.died_tonight.append(s)
            self.event(died=seat.name)
        for c in seat.abilities():
            self.call(c, "on_death", s, cause)
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "on_any_death", i, s, cause, alive_before)
            if x.believed not in x.abilities():
                self.call(x.believed, "on_any_death_believed", i, s, cause)
        for c in self.unseated:
            self.call(c, "on_any_death", None, s, cause, alive_before)
        for c in self.fabled:
            char = self.call(c, "reincarnates", None, s, cause)
            if char is not None and not seat.alive:
                self.reincarnate(s, char)
                break
        return True

    def reincarnate(self, s: int, char: str) -> None:
        """`s`, just dead, is at once alive again as the Traveller `char`, with
        the same alignment; their old character and abilities are gone. Public:
        written after the death."""
        seat = self.seats[s]
        self.note(reincarnated=seat.name, traveller=char)
        seat.alive, seat.lives_on = True, False  # (their death stays: it counts)
        seat.gained, seat.thinks = [], []
        self.become(s, char)
        seat.reborn = self.phase
        entry = {"reincarnated": seat.name, "as": char}
        kind, n = self.phase
        if any(e.get(kind) == n and seat.name in _deaths(e) for e in self.events):
            self.event(**entry)
        else:
            self.pending_reborn.append(entry)

    def survives(self, s: int, cause: str) -> bool:
        """Whether a stoppable death of `s` by `cause` is stopped: first what keeps
        `s` from dying at all, then (only for a death that would happen) what
        `s` escapes it with."""
        if self.stopped(s, cause):
            self.note(survives=self.name(s), cause=cause)
            return True
        for c in self.seats[s].abilities():
            if self.call(c, "escapes_death", s, cause):
                self.note(survives=self.name(s), why=c)
                return True
        return False

    def stopped(self, s: int, cause: str) -> bool:
        """`s` is kept from dying of `cause` at all: a `CANNOT_DIE` effect, their
        own `cannot_die` (the Lleech with a living host), anyone's or a Fabled's
        `prevents_death` (a protection with no cost; a Fabled's holder is None)."""
        if self.effects_on(s, CANNOT_DIE):
            return True
        if any(self.call(c, "cannot_die", s, cause) for c in self.seats[s].abilities()):
            return True
        return any(self.call(c, "prevents_death", i, s, cause)
                   for i, x in enumerate(self.seats) for c in x.abilities()) or any(
            self.call(c, "prevents_death", None, s, cause) for c in self.fabled)

    def chosen(self, chooser: int, ability: str, target: int) -> None:
        """`chooser` chose `target` with `ability` (a player's own choice, not the
        Storyteller's): the target's abilities may react (`on_chosen`)."""
        for c in self.seats[target].abilities():
            self.call(c, "on_chosen", target, chooser, ability)

    def revive(self, s: int, by: str) -> None:
        """`s` comes back to life with their ability (a once-per-game one
        unused again), at night. Public at dawn (`settle_revivals`)."""
        seat = self.seats[s]
        self.note(revived=seat.name, by=by)
        alive_at_dusk = seat.death == self.phase  # died tonight
        self.revived_tonight.setdefault(s, alive_at_dusk)
        if seat.death is not None:
            seat.revived.append((seat.death, self.phase))
        seat.alive, seat.death, seat.cause = True, None, ""
        # Uses are forgotten; what is no use (the Grandmother's grandchild) stays.
        kept = {k for c in {*seat.abilities(), seat.start}
                for k in getattr(module(c), "KEPT_ON_REVIVAL", ())}
        seat.marks = {k: v for k, v in seat.marks.items() if k in kept}
        self.freedom("resurrection")

    def settle_reincarnations(self) -> None:
        """At the phase's end, each reincarnation not written yet (its death's
        event was placed by its module, not through `event`) goes just after
        the last event of the phase that lists that death."""
        kind, n = self.phase
        for entry in self.pending_reborn:
            at = max((k for k, e in enumerate(self.events) if e.get(kind) == n
                      and entry["reincarnated"] in _deaths(e)), default=len(self.events) - 1)
            self.events.insert(at + 1, {kind: n, **entry})  # (no death written: last)
        self.pending_reborn = []

    def settle_revivals(self) -> None:
        """Dawn: "after declaring which players died, declare which player is
        alive again". One brought back tonight and alive now is revived (and
        died tonight too if they were alive at dusk); one killed again is dead,
        as if they had not come back: died tonight if alive at dusk, else no
        event at all."""
        kind, n = self.phase
        for s, alive_at_dusk in self.revived_tonight.items():
            name = self.name(s)
            self.events = [e for e in self.events
                           if not (e.get(kind) == n and e.get("died") == name)]
            if alive_at_dusk:
                self.event(died=name)
            if self.alive(s):
                self.event(revived=name)
        self.revived_tonight = {}

    def demon_attack(self, demon: int, target: int) -> bool:
        """The Demon's kill: nothing if `target` is dead or safe, or one of its
        abilities stops it; True if `target` died."""
        self.note(attack=self.name(target), by=self.name(demon))
        if not self.alive(target):
            self.note(result="already dead")
            return False
        if self.effects_on(demon, KILLS_NOBODY):
            self.note(result="the Demon kills nobody tonight")
            return False
        if self.effects_on(target, SAFE):
            self.note(result="safe")
            self.blocked(demon)
            return False
        if any(self.call(c, "on_attacked", target, demon) for c in self.seats[target].abilities()):
            self.blocked(demon)
            return False
        if any(self.call(c, "on_kill", demon, target) for c in self.seats[demon].abilities()):
            return False
        died = self.kill(target, "demon")
        if not died:
            self.blocked(demon)
        return died

    def blocked(self, demon: int) -> None:
        """The Demon's kill on a living target was stopped by another's ability:
        the Mathematician may count the Demon's ability or not (the almanac does
        not say which)."""
        if st.chance(self, st.BLOCKED_COUNTED):
            self.freedom("demon_blocked_counted")
            self.malfunction(demon, self.seats[demon].char)

    def execute(self, t: int) -> None:
        """`t` is executed, and dies if alive (a dead player does not die again;
        the executee's abilities hear of it: `on_executed`). A living executee
        who does not die makes the day's execution event say `died: false`."""
        self.note(executed=self.name(t))
        self.executed_today = t
        for c in self.seats[t].abilities():
            self.call(c, "on_executed", t)
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "on_any_execution", i, t)
        if self.alive(t):
            if self.kill(t, "execution"):
                self.executed[self.day] = t
            else:
                for e in reversed(self.events):
                    if e.get("day") == self.day and e.get("executed") == self.name(t):
                        e["died"] = False
                        break

    def exile(self, t: int) -> None:
        """A Traveller leaves by exile (not an execution); an ability may keep them alive."""
        entry = {"exiled": self.name(t)}
        self.event(**entry)
        if not self.kill(t, "exile"):
            self.events[-1]["died"] = False

    def become(self, s: int, char: str) -> None:
        """`s` changes character (keeping its alignment: see `set_evil`)."""
        seat = self.seats[s]
        self.note(becomes=char, player=seat.name, was=seat.char)
        old = seat.char
        # They learn it, even one who believed another character (a Drunk, a
        # Hermit shown a Townsfolk, swapped by the Barber's Demon): what they
        # believed goes with what they were.
        seat.believed = char
        seat.char = char
        if self.phase[0] == "night":
            self.changed_tonight.add(s)
        self.call(old, "on_change", s, old, char)
        self.call(char, "on_become", s, old, char)
        kind, n = self.phase
        if seat.changes and seat.changes[-1].get(kind) == n:
            seat.changes.pop()  # the case lists one change a phase: the character at its end
        # What they learn: the new character, or what its `on_become` shows them instead.
        seat.changes.append({kind: n, "is": seat.believed})

    def set_evil(self, s: int, evil: bool) -> None:
        if evil and not self.seats[s].evil and any(self.call(c, "keeps_good", s)
                                                   for c in self.fabled):
            self.note(stays_good=self.name(s))
            return
        self.note(alignment="evil" if evil else "good", player=self.name(s))
        self.seats[s].evil = evil

    def check_end(self) -> None:
        """Over when no Demon lives or only two players (not Travellers) do; a
        seat that `lives_on` after a public death counts as living; any
        ability's `suspends_game_end` may keep the game going."""
        if self.ended:
            return
        on = [i for i, x in enumerate(self.seats) if x.lives_on]
        if not self.living_demons() and not [i for i in on if self.team(self.seats[i].char)
                                             == "demon"] and not any(
                self.call(c, "no_demon_ok", i) or self.call(c, "blocks_good_win", i)
                for i, x in enumerate(self.seats) for c in x.abilities()):
            reason = "good wins: no living Demon"
        elif len(self.alive_seats(travellers=False)) + len(on) <= 2:
            reason = "evil wins: two players alive"
        else:
            return
        if any(self.call(c, "suspends_game_end", i, reason)
               for i, x in enumerate(self.seats) for c in x.abilities()):
            return
        self.ended = reason

    # ---- phases --------------------------------------------------------------

    def night_order(self, n: int) -> list[str]:
        """Every character that could act tonight, in official order."""
        pos = night_positions()
        chars = set(self.script.chars) | set(self.fabled) | set(self.unseated)
        chars |= {c for x in self.seats for c in x.wakes_as()}
        k = 0 if n == 1 else 1
        return sorted((c for c in chars if pos.get(c, (0, 0))[k] > 0), key=lambda c: pos[c][k])

    def join(self) -> None:
        """The joiner takes their seat at the start of their phase: last in the
        seat list, between the last and the first player (the seats are a
        circle in random order; the written list starts at a random seat)."""
        j = self.joiner
        if j is None or j.at != self.phase or any(x.name == j.name for x in self.seats):
            return
        seat = Seat(j.name, j.char, j.char, j.char, j.evil, claim=j.char, traveller=True,
                    joined=self.phase)
        seat.start_believed, seat.start_evil = j.char, j.evil
        self.seats.append(seat)
        self.n += 1
        self.travellers.append(j.char)
        self.rotation = self.join_rng.randrange(self.n)
        self.note(joins=j.name, character=j.char, alignment="evil" if j.evil else "good")

    def first_night(self, s: int) -> int:
        """The seat's first night in the game: night 1, or the night they joined
        at or after."""
        joined = self.seats[s].joined
        if joined is None:
            return 1
        return joined[1] if joined[0] == "night" else joined[1] + 1

    def play_night(self, n: int) -> None:
        self.phase = ("night", n)
        self.died_tonight = []
        self.changed_tonight = set()
        self.woke_tonight = set()
        self.join()
        pos = night_positions()
        for s in [i for i in range(self.n) if n > 1 and self.first_night(i) == n]:
            # A joiner's first-night-only ability acts on their first night,
            # before every other step (no later-night place to take).
            for c in self.seats[s].abilities():
                first, other = pos.get(c, (0, 0))
                if first and not other:
                    self.step(c, [s])
        for char in self.night_order(n):
            self.before_step(char)
            if char in self.fabled or char in self.unseated:
                self.call(char, "night", None)
            self.step(char, [i for i in range(self.n) if char in self.seats[i].wakes_as()])
        late, self.late = self.late, []
        for s, char in late:
            if self.alive(s) and char in self.seats[s].wakes_as():
                self.step(char, [s])
        self.before_step("dawn")
        self.settle_revivals()
        self.check_end()

    def before_step(self, char: str) -> None:
        """Just before `char`'s step tonight ("dawn": after the last step): any
        ability may act (`before_step`)."""
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "before_step", i, char)

    def step(self, char: str, seats: list[int]) -> None:
        """`char`'s step for `seats`, each of which holds or believes it holds
        the ability as the step begins. Who wakes for it is recorded first
        (`wakes`: what a Chambermaid counts). The handler acts for a holder; for
        a seat that only believes it, unless the character has no step for
        believers (`BELIEVED_STEP = False`: a Lunatic shown a Demon) or the seat
        gained the ability during the step (a Fang Gu's jump into a player who
        believed they were one: it acts from its next step on). A seat the
        default rule does not wake (dead, without the ability: one killed
        tonight before this step) does not act: a handler acts for a non-woken
        holder only where its own `wakes` hook says when it wakes."""
        holders = {s for s in seats if char in self.seats[s].abilities()}
        asleep = set()
        for s in seats:
            if self.wakes(char, s):
                self.woke_tonight.add(s)
            elif not self.alive(s) and hook(char, "wakes") is None:
                asleep.add(s)
        believer_step = getattr(module(char), "BELIEVED_STEP", True)
        for s in seats:
            if s not in holders and (not believer_step or char in self.seats[s].abilities()):
                continue
            if s in asleep:
                continue
            self.night_step(char, s)

    def wakes(self, char: str, s: int) -> bool:
        """Whether `s`, holding or believing it holds `char`'s ability as its step
        begins, is woken for it tonight, working or not: by default while it has
        an ability (alive, dead but keeping it, or with it back tonight) and
        nothing keeps it asleep (`KEPT_ASLEEP`); a `wakes` hook says otherwise
        for an ability that wakes only on some nights or until used."""
        if self.effects_on(s, KEPT_ASLEEP):
            return False
        fn = hook(char, "wakes")
        if fn is not None:
            return bool(fn(self, s))
        return self.has_ability(s) or self.seats[s].lives_on or bool(self.effects_on(s, REGAINED))

    def night_step(self, char: str, s: int) -> None:
        """`s`'s step as `char`; a dead player whose ability is back tonight (a
        `REGAINED` effect: the Bone Collector's) acts as a living one would,
        while they stay dead."""
        seat = self.seats[s]
        if seat.alive or char not in seat.abilities() or not self.effects_on(s, REGAINED):
            self.call(char, "night", s)
            return
        seat.alive, self.acting_dead = True, s
        try:
            self.call(char, "night", s)
        finally:
            seat.alive, self.acting_dead = False, None

    def play_day(self, n: int) -> None:
        self.phase = ("day", n)
        self.join()
        self.executed_today = None
        self.nominated_today = set()
        self.nominators_today = set()
        self.votes_today = {}
        for s, seat in enumerate(self.seats):
            own = [*seat.abilities(), seat.claim] if self.bluffs(s) else seat.abilities()
            for c in dict.fromkeys(own):
                self.call(c, "at_dawn", s)
        order = list(range(self.n))
        self.rng.shuffle(order)
        for s in order:
            seat = self.seats[s]
            # An evil player may bluff their claim; a good one acts as they believe.
            bluff = [seat.claim] if seat.evil and isinstance(seat.claim, str) else []
            for c in dict.fromkeys([*bluff, *seat.wakes_as()]):
                if seat.alive and not self.ended:
                    self.call(c, "day", s)
        for c in self.fabled:
            self.call(c, "day", None)
        self.check_end()
        if not self.ended:
            self.nominations()
        self.check_end()
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "at_dusk", i)
        for c in [*self.fabled, *self.unseated]:
            self.call(c, "at_dusk", None)
        self.check_end()

    def nominee(self, nominator: int) -> int | None:
        pool = [i for i in range(self.n) if i not in self.nominated_today
                and not self.seats[i].traveller  # a Traveller is exiled, not executed
                and not self.seats[i].reborn
                and (i != nominator or st.chance(self, SELF_NOMINATION))]
        hooked = [i for i in pool if i != nominator and self.alive(i)
                  and hook(self.seats[i].claim, "on_nominated")]
        if hooked and st.chance(self, HOOKED_NOMINEE):
            return self.rng.choice(hooked)
        living = [i for i in pool if self.alive(i)]
        dead = [i for i in pool if not self.alive(i)]
        if dead and (not living or st.chance(self, DEAD_NOMINEE)):
            t: int | None = self.rng.choice(dead)
        else:
            t = self.rng.choice(living) if living else None
        if t == nominator:
            self.freedom("self_nomination")
        return t

    def nominations(self) -> None:
        """A few nominations by living players who have not nominated today, of
        players not yet nominated today; maybe an execution of one of them."""
        to_vote: list[int] = []
        for _ in range(self.rng.choice(NOMINATIONS)):
            if self.executed_today is not None or self.ended:
                return
            free = [i for i in self.alive_seats() if i not in self.nominators_today
                    and self.may_nominate(i)]
            if not free:
                break
            q = self.rng.choice(free)
            t = self.nominee(q)
            if t is None:
                break
            if not self.nominate(t, q):
                verdict = self.each_ability("verdict", t, q)
                if verdict is True:
                    self.execution(t)
                    return
                if verdict is None:
                    to_vote.append(t)
        if self.executed_today is not None or self.ended:
            return
        tally = sorted(((self.tally(t), t) for t in to_vote), reverse=True)
        if tally and tally[0][0] >= self.votes_needed() and (
                len(tally) == 1 or tally[1][0] < tally[0][0]):
            self.execution(tally[0][1])
        exilable = [i for i, x in enumerate(self.seats) if x.traveller or x.reborn]
        for i in exilable:
            if self.alive(i) and st.chance(self, EXILE / len(exilable)):
                self.exile(i)
                break

    def may_nominate(self, s: int) -> bool:
        """Whether `s` may nominate now: no character it wakes as (real or
        believed: a rule its player keeps) says no (`may_nominate`), nor any
        seat's ability that keeps every player from nominating (`forbids_nominating`)."""
        return all(self.call(c, "may_nominate", s) is not False
                   for c in self.seats[s].wakes_as()) \
            and self.each_ability("forbids_nominating", s) is None

    def each_ability(self, name: str, *args: Any) -> Any:
        """The first answer that is not None of hook `name` over every seat's
        abilities (called as `hook(g, holder, *args)`)."""
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                answer = self.call(c, name, i, *args)
                if answer is not None:
                    return answer
        return None

    def votes_needed(self) -> int:
        return -(-len(self.alive_seats()) // 2)

    def tally(self, t: int) -> int:
        """The votes on `t`: one per voter unless an ability makes it count
        otherwise (`vote_value`)."""
        total = 0
        for v in self.votes_today[t]:
            value = self.each_ability("vote_value", v)
            total += 1 if value is None else value
        return total

    def vote_event(self, t: int, q: int) -> None:
        """The public record of a nomination and its vote; a tally below zero
        (the Thief's negative votes) is left out, as the case format counts
        votes from 0."""
        votes = self.tally(t)
        entry: dict[str, Any] = {"nominated": self.name(t), "by": self.name(q)}
        if votes >= 0:
            entry["votes"] = votes
        self.event(**entry, voters=[self.name(i) for i in self.votes_today[t]])

    def execution(self, t: int) -> None:
        """The day's execution of `t` by vote or ruling: a `executed_instead` hook may
        execute another instead; `after_execution` hooks follow."""
        sub = self.each_ability("executed_instead", t)
        if sub is not None:
            self.event(executed=self.name(sub), instead_of=self.name(t))
            t = sub
        else:
            self.event(executed=self.name(t))
        entry = self.events[-1]
        was_alive = self.alive(t)
        self.execute(t)
        if was_alive and self.alive(t) and self.seats[t].reborn != self.phase:
            entry["died"] = False
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                if not self.ended:
                    self.call(c, "after_execution", i, t)

    def vote(self, t: int) -> list[int]:
        """Who votes on `t`, clockwise from the nominee: living players as they
        like, dead ones spending their vote token; each voter's believed and
        real characters may forbid the vote (`may_vote`)."""
        keen = self.rng.uniform(*VOTE_KEEN)
        voters: list[int] = []
        for k in range(1, self.n + 1):
            i = (t + k) % self.n
            x = self.seats[i]
            if x.alive and (self.must_vote(i, t) or st.chance(self, keen)):
                voters.append(i)
            elif not x.alive and not x.marks.get("vote_spent") \
                    and st.chance(self, keen * DEAD_VOTE):
                voters.append(i)
        allowed = [i for i in voters if all(
            self.call(c, "may_vote", i, t, voters) is not False for c in self.seats[i].wakes_as())]
        for i in allowed:
            if not self.alive(i):
                self.seats[i].marks["vote_spent"] = True
        return allowed

    def must_vote(self, s: int, nominee: int) -> bool:
        """A voting obligation the living `s` keeps (`must_vote` of a character it wakes as)."""
        return any(self.call(c, "must_vote", s, nominee) for c in self.seats[s].wakes_as())

    def nominate(self, t: int, q: int) -> bool:
        """`q` nominates `t`; True if a nomination hook settled it."""
        self.nominators_today.add(q)
        self.nominated_today.add(t)
        self.note(nominated=self.name(t), by=self.name(q))
        for c in self.script.chars:
            self.call(c, "before_vote", t, q)
        settled = any([self.call(c, "on_nominated", t, q) for c in self.seats[t].abilities()])
        self.seats[t].marks["nominations"] = self.seats[t].marks.get("nominations", 0) + 1
        if not settled:
            self.votes_today[t] = self.vote(t)
            self.vote_event(t, q)
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "on_any_nomination", i, t, q)
        return settled

    def _save(self) -> dict[str, Any]:
        return copy.deepcopy({k: v for k, v in vars(self).items() if k != "rng"})

    def _restore(self, saved: dict[str, Any]) -> None:
        self.__dict__.update(copy.deepcopy(saved))

    def _play_phase(self, kind: str, n: int) -> bool:
        """Play one phase; replay it if it ends the game; False if it had to be dropped."""
        saved = self._save()
        for _ in range(PHASE_RETRIES):
            (self.play_night if kind == "night" else self.play_day)(n)
            self.settle_reincarnations()
            if not self.ended:
                self.last = (kind, n)
                return True
            reason = self.ended
            self._restore(saved)
        self.cut = f"{kind} {n} would end the game ({reason})"
        return False

    def play(self, nights: int, last_day: bool = True) -> None:
        """Nights 1..`nights` with the day after each (the last day if `last_day`);
        a joiner comes at the start of a day or a later night, drawn among them."""
        if self.joiner is not None and self.joiner.at is None:
            days = range(1, nights + 1) if last_day else range(1, nights)
            phases = [("day", d) for d in days] + [("night", k) for k in range(2, nights + 1)]
            self.joiner.at = self.join_rng.choice(phases) if phases else None
        for n in range(1, nights + 1):
            if not self._play_phase("night", n) or self.final:
                self.cut = self.cut or self.final
                break
            if n == nights and not last_day:
                break
            if not self._play_phase("day", n) or self.final:
                self.cut = self.cut or self.final
                break
        self.phase = self.last_phase
        self.final_claims()
        for i, x in enumerate(self.seats):
            for c in dict.fromkeys([*x.abilities(), x.start]):
                self.call(c, "at_end", i)
        self.evil_reports()

    def final_claims(self) -> None:
        """A player good at the end lists the changes of character they learnt
        (`claim: [first, {night: N, is: C}, ...]`), sometimes (one who started
        good) only those up to the last time they spoke; one who started evil
        names what they started as, and drops what they made up while evil.
        So does one who only changed alignment (a Demon a neighbour's ability
        turned good): good when they last spoke, they said what they are."""
        for s, seat in enumerate(self.seats):
            if seat.evil:
                continue
            if not seat.changes:
                self.come_out(s)
                continue
            first = seat.claim
            if self.team(seat.start) in EVIL_TEAMS:
                first = seat.start
                since = order_of("night", next(iter(seat.changes[0].values())))
                seat.info = [e for e in seat.info if order_of(*next(iter(e.items()))) >= since]
            changes = seat.changes
            if self.team(seat.start) not in EVIL_TEAMS and st.chance(self, STALE_CLAIM):
                changes = self.spoken_changes(s)
                if changes != seat.changes:
                    self.note(stale_claim=seat.name, unsaid=seat.changes[len(changes):])
            if changes:
                seat.claim = [first, *changes]  # type: ignore[assignment]

    def come_out(self, s: int) -> None:
        """A player turned good who had bluffed while evil claims what they
        believe they started as, and keeps no report made up for the bluff."""
        seat = self.seats[s]
        turned = any(e.get("alignment") == "good" and e.get("player") == seat.name
                      for e in self.log)
        if not turned or seat.traveller or not seat.start_believed \
                or seat.claim == seat.start_believed:
            return
        self.note(comes_out=seat.name, was_claiming=seat.claim)
        seat.claim = seat.start_believed
        seat.info = [e for e in seat.info if seat.start_believed in e]

    def spoken_changes(self, s: int) -> list[dict[str, Any]]:
        """The changes a good player quiet since would list: none after the last
        day or night they spoke (a report, or a public event naming them)."""
        seat = self.seats[s]
        spoke = [1] + [next(iter(e.values())) for e in seat.info]
        spoke += [next(iter(e.values())) for e in self.events if seat.name in _names(e)]
        return [c for c in seat.changes if next(iter(c.values())) <= max(spoke)]

    def evil_reports(self) -> None:
        """Each evil player reports made-up, well-formed information for the
        character they claim, on the nights a real one would have had it."""
        for s, seat in enumerate(self.seats):
            if seat.evil and seat.traveller:
                self.traveller_lies(s)
            elif self.bluffs(s) and isinstance(seat.claim, str):
                self.made_up_reports(s, seat.claim)

    def made_up_reports(self, s: int, c: str) -> None:
        """Well-formed reports for claimed character `c`, on the nights a real
        one would have had them and `s` has none for `c` yet."""
        seat = self.seats[s]
        if hook(c, "anything") is None:
            return
        _, last = self.last_phase
        pos = night_positions()
        had = {e.get("night") for e in seat.info if c in e}
        for n in range(1, last + 1):
            with self.as_on(n):  # nobody names a joiner before they came
                if s >= self.n:  # the joiner themself, not seated yet that night
                    continue
                fn = hook(c, "reports_on")
                if fn is not None:
                    wakes = fn(self, s, n)
                else:
                    wakes = pos.get(c, (0, 0))[0 if n == 1 else 1] > 0 \
                        and seat.alive_at("night", n)
                if wakes and n not in had and st.chance(self, self.model.evil_reports):
                    seat.info.append({"night": n, c: st.anything(self, s, c)})

    @contextmanager
    def as_on(self, night: int) -> Iterator[None]:
        """The seats as they were on `night`: a joiner who came later (always
        the last seat) is away meanwhile."""
        last = self.seats[-1] if self.seats else None
        away = last is not None and last.joined is not None \
            and order_of(*last.joined) > order_of("night", night)
        if not away:
            yield
            return
        seat = self.seats.pop()
        self.n -= 1
        try:
            yield
        finally:
            self.seats.append(seat)
            self.n += 1

    def traveller_lies(self, s: int) -> None:
        """An evil Traveller's character is public, but what they say they
        learnt or chose may be made up (`anything` of that ability)."""
        for e in self.seats[s].info:
            for key in [k for k in e if k not in ("night", "day")]:
                if hook(key, "anything") is not None and st.chance(self, TRAVELLER_LIE):
                    e[key] = st.anything(self, s, key)

    # ---- results --------------------------------------------------------------

    @property
    def last_phase(self) -> tuple[str, int]:
        return self.last or ("night", 1)

    def written_order(self) -> list[int]:
        """The seats in the order the case lists them (a rotation of the circle)."""
        return [*range(self.rotation, self.n), *range(self.rotation)]

    def start_characters(self) -> list[str]:
        return [self.seats[i].start for i in self.written_order()]
