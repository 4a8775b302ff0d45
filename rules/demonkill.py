"""The Demon's nightly kill, shared by the Demons whose ability starts "Each
night*, choose a player: they die" (Vortox, No Dashii, Fang Gu, Vigormortis,
Lord of Typhon, Kazali, Po, Shabaloth).

A Demon kills only while it has its ability (alive, or dead but keeping it:
a Bone Collector's choice, `World.ability_alive`), sober and healthy and awake
(an Exorcist's chosen Demon does not wake). A dead holder with its ability
back beside a living one makes its own choice (`holders`) for the Demons here,
the Fang Gu, Po, Shabaloth and Pukka. It may choose a dead player (no death)
unless the case's `demon_attacks_dead` ruling is off.
"""

from __future__ import annotations

from engine.terms import FALSE, TRUE, Term, all_of, any_of, if_then_else, is_const, negate
from engine.world import DISABLING, State, Step, World

Before = tuple[list[Term], list[Term], list[Term], list[Term]]


def attackers(w: World, char: str) -> list[Term]:
    """Per seat: a `char` Demon there acts on its ability now."""
    return [all_of([w.ability_alive(s), w.functioning(s, char), negate(w.kept_asleep(s))])
            for s in range(w.n)]


def awake_as(w: World, char: str) -> list[Term]:
    """Per seat: a `char` Demon there wakes now to choose (working or not)."""
    return [all_of([w.ability_alive(s), w.is_(s, char), negate(w.kept_asleep(s))])
            for s in range(w.n)]


def choose_target(w: World, name: str, optional: bool = False) -> list[Term]:
    """The Demon's chosen player (one-hot); dead players only if the case allows."""
    allowed = None if w.rule_flags.get("demon_attacks_dead", True) else w.state.alive
    return w.choose(name, allowed, optional=optional)


def note_failure(w: World, char: str, target: list[Term], dies: list[Term],
                 before: Before) -> None:
    """For a Mathematician, the Demon's ability when a living target it chose
    survives. `before`: per seat, from just before the attack.
    A drunk or poisoned Demon whose target nothing protected "should have
    worked but didn't": counted. A target kept alive by another's ability (the
    Monk, the Soldier, a Mayor's bounce), by a working Demon or a droisoned one,
    may be read either way (the Demon's kill failed because of that ability, or
    the protection worked as intended): the Storyteller's choice."""
    alive, awake, working, safe = before
    survived = any_of([all_of([target[t], alive[t], negate(dies[t])]) for t in range(w.n)])
    open_target = any_of([all_of([target[t], alive[t], negate(safe[t])]) for t in range(w.n)])
    for s in range(w.n):
        sure = all_of([awake[s], negate(working[s]), open_target])
        w.abnormal(s, any_of([sure, all_of([awake[s], survived])]), optional=negate(sure))


def before_attack(w: World, char: str) -> Before:
    """(alive, awake as `char`, working as `char`, safe from the Demon) per seat
    now, for `note_failure`."""
    alive = list(w.state.alive)
    awake = awake_as(w, char)
    if not w.tracks_abnormal:
        return alive, awake, awake, [FALSE] * w.n
    working = [w.functioning(s, char) for s in range(w.n)]
    return alive, awake, working, [w.safe_from_demon(s) for s in range(w.n)]


def holders(w: World, char: str,
            per_seat: bool = False) -> list[tuple[list[Term], str, int | None]]:
    """Who makes the `char` Demon's choice tonight, each group with its own:
    the living holder (one at a time, so one choice), then each seat that may
    hold it while dead with its ability back (a Bone Collector's choice of a
    Fang Gu that jumped, of an Imp that passed its star), which attacks too.
    Where two living players may hold it at once (`World.duplicable`: a
    Summoner's Demon beside the one in play, once a Demon has been made), the
    living holders choose one each: the j-th in seat order makes the j-th
    choice (as many as may hold at once, `World.most_holders`; proving a
    smaller bound with the solver gave up on a case with a Summoner's ability
    gained), or, with `per_seat` (a Demon whose
    choice depends on its own earlier ones), each living seat its own. Per
    group: the seats, a suffix naming its choice, and the seat whose own it is
    (None for the living holders' shared or ordered ones)."""
    alive = w.state.alive
    living = [all_of([alive[s], w.is_(s, char)]) for s in range(w.n)]
    out: list[tuple[list[Term], str, int | None]] = []
    if not w.duplicable(char):
        out.append((living, "", None))
    elif per_seat:
        out += [([x if q == s else FALSE for q in range(w.n)], f"_by{s}", s)
                for s, x in enumerate(living) if not is_const(x, False)]
    else:
        out += [(slot, f"_slot{j}" if j else "", None)
                for j, slot in enumerate(in_order(living, w.most_holders(char)))]
    for s in range(w.n):
        dead = all_of([negate(alive[s]), w.kept_ability(s, w.state, "demon", char),
                       w.is_(s, char)])
        if not is_const(dead, False):
            out.append(([dead if q == s else FALSE for q in range(w.n)], f"_dead{s}", s))
    return out


