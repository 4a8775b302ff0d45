"""Marionette: "You think you are a good character, but you are not. The Demon
knows who you are. [You neighbor the Demon]"

Rulings (almanac): the Marionette draws a Townsfolk or an Outsider token and is
secretly the Marionette; that token is not otherwise in play (the Drunk's and
the Lunatic's tokens, which are never shown as such, are not options). "The
Marionette neighbors the Demon. There are no players sitting in between": at
setup the seat to one side is the Demon (Travellers, who are not drawn from
the bag, may sit between: the text is silent on them). They count as a Minion for setup and
"register as evil, and as a Minion". "The good ability that the Marionette
thinks they have doesn't work ... It is just as if this player is the Drunk":
the Marionette has no such ability, so whatever they report is unconstrained.

Official jinx (Balloonist): "If the Marionette believes it is the Balloonist,
setup may have added an Outsider" (its +0/+1 modifier can still apply).
Official jinxes (Summoner, Lil' Monsta): "any Marionette is assigned after the
Demon enters play [the Demon position is settled] and must start seated next
to it". In a game with no Demon at setup the Marionette holds its token from
setup here (its good ability never worked, which allows every report the
later assignment allows) and the first player made the Demon sits next to it;
the seats it and the Demon may hold are those of the jinx.
Official jinx (Huntsman): "If the Marionette thinks that they are the
Huntsman, the Damsel was added": the Damsel is then in play at setup (the
Huntsman's [+the Damsel], its Outsider replacing a Townsfolk or not), unless
the Storyteller may break the rules.
Official jinx (Kazali): "If the Kazali chooses to create a Marionette, they
must choose one of their neighbours": the Kazali's Minions are the world's
starting characters, and a Marionette at setup neighbours the Demon here
anyway, so the jinx is followed with no further constraint.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate


class Marionette(Rule):
    id = "marionette"
    ability = ("You think you are a good character, but you are not. "
               "The Demon knows who you are. [You neighbor the Demon]")
    believes_other = "good"
    jinxes = ("balloonist", "huntsman", "kazali")

    def setup(self, w):
        options = [c for c in w.script if w.team(c) in ("townsfolk", "outsider")
                   and not (c in w.rules and w.rules[c].believes_other)]
        w.add_belief(self.id, options, not_in_play=True)
        # Next to it (World.beside: a Traveller sitting between them, seated when
        # they arrive, the text does not rule out).
        no_demon = negate(any_of([w.is_team(s, "demon", w.start_state) for s in w.bag_seats]))
        for s in w.bag_seats:
            beside = [w.is_team(x, "demon", w.start_state) for x in w.beside(s)]
            w.add(implies(w.start[s][self.id], any_of(beside + [no_demon])))
        w.memo["marionette_no_demon"] = (no_demon, FALSE)  # (at setup, one has entered)
        if w.jinxed(self.id, "balloonist") and "balloonist" in options:
            believes = any_of([w.tokens[s][(self.id, "balloonist")] for s in range(w.n)])
            extra = w.fresh("marionette_balloonist_outsider")
            w.add(implies(extra, believes))
            w.modify_counts(extra, outsider=+1, townsfolk=-1)
        if w.jinxed(self.id, "huntsman") and "huntsman" in options and "damsel" in w.script:
            believes = any_of([w.tokens[s].get((self.id, "huntsman"), FALSE) for s in range(w.n)])
            w.add(implies(all_of([believes, w.setup_rules_kept()]),
                          w.in_play("damsel", w.start_state)))
            w.modify_counts(all_of([believes, w.fresh("marionette_huntsman_damsel_replaces")]),
                            outsider=+1, townsfolk=-1)

    def on_demon_enters(self, w, who):
        """Jinxes (Summoner, Lil' Monsta): in a game with no Demon at setup, the
        first player made the Demon sits next to the Marionette."""
        no_demon, entered = w.memo["marionette_no_demon"]
        first = all_of([no_demon, negate(entered), any_of(who)])
        for s in w.bag_seats:
            beside = [who[x] for x in w.beside(s)]
            w.add(implies(all_of([first, w.start[s][self.id]]), any_of(beside)))
        w.memo["marionette_no_demon"] = (no_demon, any_of([entered, any_of(who)]))


RULE = Marionette()
