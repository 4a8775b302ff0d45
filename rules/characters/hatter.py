"""Hatter: "If you died today or tonight, the Minion & Demon players may choose
new Minion & Demon characters to be."

On a night after the Hatter died (by day, or that night before the
Hatter's place in the night order), at that place each Minion player may
become another Minion character of the script and each Demon player another
Demon character, or stay as they are: their choices, left open (a Hatter
drunk or poisoned at its death is allowed the tea party too, since every
choice may be to stay). No character is then held by two players. Those
who change are woken by the Hatter's ability, not their own (who woke
tonight does not count them); the Hatter itself does not wake.

A player given the ability (a Hermit, a Cannibal who ate the Hatter, a
Boffin's Demon) throws the same tea party at their death.

Official jinx (Legion): "A Legion that is created makes every evil player
Legion. With Legion in play, the Hatter has no ability": no tea party while
a Legion is in play; a Demon player who chooses Legion at one turns every
evil player but Travellers into Legion at once.

Not encoded: the Lil' Monsta jinx ("If the Hatter dies and the Demon picks
Lil' Monsta, it also picks a Minion to become"): Lil' Monsta would enter
play mid-game, and whether it is in play is a setup choice here
(`World.unseated`); no player ever becomes it.

Official jinx (Leviathan): "The Leviathan cannot enter play after day 5":
from night 6 on nobody becomes the Leviathan at the tea party.

Left open: which characters they choose, and whether they change at all.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_most, implies, is_const, negate

LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5


class Hatter(Rule):
    id = "hatter"
    ability = ("If you died today or tonight, the Minion & Demon players may choose new "
               "Minion & Demon characters to be.")
    constrains = ("after its death, at its place that night, each Minion and Demon player may "
                  "become another Minion or Demon of the script (which, or none, is open); no "
                  "character is held twice")
    wakes_on = "other"
    jinxes = ("legion", "leviathan")

    def wakes(self, w, seat, step):
        """The Minions and Demons wake, not the Hatter."""
        return FALSE

    def on_death(self, w, dying):
        died = any_of([all_of([d, any_of([w.is_(s, self.id), w.granted(s, self.id)])])
                       for s, d in enumerate(dying) if w.may_hold(s, self.id)])
        if is_const(died, False):
            return
        t = w.step.time
        key = ("hatter_died", t.n + 1 if t.kind == "day" else t.n)
        w.memo[key] = any_of([w.memo.get(key, FALSE), died])

    def act(self, w, step):
        n = step.time.n
        party = w.memo.get(("hatter_died", n))
        if party is None:
            return
        legion = w.jinxed(self.id, "legion")
        if legion:
            party = all_of([party, negate(w.in_play("legion"))])
        changes = []
        for team in ("minion", "demon"):
            # A Demon that no player holds (`World.unseated`: Lil' Monsta) is no
            # player's to become (its jinx, a Minion with the token, is not encoded).
            chars = [c for c in w.script if w.team(c) == team and c not in w.unseated
                     and not (c == "leviathan" and n > LEVIATHAN_DAYS
                              and w.jinxed(self.id, "leviathan"))]
            for s in range(w.n):
                member = w.is_team(s, team)
                if is_const(member, False):
                    continue
                picks = {c: w.fresh(f"hatter_n{n}_{s}_{c}") for c in chars}
                w.add(at_most(list(picks.values()), 1))
                for c, p in picks.items():
                    w.add(implies(p, all_of([party, member, negate(w.is_(s, c))])))
                    changes.append((s, c, p))
        for c in dict.fromkeys(c for _, c, _ in changes):
            w.become([any_of([p for s2, c2, p in changes if s2 == s and c2 == c])
                      for s in range(w.n)], c)
        for c in dict.fromkeys(c for _, c, _ in changes):
            chose = any_of([p for _, c2, p in changes if c2 == c])
            w.add(implies(chose, at_most([w.is_(s, c) for s in range(w.n)], 1)))
        if legion:
            made = any_of([p for _, c, p in changes if c == "legion"])
            w.become([FALSE if s in w.travellers else all_of([made, w.state.evil[s]])
                      for s in range(w.n)], "legion")


RULE = Hatter()
