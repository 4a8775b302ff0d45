"""Shabaloth: "Each night*, choose 2 players: they die. A dead player you
chose last night might be regurgitated."

Each night but the first the Shabaloth attacks two different players, in the
order chosen (each a Demon kill). "The night after the attack, the
Storyteller may decide that one of the players attacked by the Shabaloth
comes back to life ... a dead player that was attacked" too: just before the
Shabaloth wakes, while a Shabaloth is alive ("cannot regurgitate themself")
and sober and healthy, at most one dead player a Shabaloth chose last night
is alive again (`World.revive`), which is public: the case lists it as
`{night: N, revived: P}`. Whether to is the Storyteller's choice.

The regurgitated player "regains their ability, even a once per game
ability already used": the rules that mark such an ability used unmark it
(`Rule.on_revive`; the Professor's and the Courtier's do, no other yet). Not
constrained: one with a first-night ability may use it again; not modelled.

Each holder chooses for themselves (rules.demonkill.holders): the living
Shabaloth, and a dead one with its ability back (a Bone Collector's choice).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import all_of, any_of, negate
from rules.demonkill import (
    attackers,
    awake_as,
    before_attack,
    choose_target,
    holders,
    note_failure,
    own_term,
)


class Shabaloth(Rule):
    id = "shabaloth"
    ability = ("Each night*, choose 2 players: they die. "
               "A dead player you chose last night might be regurgitated.")
    payload = Player()
    payload_doc = "P: one of the two players attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        self.regurgitate(w, n)
        made, chose = [], []
        for group, suffix, _ in holders(w, self.id):
            picks = [choose_target(w, f"shabaloth_n{n}{suffix}_{k}") for k in range(2)]
            for s in range(w.n):
                w.add(negate(all_of([picks[0][s], picks[1][s]])))
            made.append((group, suffix, picks))
            awake = [all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))]
            chose += [[all_of([any_of(awake), t]) for t in target] for target in picks]
            for target in picks:
                w.chosen(awake, target)
            att = any_of([all_of([g, a]) for g, a in zip(group, attackers(w, self.id))])
            for target in picks:
                alive, _, working, safe = before_attack(w, self.id)
                dies = w.demon_attack(att, target)
                mine = [all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))]
                note_failure(w, self.id, target, dies, (alive, mine, working, safe))
        w.memo[("shabaloth", n)] = made
        w.memo[("shabaloth_chose", n)] = chose

    def regurgitate(self, w, n: int) -> None:
        """The Storyteller may bring back one dead player a Shabaloth chose
        last night, while a Shabaloth's ability works."""
        chose = w.memo.get(("shabaloth_chose", n - 1))
        if chose is None:
            return
        able = any_of([all_of([w.ability_alive(s), w.functioning(s, self.id)]) for s in range(w.n)])
        pick = w.choose(f"shabaloth_regurgitates_n{n}", optional=True)
        w.revive([all_of([able, p, any_of([c[s] for c in chose])]) for s, p in enumerate(pick)])

    def choice(self, w, seat, payload, step):
        """The reporter's own choice (the living Shabaloth's, unless they are a
        dead holder with the ability back tonight)."""
        p = w.seat(payload)
        made = w.memo[("shabaloth", step.time.n)]
        return own_term([(group, suffix, any_of([t[p] for t in picks]))
                         for group, suffix, picks in made], seat)


RULE = Shabaloth()
