"""Lleech: "Each night*, choose a player: they die. You start by choosing a
player: they are poisoned. You die if & only if they are dead."

Rulings (almanac, seed 004): "On the first night, the Lleech chooses a player,
who is poisoned for the rest of the game" (any player, itself too: "They point
at any player"). "If this player is alive, the Lleech cannot die": not by
execution ("the Storyteller tells the group that the player lives"), a
Demon's attack or another ability's kill. "If the player that the Lleech chose
dies, the Lleech dies as well ... good still wins, because the Demon is dead."
"From the second night onwards, players that the Lleech attacks die but are
not poisoned." "If a Lleech is created mid-game, they poison a player that
night. They must choose an alive player": at its first Lleech step (one made
at or after that step in a night, the next night), where, being the Lleech on
a later night, it attacks as well (it may attack a dead player, so that is no
extra death).

When the host dies the Lleech's death comes with it: the text does not say
whether at the same moment (a Scarlet Woman then counts the living before
both deaths, as seed 004's notes say the rules as written do) or just after
(the host already dead: seed 004's author's house rule, which ends the game at
final five). Both are the Storyteller's; the rules `lleech_dies_after_host`
and `lleech_dies_with_host` keep one.

A drunk or poisoned Lleech poisons nobody with its choice (the host is still
the player it chose), kills nobody, can die, and does not die with its host.
Not modelled: a Lleech droisoned when its host died that dies later on
sobering up (the text is silent; it lives on here). Official jinx (Slayer):
"If the Slayer shoots the Lleech's host, the host dies" (the host counts as
the Demon to the Slayer's shot; the Lleech then dies with it). A shooter
with the Slayer's ability by a grant (a Philosopher) is under the jinx or
not, either reading (`World.jinx_applies`).

Official jinx (Mastermind): "If the Mastermind is alive and the Lleech's host
is executed, the Lleech does not die, but loses their ability": a working
Lleech whose host dies by execution while a Mastermind lives does not die
with it, and has no ability from then on (it stays the Demon; it kills
nobody and may die). A host who is the Mastermind is alive as executed or
not, either reading.

Payload (as `you`): the player chosen: the host on its first night, else the
player attacked.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, is_const, negate
from engine.world import Effect, State, World
from rules.demonkill import nightly_kill, own_choice


class Lleech(Rule):
    id = "lleech"
    jinxes = ("slayer", "mastermind")
    ability = ("Each night*, choose a player: they die. You start by choosing a player: "
               "they are poisoned. You die if & only if they are dead.")
    payload = Player()
    payload_doc = "P: the player chosen (the host on its first night, else attacked)"
    is_choice = True
    wakes_on = "each"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        hosts = dict(self.hosts(w, w.state))
        chose = {}
        for d in range(w.n):
            if is_const(w.is_(d, self.id), False):
                continue
            st = w.state
            # Its first turn as the Lleech: it has no host yet.
            no_host = negate(any_of(hosts.get(d, [FALSE])))
            first = all_of([st.alive[d], w.is_(d, self.id), no_host, negate(w.kept_asleep(d))])
            if is_const(first, False):
                continue
            pick = w.choose(f"lleech{d}_host_n{n}", None if n == 1 else st.alive, optional=True)
            w.add(any_of(pick) == first)
            w.chosen([first if s == d else FALSE for s in range(w.n)], pick)
            working = w.functioning(d, self.id)
            origin = [TRUE if s == d else FALSE for s in range(w.n)]
            w.add_effect(Effect("poisoned", origin, [all_of([working, p]) for p in pick],
                                holder=self.id, until=None))
            old = hosts.get(d, [FALSE] * w.n)
            hosts[d] = [any_of([o, p]) for o, p in zip(old, pick)]
            chose[d] = pick
        w.mark("lleech_hosts", hosts)
        w.memo[("lleech_host", n)] = chose
        if n > 1:
            nightly_kill(w, self.id, step)

    def choice(self, w, seat, payload, step):
        picked = w.memo[("lleech_host", step.time.n)].get(seat)
        made = w.memo.get((self.id, step.time.n))
        p = w.seat(payload)
        attacked = own_choice(made, seat, p) if made else None
        if picked is None:
            return attacked if attacked is not None else FALSE
        if attacked is None:
            return picked[p]
        return any_of([picked[p], all_of([negate(any_of(picked)), attacked])])

    @staticmethod
    def hosts(w: World, st: State) -> dict[int, list]:
        """Lleech seat -> its host (one-hot), as chosen so far."""
        return st.marks.get("lleech_hosts", {})

    def tied(self, w: World, seat: int, st: State) -> list:
        """Per seat: the host of a working Lleech in `seat`."""
        host = self.hosts(w, st).get(seat)
        if host is None:
            return [FALSE] * w.n
        working = all_of([st.alive[seat], w.functioning(seat, self.id, st)])
        return [all_of([working, h]) for h in host]

    def immortal(self, w: World, seat: int) -> object:
        st = w.state
        return any_of([all_of([h, st.alive[s]]) for s, h in enumerate(self.tied(w, seat, st))])

    def cannot_die(self, w, seat, cause):
        return self.immortal(w, seat)

    def safe_from_demon(self, w, seat):
        return self.immortal(w, seat)

    def linked_deaths(self, w, dying):
        st = w.state
        dies = [FALSE] * w.n
        for d in self.hosts(w, st):
            tied = self.tied(w, d, st)
            dies[d] = any_of([all_of([t, x]) for t, x in zip(tied, dying)])
        if all(is_const(x, False) for x in dies):
            return [FALSE] * w.n, [FALSE] * w.n
        flags = w.rule_flags
        if flags.get("lleech_dies_after_host"):
            together = FALSE
        elif flags.get("lleech_dies_with_host"):
            together = TRUE
        else:
            together = w.fresh("lleech_dies_with_host")
        return ([all_of([x, together]) for x in dies],
                [all_of([x, negate(together)]) for x in dies])

    def on_execution(self, w, seat, died):
        """The Mastermind jinx: the Lleech tied to the executed host lives on,
        without its ability."""
        st = w.state
        if not w.jinxed(self.id, "mastermind") or not self.hosts(w, st):
            return
        others = [all_of([st.alive[p], w.is_(p, "mastermind", st)]) for p in range(w.n)
                  if p != seat]
        itself = all_of([w.is_(seat, "mastermind", st),
                         w.free_choice(f"lleech_mastermind_host_alive_{seat}")])
        mastermind = any_of(others + [itself])
        spared = [FALSE] * w.n
        for d in self.hosts(w, st):
            spared[d] = all_of([died, mastermind, self.tied(w, d, st)[seat]])
        if all(is_const(x, False) for x in spared):
            return
        w.add_effect(Effect("no_ability", [TRUE] * w.n, spared, holder=None, until=None))

    def counts_as_demon_for(self, w, seat, ability, state, by=None):
        """The jinx names the Slayer: a shooter who holds its ability by a grant
        (a Philosopher's) may or may not be under it (`World.jinx_applies`)."""
        if ability != "slayer":
            return FALSE
        host = any_of([self.tied_host(w, d, state)[seat] for d in self.hosts(w, state)])
        return host if by is None else all_of([host, w.jinx_applies(by, ability, state)])

    def tied_host(self, w: World, d: int, st: State) -> list:
        """Per seat: the host of a living Lleech in seat `d` (working or not)."""
        alive = all_of([st.alive[d], w.is_(d, self.id, st)])
        return [all_of([alive, h]) for h in self.hosts(w, st)[d]]


RULE = Lleech()
