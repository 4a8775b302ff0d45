"""Grandmother: "You start knowing a good player & their character. If the
Demon kills them, you die too."

At setup the Storyteller marks a grandchild: a good Townsfolk or Outsider
other than the Grandmother, as players register (a Spy "might register as
good & as a Townsfolk or Outsider", so a Spy may be the grandchild). On the
first night the Grandmother is shown the grandchild and their character (a
Recluse or Spy may register). If the Demon
kills the grandchild at night, the Grandmother, alive, sober and healthy,
dies too; other deaths of the grandchild (execution, non-Demon kills) do
not take her.
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Grandmother(Rule):
    id = "grandmother"
    ability = ("You start knowing a good player & their character. "
               "If the Demon kills them, you die too.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the grandchild and their character"
    wakes_on = "each"  # woken on the first night; later steps only apply the death
    kills_at_night = True
    grimoire_choices = {"grandchild": "grandchild"}

    def setup(self, w):
        child = self.choose_grandchild(w, optional=True)
        w.add(any_of(child) == w.in_play(self.id, w.start_state))

    def hypothetical_setup(self, w):
        self.choose_grandchild(w, optional=False)  # for a Grandmother nobody holds

    def choose_grandchild(self, w, optional):
        st = w.start_state
        chk = w.check()
        allowed = [all_of([negate(chk.evil(s)), negate(w.is_(s, self.id, st)),
                           any_of([chk.team(s, "townsfolk"), chk.team(s, "outsider")])])
                   for s in range(w.n)]
        child = w.choose("grandchild", allowed, optional=optional)
        w.memo["grandchild"] = child
        return child

    def wakes(self, w, seat, step):
        return w.state.alive[seat] if step.time.n == 1 else FALSE

    def info(self, w, seat, payload, step):
        p = w.seat(payload[0])
        return all_of([w.memo["grandchild"][p], w.check().char(p, payload[1])])

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        child = w.memo["grandchild"]
        killed = any_of([all_of([c, w.killed_by_demon(s, n)]) for s, c in enumerate(child)])
        st = w.state
        w.kill([all_of([killed, st.alive[g], w.functioning(g, self.id),
                        negate(w.cannot_die(g, "ability"))]) for g in range(w.n)])


RULE = Grandmother()
