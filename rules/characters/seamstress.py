"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you learn
if they are the same alignment."

Woken each night until the ability is used, which it is the night a Seamstress
the reports bind reports (one who reports nothing did not use it); a second
use is no Seamstress's, unless a dead Seamstress has the ability back (the
Bone Collector: "they may use it again, even if it was already used"). One
the reports do not bind that night (evil then or at the end, engine/speech.py)
may have lied: they may have used it on any night they were woken, reported
or not, and are woken until then. Alignment as registered (a Recluse
may register as evil, a Spy as good). The choice excludes the Seamstress. It
is announced to abilities that react to being chosen (a Goon chosen first
tonight makes the Seamstress drunk before she learns); one who reports
nothing may have used it unseen.
"""

from caselang.case import Time
from caselang.payloads import Flag, Player, Tuple
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, if_then_else, is_const, negate


class Seamstress(Rule):
    id = "seamstress"
    in_csp_fragment = True
    ability = ("Once per game, at night, choose 2 players (not yourself): "
               "you learn if they are the same alignment.")
    payload = Tuple(Player(), Player(), Flag(("same", "different")))
    payload_doc = "[P1, P2, same/different]: whether the two chosen players share an alignment"
    wakes_on = "each"
    may_decline = True

    def wakes(self, w, seat, step):
        """Until used on an earlier night, unless the Seamstress came back to life
        since or, dead, has the ability back."""
        n = step.time.n
        name = w.names[seat]
        spent = any_of([self.used(w, seat, k) for k in range(1, n)
                        if not w.case.revived_between(name, Time("night", k), step.time)])
        return all_of([w.ability_alive(seat), any_of([negate(spent), w.ability_back(seat)])])

    def used(self, w, seat, k):
        """The seat used the ability on night k: as its report says if the
        reports bound it then; if not, perhaps, had it woken with the ability."""
        bound, woken = w.memo.get(("seamstress_woken", k), ([TRUE] * w.n, [TRUE] * w.n))
        reported = any(i.ability == self.id and i.time == Time("night", k)
                       for i in w.case.players[seat].info)
        if is_const(bound[seat], True):
            return TRUE if reported else FALSE
        lied = all_of([woken[seat], w.free_choice(f"seamstress_used_n{k}_{seat}")])
        return if_then_else(bound[seat], TRUE if reported else FALSE, lied)

    def act(self, w, step):
        choosers = self.choosers(w, step)
        woken = [all_of([self.wakes(w, s, step), w.believes_ability(s, self.id)])
                 for s in range(w.n)]
        w.memo[("seamstress_woken", step.time.n)] = ([w.trusted(s) for s in range(w.n)], woken)
        w.own_choices(f"seamstress_n{step.time.n}", choosers, 2, optional=True)

    def info(self, w, seat, payload, step):
        check = w.check()
        same = check.evil(w.seat(payload[0])) == check.evil(w.seat(payload[1]))
        return same if payload[2] else negate(same)

    def choice(self, w, seat, payload, step):
        if w.names[seat] in payload[:2]:
            return FALSE
        return w.made_choice(f"seamstress_n{step.time.n}", seat, payload[:2])

    def first_night(self, view, seat, payload):
        if view.case.names[seat] in payload[:2]:
            return False
        a = view.evil_options(view.seat(payload[0]))
        b = view.evil_options(view.seat(payload[1]))
        return any((x == y) == payload[2] for x in a for y in b)


RULE = Seamstress()
