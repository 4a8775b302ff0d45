"""Hermit: "You have all Outsider abilities. [-0 or -1 Outsider]"

Rulings (almanac): "The Hermit has the abilities of all the other Outsiders on
the Script, all at once. They do not have the abilities of Outsiders that are
not on the script." So a Hermit with the Recluse's ability may misregister, one
with the Saint's loses the game when executed, and so on (each such rule asks
`w.functioning(seat, its id)`, which counts granted abilities). "A Hermit with
the Drunk ability does not know that they are the Hermit, and their other
Outsider abilities function as normal": they believe a not-in-play Townsfolk
(like the Drunk) but are not themselves drunk. With the Lunatic's ability (and
no Drunk on the script) they believe they are a Demon. "The Hermit may remove
the Hermit from play during setup, resulting in one less Outsider than normal":
the Storyteller's choice of -0 or -1 Outsider, whether the -1 takes another
Outsider out or the Hermit itself (then no Hermit is in play and the setup
simply has one Outsider fewer than normal). "If an Outsider has a jinx, that
jinx applies to the Hermit too" (seed 002): a rule whose jinx acts on an
Outsider asks `w.jinx_applies(seat, its id)`, which counts the Hermit.
A player who holds the Hermit's ability by a grant (a Cannibal who ate the
Hermit) has every Outsider ability too (a grant of a grant); the Drunk's and
the Lunatic's beliefs are set up for the Hermit only. A player made the
Hermit during the game (a Pit-Hag's choice, a Barber's swap) has the Drunk's
ability too, so the Storyteller may show them a Townsfolk not in play at the
start instead of the Hermit (or the Hermit: the Drunk's ability is theirs
from then on, and no text says what they are shown).
Simplification: abilities that only work while alive are kept after death.
"""

from engine.rule import Rule
from engine.terms import FALSE, any_of


class Hermit(Rule):
    id = "hermit"
    ability = "You have all Outsider abilities. [-0 or -1 Outsider]"
    grants_abilities = True

    def setup(self, w):
        # The Storyteller's -1 takes another Outsider out, or the Hermit itself
        # ("The Hermit may remove the Hermit from play during setup, resulting in
        # one less Outsider than normal"): so it needs no Hermit left in play.
        fewer = w.fresh("hermit_minus_outsider")
        w.modify_counts(fewer, outsider=-1, townsfolk=+1)
        if "drunk" in w.script:
            townsfolk = [c for c in w.script if w.team(c) == "townsfolk"]
            w.add_belief(self.id, townsfolk, not_in_play=True, later=True)
        elif "lunatic" in w.script:
            demons = [c for c in w.script if w.team(c) == "demon"]
            w.add_belief(self.id, demons, not_in_play=False)

    def shares_jinxes(self, w, seat, char, state):
        """Seed 002: "If an Outsider has a jinx, that jinx applies to the Hermit too"."""
        return self.grants(w, seat, char, state)

    def grants(self, w, seat, char, state):
        if char == self.id or char not in w.script or w.team(char) != "outsider":
            return FALSE
        # The Hermit, or one who holds the Hermit's ability by a grant (a Cannibal
        # who ate the Hermit): the grant of a grant.
        return any_of([w.is_(seat, self.id, state)]
                      + [r.grants(w, seat, self.id, state) for r in w.granting if r is not self])


RULE = Hermit()
