"""Gossip: "Each day, you may make a public statement. Tonight, if it was true,
a player dies."

The statement (a `{day: N, gossip: Q, statement: STATEMENT}` event) is judged
when it is made; it counts if the Gossip had the ability then. That night, at
the Gossip's step, if it was true and the Gossip is alive (or dead with the
ability back: a Bone Collector's choice that night), sober and healthy, the
Storyteller chooses a player who dies (a dead player only where the case lets
killers choose the dead; a player who cannot die survives). The Gossip does
not wake.
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.statements_eval import evaluate
from engine.terms import FALSE, all_of, negate


class Gossip(Rule):
    id = "gossip"
    public_action = PublicAction(keys=("statement",), required=("statement",))
    ability = ("Each day, you may make a public statement. "
               "Tonight, if it was true, a player dies.")
    wakes_on = "other"
    kills_at_night = True

    def wakes(self, w, seat, step):
        return FALSE

    def day_action(self, w, event):
        """`{day: N, gossip: Q, statement: STATEMENT}`."""
        truth = evaluate(w, event.fields["statement"], default="end")
        said = w.memo.setdefault(("gossip", event.time.n), [])
        said.append((w.seat(event.subject), truth, w.ability_alive(w.seat(event.subject))))

    def act(self, w, step):
        n = step.time.n
        for k, (q, truth, alive_then) in enumerate(w.memo.get(("gossip", n - 1), [])):
            st = w.state
            fires = all_of([truth, alive_then, w.ability_alive(q), w.functioning(q, self.id)])
            allowed = None if w.rule_flags.get("demon_attacks_dead", True) else st.alive
            victim = w.choose(f"gossip_n{n}_{k}", allowed)
            w.kill([all_of([fires, v, negate(w.cannot_die(s, "ability"))])
                    for s, v in enumerate(victim)])


RULE = Gossip()
