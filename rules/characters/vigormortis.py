"""Vigormortis: "Each night*, choose a player: they die. Minions you kill keep
their ability & poison 1 Townsfolk neighbour. [-1 Outsider]"

Setup has one fewer Outsider and one more Townsfolk; with no Outsider to
remove the counts stay as they are. Where the table has none (5, 7, 8, 9 or
10 players) the text does not say whether another character's added
Outsiders (a Godfather's +1, a Huntsman's Damsel) come before the removal or
after it, so both are kept: the Vigormortis may remove one of them, or
nothing. A Minion the
Vigormortis kills keeps its ability while dead (it still wakes and acts), and
one of its two nearest Townsfolk (one each way, alive or dead; the
Storyteller picks) is poisoned. Both last while a Vigormortis lives: if it
dies or stops being the Vigormortis, the dead Minions lose their abilities
and the poisoned Townsfolk become healthy.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate
from engine.world import Effect
from facts import setup as counts_table
from rules.demonkill import chosen_by, nearest_townsfolk, nightly_kill


class Vigormortis(Rule):
    id = "vigormortis"
    ability = ("Each night*, choose a player: they die. Minions you kill keep their ability "
               "& poison 1 Townsfolk neighbour. [-1 Outsider]")
    payload = Player()
    payload_doc = "P: the player attacked"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def setup(self, w):
        on = w.in_play(self.id)
        removes = w.fresh("vigormortis_removes_outsider")
        w.modify_counts(all_of([on, removes]), outsider=-1, townsfolk=+1)
        base = w.case.counts or counts_table.counts(w.case.bag_players)
        if base.get("outsider", 0) == 0:
            return  # nothing to remove before any other change: either order stands
        no_outsider = negate(any_of([w.is_team(s, "outsider") for s in range(w.n)]))
        w.add(implies(all_of([on, negate(removes)]), no_outsider))

    def act(self, w, step):
        n = step.time.n
        before = w.state
        holders = [all_of([before.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        dies = nightly_kill(w, self.id, step)
        killed = [all_of([d, w.is_team(s, "minion", before)]) for s, d in enumerate(dies)]
        if all(is_const(x, False) for x in killed):
            return
        kept = w.state.marks.get("vigormortis_kept", [FALSE] * w.n)
        w.mark("vigormortis_kept", [any_of([a, b]) for a, b in zip(kept, killed)])
        candidates = [FALSE] * w.n
        for m in range(w.n):
            for row in nearest_townsfolk(w, m, before):
                candidates = [any_of([c, all_of([killed[m], x])]) for c, x in zip(candidates, row)]
        poisoned = w.choose(f"vigormortis_poison_n{n}", candidates, optional=True)
        w.add(any_of(poisoned) == any_of(killed))
        w.add_effect(Effect("poisoned", holders, poisoned, holder=self.id, until=None))

    keeps_teams = ("minion",)

    def keeps_ability(self, w, seat, state):
        kept = state.marks.get("vigormortis_kept")
        if kept is None:
            return FALSE
        alive = any_of([all_of([state.alive[p], w.is_(p, self.id, state)]) for p in range(w.n)])
        return all_of([kept[seat], alive])

    def choice(self, w, seat, payload, step):
        return chosen_by(w, self.id, step.time.n, seat, w.seat(payload))


RULE = Vigormortis()
