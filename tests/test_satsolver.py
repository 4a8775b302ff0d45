"""The CNF backend (backends/sat.py) against Z3 and against truth tables:
every formula shape the engine builds must keep exactly its models."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest
from z3 import (
    And,
    AtLeast,
    AtMost,
    Bool,
    BoolVal,
    If,
    Implies,
    Int,
    Not,
    Or,
    PbEq,
    PbGe,
    PbLe,
    Xor,
    is_true,
    sat,
    simplify,
    substitute,
    unknown,
    unsat,
)

from answers.worlds import Enumerator
from backends import sat as satsolver
from backends.sat import Cnf, SatSolver
from caselang.parse import load_case

ROOT = Path(__file__).resolve().parents[1]

XS = [Bool(f"x{i}") for i in range(5)]


def random_formula(rng: random.Random, depth: int):
    if depth == 0 or rng.random() < 0.2:
        return rng.choice(XS + [BoolVal(True), BoolVal(False)])
    kind = rng.randrange(12)
    kids = [random_formula(rng, depth - 1) for _ in range(rng.randint(1, 4))]
    a, b = random_formula(rng, depth - 1), random_formula(rng, depth - 1)
    if kind == 0:
        return And(kids)
    if kind == 1:
        return Or(kids)
    if kind == 2:
        return Not(a)
    if kind == 3:
        return Implies(a, b)
    if kind == 4:
        return a == b
    if kind == 5:
        return Xor(a, b) if rng.random() < 0.5 else a != b  # Z3 writes != as distinct
    if kind == 6:
        return If(a, b, random_formula(rng, depth - 1))
    if kind == 7:
        return AtMost(*kids, rng.randint(0, len(kids)))
    if kind == 8:
        return AtLeast(*kids, rng.randint(0, len(kids)))
    weights = [(k, rng.choice([-2, -1, 1, 2, 3])) for k in kids]
    bound = rng.randint(-3, 5)
    return {9: PbEq, 10: PbLe, 11: PbGe}[kind](weights, bound)


def truth(f, values: tuple[bool, ...]) -> bool:
    return is_true(simplify(substitute(f, *zip(XS, map(BoolVal, values), strict=True))))


@pytest.mark.parametrize("seed", range(40))
def test_every_assignment_agrees_with_z3(seed):
    """Under each assignment of the variables, the CNF of a random formula is
    satisfiable exactly when the formula is true (the Tseitin variables and the
    counters' outputs are equivalences, so negations and nesting are safe)."""
    rng = random.Random(seed)
    f = random_formula(rng, 4)
    s = SatSolver()
    for values in itertools.product([False, True], repeat=len(XS)):
        lits = [x if v else Not(x) for x, v in zip(XS, values, strict=True)]
        want = truth(f, values)
        assert (s.check(*lits, f) == sat) == want
        assert (s.check(*lits, Not(f)) == sat) == (not want)


def test_push_pop_and_core():
    """Constraints added after a push are dropped by the pop; the unsat core
    names assumptions that the formulas contradict."""
    a, b = Bool("a"), Bool("b")
    s = SatSolver()
    s.add(Implies(a, b))
    s.push()
    s.add(Not(b))
    assert s.check(a) == unsat
    assert [x.get_id() for x in s.unsat_core()] == [a.get_id()]
    s.pop()
    assert s.check(a) == sat
    assert s.model().holds(b)


def test_model_reads_formulas_defined_after_it():
    """A model answers for a formula first seen after it was found, from the
    values of its parts (the engine reads end states that way)."""
    a, b = Bool("ma"), Bool("mb")
    s = SatSolver()
    s.add(a, Not(b))
    assert s.check() == sat
    m = s.model()
    assert m.holds(Or(a, b)) and not m.holds(And(a, b))
    assert m.holds(PbEq([(a, 1), (b, 1)], 1)) and not m.holds(AtLeast(a, b, 2))
    assert is_true(m.eval(If(b, a, Not(b))))


def test_model_reads_several_later_formulas():
    """Formulas defined one after another once the model was found are each read
    from their parts (a node defined by an earlier question of the same model
    has no value in it)."""
    a, b, c = Bool("la"), Bool("lb"), Bool("lc")
    s = SatSolver()
    s.add(a, b, Not(c))
    assert s.check() == sat
    m = s.model()
    assert m.holds(And(a, b))
    assert m.holds(Or(And(a, b), c))
    assert not m.holds(And(Or(And(a, b), c), c))


def test_a_bounded_check_gives_up_or_answers():
    """`check_within`: seven pigeons in six holes is unsatisfiable but takes many
    conflicts to prove; with a budget of one the answer is unknown, with a large
    one unsat, and a satisfiable question answers sat either way."""
    s = SatSolver()
    x = [[Bool(f"p{i}h{j}") for j in range(6)] for i in range(7)]
    for row in x:
        s.add(Or(row))
    for j in range(6):
        s.add(AtMost(*[row[j] for row in x], 1))
    assert s.check_within(1) == unknown
    assert s.check_within(10**7) == unsat
    t = SatSolver()
    t.add(Or(x[0]))
    assert t.check_within(1) == sat


def test_the_walk_in_c_is_built():
    """The install builds backends/_cnfwalk.c (optional in setup.py, so that a
    machine without a compiler still installs; here it must be there)."""
    assert satsolver.Walker is not None


def same_walks(formulas) -> int:
    """Both walks give each formula the same literal and make the same clauses."""
    c, py = Cnf(in_c=True), Cnf(in_c=False)
    assert c.in_c and not py.in_c
    for f in formulas:
        assert c.of(f) == py.of(f)
    assert c.clauses == py.clauses and c.nv == py.nv
    return len(c.clauses)


def test_the_walks_agree_on_every_formula_shape():
    rng = random.Random(7)
    formulas = [random_formula(rng, 4) for _ in range(200)]
    assert same_walks(formulas) > 1000


@pytest.mark.parametrize("name", ["bmr-12p-2n", "snv-12p-2n"])
def test_the_walks_agree_on_a_game(name):
    e = Enumerator(load_case(str(ROOT / "benchmarks" / "cases" / f"{name}.yaml")))
    assert same_walks(e.w.formulas + e.assumptions) > 10_000


def test_a_formula_that_is_no_circuit_is_refused_by_both():
    said = []
    for in_c in (True, False):
        with pytest.raises(ValueError, match="the CNF backend has no encoding for") as err:
            Cnf(in_c=in_c).of(Bool("q") == (Int("n") > 0))
        said.append(str(err.value))
    assert said[0] == said[1]
