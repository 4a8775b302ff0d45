"""Boomdandy: "If you are executed, all but 3 players die. After a 10 to 1
countdown, the player with the most players pointing at them, dies."

When a Boomdandy whose ability works is executed (whether or not it dies:
an execution survived still sets it off), just after the execution the
Storyteller keeps 3 living players alive and every other living player
dies (all of them public deaths the case lists, `{day: N, died: P}`,
optionally `by: boomdandy`; one the case does not list did not die). Which
3 is the Storyteller's choice, the Demon among them or not; with 3 or fewer
living, nobody dies of it. A player who cannot die (a Tea Lady's
neighbour) or escapes a death (a Fool) lives on beside the 3. Then the
countdown: at most one more death that day, of a player pointed at most
(a tie kills nobody), written as another day death. A Boomdandy drunk or
poisoned when executed sets off nothing, and neither does a death by other
means than execution.

Left open: who points at whom (the countdown's death is any one living
player, or nobody).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_least, at_most, implies, is_const, negate


class Boomdandy(Rule):
    id = "boomdandy"
    ability = ("If you are executed, all but 3 players die. After a 10 to 1 countdown, the "
               "player with the most players pointing at them, dies.")
    constrains = ("after a working Boomdandy's execution, every living player but 3 the "
                  "Storyteller picks dies (listed as day deaths), then at most one more day "
                  "death (the countdown); who is pointed at is left open")

    def on_execution(self, w, seat, died):
        boom = w.functioning(seat, self.id)
        if is_const(boom, False):
            return
        day = w.step.time.n
        w.memo[("boomdandy", day)] = any_of([w.memo.get(("boomdandy", day), FALSE), boom])
        if is_const(died, False):
            dies = self.blast(w, boom, list(w.state.alive))
            w.kill(dies, cause=None, linked=False)
            for s, d in enumerate(dies):
                w.note_day_linked(s, d)
        else:
            w.memo["boomdandy_pending"] = boom  # just after the executee's death

    def linked_deaths(self, w, dying):
        boom = w.memo.pop("boomdandy_pending", None)
        if boom is None:
            return [FALSE] * w.n, [FALSE] * w.n
        living = [all_of([a, negate(d)]) for a, d in zip(w.state.alive, dying)]
        return [FALSE] * w.n, self.blast(w, boom, living)

    def blast(self, w, boom, living):
        """Per seat: it dies of the blast. The Storyteller spares 3 of the living
        (all of them if 3 or fewer); the rest die unless they cannot die."""
        day = w.step.time.n
        spare = [w.fresh(f"boomdandy_d{day}_spares_{s}") for s in range(w.n)]
        for s in range(w.n):
            w.add(implies(spare[s], living[s]))
        w.add(implies(boom, at_most(spare, 3)))
        three = at_least(spare, 3)
        for s in range(w.n):
            w.add(implies(all_of([boom, living[s]]), any_of([spare[s], three])))
        would = [all_of([boom, living[s], negate(spare[s]),
                         negate(w.cannot_die(s, "ability"))]) for s in range(w.n)]
        escaped = w.escape(would, "ability")
        return [all_of([x, negate(e)]) for x, e in zip(would, escaped)]

    def explains_day_death(self, w, event):
        """The countdown's death: one a day, after a working Boomdandy's execution."""
        day = event.time.n
        boom = w.memo.get(("boomdandy", day))
        if boom is None or event.fields.get("by") not in (None, self.id):
            return None
        pointed = w.fresh(f"boomdandy_d{day}_pointed_{event.index}")
        earlier = w.memo.setdefault(("boomdandy_pointed", day), [])
        w.add(implies(pointed, all_of([boom, negate(any_of(earlier))])))
        earlier.append(pointed)
        return pointed


RULE = Boomdandy()
