"""Fibbin (Fabled): "Once per game, 1 good player might get incorrect
information."

With the Fibbin in play (the case's `fabled:`), the Storyteller may, once in
the game, tell one player who is good then anything instead of what their
ability says: the information of that player at one night's or one day's
step may be true or false. Which player and when is the Storyteller's choice
(none at all is allowed: "might"). If that player got more than one piece of
information in the same night or day, all of it is freed (the text allows
one; the case does not say which, so the freer reading keeps the world).
Whether an incorrect answer here is an ability working abnormally "due to
another character's ability" (what a Mathematician counts) the texts do not
say: either (engine/abnormal.py, for any rule that frees information).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, at_most


class Fibbin(Rule):
    id = "fibbin"
    ability = "Once per game, 1 good player might get incorrect information."
    constrains = ("one player good then, at one night or day of the Storyteller's choice (or "
                  "none), may be told anything")

    def setup(self, w):
        if self.id not in w.case.fabled:
            return
        times = [(kind, n) for n in range(1, w.last.n + 1) for kind in ("night", "day")]
        picks = {(s, t): w.fresh(f"fibbin_{s}_{t[0]}{t[1]}") for s in range(w.n) for t in times}
        w.add(at_most(picks.values(), 1))
        w.memo["fibbin"] = picks

    def frees_info(self, w, seat, ability, step):
        pick = w.memo.get("fibbin", {}).get((seat, (step.time.kind, step.time.n)))
        return FALSE if pick is None else all_of([pick, w.good(seat)])


RULE = Fibbin()
