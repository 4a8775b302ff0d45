"""Atheist: "The Storyteller can break the game rules, and if executed, good wins,
even if you are dead. [No evil characters]"

With the Atheist in play there are no evil characters: the Minion and Demon
tokens are replaced by good ones (the Storyteller may make them Townsfolk or
Outsiders), and the game goes on with no Demon. Breaking the rules, the
Storyteller may give any player's ability any information (true or false), may
kill players at night (recorded as the pretend Demon's kills) and may explain
any day death. Executing the Atheist, alive or dead, while its ability works,
ends the game with a good win, so a case that goes on rules it out.
"""

from z3 import And, Implies

from rules import setup as counts_table
from solver.model import exactly_one
from solver.rule import Rule


class Atheist(Rule):
    id = "atheist"
    ability = ("The Storyteller can break the game rules, and if executed, good wins, "
               "even if you are dead. [No evil characters]")
    wakes_on = "each"  # not woken: this is the Storyteller's night step of breaking rules
    kills_at_night = True

    def setup(self, w):
        on = w.in_play(self.id, w.start_state)
        base = w.case.counts or counts_table.counts(w.n)
        minions, demons = base.get("minion", 0), base.get("demon", 0)
        options = [w.fresh(f"atheist_outsiders_{j}") for j in range(minions + demons + 1)]
        w.add(exactly_one(options))
        for j, option in enumerate(options):
            w.modify_counts(And(on, option), minion=-minions, demon=-demons,
                            townsfolk=minions + demons - j, outsider=j)

    def wakes(self, w, seat, step):
        return w.false

    def act(self, w, step):
        on = w.in_play(self.id)
        dies = [w.fresh(f"atheist_kill_n{step.time.n}_{s}") for s in range(w.n)]
        for d in dies:
            w.add(Implies(d, on))
        dies = [w.all_of([d, w.state.alive[s]]) for s, d in enumerate(dies)]
        w.record_demon_kill(dies)
        w.kill(dies)

    def frees_info(self, w, seat, ability, step):
        return w.in_play(self.id)

    def goes_on_without_demon(self, w):
        return w.in_play(self.id)

    def explains_day_death(self, w, event):
        return w.in_play(self.id)

    def on_execution(self, w, seat, died):
        w.game_over(w.functioning(seat, self.id))


RULE = Atheist()
