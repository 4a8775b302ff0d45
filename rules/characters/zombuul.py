"""Zombuul: "Each night*, if no-one died today, choose a player: they die. The
1st time you die, you live but register as dead."

Rulings (official wiki, Zombuul page): each night but the first, the Zombuul
wakes and attacks (a Demon kill) only if nobody died during the day before;
an execution of an already dead player is no death, but the Zombuul's own
apparent death is. The first time a sober and healthy Zombuul would die, by
any cause, it stays alive but registers as dead: the case shows it dying, it
counts as dead for every ability (no alive neighbour, no vote), yet it keeps
attacking, the game goes on, and it counts as living for "two players left".
Its apparent death is not the Demon dying (no Scarlet Woman, no Mastermind).
Executed while registering dead, it dies for real. A drunk or poisoned
Zombuul that dies, dies for real.

Official jinx (Summoner): "A Zombuul summoned into a dead player has already
died once": a dead player the Summoner makes the Zombuul lives on
registering as dead, as after its first death (it attacks that night and
the game goes on); executed, it dies for real. Nothing else about it changes.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const, negate
from rules.demonkill import before_attack, choose_target, note_failure


class Zombuul(Rule):
    id = "zombuul"
    ability = ("Each night*, if no-one died today, choose a player: they die. "
               "The 1st time you die, you live but register as dead.")
    payload = Player()
    payload_doc = "P: the player attacked (on a night after a day with no death)"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True
    jinxes = ("summoner",)

    def unseen(self, w, state):
        """Per seat: alive but registering as dead."""
        return state.marks.get("zombuul_unseen", [FALSE] * w.n)

    def alive_unseen(self, w, seat, state):
        return all_of([self.unseen(w, state)[seat], w.is_(seat, self.id, state)])

    def on_demon_enters(self, w, who):
        """Jinx (Summoner): a dead player summoned as the Zombuul has died once."""
        if not w.jinxed(self.id, "summoner"):
            return
        st = w.state
        dead = [all_of([x, negate(st.alive[s]), w.is_(s, self.id)]) for s, x in enumerate(who)]
        if all(is_const(x, False) for x in dead):
            return
        w.mark("zombuul_unseen", [any_of([u, d]) for u, d in zip(self.unseen(w, st), dead)])
        died = st.marks.get("zombuul_died", [FALSE] * w.n)
        w.mark("zombuul_died", [any_of([x, d]) for x, d in zip(died, dead)])

    keeps_teams = ("demon",)
    keeps_chars = ("zombuul",)

    def keeps_ability(self, w, seat, state):
        return self.alive_unseen(w, seat, state)

    def on_death(self, w, dying):
        if w.step.time.kind != "day":
            return
        key = ("zombuul_day_death", w.step.time.n)
        w.memo[key] = any_of([w.memo.get(key, FALSE)] + list(dying))

    def apparent_death(self, w, dying):
        st = w.state
        died_once = st.marks.get("zombuul_died", [FALSE] * w.n)
        out = []
        for s in range(w.n):
            if is_const(w.is_(s, self.id), False) or is_const(dying[s], False):
                out.append(FALSE)
                continue
            out.append(all_of([dying[s], w.functioning(s, self.id), negate(died_once[s])]))
        if any(not is_const(x, False) for x in out):
            w.mark("zombuul_unseen", [any_of([u, o]) for u, o in zip(self.unseen(w, st), out)])
            hit = [all_of([dying[s], w.is_(s, self.id)]) for s in range(w.n)]
            w.mark("zombuul_died", [any_of([d, x]) for d, x in zip(died_once, hit)])
        return out

    def on_execution(self, w, seat, died):
        """Executed while registering dead: the Zombuul dies for real."""
        unseen = self.unseen(w, w.state)
        if not is_const(unseen[seat], False):
            w.mark("zombuul_unseen", [FALSE if s == seat else u for s, u in enumerate(unseen)])

    def quiet_day(self, w, night):
        return negate(w.memo.get(("zombuul_day_death", night - 1), FALSE))

    def wakes(self, w, seat, step):
        return all_of([w.ability_alive(seat), self.quiet_day(w, step.time.n)])

    def act(self, w, step):
        n = step.time.n
        target = choose_target(w, f"zombuul_n{n}")
        w.memo[("zombuul", n)] = target
        awake = [all_of([w.ability_alive(s), w.is_(s, self.id), negate(w.kept_asleep(s)),
                         self.quiet_day(w, n)]) for s in range(w.n)]
        w.chosen(awake, target)
        attacker = any_of([all_of([w.ability_alive(s), w.functioning(s, self.id),
                                   negate(w.kept_asleep(s))]) for s in range(w.n)])
        alive, _, working, safe = before_attack(w, self.id)
        dies = w.demon_attack(all_of([attacker, self.quiet_day(w, n)]), target)
        note_failure(w, self.id, target, dies, (alive, awake, working, safe))

    def choice(self, w, seat, payload, step):
        return all_of([self.quiet_day(w, step.time.n),
                       w.memo[("zombuul", step.time.n)][w.seat(payload)]])


RULE = Zombuul()
