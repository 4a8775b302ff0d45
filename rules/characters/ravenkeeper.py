"""Ravenkeeper: "If you die at night, you are woken to choose a player: you learn
their character."

Only a night death wakes the Ravenkeeper, whatever killed them, even one brought
back to life before the Ravenkeeper's step ("They wake later tonight if they
normally would": Professor). Poisoned when dying, the information may be false.
A Recluse or Spy may misregister.
"""

from caselang.payloads import Players
from engine.rule import Rule


class Ravenkeeper(Rule):
    id = "ravenkeeper"
    in_csp_fragment = True
    ability = ("If you die at night, you are woken to choose a player: "
               "you learn their character.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player chosen on dying at night, and their character"
    wakes_on = "other"
    acts_while_dead = True

    def wakes(self, w, seat, step):
        return w.died_tonight(seat)

    def info(self, w, seat, payload, step):
        return w.check().char(w.seat(payload[0]), payload[1])


RULE = Ravenkeeper()
