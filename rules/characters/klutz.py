"""Klutz: "When you learn that you died, publicly choose 1 alive player: if they
are evil, your team loses."

Rulings (almanac): "If they choose an evil player, the game ends immediately
and the good team loses. If they choose a good player, nothing happens"; "In
the strange situation where the Klutz is evil and chooses an evil player, then
the game ends and the good team wins instead." Either way the Klutz's team
loses, so while the game goes on a working Klutz chose a player who did not
register as evil (a Recluse might, a Spy might not). A drunk or poisoned Klutz,
or a player who only says they are the Klutz, chooses to no effect.
Public event: `{day: N, klutz: Q, chose: P}`.
"""

from solver.rule import Rule


class Klutz(Rule):
    id = "klutz"
    ability = ("When you learn that you died, publicly choose 1 alive player: "
               "if they are evil, your team loses.")

    def day_action(self, w, event):
        klutz = w.seat(event.subject)
        chosen = w.seat(event.fields["chose"])
        w.game_over(w.all_of([w.functioning(klutz, self.id), w.check().evil(chosen)]))


RULE = Klutz()
