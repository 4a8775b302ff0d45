"""Witch: "Each night, choose a player: if they nominate tomorrow, they die. If
just 3 players live, you lose this ability."

Rulings (almanac and how to run): "That player dies if they nominate any player
on the next day, although their nomination still counts"; "The Witch's curse
lasts only for one day"; "As soon as just three players are left alive, the
Witch's curse is immediately removed, and the Witch acts no more." The curse
is the Witch's ability at work, so it needs the Witch alive, sober and healthy
both when she chooses and when the cursed player nominates. A cursed player
who nominates and lives because the Witch was drunk or poisoned (then or
that night) is an ability that should have worked and did not: a
Mathematician counts the Witch.
Public events: `{day: N, died: P, after_nominating: true}` (or `after_nominating:
Q`, or `by: witch`) is explained by a curse on P; a nomination by a player, in
any form the case records it (a `nominated` event, an execution's `by` or
`nominated_by`, a nominee's death `after_nominated_by` them), after which they
do not die on nominating (this or a later `died ... after_nominating` that day)
says they were not under a working curse, or could not die (a Tea Lady's
neighbour, a Fool's escape). Whoever holds the ability chooses with it (one who gained it curses a
player of their own choice). The choice is announced before the curse takes
(World.chosen): a Goon chosen first makes the Witch drunk until dusk, so the
curse fails.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate


class Witch(Rule):
    id = "witch"
    ability = ("Each night, choose a player: if they nominate tomorrow, they die. "
               "If just 3 players live, you lose this ability.")
    payload = Player()
    payload_doc = "P: the player cursed"
    is_choice = True
    wakes_on = "each"

    def working(self, w, origin):
        """The curse of the seats where `origin` holds works now: one of them still
        has the ability, alive (or keeping it), sober and healthy, and 4 or more live."""
        witch = any_of([all_of([o, w.ability_alive(p), w.functioning(p, self.id)])
                          for p, o in enumerate(origin)])
        return all_of([witch, w.alive_count_at_least(4)])

    def act(self, w, step):
        night = step.time.n
        made = w.holder_choice(self.id, f"witch_n{night}")
        holders = self.holders(w)
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([c, h]) for c, h in zip(chooser, holders)], target)
        curses = []
        for chooser, target in made.groups(w.n):
            working = self.working(w, chooser)
            curses.append((chooser, [all_of([t, working]) for t in target]))
        w.memo[("witch", night)] = made
        w.memo[("witch_cursed", night)] = curses
        w.memo[("witch_holders", night)] = self.holders(w)

    def choice(self, w, seat, payload, step):
        return w.memo[("witch", step.time.n)].of(seat)[w.seat(payload)]

    def holders(self, w):
        """Per seat: it has the Witch's ability now, working or not."""
        return [all_of([w.ability_alive(p), w.has_ability(p, self.id)]) for p in range(w.n)]

    def curse_now(self, w, day, seat):
        curses = w.memo.get(("witch_cursed", day))
        if curses is None:
            return FALSE
        return any_of([all_of([cursed[seat], self.working(w, chooser)])
                         for chooser, cursed in curses])

    def explains_day_death(self, w, event):
        if "after_nominated_by" in event.fields:
            return None
        if event.fields.get("by") not in (None, self.id):
            return None
        return self.curse_now(w, event.time.n, w.seat(event.subject))

    def on_nomination(self, w, nominee, nominator, event):
        name = w.names[nominator]
        dies_after = [e for e in w.case.events
                      if e.time == event.time and e.index >= event.index and e.kind == "died"
                      and e.subject == name and "after_nominated_by" not in e.fields]
        if not dies_after:
            curse = self.curse_now(w, event.time.n, nominator)
            w.add(implies(curse, w.averted(nominator, curse, "ability")))
        self.failed_curse(w, event.time.n, nominator)

    def failed_curse(self, w, day, nominator):
        """The nominator was cursed last night by a Witch who still has her ability
        (and 4 or more live) but the curse did not work: she was droisoned."""
        made = w.memo.get(("witch", day))
        if made is None:
            return
        then, now = w.memo[("witch_holders", day)], self.holders(w)
        lost = all_of([w.alive_count_at_least(4), negate(self.curse_now(w, day, nominator))])
        for p in range(w.n):
            w.abnormal(p, all_of([then[p], now[p], made.of(p)[nominator], lost]))

RULE = Witch()
