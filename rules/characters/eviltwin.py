"""Evil Twin: "You & an opposing player know each other. If the good player is
executed, evil wins. Good can't win if you both live."

Rulings (almanac): "The Evil Twin is paired with a good player, chosen by the
Storyteller, called the Good Twin" at setup; on the first night both wake and
learn each other's character. A Traveller who joins later is not there to be
paired (their seat is empty until then). "If the Good Twin is executed, evil wins. If the
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
A player granted the ability (an evil Apprentice, on night 1) is paired by the
Storyteller with an opposing player of its own as it gains it: that twin is
shown the holder as the Evil Twin, and the pair's win conditions hold as the
Evil Twin's do (executing its good player ends the game while the holder's
ability works; good cannot win while both live). Not encoded: an Apprentice
whose first night is after night 1 gains it inertly; a good holder (a
Cannibal who ate a good Evil Twin) executed itself ends nothing.
"""

from caselang.case import Time
from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate


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
        w.add(any_of(twin) == w.in_play(self.id, w.start_state))

    def hypothetical_setup(self, w):
        self.choose_twin(w, optional=False)  # for an Evil Twin nobody holds

    def choose_twin(self, w, optional):
        st = w.start_state
        allowed = [all_of([w.good(s, st), negate(w.is_(s, self.id, st))])
                   if w.present(s, Time("night", 1)) else FALSE for s in range(w.n)]
        twin = w.choose("good_twin", allowed, optional=optional)
        w.memo["good_twin"] = twin
        return twin

    def act(self, w, step):
        twin = w.memo["good_twin"]
        own = self.own_twins(w)
        case = w.case
        for s, p in enumerate(case.players):
            if p.claim == self.id:
                continue
            told = [i for i in p.info if i.ability == self.id and i.time == step.time]
            trusted = w.trusted(s, w.start_state)
            if told:
                shown = w.seat(told[0].payload)
                with w.tracked(f"{p.name} was shown {told[0].payload} as the Evil Twin"):
                    w.add(implies(trusted, any_of([all_of([twin[s], w.is_(shown, self.id)])]
                                                  + [t[s] for q, t in own.items() if q == shown])))
            else:
                with w.tracked(f"{p.name} was not shown an Evil Twin"):
                    shown = any_of([twin[s]] + [t[s] for t in own.values()])
                    w.add(implies(trusted, negate(shown)))

    def own_twins(self, w) -> dict:
        """Per seat that may hold the ability by a grant (an evil Apprentice) and is
        not the character: the opposing player the Storyteller pairs it with
        when it gains it (a pair of its own; one who only thinks it gained the
        ability may be shown one too, to no effect)."""
        if "own_twins" in w.memo:
            return w.memo["own_twins"]
        own = {}
        for q in range(w.n):
            if is_const(w.granted(q, self.id), False):
                continue
            is_char = w.is_(q, self.id)
            opposing = [FALSE if s == q or not w.present(s) else w.state.evil[s] != w.state.evil[q]
                        for s in range(w.n)]
            twin = w.choose(f"good_twin_by{q}", opposing, optional=True)
            w.add(implies(all_of([w.granted(q, self.id), negate(is_char)]), any_of(twin)))
            w.add(implies(any_of(twin), all_of([w.believes_ability(q, self.id), negate(is_char)])))
            own[q] = twin
        w.memo["own_twins"] = own
        return own

    def pairs(self, w, alive) -> list:
        """(per seat: it is the good player of a pair, the pair's evil twin works
        and is alive by `alive`): the character's pair, then each granted one's."""
        twin = w.memo["good_twin"]
        out = [(twin, any_of([all_of([alive(p), w.is_(p, self.id), w.functioning(p, self.id)])
                                for p in range(w.n)]))]
        for q, t in w.memo.get("own_twins", {}).items():
            out.append(([all_of([x, w.good(s)]) for s, x in enumerate(t)],
                        all_of([alive(q), negate(w.is_(q, self.id)), w.functioning(q, self.id)])))
        return out

    def info(self, w, seat, payload, step):
        shared = w.memo["good_twin"][w.seat(payload)]
        own = w.memo.get("own_twins", {}).get(seat)
        if own is None:
            return shared
        return any_of([all_of([w.is_(seat, self.id), shared]),
                       all_of([negate(w.is_(seat, self.id)), own[w.seat(payload)]])])

    def on_execution(self, w, seat, died):
        for i, (twin, evil_twin) in enumerate(self.pairs(w, w.ability_alive)):
            good_twin = all_of([twin[seat], w.good(seat)])
            w.game_over(all_of([good_twin, evil_twin]))
            holders = range(w.n) if i == 0 else [list(w.memo["own_twins"])[i - 1]]
            for p in holders:
                w.failed_if_droisoned(p, self.id, all_of([good_twin, w.ability_alive(p)]))

    def goes_on_without_demon(self, w):
        alive = w.state.alive
        return any_of([all_of([any_of([all_of([t[s], alive[s]]) for s in range(w.n)]),
                                 evil_twin])
                         for t, evil_twin in self.pairs(w, lambda p: alive[p])])


RULE = EvilTwin()
