"""Huntsman: "Once per game, at night, choose a living player: the Damsel, if
chosen, becomes a not-in-play Townsfolk. [+the Damsel]"

Setup: a Huntsman in play brings the Damsel into play (when the Damsel is on
the script). The Damsel may take a Townsfolk's place (one Outsider more) or be
one of the usual Outsiders: either, the Storyteller's choice.

Once per game, on any night, the Huntsman may choose a living player. A sober
and healthy Huntsman who chooses the Damsel (the character, not a player
registering as it) makes them, at the Huntsman's step, a Townsfolk on the
script that no player has then (the Storyteller picks which); they stay good.
Anything else chosen, or a drunk or poisoned Huntsman, changes nothing, and
the ability is spent either way. A player granted the ability chooses with a
choice of its own, once per game of its own (`World.holder_choice`).

Not encoded: an off-script Townsfolk for the Damsel to become (the text asks
only that it is not in play).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, negate
from facts.catalog import team
from rules.oncepergame import OncePerGame


class Huntsman(OncePerGame, Rule):
    id = "huntsman"
    ability = ("Once per game, at night, choose a living player: the Damsel, if chosen, "
               "becomes a not-in-play Townsfolk. [+the Damsel]")
    payload = Player()
    payload_doc = "P: the living player chosen (once per game)"
    is_choice = True
    wakes_on = "each"

    def setup(self, w):
        if "damsel" not in w.script:
            return
        here = w.in_play(self.id, w.start_state)
        w.add(implies(all_of([here, w.setup_rules_kept()]), w.in_play("damsel", w.start_state)))
        w.modify_counts(all_of([here, w.fresh("huntsman_damsel_replaces_townsfolk")]),
                        outsider=+1, townsfolk=-1)

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"huntsman_n{n}", allowed=list(w.state.alive),
                               optional=True)
        w.memo[("huntsman", n)] = made
        found = [FALSE] * w.n  # per seat: a working Huntsman chose the Damsel there
        for chooser, target, awake in self.uses(w, made):
            w.add(implies(any_of(target), any_of(awake)))
            working = any_of([all_of([a, chooser[s], w.functioning(s, self.id)])
                              for s, a in enumerate(awake)])
            found = [any_of([f, all_of([working, t, w.is_(s, "damsel")])])
                     for s, (f, t) in enumerate(zip(found, target))]
        if "damsel" in w.script:
            self.rename(w, found, n)

    def rename(self, w, found, n):
        """The Damsel found becomes a Townsfolk no player has now."""
        options = [c for c in w.script if team(c) == "townsfolk"]
        pick = [w.fresh(f"huntsman_damsel_becomes_{c}_n{n}") for c in options]
        hit = any_of(found)
        w.add(implies(hit, exactly_one(pick) if pick else FALSE))
        for c, p in zip(options, pick):
            w.add(implies(p, all_of([hit, negate(w.in_play(c))])))
        for c, p in zip(options, pick):
            w.become([all_of([f, p]) for f in found], c)

    def choice(self, w, seat, payload, step):
        return w.memo[("huntsman", step.time.n)].of(seat)[w.seat(payload)]


RULE = Huntsman()
