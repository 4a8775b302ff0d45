"""Reading the grimoire: who is what, who is the Demon, who is alive for their
ability, who is drunk, poisoned or without their ability, who has which
ability, and what each player believes they are.

Every rule's check asks these for every seat at every step, so the answers
that cost most (`affected`, `sober`, `ability_alive`, `believes_ability`) are
kept per state (`WorldCore._per_state`). A question about an earlier moment
passes that moment's `State`. Nothing here changes the state, except setup's
beliefs (`add_belief`), which are constraints on the starting grimoire.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from z3 import BoolRef

from engine.core import WorldCore
from engine.state import DISABLING, SOBERING, Effect, State, Step
from engine.terms import (
    FALSE,
    TRUE,
    all_of,
    any_of,
    at_least,
    at_most,
    implies,
    is_const,
    negate,
    pb_eq,
)
from facts.catalog import team

CUT = ("cut",)  # in `_skipped`: a value read inside a decision from the decisions' memo

if TYPE_CHECKING:
    from caselang.case import Case
    from engine.rule import Rule


class Status(WorldCore):
    """Characters, alignment, the living, sobriety and health, abilities, beliefs."""

    def __init__(self, case: Case, rules: dict[str, Rule], debug: bool = False) -> None:
        super().__init__(case, rules, debug)
        self._computing: set[int] = set()  # computed effects being evaluated
        self._deciding: set[tuple] = set()  # effects whose activity is being decided
        self._deciding_memo: dict[tuple[object, ...], tuple[object, BoolRef]] = {}
        self._skipped: list[tuple] = []  # decisions read as inactive, in order
        # (rule id, character) -> "this seat, holding that rule's character, believes
        # it is that character" (an Outsider shown a Townsfolk or a Demon token...)
        self.tokens: list[dict[tuple[str, str], BoolRef]] = [{} for _ in range(self.n)]
        self.unique_tokens: set[tuple[str, str]] = set()  # beliefs that are bag tokens
        # Who woke tonight for an ability they believe they hold, by night (what
        # some abilities count), recorded only when a rule reads it; see `woke`.
        self.tracks_woken = any(r.reads_woken for r in rules.values())
        self.woken: dict[int, list[BoolRef]] = {}
        # Per character, how many players an ability may so far have made it
        # beside a living holder (`Effects.become` with `beside`).
        self.second_holders: dict[str, int] = {}

    # ---- characters and alignment --------------------------------------------
    def is_(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        return (state or self.state).chars[seat].get(char, FALSE)

    def is_team(self, seat: int, team_id: str, state: State | None = None) -> BoolRef:
        st = state or self.state
        return any_of([v for c, v in st.chars[seat].items() if team(c) == team_id])

    def in_play(self, char: str, state: State | None = None) -> BoolRef:
        """Some player holds the character, or it is in play with no player
        holding it (`unseated`)."""
        return any_of([self.is_(s, char, state) for s in range(self.n)]
                      + [self.unseated.get(char, FALSE)])

    def rules_breakable(self) -> BoolRef:
        """Some rule in play at the start lets the Storyteller break the game's
        rules (`Rule.breaks_rules`), setup's included."""
        return any_of([self.in_play(r.id, self.start_state)
                       for r in self.rules.values() if r.breaks_rules])

    def setup_rules_kept(self) -> BoolRef:
        """No rule in play at the start lets the Storyteller break the game's
        rules (`Rule.breaks_rules`): a setup rule that adds a token holds."""
        return negate(self.rules_breakable())

    def is_demon(self, seat: int, state: State | None = None,
                 ability: str | None = None, by: int | None = None) -> BoolRef:
        """The seat is the Demon: it holds a Demon character, or a rule makes it
        the Demon without one (`Rule.is_the_demon`). `ability`: as that ability
        reads it, which a rule may widen for that ability alone
        (`Rule.counts_as_demon_for`, a jinx); `by`: the seat using it, if known."""
        st = state or self.state
        opts = [self.is_team(seat, "demon", st)]
        opts += [r.is_the_demon(self, seat, st) for r in self.hooks("is_the_demon")]
        if ability is not None:
            opts += [r.counts_as_demon_for(self, seat, ability, st, by)
                     for r in self.hooks("counts_as_demon_for")]
        return any_of(opts)

    def good(self, seat: int, state: State | None = None) -> BoolRef:
        return negate((state or self.state).evil[seat])

    def jinx_applies(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """A jinx that acts on `char` acts on this seat: it is `char`, or a rule
        makes `char`'s jinxes apply to it too (`Rule.shares_jinxes`: the Hermit's
        text says so), or it holds `char`'s ability by a grant (an Alchemist's
        Minion ability, an Apprentice's) and the jinx follows the ability: no
        text says whether it does, so either reading, per seat and character."""
        st = state or self.state
        shared = [r.shares_jinxes(self, seat, char, st) for r in self.hooks("shares_jinxes")]
        lent = self.granted(seat, char, st)
        if not is_const(lent, False):
            shared.append(all_of([lent, self.free_choice(f"jinxes_follow_{char}_to_{seat}")]))
        return any_of([self.is_(seat, char, st)] + shared)

    # ---- abilities, sobriety and health -------------------------------------
    def has_ability(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The seat has this character's ability: it is that character, or a rule
        grants it the ability (`Rule.grants`: every Outsider ability on the script,
        an ability chosen to gain) without making it that character."""
        st = state or self.state
        opts = [self.is_(seat, char, st)]
        opts += [r.grants(self, seat, char, st) for r in self.granting]
        return any_of(opts)

    def granted(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """A rule gave the seat `char`'s ability (working or not), without making it
        that character."""
        st = state or self.state
        return any_of([x for r in self.granting for x in (r.grants(self, seat, char, st),
                                                          r.grants_working(self, seat, char, st))])

    def may_gain(self, seat: int) -> bool:
        """The seat may come to hold abilities by a grant: it may start as a
        character whose rule grants them (what a rule that must make its
        holders' choices before the nights are encoded asks)."""
        return any(not is_const(self.start[seat].get(r.id, FALSE), False) for r in self.granting)

    def may_hold(self, seat: int, char: str, state: State | None = None) -> bool:
        """The seat may hold `char`'s ability now: it may be that character, or a
        rule may have granted it (a rule acting for holders skips only the others,
        so a gained ability acts as the real one does)."""
        st = state or self.state
        return not (is_const(self.is_(seat, char, st), False)
                    and is_const(self.granted(seat, char, st), False))

    def functioning(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The seat has this character's ability and it works right now (or a rule
        grants the ability working whatever the seat's own droisoning)."""
        st = state or self.state
        key = ("functioning", seat, char, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        held = self.has_ability(seat, char, st)
        # A seat that cannot hold the ability needs no sobriety read: that read
        # asks every effect's source, each through the granting rules.
        opts = [] if is_const(held, False) else [all_of([held, self.sober(seat, st)])]
        opts += [r.grants_working(self, seat, char, st) for r in self.granting]
        value = any_of(opts)
        self._keep(key, st, value, mark, outer)
        return value

    def per_state(self, name: str, compute: Callable[[], BoolRef],
                  state: State | None = None) -> BoolRef:
        """`compute()` once per state (and per computed effect being skipped), kept
        as the engine's own per-state values are (`_keep`): a value read inside a
        decision on an effect holds only for that decision. For a rule's term that
        every seat's every ability asks for (whether a granter's ability works)."""
        st = state or self.state
        key = ("per_state", name, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        value = compute()
        self._keep(key, st, value, mark, outer)
        return value

    def _recall(self, key: tuple[object, ...], st: object) -> BoolRef | None:
        """A per-state value read from the effects, if kept (see `_keep`)."""
        hit = self._per_state.get(key)
        if hit is None and self._deciding:
            hit = self._deciding_memo.get(key)
            if hit is not None and hit[0] is st:
                self._skipped.append(CUT)  # whoever reads it depends on a cut too
        return hit[1] if hit is not None and hit[0] is st else None  # type: ignore[return-value]

    def _keep(self, key: tuple[object, ...], st: object, value: BoolRef, mark: int,
              outer: frozenset) -> None:
        """Keep a value read from the effects. One that read as inactive an
        effect whose activity an outer call was deciding (`_effect_active`:
        it droisons nobody meanwhile), or read such a value back (`CUT`),
        holds only inside decisions: it is kept apart, so the plain value
        never inherits it (a Sailor drunk by their own choice read as sober,
        their effect decided through a Boffin's grant). The values kept apart
        serve every later decision on the same state, as they served the rest
        of the decision that made them: dropped after each decision, each
        effect's decision rebuilt the same terms for every seat (a Boffin with
        a Courtier and an Innkeeper: 47 effects, minutes per night)."""
        if outer and any(k is CUT or k in outer for k in self._skipped[mark:]):
            self._deciding_memo[key] = (st, value)
        else:
            self._per_state[key] = (st, value)

    def affected(self, kind: str, seat: int, state: State | None = None,
                 plain: bool = False) -> BoolRef:
        """Droisoned by some effect. `plain`: ignoring effects that pause while their
        source is droisoned (how such a source's own sobriety is read, so that
        two of them cannot depend on each other)."""
        st = state or self.state
        # Inside a computed effect that effect is skipped: a value depends on which.
        key = ("affected", kind, seat, plain, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        value = self._affected(kind, seat, st, plain)
        self._keep(key, st, value, mark, outer)
        return value

    def _affected(self, kind: str, seat: int, st: State, plain: bool) -> BoolRef:
        out = []
        for e in st.effects:
            if e.kind != kind or (plain and e.while_sober):
                continue
            if e.compute is not None:
                if id(e) not in self._computing:  # an effect never droisons its own source
                    out.append(self._computed(e, st)[seat])
                continue
            target = self.is_(seat, e.target_char, st) if e.target_char else e.target[seat]
            if is_const(target, False):
                continue
            out.append(all_of([self._effect_active(e, st), target]))
        if kind == "drunk":
            out += [self.is_(seat, r.id, st) for r in self.rules.values() if r.self_drunk]
        immune = [self.is_(seat, r.id, st) for r in self.rules.values() if r.never_droisoned]
        # An ability that makes the seat sober and healthy for a while (a "sober"
        # effect) outweighs every droisoning while it lasts.
        immune.append(self.sobered(seat, st, plain))
        return all_of([any_of(out), negate(any_of(immune))])

    def _computed(self, e: Effect, st: State) -> list[BoolRef]:
        """A computed effect's targets in this state, every seat at once: each
        seat's droisoning asks, and each computation reads every source's
        sobriety (kept per state as the other values are)."""
        key = ("computed", id(e), id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit  # type: ignore[return-value]
        mark, outer = len(self._skipped), frozenset(self._deciding)
        self._computing.add(id(e))
        try:
            value = e.compute(self, st)  # type: ignore[misc]
        finally:
            self._computing.discard(id(e))
        self._keep(key, st, value, mark, outer)  # type: ignore[arg-type]
        return value

    def sobered(self, seat: int, state: State | None = None, plain: bool = False) -> BoolRef:
        """An ability's "sober" effect (SOBERING) holds on the seat now: it is
        sober and healthy whatever droisons it (`plain`: see `affected`)."""
        st = state or self.state
        return any_of([all_of([self._effect_active(e, st), e.target[seat]]) for e in st.effects
                       if e.kind == SOBERING and not (plain and e.while_sober)
                       and not is_const(e.target[seat], False)])

    def _effect_active(self, e: Effect, st: State) -> BoolRef:
        """The effect holds in this state (its source still qualifies); the same
        for every target seat, so kept per state. Whether it holds may depend
        on itself: a granted ability that may droison its own granter (a
        Minion's grant to the Demon of an ability that makes its choice drunk).
        Read it as not stopping its own source: while it is decided, it
        droisons nobody (`settled`)."""
        if e.holder is None:
            return any_of(e.origin)
        # The source keeps the ability: it is the character, or still holds
        # the ability a rule granted it (one who gained a Minion's ability).
        return self.settled(("active", id(e)), st, lambda: any_of([
            all_of([e.origin[p],
                    self.ability_alive(p, st) if e.while_alive else TRUE,
                    any_of([self.is_(p, e.holder, st), self.granted(p, e.holder, st)])]
                   + ([self.sober_plain(p, st)] if e.while_sober else []))
            for p in range(self.n) if not is_const(e.origin[p], False)]))

    def settled(self, name: tuple[object, ...], st: State,
                compute: Callable[[], BoolRef]) -> BoolRef:
        """A per-state value that may depend on itself: read as FALSE where it
        recurs, so a loop proves nothing (one holds an ability through a chain
        of grants that comes back to it only if something outside the loop
        gives it). Values read meanwhile are kept apart (`_keep`)."""
        key = (*name, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        if key in self._deciding:
            self._skipped.append(key)
            return FALSE
        self._deciding.add(key)
        try:
            value = compute()
        finally:
            self._deciding.discard(key)
            if not self._deciding:
                self._skipped.clear()
        self._keep(key, st, value, mark, outer)
        return value

    def sober(self, seat: int, state: State | None = None) -> BoolRef:
        """Sober and healthy: neither drunk nor poisoned, nor with the ability taken
        away (memoised per state: every ability's check asks it)."""
        st = state or self.state
        key = ("sober", seat, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        value = negate(any_of([self.affected(k, seat, st) for k in DISABLING]))
        self._keep(key, st, value, mark, outer)
        return value

    def sober_besides(self, seat: int, effect: Effect) -> BoolRef:
        """Sober and healthy now but for this one computed effect (a droisoning that
        ends at the very moment it is asked about)."""
        self._computing.add(id(effect))
        try:
            return negate(any_of([self.affected(k, seat) for k in DISABLING]))
        finally:
            self._computing.discard(id(effect))

    def sober_plain(self, seat: int, state: State) -> BoolRef:
        """Sober and healthy, ignoring effects that pause while their source is
        droisoned (see `affected`)."""
        return negate(any_of([self.affected(k, seat, state, plain=True) for k in DISABLING]))

    def poisoned(self, seat: int, state: State | None = None) -> BoolRef:
        return self.affected("poisoned", seat, state)

    def drunk(self, seat: int, state: State | None = None) -> BoolRef:
        return self.affected("drunk", seat, state)

    def ability_alive(self, seat: int, state: State | None = None) -> BoolRef:
        """Alive, or dead but keeping their ability (`Rule.keeps_ability`: a Minion
        killed by a Demon whose victims keep their ability, a Bone Collector's
        choice)."""
        st = state or self.state
        key = ("ability_alive", seat, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        value = any_of([st.alive[seat], self.kept_ability(seat, st)])
        self._keep(key, st, value, mark, outer)
        return value

    def kept_ability(self, seat: int, state: State, team: str | None = None,
                     char: str | None = None) -> BoolRef:
        """Some rule lets the seat keep its ability while dead (`ability_alive`
        without the living); `team`: as a holder of that team (a rule whose
        `keeps_teams` lacks it is skipped); `char`: as a holder of that
        character (a rule whose `keeps_chars` lacks it is skipped)."""
        return any_of([r.keeps_ability(self, seat, state) for r in self.hooks("keeps_ability")
                       if (team is None or team in r.keeps_teams)
                       and (char is None or r.keeps_chars is None or char in r.keeps_chars)])

    def ability_back(self, seat: int, state: State | None = None) -> BoolRef:
        """The seat, dead, was given its ability back for a while (an effect of
        kind "regains"): a "you start knowing" or "once per game" ability it
        already used may be used again meanwhile ("they may use it again, even
        if it was already used, until dusk falls")."""
        return self.affected("regains", seat, state)

    def alive_count_at_least(self, k: int, state: State | None = None,
                             travellers: bool = True) -> BoolRef:
        """At least `k` players alive; without `travellers`, not counting
        Travellers (a text that says "Travellers don't count")."""
        st = state or self.state
        alive = st.alive
        if not travellers:  # (one from the bag who came back as a Traveller is one)
            alive = [all_of([alive[s], negate(self.is_team(s, "traveller", st))])
                     for s in self.bag_seats]
        if k <= 0:
            return TRUE
        if k > len(alive):
            return FALSE
        return at_least(alive, k)

    def kept_asleep(self, seat: int) -> BoolRef:
        """Some rule stops the seat waking for its ability tonight (a Demon
        another's choice keeps asleep)."""
        return any_of([r.keeps_asleep(self, seat) for r in self.hooks("keeps_asleep")])

    def freed(self, seat: int, ability: str, step: Step) -> BoolRef:
        """The Storyteller may tell the seat anything for `ability` now, true or
        false: some rule frees that information (`Rule.frees_info`). A rule that
        tells players information itself (not through the reporter's own
        ability) asks this, as the encoder does for the rest."""
        return any_of([r.frees_info(self, seat, ability, step) for r in self.hooks("frees_info")]
                      + [r.works_twice(self, seat, ability, step)
                         for r in self.hooks("works_twice")])

    # ---- beliefs ------------------------------------------------------------
    def trusted(self, seat: int, state: State | None = None) -> BoolRef:
        """A report about now binds the player: they are `you`, or they are good now
        (or in `state`) and at the end of the case (engine/speech.py)."""
        from engine import speech

        if self.players_unaware():
            return FALSE
        if self.names[seat] == self.case.you:
            return TRUE
        return all_of([self.good(seat, state), speech.good_at_end(self, seat)])

    def players_unaware(self) -> bool:
        """No player knows their own character or alignment (a rule in play says
        so: `Rule.keeps_players_unaware`), so no claim or report binds anyone."""
        return self.cached("players_unaware", lambda: any(
            r.keeps_players_unaware(self) for r in self.hooks("keeps_players_unaware")))

    def believes(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The player thinks they are `char`: they are, or they believe it by nature."""
        st = state or self.state
        opts = [self.is_(seat, char, st)]
        for (rid, c), token in self.tokens[seat].items():
            if c == char:
                opts.append(all_of([self.is_(seat, rid, st), token]))
        return any_of(opts)

    def believes_ability(self, seat: int, char: str, state: State | None = None) -> BoolRef:
        """The player thinks they have `char`'s ability: they believe they are that
        character, they were granted its ability (working or not), or a rule makes
        them think they were (`Rule.believes_granted`). Memoised per state: the
        record of who woke asks it for every seat at every step."""
        st = state or self.state
        key = ("believes_ability", seat, char, id(st), frozenset(self._computing))
        hit = self._recall(key, st)
        if hit is not None:
            return hit
        mark, outer = len(self._skipped), frozenset(self._deciding)
        opts = [self.believes(seat, char, st), self.has_ability(seat, char, st)]
        for r in self.granting:
            opts += [r.grants_working(self, seat, char, st),
                     r.believes_granted(self, seat, char, st)]
        value = any_of(opts)
        self._keep(key, st, value, mark, outer)
        return value

    def new_ability(self, seat: int, char: str) -> BoolRef:
        """The seat believes it has `char`'s ability now and did not at the end of
        any earlier night, or a rule says it gained it anew since the last night
        (`Rule.gained_anew`): tonight is its first night with it."""
        night = self.step.time.n
        dawns: dict[int, State] = {}
        for step, st in self.snapshots:  # the last state of each earlier night
            if step.time.kind == "night" and step.time.n < night:
                dawns[step.time.n] = st
        anew = [r.gained_anew(self, seat, char, self.state) for r in self.hooks("gained_anew")]
        never = all_of([negate(self.believes_ability(seat, char, st)) for st in dawns.values()])
        return all_of([self.believes_ability(seat, char), any_of([never] + anew)])

    def woke(self, seat: int, night: int) -> BoolRef:
        """The seat has woken so far tonight for an ability they believe they hold
        (recorded by engine/woken.py only when a rule has `reads_woken`)."""
        return self.woken.get(night, [FALSE] * self.n)[seat]

    def duplicates(self) -> BoolRef:
        """The bag may hold more than one of a good token: the `duplicate_tokens`
        switch, a Fabled or Loric in play that puts duplicates in
        (`Rule.allows_duplicates`), or a rule in play at the start that lets the
        Storyteller break the game's rules (`rules_breakable`): they may break
        that one."""
        def compute() -> BoolRef:
            if self.rule_flags.get("duplicate_tokens") or any(
                    r.allows_duplicates and r.id in self.case.fabled for r in self.rules.values()):
                return TRUE
            return self.rules_breakable()
        return self.cached("duplicates", compute)

    def add_belief(self, rule_id: str, options: list[str], not_in_play: bool,
                   later: bool = False) -> None:
        """Setup: a holder of `rule_id` believes they are one of `options` (the
        Storyteller's choice). `not_in_play`: the belief is the token they drew
        from the bag in their own token's place; with one token of each character in
        the bag it is not otherwise in play, and no two such beliefs share it. A
        bag that may hold duplicates (`duplicates`) lifts both: the token may be
        a second copy of one a real player holds. `later`: a seat made `rule_id`
        during the game may be shown such a token too (or none: then it believes
        it is `rule_id`), one not in play at the start."""
        dup = self.duplicates()
        one_each = TRUE if is_const(dup, False) else negate(dup)
        not_in_play = not_in_play and not is_const(dup, True)
        for s in range(self.n):
            tokens = {c: self.fresh(f"believes_{s}_{c}") for c in options}
            start = self.start[s][rule_id]
            if later:
                self.add(at_most(tokens.values(), 1))
                self.add(implies(start, any_of(list(tokens.values()))))
            else:
                self.add(pb_eq([(t, 1) for t in tokens.values()] + [(start, -1)], 0))
            for c, t in tokens.items():
                if not_in_play:
                    self.add(implies(all_of([one_each, t]),
                                     negate(self.in_play(c, self.start_state))))
                    # One token of each character in the bag: two not-in-play
                    # beliefs drawn in place of a bag token (by two rules) never
                    # share it.
                    for other in range(self.n):
                        for (rid, oc), ot in self.tokens[other].items():
                            if oc == c and rid != rule_id and (rid, c) in self.unique_tokens:
                                self.add(negate(all_of([one_each, t, ot])))
                self.tokens[s][(rule_id, c)] = t
        if not_in_play:
            self.unique_tokens.update((rule_id, c) for c in options)
