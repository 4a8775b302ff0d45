"""Duchess (Fabled): "Each day, 3 players may choose to visit you. At night*,
each visitor learns how many visitors are evil, but 1 gets false info."

Almanac (the official wiki): the players decide among themselves who visits;
"if exactly 3 visitors can not be decided upon, then the Duchess does not act
tonight"; each visitor learns how many visitors are evil, themselves
included; "1 visitor will definitely get false information - it is your
choice whom"; the visitors' own abilities work as usual.

Recorded as one public event per visitor, `{day: N, duchess: P}` (P visited
on day N), and each visitor's report of the next night, `{night: N+1,
duchess: K}`. With three visitors, exactly one of them (the Storyteller's
choice, good or evil) is told a number other than how many of the three are
evil then, and the other two the true number. Each number told is a
detection of its own (a Spy or Recluse may register either way to each).
A visitor who reports nothing is not read. The information is the Fabled's,
not the visitor's ability: drunkenness, poison and the Vortox do not touch
it; a rule that frees any information (the Fibbin's, the Atheist's) frees it.
A report on a night after a day with other than three visitors, or by a
player who did not visit, is an error (the Duchess gave nothing then).
"""

from caselang.case import PublicAction
from caselang.payloads import Number
from engine.rule import Rule
from engine.terms import any_of, count_is, exactly_one, if_then_else, implies, negate

VISITORS = 3


class Duchess(Rule):
    id = "duchess"
    ability = ("Each day, 3 players may choose to visit you. At night*, each visitor learns "
               "how many visitors are evil, but 1 gets false info.")
    payload = Number(0, VISITORS)
    payload_doc = ("K (on a visitor): how many of the day's three visitors are evil, as told "
                   "that night; one visitor's K is false")
    constrains = ("with three visitors on a day, the next night one of them is told a false "
                  "count of the evil visitors and the other two the true count")
    public_action = PublicAction(keys=())  # {day: N, duchess: P}: P visited
    wakes_on = "other"
    informs_others = True

    def visitors(self, w, day: int) -> list[str]:
        return [e.subject for e in w.case.events
                if e.kind == self.id and e.time.kind == "day" and e.time.n == day]

    def day_action(self, w, event):
        """`{day: N, duchess: P}`: P visited the Duchess on day N."""
        if event.fields:
            w.fail(event.where, "expected {day: N, duchess: P} (P visited the Duchess)")
        visits = self.visitors(w, event.time.n)
        if len(visits) > VISITORS or visits.count(event.subject) > 1:
            w.fail(event.where, f"expected at most {VISITORS} different visitors of the "
                                f"Duchess on day {event.time.n}, got {', '.join(visits)}")

    def act(self, w, step):
        day = step.time.n - 1
        reports = [(r, i) for r, p in enumerate(w.case.players) for i in p.info
                   if i.ability == self.id and i.time == step.time]
        if not reports or self.id not in w.case.fabled:
            return
        visits = self.visitors(w, day)
        for r, info in reports:
            if len(visits) != VISITORS or w.names[r] not in visits:
                w.fail(info.where, f"expected a Duchess report only from one of {VISITORS} "
                                   f"visitors of day {day} ({{day: {day}, duchess: P}}), "
                                   f"got {w.names[r]}'s")
        seats = [w.seat(v) for v in visits]
        lied_to = {s: w.fresh(f"duchess_false_n{step.time.n}_{s}") for s in seats}
        w.add(exactly_one(list(lied_to.values())))
        for r, info in reports:
            check = w.check()
            true_count = count_is([check.evil(s) for s in seats], info.payload)
            free = w.freed(r, self.id, step)
            told = if_then_else(lied_to[r], negate(true_count), true_count)
            with w.tracked(f"{w.names[r]}'s duchess on {step.time}: {info.payload}"):
                w.add(implies(w.trusted(r), any_of([free, told])))


RULE = Duchess()
