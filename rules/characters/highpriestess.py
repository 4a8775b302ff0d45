"""High Priestess: "Each night, learn which player the Storyteller believes you
should talk to most."

The player shown is the Storyteller's belief, which no fact of the game makes
true or false: any player (alive or dead, good or evil, the High Priestess
herself) may be shown on any night, so the report constrains no world. It is
no information that can be false either: a Vortox does not make it false, and
it is never an abnormal outcome a Mathematician counts. A report on a night the
High Priestess was dead is impossible for a player it binds, as for every
"each night" ability.
"""

from caselang.payloads import Player
from engine.rule import Rule


class HighPriestess(Rule):
    id = "highpriestess"
    in_csp_fragment = True
    ability = ("Each night, learn which player the Storyteller believes you should "
               "talk to most.")
    payload = Player()
    payload_doc = "P: the player the Storyteller pointed to (any player: it constrains nothing)"
    constrains = ("only that she woke (alive, each night); the player shown is the "
                  "Storyteller's belief")
    wakes_on = "each"

    def learns(self, step):
        """A belief, not a fact: it cannot be false."""
        return False


RULE = HighPriestess()
