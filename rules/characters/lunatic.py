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
Woken (a Chambermaid): "The Lunatic wakes during the first night to learn
three bluffs and the appropriate number of Minions" (wiki), the Demon's
starting info, which for a Demon is no wake for its ability; and "Each night,
before the Demon wakes to attack, wake the Lunatic to act as if they were that
Demon". The texts do not say whether the Lunatic's own wake counts as one for
their ability, so it is the Storyteller's reading, except where the Demon they
believe in would itself be woken: then they count as a believer at that
Demon's step (engine/woken.py).

Official jinx (Mathematician): "The Mathematician might learn if the Lunatic
attacks a different player than the real Demon attacked." The Lunatic's
choices are not known here, so on each night after the first a living
Lunatic woken at its step may be counted by a Mathematician, or not (the
Storyteller's choice).
"""

from engine.rule import Rule
from engine.terms import TRUE, all_of


class Lunatic(Rule):
    id = "lunatic"
    ability = ("You think you are a Demon, but you are not. "
               "The Demon knows who you are & who you choose at night.")
    believes_other = "demon"
    wakes_on = "each"  # woken as the Demon would be (first-night Demon info, then choices)
    jinxes = ("mathematician",)

    def setup(self, w):
        demons = [c for c in w.script if w.team(c) == "demon"]
        w.add_belief(self.id, demons, not_in_play=False)

    def wakes(self, w, seat, step):
        """At the Lunatic's own step: woken while alive, and whether that counts as
        waking for their ability is left open (see the module docstring)."""
        return all_of([w.ability_alive(seat), w.woke_freely(self.id, seat, step)])

    def act(self, w, step):
        """The Mathematician jinx: tonight's attack may count as abnormal."""
        if step.time.n == 1 or not w.jinxed(self.id, "mathematician"):
            return
        for s in range(w.n):
            w.abnormal(s, all_of([w.has_ability(s, self.id), w.ability_alive(s)]), optional=TRUE)

    def may_misclaim(self, w, seat, claim):
        return w.has_ability(seat, self.id)


RULE = Lunatic()
