"""The script-agnostic game loop: setup from the counts and the characters'
setup hooks, nights in the official order, days with public abilities,
nominations and executions, dusk, and the game's end. Every character's
behaviour is in its module under `simulator.characters` (the interface is in
that package's docstring); this module names no character.

Every phase is played on a copy of the state: if it would end the game, it
is replayed with fresh random choices a few times and otherwise dropped, so a
written case always describes a game that is still going at its end.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from simulator import storyteller as st
from simulator.characters import bluffable, hook, missing
from simulator.game import (
    EVIL_TEAMS,
    NAMES,
    PHASE_RETRIES,
    Unplayable,
    all_teams,
    load_script,
    night_positions,
    order_of,
)
from simulator.state import DROISONED, SAFE, Effect, Seat

NOMINATIONS = (0, 1, 1, 2, 2, 3)  # nominations a day
HOOKED_NOMINEE = 0.5  # a nomination goes to a claimant whose character reacts to it
DEAD_NOMINEE = 0.05
SELF_NOMINATION = 0.05
VOTE_KEEN = (0.15, 0.85)  # per nomination, each living player votes with a chance in this range
DEAD_VOTE = 0.3  # a dead player with their vote token joins a vote they would make
EXILE = 0.1  # chance per day that a living Traveller is exiled
TRAVELLER_NAMES = ("Pia", "Quinn", "Rafa", "Sana", "Tomas")
SAFE_BLUFF = 0.6  # an evil player bluffs a character not in play when one is left
EVIL_REPORT = 0.9  # chance an evil claimant reports each plausible piece of info
SETUP_TRIES = 200
STALE_CLAIM = 0.3  # a good player quiet since a change of character keeps the old claim


def _names(event: dict[str, Any]) -> list[str]:
    out: list[Any] = []
    for v in event.values():
        out += v if isinstance(v, list) else [v]
    return [x for x in out if isinstance(x, str)]


class Game:
    """One game of any script whose characters all have modules."""

    def __init__(self, rng: random.Random, players: int, script: str = "tb",
                 travellers: tuple[str, ...] = (), fabled: tuple[str, ...] = ()) -> None:
        self.rng = rng
        self.script = load_script(script)
        lacking = missing([*self.script.chars, *travellers, *fabled])
        if lacking:
            raise ValueError(f"no simulator module for {', '.join(lacking)}")
        self.players = players  # seats from the bag
        self.n = players + len(travellers)
        self.travellers = list(travellers)
        self.fabled = list(fabled)
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
        self.executed: dict[int, int] = {}  # day -> seat that died by execution
        self.executed_today: int | None = None  # executed today (died or not)
        self.nominated_today: set[int] = set()
        self.nominators_today: set[int] = set()
        self.votes_today: dict[int, list[int]] = {}  # nominee -> voters
        self.abnormal: list[tuple[int, int, str]] = []  # (phase order, seat, ability)
        self.setup()

    # ---- setup -----------------------------------------------------------------

    def draw_bag(self) -> list[str]:
        """Demons and Minions first, their count changes, then the good side; if
        good characters change the counts, they stay and the rest is redrawn
        to the new counts (a fresh bag if that does not settle)."""
        s, rng = self.script, self.rng
        for _ in range(SETUP_TRIES):
            counts = dict(s.counts[self.players])
            evil = rng.sample(s.of("demon"), counts["demon"])
            evil += rng.sample(s.of("minion"), counts["minion"])
            for c in [*self.fabled, *evil]:
                self.call(c, "setup_counts", counts)
            good = self.draw_good(counts, []) if min(counts.values()) >= 0 else None
            if good is None:
                continue
            after = self.good_counts(counts, good)
            if after != counts:  # keep the good characters that change counts, redraw the rest
                keep = [c for c in good if self.good_counts(counts, [c]) != counts]
                good = self.draw_good(after, keep) if min(after.values()) >= 0 else None
                if good is None or self.good_counts(counts, good) != after:
                    continue
            return evil + good
        raise Unplayable("no bag matches the setup counts")

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
        after = dict(counts)
        for c in good or []:
            self.call(c, "setup_counts", after)
        return after

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
        for i, seat in enumerate(self.seats):
            self.call(seat.char, "setup_seat", i)
            if seat.believed != seat.char:
                self.call(seat.believed, "setup_seat", i)
        self.choose_claims()
        self.note(setup=[x.start for x in self.seats], claims={x.name: x.claim for x in self.seats},
                  **{k: self.name(v) if isinstance(v, int) else v for k, v in self.marks.items()})

    def choose_claims(self) -> None:
        """Good players claim what they believe; each evil player bluffs a good
        character no other evil player claims, often one not in play."""
        for seat in self.seats:
            if not seat.evil:
                seat.claim = seat.believed
        in_play = {x.start for x in self.seats} | {x.believed for x in self.seats}
        taken: set[str] = set()
        evil = [x for x in self.seats if x.evil]
        self.rng.shuffle(evil)
        for seat in evil:
            options = [c for c in self.script.good() if bluffable(c) and c not in taken]
            safe = [c for c in options if c not in in_play]
            seat.claim = self.rng.choice(safe if safe and st.chance(self, SAFE_BLUFF) else options)
            taken.add(seat.claim)

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

    def team(self, char: str) -> str:
        return self.script.team.get(char) or all_teams()[char]

    def name(self, s: int) -> str:
        return self.seats[s].name

    def alive(self, s: int) -> bool:
        return self.seats[s].alive

    def alive_seats(self, travellers: bool = True) -> list[int]:
        return [i for i, x in enumerate(self.seats) if x.alive and (travellers or not x.traveller)]

    def living_demons(self) -> list[int]:
        return [i for i in self.alive_seats() if self.team(self.seats[i].char) == "demon"]

    def active(self, e: Effect) -> bool:
        if e.until is not None and order_of(*self.phase) > e.until:
            return False
        if e.while_source and e.source is not None:
            src = self.seats[e.source]
            return src.alive and e.by in src.abilities()
        return True

    def effects_on(self, s: int, kind: str) -> list[Effect]:
        return [e for e in self.effects if e.target == s and e.kind == kind and self.active(e)]

    def droisoned(self, s: int) -> bool:
        return self.statically_droisoned(s) or s in self.droisoned_by_abilities()

    def statically_droisoned(self, s: int) -> bool:
        """Drunk or poisoned by an `Effect` (not by a standing ability)."""
        return any(self.effects_on(s, k) for k in DROISONED)

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
        """Alive, or dead and keeping the ability (a `keeps_dead` hook of a
        living player says so)."""
        return self.alive(s) or any(
            self.call(c, "keeps_dead", i, s) for i in self.alive_seats()
            for c in self.seats[i].abilities())

    def works(self, s: int, char: str) -> bool:
        """`s` really has `char`'s ability and it works now (sober and healthy;
        dead or alive: the hook checks that)."""
        return char in self.seats[s].abilities() and not self.droisoned(s)

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

    def add_effect(self, e: Effect) -> None:
        self.effects.append(e)
        self.note(effect=e.kind, on=self.name(e.target), by=e.by,
                  until=e.until, while_source=e.while_source)

    def malfunction(self, s: int, ability: str) -> None:
        """`s`'s ability `ability` worked abnormally now (false information,
        or an effect that should have happened and did not)."""
        self.abnormal.append((order_of(*self.phase), s, ability))
        self.note(abnormal=self.name(s), ability=ability)

    def end(self, reason: str) -> None:
        if not self.ended:
            self.ended = reason

    def kill(self, s: int, cause: str) -> None:
        """`s` dies now; its own and everyone's death hooks run."""
        seat = self.seats[s]
        if not seat.alive:
            return
        alive_before = len(self.alive_seats(travellers=False))
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

    def demon_attack(self, demon: int, target: int) -> bool:
        """The Demon's kill: nothing if `target` is dead or safe, or one of its
        abilities stops it; True if `target` died."""
        self.note(attack=self.name(target), by=self.name(demon))
        if not self.alive(target):
            self.note(result="already dead")
            return False
        if self.effects_on(target, SAFE):
            self.note(result="safe")
            return False
        if any(self.call(c, "on_attacked", target, demon) for c in self.seats[target].abilities()):
            return False
        self.kill(target, "demon")
        return True

    def execute(self, t: int) -> None:
        """`t` is executed, and dies if alive (a dead player does not die again)."""
        self.note(executed=self.name(t))
        self.executed_today = t
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "on_any_execution", i, t)
        if self.alive(t):
            self.executed[self.day] = t
            self.kill(t, "execution")

    def exile(self, t: int) -> None:
        """A Traveller leaves by exile (not an execution)."""
        self.event(exiled=self.name(t))
        self.kill(t, "exile")

    def become(self, s: int, char: str) -> None:
        """`s` changes character (keeping its alignment: see `set_evil`)."""
        seat = self.seats[s]
        self.note(becomes=char, player=seat.name, was=seat.char)
        old = seat.char
        if seat.believed == seat.char:
            seat.believed = char
        seat.char = char
        if self.phase[0] == "night":
            self.changed_tonight.add(s)
        self.call(old, "on_change", s, old, char)
        kind, n = self.phase
        if seat.changes and seat.changes[-1].get(kind) == n:
            seat.changes.pop()  # the case lists one change a phase: the character at its end
        seat.changes.append({kind: n, "is": char})

    def set_evil(self, s: int, evil: bool) -> None:
        self.note(alignment="evil" if evil else "good", player=self.name(s))
        self.seats[s].evil = evil

    def check_end(self) -> None:
        """Over when no Demon lives or only two players (not Travellers) do."""
        if self.ended:
            return
        if not self.living_demons():
            if not any(self.call(c, "blocks_good_win", i) for i, x in enumerate(self.seats)
                       for c in x.abilities()):
                self.ended = "good wins: no living Demon"
        elif len(self.alive_seats(travellers=False)) <= 2:
            self.ended = "evil wins: two players alive"

    # ---- phases --------------------------------------------------------------

    def night_order(self, n: int) -> list[str]:
        """Every character that could act tonight, in official order."""
        pos = night_positions()
        chars = set(self.script.chars) | set(self.fabled)
        chars |= {c for x in self.seats for c in x.wakes_as()}
        k = 0 if n == 1 else 1
        return sorted((c for c in chars if pos.get(c, (0, 0))[k] > 0), key=lambda c: pos[c][k])

    def play_night(self, n: int) -> None:
        self.phase = ("night", n)
        self.died_tonight = []
        self.changed_tonight = set()
        for char in self.night_order(n):
            if char in self.fabled:
                self.call(char, "night", None)
            # Who has the ability as the step begins: one who gets it during the
            # step (a swap) acts from its next step on.
            for s in [i for i in range(self.n) if char in self.seats[i].wakes_as()]:
                self.call(char, "night", s)
        self.check_end()

    def play_day(self, n: int) -> None:
        self.phase = ("day", n)
        self.executed_today = None
        self.nominated_today = set()
        self.nominators_today = set()
        self.votes_today = {}
        for i, x in enumerate(self.seats):
            for c in dict.fromkeys(x.abilities()):
                self.call(c, "at_dawn", i)
        order = list(range(self.n))
        self.rng.shuffle(order)
        for s in order:
            seat = self.seats[s]
            # An evil player may bluff their claim; a good one acts as they believe.
            bluff = [seat.claim] if seat.evil and isinstance(seat.claim, str) else []
            for c in dict.fromkeys([*bluff, *seat.wakes_as()]):
                if seat.alive and not self.ended:
                    self.call(c, "day", s)
        self.check_end()
        if not self.ended:
            self.nominations()
        self.check_end()
        for i, x in enumerate(self.seats):
            for c in x.abilities():
                self.call(c, "at_dusk", i)
        for c in self.fabled:
            self.call(c, "at_dusk", None)

    def nominee(self, nominator: int) -> int | None:
        pool = [i for i in range(self.n) if i not in self.nominated_today
                and (i != nominator or st.chance(self, SELF_NOMINATION))]
        hooked = [i for i in pool if i != nominator and self.alive(i)
                  and hook(self.seats[i].claim, "on_nominated")]
        if hooked and st.chance(self, HOOKED_NOMINEE):
            return self.rng.choice(hooked)
        living = [i for i in pool if self.alive(i)]
        dead = [i for i in pool if not self.alive(i)]
        if dead and (not living or st.chance(self, DEAD_NOMINEE)):
            return self.rng.choice(dead)
        return self.rng.choice(living) if living else None

    def nominations(self) -> None:
        """A few nominations by living players who have not nominated today, of
        players not yet nominated today; maybe an execution of one of them."""
        to_vote: list[int] = []
        for _ in range(self.rng.choice(NOMINATIONS)):
            if self.executed_today is not None or self.ended:
                return
            free = [i for i in self.alive_seats() if i not in self.nominators_today]
            if not free:
                break
            q = self.rng.choice(free)
            t = self.nominee(q)
            if t is None:
                break
            if not self.nominate(t, q):
                to_vote.append(t)
        if self.executed_today is not None or self.ended:
            return
        tally = sorted(((len(self.votes_today[t]), t) for t in to_vote), reverse=True)
        need = -(-len(self.alive_seats()) // 2)
        if tally and tally[0][0] >= need and (len(tally) == 1 or tally[1][0] < tally[0][0]):
            t = tally[0][1]
            self.event(executed=self.name(t))
            self.execute(t)
        for i, x in enumerate(self.seats):
            if x.traveller and x.alive and st.chance(self, EXILE / len(self.travellers)):
                self.exile(i)
                break

    def vote(self, t: int) -> list[int]:
        """Who votes on `t`, clockwise from the nominee: living players as they
        like, dead ones spending their vote token; each voter's believed and
        real characters may forbid the vote (`may_vote`)."""
        keen = self.rng.uniform(*VOTE_KEEN)
        voters: list[int] = []
        for k in range(1, self.n + 1):
            i = (t + k) % self.n
            x = self.seats[i]
            if x.alive and st.chance(self, keen):
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

    def nominate(self, t: int, q: int) -> bool:
        """`q` nominates `t`; True if a nomination hook settled it."""
        self.nominators_today.add(q)
        self.nominated_today.add(t)
        self.note(nominated=self.name(t), by=self.name(q))
        settled = any([self.call(c, "on_nominated", t, q) for c in self.seats[t].abilities()])
        self.seats[t].marks["nominations"] = self.seats[t].marks.get("nominations", 0) + 1
        if not settled:
            voters = self.votes_today[t] = self.vote(t)
            self.event(nominated=self.name(t), by=self.name(q), votes=len(voters),
                       voters=[self.name(i) for i in voters])
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
        names what they started as, and drops what they made up while evil."""
        for s, seat in enumerate(self.seats):
            if not seat.changes or seat.evil:
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
            if seat.evil and isinstance(seat.claim, str):
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
            fn = hook(c, "reports_on")
            if fn is not None:
                wakes = fn(self, s, n)
            else:
                wakes = pos.get(c, (0, 0))[0 if n == 1 else 1] > 0 and seat.alive_at("night", n)
            if wakes and n not in had and st.chance(self, EVIL_REPORT):
                seat.info.append({"night": n, c: st.anything(self, s, c)})

    # ---- results --------------------------------------------------------------

    @property
    def last_phase(self) -> tuple[str, int]:
        return self.last or ("night", 1)

    def start_characters(self) -> list[str]:
        return [x.start for x in self.seats]
