"""Goblin: "If you publicly claim to be the Goblin when nominated & are executed
that day, your team wins."

Rulings (almanac): "the Goblin needs to tell the group that they are the Goblin
when they are nominated, but before votes happen"; "If the Goblin is executed
without telling the group that they are the Goblin when nominated, the Goblin
dies and the game continues as normal"; "The Goblin must have claimed to be
the Goblin today"; "Any player may claim to be the Goblin when nominated."
Public event: `{day: N, goblin: Q}`, Q claimed the Goblin when nominated today.
If Q is then executed that day while a working Goblin, their team wins, so a
game that goes on says Q was not one. The text does not say it works while
dead, and a dead player has no ability: a dead Goblin executed again after
claiming does not win (it must be alive, or keep its ability, when executed).
"""

from engine.rule import Rule
from engine.terms import all_of


class Goblin(Rule):
    id = "goblin"
    ability = ("If you publicly claim to be the Goblin when nominated & "
               "are executed that day, your team wins.")

    def day_action(self, w, event):
        w.memo.setdefault(("goblin_claimed", event.time.n), set()).add(w.seat(event.subject))

    def on_execution(self, w, seat, died):
        if seat in w.memo.get(("goblin_claimed", w.step.time.n), set()):
            w.game_over(all_of([w.ability_alive(seat), w.functioning(seat, self.id)]))


RULE = Goblin()
