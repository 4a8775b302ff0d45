"""The engine's vocabulary of Boolean terms, the only one character modules
speak: the two constants, and connectives that fold constants so that state
no rule touched stays constant and costs nothing to solve.

Z3 is the representation (`Term` is its Bool); the connectives go straight
through its C API where the Python wrappers' argument coercion was the
encoding's cost (engine/z3raw.py)."""

from __future__ import annotations

import ctypes
from collections.abc import Iterable

from z3 import AtLeast, AtMost, BoolRef, BoolVal, If, PbEq
from z3.z3types import Ast

from engine.z3raw import bool_term, lib

Term = BoolRef

TRUE = BoolVal(True)
FALSE = BoolVal(False)
# Z3 hash-conses terms: every true (false) term of the context is one node, so
# comparing node addresses is a constant test without a call into Z3.
TRUE_PTR, FALSE_PTR = TRUE.ast.value, FALSE.ast.value


def is_const(x: Term, value: bool) -> bool:
    """Cheap test for the constants true/false: the shared objects by identity,
    else by the node's address (Z3 hash-conses them; a call into Z3 for the id
    was most of the encoding's time)."""
    if x is TRUE:
        return value
    if x is FALSE:
        return not value
    return x.ast.value == (TRUE_PTR if value else FALSE_PTR)


def any_of(items: Iterable[Term]) -> Term:
    """Or() that folds constants, so untouched state stays constant (the test
    for a constant inlined: it ran for every item of every term)."""
    out = []
    for x in items:
        if x is TRUE:
            return TRUE
        if x is FALSE:
            continue
        v = x.ast.value
        if v == TRUE_PTR:
            return TRUE
        if v != FALSE_PTR:
            out.append(x)
    if not out:
        return FALSE
    return out[0] if len(out) == 1 else _fast(lib.Z3_mk_or, out)


def all_of(items: Iterable[Term]) -> Term:
    """And() that folds constants."""
    out = []
    for x in items:
        if x is FALSE:
            return FALSE
        if x is TRUE:
            continue
        v = x.ast.value
        if v == FALSE_PTR:
            return FALSE
        if v != TRUE_PTR:
            out.append(x)
    if not out:
        return TRUE
    return out[0] if len(out) == 1 else _fast(lib.Z3_mk_and, out)


def _fast(mk: object, items: list[Term]) -> Term:
    """And/Or straight through the C API: every item here is already a Bool."""
    ctx = items[0].ctx
    args = (Ast * len(items))(*[x.ast for x in items])
    return bool_term(mk(ctx.ref(), len(items), args), ctx)  # type: ignore[operator]


def negate(x: Term) -> Term:
    """Not() that folds constants, straight through the C API (the wrapper's
    argument coercion was a tenth of the encoding's time)."""
    if is_const(x, True):
        return FALSE
    if is_const(x, False):
        return TRUE
    return bool_term(lib.Z3_mk_not(x.ctx.ref(), x.as_ast()), x.ctx)


def implies(a: Term, b: Term | bool) -> Term:
    """Implies() that folds constants, straight through the C API (called for
    every tracked constraint and every allowed choice)."""
    if not isinstance(b, BoolRef):  # a rule's plain True or False
        b = BoolVal(b, a.ctx)
    if is_const(a, False) or is_const(b, True):
        return TRUE
    if is_const(a, True):
        return b
    if is_const(b, False):
        return negate(a)
    return bool_term(lib.Z3_mk_implies(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)


def if_then_else(cond: Term, then: Term, other: Term) -> Term:
    """`then` where `cond` holds, else `other` (folded when `cond` is constant)."""
    if is_const(cond, True):
        return then
    if is_const(cond, False):
        return other
    return If(cond, then, other)


def count_is(items: Iterable[Term], k: int) -> Term:
    """Exactly `k` of `items` hold."""
    return pb_eq([(x, 1) for x in items], k)


def pb_eq(pairs: list[tuple[Term, int]], k: int) -> Term:
    """The weighted sum of the terms that hold is `k` (Z3's PbEq, the same node,
    straight through the C API: the wrapper's coercion of each argument was a
    tenth of a puzzle's encoding)."""
    if not pairs or not all(isinstance(x, BoolRef) for x, _ in pairs):
        return PbEq(pairs, k)
    ctx = pairs[0][0].ctx
    args = (Ast * len(pairs))(*[x.as_ast() for x, _ in pairs])
    coeffs = (ctypes.c_int * len(pairs))(*[c for _, c in pairs])
    return bool_term(lib.Z3_mk_pbeq(ctx.ref(), len(pairs), args, coeffs, k), ctx)


def exactly_one(items: Iterable[Term]) -> Term:
    return count_is(items, 1)


def at_most(items: Iterable[Term], k: int) -> Term:
    """At most `k` of `items` hold."""
    items = list(items)
    return _card(lib.Z3_mk_atmost, AtMost, items, k) if items else TRUE


def at_least(items: Iterable[Term], k: int) -> Term:
    """At least `k` of `items` hold."""
    items = list(items)
    if not items:
        return TRUE if k <= 0 else FALSE
    return _card(lib.Z3_mk_atleast, AtLeast, items, k)


def _card(mk: object, wrapper: object, items: list[Term], k: int) -> Term:
    """Z3's AtMost/AtLeast node through the C API (the wrapper for any item that
    is no Bool term yet)."""
    if not all(isinstance(x, BoolRef) for x in items):
        return wrapper(*items, k)  # type: ignore[operator]
    ctx = items[0].ctx
    args = (Ast * len(items))(*[x.as_ast() for x in items])
    return bool_term(mk(ctx.ref(), len(items), args, k), ctx)  # type: ignore[operator]
