"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how
many woke tonight due to their own ability."

Counts the chosen players who have woken tonight for their own ability by the
Chambermaid's turn (near the end of the night order); being woken by another's
ability, or a Drunk woken as the Townsfolk they think they are, does not count.
The choice is of two living players other than the Chambermaid.
"""

from z3 import PbEq

from solver.payloads import Number, Player, Tuple
from solver.rule import Rule


class Chambermaid(Rule):
    id = "chambermaid"
    ability = ("Each night, choose 2 alive players (not yourself): "
               "you learn how many woke tonight due to their own ability.")
    payload = Tuple(Player(), Player(), Number(0, 2))
    payload_doc = "[P1, P2, N]: how many of the two chosen players woke tonight for their ability"
    wakes_on = "each"

    def act(self, w, step):
        """The two players chosen, announced to abilities that react to being
        chosen (a Goon makes the Chambermaid drunk before she learns)."""
        n = step.time.n
        st = w.state
        awake = [w.all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        picks = [w.choose(f"chambermaid_n{n}_{k}") for k in range(2)]
        w.memo[("chambermaid", n)] = picks
        for target in picks:
            w.chosen(awake, target)

    def info(self, w, seat, payload, step):
        woke = w.memo.get(("woke", step.time.n), [w.false] * w.n)
        return PbEq([(woke[w.seat(p)], 1) for p in payload[:2]], payload[2])

    def choice(self, w, seat, payload, step):
        chosen = [w.seat(p) for p in payload[:2]]
        if seat in chosen:
            return w.false
        picks = w.memo[("chambermaid", step.time.n)]
        return w.all_of([w.state.alive[p] for p in chosen]
                        + [picks[0][chosen[0]], picks[1][chosen[1]]])


RULE = Chambermaid()
