"""Big Wig (Loric): "Each nominee chooses a player: until voting, only they
may speak & they are mad the nominee is good or they might die."

Who spoke for each nominee and whether they were mad enough is the table's
and the Storyteller's judgement, and the case records neither. What the text
makes certain is a death: the player who fails may die, by day, at the
Storyteller's word (no ability of theirs, so nothing protects them). It is
recorded `{day: N, died: P, by: bigwig}`; with the Big Wig in play a day
death recorded without `by` may be this too. Any player may be the one
(the case does not say who was chosen). Madness and who spoke constrain
nothing.
"""

from engine.rule import Rule
from engine.terms import TRUE


class BigWig(Rule):
    id = "bigwig"
    ability = ("Each nominee chooses a player: until voting, only they may speak & they are "
               "mad the nominee is good or they might die.")
    constrains = ("a day death by: bigwig (or without by) may be its penalty; who spoke and "
                  "their madness are not read")

    def explains_day_death(self, w, event):
        if self.id not in w.case.fabled or event.time.kind != "day":
            return None
        return TRUE if event.fields.get("by") in (None, self.id) else None


RULE = BigWig()
