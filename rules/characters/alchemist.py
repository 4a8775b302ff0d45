"""Alchemist: "You have a Minion ability. When using this, the Storyteller may
prompt you to choose differently."

At setup the Storyteller picks, for an Alchemist, a Minion on the script that
is not in play (the night sheet shows "a Minion token"; the reminder says
"Is the Alchemist"); on the first night a working Alchemist is shown it
(`{night: 1, alchemist: poisoner}`). The Alchemist has that Minion's ability
from the start, all game, as a granted ability: it works while the
Alchemist is sober and healthy, and the Alchemist stays a good Townsfolk.
Its choices are reported keyed by that ability (`{night: 2, poisoner: P}`);
the Storyteller's prompt to choose differently only changes which choice is
the final one, which is the one reported. One who gains the ability later
(a Philosopher's choice, a Cannibal's meal) has a Minion ability of its own
while it holds the Alchemist's: a Minion on the script not in play (at setup
or when it is first asked about), shown to it as to the Alchemist. The Minion is not in play: setup
counts a Minion's change to the bag (a Baron's) only when it is in play.

Official jinxes (in effect whenever both are on the script):
- Spy, Widow, Wraith, Marionette: "the Alchemist-X has no X ability & an X is
  in play". An Alchemist shown one of them is shown a Minion that IS in play
  (the Storyteller's pick at setup), and holds no ability from it. Left open:
  the public guess (after each execution a living Alchemist-Spy, -Widow or
  -Wraith may publicly guess a living player as that Minion; a right guess
  makes the Demon choose that player that night). The case format has no form
  for that guess yet; without it the solver only keeps more worlds (the guess
  constrains the Demon's choice, it frees nothing).
- Organ Grinder: "If the Alchemist has the Organ Grinder ability, the Organ
  Grinder is in play. If both are sober, both are drunk." The Alchemist keeps
  the ability (and its nightly choice to be drunk); while it and the Organ
  Grinder are both sober, both are drunk (so neither's works unless the other
  is drunk or poisoned otherwise; a drunk Alchemist's first-night information
  may be false). "Sober" may mean not drunk (a poisoned player still counts)
  or sober and healthy: the Storyteller's reading, either, for the whole game.
  The text names no condition on being alive: read as written.
- Boffin: "If the Alchemist has the Boffin ability, the Alchemist does not
  learn what ability the Demon has." What a Boffin learns is not reported, so
  no world changes. The Alchemist-Boffin's ability itself works as the
  Boffin's (boffin.py: the Demon holds a not-in-play good character's ability
  while the Alchemist is sober and healthy).
- Mastermind: "the Alchemist-Mastermind has no Mastermind ability & the
  Mastermind is not in play": the pick stays a not-in-play Minion, and holds
  no ability.
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    at_most,
    exactly_one,
    if_then_else,
    implies,
    is_const,
    negate,
)
from engine.world import DISABLING, Effect

# Jinxed Minions an Alchemist is shown while one is in play, and those whose
# ability the Alchemist shown them does not hold.
SHOWN_IN_PLAY = ("marionette", "organgrinder", "spy", "widow", "wraith")
NO_ABILITY = ("marionette", "mastermind", "spy", "widow", "wraith")


class Alchemist(Rule):
    id = "alchemist"
    jinxes = ("boffin", "marionette", "mastermind", "organgrinder", "spy", "widow", "wraith")
    ability = ("You have a Minion ability. When using this, the Storyteller may prompt you "
               "to choose differently.")
    payload = Character()
    payload_doc = "character_id: the not-in-play Minion whose ability the Alchemist has"
    wakes_on = "first"
    grants_abilities = True

    def setup(self, w):
        picks = self.picks(w)
        if picks and self.shown_in_play(w, "organgrinder"):
            w.add_effect(Effect("drunk", [FALSE] * w.n, [FALSE] * w.n, holder=None, until=None,
                                compute=self.both_drunk))

    def picks(self, w):
        """Per seat that may start as the Alchemist, the Minion it holds: made at
        setup, or earlier by another rule's setup asking who holds an ability
        from the start (the Boffin's), whichever comes first."""
        picks = w.memo.get("alchemist_has")
        if picks is not None:
            return picks
        start = w.start_state
        minions = [c for c in w.script if w.team(c) == "minion"]
        picks = w.memo["alchemist_has"] = {}
        for s in range(w.n):
            here = w.is_(s, self.id, start)
            if is_const(here, False):
                continue
            pick = {c: w.fresh(f"alchemist_{s}_has_{c}") for c in minions}
            w.add(implies(here, exactly_one(list(pick.values())) if pick else FALSE))
            for c, p in pick.items():
                there = w.in_play(c, start)
                w.add(implies(p, there if self.shown_in_play(w, c) else negate(there)))
            picks[s] = pick
        return picks

    def both_drunk(self, w, st):
        """Per seat: drunk by the Organ Grinder jinx, being the Alchemist with
        the Organ Grinder's ability or the Organ Grinder while both are sober
        (read without this effect: computed effects skip themselves)."""
        picks = self.picks(w)
        alchemists = [all_of([w.is_(s, self.id, st), picks.get(s, {}).get("organgrinder", FALSE)])
                      for s in range(w.n)]
        grinders = [w.is_(s, "organgrinder", st) for s in range(w.n)]
        undrunk = w.free_choice("alchemist_organgrinder_sober_means_not_drunk")

        def sober(s):
            kinds = [negate(w.affected(k, s, st)) for k in DISABLING]
            return if_then_else(undrunk, negate(w.affected("drunk", s, st)), all_of(kinds))

        def some_sober(holders):
            return any_of([all_of([h, sober(s)]) for s, h in enumerate(holders)
                           if not is_const(h, False)])

        both = all_of([some_sober(alchemists), some_sober(grinders)])
        return [all_of([any_of([a, g]), both]) for a, g in zip(alchemists, grinders)]

    def info(self, w, seat, payload, step):
        """The starting Alchemist: the Minion picked at setup. One who gained the
        ability later (a Philosopher's choice): the Minion picked for it."""
        start = self.picks(w).get(seat, {}).get(payload, FALSE)
        if is_const(self.lent(w, seat, w.state), False):
            return start
        later = self.later(w, seat)
        return if_then_else(w.is_(seat, self.id, w.start_state), start,
                            later.get(payload, FALSE))

    def later(self, w, seat):
        """The Minion of a seat that may hold the Alchemist's ability without
        being the Alchemist (a Philosopher's choice, a Cannibal's meal), by
        character; made once, a Minion on the script not in play (in play for a
        jinx's), at setup or now, as the Storyteller picks it."""
        key = ("alchemist_later", seat)
        if key in w.memo:
            return w.memo[key]
        saved, w.current_label = w.current_label, None
        try:
            minions = [c for c in w.script if w.team(c) == "minion"]
            pick = {c: w.fresh(f"alchemist_later{seat}_has_{c}") for c in minions}
            fits = {}
            for c in pick:
                there = any_of([w.in_play(c, w.start_state), w.in_play(c)])
                gone = any_of([negate(w.in_play(c, w.start_state)), negate(w.in_play(c))])
                fits[c] = there if self.shown_in_play(w, c) else gone
                w.add(implies(pick[c], fits[c]))
            w.add(at_most(list(pick.values()), 1))
            w.add(implies(any_of(list(fits.values())), exactly_one(list(pick.values()))))
        finally:
            w.current_label = saved
        w.memo[key] = pick
        return pick

    def shown_in_play(self, w, char):
        """The jinx makes the Minion shown one that is in play."""
        return char in SHOWN_IN_PLAY and w.jinxed(self.id, char)

    def grants(self, w, seat, char, state):
        if char == self.id or w.team(char) != "minion" or \
                (char in NO_ABILITY and w.jinxed(self.id, char)):
            return FALSE
        pick = self.picks(w).get(seat, {}).get(char)
        own = FALSE if pick is None else all_of([w.is_(seat, self.id, state), pick])
        # One who holds the Alchemist's ability by another rule's grant (a
        # Philosopher's choice) has the Minion picked for it.
        lent = self.lent(w, seat, state)
        if is_const(lent, False):
            return own
        later = self.later(w, seat)
        return any_of([own, all_of([lent, negate(w.is_(seat, self.id, state)),
                                    later.get(char, FALSE)])])

    def lent(self, w, seat, state):
        """Another rule grants the seat the Alchemist's ability (a Philosopher's
        choice, a Cannibal's meal)."""
        return any_of([r.grants(w, seat, self.id, state) for r in w.granting if r is not self])


RULE = Alchemist()
