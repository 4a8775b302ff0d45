"""Mutant: "If you are "mad" about being an Outsider, you might be executed."

Rulings (almanac): "“Madness” is a term that means “you are trying to convince
the group of something.”" A Mutant avoids claiming to be an Outsider, so a good
Mutant may claim a character that is not an Outsider (and report made-up info
for it); claiming the Mutant itself is what they truly are. "If you think they
are trying to convince the group they are an Outsider in any way, you can
execute them—even outside the nomination phase, or at night": by day such an
execution is an ordinary `executed` event, which needs no rule; at night the
Storyteller may execute a living Mutant with the ability ("Declare they have
died, and continue the night phase as normal"), unless they cannot die. Not
modelled (cost: a death possible between every two steps made Sects & Violets
encodings twice as slow): a night execution between two characters' steps;
it happens before the first step or after the last; so for a player given
the ability (a Hermit, a Cannibal who ate the Mutant). A Mutant executed at night
is an executee who died: a Cannibal gains its ability (Cannibal: "You have the
ability of the recently killed executee"), tonight if before the first step.

Ruling the almanac does not state: only madness keeps a good Mutant from the
truth, so a Mutant who is dead by the end of the case (nothing left to fear)
claims the Mutant. The published Sects & Violets puzzles rely on it (nqt-068,
nqt-069-alt, nqt-snv-test4, nqt-uncommon-vig-solution).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, negate


class Mutant(Rule):
    id = "mutant"
    ability = 'If you are "mad" about being an Outsider, you might be executed.'

    def may_misclaim(self, w, seat, claim):
        if w.team(claim) == "outsider" or w.dead_by_end(seat):
            return FALSE
        return w.has_ability(seat, self.id)

    def between_steps(self, w, edge):
        if not edge:  # the night's edges only: see the module's docstring
            return
        before = w.state.alive
        w.kill([FALSE if s not in w.night_deaths or not w.may_hold(s, self.id) else
                all_of([w.state.alive[s], w.functioning(s, self.id),
                        negate(w.cannot_die(s, "execution")), w.fresh(f"mutant_executed_{s}")])
                for s in range(w.n)], replace_demon=False, cause="execution")
        eater = w.rules.get("cannibal")
        if eater is None:
            return
        # Executed before the night's first step, the meal is the Cannibal's for
        # tonight (its first night with it); after the last, from the next night.
        day = w.step.time.n - 1 if w.step.char is None else w.step.time.n
        for s in w.night_deaths:
            if w.may_hold(s, self.id):
                eater.eat(w, s, all_of([before[s], negate(w.state.alive[s])]), day)


RULE = Mutant()
