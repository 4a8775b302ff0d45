"""The Storyteller's check (`botc st check`): is the information a Storyteller
plans to give legal in their true grimoire, and does the game stay coherent?

One encoding of the case with the planned items answers both. The truth
(storyteller/grimoire.py) is pinned by tracked constraints on the world's
variables: starting characters, alignments and beliefs, setup choices, every
seat's character and alignment at the end of each phase, who is drunk or
poisoned at each planned item's step. A planned item is legal when the pinned
world can give it as a Storyteller would: the receiver believes they have the
ability and is woken for it, a working ability tells the truth, information
made false is false, a real holder made the choice (encode_info's own
condition, `InfoTruth`, whatever the receiver's alignment). Why it is allowed
or not is read off that condition's pieces, each asked of the solver under the
pinned truth; an unsat core names the facts that rule an illegal item out.

Coherence is the case's own reading, seen from outside (no truth): the true
starting characters must be one of its worlds, and the worlds and Demon
candidates before (a second encoding, without the planned items) and after
show how much the planned items tell the good team.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from z3 import And, BoolRef, sat

from answers.counts import CountError, count_worlds
from answers.worlds import LIST_CAP, LIST_SECONDS, Enumerator, why_not
from caselang.case import Info, Time
from engine import abnormal
from engine.encode import InfoParts
from engine.statements_eval import state_at
from engine.terms import TRUE, all_of, any_of, implies, negate
from engine.world import State, Step, World
from facts.catalog import catalog
from storyteller.grimoire import Grimoire, Truth

PIN = "truth: "
PLANNED = "planned: "
STRICT = "(strict reading) "
GATE = "(as the case binds it) "


@dataclass
class Seen:
    """A report as encode_info saw it, and what the check reads at the same step."""

    seat: int
    info: Info
    step: Step
    label: str
    parts: InfoParts  # `gate` on: the case binds the player as it reads the report
    trusted: BoolRef
    has: BoolRef  # the seat has the ability (not only believes it)
    poisoned: BoolRef
    drunk: BoolRef
    strict: BoolRef | None  # true with nobody misregistering
    strict_tracker: BoolRef | None


class Observer:
    """Collects every report's parts while the case is encoded (World.info_observer)."""

    def __init__(self) -> None:
        self.seen: dict[str, Seen] = {}
        self.extra: set[str] = set()  # labels of the check's own literals

    def __call__(self, w: World, s: int, info: Info, step: Step, parts: InfoParts) -> None:
        label = w.current_label or ""
        rule = w.rules[info.ability]
        strict = strict_tracker = None
        if parts.truth is not None and rule.learns(step):
            own = STRICT + label
            with w.tracked(own), abnormal.strictly(w):
                strict = rule.info(w, s, info.payload, step)
            self.extra.add(own)
            strict_tracker = w.trackers[own]
        w.trackers[GATE + label] = parts.gate  # so that unsat cores keep it
        self.extra.add(GATE + label)
        self.seen[info.where] = Seen(
            s, info, step, label, parts, w.trusted(s),
            w.has_ability(s, info.ability), w.poisoned(s), w.drunk(s), strict, strict_tracker)


@dataclass
class Item:
    """The verdict on one planned item."""

    label: str
    legal: bool
    status: str  # true, false, choice, free, illegal, unchecked
    reason: str
    because: list[str] = field(default_factory=list)  # facts that rule an illegal item out


@dataclass
class Counts:
    worlds: int  # exact when `complete` or `counted`, else the worlds found
    complete: bool  # every world was listed
    demons: list[str]  # who could be the starting Demon (always exact)
    counted: bool = False  # `worlds` is the model counter's exact number
    note: str = ""  # why the number is a lower bound


@dataclass
class Report:
    path: str
    conflict: list[str] | None  # the truth against the public case (None: it fits)
    items: list[Item]
    joint: list[str] | None  # the planned items cannot all hold (None: they can)
    kept: bool  # the true world is among the good team's worlds
    before: Counts
    after: Counts
    seconds: float

    @property
    def legal(self) -> bool:
        return self.conflict is None and self.joint is None and all(i.legal for i in self.items)

    @property
    def coherent(self) -> bool:
        return self.kept


def name_of(char: str) -> str:
    return catalog()[char].name


