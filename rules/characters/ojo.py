"""Ojo: "Each night*, choose a character: they die. If they are not in play,
the Storyteller chooses who dies."

Not on the first night. The Ojo's kill is the Demon's kill (a Monk, a Soldier
or a Mayor's bounce may stop it). The chosen character's player dies; a
character not in play lets the Storyteller choose who dies, so any one player
may be the one attacked: the solver reads the kill as an attack on one player
the Ojo or the Storyteller picked, alive, dead (no death) or the Ojo itself
(no Minion takes over). A drunk or poisoned Ojo, or one kept asleep, kills
nobody. The character chosen (`{night: N, ojo: CHARACTER}`, an evil
player's report) binds nothing.

Left out: a character held by several players at once (three Village
Idiots, duplicate tokens) chosen by the Ojo kills them all; the solver has
the Ojo kill one player a night. Choosing a character is not read as
choosing its player for abilities that react to being chosen (a Goon).
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import all_of, any_of
from rules.demonkill import (
    attackers,
    awake_as,
    before_attack,
    choose_target,
    holders,
    note_failure,
)


class Ojo(Rule):
    id = "ojo"
    ability = ("Each night*, choose a character: they die. If they are not in play, "
               "the Storyteller chooses who dies.")
    payload = Character()
    payload_doc = "character_id: the character chosen (binds nothing)"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True
    constrains = ("one player attacked a night, by the Ojo's choice of their character "
                  "or the Storyteller's")

    def act(self, w, step):
        for group, suffix, _ in holders(w, self.id):
            target = choose_target(w, f"ojo_n{step.time.n}{suffix}")
            awake = [all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))]
            alive, _, working, safe = before_attack(w, self.id)
            att = [all_of([g, a]) for g, a in zip(group, attackers(w, self.id))]
            dies = w.demon_attack(any_of(att), target)
            note_failure(w, self.id, target, dies, (alive, awake, working, safe))


RULE = Ojo()
