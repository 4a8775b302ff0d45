"""Ravenkeeper: "If you die at night, you are woken to choose a player: you learn
their character."

Only a night death wakes the Ravenkeeper, whatever killed them, even one brought
back to life before the Ravenkeeper's step ("They wake later tonight if they
normally would": Professor). Poisoned when dying, the information may be false.
A Recluse or Spy may misregister.

Official jinxes (Leviathan, Riot): "Each night*, the Leviathan [Riot] chooses
an alive good player (different to previous nights): a chosen Ravenkeeper
uses their ability but does not die" (`rules/demonpick.py`): a Ravenkeeper
picked wakes at its step, alive, to choose a player and learn their
character.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import any_of
from rules.demonpick import PICKERS, picked


class Ravenkeeper(Rule):
    id = "ravenkeeper"
    jinxes = PICKERS
    in_csp_fragment = True
    ability = ("If you die at night, you are woken to choose a player: "
               "you learn their character.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player chosen on dying at night, and their character"
    wakes_on = "other"
    acts_while_dead = True

    def act(self, w, step):
        picked(w, self.id)  # tonight's pick is made by this step at the latest

    def wakes(self, w, seat, step):
        return any_of([w.died_tonight(seat), picked(w, self.id)[seat]])

    def info(self, w, seat, payload, step):
        return w.check().char(w.seat(payload[0]), payload[1])


RULE = Ravenkeeper()
