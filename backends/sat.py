"""A CNF backend: the engine's Boolean formulas as clauses for CaDiCaL.

Profiled on a 14-player, 4-night Bad Moon Rising game, Z3's finite-domain
solver spent 5.7 of its 5.8 s turning the formulas into clauses (948,000
binary clauses for a formula of 93,000 shared nodes: its preprocessing
copies shared subformulas into every parent) and 0.08 s searching. Here
every node of the formula graph becomes one variable (Tseitin), so sharing
is kept, and CaDiCaL (through PySAT) answers the same questions. The class
offers the part of Z3's solver interface the engine uses (add, check with
assumptions, model, push/pop, unsat core), so `World` and `Enumerator`
use either backend unchanged; both must agree on every case (tests).

Cardinality constraints (Z3's at-most, at-least and pseudo-Boolean sums with
small weights, as the engine builds them) become sequential counters whose
outputs are equivalent to "at least j hold", so a constraint may appear
under a negation or inside another formula.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from pysat.solvers import Solver as _Pysat
from z3 import BoolRef, BoolVal, sat, unknown, unsat
from z3.z3consts import (
    Z3_OP_AND,
    Z3_OP_DISTINCT,
    Z3_OP_EQ,
    Z3_OP_FALSE,
    Z3_OP_IFF,
    Z3_OP_IMPLIES,
    Z3_OP_ITE,
    Z3_OP_NOT,
    Z3_OP_OR,
    Z3_OP_PB_AT_LEAST,
    Z3_OP_PB_AT_MOST,
    Z3_OP_PB_EQ,
    Z3_OP_PB_GE,
    Z3_OP_PB_LE,
    Z3_OP_TRUE,
    Z3_OP_UNINTERPRETED,
    Z3_OP_XOR,
)

from engine.z3raw import address, lib

try:  # the walk in C (backends/_cnfwalk.c); without a compiler at install, in Python
    from backends._cnfwalk import Walker
except ImportError:
    Walker = None

SAT_NAME = "cadical153"
# The worker processes' solver (answers/jobs.py). On the recorded question
# sequences (benchmarks/replay.py; bmr 15 players 4 nights, CPU seconds,
# medians of 5): Glucose 4 3.3 s, CaDiCaL 1.5.3 4.8 s, 1.9.5 5.9 s; the first
# five snv questions 8.1 / 15.6 / 12.0 s. In one process CaDiCaL stays: a
# cancel is seen between slices of a conflict budget, and Glucose reads its
# budget only at restarts (337 conflicts for a budget of 1); a worker is
# ended by its parent instead.
WORKER_SAT_NAME = "glucose4"
# `check_until`'s slices: the first small, so that a stop is seen soon, then
# growing, so that a hard question is not restarted too often.
SLICE_CONFLICTS = 2_000
MAX_SLICE_CONFLICTS = 32_000
PB_KINDS = (Z3_OP_PB_AT_MOST, Z3_OP_PB_AT_LEAST, Z3_OP_PB_EQ, Z3_OP_PB_LE, Z3_OP_PB_GE)
# What the C walk is given, in the order of its enums.
WALK_CALLS = ("Z3_get_ast_id", "Z3_to_app", "Z3_get_app_num_args", "Z3_get_app_arg",
              "Z3_get_app_decl", "Z3_get_decl_kind", "Z3_get_decl_int_parameter", "Z3_inc_ref",
              "Z3_dec_ref", "Z3_get_decl_name", "Z3_get_symbol_string")
WALK_KINDS = (Z3_OP_UNINTERPRETED, Z3_OP_TRUE, Z3_OP_FALSE, Z3_OP_NOT, Z3_OP_AND, Z3_OP_OR,
              Z3_OP_IMPLIES, Z3_OP_EQ, Z3_OP_IFF, Z3_OP_XOR, Z3_OP_DISTINCT, Z3_OP_ITE,
              *PB_KINDS)


class Cnf:
    """Clauses defining one variable per formula node, kept across calls.
    Nodes are known by Z3's id, so each node seen is kept alive (a freed
    node's id is given to the next new one).

    Literal 1 is the constant true (a unit clause); -1 is false. The walk runs
    in C when the extension was built (`in_c`); both give the same clauses."""

    def __init__(self, in_c: bool = True) -> None:
        self.lit: dict[int, int] = {}  # Z3 node id -> literal (the walk in Python)
        self.clauses: list[list[int]] = [[1]]
        self._nv = 1
        self.kept: list[Any] = []  # the nodes held alive, released with this object
        self.ctx: Any = None  # the Z3 context, kept alive as long as its nodes are
        self.in_c = in_c and Walker is not None
        self.walker: Any = None  # made with the context, at the first node

    def __del__(self) -> None:
        """Release the nodes: held past their use they pile up in Z3's context
        (a worker checking game after game), and freeing millions of them when
        the context goes took minutes. Not at the interpreter's exit: the
        context may be gone already (a crash), and the process frees it all."""
        if self.ctx is not None and not sys.is_finalizing():
            if self.walker is not None:
                self.walker.release()
            dec_ref, c = lib.Z3_dec_ref, self.ctx.ref()
            for a in self.kept:
                dec_ref(c, a)
            self.kept = []

    @property
    def nv(self) -> int:
        """The number of variables."""
        return self.walker.nv if self.walker is not None else self._nv

    def new(self) -> int:
        if self.walker is not None:
            return self.walker.new()
        self._nv += 1
        return self._nv

    def of(self, expr: BoolRef) -> int:
        """The literal equivalent to `expr`, defining any nodes not seen yet."""
        if self.ctx is None:
            self.ctx = expr.ctx
            if self.in_c:
                self.walker = Walker(tuple(address(f) for f in WALK_CALLS), WALK_KINDS,
                                     self.ctx.ref().value, self.clauses, self._nv)
        if self.walker is not None:
            return self.walker.walk(expr.as_ast().value)
        ctx = expr.ctx.ref()
        ast = expr.as_ast()
        key = lib.Z3_get_ast_id(ctx, ast)
        hit = self.lit.get(key)
        return hit if hit is not None else self._walk(ctx, ast, key)

    def _walk(self, c: Any, ast: Any, key: int) -> int:
        """Define `ast` and its undefined parts, children first; each node's
        children are read from Z3 once (the walk was a third of the encoding's
        time in a profile of a 15-player Bad Moon Rising game)."""
        lit, cl = self.lit, self.clauses
        get_id, to_app = lib.Z3_get_ast_id, lib.Z3_to_app
        nargs, arg = lib.Z3_get_app_num_args, lib.Z3_get_app_arg
        inc_ref = lib.Z3_inc_ref
        stack = [(ast, key)]
        read: dict[int, tuple[Any, list[int]]] = {}  # node -> (app, children's ids)
        while stack:
            a, k = stack[-1]
            if k in lit:
                stack.pop()
                continue
            got = read.get(k)
            if got is None:
                app = to_app(c, a)
                kids = []
                waiting = False
                for i in range(nargs(c, app)):
                    b = arg(c, app, i)
                    bk = get_id(c, b)
                    kids.append(bk)
                    if bk not in lit:
                        stack.append((b, bk))
                        waiting = True
                read[k] = (app, kids)
                if waiting:
                    continue
            else:
                app, kids = got
            stack.pop()
            lit[k] = self._node(c, app, [lit[x] for x in kids], cl)
            inc_ref(c, a)  # Z3 reuses a freed node's id: keep every node seen
            self.kept.append(a)
        return lit[key]

    def _node(self, c: Any, app: Any, ch: list[int], cl: list[list[int]]) -> int:
        d = lib.Z3_get_app_decl(c, app)
        kind = lib.Z3_get_decl_kind(c, d)
        if kind == Z3_OP_UNINTERPRETED and not ch:
            return self.new()
        if kind == Z3_OP_TRUE:
            return 1
        if kind == Z3_OP_FALSE:
            return -1
        if kind == Z3_OP_NOT:
            return -ch[0]
        if kind in PB_KINDS:
            return self._cardinality(c, d, kind, ch)
        v = self.new()
        if kind == Z3_OP_AND:
            cl.extend([-v, x] for x in ch)
            cl.append([v, *(-x for x in ch)])
        elif kind == Z3_OP_OR:
            cl.extend([v, -x] for x in ch)
            cl.append([-v, *ch])
        elif kind == Z3_OP_IMPLIES:
            a, b = ch
            cl.extend([[-v, -a, b], [v, a], [v, -b]])
        elif kind in (Z3_OP_EQ, Z3_OP_IFF) and len(ch) == 2:
            a, b = ch
            cl.extend([[-v, -a, b], [-v, a, -b], [v, a, b], [v, -a, -b]])
        elif kind in (Z3_OP_XOR, Z3_OP_DISTINCT) and len(ch) == 2:
            a, b = ch
            cl.extend([[v, -a, b], [v, a, -b], [-v, a, b], [-v, -a, -b]])
        elif kind == Z3_OP_ITE:
            s, t, e = ch
            cl.extend([[-s, -t, v], [-s, t, -v], [s, -e, v], [s, e, -v]])
        else:
            name = lib.Z3_get_symbol_string(c, lib.Z3_get_decl_name(c, d)).decode()
            raise ValueError(f"the CNF backend has no encoding for {name!r}")
        return v

    def _cardinality(self, c: Any, d: Any, kind: int, ch: list[int]) -> int:
        k = lib.Z3_get_decl_int_parameter(c, d, 0)
        if kind in (Z3_OP_PB_AT_MOST, Z3_OP_PB_AT_LEAST):
            xs = ch
        else:
            weights = [lib.Z3_get_decl_int_parameter(c, d, i + 1) for i in range(len(ch))]
            # w * x with w < 0 is |w| * (not x) - |w|: both sides gain |w|.
            k += sum(-w for w in weights if w < 0)
            xs = [x if w > 0 else -x for x, w in zip(ch, weights, strict=True)
                  for _ in range(abs(w))]
        at_least = self._counter(xs, k + 1)

        def ge(j: int) -> int:
            return 1 if j <= 0 else at_least[j] if j <= k + 1 else -1

        if kind in (Z3_OP_PB_AT_MOST, Z3_OP_PB_LE):
            return -ge(k + 1)
        if kind in (Z3_OP_PB_AT_LEAST, Z3_OP_PB_GE):
            return ge(k)
        v, a, b = self.new(), ge(k), -ge(k + 1)
        self.clauses.extend([[-v, a], [-v, b], [v, -a, -b]])
        return v

    def _counter(self, xs: list[int], top: int) -> list[int]:
        """out[j] is equivalent to "at least j of xs hold", for j = 0..top."""
        cl = self.clauses
        prev = [1] + [-1] * top
        for x in xs:
            cur = [1]
            for j in range(1, top + 1):
                a, b = prev[j], prev[j - 1]  # cur_j = a or (x and b)
                if a == 1 or (x == 1 and b == 1):
                    cur.append(1)
                elif a == -1 and (x == -1 or b == -1):
                    cur.append(-1)
                else:
                    v = self.new()
                    cl.extend([[-a, v], [-x, -b, v], [-v, a, x], [-v, a, b]])
                    cur.append(v)
            prev = cur
        return prev


class SatModel:
    """A model read through the literals of the formulas it satisfies."""

    def __init__(self, cnf: Cnf, values: list[int]) -> None:
        self.cnf = cnf
        self.values = values  # values[v - 1] is v or -v
        self.known = min(cnf.nv, len(values))  # the variables given values
        self.later: dict[int, bool] = {}  # variables defined since: worked out

    def holds(self, expr: BoolRef) -> bool:
        """Whether `expr` is true in this model; a node defined after the model
        was found (or a variable the formulas never mention) is worked out from
        its parts, so asking never changes the answer."""
        lit = self.cnf.of(expr)
        var = abs(lit)
        if var <= self.known:
            return (self.values[var - 1] > 0) == (lit > 0)
        if var not in self.later:  # once per node: shared parts are shared
            self.later[var] = self._fresh(expr) == (lit > 0)
        return self.later[var] == (lit > 0)

    def _fresh(self, expr: BoolRef) -> bool:
        from z3 import is_and, is_false, is_implies, is_not, is_or, is_true

        if is_true(expr):
            return True
        if is_false(expr):
            return False
        if is_not(expr):
            return not self.holds(expr.arg(0))
        if is_and(expr):
            return all(self.holds(x) for x in expr.children())
        if is_or(expr):
            return any(self.holds(x) for x in expr.children())
        if is_implies(expr):
            return not self.holds(expr.arg(0)) or self.holds(expr.arg(1))
        kind = expr.decl().kind()
        kids = [self.holds(x) for x in expr.children()]
        if kind == Z3_OP_ITE:
            return kids[1] if kids[0] else kids[2]
        if kind in (Z3_OP_EQ, Z3_OP_IFF):
            return kids[0] == kids[1]
        if kind in (Z3_OP_XOR, Z3_OP_DISTINCT):
            return kids[0] != kids[1]
        if kind in PB_KINDS:
            params = expr.decl().params()
            weights = [1] * len(kids) if kind in (Z3_OP_PB_AT_MOST, Z3_OP_PB_AT_LEAST) \
                else params[1:]
            total = sum(w for w, x in zip(weights, kids, strict=True) if x)  # negatives too
            return {Z3_OP_PB_AT_MOST: total <= params[0], Z3_OP_PB_LE: total <= params[0],
                    Z3_OP_PB_AT_LEAST: total >= params[0], Z3_OP_PB_GE: total >= params[0],
                    Z3_OP_PB_EQ: total == params[0]}[kind]
        return False  # a variable no formula constrains: any value will do

    def eval(self, expr: BoolRef, model_completion: bool = True) -> BoolRef:
        return BoolVal(self.holds(expr))


class SatSolver:
    """Z3's solver interface, as the engine uses it, on CaDiCaL."""

    def __init__(self) -> None:
        self.cnf = Cnf()
        self.sat = _Pysat(name=SAT_NAME)
        self.sent = 0  # clauses of `cnf` already given to the SAT solver
        # The clauses asserting formulas (`add`) and ending push levels (`pop`),
        # given to the SAT solver with the definitions at the next question:
        # a caller that hands the clauses to other processes (`clauses`) never
        # loads them here.
        self.given: list[list[int]] = []
        self.given_sent = 0
        self.levels: list[int] = []  # push levels' selector variables
        self.last: SatModel | None = None
        self.satisfied = False  # the last check's answer
        self.core: list[BoolRef] = []

    def _flush(self) -> None:
        cl, given = self.cnf.clauses, self.given
        if self.sent == len(cl) and self.given_sent == len(given):
            return
        if self.satisfied and self.last is None:
            self.model()  # new clauses end the SAT solver's model: keep it first
        add = self.sat.add_clause
        for i in range(self.sent, len(cl)):
            add(cl[i])
        for i in range(self.given_sent, len(given)):
            add(given[i])
        self.sent, self.given_sent = len(cl), len(given)

    def add(self, *exprs: BoolRef) -> None:
        for expr in exprs:
            lit = self.cnf.of(expr)
            self.given.append([lit, -self.levels[-1]] if self.levels else [lit])

    def push(self) -> None:
        self.levels.append(self.cnf.new())

    def pop(self) -> None:
        self.given.append([-self.levels.pop()])

    def clauses(self) -> list[list[int]]:
        """Every clause asserted so far (definitions and formulas), for a solver
        in another process; only outside any push level, so that they hold
        without assumptions."""
        if self.levels:
            raise ValueError("the clauses are asked for inside a push level")
        return self.cnf.clauses + self.given

    def _start(self, assumptions: tuple[BoolRef, ...]) -> list[int]:
        """A question's assumption literals, the clauses sent, the old model gone."""
        lits = [self.cnf.of(a) for a in assumptions]
        self._flush()
        self.last = None
        return lits

    def check(self, *assumptions: BoolRef) -> Any:
        lits = self._start(assumptions)
        self.satisfied = self.sat.solve(assumptions=lits + self.levels)
        if self.satisfied:  # the model is read when asked: most answers need none
            return sat
        failed = set(self.sat.get_core() or [])
        self.core = [a for a, x in zip(assumptions, lits, strict=True) if x in failed]
        return unsat

    def check_within(self, conflicts: int, *assumptions: BoolRef) -> Any:
        """`check`, giving up after that many conflicts: sat, unsat, or unknown."""
        lits = self._start(assumptions)
        self.sat.conf_budget(conflicts)
        answer = self.sat.solve_limited(assumptions=lits + self.levels)
        self.satisfied = bool(answer)
        self.core = []
        return sat if answer else unknown if answer is None else unsat

    def check_until(self, stop: Callable[[], bool], *assumptions: BoolRef) -> Any:
        """`check`, given up (unknown) once `stop()` is true: CaDiCaL here
        cannot be interrupted, so the question runs in slices of a few thousand
        conflicts (learnt clauses are kept between them) and `stop` is asked
        before each. Most questions end within the first slice."""
        lits = self._start(assumptions)
        conflicts = SLICE_CONFLICTS
        while not stop():
            self.sat.conf_budget(conflicts)
            answer = self.sat.solve_limited(assumptions=lits + self.levels)
            if answer is not None:
                self.satisfied = bool(answer)
                if answer:
                    return sat
                failed = set(self.sat.get_core() or [])
                self.core = [a for a, x in zip(assumptions, lits, strict=True) if x in failed]
                return unsat
            conflicts = min(2 * conflicts, MAX_SLICE_CONFLICTS)
        self.satisfied, self.core = False, []
        return unknown

    def model(self) -> SatModel:
        if not self.satisfied:
            raise ValueError("no model: the last check was not satisfiable")
        if self.last is None:
            self.last = SatModel(self.cnf, self.sat.get_model() or [])
        return self.last

    def unsat_core(self) -> list[BoolRef]:
        return self.core
