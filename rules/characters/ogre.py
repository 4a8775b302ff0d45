"""Ogre: "On your 1st night, choose a player (not yourself): you become their
alignment (you don't know which) even if drunk or poisoned."

Seed 000: "The Ogre's chosen player does not change, even if the Ogre is drunk
or poisoned when they chose. The Ogre becomes the same alignment as their
chosen player immediately on the first night, even if the Ogre is drunk or
poisoned. The Ogre is not told their alignment ... If an Ogre is created
mid-game, the Ogre chooses a player that night, and becomes their alignment."
So at its step of its first night with the ability the Ogre (alive, drunk or
not) chooses another player and takes their alignment as it registers then:
a Recluse may register as evil, a Spy as good. From then on the Ogre is
evil or good like anyone: an evil Ogre's claims and reports bind nothing
(evil players may say anything, and this one may not even know), and every
ability that reads alignment reads the new one. A reported choice
(`{night: 1, ogre: P}`) binds an Ogre who stays good, so P registered as good.
What the Ogre's report cannot say (it is not told) constrains nothing else.
Abilities acting earlier on night 1 (the Chef, the Empath) see the Ogre as it
was before its step, as the official night order has it.

Not encoded: the optional FRIEND rule ("The Ogre is always the same alignment
as their friend", "only recommended for games of 15 players or more").

Official jinxes: Spy: "The Spy always registers as evil to the Ogre"; Recluse:
"If the Recluse registers as evil to the Ogre, the Ogre is told it has become
evil" (the Recluse may register as evil to the Ogre; what the Ogre is told
changes no world). Pit-Hag: "If the Pit-Hag turns an evil player into the
Ogre, they can't turn good due to their own ability": such an Ogre stays
evil whoever it chooses (rules/staysevil.py).
The choice is announced to abilities that react to being chosen (World.chosen:
a Goon chosen first takes the Ogre's alignment, and the Ogre the Goon's new one).
"""

from __future__ import annotations

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, if_then_else, is_const
from rules.staysevil import stays_evil


class Ogre(Rule):
    id = "ogre"
    jinxes = ("recluse", "spy")
    ability = ("On your 1st night, choose a player (not yourself): you become their "
               "alignment (you don't know which) even if drunk or poisoned.")
    payload = Player()
    payload_doc = "P: the player chosen on the Ogre's first night (not yourself)"
    is_choice = True
    wakes_on = "first"
    own_first_night = True

    def act(self, w, step):
        n = step.time.n
        sides = {}
        for s in range(w.n):
            holds = all_of([w.has_ability(s, self.id), w.ability_alive(s)])
            if n > 1 and not is_const(holds, False):
                holds = all_of([holds, w.new_ability(s, self.id)])
            if is_const(holds, False):
                continue
            target = w.choose(f"ogre_{s}_n{n}", [TRUE if t != s else FALSE
                                                  for t in range(w.n)])
            w.memo[("ogre", s, n)] = target
            w.chosen([holds if t == s else FALSE for t in range(w.n)], target)
            check = w.check()
            side = any_of([all_of([target[t], self.registers_evil(w, check, t)])
                             for t in range(w.n) if t != s])
            sides[s] = (holds, side)
        evil = list(w.state.evil)  # as a reaction to being chosen left it
        for s, (holds, side) in sides.items():
            # The Pit-Hag jinx: an evil player it made the Ogre stays evil.
            side = any_of([side, all_of([stays_evil(w, s, self.id), evil[s]])])
            evil[s] = if_then_else(holds, side, evil[s])
        w.update(evil=evil)

    @staticmethod
    def registers_evil(w, check, seat):
        """How the chosen seat's alignment registers to the Ogre (the Spy jinx:
        always evil)."""
        if "spy" in w.script:
            return any_of([w.is_(seat, "spy"), check.evil(seat)])
        return check.evil(seat)

    def choice(self, w, seat, payload, step):
        target = w.memo.get(("ogre", seat, step.time.n))
        return TRUE if target is None else target[w.seat(payload)]


RULE = Ogre()
