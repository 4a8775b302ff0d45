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

Each holder chooses for themselves (rules.demonkill.holders): the living
Pukka, and a dead one with its ability back (a Bone Collector's choice),
whose choice is poisoned while it has the ability. Whether the player it
last chose while alive (whose poison ended with its death) is its
"previously poisoned player", who dies now, the texts do not say: the
Storyteller's reading.

A new living Pukka (a Scarlet Woman who "become[s] the Demon" and is "that
Demon in every way", a Pit-Hag's or a swap's new Pukka) may take on the
player its predecessor poisoned, or not: the texts do not say, so either.
Taken on, that player stays poisoned (How to Run: "the other player marked
POISONED dies", so the mark stays) while the new Pukka lives, and dies when
it next acts; not taken on, its poison ended with the old Pukka's ability
and it does not die.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, if_then_else, negate
from engine.world import Effect
from rules import demonkill
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
        own = w.state.marks.get("pukka_by", [[FALSE] * w.n for _ in range(w.n)])
        made = []
        for group, suffix, seat in demonkill.holders(w, self.id):
            target = choose_target(w, f"pukka_n{n}{suffix}")
            made.append((group, target))
            w.chosen([all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))], target)
            sober = [all_of([g, w.ability_alive(s), w.functioning(s, self.id)])
                     for s, g in enumerate(group)]
            chooses = [all_of([x, negate(w.kept_asleep(s))]) for s, x in enumerate(sober)]
            if seat is None:
                self.living(w, n, group, target, any_of(chooses))
            else:
                self.dead(w, seat, group, target, any_of(chooses), own[seat])
            if demonkill.tracks_own(w, self.id):
                own = [[if_then_else(chooses[s], t, o) for t, o in zip(target, own[s])]
                       for s in range(w.n)]
        w.memo[("pukka", n)] = made
        if demonkill.tracks_own(w, self.id):
            w.mark("pukka_by", own)

    def living(self, w, n, group, target, chooses):
        """The living Pukka: its choice is poisoned, then its previous one dies.
        Its previous one: the player the last living Pukka left poisoned, if
        that was this holder or it was taken on (`passed`), else the player
        this holder itself left poisoned when it last was the living Pukka."""
        line, old_effects, passed = w.state.marks.get("pukka", ([FALSE] * w.n, (), FALSE))
        own = w.state.marks.get("pukka_pending_by", [[FALSE] * w.n for _ in range(w.n)])
        mine = [any_of([all_of([g, o[t]]) for g, o in zip(group, own)]) for t in range(w.n)]
        old = [if_then_else(passed, a, b) for a, b in zip(line, mine)]
        fresh = Effect("poisoned", group, [all_of([chooses, t]) for t in target],
                       holder=self.id, until=None)
        w.add_effect(fresh)
        # The previous choice dies and heals if the Pukka still works once its new
        # poison has landed: one that chose itself is poisoned by then.
        resolves = any_of([all_of([g, w.ability_alive(s), w.functioning(s, self.id)])
                           for s, g in enumerate(group)])
        alive, _, _, safe = before_attack(w, self.id)
        dies = w.demon_attack(resolves, old)
        # Whether a surviving victim (protected, or the Pukka droisoned) counts for a
        # Mathematician is left to the Storyteller.
        note_failure(w, self.id, old, dies, (alive, group, group, safe))
        pending = [any_of([all_of([chooses, t]), all_of([negate(resolves), o])])
                   for t, o in zip(target, old)]
        kept = Effect("poisoned", group, pending, holder=self.id, until=None)
        # Taken on by a new Pukka, it stays poisoned while that one holds the ability.
        passes = w.free_choice(f"pukka_passed_n{n}")
        handed = Effect("poisoned", [passes] * w.n, pending, holder=self.id, until=None)
        gone = (fresh, *old_effects)
        w.update(effects=[e for e in w.state.effects if all(e is not g for g in gone)]
                 + [kept, handed])
        w.mark("pukka", (pending, (kept, handed), passes))
        w.mark("pukka_pending_by", [[if_then_else(g, p, o) for p, o in zip(pending, row)]
                                    for g, row in zip(group, own)])

    def dead(self, w, seat, group, target, chooses, last):
        """A dead Pukka with its ability back: its choice is poisoned while it has
        the ability; the player it last chose (`last`) may die now."""
        w.add_effect(Effect("poisoned", group, [all_of([chooses, t]) for t in target],
                            holder=self.id, until=None))
        resolves = all_of([group[seat], w.ability_alive(seat), w.functioning(seat, self.id)])
        still = w.fresh(f"pukka_previous_dead{seat}")
        old = [all_of([still, x]) for x in last]
        alive, _, _, safe = before_attack(w, self.id)
        dies = w.demon_attack(resolves, old)
        note_failure(w, self.id, old, dies, (alive, group, group, safe))

    def choice(self, w, seat, payload, step):
        """The reporter's own choice (the living Pukka's, unless they are a dead
        holder with the ability back tonight)."""
        p = w.seat(payload)
        made = w.memo[("pukka", step.time.n)]
        out = made[0][1][p]
        for group, target in made[1:]:
            out = if_then_else(group[seat], target[p], out)
        return out


RULE = Pukka()
