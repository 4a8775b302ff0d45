"""Sage: "If the Demon kills you, you learn that it is 1 of 2 players."

Woken on the night a Demon's attack kills the Sage (not for any other death),
and one of the two players shown registers as the Demon, read after the kill
(a Recluse may register as the Demon). "It" is the Demon that killed the
Sage; when its character moved before the Sage wakes (a Barber's swap: the
Demon "may choose themself to swap"), the text does not say whether the
Sage learns the killer or the player now holding the Demon, so either: one
of the two was a Demon when the attack killed the Sage, or one registers as
the Demon when the Sage wakes, by the reading the Storyteller chooses
(information that must be false, a Vortox's, is false by that reading).

Official jinx (Recluse): "The Recluse might register as the Demon to the
Sage." Read as registered, one of the two shown may be a Recluse
registering as the Demon: the reading above already allows it (while the
Recluse's ability works, as its own text's registration does).

Official jinxes (Leviathan, Riot): "Each night*, the Leviathan [Riot] chooses
an alive good player (different to previous nights): a chosen Sage uses their
ability but does not die" (`rules/demonpick.py`): a Sage picked wakes at its
step, alive, and learns that the Demon is 1 of 2 players (one of them
registers as a Demon): information on a night nobody killed them.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import all_of, any_of, is_const, negate
from rules.demonpick import PICKERS, picked


class Sage(Rule):
    id = "sage"
    jinxes = ("recluse", *PICKERS)
    ability = "If the Demon kills you, you learn that it is 1 of 2 players."
    payload = Players(2)
    payload_doc = "[P1, P2]: one of them is the Demon who killed the Sage"
    wakes_on = "other"
    acts_while_dead = True

    def act(self, w, step):
        picked(w, self.id)  # tonight's pick is made by this step at the latest

    def wakes(self, w, seat, step):
        return any_of([w.killed_by_demon(seat, step.time.n), picked(w, self.id)[seat]])

    def on_demon_kill(self, w, dies):
        """Keep who was a Demon at each of tonight's Demon kills."""
        w.memo.setdefault(("sage_kills", w.step.time.n), []).append((dies, w.state))

    def info(self, w, seat, payload, step):
        check = w.check()
        shown = [w.seat(p) for p in payload]
        now = [check.team(s, "demon") for s in shown]
        killer = any_of([all_of([dies[seat], w.is_team(s, "demon", st)]) for s in shown
                         for dies, st in w.memo.get(("sage_kills", step.time.n), [])])
        if is_const(killer, False):
            return any_of(now)
        # The Storyteller's reading, so that information that must be false (a
        # Vortox's) is false by the reading chosen, not by both.
        reading = w.fresh("sage_reads_the_killer")
        return any_of([all_of([negate(reading), any_of(now)]), all_of([reading, killer])])


RULE = Sage()
