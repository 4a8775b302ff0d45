"""Alchemist: "You have a Minion ability. When using this, the Storyteller may
prompt you to choose differently."

At setup the Storyteller picks a Minion of the script not in play; the
Alchemist holds its ability all game (`Seat.gained`: it acts as that Minion
would, reporting its choices under that ability) and is shown it on the
first night.

Shown the Boffin, the Boffin's pick is made for the Alchemist's ability (the
Demon holds a good ability while the Alchemist is sober and healthy); the
jinx ("the Alchemist does not learn what ability the Demon has") changes
nothing here, where the Boffin's information is not reported either.
Official jinxes: the Storyteller may show an Alchemist the Spy, Widow,
Wraith, Marionette or Organ Grinder when one is in play (with the Spy, Widow,
Wraith, Marionette or Mastermind, the Alchemist gets no ability from it).
An Alchemist with the Organ Grinder's ability and the Organ Grinder are both
drunk while neither is drunk or poisoned otherwise (read "sober" as sober
and healthy; the Organ Grinder's droisoning by another standing ability is
not seen). The public
guess an Alchemist-Spy, -Widow or -Wraith may make after an execution is
never made here (the case format has no form for it).

Freedoms left out: the Storyteller's prompt to choose differently (the
choice made is the final one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.game import Unplayable
from simulator.storyteller import told

if TYPE_CHECKING:
    from simulator.loop import Game

# The jinxed Minions shown while one is in play; those that give no ability.
SHOWN_IN_PLAY = ("marionette", "organgrinder", "spy", "widow", "wraith")
NO_ABILITY = ("marionette", "mastermind", "spy", "widow", "wraith")


def setup_seat(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.char != "alchemist" or "alchemist" in seat.marks:
        return
    held = {x.char for x in g.seats}
    options = [c for c in g.script.of("minion")
               if (c in held) == (c in SHOWN_IN_PLAY and g.jinxed("alchemist", c))]
    if not options:
        raise Unplayable("no Minion the Alchemist may be shown")
    seat.marks["alchemist"] = shown = g.rng.choice(options)
    if shown in held:
        g.freedom("alchemist_shown_in_play")
    if not (shown in NO_ABILITY and g.jinxed("alchemist", shown)):
        seat.gained.append(shown)
    if shown == "boffin":  # its pick of a good ability for the Demon, made now
        g.call("boffin", "setup_seat", s)


def droisons(g: Game, s: int) -> list[int]:
    """The Organ Grinder jinx: "If both are sober, both are drunk" (the loop
    asks only while this seat is not droisoned by an effect)."""
    if "organgrinder" not in g.seats[s].gained or not g.jinxed("alchemist", "organgrinder"):
        return []
    grinders = [i for i, x in enumerate(g.seats) if x.char == "organgrinder"]
    sober = [i for i in grinders if not g.statically_droisoned(i)]
    return [s, *sober] if sober else []


def night(g: Game, s: int) -> None:
    if not g.alive(s) or g.night != 1:
        return
    g.woke_tonight.add(s)
    shown = g.seats[s].marks.get("alchemist")
    g.report(s, "alchemist", told(g, s, "alchemist", lambda: shown))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(g.script.of("minion"))


def false_info(g: Game, s: int, truth: Any) -> Any:
    """Another Minion of the script than the one whose ability it has."""
    others = [c for c in g.script.of("minion") if c != truth]
    return g.rng.choice(others) if others else None
