"""Po: "Each night*, you may choose a player: they die. If your last choice
was no-one, choose 3 players tonight."

Each night but the first the Po may choose one player or no-one. After a
night of choosing no-one it chooses 3 different players the next night it
wakes (all attacked, each as a Demon kill), and is then back to one. The
choice of no-one counts even if the Po was drunk or poisoned; a drunk or
poisoned Po kills nobody. A Po that does not wake (dead, Exorcist) keeps its
last choice.

Each holder chooses for themselves (rules.demonkill.holders): the living Po,
and a dead one with its ability back (a Bone Collector's choice), whose "last
choice" is its own, made on the last night it chose.

A new living Po (a Scarlet Woman who "become[s] the Demon" and is "that
Demon in every way", a Pit-Hag's or a swap's new Po) may take on the last
choice of the Po before it, or have only its own (none yet: no charge): the
texts do not say, so each night the living Po's charge is either, the
Storyteller's reading. For a Po that made the last choice itself the two
are the same.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, if_then_else, implies, negate
from rules import demonkill
from rules.demonkill import attackers, awake_as, before_attack, choose_target, note_failure


class Po(Rule):
    id = "po"
    ability = ("Each night*, you may choose a player: they die. "
               "If your last choice was no-one, choose 3 players tonight.")
    payload = Player()
    payload_doc = "P: the player attacked (one of them, after a night of no-one)"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        shared = w.state.marks.get("po_charged", FALSE)
        own = w.state.marks.get("po_charged_by", [FALSE] * w.n)
        made = []
        for group, suffix, seat in demonkill.holders(w, self.id):
            if seat is None:  # the line's last choice, or only the holder's own
                mine = any_of([all_of([g, o]) for g, o in zip(group, own)])
                charged = if_then_else(w.free_choice(f"po_charge_passed_n{n}"), shared, mine)
            else:
                charged = own[seat]
            awake = [all_of([g, a]) for g, a in zip(group, awake_as(w, self.id))]
            one, three = self.choose(w, f"po_n{n}{suffix}", charged, group, awake)
            made.append((group, one, three, charged))
            nobody = all_of([negate(charged), negate(any_of(one))])
            woke = any_of(awake)
            if seat is None:
                shared = any_of([all_of([woke, nobody]), all_of([negate(woke), shared])])
            own = [if_then_else(awake[s], nobody, own[s]) for s in range(w.n)]
        w.memo[("po", n)] = made
        w.mark("po_charged", shared)
        w.mark("po_charged_by", own)

    def choose(self, w, name, charged, group, awake):
        """One holder's choice tonight, and its attacks: one player or no-one,
        or three different players after a night of no-one."""
        one = choose_target(w, name, optional=True)
        w.add(implies(charged, negate(any_of(one))))
        three = [choose_target(w, f"{name}_{k}") for k in range(3)]
        for s in range(w.n):
            for a in range(3):
                for b in range(a + 1, 3):
                    w.add(negate(all_of([three[a][s], three[b][s]])))
        w.chosen([all_of([a, negate(charged)]) for a in awake], one)
        for t in three:
            w.chosen([all_of([a, charged]) for a in awake], t)
        # Whether it attacks is read after its choice is announced: a Goon it
        # chose has made it drunk.
        att = any_of([all_of([g, a]) for g, a in zip(group, attackers(w, self.id))])
        for when, target in [(negate(charged), one)] + [(charged, t) for t in three]:
            alive, _, working, safe = before_attack(w, self.id)
            dies = w.demon_attack(all_of([att, when]), target)
            mine = [all_of([a, when]) for a in awake]
            note_failure(w, self.id, target, dies, (alive, mine, working, safe))
        return one, three

    def choice(self, w, seat, payload, step):
        """The reporter's own choice (the living Po's, unless they are a dead
        holder with the ability back tonight)."""
        p = w.seat(payload)
        made = w.memo[("po", step.time.n)]
        picked = [any_of([one[p], all_of([charged, any_of([t[p] for t in three])])])
                  for _, one, three, charged in made]
        out = picked[0]
        for (group, *_), mine in zip(made[1:], picked[1:]):
            out = if_then_else(group[seat], mine, out)
        return out


RULE = Po()
