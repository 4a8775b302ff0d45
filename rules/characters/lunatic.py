"""Lunatic: "You think you are a Demon, but you are not. The Demon knows who you
are & who you choose at night."

Rulings (almanac): the Lunatic is an Outsider shown a Demon token from the
script (it may be the Demon that is really in play), gets fake Demon info on
the first night and wakes each night to choose as a Demon would; their
choices do nothing (the real Demon learns them and kills whom they wish), so
the Lunatic's reported Demon choices constrain nothing. Believing they are
the (evil) Demon, a Lunatic bluffs as the Demon would: they may claim any
character and report anything, although they are good. Seen as `you` with
`you_might_be: [..., lunatic]`, a player shown a Demon may be the Lunatic.
The Lunatic is not drunk: abilities that learn characters see the Lunatic.
"""

from solver.rule import Rule


class Lunatic(Rule):
    id = "lunatic"
    ability = ("You think you are a Demon, but you are not. "
               "The Demon knows who you are & who you choose at night.")
    believes_other = "demon"
    wakes_on = "each"  # woken as the Demon would be (first-night Demon info, then choices)

    def setup(self, w):
        demons = [c for c in w.script if w.team(c) == "demon"]
        w.add_belief(self.id, demons, not_in_play=False)

    def may_misclaim(self, w, seat, claim):
        return w.has_ability(seat, self.id)


RULE = Lunatic()
