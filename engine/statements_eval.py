"""Turn a parsed STATEMENT into a Z3 expression over one World.

An atom without a time means the time the statement is made: `default`
("start", "end", or a Time whose start of phase is meant, for an ability's
questions asked during a day).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from z3 import And, AtLeast, AtMost, BoolRef, Or, PbEq

from caselang import statements as st
from caselang.case import Time
from engine.rule import Rule
from engine.terms import FALSE, negate
from engine.world import Check, State, World
from facts.catalog import TEAMS, normalise
from rules.registry import all_rules

OPS = {"==", "!=", "<", "<=", ">", ">="}


def state_at(w: World, when: Time | str) -> State:
    """The state at the end of a phase (`night 2`: dawn), or at the start/end of
    the case. For a day, the state as the day began is `("day-start", N)`."""
    if when == "start":
        return w.start_state
    if when == "end":
        return w.state
    if isinstance(when, tuple):  # ("day-start", n): the state at dawn of that day
        return state_at(w, Time("night", when[1]))
    found = None
    for step, state in w.snapshots:
        if step.time == when:
            found = state
    if found is None:
        w.fail("statement", f"the case does not reach {when}")
    return found


@contextmanager
def at_state(w: World, state: State) -> Iterator[None]:
    saved = w.state
    w.state = state
    try:
        yield
    finally:
        w.state = saved


def evaluate(w: World, text: str | st.Node, default: Time | str | tuple = "end",
             players_default: Time | str | tuple | None = None,
             check: Check | None = None) -> BoolRef:
    """`players_default`: time for is/good/evil atoms without a time, when it
    differs from `default` (in `expect` and `--where` they mean the start).
    `check`: the statement is an ability's answer (an info payload), so players
    register through it (as a character they are not, if they misregister);
    atoms with their own time are read as they were."""
    node = st.parse_statement(text) if isinstance(text, str) else text
    return _eval(w, node, default, players_default or default, check)


def _eval(w: World, node: st.Node, default, pdefault, check: Check | None = None) -> BoolRef:
    if isinstance(node, st.Not):
        return negate(_eval(w, node.x, default, pdefault, check))
    if isinstance(node, st.And):
        return And([_eval(w, x, default, pdefault, check) for x in node.items])
    if isinstance(node, st.Or):
        return Or([_eval(w, x, default, pdefault, check) for x in node.items])
    if isinstance(node, st.Count):
        state = state_at(w, node.time or default)
        if check is not None and node.time is None:
            with at_state(w, state):
                return _count(w, node, state, check)
        return _count(w, node, state)
    if isinstance(node, st.InfoAtom):
        return _info(w, node, default)
    if isinstance(node, st.Atom):
        when = node.time or (pdefault if node.name in ("is", "good", "evil") else default)
        state = state_at(w, when)
        if check is not None and node.time is None:
            with at_state(w, state):
                reg = _registered(w, node, check)
            if reg is not None:
                return reg
        return _atom(w, node, state)
    raise TypeError(node)


def _registered(w: World, a: st.Atom, check: Check) -> BoolRef | None:
    """The atom as players register to an ability (None: registration is moot)."""
    name, args = a.name, a.args
    if name == "in_play":
        return Or([check.is_char(s, normalise(args[0])) for s in range(w.n)])
    if name not in ("good", "evil", "is"):
        return None
    s = _seat(w, args[0])
    what = normalise(args[1]) if name == "is" else name
    if what == "evil":
        return check.evil(s)
    if what == "good":
        return negate(check.evil(s))
    if what in TEAMS:
        return check.team(s, what)
    return check.is_char(s, what)


def _seat(w: World, name: str) -> int:
    if name not in w.names:
        w.fail("statement", f"unknown player {name!r}")
    return w.names.index(name)


def _atom(w: World, a: st.Atom, state: State) -> BoolRef:
    name, args = a.name, a.args
    if name == "in_play":
        return w.in_play(normalise(args[0]), state)
    s = _seat(w, args[0])
    if name == "good":
        return w.good(s, state)
    if name == "evil":
        return state.evil[s]
    if name == "dead":
        return negate(state.alive[s])
    if name == "drunk":
        return w.drunk(s, state)
    if name == "poisoned":
        return w.poisoned(s, state)
    if name == "is":
        what = normalise(args[1])
        if what in TEAMS:
            return w.is_demon(s, state) if what == "demon" else w.is_team(s, what, state)
        if what in ("good", "evil"):
            return state.evil[s] if what == "evil" else w.good(s, state)
        return w.is_(s, what, state)
    w.fail("statement", f"unknown atom {name}")
    raise AssertionError


def _count(w: World, c: st.Count, state: State, check: Check | None = None) -> BoolRef:
    what = normalise(c.what)
    if check is not None and (what in ("evil", "good") or what in TEAMS):
        xs = [check.evil(s) if what == "evil" else negate(check.evil(s)) if what == "good"
              else check.team(s, what) for s in range(w.n)]
    elif what == "evil":
        xs = list(state.evil)
    elif what == "good":
        xs = [w.good(s, state) for s in range(w.n)]
    elif what in ("alive", "living"):
        xs = list(state.alive)
    elif what == "dead":
        xs = [negate(a) for a in state.alive]
    elif what in TEAMS:
        xs = [w.is_demon(s, state) if what == "demon" else w.is_team(s, what, state)
              for s in range(w.n)]
    else:
        xs = [w.is_(s, what, state) for s in range(w.n)]
    k = c.n
    if c.op == "==":
        return PbEq([(x, 1) for x in xs], k)
    if c.op == "!=":
        return negate(PbEq([(x, 1) for x in xs], k))
    if c.op == "<=":
        return AtMost(*xs, k)
    if c.op == "<":
        return AtMost(*xs, k - 1) if k > 0 else FALSE
    if c.op == ">=":
        return AtLeast(*xs, k)
    return AtLeast(*xs, k + 1)


def _info(w: World, node: st.InfoAtom, default) -> BoolRef:
    from caselang.parse import payload_for

    rule = info_rule(w, normalise(node.char))
    payload = payload_for(w.case, rule, node.payload, "statement")
    state = state_at(w, default)
    with at_state(w, state):
        return rule.info(w, 0, payload, w.step)


def info_rule(w: World, char: str) -> Rule:
    """The rule whose information `info(CHAR, ...)` reads. A character that is not
    on the script is not in play and takes no part in the game (no setup
    constraints, no night steps): only its information is read, its hidden setup
    choices made freely once per world (`Rule.hypothetical_setup`)."""
    rule = w.rules.get(char)
    if rule is not None:
        return rule
    rule = all_rules().get(char)
    if rule is None:
        w.fail("statement", f"info({char}, ...): {char} is not supported yet")
    if rule.counts_abnormal and not w.tracks_abnormal:
        # What it counts is recorded only while such a character is on the script.
        w.fail("statement", f"info({char}, ...) needs {char} on the script")
    key = ("hypothetical", char)
    if key not in w.memo:
        w.memo[key] = rule
        saved, w.current_label = w.current_label, None  # a rule of the game, untracked
        try:
            rule.hypothetical_setup(w)
        finally:
            w.current_label = saved
    return rule
