"""Pukka: "Each night, choose a player: they are poisoned. The previously
poisoned player dies then becomes healthy."

Acts on the first night too. Its choice (any player, now and then a dead one
or itself; sometimes the Lunatic's choice it learnt) is poisoned at once,
for as long as the Pukka lives; just after it chooses again the next night,
the previous choice dies (a Demon kill, which protections may stop) and
then becomes healthy. A drunk or poisoned Pukka poisons nobody with its
choice and kills nobody: the previous choice stays poisoned and dies on the
next night the Pukka is sober. One that chooses itself is poisoned before
its previous choice would die (How to Run: the choice is poisoned, then the
other POISONED player dies), so that player does not die. Chosen by the
Exorcist, the Pukka does not wake, but its previous choice still dies. A
Lunatic who believes they are the Pukka wakes at this step (counted as
woken) and does nothing. A new living Pukka (a Scarlet Woman, a Pit-Hag's
or a swap's) may take on the player the living Pukka before it left
poisoned, or not: the texts do not say, so the game draws once whether the
Pukka's poison is taken on. Taken on, that player stays poisoned while a
Pukka lives and dies when the new one acts; not, its poison ends with the
old Pukka's ability and it does not die.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.choices import EXORCISED, demon_targets, demon_wakes
from simulator.state import POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

TAKE_ON = 0.5


# One who only believes they are this Demon (a Lunatic) is woken with it, nothing more.
BELIEVED_STEP = False


def night(g: Game, s: int) -> None:
    real = "pukka" in g.seats[s].abilities()
    asleep = real and g.alive(s) and g.effects_on(s, EXORCISED)
    if not demon_wakes(g, s, "pukka", True) and not asleep:
        return
    seat = g.seats[s]
    if "pukka_taken_on" not in g.marks:
        g.marks["pukka_taken_on"] = g.rng.random() < TAKE_ON
    taken_on: bool = g.marks["pukka_taken_on"]
    living = s != g.acting_dead
    line = g.marks.get("pukka_line")  # (seat, pending) of the last living Pukka
    if living and line is not None and line[0] != s:
        if taken_on and line[1]:
            seat.marks["pukka"] = list(line[1])
            g.freedom("pukka_poison_taken_on")
            g.note(pukka=g.name(s), takes_on=[g.name(p) for p in line[1]])
        elif line[1]:
            g.note(pukka=g.name(s), does_not_take_on=[g.name(p) for p in line[1]])
    pending: list[int] = seat.marks.get("pukka", [])
    if living:
        g.marks["pukka_line"] = (s, pending)
    if not asleep:
        (t,) = demon_targets(g, s, 1)
        g.note(pukka=g.name(s), chooses=g.name(t))
        g.chosen(s, "pukka", t)
    if not g.works(s, "pukka"):
        g.note(result="the Pukka is droisoned: no poison, no kill")
        return
    if not asleep:
        g.add_effect(Effect(POISONED, t, s, "pukka", while_source=True, data="pukka",
                            heirs=taken_on))
        seat.marks["pukka"] = [t]
    else:
        seat.marks["pukka"] = []
    if living:
        g.marks["pukka_line"] = (s, seat.marks["pukka"])
    if not g.works(s, "pukka"):  # it chose itself: poisoned before the death
        seat.marks["pukka"] += pending
        g.note(result="the Pukka poisoned itself: no kill")
        return
    for p in pending:
        g.demon_attack(s, p)
        g.effects = [e for e in g.effects if not (e.by == "pukka" and e.data == "pukka"
                                                  and e.target == p)]
        g.note(healthy=g.name(p), by="pukka")
