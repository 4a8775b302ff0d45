"""Cult Leader: "Each night, you become the alignment of an alive neighbor. If
all good players choose to join your cult, your team wins."

Seed 003: "At the end of each night, the Cult Leader becomes the alignment
of a living neighbor"; How to Run: good if both alive neighbours are good,
evil if both are evil, "either" if they differ; "If the Cult Leader's
alignment changes, wake the Cult Leader and give a thumbs up or a thumbs
down". So at its step each night a living, sober, healthy Cult Leader reads
its nearest living neighbours (one detection each: a Recluse may register
evil, a Spy good), takes the Storyteller's pick when they differ, and only
on a change reports the alignment shown, `{night: N, cultleader: evil}` (under
a working Vortox the one it did not take: information made false). A
drunk or poisoned one keeps its alignment, though the Storyteller may still
wake it and show either.
By day: "Once per day, the Cult Leader may publicly choose to form a cult",
"run a vote in the same way that you would for an Exile", no vote token
needed; "If all good players vote to join the cult, the game ends
immediately". A claimant sometimes forms one, `{day: N, cultleader: Q,
voters: [...]}`, anyone joining (the dead too); it ends the game only for a
living Cult Leader whose ability works, when every good player, the Cult
Leader included, joined (such a day is replayed: cases describe games still
going). "a player bluffing as the Cult Leader may pretend to form a cult".

Official jinxes (Boffin, Pit-Hag): a Demon holding the ability, or an evil
player the Pit-Hag made the Cult Leader, does not turn good
(`simulator.staysevil`).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import staysevil
from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

WOKEN_ANYWAY = 0.2  # a droisoned Cult Leader is woken and shown an alignment
CULT = 0.12  # chance per day that a claimant forms a cult
JOIN = (0.2, 0.9)


def wakes(g: Game, s: int) -> bool:
    """Woken when its alignment changes tonight (read as the step begins,
    the Storyteller's picks kept for the step), or, drunk or poisoned, when
    the Storyteller goes through the motions."""
    plan: bool | str | None = None
    if g.alive(s) and not g.works(s, "cultleader"):
        plan = "shown" if st.chance(g, WOKEN_ANYWAY) else None
    elif g.alive(s):
        seen = [st.register_evil(g, i) for i in g.living_neighbours(s)]
        evil = (seen[0] if len(set(seen)) == 1 else g.rng.choice(seen)) if seen else None
        plan = evil if evil is not None and evil != g.seats[s].evil else None
        if plan is True and any(g.call(c, "keeps_good", s) for c in g.fabled):
            plan = None  # a Fabled keeps them good: no change, not woken
        if plan is False and staysevil.stays_evil(g, s, "cultleader"):
            plan = None  # a jinx keeps them evil: no change, not woken
    g.seats[s].marks["cultleader_plan"] = (g.night, plan)
    return plan is not None


def night(g: Game, s: int) -> None:
    night_, plan = g.seats[s].marks.pop("cultleader_plan", (0, None))
    if night_ != g.night or plan is None or not g.alive(s):
        return
    if plan == "shown":
        st.made_up(g, s, "cultleader", False)
        g.report(s, "cultleader", g.rng.choice(("good", "evil")))
    elif g.works(s, "cultleader"):
        evil = bool(plan)
        g.set_evil(s, evil)
        g.report(s, "cultleader", st.told(g, s, "cultleader", lambda: "evil" if evil else "good"))


def day(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("cult_day") == g.day or not st.chance(g, CULT):
        return
    seat.marks["cult_day"] = g.day
    keen = g.rng.uniform(*JOIN)
    voters = [i for i in range(g.n) if st.chance(g, keen)]
    g.event(cultleader=g.name(s), voters=[g.name(i) for i in voters])
    good = [i for i, x in enumerate(g.seats) if not x.evil]
    if g.works(s, "cultleader") and all(i in voters for i in good):
        g.end("the Cult Leader's team wins: every good player joined the cult")


def false_info(g: Game, s: int, truth: str) -> str:
    """Shown the alignment it did not take (the Vortox)."""
    return "good" if truth == "evil" else "evil"


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(("good", "evil"))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant sometimes says it was woken with a new alignment."""
    return g.seats[s].alive_at("night", n) and st.chance(g, WOKEN_ANYWAY)
