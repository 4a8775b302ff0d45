"""The bottom of a world: the solver it adds constraints to while it is being
encoded, and the questions it asks that solver along the way.

Every rule of the game passes through `add`, which also keeps the formula
(counting worlds needs the formulas, the solver keeps only its own clauses)
and ties it to a tracked claim or event when one is being encoded (so an
unsat core can name what excludes a world). `most_true` is the one question
asked during encoding: a bound that lets a rule make fewer choices. Kept apart
from the grimoire so the rest of the world reads as the game, not the solver.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from z3 import Bool, BoolRef, sat, unsat

from backends.select import make_solver
from engine.terms import at_least, implies, is_const

if TYPE_CHECKING:
    from caselang.case import Case
    from engine.rule import Rule
    from engine.state import Step

# Conflicts a bounding question (`World.most_true`) may take before it gives up.
PROBE_CONFLICTS = 2_000


class Constraints:
    """The solver, the formulas as added, and the trackers of claims and events."""

    step: Step  # the moment being encoded (kept by `WorldCore`), named by debug trackers

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        self.case = case
        self.solver = make_solver()
        # Every constraint as added: the solver keeps only its own simplified
        # clauses, and counting worlds needs the formulas themselves.
        self.formulas: list[BoolRef] = []
        self.debug = debug  # track the game's own rules too, to find what excludes a world
        self.trackers: dict[str, BoolRef] = {}
        self.tracker_order: list[str] = []
        self.current_label: str | None = None
        self.counter = itertools.count()

    def fresh(self, name: str) -> BoolRef:
        return Bool(f"{name}#{next(self.counter)}")

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


class _Tracked:
    def __init__(self, w: Constraints, label: str) -> None:
        self.w = w
        self.label = label
        self.saved: str | None = None

    def __enter__(self) -> None:
        self.saved = self.w.current_label
        self.w.current_label = self.label

    def __exit__(self, *exc: object) -> None:
        self.w.current_label = self.saved
