"""Klutz: "When you learn that you died, publicly choose 1 alive player: if they
are evil, your team loses."

Rulings (almanac): "If they choose an evil player, the game ends immediately
and the good team loses. If they choose a good player, nothing happens"; "In
the strange situation where the Klutz is evil and chooses an evil player, then
the game ends and the good team wins instead." Either way the Klutz's team
loses, so while the game goes on a working Klutz chose a player who did not
register as evil (a Recluse might, a Spy might not). A drunk or poisoned Klutz,
or a player who only says they are the Klutz, chooses to no effect; a drunk or
poisoned one who chose an evil player is counted by a Mathematician.
Public event: `{day: N, klutz: Q, chose: P}`. The Klutz's own report of the
same choice, `{day: N, klutz: P}`, means the same.
"""

from caselang.case import PublicAction
from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import TRUE, all_of, negate


class Klutz(Rule):
    id = "klutz"
    public_action = PublicAction(keys=("chose",), required=("chose",), players=("chose",))
    ability = ("When you learn that you died, publicly choose 1 alive player: "
               "if they are evil, your team loses.")
    payload = Player()
    payload_doc = "P: the player the Klutz chose on learning they died"
    is_choice = True

    def loses(self, w, klutz, chosen):
        """The choice ends the game (the Klutz's team loses); a drunk or poisoned
        Klutz's choice of an evil player worked abnormally."""
        evil = w.check().evil(chosen)
        w.failed_if_droisoned(klutz, self.id, evil)
        return all_of([w.functioning(klutz, self.id), evil])

    def day_action(self, w, event):
        w.game_over(self.loses(w, w.seat(event.subject), w.seat(event.fields["chose"])))

    def wakes(self, w, seat, step):
        return TRUE  # chosen in public, when they learn they died

    def choice(self, w, seat, payload, step):
        if w.rule_flags.get("game_ended") and w.in_last_phase():
            return TRUE
        return negate(self.loses(w, seat, w.seat(payload)))


RULE = Klutz()
