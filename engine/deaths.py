"""Deaths and what follows them: a Demon's attack, an ability's kill, an
execution and the nomination that may bring one, a resurrection, and whether
the game goes on.

A death passes through the rules in the order the texts give it: protection
(`safe_from_demon`, `cannot_die`), another dying instead, a once-per-game
escape, deaths tied to it, a Demon's death caught by another, then the rules
that watch deaths. The world keeps what the case's public record must match:
the executions of each day, the resurrections and Demon kills of each night,
and the deaths another's death brought by day.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from z3 import BoolRef

from engine.effects import Effects
from engine.terms import FALSE, TRUE, all_of, any_of, at_least, implies, is_const, negate
from facts.catalog import team

if TYPE_CHECKING:
    from caselang.case import Case, Event
    from engine.choices import Choices
    from engine.rule import Rule
    from engine.state import State


class Deaths(Effects):
    """Deaths, executions, resurrections and the game's end."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        self.executions: dict[int, list[tuple[int, BoolRef]]] = {}  # day -> (seat, died)
        # day -> the grimoire as each of its executions began (the executee's
        # character then, should they come back as another: `reincarnate`)
        self.executed_in: dict[int, list[State]] = {}
        # night -> per resurrection an ability may make (`revive`), per seat: it
        # brought that seat back to life.
        self.revivals: dict[int, list[list[BoolRef]]] = {}
        self.demon_kills: dict[int, list[BoolRef]] = {}  # night -> killed by a Demon
        # Seat -> it died today by a death another's death brought (`Rule.linked_deaths`):
        # by day, deaths are public, so the case must list it (encode_day closes it).
        self.day_linked: dict[int, BoolRef] = {}
        self.dusk_alive: list[BoolRef] = self.state.alive
        # The seats the case lists as dying during the current night (deaths are
        # public and complete): a death that may come at any moment needs no
        # variable for anyone else.
        self.night_deaths: set[int] = set()
        # (phase kind, n) -> per seat: it died and came back at once as a Traveller
        # in that phase (`reincarnate`); public, so the case lists each one.
        self.reincarnations: dict[tuple[str, int], list[BoolRef]] = {}

    # ---- protection and the Demon's attack -----------------------------------
    def cannot_die(self, seat: int, cause: str) -> BoolRef:
        """Some rule keeps the seat alive now against a death by `cause`:
        "execution", "exile" or "ability" (a non-Demon ability's kill; Demon attacks use
        `safe_from_demon`), or tonight's guard against any death does."""
        opts = [r.cannot_die(self, seat, cause) for r in self.hooks("cannot_die")]
        if self.step.time.kind == "night":
            opts += [all_of([g.target[seat], self._guarding(g)]) for g in self.state.guards
                     if g.any_death and not is_const(g.target[seat], False)]
        return any_of(opts)

    def safe_from_demon(self, seat: int) -> BoolRef:
        opts = [(self.state.protected or [FALSE] * self.n)[seat]]
        opts += [all_of([g.target[seat], self._guarding(g)]) for g in self.state.guards
                 if not is_const(g.target[seat], False)]
        opts += [r.safe_from_demon(self, seat) for r in self.hooks("safe_from_demon")]
        return any_of(opts)

    def demon_attack(self, attacker: BoolRef, target: list[BoolRef]) -> list[BoolRef]:
        """A working Demon attacks the one-hot `target`. Rules may redirect the
        attack (the Storyteller's choice); a dead or safe victim does not die.
        Returns who died."""
        victims = self.demon_victims(attacker, target)
        escaped = self.escape(victims, "demon")
        dies = [all_of([v, negate(e)]) for v, e in zip(victims, escaped)]
        self.record_demon_kill(dies)
        self.kill(dies, cause=None)
        return dies

    def demon_victims(self, attacker: BoolRef, target: list[BoolRef]) -> list[BoolRef]:
        """Who would die if the Demon attacked `target` now (after redirections and
        protection), without killing them (the caller decides what happens, e.g.
        a Demon that jumps to its victim)."""
        victim = target
        for r in self.rules.values():
            redirected = r.on_demon_attack(self, victim)
            if redirected is not None:
                victim = redirected
        return [all_of([attacker, victim[s], self.state.alive[s], negate(self.safe_from_demon(s))])
                for s in range(self.n)]

    def record_demon_kill(self, dies: list[BoolRef]) -> None:
        """These deaths tonight were a Demon's kill (demon_attack records its own;
        a Demon that kills otherwise calls this)."""
        night = self.step.time.n
        old = self.demon_kills.get(night, [FALSE] * self.n)
        self.demon_kills[night] = [any_of([a, b]) for a, b in zip(old, dies)]
        for r in self.rules.values():
            r.on_demon_kill(self, dies)

    def killed_by_demon(self, seat: int, night: int) -> BoolRef:
        """The seat died to a Demon's attack on this night (so far)."""
        return self.demon_kills.get(night, [FALSE] * self.n)[seat]

    def died_tonight(self, seat: int) -> BoolRef:
        """The seat died at some point tonight (during a night): alive at dusk and
        dead now or brought back to life since (`revive`: one revived later in
        the night "wakes later tonight if they normally would"), or brought back
        and dead again."""
        back = [b[seat] for b in self.back_tonight(self.step.time.n)]
        dead = negate(self.state.alive[seat])
        return any_of([all_of([self.dusk_alive[seat], any_of([dead, *back])]),
                       all_of([any_of(back), dead])])

    # ---- a death -------------------------------------------------------------
    def kill(self, dies: list[BoolRef], replace_demon: bool = True,
             cause: str | None = "ability", linked: bool = True) -> list[BoolRef]:
        """These seats die now (if alive). A dying Demon may be replaced (rules'
        on_demon_death), unless `replace_demon` is off (a Demon that jumps);
        returns, per seat, whether it caught a dying Demon. With a `cause`, rules
        may move a night death onto another player (`instead`) and let a seat
        escape the death (`escape`); a death by day is public, so it was not
        escaped. A seat that only appears to die (`Rule.apparent_death`)
        registers as dead from now on but is no dying Demon. Deaths these deaths
        bring (`Rule.linked_deaths`) happen with them or just after, unless
        `linked` is off (those deaths bring no more)."""
        st = self.state
        dying = [all_of([dies[s], st.alive[s]]) for s in range(self.n)]
        if all(is_const(d, False) for d in dying):
            return [FALSE] * self.n  # nobody dies: the state (and its memos) stay
        if cause is not None and self.step.time.kind == "night" and self.hooks("dies_instead"):
            dying = self.instead(dying, cause)
        if cause is not None and self.hooks("escapes_death"):
            escaped = self.escape(dying, cause)
            if self.step.time.kind == "day":
                for d, e in zip(dying, escaped):
                    self.add(negate(all_of([d, e])))
            dying = [all_of([d, negate(e)]) for d, e in zip(dying, escaped)]
        after = [FALSE] * self.n
        for r in self.hooks("linked_deaths") if linked else []:
            with_them, next_ = r.linked_deaths(self, dying)
            if self.step.time.kind == "day":
                for s, x in enumerate(with_them):
                    self.note_day_linked(s, all_of([x, st.alive[s], negate(dying[s])]))
            dying = [any_of([d, all_of([x, st.alive[s]])]) for s, (d, x)
                     in enumerate(zip(dying, with_them))]
            after = [any_of([a, x]) for a, x in zip(after, next_)]
        if self.step.time.kind == "day":
            for s, x in enumerate(after):
                self.note_day_linked(s, all_of([x, st.alive[s]]))
        apparent = [FALSE] * self.n
        for r in self.hooks("apparent_death"):
            apparent = [any_of([a, b]) for a, b in zip(apparent, r.apparent_death(self, dying))]
        caught_all = [FALSE] * self.n
        becomes: list[tuple[list[BoolRef], str]] = []
        for demon in [c for c in self.script if team(c) == "demon" and replace_demon]:
            dying_d = [all_of([dying[s], negate(apparent[s]), self.is_(s, demon)])
                       for s in range(self.n)]
            if all(is_const(x, False) for x in dying_d):
                continue
            for r in self.rules.values():
                caught = r.on_demon_death(self, dying_d, demon)
                if any(not is_const(x, False) for x in caught):
                    becomes.append((caught, demon))
                    caught_all = [any_of([a, b]) for a, b in zip(caught_all, caught)]
        if not all(is_const(x, False) for x in dying):
            for r in self.rules.values():
                r.on_death(self, dying)
        self.update(alive=[all_of([st.alive[s], negate(dying[s])]) for s in range(self.n)])
        for caught, demon in becomes:
            self.become(caught, demon)
        self.may_have_woken(caught_all)
        if self.hooks("reincarnates"):
            self.reincarnate([all_of([d, negate(a)]) for d, a in zip(dying, apparent)])
        if any(not is_const(x, False) for x in after):  # deaths just after these
            caught_all = [any_of([a, b]) for a, b in
                          zip(caught_all, self.kill(after, cause=None, linked=False))]
        return caught_all

    def note_day_linked(self, seat: int, died: BoolRef) -> None:
        if not is_const(died, False):
            self.day_linked[seat] = any_of([self.day_linked.get(seat, FALSE), died])

    def instead(self, dying: list[BoolRef], cause: str) -> list[BoolRef]:
        """At night, of the seats about to die from `cause`, those a rule keeps alive
        while another player dies in their place (`Rule.dies_instead`): who dies
        now. A substitute dies if alive and able to die by that cause (a dead or
        protected one: nobody dies); a death nothing can prevent (no `cause`)
        is never moved."""
        st = self.state
        for r in self.hooks("dies_instead"):
            got = r.dies_instead(self, dying, cause)
            if got is None:
                continue
            kept, subs = got
            dying = [any_of([all_of([d, negate(k)]),
                             all_of([x, st.alive[s], negate(self.cannot_die(s, cause))])])
                     for s, (d, k, x) in enumerate(zip(dying, kept, subs))]
        return dying

    def escape(self, dying: list[BoolRef], cause: str) -> list[BoolRef]:
        """Of the seats about to die from `cause` ("demon", "execution", "ability")
        with nothing else saving them, those a rule keeps alive after all (a
        once-per-game escape); the rule records its own use."""
        out = [FALSE] * self.n
        for r in self.hooks("escapes_death"):
            got = r.escapes_death(self, dying, cause)
            out = [any_of([a, b]) for a, b in zip(out, got)]
        return out

    def averted(self, seat: int, would: BoolRef, cause: str) -> BoolRef:
        """A death of `seat` by `cause` that an ability would bring now where `would`
        holds, and that the case shows did not happen: only a rule that keeps the
        seat alive (`cannot_die`) or a once-per-game escape (used up here) averts it."""
        saved = self.cannot_die(seat, cause)
        dying = [all_of([would, negate(saved)]) if s == seat else FALSE for s in range(self.n)]
        return any_of([saved, self.escape(dying, cause)[seat]])

    def revive(self, back: list[BoolRef]) -> None:
        """An ability's resurrection, now: each dead seat where `back` holds is
        alive again (later abilities tonight see them living). It is public at
        dawn, so the night's `revived` events must list exactly the seats some
        resurrection brought back (engine/encode.py `settle_revivals`)."""
        st = self.state
        back = [all_of([b, negate(st.alive[s])]) for s, b in enumerate(back)]
        if all(is_const(b, False) for b in back):
            return
        self.revivals.setdefault(self.step.time.n, []).append(back)
        self.update(alive=[any_of([a, b]) for a, b in zip(st.alive, back)])
        for r in self.hooks("on_revive"):
            r.on_revive(self, back)

    def may_die_tonight(self, seat: int) -> BoolRef:
        """A death of the seat at this moment of the night that the public record
        allows: a listed one, or one of a player dead at dusk whom a resurrection
        has brought back tonight (killed again, they are dead at dawn as before
        and no event shows it: docs/case-format.md, `revived`). FALSE (a
        constant) when neither can be, so a caller needs no variable."""
        if seat in self.night_deaths:
            return TRUE
        back = [b[seat] for b in self.revivals.get(self.step.time.n, [])
                if not is_const(b[seat], False)]
        if not back:
            return FALSE
        return all_of([negate(self.dusk_alive[seat]), any_of(back)])

    def back_since(self, earlier: Choices) -> list[BoolRef]:
        """Per seat: a resurrection brought it back after `earlier` was made (later
        that night, the next day, or tonight so far)."""
        since = self.revivals.get(earlier.night, [])[earlier.revivals_seen:]
        since += [b for n in range(earlier.night + 1, self.step.time.n + 1)
                  for b in self.revivals.get(n, [])]
        return [any_of([b[s] for b in since]) for s in range(self.n)]

    def revivals_made(self) -> int:
        return len(self.revivals.get(self.step.time.n, []))

    def back_tonight(self, night: int) -> list[list[BoolRef]]:
        """Per resurrection or reincarnation on this night, per seat: it brought
        that seat back to life (what the night's deaths are reconciled with)."""
        reborn = self.reincarnations.get(("night", night))
        return self.revivals.get(night, []) + ([reborn] if reborn else [])

    def reincarnate(self, died: list[BoolRef]) -> None:
        """The seats where `died` holds have just died (really, not only in
        appearance): those a rule brings back at once as a Traveller of the same
        alignment (`Rule.reincarnates`) are alive again now, as the Traveller the
        case's `reincarnated` event of this phase names, their old character and
        ability gone (a Demon among them has died: what follows a Demon's death
        has followed). A seat no event of this phase names does not come back."""
        back = [FALSE] * self.n
        for r in self.hooks("reincarnates"):
            back = [any_of([a, b]) for a, b in zip(back, r.reincarnates(self, died))]
        if all(is_const(b, False) for b in back):
            return
        t = self.step.time
        now = self.step.event.index if self.step.event is not None else -1
        named = {self.seat(e.subject): e.fields["as"] for e in self.case.events
                 if e.kind == "reincarnated" and e.time == t and e.index > now}
        for s, b in enumerate(back):
            if s not in named and not is_const(b, False):
                with self.tracked(f"{t}: {self.names[s]} was not reincarnated (none listed)"):
                    self.add(negate(b))
                back[s] = FALSE
        for char in dict.fromkeys(named.values()):
            self.become([b if named.get(s) == char else FALSE for s, b in enumerate(back)], char)
        st = self.state
        self.update(alive=[any_of([a, b]) for a, b in zip(st.alive, back)])
        old = self.reincarnations.get((t.kind, t.n), [FALSE] * self.n)
        self.reincarnations[(t.kind, t.n)] = [any_of([a, b]) for a, b in zip(old, back)]

    def reincarnation_listed(self, event: Event) -> None:
        """A `reincarnated` event: its player came back as a Traveller in this
        phase (by day, at a death earlier today; by night, during the night).
        Some rule that reincarnates must be in play."""
        if not self.hooks("reincarnates"):
            self.fail(event.where, "expected a character in play that brings dead players "
                                   "back as Travellers")
        t = event.time
        self.add(self.reincarnations.get((t.kind, t.n), [FALSE] * self.n)[self.seat(event.subject)])

    # ---- nominations and executions ------------------------------------------
    def nominate(self, nominee: int, nominator: int, event: Event, executed: bool,
                 died: bool = True) -> None:
        """A nomination: abilities of the nominee may execute the nominator on the spot
        (`executed` says whether that happened; `died`, whether that execution
        killed them)."""
        first = not any(
            e.index < event.index and e.nomination() is not None
            and e.nomination()[0] == event.subject for e in self.case.events)
        fires = any_of([r.on_nominated(self, nominee, nominator, first)
                        for r in self.rules.values()])
        if not executed:
            self.add(negate(fires))
            return
        self.add(fires)
        self.execute(nominator, died=died)

    def execute(self, seat: int, died: bool = True) -> None:
        """An execution: the player dies if alive (unless the case says they lived).
        There is normally one execution a day: a second needs a rule that allows
        it (`Rule.allows_another_execution`)."""
        if self.executions.get(self.step.time.n):
            self.add(any_of([r.allows_another_execution(self, seat)
                             for r in self.hooks("allows_another_execution")]))
        alive = self.state.alive[seat]
        saved = self.cannot_die(seat, "execution")
        would = [all_of([alive, negate(saved)]) if s == seat else FALSE for s in range(self.n)]
        escaped = self.escape(would, "execution")[seat]
        if died:
            dies = alive
            self.add(implies(alive, negate(any_of([saved, escaped]))))
        else:
            # Only a rule (a protection or a once-per-game escape) keeps an executed
            # player alive.
            self.add(implies(alive, any_of([saved, escaped])))
            dies = FALSE
        self.executions.setdefault(self.step.time.n, []).append((seat, dies))
        self.executed_in.setdefault(self.step.time.n, []).append(self.state)
        for r in self.rules.values():
            r.on_execution(self, seat, dies)
        self.kill([dies if s == seat else FALSE for s in range(self.n)], cause=None)

    # ---- the game's end ------------------------------------------------------
    def game_over(self, cond: BoolRef) -> None:
        """The game would end here if `cond` held. The game goes on to the end of the
        case, unless the case says it may have ended in its last phase."""
        if self.rule_flags.get("game_ended") and self.in_last_phase():
            return
        if self.current_label is not None:
            self.add(negate(cond))
        else:
            s = self.step
            when = f"{s.time}, after the {s.char}'s turn" if s.char else s.label
            with self.tracked(f"the game was still going at {when}"):
                self.add(negate(cond))

    def check_game_goes_on(self) -> None:
        """A Demon lives and more than two players do, unless this is the last phase."""
        demon_alive = any_of([all_of([self.really_alive(s), self.is_demon(s)])
                              for s in range(self.n)]
                             + [r.goes_on_without_demon(self) for r in self.rules.values()])
        # Travellers do not count toward the two players left alive (they "do not
        # count toward the number of alive players to see if evil wins").
        # A player from the bag who came back as a Traveller counts as one.
        living = [all_of([self.really_alive(s), negate(self.is_team(s, "traveller"))])
                  for s in self.bag_seats]
        suspended = any_of([r.suspends_game_end(self) for r in self.hooks("suspends_game_end")])
        self.game_over(all_of([negate(suspended), negate(demon_alive)]))
        self.game_over(all_of([negate(suspended), negate(at_least(living, 3))]))

    def really_alive(self, seat: int, state: State | None = None) -> BoolRef:
        """Alive, or registering as dead while alive (`Rule.alive_unseen`): what the
        game's own end conditions count."""
        st = state or self.state
        return any_of([st.alive[seat]] + [r.alive_unseen(self, seat, st)
                                          for r in self.hooks("alive_unseen")])
