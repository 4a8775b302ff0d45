"""Fool: "The first time you die, you don't."

Rulings (official wiki, Fool page): the first time the Fool would die, by any
cause (the Demon, an execution, another ability), they stay alive and lose the
ability. Only a death that would really happen counts: a Fool that another
ability already keeps alive (a Monk, a Tea Lady, an Innkeeper, a Devil's
Advocate) does not use the ability. A drunk or poisoned Fool dies as normal.
An executed Fool who escapes is "executed but remains alive" (the case shows
`{day: N, executed: P, died: false}`). Every death by day other than an
execution is public, so a living Fool with the ability unused is never seen
to die by day. The Assassin's kill ("even if for some reason they could
not") is not escaped: the Fool dies (official Assassin examples). A Fool brought back
to life may have the ability again, or not (see `on_revive`).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const, negate


class Fool(Rule):
    id = "fool"
    ability = "The first time you die, you don't."

    def escapes_death(self, w, dying, cause):
        used = w.state.marks.get("fool_used", [FALSE] * w.n)
        out = []
        for s in range(w.n):
            working = w.functioning(s, self.id)  # a Boffin's Demon has it working
            if is_const(any_of([w.has_ability(s, self.id), working]), False) or \
                    is_const(dying[s], False):
                out.append(FALSE)
                continue
            out.append(all_of([dying[s], working, negate(used[s])]))
            w.failed_if_droisoned(s, self.id, all_of([dying[s], negate(used[s])]))
        if any(not is_const(x, False) for x in out):
            w.mark("fool_used", [any_of([u, e]) for u, e in zip(used, out)])
        return out

    def on_revive(self, w, back):
        """A Fool brought back "regains their ability, even a once per game
        ability they used already" (Professor, Shabaloth); whether "the first
        time you die" can come again no text says: the Storyteller's reading."""
        used = w.state.marks.get("fool_used")
        if used is None:
            return
        again = w.fresh("fool_regained")
        w.mark("fool_used", [all_of([u, negate(all_of([b, again]))]) for u, b in zip(used, back)])


RULE = Fool()
