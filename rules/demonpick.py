"""The nightly pick that official jinxes give the Leviathan and the Riot, two
Demons that kill nobody at night: "Each night*, the Leviathan [Riot] chooses
an alive good player (different to previous nights): a chosen Banshee dies &
gains their ability / a chosen Farmer, Ravenkeeper or Sage uses their ability
but does not die."

One pick a night from the second on, made while a jinxed Demon has its
ability (alive, sober and healthy, awake: a drunk or poisoned Demon's choice
does nothing, as any ability's): a player alive and good in fact (the
Storyteller knows who is), never one picked on an earlier night; the Demon
may pick someone the jinxes do not touch, so a pick may do nothing. The night
order gives the pick no step: it is made just before the step of the first
of the four jinxed characters on the script (all as that step begins), so
that the chosen player uses their ability at their own step (each of those
rules asks for the pick at its step). Whether the jinx follows an ability
held by a grant (a Philosopher's) no text says: an information ability is
woken (the looser reading: a report allowed, none required); an ability
that changes the world reads `World.jinx_applies` (either reading).

The Demon wakes to choose (working or not): whether that is a wake "due to
its own ability" (what a Chambermaid counts) no text says, so either
(`World.may_have_woken`).

Left open: with both a Leviathan and a Riot in play at once (a Pit-Hag's
doing), each could pick; here one pick a night is made between them.
"""

from __future__ import annotations

from engine.terms import FALSE, Term, all_of, any_of, negate
from engine.world import World
from rules.demonkill import attackers, awake_as

PICKERS = ("leviathan", "riot")


def picked(w: World, char: str) -> list[Term]:
    """Per seat: tonight's pick chose the seat, under `char`'s jinx with a
    picking Demon: the seat's own rule reads it for a holder or believer of
    `char` (a Drunk shown the Sage is woken as a Sage would be)."""
    time = w.step.time
    night = time.n
    demons = [d for d in PICKERS if w.jinxed(char, d)]
    if time.kind != "night" or night == 1 or not demons:
        return [FALSE] * w.n
    return tonight(w, night)


def tonight(w: World, night: int) -> list[Term]:
    """Per seat: the night's pick chose it and took effect; made the first time
    it is asked for."""
    key = ("demon_pick", night)
    if key not in w.memo:
        before = [w.memo[("demon_pick", m)] for m in range(2, night)
                  if ("demon_pick", m) in w.memo]
        st = w.state
        allowed = [all_of([st.alive[t], w.good(t)] + [negate(b[t]) for b in before])
                   for t in range(w.n)]
        pick = w.choose(f"demon_pick_n{night}", allowed, optional=True)
        demons = [d for d in PICKERS if d in w.script]
        working = any_of([a for d in demons for a in attackers(w, d)])
        w.may_have_woken([any_of(x) for x in zip(*(awake_as(w, d) for d in demons))])
        w.memo[key] = [all_of([working, p]) for p in pick]
    return w.memo[key]
