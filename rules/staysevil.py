"""The official jinxes under which a player cannot turn good through its own
ability: Boffin with the Cult Leader and the Goon ("If the Demon has the Cult
Leader ability, they can't turn good due to this ability"), Pit-Hag with the
Cult Leader, the Goon, the Ogre and the Politician ("If the Pit-Hag turns an
evil player into the Cult Leader, they can't turn good due to their own
ability"). Shared by the Cult Leader, the Goon and the Ogre (the Pit-Hag
records who it made while evil)."""

from __future__ import annotations

from engine.terms import FALSE, BoolRef, all_of, any_of, if_then_else
from engine.world import State, World

# The characters a Pit-Hag's jinx keeps evil when it makes an evil player one.
PITHAG_KEEPS = ("cultleader", "goon", "ogre", "politician")


def stays_evil(w: World, seat: int, char: str, state: State | None = None) -> BoolRef:
    """`seat`, using `char`'s ability, cannot turn good through it: a Demon
    (with the Boffin jinx), or an evil player the Pit-Hag made `char`."""
    st = state or w.state
    opts = []
    if w.jinxed("boffin", char):
        opts.append(w.is_team(seat, "demon", st))
    made = st.marks.get("pithag_made_evil", {}).get(char)
    if made is not None:
        opts.append(all_of([made[seat], w.is_(seat, char, st)]))
    return any_of(opts) if opts else FALSE


def record_made(w: World, changes: list[tuple[list[BoolRef], str]]) -> None:
    """After a Pit-Hag's changes: who was made each kept character while evil
    (a later change into it while good clears the record)."""
    made = dict(w.state.marks.get("pithag_made_evil", {}))
    for who, char in changes:
        if char not in PITHAG_KEEPS or not w.jinxed("pithag", char):
            continue
        old = made.get(char, [FALSE] * w.n)
        made[char] = [if_then_else(x, e, o) for x, e, o in zip(who, w.state.evil, old)]
    if made:
        w.mark("pithag_made_evil", made)