def in_order(xs: list[Term], k: int) -> list[list[Term]]:
    """Per j below `k`, per seat: `xs` holds there and at j earlier seats."""
    slots: list[list[Term]] = [[] for _ in range(max(k, 1))]
    before = [TRUE] + [FALSE] * len(slots)  # before[j]: exactly j earlier seats hold
    for x in xs:
        for j, slot in enumerate(slots):
            slot.append(all_of([x, before[j]]))
        before = [any_of([all_of([before[j], negate(x)]),
                          all_of([before[j - 1], x]) if j else FALSE])
                  for j in range(len(slots) + 1)]
    return slots


def tracks_own(w: World, char: str) -> bool:
    """A `char` holder other than the one living holder may act in this game (a
    rule that keeps a dead `char` Demon's ability, or two living holders at once): a
    Demon whose choice depends on its own earlier ones keeps them per seat."""
    return w.may_duplicate(char) or any(
        "demon" in r.keeps_teams and (r.keeps_chars is None or char in r.keeps_chars)
        for r in w.hooks("keeps_ability"))


def own_choice(made: list[tuple[list[Term], str, list[Term]]], seat: int, player: int) -> Term:
    """Whether the seat, as a holder of `holders`' groups, chose `player`: per
    group (in `holders`' order), its seats, its suffix and its one-hot choice."""
    return own_term([(group, suffix, target[player]) for group, suffix, target in made], seat)


def own_term(made: list[tuple[list[Term], str, Term]], seat: int) -> Term:
    """Per group of `holders` (its seats, its suffix, a term of its choice), the
    term of the group the seat is in: the living holder's shared choice (suffix
    "") unless another group holds the seat."""
    out = FALSE
    for group, suffix, term in made:
        if not suffix:
            out = term
        elif not is_const(group[seat], False):
            out = if_then_else(group[seat], term, out)
    return out


def nightly_kill(w: World, char: str, step: Step) -> list[Term]:
    """Choose a player: they die (each holder of `holders`). Returns who died.
    Each group's choice is kept in `memo[(char, night)]` (`chosen_by` reads the
    one a report binds)."""
    died = [FALSE] * w.n
    made = []
    for group, suffix, _ in holders(w, char):
        target = choose_target(w, f"{char}_n{step.time.n}{suffix}")
        made.append((group, suffix, target))
        awake = [all_of([g, a]) for g, a in zip(group, awake_as(w, char))]
        w.chosen(awake, target)
        alive, _, working, safe = before_attack(w, char)
        att = [all_of([g, a]) for g, a in zip(group, attackers(w, char))]
        dies = w.demon_attack(any_of(att), target)
        note_failure(w, char, target, dies, (alive, awake, working, safe))
        died = [any_of([a, b]) for a, b in zip(died, dies)]
    w.memo[(char, step.time.n)] = made
    return died


def chosen_by(w: World, char: str, night: int, seat: int, player: int) -> Term:
    """The seat's own choice of `nightly_kill` that night was `player`."""
    return own_choice(w.memo[(char, night)], seat, player)


def nearest_townsfolk(w: World, seat: int, st: State) -> list[list[Term]]:
    """For each direction (clockwise, anticlockwise), per seat: it is the nearest
    Townsfolk to `seat` that way, alive or dead (others are skipped). A seat
    that "might register as ... a Townsfolk" (a sober and healthy Spy) counts
    as one when the Storyteller lets it, a choice made anew when characters
    change (when the almanac moves the No Dashii's reminders)."""
    free = [registers_townsfolk(w, s, st) for s in range(w.n)]
    if all(is_const(f, False) for f in free):  # kept while the characters stay
        return w.cached(("nearest_townsfolk", seat), lambda: nearest(w, seat, st, free), st.chars)
    return nearest(w, seat, st, free)


def nearest(w: World, seat: int, st: State, free: list[Term]) -> list[list[Term]]:
    """`nearest_townsfolk`, where the seats in `free` may register as Townsfolk."""
    out = []
    for direction in (1, -1):
        row = [FALSE] * w.n
        none_yet = TRUE  # no Townsfolk between `seat` and `other`
        for d in range(1, w.n):
            other = (seat + direction * d) % w.n
            tf = any_of([w.is_team(other, "townsfolk", st), free[other]])
            row[other] = any_of([row[other], all_of([tf, none_yet])])
            none_yet = all_of([none_yet, negate(tf)])
        out.append(row)
    return out


def registers_townsfolk(w: World, seat: int, st: State) -> Term:
    """The seat is no Townsfolk but registers as one to an ability that affects
    Townsfolk, the Storyteller's choice while its misregistering ability works
    (one choice per seat while characters stay the same). A fact of the
    grimoire, not a reading of information: `strict_registration` leaves it."""
    able = any_of([w.has_ability(seat, r.id, st) for r in w.rules.values()
                   if "townsfolk" in r.registers_as_teams])
    if is_const(able, False):
        return able
    # Not w.sober: inside a computed effect (the No Dashii's) its memo would keep a
    # value read while that effect is skipped.
    free = all_of([able, negate(any_of([w.affected(k, seat, st) for k in DISABLING]))])
    key = ("registers_townsfolk", seat)
    hit = w.memo.get(key)
    if hit is None or hit[0] is not st.chars:
        hit = (st.chars, w.fresh(f"registers_townsfolk_{seat}"))
        w.memo[key] = hit
    return all_of([free, hit[1]])
