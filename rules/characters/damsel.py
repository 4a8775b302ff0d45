"""Damsel: "All Minions know a Damsel is in play. If a Minion publicly guesses
you (once), your team loses."

Seed 004: "If a Minion guesses that you are the Damsel, and does so publicly
(so that all players know that they are a Minion), evil wins. No matter how
many Minions are in play, they only get one guess, total. If a Minion makes a
guess and is wrong, future guesses by this Minion or by other Minions don't
count. If the Demon pretends to be a Minion making a guess, that doesn't count
as a guess. ... Minions may make a guess at any time. If the Damsel dies, they
are no longer at risk of being guessed by a Minion, since the Damsel loses
their ability when dead."

A public guess is an event `{day: N, damsel: P, by: Q}`: Q publicly guessed
that P is the Damsel. It counts only if Q is a Minion (alive or dead: the text
asks only for a Minion) and no earlier guess counted; then, if P is the Damsel
(or a Hermit holding the Damsel's ability), alive (or dead with the ability
back: a Bone Collector's choice, until dusk), sober and healthy, the game ends
there ("your team loses", whichever team that is), so a case that goes on
after the guess rules that out. A counted guess uses up the one guess whatever
its outcome ("(once)"; a right guess that a drunk or poisoned Damsel survives
is also spent, the reading that constrains least). A guess by anyone else (a
Demon or a good player pretending) changes nothing. What the Minions are shown
on night 1 is evil information: no constraint. The Huntsman may turn the
Damsel into a not-in-play Townsfolk (its module).

Official jinxes (Spy, Widow): "If a Spy is or ever was in play, the Damsel is
poisoned" (the same for a Widow): from the first moment one of them is in
play, the Damsel is poisoned for the rest of the game; so is a Hermit on a
script with the Damsel (Hermit, seed 002: "If an Outsider has a jinx, that jinx
applies to the Hermit too"; `World.jinx_applies`).
"""

from __future__ import annotations

from caselang.case import PublicAction
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from engine.world import Effect

JINXED = ("spy", "widow")


class Damsel(Rule):
    id = "damsel"
    jinxes = JINXED
    public_action = PublicAction(keys=("by",), required=("by",), players=("by",))
    in_csp_fragment = True
    ability = ("All Minions know a Damsel is in play. If a Minion publicly guesses "
               "you (once), your team loses.")

    def setup(self, w):
        jinxed = [c for c in JINXED if c in w.script]
        if jinxed:
            w.add_effect(Effect("poisoned", [FALSE] * w.n, [FALSE] * w.n, holder=None,
                                until=None, compute=lambda w, st: self.jinx(w, st, jinxed)))

    def jinx(self, w, st, jinxed):
        """Per seat: the Damsel (or one its jinxes apply to), poisoned because a
        jinxed Minion is or ever was in play (in this state or any earlier one).
        Kept per state and timeline length."""
        return w.cached(("damsel_jinx", len(w.snapshots)),
                        lambda: self.compute_jinx(w, st, jinxed), st)

    def compute_jinx(self, w, st, jinxed):
        states = [w.start_state]
        for _, earlier in w.snapshots:
            if earlier is st:
                break
            states.append(earlier)
        ever = any_of([w.in_play(c, x) for x in states + [st] for c in jinxed])
        return [all_of([w.jinx_applies(s, self.id, st), ever]) for s in range(w.n)]

    def day_action(self, w, event):
        """`{day: N, damsel: P, by: Q}`: Q publicly guessed P as the Damsel."""
        guessed = w.seat(event.subject)
        guesser = w.seat(event.fields["by"])
        st = w.state
        used = st.marks.get("damsel_guess_used", FALSE)
        counts = all_of([w.is_team(guesser, "minion"), negate(used)])
        alive = w.ability_alive(guessed, st)
        w.game_over(all_of([counts, alive, w.functioning(guessed, self.id)]))
        w.failed_if_droisoned(guessed, self.id, all_of([counts, alive]))
        w.mark("damsel_guess_used", any_of([used, counts]))


RULE = Damsel()
