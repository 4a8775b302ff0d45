"""Evil Twin: "You & an opposing player know each other. If the good player is
executed, evil wins. Good can't win if you both live."

Rulings (almanac): "The Evil Twin is paired with a good player, chosen by the
Storyteller, called the Good Twin" at setup; on the first night both wake and
learn each other's character. "If the Good Twin is executed, evil wins. If the
Evil Twin is executed, the game continues. A dead Evil Twin has no ability, so
evil doesn't win if the Good Twin is later executed"; "Good cannot win while
both twins are alive. Even if the Demon is killed, the game continues." With
the Evil Twin drunk or poisoned, executing the Good Twin does not end the
game either: an ability that should have worked, which a Mathematician counts.
What the Good Twin learnt is received info, `{night: 1, eviltwin: P}` (P was
shown as the Evil Twin); it is complete: a good player (or `you`) with no such
entry is not the Good Twin. The Evil Twin's own entry (as `you`) names the
Good Twin. Simplification: the twins are fixed at setup (no new twin when an
alignment changes).
"""

from z3 import Implies, Not

from solver.model import all_of
from solver.payloads import Player
from solver.rule import Rule


class EvilTwin(Rule):
    id = "eviltwin"
    ability = ("You & an opposing player know each other. If the good player is "
               "executed, evil wins. Good can't win if you both live.")
    payload = Player()
    payload_doc = ("received by the Good Twin: P, the Evil Twin shown; "
                   "the Evil Twin's own entry: P, the Good Twin")
    informs_others = True
    wakes_on = "first"

    def setup(self, w):
        twin = self.choose_twin(w, optional=True)
        w.add(w.any_of(twin) == w.in_play(self.id, w.start_state))

    def hypothetical_setup(self, w):
        self.choose_twin(w, optional=False)  # for an Evil Twin nobody holds

    def choose_twin(self, w, optional):
        st = w.start_state
        allowed = [all_of([w.good(s, st), Not(w.is_(s, self.id, st))]) for s in range(w.n)]
        twin = w.choose("good_twin", allowed, optional=optional)
        w.memo["good_twin"] = twin
        return twin

    def act(self, w, step):
        twin = w.memo["good_twin"]
        case = w.case
        for s, p in enumerate(case.players):
            if p.claim == self.id:
                continue
            told = [i for i in p.info if i.ability == self.id and i.time == step.time]
            trusted = w.trusted(s, w.start_state)
            if told:
                shown = w.seat(told[0].payload)
                with w.tracked(f"{p.name} was shown {told[0].payload} as the Evil Twin"):
                    w.add(Implies(trusted, all_of([twin[s], w.is_(shown, self.id)])))
            else:
                with w.tracked(f"{p.name} was not shown an Evil Twin"):
                    w.add(Implies(trusted, Not(twin[s])))

    def info(self, w, seat, payload, step):
        return w.memo["good_twin"][w.seat(payload)]

    def evil_twin(self, w, alive):
        """A working Evil Twin that is alive (`alive` = w.state.alive) or still
        has its ability (w.ability_alive: a Minion the Vigormortis killed)."""
        return w.any_of([all_of([alive(p), w.functioning(p, self.id)]) for p in range(w.n)])

    def on_execution(self, w, seat, died):
        good_twin = all_of([w.memo["good_twin"][seat], w.good(seat)])
        w.game_over(all_of([good_twin, self.evil_twin(w, w.ability_alive)]))
        for p in range(w.n):
            w.failed_if_droisoned(p, self.id, all_of([good_twin, w.ability_alive(p)]))

    def goes_on_without_demon(self, w):
        twin = w.memo["good_twin"]
        both = w.any_of([all_of([twin[s], w.state.alive[s]]) for s in range(w.n)])
        return all_of([both, self.evil_twin(w, lambda p: w.state.alive[p])])

RULE = EvilTwin()
