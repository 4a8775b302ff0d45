"""Gnome (Traveller): "All players start knowing a player of your alignment.
You may choose to kill anyone who nominates them."

The player all are told of (the amigo) is public: `{night: N, gnome: P}` or
`{day: N, gnome: P}` when the Gnome's players learn it (the first night, or as
the Gnome joins). While the Gnome is sober and healthy then, P registers as
the Gnome's alignment (a Recluse or a Spy may misregister; P may be the
Gnome). A day death `{day: N, died: Q, by: gnome}` (without `by`, a day death
may be the Gnome's too) needs a living Gnome (or a dead one with the ability
back: a Bone Collector's choice, until dusk) with a working ability and Q
alive and able to die, having nominated the amigo: by a recorded nomination
earlier that day; with nominations not all recorded (the default) a player
with no recorded nomination that day may have nominated them unseen (a player
nominates once a day). With no recorded amigo, any player may be the amigo.
Kills are not limited to one a day.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_most, negate


class Gnome(Rule):
    id = "gnome"
    ability = ("All players start knowing a player of your alignment. You may choose to "
               "kill anyone who nominates them.")
    constrains = ("the announced amigo registers as the Gnome's alignment; a day death `by: "
                  "gnome` is a nominator of the amigo, by a living working Gnome")

    def setup(self, w):
        seats = w.traveller_seats(self.id)
        if not seats:
            return
        amigo = [w.fresh(f"gnome_amigo_{s}") for s in range(w.n)]
        w.add(at_most(amigo, 1))
        w.memo["gnome"] = (seats[0], amigo)

    def night_event(self, w, event):
        self.announced(w, event)

    def day_action(self, w, event):
        self.announced(w, event)

    def announced(self, w, event):
        if "gnome" not in w.memo:
            w.fail(event.where, "no Gnome sits in this game")
        g, amigo = w.memo["gnome"]
        p = w.seat(event.subject)
        w.add(amigo[p])
        same = w.check().evil(p) == w.state.evil[g]
        w.add(any_of([negate(w.sober(g)), same]))

    def explains_day_death(self, w, event):
        by = event.fields.get("by")
        if by not in (None, self.id) or "gnome" not in w.memo:
            return None
        g, amigo = w.memo["gnome"]
        victim = w.seat(event.subject)
        earlier = [e.nomination() for e in w.case.events
                   if e.time == event.time and e.index < event.index]
        nominees = [w.seat(pair[0]) for pair in earlier
                    if pair is not None and pair[1] == event.subject]
        if nominees:
            nominated = any_of([amigo[t] for t in nominees])
        elif w.rule_flags.get("nominations_complete"):
            nominated = FALSE
        else:
            nominated = TRUE
        st = w.state
        return all_of([w.ability_alive(g), w.functioning(g, self.id), nominated, st.alive[victim],
                       negate(w.cannot_die(victim, "ability"))])


RULE = Gnome()
