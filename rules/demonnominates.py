"""Official jinxes that end the game on an execution the Leviathan or the Riot
nominated (two Demons that kill nobody at night, so what protects from the
Demon's kill would protect from nothing): "If the Leviathan [Riot] nominates
and executes the Soldier / the player the Monk protects / a player the
Innkeeper protects / the player the Exorcist chose, good wins."

Who nominated the executed player is read from the case, in any form it
records it (`Event.nomination`: the execution's own `by` or
`nominated_by`, else the day's last `nominated` event of that player before
it); where the case does not say, nothing follows, nor for one executed in
another's place. The nominator counts while they are that
Demon with its ability working (a drunk or poisoned Demon's nomination is the
reading that ends nothing: the looser one). A case describes a game still
going, so such an execution did not happen (`World.game_over`).
"""

from __future__ import annotations

from engine.terms import FALSE, Term, all_of, any_of
from engine.world import World

NOMINATING_DEMONS = ("leviathan", "riot")


def nominator(w: World, seat: int) -> int | None:
    """Who nominated `seat`, executed now by the current event, if the case says."""
    event = w.step.event
    if event is None or event.kind != "executed" or "instead_of" in event.fields:
        return None  # one executed in another's place was not nominated for it
    pair = event.nomination()
    if pair is not None:
        return w.seat(pair[1]) if w.seat(pair[0]) == seat else None
    earlier = [e for e in w.case.events if e.time == event.time and e.index < event.index
               and e.kind == "nominated" and e.subject == event.subject]
    return w.seat(earlier[-1].fields["by"]) if earlier else None


def jinxed(w: World, char: str) -> bool:
    """Some Demon's jinx with `char` is in effect here."""
    return any(w.jinxed(char, d) for d in NOMINATING_DEMONS)


def by_demon(w: World, seat: int, char: str) -> Term:
    """The execution of `seat` now followed a nomination by a working Demon
    whose jinx with `char` ends the game."""
    q = nominator(w, seat)
    demons = [d for d in NOMINATING_DEMONS if w.jinxed(char, d)]
    if q is None or not demons:
        return FALSE
    return any_of([all_of([w.is_(q, d), w.functioning(q, d)]) for d in demons])
