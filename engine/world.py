"""The Z3 variables of one world, and the effects rules use to change it.

A world is the whole grimoire over time. `World` holds the starting
characters, the current `State` while the timeline is encoded step by step,
a snapshot of the state after every step, and the effect methods (kill,
become, poison, protect, game_over...) that character modules call. State
components are plain Python lists of Z3 expressions: a new variable is made
only where a Storyteller choice happens, so unchanged state costs nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeVar

from z3 import (
    Bool,
    BoolRef,
    Or,
    PbEq,
    sat,
    unsat,
)

from caselang.case import Case, Event, Time
from facts.catalog import BAG_TEAMS, EVIL_TEAMS, jinxes, team

if TYPE_CHECKING:
    from engine.rule import Rule
    from engine.story import StoryTerm

from backends.select import make_solver
from engine.terms import (
    FALSE,
    TRUE,
    all_of,
    any_of,
    at_least,
    at_most,
    exactly_one,
    implies,
    is_const,
    negate,
)

T = TypeVar("T")

# Conflicts a bounding question (`World.most_true`) may take before it gives up.
PROBE_CONFLICTS = 2_000


@dataclass
class Step:
    """One moment of the timeline: a character's turn at night, or a day event."""

    index: int
    time: Time
    char: str | None = None  # the acting character at night
    position: int = 0  # position in the official night order
    event: Event | None = None
    label: str = ""


@dataclass
class Effect:
    """A droisoning effect: `target` seats are affected while `active` holds.
    `origin[p]` says seat p caused it; it lasts while the source keeps
    `holder`'s ability (is that character, or holds the ability granted) and
    stays alive, until dusk of day `until` (None: all game)."""

    kind: str  # "poisoned", "drunk" or "no_ability" (see DISABLING)
    origin: list[BoolRef]
    target: list[BoolRef]
    holder: str | None
    until: int | None
    while_alive: bool = True  # with a holder: ends when the source dies
    while_sober: bool = False  # with a holder: paused while the source is droisoned
    target_char: str | None = None  # affects whoever holds this character (not `target`)
    # Targets recomputed from the state whenever it is read (a seat's nearest
    # Townsfolk neighbours); replaces `target` and the holder test when set.
    compute: Callable[[World, State], list[BoolRef]] | None = None


# The effects that stop an ability working: drunk, poisoned, or an ability taken
# away for a while ("have no ability"), which is neither drunk nor poisoned.
DISABLING = ("poisoned", "drunk", "no_ability")


@dataclass
class Abnormal:
    """One abnormal outcome: at time `order` (Time.order()), the seat's ability
    worked abnormally where `cond` holds; counting it is optional where
    `optional` holds."""

    order: int
    seat: int
    cond: BoolRef
    optional: BoolRef


@dataclass
class Guard:
    """The one-hot `target` is safe from the Demon tonight by the `char` ability
    of the seats where `origin` holds (working when they chose): while that
    ability still works, or (where `keep` holds) for the rest of tonight.
    `any_death`: safe from every death tonight ("can't die"), not only the
    Demon's."""

    origin: list[BoolRef]
    char: str
    target: list[BoolRef]
    keep: BoolRef
    any_death: bool = False


@dataclass
class State:
    alive: list[BoolRef]
    chars: list[dict[str, BoolRef]]
    evil: list[BoolRef]
    effects: list[Effect] = field(default_factory=list)
    protected: list[BoolRef] | None = None  # safe from the Demon tonight
    # Protections that hold while their source's ability works (see `World.guard`).
    guards: tuple[Guard, ...] = ()
    # Rules' own flags that change over time, by key (e.g. per-seat "killed by
    # this Demon"); set with World.mark so earlier states keep their values.
    marks: dict[str, object] = field(default_factory=dict)


@dataclass
class Choices:
    """One ability's choice of a player at one step, per holder (see
    `World.holder_choice`): the character's holder made `shared`, a seat granted
    the ability (and not the character) made `own[seat]`."""

    char: str
    shared: list[BoolRef]
    own: dict[int, list[BoolRef]]
    is_char: list[BoolRef]  # per seat: it is the character at the choice's step

    def of(self, seat: int) -> list[BoolRef]:
        """The one-hot player the seat chose, as the ability's holder."""
        own = self.own.get(seat)
        if own is None:
            return [all_of([self.is_char[seat], t]) for t in self.shared]
        return [any_of([all_of([self.is_char[seat], a]), all_of([negate(self.is_char[seat]), b])])
                for a, b in zip(self.shared, own)]

    def groups(self, n: int) -> list[tuple[list[BoolRef], list[BoolRef]]]:
        """(per seat: it made this choice, the one-hot target): the character's
        holder's, then each granted seat's."""
        out = [(self.is_char, self.shared)]
        for q, t in self.own.items():
            out.append(([negate(self.is_char[q]) if s == q else FALSE for s in range(n)], t))
        return out


