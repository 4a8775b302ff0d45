"""Mutant: "If you are "mad" about being an Outsider, you might be executed."

Rulings (almanac): "“Madness” is a term that means “you are trying to convince
the group of something.”" A Mutant avoids claiming to be an Outsider, so a good
Mutant may claim a character that is not an Outsider (and report made-up info
for it); claiming the Mutant itself is what they truly are. "If you think they
are trying to convince the group they are an Outsider in any way, you can
execute them—even outside the nomination phase": such an execution is an
ordinary `executed` event, which needs no rule. Not modelled: the Storyteller
executing a Mutant at night.
"""

from solver.rule import Rule


class Mutant(Rule):
    id = "mutant"
    ability = 'If you are "mad" about being an Outsider, you might be executed.'

    def may_misclaim(self, w, seat, claim):
        if w.team(claim) == "outsider":
            return w.false
        return w.has_ability(seat, self.id)


RULE = Mutant()
