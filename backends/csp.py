"""A second, independent backend (python-constraint) for the setup-and-first-night
fragment: setup counts, characters, alignments, first-night information,
believers by nature (shown another character's token), misregistration, the red
herring and the first night's poison.

It shares nothing with the Z3 encoding but the case and each rule's plain-Python
reading of its first-night information (`Rule.first_night`), so the two
backends must agree on every case both can express; a disagreement is a bug in
one of them.
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass

from constraint import Constraint, Problem

from caselang.case import Case, Time
from caselang.errors import CaseError
from facts import setup
from facts.catalog import BAG_TEAMS, EVIL_TEAMS, team
from rules.registry import all_rules


@dataclass(frozen=True)
class Registration:
    """How a seat may register to one check: as this character and alignment."""

    char: str
    evil: bool


class View:
    """A complete first-night grimoire, read by rules' `first_night` methods."""

    def __init__(self, case: Case, chars: list[str], poisoned: int | None,
                 herring: int | None) -> None:
        self.case = case
        self.n = len(chars)
        self.chars = chars
        self.poisoned = poisoned
        self.herring = herring
        self.rules = all_rules()
        self.script = case.script

    def seat(self, name: str) -> int:
        return self.case.names.index(name)

    def evil(self, s: int) -> bool:
        return team(self.chars[s]) in EVIL_TEAMS

    def sober(self, s: int) -> bool:
        rule = self.rules.get(self.chars[s])
        return s != self.poisoned and not (rule is not None and rule.self_drunk)

    def functioning(self, s: int, char: str) -> bool:
        return self.chars[s] == char and self.sober(s)

    def registrations(self, s: int) -> list[Registration]:
        """The actual character, plus misregistrations a sober misregisterer may use."""
        own = self.chars[s]
        out = [Registration(own, self.evil(s))]
        rule = self.rules.get(own)
        if rule is not None and rule.registers_as_teams and self.sober(s):
            evil = rule.registers_as_alignment == "evil"
            for c in self.rules_catalog_of(rule.registers_as_teams):
                out.append(Registration(c, evil))
                out.append(Registration(c, not evil))
            out.append(Registration(own, not self.evil(s)))
        return out

    @staticmethod
    def rules_catalog_of(teams: tuple[str, ...]) -> list[str]:
        from facts.catalog import catalog

        return [c for c, m in catalog().items() if m.team in teams]

    def registers_as(self, s: int, char: str) -> bool:
        return any(r.char == char for r in self.registrations(s))

    def evil_options(self, s: int) -> set[bool]:
        return {r.evil for r in self.registrations(s)}

    def team_options(self, s: int) -> set[str]:
        return {team(r.char) for r in self.registrations(s)}


def in_fragment(case: Case) -> str | None:
    """None if the case is in the fragment, else why not."""
    if case.last_time().order() > Time("night", 1).order():
        return "the case goes past the first night"
    if case.events:
        return "the case has public events"
    if case.known:
        return "the case has `known` statements"
    if any(p.traveller for p in case.players):
        return "the case has Travellers"
    if case.counts is not None or case.rules.get("duplicate_tokens"):
        return "the case changes setup counts or allows duplicate tokens"
    rules = all_rules()
    for c in case.script:
        rule = rules.get(c)
        if rule is None or not rule.in_csp_fragment:
            return f"{c} is outside the fragment"
    return None


class PartialCounts(Constraint):
    """Team counts, checked on partial assignments: no team may overflow."""

    def __init__(self, case: Case, seats: list[str]) -> None:
        self.seats = seats
        self.base = setup.counts(len(seats))
        self.modifiers = [(c, r) for c, r in all_rules().items() if r.count_delta]

    def totals(self, chars: list[str]) -> dict[str, int]:
        want = dict(self.base)
        for c, r in self.modifiers:
            if c in chars:
                for t, d in r.count_delta.items():
                    want[t] += d
        return want

    def __call__(self, variables, domains, assignments, forwardcheck=False):
        chars = [assignments[v] for v in self.seats if v in assignments]
        have = {t: 0 for t in BAG_TEAMS}
        for c in chars:
            have[team(c)] += 1
        if len(chars) < len(self.seats):
            # A modifier may still enter, so bound by the largest count it can reach.
            most = dict(self.base)
            for _, r in self.modifiers:
                for t, d in r.count_delta.items():
                    most[t] += max(d, 0)
            return all(have[t] <= most[t] for t in BAG_TEAMS)
        return have == self.totals(chars)


