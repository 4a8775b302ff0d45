"""Abnormal outcomes of information abilities, for abilities that count them.

An ability "works abnormally" when another character's ability interferes: a
drunk or poisoned holder told something false, information made false by
another character's rule, a misregistration that changed the answer (a good
player registering as evil to an ability that counts evil players). The truth
test is generic: the information a holder got is abnormal exactly when it is
false in the strict reading, with nobody misregistering (the rule's own
freedoms, such as a red herring, still apply). A poisoned holder who happens
to get true information is not abnormal.

Other failures ("an ability should have worked but didn't") are recorded by
the rules where they happen, with `World.abnormal`. Nothing is recorded unless
a rule on the script reads the records (`Rule.counts_abnormal`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from z3 import If

from caselang.case import Info
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate
from engine.world import Step, World


def record_info(w: World, char: str, step: Step, reports: list[tuple[int, Info]]) -> None:
    """After `char`'s step (or a day's reports of it): for every seat that got its
    information now, record whether that information was false.

    A trusted report (a good believer's, or the perspective player's) is what
    they were told, so its strict falsity decides. Otherwise what they were told
    is unknown: it may have been false only where something could make it so
    (droisoning, falsifying, or for an untrusted holder a misregistration), and
    must have been where the information is falsified."""
    if not w.tracks_abnormal:
        return
    rule = w.rules[char]
    if not rule.learns(step):
        return
    by_seat: dict[int, list[Info]] = {}
    for s, info in reports:
        by_seat.setdefault(s, []).append(info)
    misregistering = [r.id for r in w.rules.values()
                      if r.registers_as_teams or r.registers_as_alignment]
    misreg = any_of([w.functioning(p, c) for p in range(w.n) for c in misregistering])
    for s in range(w.n):
        believer = w.believes_ability(s, char)
        if is_const(believer, False):
            continue
        woke = all_of([believer, rule.wakes(w, s, step)])
        if is_const(woke, False):
            continue
        trusted = all_of([w.trusted(s), believer])
        working = w.functioning(s, char)
        true = any_of([r.makes_true(w, s, char, step) for r in w.hooks("makes_true")])
        false = all_of([any_of([r.falsifies(w, s, char, step) for r in w.hooks("falsifies")]),
                        negate(true)])
        freed = any_of([r.frees_info(w, s, char, step) for r in w.hooks("frees_info")])
        free = all_of([any_of([freed] + [r.works_twice(w, s, char, step)
                                         for r in w.hooks("works_twice")]),
                       negate(true)])
        unknown = w.fresh(f"abnormal_{char}_{s}")
        # What a silent holder learnt is unknown: droisoning, falsifying or a
        # misregistration may have made it false.
        w.add(implies(unknown, any_of([negate(working), false, free, misreg])))
        if not rule.may_decline:
            w.add(implies(all_of([woke, working, false, negate(free)]), unknown))
        infos = by_seat.get(s)
        if infos:
            with strictly(w):
                known = negate(all_of([rule.info(w, s, i.payload, step) for i in infos]))
        else:
            known = FALSE if rule.may_decline else unknown
        wrong = If(trusted, known, unknown)
        # Information a rule let the Storyteller choose freely (`frees_info`: "1
        # good player might get incorrect information") may or may not count as
        # the ability working abnormally "due to another character's ability":
        # the texts do not say.
        w.abnormal(s, all_of([woke, wrong]),
                   optional=any_of([negate(w.has_ability(s, char)), freed]))


@contextmanager
def strictly(w: World, on: bool = True) -> Iterator[None]:
    """Nobody misregisters inside the block (every detection reads the seat as
    it is), if `on`; the rule's own freedoms, such as a red herring, still apply."""
    saved = w.strict_registration
    w.strict_registration = saved or on
    try:
        yield
    finally:
        w.strict_registration = saved
