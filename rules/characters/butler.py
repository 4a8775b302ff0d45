"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only
vote if they are voting too."

The restriction is enforced by the player, not the Storyteller, so the
master's choice constrains nothing the solver sees.
"""

from solver.payloads import Player
from solver.rule import Rule


class Butler(Rule):
    id = "butler"
    in_csp_fragment = True
    ability = ("Each night, choose a player (not yourself): tomorrow, "
               "you may only vote if they are voting too.")
    payload = Player()
    payload_doc = "P: the master chosen"
    is_choice = True
    wakes_on = "each"

    def choice(self, w, seat, payload, step):
        """"(not yourself)": a real Butler never names himself."""
        return w.true if w.seat(payload) != seat else w.false


RULE = Butler()
