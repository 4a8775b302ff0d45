"""When what a player says binds them.

A case records each player's claim and reports, not when they were spoken.
Players speak by day (a case that stops at night ends with the next
morning's talk, so its last state counts too). A good player says what they
believe, an evil one may lie. Two rulings follow, each keeping every world
the case allows:

- A player good at the end of the case is honest about their whole history:
  their claim (the character they started as and each change they list, on
  the night it happened) binds them. One evil at the end may have lied
  throughout: a player who swapped characters and alignments with the Demon
  on night 1 was evil before they ever spoke.
- A report binds its player if they were good when they got it (otherwise it
  was never theirs to tell) and are good at the end: one good then but evil
  later may have told it while evil.

A claim is what the player said when they last spoke, which is no earlier
than the day of their last report, listed change or public use of a claimed
character's ability (`last_spoken`), nor than day 1. Its last character is
the one they believed they were at that moment (`believed_while_speaking`),
so a player is not held to a change that came after: a player a Minion's
ability turned into a new character on the case's last day may still claim
the old one. A stricter table's `rules: {claims_current: true}` takes every
claim as current at the end of the case.

Alignment at the end is a fresh Boolean per seat, made while the timeline is
encoded and tied to the last state by `link`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from z3 import BoolRef, Not

from caselang.case import Player, Time
from engine.terms import any_of

if TYPE_CHECKING:
    from engine.world import State, World

LINKS = "good_at_end"  # World.memo key: seat -> fresh Bool


def first_day(time: Time) -> int:
    """The first day on which what happened at `time` can be told."""
    return max(time.n, 1)


def last_spoken(w: World, player: Player) -> int:
    """The earliest day on which the player can have spoken last: the day of
    their last report, listed change, or public use of an ability of a
    character they claim (`{day: 2, CHARACTER: P}`), and no earlier than day 1."""
    days = [1] + [first_day(i.time) for i in player.info]
    days += [first_day(c.time) for c in player.changes]
    claimed = {player.claim} | {c.becomes for c in player.changes}
    # The actor of a public use: `by` where an event names one (a public guess
    # `{day: N, CHARACTER: P, by: Q}` at who holds a character is Q's act, not
    # P's), else its subject.
    days += [first_day(e.time) for e in w.case.events
             if e.kind in claimed and e.fields.get("by", e.subject) == player.name]
    return max(days)


def speaking_states(w: World, since: int) -> list[State]:
    """The states in which a player can speak from day `since` to the end of the
    case: the state each day N >= since starts in (the dawn of night N), each
    state during that day, and the last state of the case."""
    snaps = w.snapshots
    out = []
    for k, (step, state) in enumerate(snaps):
        t = step.time
        if t.n < since:
            continue
        dawn = k + 1 == len(snaps) or snaps[k + 1][0].time != t
        if t.kind == "day" or dawn:
            out.append(state)
    if not out or out[-1] is not w.state:
        out.append(w.state)
    return out


def believed_while_speaking(w: World, seat: int, char: str, since: int) -> BoolRef:
    """The seat believed it was `char` at some moment it can have spoken from day
    `since` on. Only once every state exists (at the end of encoding). Under the
    rule `claims_current` a claim is current at the end of the case."""
    seen: dict[int, BoolRef] = {}
    states = [w.state] if w.rule_flags.get("claims_current") else speaking_states(w, since)
    for state in states:
        b = w.believes(seat, char, state)
        seen.setdefault(b.get_id(), b)
    return any_of(list(seen.values()))


def good_at_end(w: World, seat: int) -> BoolRef:
    """The seat is good at the end of the case (tied to the last state by `link`,
    so that rules may ask it while the timeline is still being encoded)."""
    links = w.memo.setdefault(LINKS, {})
    if seat not in links:
        links[seat] = w.fresh(f"good_at_end_{seat}")
    return links[seat]


def link(w: World) -> None:
    """Tie each `good_at_end` Boolean to the last state (end of encoding)."""
    for seat, var in w.memo.get(LINKS, {}).items():
        left = w.left_evil.get(seat)  # a Traveller who left: as they left
        w.add(var == (w.good(seat) if left is None else Not(left)))
