"""Who voted, as far as a case records it, in every form it may write it: a
vote's own `voters` (on a nomination, an execution, an exile), `votes: 0`
(nobody: each hand counts one, and no Thief's negative vote can cancel
another), and a day's `{day: N, voted: [...]}` list (who had voted so far that
day: votes only accumulate, so it holds every earlier vote's voters). Where
the record is silent the voters are unknown, never "nobody". Shared by the
abilities that read a vote's voters (the Zealot, the Butler, the Gunslinger)."""

from __future__ import annotations

from caselang.case import Event
from engine.world import World

VOTE_KINDS = ("nominated", "executed", "exiled")


def exact_voters(w: World, event: Event) -> frozenset[str] | None:
    """Exactly who voted in this vote, where the case says: its `voters`, or
    nobody for `votes: 0` with no Thief in the game; else None."""
    if event.kind not in VOTE_KINDS:
        return None
    if "voters" in event.fields:
        return frozenset(event.fields["voters"])
    if event.fields.get("votes") == 0 and not w.traveller_seats("thief"):
        return frozenset()
    return None


def voted_lists_after(w: World, event: Event) -> list[Event]:
    """The day's `voted` lists recorded after `event`, in order."""
    return [e for e in w.case.events if e.kind == "voted" and e.time == event.time
            and e.index > event.index]


def voters_within(w: World, event: Event) -> frozenset[str] | None:
    """A set this vote's voters lie within: its exact voters, else the first
    `voted` list after it that day (who had voted so far); None if the case
    leaves anyone possible."""
    exact = exact_voters(w, event)
    if exact is not None:
        return exact
    later = voted_lists_after(w, event)
    return frozenset(later[0].subject) if later else None
