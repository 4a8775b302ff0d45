"""Seamstress: "Once per game, at night, choose 2 players (not yourself): you learn
if they are the same alignment."

Woken each night until the ability is used, which it is the night the Seamstress
reports; a second use is no Seamstress's. Alignment as registered (a Recluse
may register as evil, a Spy as good). The choice excludes the Seamstress. It
is announced to abilities that react to being chosen (a Goon chosen first
tonight makes the Seamstress drunk before she learns); one who reports
nothing may have used it unseen.
"""

from caselang.payloads import Flag, Player, Tuple
from engine.rule import Rule
from engine.terms import FALSE, negate


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
        """Until used: a report on an earlier night (or a second one) means spent,
        unless the Seamstress came back to life since."""
        used = w.case.uses_since_revival(seat, self.id, step.time)
        reported_now = any(i.time == step.time for i in used)
        if len(used) > 1 or (used and not reported_now):
            return FALSE
        return w.state.alive[seat]

    def act(self, w, step):
        w.own_choices(f"seamstress_n{step.time.n}", self.choosers(w, step), 2, optional=True)

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
