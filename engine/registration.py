"""How players register to the abilities that detect them: a seat may register
as another alignment, team or character where a misregistering ability (its
own or another's) lets the Storyteller choose.

A `Check` is one reading by one ability; each detection in it is a fresh
Storyteller choice per seat. `strict_registration` turns misregistration off
for the strict reading of a check (was the information really true, or only
true as registered?).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from z3 import BoolRef, Or

from engine.status import Status
from engine.terms import FALSE, all_of, any_of, is_const
from facts.catalog import team

if TYPE_CHECKING:
    from caselang.case import Case
    from engine.rule import Rule


class Registration(Status):
    """Readings of registration, and the switch to read them strictly."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        # While set, nobody misregisters: the strict reading of a check (was the
        # information really true, or only true as registered?).
        self.strict_registration = False

    def check(self, ability: str | None = None, by: int | None = None) -> Check:
        """A reading of registrations; `ability`: the ability reading them, for
        what counts as the Demon to it alone (`World.is_demon`); `by`: the seat
        using it, where a jinx may not follow a granted ability."""
        return Check(self, ability, by)


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

    def __init__(self, w: Registration, ability: str | None = None,
                 by: int | None = None) -> None:
        self.w = w
        self.ability = ability
        self.by = by
        self.cache: dict[tuple, BoolRef] = {}

    @property
    def one_per_reading(self) -> bool:
        """One registration per seat serves the whole reading (the rule
        `one_registration_per_reading`)."""
        return bool(self.w.rule_flags.get("one_registration_per_reading"))

    def detection(self) -> Check:
        """One more detection in this reading: its own Storyteller choices, or
        the reading's under `one_registration_per_reading`."""
        return self if self.one_per_reading else Check(self.w, self.ability, self.by)

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
            return self.w.is_demon(seat, ability=self.ability, by=self.by)
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
