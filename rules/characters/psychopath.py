"""Psychopath: "Each day, before nominations, you may publicly choose a player:
they die. If executed, you only die if you lose roshambo."

The public choice is a day event `{day: N, psychopath: Q, target: P, died:
yes/no}` (as a Slayer's shot is written): anyone may publicly choose, but P
dies only if Q is the Psychopath, alive (or dead keeping the ability: killed
by the Vigormortis, or a Bone Collector's choice until dusk), sober and
healthy, making the day's first choice, and P is alive and can die (a Fool may
escape it). A drunk or poisoned Psychopath's choice of a living player kills
nobody and is an abnormal outcome (what a Mathematician counts). `died: yes`
says Q was such a Psychopath; `died: no` that Q was not, or P could not die.

Executed, a working Psychopath plays roshambo: lost, it dies (a plain
execution); won, it lives (`{day: N, executed: Q, died: false}`). Who wins
is the players' game, left open. A drunk or poisoned Psychopath executed
dies.

Official jinx (Lil' Monsta): "A Psychopath babysitting Lil' Monsta dies when
executed": no roshambo while it babysits.

Left open: whether the choice came before the day's nominations (the case's
order of events is taken as written).
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, implies, negate


class Psychopath(Rule):
    id = "psychopath"
    public_action = PublicAction(keys=("target", "died"), required=("target",), players=("target",),
                                 yes_no=("died",))
    ability = ("Each day, before nominations, you may publicly choose a player: they die. "
               "If executed, you only die if you lose roshambo.")
    constrains = ("a public choice `{day: N, psychopath: Q, target: P, died: yes/no}` kills P "
                  "exactly when Q is a working Psychopath (its first choice that day) and P "
                  "can die; executed, a working Psychopath may live (roshambo won)")
    jinxes = ("lilmonsta",)

    def day_action(self, w, event):
        """`{day: N, psychopath: Q, target: P, died: yes/no}`."""
        if event.time.kind != "day" or "target" not in event.fields or \
                set(event.fields) - {"target", "died"} or \
                not isinstance(event.fields.get("died", False), bool):
            w.fail(event.where, "expected {day: N, psychopath: Q, target: P, died: yes/no}")
        chooser = w.seat(event.subject)
        target = w.seat(event.fields["target"])
        first = not any(e.kind == self.id and e.subject == event.subject and e.time == event.time
                        and e.index < event.index for e in w.case.events)
        if not first:  # a second choice today kills nobody
            if event.fields.get("died"):
                w.add(FALSE)
            return
        st = w.state
        would = all_of([w.ability_alive(chooser), st.alive[target]])
        kills = all_of([would, w.functioning(chooser, self.id),
                        negate(w.cannot_die(target, "ability"))])
        w.failed_if_droisoned(chooser, self.id, would)
        if event.fields.get("died"):
            w.add(kills)
            w.kill([TRUE if s == target else FALSE for s in range(w.n)])
        else:
            w.add(implies(kills, w.averted(target, kills, "ability")))

    def cannot_die(self, w, seat, cause):
        """Executed, a working Psychopath who won roshambo lives."""
        if cause != "execution" or w.step.time.kind != "day":
            return FALSE
        won = w.free_choice(f"psychopath_d{w.step.time.n}_won_{seat}")
        monsta = w.rules.get("lilmonsta")
        if monsta is not None and w.jinxed(self.id, monsta.id):
            won = all_of([won, negate(monsta.is_the_demon(w, seat, w.state))])
        return all_of([w.functioning(seat, self.id), won])


RULE = Psychopath()
