"""The engine's Boolean vocabulary: the counting terms built through Z3's C
API are the very nodes Z3's own wrappers build (the same clauses follow)."""

from __future__ import annotations

from z3 import AtLeast, AtMost, Bool, PbEq

from engine.terms import FALSE, TRUE, at_least, at_most, count_is, pb_eq


def test_counts_are_z3s_own_nodes():
    xs = [Bool(f"x{i}") for i in range(4)] + [FALSE, TRUE]
    assert count_is(xs, 2).eq(PbEq([(x, 1) for x in xs], 2))
    assert at_most(xs, 1).eq(AtMost(*xs, 1))
    assert at_least(xs, 3).eq(AtLeast(*xs, 3))
    weighted = [(xs[0], 1), (xs[1], 1), (xs[2], -1)]
    assert pb_eq(weighted, 0).eq(PbEq(weighted, 0))
    assert not pb_eq(weighted, 0).eq(PbEq(weighted, 1))


def test_empty_and_plain_values():
    assert at_most([], 0).eq(TRUE)
    assert at_least([], 1).eq(FALSE)
    assert count_is([Bool("y"), True], 1).eq(PbEq([(Bool("y"), 1), (True, 1)], 1))
