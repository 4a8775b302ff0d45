"""Mezepheles: "You start knowing a secret word. The 1st good player to say this
word becomes evil that night."

The word (shown on the first night) and who says it by day are not in a
case, so they are left open: on any night after the first, at the
Mezepheles's step, one good player may become evil (alive or dead; their
character unchanged), if a Mezepheles has its ability and is sober and
healthy then. Only the 1st good player to say the word turns, so at most one
player is turned over the whole game. A player turned evil may have lied
all game (a player evil at the end of the case is bound by nothing they
said). What the Mezepheles learns is evil information: no constraint.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_most, implies


class Mezepheles(Rule):
    id = "mezepheles"
    ability = ("You start knowing a secret word. The 1st good player to say this word becomes "
               "evil that night.")
    constrains = ("at most one good player turns evil over the game, on a night after the "
                  "first, while a Mezepheles has its ability, sober and healthy; who says the "
                  "word, and when, is open")
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        working = any_of([all_of([w.ability_alive(q), w.functioning(q, self.id)])
                          for q in range(w.n)])
        turned = [w.fresh(f"mezepheles_n{n}_turns_{s}") if w.present(s, step.time) else FALSE
                  for s in range(w.n)]
        for s, t in enumerate(turned):
            w.add(implies(t, all_of([working, w.good(s)])))
        earlier = w.memo.setdefault("mezepheles_turned", [])
        earlier.extend(turned)
        w.add(at_most(earlier, 1))
        w.set_evil(turned, True)

    def wakes(self, w, seat, step):
        """Woken on the first night (the word) and on a night it turns a player."""
        if step.time.n == 1:
            return w.ability_alive(seat)
        return FALSE


RULE = Mezepheles()
