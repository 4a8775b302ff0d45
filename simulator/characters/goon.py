"""Goon: "Each night, the 1st player to choose you with their ability is drunk
until dusk. You become their alignment."

Each night, the first player whose ability chooses the Goon (`on_chosen`:
the modules announce their players' choices; the Storyteller's picks and a
Lunatic's do not count) uses up the Goon's night, even if the Goon is then
drunk or poisoned; if the Goon is alive, sober and healthy, that player is
drunk at once until dusk (so their ability does not work tonight, except
where the almanac says it lands first: the Assassin) and the Goon takes
their alignment. Later choices that night work as normal.

Official jinxes (Boffin, Pit-Hag): a Demon holding the ability, or an evil
player the Pit-Hag made the Goon, does not turn good (`simulator.staysevil`).

Freedoms left out: an evil Goon keeps the claim made at setup (a player
who turned evil might have lied about their whole game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import staysevil
from simulator.game import order_of
from simulator.state import DRUNK, Effect

if TYPE_CHECKING:
    from simulator.loop import Game


def on_chosen(g: Game, target: int, chooser: int, ability: str) -> None:
    seat = g.seats[target]
    if not g.night or seat.marks.get("goon") == g.night:
        return
    seat.marks["goon"] = g.night
    if not g.alive(target) or not g.works(target, "goon"):
        return
    evil = g.seats[chooser].evil
    g.note(goon=seat.name, chosen_by=g.name(chooser), by_ability=ability, evil=evil)
    if seat.evil != evil and not (seat.evil and staysevil.stays_evil(g, target, "goon")):
        g.set_evil(target, evil)
    g.add_effect(Effect(DRUNK, chooser, target, "goon", until=order_of("day", g.night)))
