"""Lil' Monsta: "Each night, Minions choose who babysits Lil' Monsta & "is the
Demon". Each night*, a player might die. [+1 Minion]"

Rulings (almanac, seed 000): "Lil' Monsta isn't a player": no seat holds it;
it is in play or not (a Storyteller's setup choice, where the case lets it go
unclaimed), and in play it makes one more Minion and no Demon player ("remove
Lil' Monsta and add a Minion token"). Each night, night 1 too, the Minions
(or the Storyteller, if they do not agree) pick any player as the babysitter:
"The player with the Lil' Monsta token 'is the Demon'. Good wins if they die.
They register as a Demon for characters like the Fortune Teller etc." A good
babysitter stays good and a Minion keeps its ability; "A dead player
babysitting Lil' Monsta ends the game". Until the first babysitter is
picked on night 1 there is no Demon, and the game goes on. "Each night*, a
player might die": the Storyteller's choice of at most one player, made
whatever happens to anyone ("can't be drunk or poisoned"). Whether that death
is a Demon's attack (stopped by protection from the Demon, and counted as the
Demon's kill) the text does not say: either, the Storyteller's reading each
night; as a plain death, a player who cannot die now does not.

Official jinxes: Scarlet Woman, "If Lil' Monsta dies while 5+ players are
alive, the Scarlet Woman becomes the permanent babysitter" (a working, living
Scarlet Woman, counting the living before the babysitter's death; she then
babysits every night); Marionette, the Marionette sits next to the first
babysitter (see the Marionette). The Summoner cannot make a Lil' Monsta,
which is no player; Magician, the Storyteller picks the babysitter while the
Magician lives, which is any Minion as before (no world changes); Psychopath
and Vizier, a babysitting one dies when executed (see them); Poppy Grower,
"While Lil' Monsta and the Poppy Grower are alive, the Minions wake one at a
time until one takes the Lil' Monsta token": while a Poppy Grower lives, the
babysitter picked is a Minion (by character; any player if no Minion lives,
the Storyteller deciding as when the Minions cannot agree).
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate
from engine.world import World
from rules.demonkill import before_attack, note_failure

SITTER = "lilmonsta_sitter"
KEPT = "lilmonsta_permanent"


class LilMonsta(Rule):
    id = "lilmonsta"
    jinxes = ("scarletwoman", "marionette", "poppygrower")
    ability = ("Each night, Minions choose who babysits Lil' Monsta & \"is the Demon\". "
               "Each night*, a player might die. [+1 Minion]")
    wakes_on = "each"
    kills_at_night = True

    def setup(self, w):
        for s in range(w.n):
            w.add(negate(w.start[s][self.id]))  # not a player
        on = w.fresh("lilmonsta_in_play") if w.case.may_be_in_play(self.id) else FALSE
        w.unseated[self.id] = on
        w.modify_counts(on, demon=-1, minion=+1)

    def wakes(self, w, seat, step):
        return FALSE  # no player holds it; the Minions wake for it

    def on(self, w: World):
        return w.unseated.get(self.id, FALSE)

    def act(self, w, step):
        on = self.on(w)
        if is_const(on, False):
            return
        n = step.time.n
        sitter = w.choose(f"lilmonsta_sitter_n{n}", optional=True)
        w.add(any_of(sitter) == on)
        self.one_at_a_time(w, sitter)
        kept = w.state.marks.get(KEPT)
        if kept is not None:  # the Scarlet Woman babysits for good
            for s in range(w.n):
                w.add(implies(any_of(kept), sitter[s] == kept[s]))
        w.mark(SITTER, sitter)
        w.demon_enters(sitter)
        if n == 1:
            return
        victim = [all_of([on, v]) for v in w.choose(f"lilmonsta_kill_n{n}", optional=True)]
        attack = w.fresh(f"lilmonsta_attack_n{n}")
        alive, _, _, safe = before_attack(w, self.id)
        dies = w.demon_attack(attack, victim)
        sitting = [all_of([attack, x]) for x in sitter]  # a blocked kill may count
        note_failure(w, self.id, victim, dies, (alive, sitting, sitting, safe))
        w.kill([all_of([negate(attack), v, negate(w.cannot_die(s, "ability"))])
                for s, v in enumerate(victim)])

    def one_at_a_time(self, w, sitter) -> None:
        """Jinx (Poppy Grower): while a Poppy Grower lives, a Minion takes the
        token (one of them must: they wake until one does)."""
        if not w.jinxed(self.id, "poppygrower"):
            return
        st = w.state
        poppy = any_of([all_of([st.alive[s], w.is_(s, "poppygrower")]) for s in range(w.n)])
        minion = [w.is_team(s, "minion") for s in range(w.n)]
        living = any_of([all_of([st.alive[s], m]) for s, m in enumerate(minion)])
        for s, x in enumerate(sitter):
            w.add(implies(all_of([poppy, living, x]), minion[s]))

    def is_the_demon(self, w, seat, state):
        sitter = state.marks.get(SITTER)
        return FALSE if sitter is None else sitter[seat]

    def goes_on_without_demon(self, w):
        return FALSE if SITTER in w.state.marks else self.on(w)

    def on_death(self, w, dying):
        """Jinx (Scarlet Woman): the babysitter dies with 5 or more alive."""
        sitter = w.state.marks.get(SITTER)
        sw = w.rules.get("scarletwoman")
        if sitter is None or sw is None:
            return
        st = w.state
        dies = any_of([all_of([s, d]) for s, d in zip(sitter, dying)])
        five = w.alive_count_at_least(5)
        caught = [all_of([dies, five, st.alive[s], negate(dying[s]), w.functioning(s, sw.id)])
                  for s in range(w.n)]
        if all(is_const(c, False) for c in caught):
            return
        taken = any_of(caught)
        w.mark(SITTER, [any_of([c, all_of([negate(taken), x])]) for c, x in zip(caught, sitter)])
        old = st.marks.get(KEPT, [FALSE] * w.n)
        w.mark(KEPT, [any_of([o, c]) for o, c in zip(old, caught)])


RULE = LilMonsta()
