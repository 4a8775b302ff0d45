"""Moonchild: "When you learn that you died, publicly choose 1 alive player.
Tonight, if it was a good player, they die."

The choice is public: `{day: N, moonchild: Q, chose: P}`, or the Moonchild's
own report `{day: N, moonchild: P}`. That night, if P was good when chosen (as P
registers then: a Spy may count as good, a Recluse as evil) and
the Moonchild is sober and healthy at night (drunkenness when choosing does
not matter), P dies (unless P cannot die). A Moonchild who died with no
recorded choice still chose some alive player, which may kill.
A player given the ability (a Hermit, a Philosopher, a Cannibal) chooses
and kills at their own death as the Moonchild does.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, is_const, negate


class Moonchild(Rule):
    id = "moonchild"
    event_keys = ("chose",)
    ability = ("When you learn that you died, publicly choose 1 alive player. "
               "Tonight, if it was a good player, they die.")
    payload = Player()
    payload_doc = "P: the alive player chosen on learning of their death (a day's report)"
    is_choice = True
    wakes_on = "other"  # the Storyteller's step for the kill; the Moonchild sleeps
    kills_at_night = True

    def wakes(self, w, seat, step):
        return FALSE

    def record(self, w, day, seat, chosen, trusted):
        picks = w.memo.setdefault(("moonchild", day), [])
        picks.append((seat, chosen, negate(w.check().evil(chosen)), w.state.alive[chosen], trusted))

    def day_action(self, w, event):
        """`{day: N, moonchild: Q, chose: P}`."""
        if "chose" not in event.fields:
            w.fail(event.where, "expected chose: P in a moonchild event")
        self.record(w, event.time.n, w.seat(event.subject), w.seat(event.fields["chose"]),
                    TRUE)

    def choice(self, w, seat, payload, step):
        if step.time.kind == "day":
            trusted = w.trusted(seat)
            self.record(w, step.time.n, seat, w.seat(payload), trusted)
        return TRUE

    def act(self, w, step):
        n = step.time.n
        st = w.state
        before = w.memo.get(("moonchild_alive", n - 1), [TRUE] * w.n)
        w.memo[("moonchild_alive", n)] = list(w.dusk_alive)
        picks = w.memo.get(("moonchild", n - 1), [])
        dies = [FALSE] * w.n
        for q in range(w.n):
            holder = all_of([negate(st.alive[q]), w.functioning(q, self.id)])  # or a grant's
            if is_const(holder, False):
                continue
            mine = [p for p in picks if p[0] == q]
            known = any_of([trusted for *_, trusted in mine])
            for _, chosen, good, alive_then, trusted in mine:
                dies[chosen] = any_of([dies[chosen], all_of([holder, trusted, good, alive_then])])
            # Died since last dusk with no trusted record: the choice is unknown.
            recent = all_of([before[q], negate(w.dusk_alive[q]), negate(known)])
            free = w.choose(f"moonchild_n{n}_{q}", list(w.dusk_alive))
            chk = w.check()
            for s in range(w.n):
                dies[s] = any_of([dies[s], all_of([holder, recent, free[s], negate(chk.evil(s))])])
        w.kill([all_of([d, negate(w.cannot_die(s, "ability"))]) for s, d in enumerate(dies)])


RULE = Moonchild()
