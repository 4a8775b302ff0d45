"""A day death a character's ability may bring, once a day: `{day: N, died:
P, by: ID}` (or with no `by`, for any ability that could explain it). Shared
by the Gangster and the Gunslinger."""

from __future__ import annotations

from caselang.case import Event
from engine.terms import FALSE, TRUE, all_of, implies, negate


def first_today(char: str, event: Event, events: list[Event]) -> bool | None:
    """None: the death is another's to explain (its `by` names someone else);
    False: a second death `by` this character the same day; True: it may be
    this character's one kill today."""
    by = event.fields.get("by")
    if by not in (None, char):
        return None
    return not (by == char and killed_before(char, event, events))


def killed_before(char: str, event: Event, events: list[Event]) -> bool:
    """A death recorded `by` this character earlier the same day."""
    return any(e.kind == "died" and e.time == event.time and e.index < event.index
               and e.fields.get("by") == char for e in events)


def chose_before(char: str, event: Event, events: list[Event]) -> bool:
    """A public choice of this ability earlier the same day (once per day)."""
    return any(e.kind == char and e.time == event.time and e.index < event.index
               for e in events)


def public_kill(w, victim: int, would, died: bool) -> None:
    """A public kill choice's outcome (`died: yes/no`): `would` is whether the
    ability's kill of `victim` takes; it dies exactly when it does and the
    victim can die, or else escapes (a sober Fool's first death, used up)."""
    kills = all_of([would, negate(w.cannot_die(victim, "ability"))])
    if died:
        w.add(kills)
        w.kill([TRUE if s == victim else FALSE for s in range(w.n)])
    else:
        w.add(implies(kills, w.averted(victim, kills, "ability")))
