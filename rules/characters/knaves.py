"""Knaves (Loric): "There are 2 Storytellers: one lies & one tells the truth.
Once per game, at dusk, they might switch."

Which Storyteller woke which player, and when they switched, is nothing the
case records: any information a player was told (by their own ability, or
another's that tells them something: a Nightwatchman's, a Widow's, an Evil
Twin's, the Duchess's) may have come from the liar, so it constrains
nothing. A report still binds the reporter's claim: a good player woken for
an ability believes they hold it. What happens in public (deaths,
executions, nominations) is the game itself and holds as recorded, and so
do the characters the players were dealt.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE


class Knaves(Rule):
    id = "knaves"
    ability = ("There are 2 Storytellers: one lies & one tells the truth. Once per game, at "
               "dusk, they might switch.")
    constrains = ("no information: any of it may be the lying Storyteller's; claims, "
                  "characters and public events still hold")

    def frees_info(self, w, seat, ability, step):
        return TRUE if self.id in w.case.fabled else FALSE


RULE = Knaves()
