"""Who is most likely the Demon: each player's probability of starting as the
Demon, and of starting evil, under the stated model (answers/likelihood.py).

The case is encoded with its story terms (engine/story.py), each tied to a
fresh variable. A pattern is an assignment of the starting characters and
those variables that some history of the case shows; its weight is the
product of the model's weights of the terms it makes true. Two exact ways to
sum the weights, which agree (tests/test_likely.py):

- `enumerate_patterns`: every pattern listed by blocking each one found (as
  answers/worlds.py lists worlds), up to a cap;
- `weighted_counts`: Ganak's weighted projected model counter on the SAT
  backend's CNF, projected on the same variables with the weights on the
  story variables' true literals; one count for the total and one per
  question (a seat starting as a Demon, a seat starting evil).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from z3 import Bool, BoolRef, is_true

from answers.counts import CountError, available, from_backend, run_counter
from answers.likelihood import Model
from answers.worlds import Enumerator
from caselang.case import Case
from engine.story import StoryTerm
from engine.terms import any_of, is_const, negate
from facts.catalog import EVIL_TEAMS, team

# Patterns listed before giving up on listing (a few hundred a second).
PATTERN_CAP = 20_000

Pattern = tuple[tuple[str, ...], tuple[bool, ...]]


@dataclass
class Likely:
    """Per player (by name): the probability of starting as the Demon and of
    starting evil; how it was computed (`method`), or why not (`exact` False
    and empty tables). `nobody`: the probability that no player starts as the
    Demon (a Demon in play without a seat, or none yet): with `demon`, it
    sums to 1."""

    demon: dict[str, float]
    evil: dict[str, float]
    method: str
    exact: bool
    histories: int | None  # patterns summed over, when listed
    seconds: float
    nobody: float = 0.0
    # Per player: the story elements most of the weight of their being the Demon
    # rests on (`story`), when the patterns were listed.
    because: dict[str, list[Story]] = field(default_factory=dict)


@dataclass
class Story:
    """One story element of the worlds where a player is the Demon: its kind
    (engine/story.py), what it is about, and the share of that weight it holds in."""

    kind: str
    about: str
    share: float

    def text(self) -> str:
        return PHRASES[self.kind].format(self.about)


PHRASES = {
    "misled": "{} was false: its holder was drunk or poisoned",
    "droisoned_true": "{} was true though its holder was drunk or poisoned",
    "misregistered": "{} was false: a player misregistered",
    "made_false": "{} was made false by a rule",
    "made_up": "{} was made up by an evil player",
    "in_play_bluff": "{}: an evil bluff of a character in play",
    "good_bluff": "{}: a bluff by a good player who believes they are evil",
    "shared_bluff": "{}",
    "setup_choice": "{}",
}
BECAUSE = 3  # story elements given per player
BECAUSE_SHARE = 0.5  # the least share of a player's weight an element must hold in


class Stories:
    """One case encoded with its story terms as variables to project on."""

    def __init__(self, case: Case, assume: list[str] | None = None) -> None:
        self.e = Enumerator(case, assume, stories=True)
        w = self.e.w
        self.terms: list[StoryTerm] = [t for t in w.story or [] if not is_const(t.term, False)]
        self.vars: list[BoolRef] = []
        for k, t in enumerate(self.terms):
            v = Bool(f"story#{k}")
            w.add(v == t.term)
            self.vars.append(v)

    def patterns(self, cap: int = PATTERN_CAP) -> list[Pattern] | None:
        """Every pattern (starting characters, story terms' values); None when
        there are more than `cap`."""
        e, w = self.e, self.e.w
        s = e.solver
        out: list[Pattern] = []
        s.push()
        try:
            while e.check():
                if len(out) >= cap:
                    return None
                m = s.model()
                start = e.read(m, w.start)
                flags = tuple(holds(m, v) for v in self.vars)
                out.append((start, flags))
                block = [negate(w.start[i][c]) for i, c in enumerate(start)]
                block += [negate(v) if f else v for v, f in zip(self.vars, flags)]
                s.add(any_of(block))
        finally:
            s.pop()
        return out

    def weight(self, model: Model, flags: tuple[bool, ...]) -> float:
        out = 1.0
        for t, f in zip(self.terms, flags):
            if f:
                out *= model.weight(t.kind, t.answers)
        return out


def holds(m: object, v: BoolRef) -> bool:
    if hasattr(m, "holds"):
        return m.holds(v)
    return is_true(m.eval(v, model_completion=True))


def from_patterns(stories: Stories, model: Model, patterns: list[Pattern],
                  seconds: float) -> Likely:
    """The probabilities as shares of the patterns' total weight."""
    w = stories.e.w
    total = nobody = 0.0
    demon = [0.0] * w.n
    evil = [0.0] * w.n
    held = [[0.0] * len(stories.terms) for _ in range(w.n)]  # seat, term -> weight
    for start, flags in patterns:
        x = stories.weight(model, flags)
        total += x
        nobody += x * all(team(c) != "demon" for c in start)
        for i, c in enumerate(start):
            if team(c) == "demon":
                demon[i] += x
                for k, f in enumerate(flags):
                    if f:
                        held[i][k] += x
            if team(c) in EVIL_TEAMS:
                evil[i] += x
    if total == 0:
        return Likely({}, {}, "no world is consistent with the case", False, 0, seconds)
    because = {}
    for i in w.bag_seats:
        # A Demon's own made-up report goes without saying.
        found = sorted(((held[i][k] / demon[i], k) for k, t in enumerate(stories.terms)
                        if demon[i] and held[i][k] / demon[i] >= BECAUSE_SHARE
                        and not (t.kind == "made_up" and t.seat == i)),
                       key=lambda sk: (-sk[0], sk[1]))
        because[w.names[i]] = [Story(stories.terms[k].kind, stories.terms[k].label, share)
                               for share, k in found[:BECAUSE]]
    return Likely({w.names[i]: demon[i] / total for i in w.bag_seats},
                  {w.names[i]: evil[i] / total for i in w.bag_seats},
                  f"exact over {len(patterns)} histories", True, len(patterns), seconds,
                  nobody / total, because)


def enumerate_patterns(case: Case, model: Model, assume: list[str] | None = None,
                       cap: int = PATTERN_CAP) -> Likely:
    t0 = time.perf_counter()
    stories = Stories(case, assume)
    patterns = stories.patterns(cap)
    if patterns is None:
        return Likely({}, {}, f"not computed: more than {cap} histories to list", False, None,
                      time.perf_counter() - t0)
    return from_patterns(stories, model, patterns, time.perf_counter() - t0)


def weighted_counts(case: Case, model: Model, assume: list[str] | None = None,
                    seconds: float = 60.0) -> Likely:
    """The same probabilities by weighted projected model counting (needs the
    SAT backend, whose CNF is counted, and the pyganak package)."""
    if not available():
        raise CountError("the model counter (the pyganak package) is not installed")
    t0 = time.perf_counter()
    stories = Stories(case, assume)
    e, w = stories.e, stories.e.w
    cnf = getattr(e.solver, "cnf", None)
    if cnf is None:
        raise CountError("weighted counting reads the SAT backend's clauses")
    lines, var_of, nvars = from_backend(cnf, w.formulas, e.assumptions)
    starts: list[dict[str, int]] = []
    proj: list[int] = []
    for seat in w.start:
        ids = {}
        for c, v in seat.items():
            if not is_const(v, False) and not is_const(v, True):
                ids[c], nvars = var_of(v, nvars)
                proj.append(abs(ids[c]))
        starts.append(ids)
    weights = []
    for t, v in zip(stories.terms, stories.vars):
        lit, nvars = var_of(v, nvars)
        proj.append(abs(lit))
        weights.append(f"c p weight {lit} {model.weight(t.kind, t.answers)!r} 0")
        weights.append(f"c p weight {-lit} 1.0 0")
    head = [*lines, *weights, "c p show " + " ".join(map(str, dict.fromkeys(proj))) + " 0"]

    def count(extra: list[list[int]]) -> float:
        clauses = head + [" ".join(map(str, c)) + " 0" for c in extra]
        text = "\n".join([f"p cnf {nvars} {len(clauses)}", *clauses, ""])
        left = seconds - (time.perf_counter() - t0)
        return float(run_counter(text, left, seconds, "weighted counting"))

    total = count([])
    if total == 0:
        return Likely({}, {}, "no world is consistent with the case", False, None,
                      time.perf_counter() - t0)
    demon, evil = {}, {}
    for i in w.bag_seats:
        name = w.names[i]
        for out, teams in ((demon, ("demon",)), (evil, EVIL_TEAMS)):
            lits = [x for c, x in starts[i].items() if team(c) in teams]
            out[name] = count([lits]) / total if lits else 0.0
    demons = [x for i in w.bag_seats for c, x in starts[i].items() if team(c) == "demon"]
    nobody = count([[-x] for x in demons]) / total
    return Likely(demon, evil, "exact: weighted model count", True, None,
                  time.perf_counter() - t0, nobody)


def likely(case: Case, model: Model, assume: list[str] | None = None,
           cap: int = PATTERN_CAP, count_seconds: float = 0) -> Likely:
    """By listing the patterns when there are at most `cap`, else by the
    weighted counter within `count_seconds` (0: not asked)."""
    first = enumerate_patterns(case, model, assume, cap)
    if first.exact or first.histories == 0 or count_seconds <= 0:
        return first
    try:
        return weighted_counts(case, model, assume, count_seconds)
    except CountError as err:
        return Likely({}, {}, f"{first.method}, and {err}", False, None, first.seconds)


@dataclass
class Swing:
    """One parameter at the two ends of its stated range (the others as
    given): each player's probability of starting as the Demon at each end."""

    name: str
    low: float
    high: float
    at_low: dict[str, float]
    at_high: dict[str, float]

    def moves(self, player: str) -> float:
        """How far the player's probability moves across the range."""
        return abs(self.at_high.get(player, 0.0) - self.at_low.get(player, 0.0))


@dataclass
class Sensitivity:
    """How much of the answer is guesswork: the answer under the model
    (`base`), the same with each parameter at the ends of its range (`swings`,
    the one that moves the top candidate's probability most first), and that
    top candidate (`top`, None when there is no answer)."""

    base: Likely
    swings: list[Swing]
    top: str | None

    @property
    def most(self) -> Swing | None:
        return self.swings[0] if self.swings and self.top else None


def sensitivity(case: Case, model: Model, assume: list[str] | None = None,
                cap: int = PATTERN_CAP) -> Sensitivity:
    """The answer and each parameter's swing, from one listing of the patterns
    (each end only reweighs them). Not computed beyond `cap` patterns (the
    weighted counter would count again for every end): `swings` is empty."""
    t0 = time.perf_counter()
    stories = Stories(case, assume)
    patterns = stories.patterns(cap)
    if patterns is None:
        base = Likely({}, {}, f"not computed: more than {cap} histories to list", False, None,
                      time.perf_counter() - t0)
        return Sensitivity(base, [], None)
    base = from_patterns(stories, model, patterns, time.perf_counter() - t0)
    if not base.exact or not base.demon:
        return Sensitivity(base, [], None)
    top = max(base.demon, key=lambda name: base.demon[name])
    swings = [Swing(p.name, p.low, p.high,
                    from_patterns(stories, model.with_values(**{p.name: p.low}),
                                  patterns, 0.0).demon,
                    from_patterns(stories, model.with_values(**{p.name: p.high}),
                                  patterns, 0.0).demon)
              for p in model.parameters.values()]
    swings.sort(key=lambda s: -s.moves(top))
    base.seconds = time.perf_counter() - t0
    return Sensitivity(base, swings, top)
