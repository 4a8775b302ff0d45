"""Zenomancer (Loric): "One or more players each have a goal. When achieved,
that player learns a piece of true info."

The goals are the Storyteller's and the case does not record them; what the
text makes certain is the reward: true information. A player records it as
`{night: N, zenomancer: STATEMENT}` or `{day: N, zenomancer: STATEMENT}`
(the statement language of `known`): what they learnt holds, read as the
phase ended (an atom may carry its own time, `evil(Ann, night 2)`), with
players registering to it as to an ability (a Spy may register as good).
It binds a player good then and at the end of the case, as any report does;
a rule that frees information (the Fibbin's) frees it. Who had a goal, what
it was and when it was achieved are left open.
"""

from caselang.case import Time
from caselang.payloads import Statement
from engine.rule import Rule
from engine.statements_eval import evaluate, state_at
from engine.terms import all_of, implies, negate
from engine.world import Step


class Zenomancer(Rule):
    id = "zenomancer"
    ability = ("One or more players each have a goal. When achieved, that player learns a "
               "piece of true info.")
    payload = Statement()
    payload_doc = "STATEMENT: the true information learnt on achieving a goal"
    constrains = ("each piece of information a player learnt holds as its phase ended; the "
                  "goals are left open")
    informs_others = True

    def after_case(self, w):
        if self.id not in w.case.fabled:
            return
        for s, p in enumerate(w.case.players):
            for info in p.info:
                if info.ability != self.id:
                    continue
                when = Time(info.time.kind, info.time.n)
                state = state_at(w, when)
                step = Step(w.step.index, when, label=f"{when}: zenomancer")
                truth = evaluate(w, info.payload, default=when, check=w.check())
                bound = all_of([w.trusted(s, state), negate(w.freed(s, self.id, step))])
                with w.tracked(f"{p.name}'s zenomancer on {when}: {info.payload}"):
                    w.add(implies(bound, truth))


RULE = Zenomancer()
