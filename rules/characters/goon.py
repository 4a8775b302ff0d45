"""Goon: "Each night, the 1st player to choose you with their ability is drunk
until dusk. You become their alignment."

Rulings (official wiki, Goon page): each night, the first player who wakes
and chooses the Goon with their own ability becomes drunk at once, until
dusk, so that ability does not work tonight nor the next day; the Goon takes
that player's alignment. Later choices of the Goon the same night work as
normal. A choice the Storyteller makes (Grandmother, Mayor) does not count.
The Goon's ability works only while the Goon is alive, sober and healthy;
the chooser's own droisoning does not matter. The first choice counts as the
first even if the Goon was then drunk or poisoned.
Choices seen: every night ability's choice of a player, announced with
World.chosen before the ability takes effect (so a chooser made drunk has no
effect that night: a Poisoner's poison, a Witch's curse, a Demon's attack, a
Fortune Teller's or Dreamer's reading...); a choice only a report says (the
Fortune Teller's, Dreamer's, Seamstress's, Village Idiot's, Butler's) is made
with World.own_choices, and only while a rule reacts to choices. Not seen: a
Drunk or Lunatic who only believes they have the ability (no ability to
choose with); choices of characters (Philosopher, Courtier); the Professor's
(dead players only); choices made with another's ability (the Demon's swap
for a dead Barber, the Minions' babysitter for Lil' Monsta), the Kazali's
choice of Minions at setup, and the day's choices (the Moonchild's).
A player given the ability (a Hermit, a Philosopher, a Cannibal) makes
their first chooser drunk as the Goon does.

Official jinxes: Boffin, "If the Demon has the Goon ability, they can't turn
good due to this ability"; Pit-Hag, "If the Pit-Hag turns an evil player
into the Goon, they can't turn good due to their own ability": such a Goon
chosen by a good player stays evil (the chooser is still drunk).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, if_then_else, is_const, negate
from engine.world import Effect
from rules.staysevil import stays_evil


class Goon(Rule):
    id = "goon"
    jinxes = ("boffin",)
    ability = ("Each night, the 1st player to choose you with their ability is drunk "
               "until dusk. You become their alignment.")

    def on_chosen(self, w, chooser, target):
        if w.step.time.kind != "night":
            return
        n = w.step.time.n
        night, taken = w.state.marks.get("goon_taken", (0, None))
        if night != n or taken is None:
            taken = [FALSE] * w.n
        someone = any_of(chooser)
        hits = []
        for g in range(w.n):
            if not w.may_hold(g, self.id) or is_const(target[g], False):
                hits.append(FALSE)
                continue
            hits.append(all_of([someone, target[g], negate(taken[g]), w.ability_alive(g),
                                w.functioning(g, self.id)]))
        if all(is_const(h, False) for h in hits):
            return
        w.mark("goon_taken", (n, [any_of([t, all_of([someone, x])])
                                  for t, x in zip(taken, target)]))
        hit = any_of(hits)
        side = any_of([all_of([c, w.state.evil[p]]) for p, c in enumerate(chooser)])
        # The jinxes (Boffin, Pit-Hag): one who stays evil takes only an evil side.
        w.update(evil=[if_then_else(h, any_of([side, all_of([stays_evil(w, g, self.id), e])]), e)
                       if not is_const(h, False) else e
                       for g, (h, e) in enumerate(zip(hits, w.state.evil))])
        drunk = [all_of([hit, c]) for c in chooser]
        w.add_effect(Effect("drunk", hits, drunk, holder=None, until=n))


RULE = Goon()
