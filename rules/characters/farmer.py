"""Farmer: "When you die at night, an alive good player becomes a Farmer."

When a player with the Farmer's ability, working (sober and healthy), dies at
night by any cause (a Demon's attack, a Minion's or any ability's kill), the
Storyteller wakes a living good player at the Farmer's step and they become
a Farmer (the almanac's night sheet: "If the Farmer died tonight, wake a
living good player"): a player good in fact (the choice is the Storyteller's,
no detection, so a Spy is not chosen) and alive at that step, holding a seat
from the bag (no Traveller). If no good player lives, nothing happens. Each
Farmer who died tonight makes one new Farmer, who loses their old character
and keeps their alignment; a new Farmer who dies at night later makes
another. A Farmer executed, or dying by day, makes nobody a Farmer; nor one
drunk or poisoned when they die.

Official jinxes (Leviathan, Riot): "Each night*, the Leviathan [Riot] chooses
an alive good player (different to previous nights): a chosen Farmer uses
their ability but does not die" (`rules/demonpick.py`): a picked Farmer whose
ability works stays alive and, at the Farmer's step, another living good
player becomes a Farmer as if the Farmer had died. A Farmer by a grant (a
Philosopher) is under the jinx or not, either reading (`World.jinx_applies`).

Left open: a Farmer who dies later in the night than the Farmer's step, or on
the first night (when the Farmer has no step), makes no new Farmer here.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const
from rules.demonpick import PICKERS, picked


class Farmer(Rule):
    id = "farmer"
    jinxes = PICKERS
    ability = "When you die at night, an alive good player becomes a Farmer."
    wakes_on = "other"

    def on_death(self, w, dying):
        """A working Farmer dying at night: kept for the Farmer's step."""
        time = w.step.time
        if time.kind != "night":
            return
        key = ("farmer_died", time.n)
        old = w.memo.get(key, [FALSE] * w.n)
        w.memo[key] = [any_of([o, all_of([d, w.functioning(s, self.id)])])
                       for s, (o, d) in enumerate(zip(old, dying))]

    def act(self, w, step):
        died = w.memo.get(("farmer_died", step.time.n), [FALSE] * w.n)
        chosen = picked(w, self.id)
        for s, d in enumerate(died):
            d = any_of([d, all_of([chosen[s], w.functioning(s, self.id),
                                   w.jinx_applies(s, self.id)])])
            if is_const(d, False):
                continue
            st = w.state
            allowed = [all_of([d, st.alive[t], w.good(t)]) if t in w.bag_seats and t != s
                       else FALSE for t in range(w.n)]
            heir = w.choose(f"farmer_heir_{s}_n{step.time.n}", allowed, optional=True)
            w.add(any_of(heir) == any_of(allowed))
            w.become(heir, self.id)

    def wakes(self, w, seat, step):
        """The Farmer is not woken at its step: the new Farmer is, by the dying
        Farmer's ability, not their own."""
        return FALSE


RULE = Farmer()
