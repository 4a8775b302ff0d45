"""Who woke tonight for an ability they believe they hold (what some
information abilities count).

A seat woke at a night step when, as the step began, it believed it had that
step's ability (its own character; a believed one, such as the Townsfolk,
good character or Demon a player is shown in place of their own; a granted
one, working or not) and the step's rule would wake it (alive or keeping the
ability, and the rule's own conditions), with nothing keeping it asleep.
Whether the ability works does not matter: drunk and poisoned players still
wake. A player who became the acting character during its step (a swap, a
Demon passing on its role) was woken by another's ability, not for this one;
one woken to learn what their own ability made them may count or not
(`World.may_have_woken`). An ability that may wake its holder at any moment
of the night (`Rule.wakes_anytime`) is read at every step as it began, so a
holder who changed character, died or came back later in the night may have
woken before. Recorded only when a rule on the script reads it
(`Rule.reads_woken`).
"""

from __future__ import annotations

from engine.terms import FALSE, all_of, any_of, is_const, negate
from engine.world import State, Step, World


def record(w: World, char: str, step: Step, before: State) -> None:
    """After `char`'s step tonight (`before`: the state as the step began)."""
    if not w.tracks_woken:
        return
    rule = w.rules[char]
    woke = w.woken.setdefault(step.time.n, [FALSE] * w.n)
    for s in range(w.n):
        believer = w.believes_ability(s, char, before)
        if is_const(believer, False):
            continue
        woke[s] = any_of([woke[s], all_of([believer, rule.woken(w, s, step),
                                           negate(w.kept_asleep(s))])])
    anytime = [r for r in w.rules.values() if r.wakes_anytime]
    if not anytime:
        return
    now, w.state = w.state, before  # each such ability as this step began
    try:
        for r in anytime:
            for s in range(w.n):
                believer = w.believes_ability(s, r.id, before)
                if is_const(believer, False):
                    continue
                woke[s] = any_of([woke[s], all_of([believer, r.wakes(w, s, step),
                                                   negate(w.kept_asleep(s))])])
    finally:
        w.state = now
