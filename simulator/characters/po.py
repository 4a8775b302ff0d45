"""Po: "Each night*, you may choose a player: they die. If your last choice
was no-one, choose 3 players tonight."

Each night but the first the Po chooses one player (any: now and then a dead
one or itself; sometimes what the Lunatic chose) or no-one. After a night
of no-one, the next night it wakes it chooses 3 different players, each
attacked as a Demon kill, and is then back to one. No-one counts even if
the Po was drunk or poisoned; a drunk or poisoned Po kills nobody. A Po that
does not wake (dead, the Exorcist's choice) keeps its last choice. A Lunatic
who believes they are the Po wakes at this step and does nothing. A new
living Po (a Scarlet Woman, a Pit-Hag's or a swap's) may take on the last
choice of the living Po before it, or keep its own (none: no charge): the
texts do not say, so now and then it takes it on.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import demons
from simulator.choices import demon_targets, demon_wakes

if TYPE_CHECKING:
    from simulator.loop import Game

NO_ONE = 0.25
TAKE_ON = 0.5


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    if not demon_wakes(g, s, "po", g.night > 1):
        return
    seat = g.seats[s]
    living = s != g.acting_dead
    line = g.marks.get("po_line")  # (seat, its last choice) of the last living Po
    if living and line is not None and line[0] != s:
        if (line[1] == "charged") != (seat.marks.get("po") == "charged"):
            if g.rng.random() < TAKE_ON:
                seat.marks["po"] = line[1]
                g.freedom("po_last_choice_taken_on")
                g.note(po=g.name(s), takes_on=line[1])
            else:
                g.note(po=g.name(s), does_not_take_on=line[1])
    if seat.marks.get("po") != "charged" and g.rng.random() < NO_ONE:
        seat.marks["po"] = "charged"
        if living:
            g.marks["po_line"] = (s, "charged")
        g.note(po=g.name(s), chooses="no-one")
        return
    picks = demon_targets(g, s, 3 if seat.marks.get("po") == "charged" else 1)
    seat.marks["po"] = "one"
    if living:
        g.marks["po_line"] = (s, "one")
    g.note(po=g.name(s), chooses=[g.name(t) for t in picks])
    for t in picks:
        g.chosen(s, "po", t)
    if not g.works(s, "po"):
        g.note(result="the Po is droisoned: no kill")
        demons.failed(g, s, "po", picks)
        return
    for t in picks:
        g.demon_attack(s, t)
