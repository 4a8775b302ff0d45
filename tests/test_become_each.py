"""`World.become_each`: several changes of character as one update must give
every seat exactly what one `become` per change, in order, gives, also where
the changes overlap (a later change overrides an earlier one for its seat)."""

from __future__ import annotations

from z3 import Bool, Not, Solver, unsat

from engine.encode import encode
from engine.terms import FALSE
from tests.helpers import case_from

CASE = """
script: [chef, empath, librarian, monk, pithag, imp]
players:
  - {name: A, claim: chef}
  - {name: B, claim: empath}
  - {name: C, claim: monk}
  - {name: D}
  - {name: E}
"""


def same(a, b) -> bool:
    s = Solver()
    s.add(Not(a == b))
    return s.check() == unsat


def test_one_update_equals_the_changes_in_order():
    w = encode(case_from(CASE))
    start = w.state
    # Free conditions, not exclusive: a seat may meet several changes at once.
    changes = [([Bool(f"who_{c}_{s}") if s != 1 else FALSE for s in range(w.n)], c)
               for c in ("librarian", "imp", "chef", "washerwoman")]
    for who, c in changes:
        w.become(who, c)
    one_by_one = w.state.chars
    w.state = start
    w.become_each(changes)
    at_once = w.state.chars
    for s in range(w.n):
        for c in set(one_by_one[s]) | set(at_once[s]):
            assert same(one_by_one[s].get(c, FALSE), at_once[s].get(c, FALSE)), (s, c)
    assert at_once[1] is start.chars[1]  # a seat no change can reach keeps its own


def test_a_character_changed_to_twice_is_applied_in_order():
    w = encode(case_from(CASE))
    start = w.state
    changes = [([Bool(f"x_{k}_{s}") for s in range(w.n)], c)
               for k, c in enumerate(("imp", "chef", "imp"))]
    for who, c in changes:
        w.become(who, c)
    one_by_one = w.state.chars
    w.state = start
    w.become_each(changes)
    for s in range(w.n):
        for c in one_by_one[s]:
            assert same(one_by_one[s][c], w.state.chars[s].get(c, FALSE)), (s, c)