class Check:
    """One grimoire's check on one encoding."""

    def __init__(self, g: Grimoire, count_seconds: float = 0) -> None:
        self.g = g
        self.count_seconds = count_seconds
        self.obs = Observer()
        self.e = Enumerator(g.case, observer=self.obs)
        self.w = self.e.w
        # The case's claims, info and events, each report binding its player as
        # the case reads it: the good team's view.
        self.claims = [v for k, v in self.w.trackers.items() if k not in self.obs.extra]
        self.facts = self.claims + [x.parts.gate for x in self.obs.seen.values()]
        self.e.assumptions = self.facts
        self.pins: list[BoolRef] = []
        self.public: list[BoolRef] = []  # the facts, the planned items unbound

    def sat(self, *xs: BoolRef) -> bool:
        return self.e.solver.check(*xs) == sat

    def track(self, label: str, expr: BoolRef) -> BoolRef:
        with self.w.tracked(label):
            self.w.add(expr)
        return self.w.trackers[label]

    def pin(self, label: str, expr: BoolRef) -> None:
        self.pins.append(self.track(PIN + label, expr))

    def core(self, hypothesis: BoolRef, among: list[BoolRef]) -> list[str]:
        found = why_not(self.e, hypothesis, among) or []
        out = [x.removeprefix(GATE) for x in found if not x.startswith(STRICT)]
        return list(dict.fromkeys(out))

    # ---- the truth -----------------------------------------------------------
    def pin_truth(self, t: Truth) -> None:
        w, names = self.w, self.w.names
        setup = w.snapshots[0][1]
        for s, c in enumerate(t.start):
            side = "evil" if t.evil[s] else "good"
            # A Traveller's alignment is the one they join with (at setup, or
            # later: until then their seat is empty, nobody evil).
            evil = w.traveller_evil[s] if s in w.travellers else setup.evil[s]
            self.pin(f"{names[s]} starts as the {c}, {side}",
                     all_of([w.start[s][c], evil if t.evil[s] else negate(evil)]))
        for s, c in t.believes.items():
            self.pin(f"{names[s]} believes they are the {c}", w.believes(s, c, setup))
        for key, s in t.choices.items():
            memo = [r.grimoire_choices[key] for r in w.rules.values()
                    if key in r.grimoire_choices]
            if not memo or memo[0] not in w.memo:
                w.fail(f"truth.{key}", "expected a setup choice of a character on the script")
            self.pin(f"the {key.replace('_', ' ')} is {names[s]}", w.memo[memo[0]][s])
        if t.changes is not None:
            self.pin_phases(t)
        if t.end is not None:
            for s, (c, evil) in enumerate(t.end):
                self.pin_state(s, c, evil, w.state, "at the end")

    def pin_state(self, s: int, char: str, evil: bool, st: State, when: str) -> None:
        side = "evil" if evil else "good"
        self.pin(f"{self.w.names[s]} is the {char}, {side}, {when}",
                 all_of([self.w.is_(s, char, st), st.evil[s] if evil else negate(st.evil[s])]))

    def pin_phases(self, t: Truth) -> None:
        """The changes are complete: each phase ends with every seat as they say."""
        last = self.w.last
        chars, evil = list(t.start), list(t.evil)
        n = 1
        while Time("night", n).order() <= last.order():
            for time_ in (Time("night", n), Time("day", n)):
                if time_.order() > last.order():
                    break
                for c in t.changes:
                    if c.time == time_:
                        chars[c.seat] = c.char or chars[c.seat]
                        evil[c.seat] = evil[c.seat] if c.evil is None else c.evil
                st = state_at(self.w, time_)
                for s in range(self.w.n):
                    if self.w.present(s, time_):  # (a Traveller's seat is empty before)
                        self.pin_state(s, chars[s], evil[s], st, f"at the end of {time_}")
            n += 1

    def pin_droisoning(self, t: Truth, planned: list[Seen]) -> None:
        """Listed droisoning holds; at a planned item's step nobody else is drunk
        or poisoned, unless the truth makes them so anyway (drunk by their own
        character)."""
        w = self.w
        for kind, listed in (("poisoned", t.poisoned), ("drunk", t.drunk)):
            if listed is None:
                continue
            for x in planned:
                expr = x.poisoned if kind == "poisoned" else x.drunk
                who = w.names[x.seat]
                if (x.info.time, x.seat) in listed:
                    self.pin(f"{who} is {kind} at {x.label}", expr)
                elif self.sat(*self.public, *self.pins, negate(expr)):
                    self.pin(f"{who} is not {kind} at {x.label}", negate(expr))
            covered = {(x.info.time, x.seat) for x in planned}
            for time_, s in listed:
                if (time_, s) not in covered:
                    states = [st for step, st in w.snapshots if step.time == time_]
                    self.pin(f"{w.names[s]} is {kind} during {time_}",
                             any_of([w.affected(kind, s, st) for st in states]))

    # ---- the planned items -----------------------------------------------------
    def choose_planned(self) -> list[Seen]:
        """The grimoire's marks; for a simulated game, every report that binds its
        player in the true world (a good player who believes the ability)."""
        if self.g.planned is not None:
            return [x for k, x in self.obs.seen.items() if k in self.g.planned]
        out = []
        for x in self.obs.seen.values():
            if x.parts.truth is None:
                continue
            binds = all_of([x.trusted, x.parts.believer])
            if not self.sat(*self.facts, *self.pins, negate(binds)):
                out.append(x)
        return out

    def assess(self, x: Seen, base: list[BoolRef]) -> tuple[Item, BoolRef | None]:
        """The verdict on one item, and its literal (the item as given) if it acts."""
        p, t = x.parts, x.parts.truth
        ability = name_of(x.info.ability)
        q = base + ([x.strict_tracker] if x.strict_tracker is not None else [])
        if t is None:
            return Item(x.label, False, "illegal", f"{x.label}: the {ability} does not act "
                        f"on {x.info.time} (its text says when it acts)"), None
        receives = any_of([p.believer, p.held])
        given = self.track(PLANNED + x.label, And(receives, implies(p.believer, t.holds)))
        if self.sat(*q, given):
            status, reason = self.why_legal(x, q + [given])
            return Item(x.label, True, status, reason), given
        reason = self.why_illegal(x, q, receives)
        return Item(x.label, False, "illegal", reason, self.core(given, q)), given

    def allowances(self, x: Seen) -> list[tuple[str, BoolRef]]:
        """What lets this item be false, each with its condition."""
        t = x.parts.truth
        assert t is not None
        who, ability = self.w.names[x.seat], name_of(x.info.ability)
        free = any_of(list(t.frees.values()))
        out = [(f"{who} is poisoned", x.poisoned), (f"{who} is drunk", x.drunk),
               (f"{who} only believes they have the {ability}'s ability", negate(x.has))]
        out += [(f"the {name_of(r)} makes it false", all_of([f, x.has, negate(free)]))
                for r, f in t.falsifiers.items()]
        out += [(f"the {name_of(r)} lets the Storyteller say anything", f)
                for r, f in t.frees.items()]
        return out

    def made_false(self, x: Seen) -> BoolRef:
        t = x.parts.truth
        assert t is not None
        free = any_of(list(t.frees.values()))
        return any_of([all_of([f, x.has, negate(free)]) for f in t.falsifiers.values()])

    def falsifier_names(self, x: Seen, q: list[BoolRef]) -> str:
        t = x.parts.truth
        assert t is not None
        found = [name_of(r) for r, f in t.falsifiers.items() if self.sat(*q, f)]
        return " and the ".join(found) or "a falsifier"

    def why_legal(self, x: Seen, q: list[BoolRef]) -> tuple[str, str]:
        w, t = self.w, x.parts.truth
        assert t is not None
        who, ability = w.names[x.seat], name_of(x.info.ability)
        if not w.rules[x.info.ability].learns(x.step):
            return "choice", "a choice the player makes, and the truth allows it"
        if not self.sat(*q, x.parts.believer):
            return "free", f"{who} lost the {ability}'s ability at this step: nothing is owed"
        if t.falsifiers and not self.sat(*q, negate(self.made_false(x))):
            return "false", (f"false, as it must be: the {self.falsifier_names(x, q)} "
                             f"makes {ability} information false")
        if x.strict is not None and self.sat(*q, x.strict):
            return "true", "true"
        if self.sat(*q, t.told):
            return "true", "true as a misregistering player registers (a Storyteller choice)"
        options = self.allowances(x)
        forced = [text for text, cond in options if not self.sat(*q, negate(cond))]
        if forced:
            return "false", "false, allowed: " + "; ".join(forced)
        possible = [text for text, cond in options if self.sat(*q, cond)]
        return "false", ("false, allowed only if " + " or ".join(possible)
                         + " (the truth does not say)")

    def why_illegal(self, x: Seen, q: list[BoolRef], receives: BoolRef) -> str:
        w, p, t = self.w, x.parts, x.parts.truth
        assert t is not None
        who, ability, when = w.names[x.seat], name_of(x.info.ability), x.info.time
        if not self.sat(*q, receives):
            return (f"{x.label}: {who} does not believe they have the {ability}'s ability "
                    f"then: the Storyteller gives {ability} information only to its holder")
        if not self.sat(*q, receives, t.woke):
            return f"{x.label}: {who} is not woken for the {ability} on {when}"
        if not self.sat(*q, p.believer, t.chose):
            return f"{x.label}: {who} did not make that choice: a {ability} reports their choice"
        if t.falsifiers and not self.sat(*q, p.believer, negate(self.made_false(x))):
            return (f"{x.label} is true, and the {self.falsifier_names(x, q)} is working: "
                    f"{ability} information must be false")
        if not self.sat(*q, p.believer, t.told) and not self.sat(*q, p.believer,
                                                                  negate(t.working)):
            return (f"{x.label} is false, and {who} is sober and healthy: a working "
                    f"{ability} learns the truth")
        return f"{x.label}: the truth rules it out"

    # ---- coherence -----------------------------------------------------------
    def counts(self, e: Enumerator, limit: int | None) -> Counts:
        """The worlds (listed up to `limit`, then counted exactly, by listing them
        again without end states or by the model counter, within
        `self.count_seconds`) and the exact Demon candidates."""
        found, complete = e.worlds(limit, ends=False)
        w = e.w
        demons = [w.names[s] for s in range(w.n)
                  if e.check(w.is_team(s, "demon", w.start_state))]
        out = Counts(len(found), complete, demons)
        if complete:
            return out
        try:
            if self.count_seconds <= 0:
                raise CountError("model counting was not asked for")
            t0 = time.perf_counter()
            c = e.count_by_listing([], LIST_CAP, min(LIST_SECONDS, self.count_seconds / 2))
            if c is None:
                possible = e.possible({x.start for x in found})
                c = count_worlds(e.w.formulas, e.assumptions, w.start, {}, possible,
                                 e.unique(possible), self.count_seconds,
                                 spent=time.perf_counter() - t0,
                                 cnf=e.solver.cnf)
            out.worlds, out.counted = c.total, True
        except CountError as err:
            out.note = str(err)
        return out

    def run(self, limit: int | None, t0: float) -> Report:
        g, w = self.g, self.w
        self.pin_truth(g.truth)
        planned = self.choose_planned()
        unbound = {id(x) for x in planned}
        self.public = self.claims + [x.parts.gate for x in self.obs.seen.values()
                                     if id(x) not in unbound]
        self.pin_droisoning(g.truth, planned)
        base = self.public + self.pins
        conflict = None if self.sat(*base) else self.core(TRUE, base)
        items: list[Item] = []
        joint = None
        if conflict is None:
            given = []
            for x in planned:
                item, lit = self.assess(x, base)
                items.append(item)
                if lit is not None:
                    given += [lit] + ([x.strict_tracker] if x.strict_tracker is not None else [])
            unmarked = sorted(set(g.planned or ()) - set(self.obs.seen))
            items += [Item(k, True, "unchecked", "information another player's ability "
                           "gives (its rule encodes it): only coherence checks it")
                      for k in unmarked]
            if all(i.legal for i in items) and given and not self.sat(*base, *given):
                joint = self.core(TRUE, base + given)
        start = [w.start[s][c] for s, c in enumerate(g.truth.start)]
        kept = self.sat(*self.facts, *start)
        after = self.counts(self.e, limit)
        before_case = g.case_without({x.info.where for x in planned})
        before = self.counts(Enumerator(before_case), limit)
        return Report(g.path, conflict, items, joint, kept, before, after,
                      time.perf_counter() - t0)


def check_grimoire(g: Grimoire, limit: int | None = 100, count_seconds: float = 0) -> Report:
    """Legality and coherence of one grimoire; `limit` bounds the worlds listed,
    beyond which the model counter counts them within `count_seconds`."""
    return Check(g, count_seconds).run(limit, time.perf_counter())


def report_json(r: Report) -> dict:
    def counts(c: Counts) -> dict:
        return {"worlds": c.worlds, "exact": c.complete or c.counted,
                "complete": c.complete, "demon_candidates": c.demons,
                **({"note": c.note} if c.note else {})}

    return {
        "grimoire": r.path, "legal": r.legal, "coherent": r.coherent,
        "truth_conflict": r.conflict,
        "planned": [{"item": i.label, "legal": i.legal, "status": i.status,
                     "reason": i.reason, **({"because": i.because} if i.because else {})}
                    for i in r.items],
        "planned_together": r.joint,
        "true_world_kept": r.kept,
        "before": counts(r.before), "after": counts(r.after),
        "seconds": round(r.seconds, 3),
    }
