"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how
many woke tonight due to their own ability."

Counts the chosen players who have woken tonight for their own ability by the
Chambermaid's turn (near the end of the night order): everyone woken for an
ability they believe they hold (engine/woken.py), also when it does not work.
Rulings (official wiki): "This ability only detects characters who woke in
order to use their ability. It does not detect characters who woke for any
other reason—such as ... woke the Demon to give them their starting Demon
info, woke a player due to the ability of a different character"; "Players
that woke tonight due to their ability but are drunk or poisoned still count
as having woke tonight." So a Drunk woken as the Townsfolk they think they are
counts (Drunk, almanac: "If that character would wake to act at night, the
Drunk wakes to act"), as does a Marionette ("They wake when their good
character would wake"). The choice is of two living players other than the
Chambermaid.

A player given the ability (a Philosopher, a Cannibal, a Pixie after)
chooses two players of their own as the Chambermaid does, announced to
abilities that react to being chosen (a Goon) as hers are.

Official jinx (Mathematician): "The Chambermaid can detect if the
Mathematician will wake tonight." The Mathematician wakes after her, so
without the jinx she never counts it; with it, a chosen player who will wake
tonight as the Mathematician (believing they hold its ability, alive, not
kept asleep) may be counted. "Can" is read as the Storyteller's "may": the
count may include them or not.
"""

from caselang.payloads import Number, Player, Tuple
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, count_is, negate


class Chambermaid(Rule):
    id = "chambermaid"
    ability = ("Each night, choose 2 alive players (not yourself): "
               "you learn how many woke tonight due to their own ability.")
    payload = Tuple(Player(), Player(), Number(0, 2))
    payload_doc = "[P1, P2, N]: how many of the two chosen players woke tonight for their ability"
    wakes_on = "each"
    reads_woken = True
    jinxes = ("mathematician",)

    def act(self, w, step):
        """The two players chosen by each holder of the ability, announced to
        abilities that react to being chosen (a Goon makes the Chambermaid drunk
        before she learns)."""
        n = step.time.n
        made = [w.holder_choice(self.id, f"chambermaid_n{n}_{k}", not_self=True)
                for k in range(2)]
        w.memo[("chambermaid", n)] = made
        for m in made:
            for chooser, target in m.groups(w.n):
                w.chosen([all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)], target)

    def info(self, w, seat, payload, step):
        return count_is([self.woke(w, w.seat(p), step) for p in payload[:2]], payload[2])

    def woke(self, w, seat, step):
        """Woke tonight so far, or (the Mathematician jinx) will wake tonight as
        the Mathematician and is counted."""
        n = step.time.n
        now = w.woke(seat, n)
        math = w.rules.get("mathematician")
        if math is None or not w.jinxed(self.id, math.id):
            return now
        later = all_of([w.believes_ability(seat, math.id), math.wakes(w, seat, step),
                        negate(w.kept_asleep(seat)),
                        w.free_choice(f"chambermaid_counts_mathematician_{seat}_n{n}")])
        return any_of([now, later])

    def choice(self, w, seat, payload, step):
        chosen = [w.seat(p) for p in payload[:2]]
        if seat in chosen:
            return FALSE
        picks = [m.of(seat) for m in w.memo[("chambermaid", step.time.n)]]
        return all_of([w.state.alive[p] for p in chosen]
                        + [picks[0][chosen[0]], picks[1][chosen[1]]])


RULE = Chambermaid()