def solve_csp(case: Case) -> tuple[list[tuple[str, ...]], float]:
    """Every world of a fragment case, as starting characters in seat order."""
    why = in_fragment(case)
    if why is not None:
        raise CaseError(case.path, "script", f"outside the csp backend's fragment: {why}")
    t0 = time.perf_counter()
    rules = all_rules()
    seats = [f"s{i}" for i in range(len(case.players))]
    p = Problem()
    for i, player in enumerate(case.players):
        p.addVariable(seats[i], domain_for(case, i, player.claim))
    p.addConstraint(lambda *xs: len(set(xs)) == len(xs), seats)
    p.addConstraint(PartialCounts(case, seats), seats)
    worlds: set[tuple[str, ...]] = set()
    for sol in p.getSolutionIter():
        chars = [sol[v] for v in seats]
        if chars_tuple_ok(case, chars, rules):
            worlds.add(tuple(chars))
    return sorted(worlds), time.perf_counter() - t0


def domain_for(case: Case, i: int, claim: str | None) -> list[str]:
    """Starting characters a seat may have given its claim and the hidden list: a
    good claimant is their claim or believes it by nature; an evil one anything evil."""
    rules = all_rules()
    out = []
    for c in case.script:
        if team(c) not in BAG_TEAMS:
            continue
        if not case.may_start_as(i, c):
            continue
        if claim is not None and c != claim:
            believer = rules[c].believes_other is not None and \
                rules[c].believes_other == team(claim)
            if case.names[i] == case.you:
                if c not in case.you_might_be:
                    continue
            elif team(c) not in EVIL_TEAMS and not believer:
                continue
        out.append(c)
    return out


def chars_tuple_ok(case: Case, chars: list[str], rules: dict) -> bool:
    """Some choice of the Storyteller (red herring, poison target, a believer's token)
    makes every claim and first-night report fit these starting characters."""
    n = len(chars)
    poisoners = [s for s, c in enumerate(chars) if rules[c].poisons_first_night]
    poison_options: list[int | None] = list(range(n)) if poisoners else [None]
    herrings: list[int | None] = [s for s in range(n) if team(chars[s]) not in EVIL_TEAMS
                                  or rules[chars[s]].registers_as_alignment == "good"]
    if not any(rules[c].needs_red_herring for c in chars):
        herrings = [None]
    for poisoned, herring in itertools.product(poison_options, herrings):
        view = View(case, chars, poisoned, herring)
        if all(player_ok(view, s) for s in range(n)):
            return True
    return False


def believes(view: View, s: int, claim: str) -> bool:
    """The player believes they are `claim`: they are, or they are a believer by
    nature (`Rule.believes_other`) whose token can be that not-in-play character."""
    own = view.chars[s]
    if own == claim:
        return True
    rule = view.rules[own]
    return (rule.believes_other is not None and team(claim) == rule.believes_other
            and claim in view.script and claim not in view.chars)


def player_ok(view: View, s: int) -> bool:
    case = view.case
    player = case.players[s]
    you = player.name == case.you
    if player.claim is None:
        return True
    if you:
        own = view.chars[s]
        if own != player.claim and not believes(view, s, player.claim):
            return False
    elif view.evil(s):
        return True
    elif not believes(view, s, player.claim):
        return False
    for info in player.info:
        if info.ability != player.claim:
            return False
        rule = view.rules[info.ability]
        if rule.wakes_on not in ("first", "each"):
            return False
        if view.functioning(s, info.ability) and not rule.first_night(view, s, info.payload):
            return False
    return True
