"""Judge (Traveller): "Once per game, if another player nominated, you may
choose to force the current execution to pass or fail."

Written `{day: N, judge: J, target: P, verdict: pass}` (or `verdict: fail`):
the Judge publicly forced P's execution to pass or fail. Constrains, for the
Judge's first use in the case: if the ability worked (J in the game, alive (or
dead with the ability back: a Bone Collector's choice, until dusk), sober and
healthy, and P not nominated by J where the case records P's nomination that
day, in any form: a `nominated` event, an execution's `nominated_by` or `by`),
the case's day shows it: a pass means P is executed that day ("they are
executed immediately, regardless of how many votes they received"), a fail
means P is not. Another player executed in P's place (a Scapegoat's
`instead_of`: "If a player of your alignment is executed, you might be
executed instead") meets a pass. A case whose day shows otherwise makes the
Judge drunk or poisoned (or not working). Not constrained: later uses (the
ability is spent), the votes, and whether the Judge uses it at all.
"""

from engine.rule import Rule
from engine.terms import all_of, negate

VERDICTS = {"pass": True, "fail": False, True: True, False: False}


class Judge(Rule):
    id = "judge"
    event_keys = ("target", "verdict")
    ability = ("Once per game, if another player nominated, you may choose to force "
               "the current execution to pass or fail.")
    payload_doc = ("event {day: N, judge: J, target: P, verdict: pass/fail}: a working Judge's "
                   "first use decides whether P is executed that day")

    def day_action(self, w, event):
        judge = w.seat(event.subject)
        if not isinstance(event.fields.get("target"), str):
            w.fail(event.where, "expected target: P (the nominee) in a judge event")
        verdict = event.fields.get("verdict")
        if verdict not in VERDICTS:
            w.fail(f"{event.where}.verdict", f"expected pass or fail, got {verdict!r}")
        earlier = [e for e in w.case.events if e.kind == self.id and e.subject == event.subject
                   and e.time.order() <= event.time.order() and e.index < event.index]
        if earlier:
            return  # the ability is spent
        nominee = event.fields["target"]
        day = [e for e in w.case.events if e.time == event.time]
        # P's nomination, recorded in any form that day (a player is nominated once a day).
        by = [pair[1] for pair in (e.nomination() for e in day)
              if pair is not None and pair[0] == nominee]
        if event.subject in by:
            return  # "only if a different player made a nomination"
        executed = any(e.executes(nominee) for e in day)
        works = all_of([w.is_(judge, self.id), w.ability_alive(judge),
                        w.functioning(judge, self.id)])
        if executed != VERDICTS[verdict]:
            w.add(negate(works))


RULE = Judge()
