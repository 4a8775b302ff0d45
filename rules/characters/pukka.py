"""Pukka: "Each night, choose a player: they are poisoned. The previously
poisoned player dies then becomes healthy."

The Pukka acts on the first night too. Its choice is poisoned at once; just
after it chooses again the next night, the previous choice dies (a Demon
kill: the Monk, Soldier, Tea Lady or Princess can stop it; a Soldier it chose
is poisoned, so not safe) and then becomes healthy even if it survived. A
drunk or poisoned Pukka poisons nobody with its choice and kills nobody; a
previous choice stays poisoned and dies once the Pukka is sober at night. A
Pukka that chooses itself is poisoned before its previous choice would die
(How to Run: "The chosen player is poisoned", then "the other player marked
POISONED dies"), so that player does not die ("If the Pukka ... is drunk at
night, that player does not die").
A Pukka the Exorcist chose does not wake to choose, but its previous choice
still dies. The poison ends if the Pukka dies.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Effect
from rules.demonkill import awake_as, before_attack, choose_target, note_failure


class Pukka(Rule):
    id = "pukka"
    ability = ("Each night, choose a player: they are poisoned. "
               "The previously poisoned player dies then becomes healthy.")
    payload = Player()
    payload_doc = "P: the player chosen (poisoned tonight, dies tomorrow night)"
    is_choice = True
    wakes_on = "each"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        st = w.state
        old, old_effect = st.marks.get("pukka", ([FALSE] * w.n, None))
        target = choose_target(w, f"pukka_n{n}")
        w.memo[("pukka", n)] = target
        w.chosen(awake_as(w, self.id), target)
        sober = [all_of([w.ability_alive(s), w.functioning(s, self.id)]) for s in range(w.n)]
        chooses = any_of([all_of([x, negate(w.kept_asleep(s))]) for s, x in enumerate(sober)])
        holders = [all_of([st.alive[s], w.is_(s, self.id)]) for s in range(w.n)]
        fresh = Effect("poisoned", holders, [all_of([chooses, t]) for t in target],
                       holder=self.id, until=None)
        w.add_effect(fresh)
        # The previous choice dies and heals if the Pukka still works once its new
        # poison has landed: one that chose itself is poisoned by then.
        resolves = any_of([all_of([w.ability_alive(s), w.functioning(s, self.id)])
                           for s in range(w.n)])
        alive, _, _, safe = before_attack(w, self.id)
        dies = w.demon_attack(resolves, old)
        # Whether a surviving victim (protected, or the Pukka droisoned) counts for a
        # Mathematician is left to the Storyteller.
        note_failure(w, self.id, old, dies, (alive, holders, holders, safe))
        pending = [any_of([all_of([chooses, t]), all_of([negate(resolves), o])])
                   for t, o in zip(target, old)]
        kept = Effect("poisoned", holders, pending, holder=self.id, until=None)
        w.update(effects=[e for e in w.state.effects if e is not fresh and e is not old_effect]
                 + [kept])
        w.mark("pukka", (pending, kept))

    def choice(self, w, seat, payload, step):
        return w.memo[("pukka", step.time.n)][w.seat(payload)]


RULE = Pukka()
