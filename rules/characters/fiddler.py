"""Fiddler (Fabled): "Once per game, the Demon secretly chooses an opposing
player: all players choose which of these 2 players win."

A game-level contest: the Demon picks a player of the other alignment, both
are named to the table, everyone chooses one of them, and that player's team
wins: the game ends there. Recorded as `{day: N, fiddler: P, with: Q}` (the
contest's two players, in either order): one of P and Q is a Demon then and
the other has the other alignment; which of them is which is left open, as
are the Demon's reasons and the table's choice. The contest ends the game, so
no public event may follow it (a second contest neither). Who won is not read from
the event: a case that knows the winning team may say so in `known` (the
winner's alignment).
"""

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import all_of, any_of


class Fiddler(Rule):
    id = "fiddler"
    ability = ("Once per game, the Demon secretly chooses an opposing player: all players "
               "choose which of these 2 players win.")
    public_action = PublicAction(keys=("with",), required=("with",), players=("with",))
    constrains = ("the contest's two players are a Demon and a player of the other alignment; "
                  "the game ends with it; who won and why are left open")

    def day_action(self, w, event):
        """`{day: N, fiddler: P, with: Q}`: P and Q were the contest's players."""
        other = event.fields.get("with")
        if set(event.fields) != {"with"} or other == event.subject:
            w.fail(event.where, "expected {day: N, fiddler: P, with: Q} (the contest's two "
                                "players)")
        later = [e for e in w.case.events if e.time.order() > event.time.order()
                 or (e.time == event.time and e.index > event.index)]
        if later:
            w.fail(later[0].where, "expected no event after the Fiddler's contest (it ends "
                                   "the game)")
        p, q = w.seat(event.subject), w.seat(other)
        evil = w.state.evil
        w.add(any_of([all_of([w.is_demon(a), evil[a] != evil[b]]) for a, b in ((p, q), (q, p))]))


RULE = Fiddler()
