"""Poppy Grower: "Minions & Demons do not know each other. If you die, they learn
who each other are that night."

Rulings (almanac): while a Poppy Grower with a working ability is in play on
the first night, the Minion and Demon info steps are skipped (the Demon still
learns its bluffs). What an evil player was told is reported as received info,
`{night: 1, poppygrower: yes}` ("I was not shown my team"; `no`: "I was"); it
is complete, so a perspective player (`you`) who is evil and has no such entry
was shown their team. Evil players other than `you` may say anything. The
Marionette never learns its team, so its missing entry says nothing. When the
Poppy Grower dies the evil team learns each other: nothing the solver sees.
The Poppy Grower does not wake.
"""

from caselang.payloads import Flag
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate


class PoppyGrower(Rule):
    id = "poppygrower"
    ability = ("Minions & Demons do not know each other. "
               "If you die, they learn who each other are that night.")
    payload = Flag()
    payload_doc = ("yes/no, received by an evil player: they were not (yes) "
                   "or were (no) shown their team")
    informs_others = True
    wakes_on = "first"  # not woken: the step is where Minion/Demon info is skipped

    def wakes(self, w, seat, step):
        return FALSE

    def act(self, w, step):
        working = any_of([w.functioning(s, self.id) for s in range(w.n)])
        case = w.case
        if case.you is None:
            return
        you = case.seat(case.you)
        entries = [i for i in case.players[you].info
                   if i.ability == self.id and i.time == step.time]
        with w.tracked(f"{case.you} was {'not ' if entries and entries[0].payload else ''}"
                       f"shown their team on night 1"):
            if entries:
                told = working if entries[0].payload else negate(working)
                w.add(implies(w.state.evil[you], told))
            else:
                shown_team = all_of([w.state.evil[you], negate(w.is_(you, "marionette"))])
                w.add(implies(shown_team, negate(working)))


RULE = PoppyGrower()
