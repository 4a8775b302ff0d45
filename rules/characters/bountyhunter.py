"""Bounty Hunter: "You start knowing 1 evil player. If the player you know dies,
you learn another evil player tonight. [1 Townsfolk is evil]"

Setup: while a Bounty Hunter is in play, exactly one Townsfolk player starts
evil, the Storyteller's pick (any Townsfolk: the text names none it may not
be). On the first night a working Bounty Hunter is shown a player who
registers as evil (`{night: 1, bountyhunter: P}`). On a later night it
learns another evil player only if the player it knew (its report before)
has died: the new one registers as evil and is not the one it knew. Whether
it was woken on a later night is left open when its earlier report is not
in the case (the Storyteller wakes it when the player it knows died).

Official jinx (Kazali): "An evil Townsfolk is only created if the Bounty
Hunter is still in play after the Kazali acts": the Kazali's Minions are the
world's starting characters (its choice is made before anyone reads the
grimoire), so a Bounty Hunter it turned into a Minion is not in play at the
start and makes no Townsfolk evil: the setup above already follows it.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, exactly_one, implies, is_const, negate


class BountyHunter(Rule):
    id = "bountyhunter"
    ability = ("You start knowing 1 evil player. If the player you know dies, you learn "
               "another evil player tonight. [1 Townsfolk is evil]")
    payload = Player()
    payload_doc = "P: the evil player shown (night 1, and a night after the one known died)"
    wakes_on = "each"
    jinxes = ("kazali",)
    constrains = ("one Townsfolk starts evil while it is in play (any, the Storyteller's "
                  "pick); each player shown registers as evil, a later one only after the "
                  "one known before died")

    def setup(self, w):
        start = w.start_state
        here = w.in_play(self.id, start)
        if is_const(here, False):
            return
        pick = [all_of([w.fresh(f"bountyhunter_evil_{s}"), w.is_team(s, "townsfolk", start)])
                if s in w.bag_seats else FALSE for s in range(w.n)]
        w.add(implies(here, exactly_one(pick)))
        w.add(implies(negate(here), negate(any_of(pick))))
        w.set_evil(pick, True)
        w.start_state = w.state

    def wakes(self, w, seat, step):
        """Each later night, woken or not (only when the player it knows died)."""
        if step.time.n == 1:
            return w.ability_alive(seat)
        return all_of([w.ability_alive(seat), w.woke_freely(self.id, seat, step)])

    def info(self, w, seat, payload, step):
        target = w.seat(payload)
        evil = w.check(self.id).evil(target)
        if step.time.n == 1:
            return evil
        earlier = [i for i in w.case.players[seat].info
                   if i.ability == self.id and i.time.order() < step.time.order()]
        if not earlier:
            return evil
        known = w.seat(max(earlier, key=lambda i: i.time.order()).payload)
        return all_of([evil, negate(w.state.alive[known]), TRUE if known != target else FALSE])


RULE = BountyHunter()
