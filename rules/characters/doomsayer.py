"""Doomsayer (Fabled): "If 4 or more players live, each living player may
publicly choose (once per game) that a player of their own alignment dies."

Recorded as `{day: N, doomsayer: Q, died: P}`: Q, alive, called on the
Doomsayer and the Storyteller chose P, alive and of Q's alignment, to die
(4 or more players were alive; a Spy or Recluse may register as
either alignment). `died: false` means nobody died: fewer than 4 were alive,
or the player the Storyteller chose could not die (a Tea Lady's neighbour, a
Fool's escape). Each player calls it at most once per game. A Fabled, the
Doomsayer is listed under the case's `fabled:` key; it need not be on the
script, and a case without that key that records a Doomsayer event has it.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, implies, negate


class Doomsayer(Rule):
    id = "doomsayer"
    event_keys = ("died",)
    ability = ("If 4 or more players live, each living player may publicly choose "
               "(once per game) that a player of their own alignment dies.")

    def day_action(self, w, event):
        """`{day: N, doomsayer: Q, died: P}` (or `died: false`)."""
        caller = w.seat(event.subject)
        again = any(e.kind == self.id and e.subject == event.subject and e.index < event.index
                    for e in w.case.events)
        st = w.state
        w.add(st.alive[caller] if not again else FALSE)
        victim = event.fields.get("died", False)
        check = w.check()  # a Spy or Recluse may register as the other alignment
        if victim is False or victim is None:
            self.nobody_died(w, event, caller, check)
            return
        if victim is True or not isinstance(victim, str):
            w.fail(event.where, "expected died: P (the player who died) or died: false")
        v = w.seat(victim)
        w.add(all_of([w.alive_count_at_least(4), st.alive[v], check.evil(v) == check.evil(caller),
                      negate(w.cannot_die(v, "ability"))]))
        w.kill([TRUE if s == v else FALSE for s in range(w.n)])

    def nobody_died(self, w, event, caller, check):
        """`died: false`: with 4 or more alive, the Storyteller's pick survived."""
        st = w.state
        enough = w.alive_count_at_least(4)
        allowed = [all_of([enough, st.alive[s], check.evil(s) == check.evil(caller)])
                   for s in range(w.n)]
        pick = w.choose(f"doomsayer_{event.index}", allowed, optional=True)
        w.add(implies(enough, any_of([all_of([pick[s], w.averted(s, pick[s], "ability")])
                                        for s in range(w.n)])))


RULE = Doomsayer()
