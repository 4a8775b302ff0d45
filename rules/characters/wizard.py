"""Wizard: "Once per game, choose to make a wish. If granted, it might have a
price & leave a clue as to its nature."

The wish, whether it is granted, its price and its clue are the
Storyteller's judgement: they may change anything (a character, an
alignment, a death, what someone learns) and no case records them, so the
solver constrains only what the text makes certain: the Wizard is a Minion
in the bag like any other (no count change, no information, no
misregistration), and by night a living Wizard may or may not have woken
(it may wish on any night, or never). Not modelled: what a granted wish
does. A world that only a wish explains is missed, so the answer says so
whenever the Wizard is on the script.
"""

from engine.rule import Rule
from engine.terms import all_of


class Wizard(Rule):
    id = "wizard"
    ability = ("Once per game, choose to make a wish. If granted, it might have a price & "
               "leave a clue as to its nature.")
    constrains = ("only that it is a Minion, woken or not on each night; a granted wish's "
                  "effects (the Storyteller's judgement) are not modelled")
    warning = ("the Wizard is on the script: a granted wish's effects are not modelled, so a "
               "world only a wish explains is missing")
    wakes_on = "each"
    may_decline = True

    def wakes(self, w, seat, step):
        """Woken to wish, or for the wish's doing, on any night: a free choice."""
        return all_of([w.ability_alive(seat), w.woke_freely(self.id, seat, step)])


RULE = Wizard()