class World:
    """The encoding of one case: solver, variables, timeline state, effects."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        self.case = case
        self.rules = rules  # every rule on the script, by id
        self.granting = [r for r in rules.values() if r.grants_abilities]
        self.n = len(case.players)
        self.names = case.names
        # Travellers sit in the circle without drawing from the bag: seat -> their
        # (public) Traveller character; the script gains those characters.
        self.travellers = {s: p.traveller for s, p in enumerate(case.players) if p.traveller}
        self.bag_seats = [s for s in range(self.n) if s not in self.travellers]
        self.script = list(case.script) + [c for c in self.travellers.values()
                                           if c not in case.script]
        self.solver = make_solver()
        # Every constraint as added: the solver keeps only its own simplified
        # clauses, and counting worlds needs the formulas themselves.
        self.formulas: list[BoolRef] = []
        self.debug = debug  # track the game's own rules too, to find what excludes a world
        self.trackers: dict[str, BoolRef] = {}
        self.tracker_order: list[str] = []
        self.current_label: str | None = None
        self.counter = itertools.count()
        self.last = case.last_time()
        self.rule_flags = case.rules
        self.start = [
            {c: (TRUE if self.travellers.get(s) == c else FALSE) if s in self.travellers
             else Bool(f"start_{s}_{c}") if self.may_start_as(s, c) else FALSE
             for c in self.script} for s in range(self.n)
        ]
        # A Traveller's alignment is the Storyteller's choice (or what the case says).
        self.traveller_evil = {s: self.traveller_alignment(s) for s in self.travellers}
        evil = [any_of([self.start[s][c] for c in self.script if team(c) in EVIL_TEAMS])
                if s not in self.travellers else
                self.traveller_evil[s] if self.present(s, Time("night", 0)) else FALSE
                for s in range(self.n)]
        self.state = State(
            alive=[TRUE if self.present(s, Time("night", 0)) else FALSE for s in range(self.n)],
            chars=[dict(d) for d in self.start],
            evil=evil,
        )
        self.start_state = self.state
        self.step: Step = Step(0, Time("night", 0), label="setup")
        self.snapshots: list[tuple[Step, State]] = []
        # (rule id, character) -> "this seat, holding that rule's character, believes
        # it is that character" (an Outsider shown a Townsfolk or a Demon token...)
        self.tokens: list[dict[tuple[str, str], BoolRef]] = [{} for _ in range(self.n)]
        self.unique_tokens: set[tuple[str, str]] = set()  # beliefs that are bag tokens
        self.executions: dict[int, list[tuple[int, BoolRef]]] = {}  # day -> (seat, died)
        # night -> per resurrection an ability may make (`revive`), per seat: it
        # brought that seat back to life.
        self.revivals: dict[int, list[list[BoolRef]]] = {}
        self._hooks: dict[str, list[Rule]] = {}
        # Per-state memos of `sober`, `affected`, `ability_alive` and effects' sources:
        # asked for every seat by every check, and each update replaces the state.
        self._per_state: dict[tuple[object, ...], tuple[State, BoolRef]] = {}
        self._computing: set[int] = set()  # computed effects being evaluated
        self._deciding: set[tuple] = set()  # effects whose activity is being decided
        # Memos written while an effect's activity is decided: they read it as
        # droisoning nobody, so they hold only until that decision ends.
        self._scratch: dict[tuple[object, ...], tuple[object, object]] = {}
        self.free_count_modifiers: list[tuple[BoolRef, tuple[str, ...]]] = []
        self.memo: dict[object, object] = {}  # rules' own variables (red herring, choices)
        # (character, step index) -> its choice made per holder at that step
        # (`holder_choice`): a report of it binds a holder granted the ability too.
        self.per_holder: dict[tuple[str, int], Choices] = {}
        # Characters in play that no player holds (a Demon that is not a player):
        # character -> the condition under which it is in play, all game.
        self.unseated: dict[str, BoolRef] = {}
        self.left_evil: dict[int, BoolRef] = {}  # a departed Traveller's alignment
        self.count_modifiers: list[tuple[BoolRef, dict[str, int]]] = []
        self.dusk_alive: list[BoolRef] = self.state.alive
        # The seats the case lists as dying during the current night (deaths are
        # public and complete): a death that may come at any moment needs no
        # variable for anyone else.
        self.night_deaths: set[int] = set()
        # Abnormal outcomes (what some abilities count), recorded only when a rule
        # on the script reads them; see `abnormal` and engine/abnormal.py.
        self.tracks_abnormal = any(r.counts_abnormal for r in rules.values())
        self.abnormal_records: list[Abnormal] = []
        # Who woke tonight for an ability they believe they hold, by night (what
        # some abilities count), recorded only when a rule reads it; see `woke`.
        self.tracks_woken = any(r.reads_woken for r in rules.values())
        self.woken: dict[int, list[BoolRef]] = {}
        # While set, nobody misregisters: the strict reading of a check (was the
        # information really true, or only true as registered?).
        self.strict_registration = False
        # While set, rules state their information as facts of the grimoire only,
        # without a freedom of what to show (an answer the almanac leaves
        # arbitrary): what information made false must contradict. A rule's own
        # setup choices (a red herring) and how players register stay.
        self.facts_only = False
        # While set, rules also drop what their own ability makes a player register
        # as (a red herring): the plain truth a stricter table judges false
        # information against (the rule `false_info_plain_truth`).
        self.plain_truth = False
        self.demon_kills: dict[int, list[BoolRef]] = {}  # night -> killed by a Demon
        # Seat -> it died today by a death another's death brought (`Rule.linked_deaths`):
        # by day, deaths are public, so the case must list it (encode_day closes it).
        self.day_linked: dict[int, BoolRef] = {}
        # Called by encode_info with each report's parts at its step, for a check
        # that asks why a report is allowed (storyteller/check.py); None: nobody asks.
        self.info_observer: Callable[..., None] | None = None
        # The story elements a likelihood weighs (engine/story.py), recorded only
        # when asked; None: nobody asks.
        self.story: list[StoryTerm] | None = None

    def hooks(self, name: str) -> list[Rule]:
        """The script's rules that override hook `name` (the others return the
        default, so asking them only costs time on the hot paths)."""
        found = self._hooks.get(name)
        if found is None:
            from engine.rule import Rule

            base = getattr(Rule, name)
            found = [r for r in self.rules.values() if getattr(type(r), name) is not base]
            self._hooks[name] = found
        return found

    def jinxed(self, a: str, b: str) -> bool:
        """Whether the official jinx between characters `a` and `b` is in effect:
        it is whenever both are on the script, whether or not either is in play
        and whether or not a Fabled announces it. The one place a rule asks."""
        return frozenset((a, b)) in jinxes() and a in self.script and b in self.script

    def jinx_applies(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """A jinx that acts on `char` acts on this seat: it is `char`, or a rule
        makes `char`'s jinxes apply to it too (`Rule.shares_jinxes`)."""
        st = state or self.state
        shared = [r.shares_jinxes(self, seat, char, st) for r in self.hooks("shares_jinxes")]
        return any_of([self.is_(seat, char, st)] + shared)

    def may_start_as(self, seat: int, char: str) -> bool:
        """The case itself rules some starting characters out for a seat: a
        character neither hidden nor claimed by anyone is not in play, and `you`
        is the token shown or one of `you_might_be`; nobody draws a Traveller,
        Fabled or Loric from the bag. Those start variables are the constant false,
        which keeps every expression built from them small."""
        if team(char) not in BAG_TEAMS:
            return False
        player = self.case.players[seat]
        if player.name == self.case.you and player.claim is not None:
            return char == player.claim or char in self.case.you_might_be
        return self.case.may_start_as(seat, char)

    def traveller_alignment(self, seat: int) -> BoolRef:
        """Whether the Traveller in `seat` is evil: as the case states, else a free
        choice of the Storyteller's."""
        stated = self.case.players[seat].alignment
        if stated is not None:
            return TRUE if stated == "evil" else FALSE
        return Bool(f"traveller_evil_{seat}")

    def present(self, seat: int, time: Time | None = None) -> bool:
        """The seat is in the game at `time` (default: now): every player from the
        bag, and a Traveller from when they joined until they left (outside that
        the seat is empty: nobody alive there, nobody evil, nothing done)."""
        return self.case.players[seat].present(time or self.step.time)

    def join(self, time: Time) -> None:
        """Travellers joining at the start of `time` take their seat: alive, with
        the alignment the Storyteller gave them. Those leaving then empty theirs,
        keeping the alignment they left with for what binds their reports."""
        joining = [s for s in self.travellers if self.case.players[s].joined == time]
        leaving = [s for s in self.travellers if self.case.players[s].left == time]
        if not joining and not leaving:
            return
        alive, evil = list(self.state.alive), list(self.state.evil)
        for s in joining:
            alive[s], evil[s] = TRUE, self.traveller_evil[s]
        for s in leaving:
            self.left_evil[s] = evil[s]
            alive[s], evil[s] = FALSE, FALSE
        self.update(alive=alive, evil=evil)

    def dead_by_end(self, seat: int) -> bool:
        """Whether the case's public events leave this player dead (deaths and
        revivals are a closed world), read from the events alone so setup-time
        rules can ask it."""
        return self.case.dead_at(self.names[seat])

    def seat(self, name: str) -> int:
        return self.names.index(name)

    @staticmethod
    def team(char: str) -> str:
        return team(char)

    # ---- bookkeeping --------------------------------------------------------
    def fresh(self, name: str) -> BoolRef:
        return Bool(f"{name}#{next(self.counter)}")

    def woke_freely(self, char: str, seat: int, step: Step) -> BoolRef:
        """The Storyteller's free choice whether `seat` woke for `char`'s ability
        at this night's step: one variable per night and seat, however often
        it is asked (an ability that wakes on some nights only, or may)."""
        key = (f"{char}_woke", step.time.n, seat)
        if key not in self.memo:
            self.memo[key] = self.fresh(f"{char}_woke_n{step.time.n}_{seat}")
        return self.memo[key]

    def add(self, expr: BoolRef) -> None:
        """A rule of the game: always holds. Under a tracked section (a claim or
        event being encoded), it is tied to that section's tracker instead."""
        if self.current_label is None and self.debug:
            with self.tracked(f"rules at {self.step.label}"):
                self.add(expr)
        else:
            if self.current_label is not None:
                expr = implies(self.trackers[self.current_label], expr)
            self.solver.add(expr)
            self.formulas.append(expr)

    def tracked(self, label: str) -> _Tracked:
        """`with w.tracked(f"{p.name} claims {p.claim}"): w.add(...)` ties
        constraints to a claim or event, so unsat cores can name it."""
        if label not in self.trackers:
            self.trackers[label] = Bool(f"track#{len(self.trackers)}")
            self.tracker_order.append(label)
        return _Tracked(self, label)

    def fail(self, where: str, message: str) -> None:
        from caselang.errors import CaseError

        raise CaseError(self.case.path, where, message)

    def most_true(self, xs: list[BoolRef]) -> int:
        """An upper bound on how many of `xs` can hold at once under the rules
        encoded so far (claims are not assumed, so it is sound for every world
        and every explanation). It lets a rule make one choice per possible
        holder instead of one per seat, which matters for encoding time. A
        backend that can bound its effort (`check_within`) gives up on a hard
        question, and the bound is then all of them: some boards make proving
        "at most one" harder than the whole case."""
        live = [x for x in xs if not is_const(x, False)]
        for k in range(1, len(live)):
            probe = self.fresh(f"at_least_{k + 1}")
            self.solver.add(implies(probe, at_least(live, k + 1)))
            answer = self.solver.check_within(PROBE_CONFLICTS, probe)
            if answer == unsat:
                return k
            if answer != sat:
                return len(live)
        return len(live)

    def choose(self, name: str, allowed: list[BoolRef] | None = None,
               optional: bool = False) -> list[BoolRef]:
        """A Storyteller or player choice of one seat (or none, if optional). A seat
        that is empty now (a Traveller not joined yet, or gone; at setup, one not
        there on night 1) is nobody to choose."""
        now = self.step.time if self.step.time.order() >= 1 else Time("night", 1)
        xs = [self.fresh(f"{name}_{s}") if self.present(s, now) else FALSE for s in range(self.n)]
        if allowed is not None:
            for x, ok in zip(xs, allowed):
                self.add(implies(x, ok))
        self.add(at_most(xs, 1) if optional else exactly_one(xs))
        return xs

    def holder_choice(self, char: str, name: str, not_self: bool = False,
                      allowed: list[BoolRef] | None = None,
                      optional: bool = False, differ: Choices | None = None) -> Choices:
        """A night ability's choice of one player at this step, made by each of its
        holders: whoever is `char` now (one holder of a character at a time, so
        they share one choice) and each seat a rule may have granted the ability
        (`Rule.grants`, `Rule.grants_working`), with a choice of its own. A report
        of the choice binds whoever holds the ability (encode.py `info_truth`).
        `not_self`: the holder may not choose themselves; `allowed`: per seat,
        whether any holder may choose it; `differ`: an earlier choice of the same
        ability, which each holder's new choice must differ from ("different to
        last night")."""
        ok = allowed or [TRUE] * self.n
        shared = self.choose(name, [all_of([ok[t], negate(self.is_(t, char)) if not_self else TRUE,
                                            negate(differ.shared[t]) if differ else TRUE])
                                    for t in range(self.n)], optional)
        own = {}
        for q in range(self.n):
            if is_const(self.granted(q, char), False):
                continue
            before = differ.own.get(q) if differ else None
            own[q] = self.choose(f"{name}_by{q}",
                                 [FALSE if not_self and t == q else
                                  all_of([ok[t], negate(before[t]) if before else TRUE])
                                  for t in range(self.n)], optional)
        made = Choices(char, shared, own,
                       [self.is_(q, char) for q in range(self.n)])
        self.per_holder[(char, self.step.index)] = made
        return made

    def holder_pick(self, char: str, name: str, options: int,
                    optional: bool = False) -> Choices:
        """Like `holder_choice`, a choice of one of `options` things (characters,
        by index) instead of a player, made by each holder of the ability."""
        def one(label: str) -> list[BoolRef]:
            xs = [self.fresh(f"{label}_{i}") for i in range(options)]
            if xs:
                self.add(at_most(xs, 1) if optional else exactly_one(xs))
            return xs
        own = {q: one(f"{name}_by{q}") for q in range(self.n)
               if not is_const(self.granted(q, char), False)}
        made = Choices(char, one(name), own, [self.is_(q, char) for q in range(self.n)])
        self.per_holder[(char, self.step.index)] = made
        return made

    def may_gain(self, seat: int) -> bool:
        """The seat may come to hold abilities by a grant: it may start as a
        character whose rule grants them (what a rule that must make its
        holders' choices before the nights are encoded asks)."""
        return any(not is_const(self.start[seat].get(r.id, FALSE), False) for r in self.granting)

    def granted(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """A rule gave the seat `char`'s ability (working or not), without making it
        that character."""
        st = state or self.state
        return any_of([x for r in self.granting for x in (r.grants(self, seat, char, st),
                                                          r.grants_working(self, seat, char, st))])

    def in_last_phase(self) -> bool:
        return self.step.time.order() >= self.last.order()

    def day_finished(self, day: int) -> bool:
        """Whether dusk of this day is part of the case (not so for the last day,
        unless the case says it finished)."""
        last = self.last
        return Time("day", day).order() < last.order() or bool(self.rule_flags.get("finish_day"))

    # ---- reading the state --------------------------------------------------
    def is_(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        return (state or self.state).chars[seat].get(char, FALSE)

    def is_team(self, seat: int, team_id: str, state: State | None = None) -> BoolRef:
        st = state or self.state
        return any_of([v for c, v in st.chars[seat].items() if team(c) == team_id])

    def in_play(self, char: str, state: State | None = None) -> BoolRef:
        """Some player holds the character, or it is in play with no player
        holding it (`unseated`)."""
        return any_of([self.is_(s, char, state) for s in range(self.n)]
                      + [self.unseated.get(char, FALSE)])

    def setup_rules_kept(self) -> BoolRef:
        """No rule in play at the start lets the Storyteller break the game's
        rules (`Rule.breaks_rules`): a setup rule that adds a token holds."""
        return negate(any_of([self.in_play(r.id, self.start_state)
                              for r in self.rules.values() if r.breaks_rules]))

    def is_demon(self, seat: int, state: State | None = None,
                 ability: str | None = None) -> BoolRef:
        """The seat is the Demon: it holds a Demon character, or a rule makes it
        the Demon without one (`Rule.is_the_demon`). `ability`: as that ability
        reads it, which a rule may widen for that ability alone
        (`Rule.counts_as_demon_for`, a jinx)."""
        st = state or self.state
        opts = [self.is_team(seat, "demon", st)]
        opts += [r.is_the_demon(self, seat, st) for r in self.hooks("is_the_demon")]
        if ability is not None:
            opts += [r.counts_as_demon_for(self, seat, ability, st)
                     for r in self.hooks("counts_as_demon_for")]
        return any_of(opts)

    def good(self, seat: int, state: State | None = None) -> BoolRef:
        return negate((state or self.state).evil[seat])

    def affected(self, kind: str, seat: int, state: State | None = None,
                 plain: bool = False) -> BoolRef:
        """Droisoned by some effect. `plain`: ignoring effects that pause while their
        source is droisoned (how such a source's own sobriety is read, so that
        two of them cannot depend on each other)."""
        st = state or self.state
        # Inside a computed effect that effect is skipped: a value depends on which.
        key = ("affected", kind, seat, plain, id(st), frozenset(self._computing))
        hit = self._recall(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        value = self._affected(kind, seat, st, plain)
        self._keep(key, st, value)
        return value

    def _affected(self, kind: str, seat: int, st: State, plain: bool) -> BoolRef:
        out = []
        for e in st.effects:
            if e.kind != kind or (plain and e.while_sober):
                continue
            if e.compute is not None:
                if id(e) in self._computing:  # an effect never droisons its own source
                    continue
                self._computing.add(id(e))
                try:
                    out.append(e.compute(self, st)[seat])
                finally:
                    self._computing.discard(id(e))
                continue
            target = self.is_(seat, e.target_char, st) if e.target_char else e.target[seat]
            if is_const(target, False):
                continue
            out.append(all_of([self._effect_active(e, st), target]))
        if kind == "drunk":
            out += [self.is_(seat, r.id, st) for r in self.rules.values() if r.self_drunk]
        immune = [self.is_(seat, r.id, st) for r in self.rules.values() if r.never_droisoned]
        return all_of([any_of(out), negate(any_of(immune))])

    def _effect_active(self, e: Effect, st: State) -> BoolRef:
        """The effect holds in this state (its source still qualifies); the same
        for every target seat, so kept per state."""
        if e.holder is None:
            return any_of(e.origin)
        key = ("active", id(e), id(st), frozenset(self._computing))
        hit = self._recall(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        if key in self._deciding:
            # Whether the effect holds depends on itself: a granted ability that
            # may droison its own granter (a Minion's grant to the Demon of an
            # ability that makes its choice drunk). Read it as not stopping its
            # own source: while it is decided, it droisons nobody.
            return FALSE
        self._deciding.add(key)
        try:
            # The source keeps the ability: it is the character, or still holds
            # the ability a rule granted it (one who gained a Minion's ability).
            value = any_of([all_of([e.origin[p],
                                    self.ability_alive(p, st) if e.while_alive else TRUE,
                                    any_of([self.is_(p, e.holder, st),
                                            self.granted(p, e.holder, st)])]
                                   + ([self.sober_plain(p, st)] if e.while_sober else []))
                            for p in range(self.n) if not is_const(e.origin[p], False)])
        finally:
            self._deciding.discard(key)
            if not self._deciding:
                self._scratch.clear()
        self._keep(key, st, value)
        return value

    def _recall(self, key: tuple[object, ...]) -> tuple[object, object] | None:
        """A memo entry (anchor, value), from the scratch memo too while an effect's
        activity is decided."""
        hit = self._per_state.get(key)
        if hit is None and self._deciding:
            hit = self._scratch.get(key)
        return hit

    def _keep(self, key: tuple[object, ...], anchor: object, value: object) -> None:
        """Memoise a value: for good, or only until the decision under way ends (a
        value read then, such as whether a granter is sober, holds the decided
        effect inactive and must not be seen once it is decided)."""
        (self._scratch if self._deciding else self._per_state)[key] = (anchor, value)

    def ability_alive(self, seat: int, state: State | None = None) -> BoolRef:
        """Alive, or dead but keeping their ability (`Rule.keeps_ability`: a Minion
        killed by a Demon whose victims keep their ability, a Bone Collector's
        choice)."""
        st = state or self.state
        key = ("ability_alive", seat, id(st))
        hit = self._recall(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        value = any_of([st.alive[seat], self.kept_ability(seat, st)])
        self._keep(key, st, value)
        return value

    def kept_ability(self, seat: int, state: State, team: str | None = None) -> BoolRef:
        """Some rule lets the seat keep its ability while dead (`ability_alive`
        without the living); `team`: as a holder of that team (a rule whose
        `keeps_teams` lacks it is skipped)."""
        return any_of([r.keeps_ability(self, seat, state) for r in self.hooks("keeps_ability")
                       if team is None or team in r.keeps_teams])

    def ability_back(self, seat: int, state: State | None = None) -> BoolRef:
        """The seat, dead, was given its ability back for a while (an effect of
        kind "regains"): a "you start knowing" or "once per game" ability it
        already used may be used again meanwhile ("they may use it again, even
        if it was already used, until dusk falls")."""
        return self.affected("regains", seat, state)

    def give_ability_back(self, back: list[BoolRef]) -> None:
        """The dead seats where `back` holds have their ability again from now (the
        caller's effect of kind "regains" says until when): a "once per game"
        ability they already used is unused again, as for a revival
        (`Rule.on_revive`)."""
        for r in self.hooks("on_revive"):
            r.on_revive(self, back)

    def cannot_die(self, seat: int, cause: str) -> BoolRef:
        """Some rule keeps the seat alive now against a death by `cause`:
        "execution" or "ability" (a non-Demon ability's kill; Demon attacks use
        `safe_from_demon`), or tonight's guard against any death does."""
        opts = [r.cannot_die(self, seat, cause) for r in self.hooks("cannot_die")]
        if self.step.time.kind == "night":
            opts += [all_of([g.target[seat], self._guarding(g)]) for g in self.state.guards
                     if g.any_death and not is_const(g.target[seat], False)]
        return any_of(opts)

    def kept_asleep(self, seat: int) -> BoolRef:
        """Some rule stops the seat waking for its ability tonight (a Demon
        another's choice keeps asleep)."""
        return any_of([r.keeps_asleep(self, seat) for r in self.hooks("keeps_asleep")])

    def mark(self, key: str, value: object) -> None:
        """Set a rule's own time-varying flag in the state (see State.marks)."""
        self.update(marks={**self.state.marks, key: value})

    def poisoned(self, seat: int, state: State | None = None) -> BoolRef:
        return self.affected("poisoned", seat, state)

    def drunk(self, seat: int, state: State | None = None) -> BoolRef:
        return self.affected("drunk", seat, state)

    def sober(self, seat: int, state: State | None = None) -> BoolRef:
        """Sober and healthy: neither drunk nor poisoned, nor with the ability taken
        away (memoised per state: every ability's check asks it)."""
        st = state or self.state
        key = ("sober", seat, id(st))
        hit = self._recall(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        value = negate(any_of([self.affected(k, seat, st) for k in DISABLING]))
        self._keep(key, st, value)
        return value

    def sober_besides(self, seat: int, effect: Effect) -> BoolRef:
        """Sober and healthy now but for this one computed effect (a droisoning that
        ends at the very moment it is asked about)."""
        self._computing.add(id(effect))
        try:
            return negate(any_of([self.affected(k, seat) for k in DISABLING]))
        finally:
            self._computing.discard(id(effect))

    def sober_plain(self, seat: int, state: State) -> BoolRef:
        """Sober and healthy, ignoring effects that pause while their source is
        droisoned (see `affected`)."""
        return negate(any_of([self.affected(k, seat, state, plain=True) for k in DISABLING]))

    def has_ability(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The seat has this character's ability: it is that character, or a rule
        grants it the ability (`Rule.grants`: every Outsider ability on the script,
        an ability chosen to gain) without making it that character."""
        st = state or self.state
        opts = [self.is_(seat, char, st)]
        opts += [r.grants(self, seat, char, st) for r in self.granting]
        return any_of(opts)

    def functioning(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The seat has this character's ability and it works right now (or a rule
        grants the ability working whatever the seat's own droisoning)."""
        st = state or self.state
        opts = [all_of([self.has_ability(seat, char, st), self.sober(seat, st)])]
        opts += [r.grants_working(self, seat, char, st) for r in self.granting]
        return any_of(opts)

    def alive_count_at_least(self, k: int, state: State | None = None,
                             travellers: bool = True) -> BoolRef:
        """At least `k` players alive; without `travellers`, not counting
        Travellers (a text that says "Travellers don't count")."""
        alive = (state or self.state).alive
        if not travellers:
            alive = [alive[s] for s in self.bag_seats]
        if k <= 0:
            return TRUE
        if k > len(alive):
            return FALSE
        return at_least(alive, k)

    def freed(self, seat: int, ability: str, step: Step) -> BoolRef:
        """The Storyteller may tell the seat anything for `ability` now, true or
        false: some rule frees that information (`Rule.frees_info`). A rule that
        tells players information itself (not through the reporter's own
        ability) asks this, as the encoder does for the rest."""
        return any_of([r.frees_info(self, seat, ability, step) for r in self.hooks("frees_info")])

    def trusted(self, seat: int, state: State | None = None) -> BoolRef:
        """A report about now binds the player: they are `you`, or they are good now
        (or in `state`) and at the end of the case (engine/speech.py)."""
        from engine import speech

        if self.players_unaware():
            return FALSE
        if self.names[seat] == self.case.you:
            return TRUE
        return all_of([self.good(seat, state), speech.good_at_end(self, seat)])

    def players_unaware(self) -> bool:
        """No player knows their own character or alignment (a rule in play says
        so: `Rule.keeps_players_unaware`), so no claim or report binds anyone."""
        if "players_unaware" not in self.memo:
            self.memo["players_unaware"] = any(
                r.keeps_players_unaware(self) for r in self.hooks("keeps_players_unaware"))
        return self.memo["players_unaware"]

    def believes(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The player thinks they are `char`: they are, or they believe it by nature."""
        st = state or self.state
        opts = [self.is_(seat, char, st)]
        for (rid, c), token in self.tokens[seat].items():
            if c == char:
                opts.append(all_of([self.is_(seat, rid, st), token]))
        return any_of(opts)

    def believes_ability(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The player thinks they have `char`'s ability: they believe they are that
        character, they were granted its ability (working or not), or a rule makes
        them think they were (`Rule.believes_granted`). Memoised per state: the
        record of who woke asks it for every seat at every step."""
        st = state or self.state
        key = ("believes_ability", seat, char, id(st), frozenset(self._computing))
        hit = self._recall(key)
        if hit is not None and hit[0] is st:
            return hit[1]
        opts = [self.believes(seat, char, st), self.has_ability(seat, char, st)]
        for r in self.granting:
            opts += [r.grants_working(self, seat, char, st),
                     r.believes_granted(self, seat, char, st)]
        value = any_of(opts)
        self._keep(key, st, value)
        return value

    def new_ability(self, seat: int, char: str) -> BoolRef:
        """The seat believes it has `char`'s ability now and did not at the end of
        any earlier night, or a rule says it gained it anew since the last night
        (`Rule.gained_anew`): tonight is its first night with it."""
        night = self.step.time.n
        dawns: dict[int, State] = {}
        for step, st in self.snapshots:  # the last state of each earlier night
            if step.time.kind == "night" and step.time.n < night:
                dawns[step.time.n] = st
        anew = [r.gained_anew(self, seat, char, self.state) for r in self.hooks("gained_anew")]
        never = all_of([negate(self.believes_ability(seat, char, st)) for st in dawns.values()])
        return all_of([self.believes_ability(seat, char), any_of([never] + anew)])

    def woke(self, seat: int, night: int) -> BoolRef:
        """The seat has woken so far tonight for an ability they believe they hold
        (recorded by engine/woken.py only when a rule has `reads_woken`)."""
        return self.woken.get(night, [FALSE] * self.n)[seat]

    def duplicates(self) -> BoolRef:
        """The bag may hold more than one of a good token: the `duplicate_tokens`
        switch, or a rule's `allows_duplicates` (read from the starting grimoire)."""
        if "duplicates" not in self.memo:
            self.memo["duplicates"] = TRUE if self.rule_flags.get("duplicate_tokens") else \
                any_of([r.allows_duplicates(self) for r in self.hooks("allows_duplicates")])
        return self.memo["duplicates"]

    def add_belief(self, rule_id: str, options: list[str], not_in_play: bool,
                   later: bool = False) -> None:
        """Setup: a holder of `rule_id` believes they are one of `options` (the
        Storyteller's choice). `not_in_play`: the belief is the token they drew
        from the bag in their own token's place; with one token of each character in
        the bag it is not otherwise in play, and no two such beliefs share it. A
        bag that may hold duplicates (`duplicates`) lifts both: the token may be
        a second copy of one a real player holds. `later`: a seat made `rule_id`
        during the game may be shown such a token too (or none: then it believes
        it is `rule_id`), one not in play at the start."""
        dup = self.duplicates()
        one_each = TRUE if is_const(dup, False) else negate(dup)
        not_in_play = not_in_play and not is_const(dup, True)
        for s in range(self.n):
            tokens = {c: self.fresh(f"believes_{s}_{c}") for c in options}
            start = self.start[s][rule_id]
            if later:
                self.add(at_most(tokens.values(), 1))
                self.add(implies(start, any_of(list(tokens.values()))))
            else:
                self.add(PbEq([(t, 1) for t in tokens.values()] + [(start, -1)], 0))
            for c, t in tokens.items():
                if not_in_play:
                    self.add(implies(all_of([one_each, t]),
                                     negate(self.in_play(c, self.start_state))))
                    # One token of each character in the bag: two not-in-play
                    # beliefs drawn in place of a bag token (by two rules) never
                    # share it.
                    for other in range(self.n):
                        for (rid, oc), ot in self.tokens[other].items():
                            if oc == c and rid != rule_id and (rid, c) in self.unique_tokens:
                                self.add(negate(all_of([one_each, t, ot])))
                self.tokens[s][(rule_id, c)] = t
        if not_in_play:
            self.unique_tokens.update((rule_id, c) for c in options)

    def set_evil(self, who: list[BoolRef], evil: bool) -> None:
        """Seats where `who` holds become evil (or good)."""
        value = TRUE if evil else FALSE
        self.update(evil=[any_of([all_of([w, value]), all_of([negate(w), e])])
                          for w, e in zip(who, self.state.evil)])

    def beside(self, seat: int) -> list[int]:
        """The seats that sit next to `seat` for a seating rule ("neighbours", "no
        players sitting in between"): each adjacent seat and, where Travellers sit
        between, the nearest player from the bag each way. Travellers, seated when
        they arrive and not drawn from the bag, are skipped or not: the texts are
        silent on them, so either reading's seats count."""
        out: list[int] = []
        for direction in (1, -1):
            for d in range(1, self.n):
                other = (seat + direction * d) % self.n
                if other != seat and other not in out:
                    out.append(other)
                if other not in self.travellers:
                    break
        return out

    def cached(self, name: Hashable, compute: Callable[[], T], *anchors: object) -> T:
        """`compute()`, once per `name` and identity of each anchor (a state, a
        step): a rule asked the same question for every seat and attack builds
        its terms once. The anchors are kept with the value, so an identity is
        never reused by another object while its entry lives."""
        key = ("cached", name, *map(id, anchors))
        hit = self._recall(key)
        if hit is not None and all(a is b for a, b in zip(hit[0], anchors, strict=True)):
            return hit[1]  # type: ignore[return-value]
        value = compute()
        self._keep(key, anchors, value)
        return value

    def neighbours(self, seat: int, state: State | None = None) -> list[list[tuple[int, BoolRef]]]:
        """For each direction, (seat, 'this is the nearest living one') pairs.
        They depend on who is alive alone, so they are kept per list of the living
        (most steps change the state but not that list)."""
        alive = (state or self.state).alive
        key = ("neighbours", seat, id(alive))
        hit = self._recall(key)
        if hit is not None and hit[0] is alive:
            return hit[1]
        value = self._neighbours(seat, alive)
        self._keep(key, alive, value)
        return value

    def _neighbours(self, seat: int, alive: list[BoolRef]) -> list[list[tuple[int, BoolRef]]]:
        out = []
        for direction in (1, -1):
            row = []
            none_yet = TRUE  # no living player between `seat` and `other`
            for d in range(1, self.n):
                other = (seat + direction * d) % self.n
                row.append((other, all_of([none_yet, alive[other]])))
                none_yet = all_of([none_yet, negate(alive[other])])
            out.append(row)
        return out

    def abnormal(self, seat: int, cond: BoolRef, optional: BoolRef = FALSE) -> None:
        """The seat's ability worked abnormally now because of another character's
        ability, where `cond` holds (false information that should have been true,
        or an ability that should have worked and did not). Where `optional` also
        holds, the Storyteller may leave it uncounted (a jinx's "might")."""
        if self.tracks_abnormal and not is_const(cond, False):
            self.abnormal_records.append(
                Abnormal(self.step.time.order(), seat, cond, optional))

    def failed_if_droisoned(self, seat: int, char: str, would_happen: BoolRef) -> None:
        """Abnormal: the seat has `char`'s ability but is drunk or poisoned, and
        working it would have made `would_happen` true (a poisoned holder safe
        from the Demon who died to it, a poisoned holder's shot that would have
        killed the Demon)."""
        if self.tracks_abnormal:
            self.abnormal(seat, all_of([self.has_ability(seat, char), negate(self.sober(seat)),
                                        would_happen]))

    def killed_by_demon(self, seat: int, night: int) -> BoolRef:
        """The seat died to a Demon's attack on this night (so far)."""
        return self.demon_kills.get(night, [FALSE] * self.n)[seat]

    def record_demon_kill(self, dies: list[BoolRef]) -> None:
        """These deaths tonight were a Demon's kill (demon_attack records its own;
        a Demon that kills otherwise calls this)."""
        night = self.step.time.n
        old = self.demon_kills.get(night, [FALSE] * self.n)
        self.demon_kills[night] = [any_of([a, b]) for a, b in zip(old, dies)]
        for r in self.rules.values():
            r.on_demon_kill(self, dies)

    def died_tonight(self, seat: int) -> BoolRef:
        """The seat died at some point tonight (during a night): alive at dusk and
        dead now or brought back to life since (`revive`: one revived later in
        the night "wakes later tonight if they normally would"), or brought back
        and dead again."""
        back = [b[seat] for b in self.revivals.get(self.step.time.n, [])]
        dead = negate(self.state.alive[seat])
        return any_of([all_of([self.dusk_alive[seat], any_of([dead, *back])]),
                       all_of([any_of(back), dead])])

    # ---- effects ------------------------------------------------------------
    def modify_counts(self, when: BoolRef, **delta: int) -> None:
        """Setup: when `when` holds, team counts change by `delta` (outsider=+2...)."""
        self.count_modifiers.append((when, delta))

    def free_counts(self, when: BoolRef, *teams: str) -> None:
        """Setup: when `when` holds, the counts of these teams are free (a setup
        text's "-? to +? Outsiders"); their sum stays fixed."""
        self.free_count_modifiers.append((when, teams))

    def nominate(self, nominee: int, nominator: int, event: Event, executed: bool,
                 died: bool = True) -> None:
        """A nomination: abilities of the nominee may execute the nominator on the spot
        (`executed` says whether that happened; `died`, whether that execution
        killed them)."""
        first = not any(
            e.index < event.index and (e.kind == "nominated" or "nominated_by" in e.fields)
            and e.subject == event.subject for e in self.case.events)
        fires = any_of([r.on_nominated(self, nominee, nominator, first)
                        for r in self.rules.values()])
        if not executed:
            self.add(negate(fires))
            return
        self.add(fires)
        self.execute(nominator, died=died)

    def execute(self, seat: int, died: bool = True) -> None:
        """An execution: the player dies if alive (unless the case says they lived).
        There is normally one execution a day: a second needs a rule that allows
        it (`Rule.allows_another_execution`)."""
        if self.executions.get(self.step.time.n):
            self.add(any_of([r.allows_another_execution(self, seat)
                             for r in self.hooks("allows_another_execution")]))
        alive = self.state.alive[seat]
        saved = self.cannot_die(seat, "execution")
        would = [all_of([alive, negate(saved)]) if s == seat else FALSE for s in range(self.n)]
        escaped = self.escape(would, "execution")[seat]
        if died:
            dies = alive
            self.add(implies(alive, negate(any_of([saved, escaped]))))
        else:
            # Only a rule (a protection or a once-per-game escape) keeps an executed
            # player alive.
            self.add(implies(alive, any_of([saved, escaped])))
            dies = FALSE
        self.executions.setdefault(self.step.time.n, []).append((seat, dies))
        for r in self.rules.values():
            r.on_execution(self, seat, dies)
        self.kill([dies if s == seat else FALSE for s in range(self.n)], cause=None)

    def revive(self, back: list[BoolRef]) -> None:
        """An ability's resurrection, now: each dead seat where `back` holds is
        alive again (later abilities tonight see them living). It is public at
        dawn, so the night's `revived` events must list exactly the seats some
        resurrection brought back (engine/encode.py `settle_revivals`)."""
        st = self.state
        back = [all_of([b, negate(st.alive[s])]) for s, b in enumerate(back)]
        if all(is_const(b, False) for b in back):
            return
        self.revivals.setdefault(self.step.time.n, []).append(back)
        self.update(alive=[any_of([a, b]) for a, b in zip(st.alive, back)])
        for r in self.hooks("on_revive"):
            r.on_revive(self, back)

    def update(self, **changes: object) -> None:
        if "evil" in changes:
            for r in self.hooks("caps_evil"):  # a limit on how many may be evil
                changes["evil"] = r.caps_evil(self, self.state.evil, changes["evil"])
        self.state = replace(self.state, **changes)

    def add_effect(self, effect: Effect) -> None:
        self.update(effects=self.state.effects + [effect])

    def protect(self, target: list[BoolRef]) -> None:
        """Targets are safe from the Demon for the rest of tonight."""
        old = self.state.protected or [FALSE] * self.n
        self.update(protected=[any_of([a, b]) for a, b in zip(old, target)])

    def guard(self, origin: list[BoolRef], char: str, target: list[BoolRef],
              any_death: bool = False) -> None:
        """The `char` ability of the seats where `origin` holds (working now) makes
        the one-hot `target` safe from the Demon tonight (`any_death`: unable to
        die tonight at all). Whether the protection outlives the ability's
        working (its holder droisoned later tonight, or by the ability itself)
        no text says: the Storyteller's reading, so either."""
        if all(is_const(o, False) for o in origin):
            return
        keep = self.fresh(f"guard_kept_{char}")
        self.update(guards=(*self.state.guards, Guard(origin, char, target, keep, any_death)))

    def _guarding(self, g: Guard) -> BoolRef:
        """The guard's protection holds now (the same for every target seat)."""
        key = ("guard", id(g), id(self.state))
        hit = self._recall(key)
        if hit is not None and hit[0] is self.state:
            return hit[1]
        still = any_of([all_of([o, self.functioning(p, g.char)])
                        for p, o in enumerate(g.origin) if not is_const(o, False)])
        value = all_of([any_of(g.origin), any_of([g.keep, still])])
        self._keep(key, self.state, value)
        return value

    def safe_from_demon(self, seat: int) -> BoolRef:
        opts = [(self.state.protected or [FALSE] * self.n)[seat]]
        opts += [all_of([g.target[seat], self._guarding(g)]) for g in self.state.guards
                 if not is_const(g.target[seat], False)]
        opts += [r.safe_from_demon(self, seat) for r in self.hooks("safe_from_demon")]
        return any_of(opts)

    def demon_attack(self, attacker: BoolRef, target: list[BoolRef]) -> list[BoolRef]:
        """A working Demon attacks the one-hot `target`. Rules may redirect the
        attack (the Storyteller's choice); a dead or safe victim does not die.
        Returns who died."""
        victims = self.demon_victims(attacker, target)
        escaped = self.escape(victims, "demon")
        dies = [all_of([v, negate(e)]) for v, e in zip(victims, escaped)]
        self.record_demon_kill(dies)
        self.kill(dies, cause=None)
        return dies

    def demon_victims(self, attacker: BoolRef, target: list[BoolRef]) -> list[BoolRef]:
        """Who would die if the Demon attacked `target` now (after redirections and
        protection), without killing them (the caller decides what happens, e.g.
        a Demon that jumps to its victim)."""
        victim = target
        for r in self.rules.values():
            redirected = r.on_demon_attack(self, victim)
            if redirected is not None:
                victim = redirected
        return [all_of([attacker, victim[s], self.state.alive[s], negate(self.safe_from_demon(s))])
                for s in range(self.n)]

    def kill(self, dies: list[BoolRef], replace_demon: bool = True,
             cause: str | None = "ability", linked: bool = True) -> list[BoolRef]:
        """These seats die now (if alive). A dying Demon may be replaced (rules'
        on_demon_death), unless `replace_demon` is off (a Demon that jumps);
        returns, per seat, whether it caught a dying Demon. With a `cause`, rules
        may move a night death onto another player (`instead`) and let a seat
        escape the death (`escape`); a death by day is public, so it was not
        escaped. A seat that only appears to die (`Rule.apparent_death`)
        registers as dead from now on but is no dying Demon. Deaths these deaths
        bring (`Rule.linked_deaths`) happen with them or just after, unless
        `linked` is off (those deaths bring no more)."""
        st = self.state
        dying = [all_of([dies[s], st.alive[s]]) for s in range(self.n)]
        if all(is_const(d, False) for d in dying):
            return [FALSE] * self.n  # nobody dies: the state (and its memos) stay
        if cause is not None and self.step.time.kind == "night" and self.hooks("dies_instead"):
            dying = self.instead(dying, cause)
        if cause is not None and self.hooks("escapes_death"):
            escaped = self.escape(dying, cause)
            if self.step.time.kind == "day":
                for d, e in zip(dying, escaped):
                    self.add(negate(all_of([d, e])))
            dying = [all_of([d, negate(e)]) for d, e in zip(dying, escaped)]
        after = [FALSE] * self.n
        for r in self.hooks("linked_deaths") if linked else []:
            with_them, next_ = r.linked_deaths(self, dying)
            if self.step.time.kind == "day":
                for s, x in enumerate(with_them):
                    self.note_day_linked(s, all_of([x, st.alive[s], negate(dying[s])]))
            dying = [any_of([d, all_of([x, st.alive[s]])]) for s, (d, x)
                     in enumerate(zip(dying, with_them))]
            after = [any_of([a, x]) for a, x in zip(after, next_)]
        if self.step.time.kind == "day":
            for s, x in enumerate(after):
                self.note_day_linked(s, all_of([x, st.alive[s]]))
        apparent = [FALSE] * self.n
        for r in self.hooks("apparent_death"):
            apparent = [any_of([a, b]) for a, b in zip(apparent, r.apparent_death(self, dying))]
        caught_all = [FALSE] * self.n
        becomes: list[tuple[list[BoolRef], str]] = []
        for demon in [c for c in self.script if team(c) == "demon" and replace_demon]:
            dying_d = [all_of([dying[s], negate(apparent[s]), self.is_(s, demon)])
                       for s in range(self.n)]
            if all(is_const(x, False) for x in dying_d):
                continue
            for r in self.rules.values():
                caught = r.on_demon_death(self, dying_d, demon)
                if any(not is_const(x, False) for x in caught):
                    becomes.append((caught, demon))
                    caught_all = [any_of([a, b]) for a, b in zip(caught_all, caught)]
        if not all(is_const(x, False) for x in dying):
            for r in self.rules.values():
                r.on_death(self, dying)
        self.update(alive=[all_of([st.alive[s], negate(dying[s])]) for s in range(self.n)])
        for caught, demon in becomes:
            self.become(caught, demon)
        self.may_have_woken(caught_all)
        if any(not is_const(x, False) for x in after):  # deaths just after these
            caught_all = [any_of([a, b]) for a, b in
                          zip(caught_all, self.kill(after, cause=None, linked=False))]
        return caught_all

    def note_day_linked(self, seat: int, died: BoolRef) -> None:
        if not is_const(died, False):
            self.day_linked[seat] = any_of([self.day_linked.get(seat, FALSE), died])

    def may_have_woken(self, who: list[BoolRef]) -> None:
        """At night, the seats where `who` holds were just woken to learn what their
        own ability made them (a Minion who became the Demon): whether that is a
        wake "due to their ability" (for an ability that counts who woke) the
        texts do not say, so it is the Storyteller's reading. Being woken to learn what another's
        ability did (a swap, a Demon's chosen heir) is not; see engine/woken.py."""
        if not self.tracks_woken or self.step.time.kind != "night":
            return
        woke = self.woken.setdefault(self.step.time.n, [FALSE] * self.n)
        for s, x in enumerate(who):
            if not is_const(x, False):
                woke[s] = any_of([woke[s], all_of([x, self.fresh(f"woken_{s}")])])

    def become(self, who: list[BoolRef], char: str) -> None:
        """Seats where `who` holds become `char` (losing their old character)."""
        chars = []
        for s in range(self.n):
            old = self.state.chars[s]
            if is_const(who[s], False):
                chars.append(old)
                continue
            new = {c: all_of([v, negate(who[s])]) if c != char else any_of([v, who[s]])
                   for c, v in old.items()}
            if char not in new:
                new[char] = who[s]
            chars.append(new)
        self.update(chars=chars)

    def demon_enters(self, who: list[BoolRef]) -> None:
        """The seats where `who` holds are made the Demon now by an ability (in a
        game that may have had no Demon so far): rules that seat a player by the
        Demon react (`Rule.on_demon_enters`)."""
        for r in self.hooks("on_demon_enters"):
            r.on_demon_enters(self, who)

    def game_over(self, cond: BoolRef) -> None:
        """The game would end here if `cond` held. The game goes on to the end of the
        case, unless the case says it may have ended in its last phase."""
        if self.rule_flags.get("game_ended") and self.in_last_phase():
            return
        if self.current_label is not None:
            self.add(negate(cond))
        else:
            s = self.step
            when = f"{s.time}, after the {s.char}'s turn" if s.char else s.label
            with self.tracked(f"the game was still going at {when}"):
                self.add(negate(cond))

    def check_game_goes_on(self) -> None:
        """A Demon lives and more than two players do, unless this is the last phase."""
        demon_alive = any_of([all_of([self.really_alive(s), self.is_demon(s)])
                              for s in range(self.n)]
                             + [r.goes_on_without_demon(self) for r in self.rules.values()])
        # Travellers do not count toward the two players left alive (they "do not
        # count toward the number of alive players to see if evil wins").
        living = [self.really_alive(s) for s in self.bag_seats]
        suspended = any_of([r.suspends_game_end(self) for r in self.hooks("suspends_game_end")])
        self.game_over(all_of([negate(suspended), negate(demon_alive)]))
        self.game_over(all_of([negate(suspended), negate(at_least(living, 3))]))

    def really_alive(self, seat: int, state: State | None = None) -> BoolRef:
        """Alive, or registering as dead while alive (`Rule.alive_unseen`): what the
        game's own end conditions count."""
        st = state or self.state
        return any_of([st.alive[seat]] + [r.alive_unseen(self, seat, st)
                                          for r in self.hooks("alive_unseen")])

    def chosen(self, chooser: list[BoolRef], target: list[BoolRef]) -> None:
        """A night ability's choice of a player: the seats where `chooser` holds woke
        and chose the one-hot `target` with their ability. Rules that react to being
        chosen (`Rule.on_chosen`) may droison the chooser before the
        ability takes effect, so call it before reading whether the ability works."""
        for r in self.hooks("on_chosen"):
            r.on_chosen(self, chooser, target)

    def instead(self, dying: list[BoolRef], cause: str) -> list[BoolRef]:
        """At night, of the seats about to die from `cause`, those a rule keeps alive
        while another player dies in their place (`Rule.dies_instead`): who dies
        now. A substitute dies if alive and able to die by that cause (a dead or
        protected one: nobody dies); a death nothing can prevent (no `cause`)
        is never moved."""
        st = self.state
        for r in self.hooks("dies_instead"):
            got = r.dies_instead(self, dying, cause)
            if got is None:
                continue
            kept, subs = got
            dying = [any_of([all_of([d, negate(k)]),
                             all_of([x, st.alive[s], negate(self.cannot_die(s, cause))])])
                     for s, (d, k, x) in enumerate(zip(dying, kept, subs))]
        return dying

    def own_choices(self, key: str, holders: list[BoolRef], count: int = 1,
                    optional: bool = False) -> None:
        """A night ability's choice of `count` players that only its holder's report
        says (information about them, a master to vote with): only when a rule
        reacts to being chosen (`Rule.on_chosen`), each seat that may have woken
        with the ability (`holders`) makes its own choice, announced (`chosen`)
        before the ability takes effect; `made_choice` ties a report to it.
        Without such a rule nothing is made. `optional`: the ability may go unused."""
        if not self.hooks("on_chosen"):
            return
        for s, h in enumerate(holders):
            if is_const(h, False):
                continue
            picks = [self.choose(f"{key}_{s}_{k}", optional=optional) for k in range(count)]
            self.memo[(key, s)] = picks
            for pick in picks:
                self.chosen([h if t == s else FALSE for t in range(self.n)], pick)

    def made_choice(self, key: str, seat: int, players: list[str]) -> BoolRef:
        """The seat's choice made by `own_choices` is these players, in order
        (true when no choice was made)."""
        picks = self.memo.get((key, seat))
        if picks is None:
            return TRUE
        return all_of([pick[self.seat(p)] for pick, p in zip(picks, players)])

    def escape(self, dying: list[BoolRef], cause: str) -> list[BoolRef]:
        """Of the seats about to die from `cause` ("demon", "execution", "ability")
        with nothing else saving them, those a rule keeps alive after all (a
        once-per-game escape); the rule records its own use."""
        out = [FALSE] * self.n
        for r in self.hooks("escapes_death"):
            got = r.escapes_death(self, dying, cause)
            out = [any_of([a, b]) for a, b in zip(out, got)]
        return out

    def averted(self, seat: int, would: BoolRef, cause: str) -> BoolRef:
        """A death of `seat` by `cause` that an ability would bring now where `would`
        holds, and that the case shows did not happen: only a rule that keeps the
        seat alive (`cannot_die`) or a once-per-game escape (used up here) averts it."""
        saved = self.cannot_die(seat, cause)
        dying = [all_of([would, negate(saved)]) if s == seat else FALSE for s in range(self.n)]
        return any_of([saved, self.escape(dying, cause)[seat]])

    # ---- registration -------------------------------------------------------
    def check(self, ability: str | None = None) -> Check:
        """A reading of registrations; `ability`: the ability reading them, for
        what counts as the Demon to it alone (`World.is_demon`)."""
        return Check(self, ability)


class _Tracked:
    def __init__(self, w: World, label: str) -> None:
        self.w = w
        self.label = label
        self.saved: str | None = None

    def __enter__(self) -> None:
        self.saved = self.w.current_label
        self.w.current_label = self.label

    def __exit__(self, *exc: object) -> None:
        self.w.current_label = self.saved


class Check:
    """One reading of an ability that asks how players register (a count, a
    yes/no answer). The Storyteller chooses how a misregistering player registers
    whenever they are detected, so each detection in a reading is a fresh choice
    per seat: a reading that detects in several places (each pair of a count of
    pairs) takes a `detection()` for each; within one detection a seat registers
    one way however often the rule reads it. The rule
    `one_registration_per_reading` makes one choice per seat serve the whole
    reading. Misregistration is only possible while the misregistering character
    is sober and healthy (alive or dead)."""

    def __init__(self, w: World, ability: str | None = None) -> None:
        self.w = w
        self.ability = ability
        self.cache: dict[tuple, BoolRef] = {}

    @property
    def one_per_reading(self) -> bool:
        """One registration per seat serves the whole reading (the rule
        `one_registration_per_reading`)."""
        return bool(self.w.rule_flags.get("one_registration_per_reading"))

    def detection(self) -> Check:
        """One more detection in this reading: its own Storyteller choices, or
        the reading's under `one_registration_per_reading`."""
        return self if self.one_per_reading else Check(self.w, self.ability)

    def _misreg(self, seat: int, wanted: str | None = None, alignment: bool = False,
                own: bool = False) -> BoolRef:
        """Could the seat register otherwise than it is? `own`: also as not being
        its own team (an Outsider registering as a Minion is no Outsider)."""
        opts: list[BoolRef] = []
        if self.w.strict_registration:
            return FALSE
        for r in self.w.rules.values():
            if alignment and r.registers_as_alignment:
                opts.append(self.w.functioning(seat, r.id))
            elif wanted and (wanted in r.registers_as_teams or
                             (own and r.registers_as_teams and wanted == team(r.id))):
                opts.append(self.w.functioning(seat, r.id))
        opts += [r.registers_falsely(self.w, seat, self) for r in self.w.hooks("registers_falsely")]
        if alignment:
            opts += [r.marks_evil(self.w, seat) for r in self.w.hooks("marks_evil")]
        return any_of(opts)

    def _flexible(self, key: tuple, actual: BoolRef, free: BoolRef) -> BoolRef:
        if key in self.cache:
            return self.cache[key]
        if is_const(free, False):
            self.cache[key] = actual
            return actual
        v = self.w.fresh("reg")
        self.w.add(Or(v == actual, free))
        self.cache[key] = v
        return v

    def evil(self, seat: int) -> BoolRef:
        """Registers as evil (a misregistering good seat may; a misregistering evil
        one may register as good)."""
        return self._flexible(("evil", seat), self.w.state.evil[seat],
                              self._misreg(seat, alignment=True))

    def team(self, seat: int, team_id: str) -> BoolRef:
        """Registers as a member of this team (in either polarity)."""
        return self._flexible(("team", seat, team_id), self._member(seat, team_id),
                              self._misreg(seat, team_id, own=True))

    def _member(self, seat: int, team_id: str) -> BoolRef:
        """Really a member: for the Demon, whoever is the Demon to this ability."""
        if team_id == "demon":
            return self.w.is_demon(seat, ability=self.ability)
        return self.w.is_team(seat, team_id)

    def affects(self, seat: int, team_id: str) -> BoolRef:
        """An ability that affects this team's members affects the seat: it is one,
        or the Storyteller lets a misregistering seat count as one ("allowing an
        ability to work that would normally only affect evil, Minion, or Demon
        players"). Misregistration only lets an effect in, never keeps a real
        member out."""
        key = ("affects", seat, team_id)
        if key not in self.cache:
            actual = self._member(seat, team_id)
            free = self._misreg(seat, team_id)
            if not is_const(free, False):
                actual = any_of([actual, all_of([free, self.w.fresh("reg")])])
            self.cache[key] = actual
        return self.cache[key]

    def char(self, seat: int, char: str) -> BoolRef:
        """Registers as exactly this character: it is, or the Storyteller makes a
        misregistering seat register so. A fresh choice, so that the negation
        (information made false by a rule) is also the Storyteller's."""
        return self._flexible(("char+", seat, char), self.w.is_(seat, char),
                              self._misreg(seat, team(char)))

    def is_char(self, seat: int, char: str) -> BoolRef:
        """Registers as exactly this character, in either polarity (a misregistering
        seat may register as a character it is not, or as not its own)."""
        return self._flexible(("char", seat, char), self.w.is_(seat, char),
                              self._misreg(seat, team(char), own=True))

    def one_of(self, players: tuple[str, ...], char: str) -> BoolRef:
        """At least one of the named players registers as `char`."""
        return any_of([self.char(self.w.seat(p), char) for p in players])
