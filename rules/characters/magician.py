"""Magician: "The Demon thinks you are a Minion. Minions think you are a Demon."

Rulings (almanac): on the first night the Minions are shown "both players, the
Demon and the Magician" as the Demon, and the Demon is shown the Minions and
the Magician, "in any order"; "The Magician does not wake to learn anything";
after a Poppy Grower's death the same happens "that night". Jinxes: a Spy or
Widow looking at the Grimoire does not see the Demon's and Magician's tokens;
while the Magician lives the Demon is not told which neighbour is the
Marionette; while the Magician lives the Storyteller, not the Minions, picks
who babysits Lil' Monsta (any Minion either way); with the Vizier in play
the Magician has no ability (what evil players are told stays true) but is
immune to the Vizier's (the Vizier's immediate execution is an ordinary one
here, votes unchecked, so whom it may execute at once is no fact either).
All of this changes only
what evil players are told, and what evil players say constrains nothing;
no good ability reads Minion or Demon info, so the Magician removes no world
and the solver encodes no evil team info that it would corrupt. Mechanical:
the Magician is a Townsfolk in play under the standard setup, never woken (a
Chambermaid counts it as asleep), registering as itself to every good ability.

Jinx (Legion): "The Magician wakes with Legion and might register as evil.
Legion knows if a Magician is in play, but not which player it is." Waking
with the Legion for their Demon info is no waking for its own ability (a
Chambermaid does not count it), and what the Legion is told is evil
information. "Might register as evil" names no ability, so, like a
Recluse's, to any ability that reads alignment, the Legion's "only evil
voted" too: a good Magician may register as evil wherever the jinx is in
effect (both on the script), a Storyteller's choice at each detection. The
text ties it to no working ability: drunk or poisoned too.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of


class Magician(Rule):
    id = "magician"
    jinxes = ("spy", "widow", "marionette", "lilmonsta", "legion", "vizier")
    ability = "The Demon thinks you are a Minion. Minions think you are a Demon."
    constrains = ("never woken; it corrupts only what evil players are told, which "
                  "constrains nothing, so it removes no world; with Legion on the script it "
                  "may register as evil")

    def marks_evil(self, w, seat):
        """The Legion jinx: a good Magician may register as evil."""
        if not w.jinxed(self.id, "legion"):
            return FALSE
        return all_of([w.jinx_applies(seat, self.id), w.good(seat)])


RULE = Magician()
