"""King: "Each night, if the dead equal or outnumber the living, you learn 1
alive character. The Demon knows you are the King."

The King wakes only on a night when, at his step (after the night's deaths
so far), the dead players equal or outnumber the living ones (Travellers
count: they are players); then he learns the character of one living player,
any of them, himself included, as that player registers (a Recluse or a Spy
may register as another character; a Drunk shows as the Drunk). On the first
night nobody is dead yet, so he learns nothing. A report on a night the dead
were fewer is impossible for a player it binds.

The Demon learning who the King is (its step on the first night) is told
only to the Demon, whose reports bind nothing: it constrains no world.

Official jinxes (Leviathan, Riot): "If the Leviathan [Riot] is in play, and at
least 1 player is dead, the King learns an alive character each night": with
that Demon in play at his step and anyone dead, he wakes as if the dead
equalled the living (any night but the first; still one living character).
Whether the jinx follows the ability to a Philosopher no text says: he is
woken (the looser reading: a report allowed, none required), as is one who
only believes he is the King (a Drunk).
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import all_of, any_of, negate

JINXED = ("leviathan", "riot")


class King(Rule):
    id = "king"
    jinxes = JINXED
    ability = ("Each night, if the dead equal or outnumber the living, you learn 1 alive "
               "character. The Demon knows you are the King.")
    payload = Character()
    payload_doc = "character_id: the character of a living player (shown once the dead equal "\
                  "or outnumber the living)"
    wakes_on = "other"

    @staticmethod
    def dead_enough(w):
        """The dead equal or outnumber the living: at most half the players live."""
        return negate(w.alive_count_at_least(w.n // 2 + 1))

    def wakes(self, w, seat, step):
        return all_of([w.ability_alive(seat), any_of([self.dead_enough(w),
                                                      self.jinx(w)])])

    def jinx(self, w):
        """A jinxed Demon in play and at least one player dead (a Traveller not
        seated yet is no dead player)."""
        demons = [w.in_play(d) for d in JINXED if w.jinxed(self.id, d)]
        dead = [negate(w.state.alive[s]) for s in range(w.n) if w.present(s)]
        return all_of([any_of(demons), any_of(dead)])

    def info(self, w, seat, payload, step):
        check = w.check()
        return any_of([all_of([w.state.alive[s], check.char(s, payload)]) for s in range(w.n)])


RULE = King()
