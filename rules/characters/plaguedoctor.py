"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider in the bag like any other (no count change, no information, no
misregistration; it never wakes). Which Minion ability the Storyteller gains
when it dies, and what the Storyteller then does with it (poison, kill,
madness, nothing), is the Storyteller's judgement that no case records: the
solver constrains only that it is an Outsider, and does not model the
gained ability. A world that only the Storyteller's Minion ability explains
(a player poisoned or killed by it after the Plague Doctor's death) is
missed, so the answer says so whenever the Plague Doctor is on the script.

Official jinxes (Fearmonger, Goblin, Scarlet Woman, Spy, Wraith): "If the
Storyteller would gain the X ability, a Minion gains it instead and learns
so." When a Plague Doctor whose ability works dies (day or night, any
cause), the Storyteller may pick one of those on the script: then one
Minion (the Storyteller's choice, alive or dead) holds its ability from
that moment on, for the rest of the game, beside their own. Or the
Storyteller gains another Minion ability, and no Minion gains anything: both
are kept. Which one is the Storyteller's (in play or not: no text says).
What the Minion learns is evil information: no constraint. A Hermit with
the Plague Doctor's ability is under these jinxes or not (`jinx_applies`).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, is_const, negate

# The jinxed Minions whose ability a Minion gains instead of the Storyteller.
GAINED_BY_A_MINION = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")


class PlagueDoctor(Rule):
    id = "plaguedoctor"
    jinxes = GAINED_BY_A_MINION
    ability = "When you die, the Storyteller gains a Minion ability."
    grants_abilities = True
    constrains = ("only that it is an Outsider, and, at its death, a Minion that may gain "
                  "a jinxed Minion's ability (Fearmonger, Goblin, Scarlet Woman, Spy, "
                  "Wraith); the Minion ability the Storyteller gains otherwise is not "
                  "modelled")
    warning = ("the Plague Doctor is on the script: the Minion ability the Storyteller gains "
               "at its death is not modelled, so a world only that ability explains is "
               "missing")

    def on_death(self, w, dying):
        """A working Plague Doctor dies: the Storyteller may pass a jinxed
        Minion ability to a Minion."""
        gifts = [c for c in GAINED_BY_A_MINION if w.jinxed(self.id, c)]
        died = any_of([all_of([d, w.functioning(s, self.id), w.jinx_applies(s, self.id)])
                       for s, d in enumerate(dying) if not is_const(d, False)])
        if not gifts or is_const(died, False):
            return
        k = w.memo.get("plaguedoctor_deaths", 0)
        w.memo["plaguedoctor_deaths"] = k + 1
        who = w.choose(f"plaguedoctor_gift{k}",
                       [all_of([died, w.is_team(q, "minion")]) for q in range(w.n)],
                       optional=True)
        which = {c: w.fresh(f"plaguedoctor_gift{k}_{c}") for c in gifts}
        given = any_of(who)
        w.add(implies(given, exactly_one(list(which.values()))))
        w.add(implies(negate(given), negate(any_of(list(which.values())))))
        for c, x in which.items():
            old = w.state.marks.get(f"plaguedoctor_{c}", [FALSE] * w.n)
            w.mark(f"plaguedoctor_{c}", [any_of([o, all_of([q, x])]) for o, q in zip(old, who)])

    def grants(self, w, seat, char, state):
        """A Minion given a jinxed Minion's ability at a Plague Doctor's death."""
        held = state.marks.get(f"plaguedoctor_{char}")
        return FALSE if held is None else held[seat]


RULE = PlagueDoctor()
