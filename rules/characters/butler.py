"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only
vote if they are voting too."

The restriction is enforced by the player, not the Storyteller, so the
master's choice constrains nothing the solver sees. It is announced to
abilities that react to being chosen (World.chosen: a Goon chosen first makes
the Butler drunk and takes the Butler's alignment). A player granted the
ability (a Cannibal, a good Apprentice, a Hermit) chooses a master of its own
(`World.own_choices` is per seat), which binds nothing either, but for seed
002's Hermit ruling under `voting_obligations` (rules/characters/zealot.py).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE


class Butler(Rule):
    id = "butler"
    in_csp_fragment = True
    ability = ("Each night, choose a player (not yourself): tomorrow, "
               "you may only vote if they are voting too.")
    payload = Player()
    payload_doc = "P: the master chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        """The master chosen, announced to abilities that react to being chosen (a
        Goon chosen first makes the Butler drunk until dusk: free to vote)."""
        w.own_choices(f"butler_n{step.time.n}", self.choosers(w, step))

    def choice(self, w, seat, payload, step):
        """"(not yourself)": a real Butler never names himself."""
        if w.seat(payload) == seat:
            return FALSE
        return w.made_choice(f"butler_n{step.time.n}", seat, [payload])


RULE = Butler()
