"""Grandmother: "You start knowing a good player & their character. If the
Demon kills them, you die too."

At setup the Storyteller marks a grandchild: a good Townsfolk or Outsider
other than the Grandmother, as players register (a Spy "might register as
good & as a Townsfolk or Outsider", so a Spy may be the grandchild). On the
first night the Grandmother is shown the grandchild and their character (a
Recluse or Spy may register). If the Demon
kills the grandchild at night, the Grandmother, alive, sober and healthy,
dies too; other deaths of the grandchild (execution, non-Demon kills) do
not take her. Two players who start as the Grandmother (a Pope's duplicates)
each have their own grandchild, who may be the other Grandmother. For a
holder who gains the ability later (a Cannibal, a Philosopher, a new
character) the texts do not say whether the Storyteller picks it a grandchild
of its own or it shares the game's: either (`World.later_pick`); it is shown
the grandchild on its own first night with the ability (a Philosopher's
choice on a later night: "If this ability is used on the first night only,
they use it tonight"), at the Grandmother's place in that night.

Official jinxes (Leviathan, Riot; facts/data/jinxes.tsv): with that Demon in
play, evil wins if the grandchild is executed: the grandchild of a living
Grandmother whose ability works, executed while that Demon lives with its
ability working (the looser reading of "in play": a drunk or dead one ends
nothing), ends the game, so a case going on rules it out (an execution that
does not kill counts too). A Grandmother by a grant (a Philosopher) is under
the jinx or not, either reading (`World.jinx_applies`).
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import FALSE, all_of, any_of, is_const, negate
from rules.demonkill import attackers

JINXED = ("leviathan", "riot")


class Grandmother(Rule):
    id = "grandmother"
    jinxes = JINXED
    ability = ("You start knowing a good player & their character. "
               "If the Demon kills them, you die too.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the grandchild and their character"
    wakes_on = "each"  # woken on the first night; later steps only apply the death
    kills_at_night = True
    grimoire_choices = {"grandchild": "grandchild"}

    def setup(self, w):
        child = self.choose_grandchild(w, optional=True)
        w.add(any_of(child) == w.in_play(self.id, w.start_state))
        if w.duplicated_at_setup(self.id):
            self.own_grandchildren(w)

    def hypothetical_setup(self, w):
        self.choose_grandchild(w, optional=False)  # for a Grandmother nobody holds

    def choose_grandchild(self, w, optional):
        st = w.start_state
        chk = w.check()
        allowed = [all_of([negate(chk.evil(s)), negate(w.is_(s, self.id, st)),
                           any_of([chk.team(s, "townsfolk"), chk.team(s, "outsider")])])
                   for s in range(w.n)]
        child = w.choose("grandchild", allowed, optional=optional)
        w.memo["grandchild"] = child
        return child

    def own_grandchildren(self, w):
        """Where two players may start as the Grandmother (a Pope's
        duplicates), each starting holder is shown a grandchild of its own
        ("You start knowing a good player"), who may be the other
        Grandmother; the game's one serves a holder who gained it later."""
        st = w.start_state
        chk = w.check()
        good = [all_of([negate(chk.evil(s)),
                        any_of([chk.team(s, "townsfolk"), chk.team(s, "outsider")])])
                for s in range(w.n)]
        own = {}
        for q in range(w.n):
            if is_const(w.is_(q, self.id, st), False):
                continue
            own[q] = w.choose(f"grandchild_by{q}", [FALSE if s == q else good[s]
                                                    for s in range(w.n)], optional=True)
            w.add(any_of(own[q]) == w.is_(q, self.id, st))
        w.memo["grandchild_shared"] = shared = w.memo["grandchild"]
        w.memo["grandchild_own"] = own
        # The grimoire's grandchild (a Storyteller's `truth`, a likelihood's
        # count): a starting Grandmother's.
        w.memo["grandchild"] = [any_of([c[s] for c in own.values()]) if own else shared[s]
                                for s in range(w.n)]

    def grandchild(self, w, seat):
        """The grandchild of the seat's Grandmother ability: its own if it
        started as one of several, else the game's; for a holder who gained the
        ability later, its own or the game's (`World.later_pick`)."""
        game = w.memo.get("grandchild_shared", w.memo["grandchild"])
        starting = w.starting_pick(self.id, w.memo.get("grandchild_own", {}), game, seat)
        return w.later_pick(self.id, seat, starting, game,
                            lambda: self.later_grandchild(w, seat))

    def later_grandchild(self, w, seat):
        """A grandchild for a holder who gained the ability after setup: a good
        Townsfolk or Outsider other than that holder, as players register at
        setup or now (when the Storyteller picks it the texts do not say)."""
        def allowed(chk):
            return [all_of([negate(chk.evil(s)),
                            any_of([chk.team(s, "townsfolk"), chk.team(s, "outsider")])])
                    for s in range(w.n)]
        now = allowed(w.check())
        with at_state(w, w.start_state):
            then = allowed(w.check())
        return w.choose(f"grandchild_later{seat}",
                        [FALSE if s == seat else any_of([now[s], then[s]]) for s in range(w.n)])

    def on_execution(self, w, seat, died):
        """Jinx: the grandchild executed while a jinxed Demon is in play."""
        demons = [d for d in JINXED if w.jinxed(self.id, d)]
        if not demons:
            return
        st = w.state
        demon = any_of([all_of([st.alive[s], a]) for d in demons
                        for s, a in enumerate(attackers(w, d))])
        grans = [all_of([st.alive[g], w.functioning(g, self.id), w.jinx_applies(g, self.id),
                         self.grandchild(w, g)[seat]])
                 for g in range(w.n) if not is_const(w.has_ability(g, self.id), False)]
        w.game_over(all_of([demon, any_of(grans)]))

    def wakes(self, w, seat, step):
        """The first night; on a later night, only a holder who has the ability
        for the first time tonight (a Philosopher's choice: "If this ability is
        used on the first night only, they use it tonight")."""
        if step.time.n == 1:
            return w.state.alive[seat]
        return all_of([w.ability_alive(seat), w.new_ability(seat, self.id)])

    def info(self, w, seat, payload, step):
        p = w.seat(payload[0])
        return all_of([self.grandchild(w, seat)[p], w.check().char(p, payload[1])])

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        st = w.state
        demon_killed = [w.killed_by_demon(s, n) for s in range(w.n)]
        shared = w.memo.get("grandchild_shared", w.memo["grandchild"])
        killed_shared = any_of([all_of([c, k]) for c, k in zip(shared, demon_killed)])

        def killed(g):
            child = self.grandchild(w, g)
            if child is shared:
                return killed_shared
            return any_of([all_of([c, k]) for c, k in zip(child, demon_killed)])
        w.kill([all_of([killed(g), st.alive[g], w.functioning(g, self.id),
                        negate(w.cannot_die(g, "ability"))]) for g in range(w.n)])


RULE = Grandmother()
