"""Turn a Case plus the rules into constraints on one World.

The timeline is walked in order: setup; each night's acting characters in
official night order (their effects change the state, then the information
reported for that step is tied to the state as it is at that step); each
day's public events in listed order, then dusk. Claims, info and events are
encoded under tracking literals so explanations can name them.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

from z3 import And, BoolRef, If

from caselang.case import Case, Event, Info, Time
from caselang.payloads import Shape, show_value
from engine import abnormal, night_steps, speech, story, woken
from engine.rule import Rule
from engine.terms import (
    FALSE,
    TRUE,
    all_of,
    any_of,
    at_most,
    count_is,
    if_then_else,
    implies,
    is_const,
    negate,
    pb_eq,
)
from engine.world import State, Step, World
from facts import setup
from facts.catalog import BAG_TEAMS, catalog, team
from rules.registry import all_rules


def script_rules(case: Case) -> dict[str, Rule]:
    """Rules of the script's characters and of the Fabled and Loric in play; an
    unsupported character that could be in play (claimed, hidden, believed or
    named in info) is an error, as is an unsupported Fabled or Loric in play."""
    known = all_rules()
    used = {p.claim for p in case.players if p.claim}
    used |= {i.ability for p in case.players for i in p.info}
    used |= set(case.you_might_be)
    used |= set(case.hidden if case.hidden is not None else case.script)
    out = {}
    for f in case.fabled:
        if f not in known:
            raise_unsupported(case, f, "fabled")
        out[f] = known[f]
    missing = []
    for c in case.script:
        if c in known:
            out.setdefault(c, known[c])
        elif c in used and catalog()[c].team in BAG_TEAMS:
            missing.append(c)
    if missing:
        raise_unsupported(case, ", ".join(missing))
    for k, p in enumerate(case.players):
        if p.traveller is not None:  # Travellers need not be on the script
            if p.traveller not in known:
                from caselang.errors import CaseError

                raise CaseError(case.path, f"players[{k}]", f"{p.traveller} is not "
                                "supported yet (see `botc characters` for the supported ones)")
            out[p.traveller] = known[p.traveller]
    for e in case.events:  # a Traveller a dead player came back as
        if e.kind == "reincarnated":
            out[e.fields["as"]] = known[e.fields["as"]]
    for p in case.players:
        for i in p.info:
            if i.ability not in out:
                raise_unsupported(case, i.ability, i.where)
    return out


def raise_unsupported(case: Case, char: str, where: str = "script") -> None:
    """`char`: one id, or several joined by commas (all on the script)."""
    from caselang.errors import CaseError

    if where != "fabled" and char.split(", ")[0] not in case.script:
        raise CaseError(case.path, where, f"{char} is not on the script")
    several = ", " in char
    leave_out = (" (`hidden:` may list the characters that can be in play without them)"
                 if where == "script" and case.hidden is None else "")
    raise CaseError(case.path, where, f"{char} {'are' if several else 'is'} not supported yet "
                    f"(see `botc characters` for the supported ones){leave_out}")


def encode(case: Case, debug: bool = False,
           observer: Callable[..., None] | None = None, stories: bool = False) -> World:
    """`observer`: see `World.info_observer`; `stories`: record the story
    elements a likelihood weighs (`World.story`, engine/story.py)."""
    with collector_paused():
        w = World(case, script_rules(case), debug)
        w.info_observer = observer
        if stories:
            w.story = []
        encode_setup(w)
        encode_claims(w)
        last = w.last
        for n in range(1, last.n + 1):
            encode_night(w, n)
            if Time("day", n).order() <= last.order():
                encode_day(w, n)
        for r in w.hooks("after_case"):
            r.after_case(w)
        encode_final_claims(w)
        encode_known(w)
        speech.link(w)
        story.record_claims(w)
        story.record_choices(w)
    return w


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off while encoding, then as it was. The encoding
    makes millions of objects (terms, clauses) and next to no cyclic garbage
    (152 objects on a 15-player, 4-night Bad Moon Rising game), and the
    collector's passes over the growing heap were a fifth of that game's
    encoding time (1.84 s with them, 1.47 s without)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


# ---- setup -------------------------------------------------------------------
def encode_setup(w: World) -> None:
    case = w.case
    for s in range(w.n):
        w.add(count_is(w.start[s].values(), 1))
    dup = w.duplicates()
    for c in w.script:
        col = [w.start[s][c] for s in range(w.n)]
        cap = at_most(col, w.rules[c].max_copies if c in w.rules else 1)
        if not shown_as_itself(w, c) or is_const(dup, False):
            w.add(cap)
        elif not is_const(dup, True):
            w.add(implies(negate(dup), cap))
    for r in w.rules.values():
        r.setup(w)
    base = case.counts or setup.counts(case.bag_players)  # Travellers are not counted
    for t in BAG_TEAMS:
        terms = [(w.is_team(s, t), 1) for s in range(w.n)]
        mods = [(when, -delta[t]) for when, delta in w.count_modifiers if delta.get(t)]
        free = [when for when, teams in w.free_count_modifiers if t in teams]
        distinct = any_of([when for when, teams in w.distinct_count_modifiers if t in teams])
        count = pb_eq(terms + mods, base[t])
        if not is_const(distinct, False):
            chars = [(w.in_play(c, w.start_state), 1) for c in w.script if team(c) == t]
            count = if_then_else(distinct, pb_eq(chars + mods, base[t]), count)
        w.add(implies(negate(any_of(free)), count) if free else count)
    w.snapshots.append((w.step, w.state))


def shown_as_itself(w: World, char: str) -> bool:
    """A good character whose holder is shown its own token: what a bag with
    duplicates (`duplicate_tokens`) may hold twice. Evil characters stay one of
    each, and so does a character that believes it is another (its own token is
    never shown, so a duplicate is of the token shown instead)."""
    rule = w.rules.get(char)
    return team(char) in ("townsfolk", "outsider") and not (rule and rule.believes_other)


# ---- claims ------------------------------------------------------------------
def claim_binds(w: World, s: int) -> BoolRef:
    """A player's claim binds them if they are good at the end of the case
    (engine/speech.py); `you` always."""
    p = w.case.players[s]
    if w.players_unaware():
        return FALSE
    if p.name == w.case.you:
        return TRUE
    return speech.good_at_end(w, s)


def encode_claims(w: World) -> None:
    """The character a bound player says they started as is what they believed
    at the start."""
    case = w.case
    for s, p in enumerate(case.players):
        if p.name == case.you:
            with w.tracked(f"you are {p.name}, shown {p.claim}"):
                w.add(you_identity(w, s, p.claim))
        elif p.claim:
            with w.tracked(f"{p.name} claims {p.claim}"):
                misclaim = [r.may_misclaim(w, s, p.claim) for r in w.hooks("may_misclaim")]
                w.add(implies(claim_binds(w, s),
                              any_of([w.believes(s, p.claim)] + misclaim)))
    if case.hidden is not None:
        with w.tracked("only the hidden characters go unclaimed"):
            for s in range(w.n):
                for c in w.script:
                    if not case.may_start_as(s, c):
                        w.add(negate(w.start[s][c]))


def encode_final_claims(w: World) -> None:
    """A bound player's claim (the last change they list) is what they believed
    when they last spoke, some moment from `speech.last_spoken` to the end of the
    case: a Demon that another's ability made good would say so, and a change
    after they last spoke (a new character given by a Minion's ability on the
    last day) need not show."""
    for s, p in enumerate(w.case.players):
        if p.name == w.case.you or not p.claim:
            continue
        final = p.changes[-1].becomes if p.changes else p.claim
        with w.tracked(f"{p.name} still claims {final} at the end"):
            misclaim = [r.may_misclaim(w, s, final) for r in w.hooks("may_misclaim")]
            believed = speech.believed_while_speaking(w, s, final, speech.last_spoken(w, p))
            w.add(implies(claim_binds(w, s), any_of([believed] + misclaim)))


def you_identity(w: World, s: int, claim: str | None) -> object:
    """The perspective player is the token they were shown, or one of
    `you_might_be`, a character that would have shown them that token."""
    if claim is None:
        return TRUE
    options = [w.is_(s, claim)]
    for m in w.case.you_might_be:
        if m == claim or m not in w.rules:
            continue
        token = w.tokens[s].get((m, claim))
        if token is not None:
            options.append(all_of([w.is_(s, m), token]))
        elif not w.rules[m].believes_other:
            options.append(w.is_(s, m))
    return any_of(options)


def encode_known(w: World) -> None:
    from engine.statements_eval import evaluate

    for text in w.case.known:
        with w.tracked(f"known: {text}"):
            w.add(evaluate(w, text, default="end"))


# ---- nights ------------------------------------------------------------------
def infos_for(w: World, time: Time, ability: str | None = None) -> list[tuple[int, Info]]:
    """The reports of abilities the reporter claims to hold (not info they received
    from another player's ability, which that ability's rule encodes)."""
    return [(s, i) for s, p in enumerate(w.case.players) for i in p.info
            if i.time == time and (ability is None or i.ability == ability)
            and not received(w, p.claim, i)]


def received(w: World, claim: str | None, info: Info) -> bool:
    rule = w.rules.get(info.ability)
    return rule is not None and rule.informs_others and claim != info.ability


def encode_night(w: World, n: int) -> None:
    time = Time("night", n)
    w.step = Step(len(w.snapshots), time, label=f"dusk of {time}")
    w.update(effects=[e for e in w.state.effects if e.until is None or e.until >= n],
             protected=None, guards=())
    w.join(time)
    w.dusk_alive = w.state.alive
    public = {w.seat(e.subject) for e in w.case.events
              if e.time == time and e.kind == "died"}
    w.night_deaths = public
    acting = night_steps.acting(w.rules, n)
    anytime = w.hooks("between_steps")
    killers = [c for _, c in acting if w.rules[c].kills_at_night]
    done: set[str] = set()
    if not killers:
        reconcile_deaths(w, time, public, listed=not anytime)
    for r in anytime:
        r.between_steps(w, edge=True)
    for k, (pos, c) in enumerate(acting):
        w.step = Step(len(w.snapshots), time, char=c, position=pos, label=f"{time}: {c}")
        before = w.state
        w.rules[c].act(w, w.step)
        woken.record(w, c, w.step, before)
        # Whether the game ends mid-night (two left alive, no Demon) or at dawn
        # no text says: a player revived later tonight (a Professor's choice)
        # keeps it going, so the game's end is judged at dawn.
        reports = infos_for(w, time, c)
        for s, info in reports:
            encode_info(w, s, info, w.step, wakes=True, before=before)
        abnormal.record_info(w, c, w.step, reports)
        done.add(c)
        w.snapshots.append((w.step, w.state))
        for r in anytime:
            r.between_steps(w, edge=k == len(acting) - 1)
        if killers and c == killers[-1]:
            reconcile_deaths(w, time, public, listed=not anytime)
    w.step = Step(len(w.snapshots), time, label=f"dawn of {time}")
    if anytime:
        reconcile_deaths(w, time, public)
    settle_revivals(w, time)
    for s, info in infos_for(w, time):
        if info.ability not in done:
            encode_info(w, s, info, w.step, wakes=False)
    for e in w.case.events:
        if e.time == time and e.kind not in ("died", "revived", "reincarnated"):
            with w.tracked(event_label(w, e)):
                if e.kind not in w.rules:
                    w.fail(e.where, f"{e.kind} is not on the script")
                w.rules[e.kind].night_event(w, e)
    for s, p in enumerate(w.case.players):
        for change in p.changes:
            if change.time == time:
                with w.tracked(f"{p.name} claims to have become {change.becomes} on {time}"):
                    # What they learnt (`World.believes`): one made a character
                    # that believes another may be shown a character it is not.
                    w.add(implies(claim_binds(w, s), w.believes(s, change.becomes)))
    w.check_game_goes_on()
    w.snapshots.append((w.step, w.state))


def reconcile_deaths(w: World, time: Time, public: set[int], listed: bool = True) -> None:
    """Night deaths are public and complete: the model's deaths tonight are exactly
    the listed ones. Alive is a known constant again afterwards. Without `listed`,
    only the players who do not die tonight are settled (a listed death may still
    come later in the night, at any moment)."""
    names = ", ".join(w.names[s] for s in sorted(public)) or "nobody"
    seats = [s for s in range(w.n) if listed or s not in public]
    back = w.back_tonight(time.n)  # a player may have died and be back already
    with w.tracked(f"{time}: {names} died"):
        for s in seats:
            gone = any_of([negate(w.state.alive[s])] + [b[s] for b in back])
            died = all_of([w.dusk_alive[s], gone])
            w.add(died == (TRUE if s in public else FALSE))
    alive = list(w.state.alive)
    for s in seats:
        settled = all_of([w.dusk_alive[s], FALSE if s in public else TRUE])
        if back:  # dead at dusk or dead tonight, they are alive if brought back since
            dead = any_of([negate(w.dusk_alive[s]), TRUE if s in public else FALSE])
            settled = any_of([settled, all_of([dead, alive[s]])])
        alive[s] = settled
    w.update(alive=alive)


def settle_revivals(w: World, time: Time) -> None:
    """Resurrections are public (declared at dawn, after the deaths) and
    complete, like deaths: each player a `revived` event lists is alive at the
    end of the night (some ability's resurrection brought them back,
    `World.revive`; they were dead at dusk or died tonight; one listed as
    reincarnated is alive unless a death of theirs is listed after it), and
    everyone else
    is alive exactly if they were at dusk and did not die (one brought back and
    killed again tonight is dead, and no event shows it). Alive is a known
    constant again afterwards."""
    listed = {w.seat(e.subject): e for e in w.case.events
              if e.time == time and e.kind in ("revived", "reincarnated")}
    if not listed and not w.back_tonight(time.n):
        return
    public = w.night_deaths
    alive = list(w.state.alive)
    for s in range(w.n):
        if s in listed:
            # One back as a Traveller whose death the night lists again after it
            # died again (no one comes back twice).
            again = listed[s].kind == "reincarnated" and any(
                e.time == time and w.names[s] in e.deaths() and e.index > listed[s].index
                for e in w.case.events)
            with w.tracked(event_label(w, listed[s])):
                if listed[s].kind == "reincarnated":
                    w.reincarnation_listed(listed[s])
                w.add(negate(alive[s]) if again else alive[s])
            alive[s] = FALSE if again else TRUE
        else:
            settled = all_of([w.dusk_alive[s], FALSE if s in public else TRUE])
            if not alive[s].eq(settled):
                w.add(alive[s] == settled)
            alive[s] = settled
    w.update(alive=alive)


@dataclass
class InfoTruth:
    """The pieces of one report's truth condition at its step, as `encode_info`
    builds it: what a Storyteller's check (storyteller/check.py) reads to say why a
    report is allowed or not. `holds` is the whole: woken, the truth as the
    ability gives it, and a real holder's choice."""

    woke: BoolRef
    told: BoolRef  # true with every Storyteller freedom
    working: BoolRef  # the ability works (has it, sober and healthy)
    falsifiers: dict[str, BoolRef]  # rule id -> it makes the information false now
    frees: dict[str, BoolRef]  # rule id -> it lets the Storyteller say anything now
    real: BoolRef | None  # the facts a made-false answer contradicts (None: no falsifier)
    chose: BoolRef
    holds: BoolRef


@dataclass
class InfoParts:
    """One report at its step: who believes and held the ability, the literal
    that lets the case bind its player (`gate`), and (when the ability acts now)
    its truth condition."""

    believer: BoolRef
    held: BoolRef
    gate: BoolRef
    truth: InfoTruth | None


def encode_info(w: World, s: int, info: Info, step: Step, wakes: bool,
                before: State | None = None) -> None:
    """A report: if it binds the player (`World.trusted`: `you`, or good now and
    at the end of the case) and they believe they have the ability, they were
    woken for it, a working ability told the truth, and a real holder really
    made the reported choice."""
    name = w.names[s]
    whose = "your" if name == w.case.you else f"{name}'s"
    shape = w.rules[info.ability].payload if info.ability in w.rules else None
    with w.tracked(f"{whose} {info.ability} on {info.time}: {show(info.payload, shape)}"):
        # A check that judges the report itself (`World.info_observer`) binds the
        # player only where its `gate` holds.
        gate = TRUE if w.info_observer is None else w.fresh("binds")
        believer = w.believes_ability(s, info.ability)
        trusted = all_of([w.trusted(s), gate])
        # `before`: the state as the step began; a player whose own act changed
        # them at their own step (a swap that kept them good, one who made
        # themselves another character) held the ability then, and their report
        # of that act binds them.
        held = FALSE if before is None else w.believes_ability(s, info.ability, before)
        cond = all_of([trusted, any_of([believer, held])])
        if name != w.case.you:
            # A bound player reports only abilities they believe they have (one
            # who turned good, a charmed Demon, stops lying), unless a rule lets
            # a good player misclaim (`Rule.may_misclaim`: madness, or a good
            # player who believes they are the Demon and so bluffs).
            misclaim = any_of([r.may_misclaim(w, s, info.ability) for r in w.hooks("may_misclaim")])
            w.add(implies(trusted, any_of([believer, held, misclaim])))
        else:
            # `you` report what they were told (the spec: "their info what they
            # were told"): they were woken for this ability, so believed they had it.
            w.add(implies(gate, any_of([believer, held])))
        truth = None
        if not wakes:  # the ability does not act at this time: no such report is true
            w.add(negate(cond))
        else:
            truth = info_truth(w, s, info, step, before)
            w.add(implies(cond, truth.holds))
        story.record_report(w, s, info, step, cond, truth)
        if w.info_observer is not None:
            w.info_observer(w, s, info, step, InfoParts(believer, held, gate, truth))


def info_truth(w: World, s: int, info: Info, step: Step,
               before: State | None = None) -> InfoTruth:
    """What must hold of a report that binds its player, at its step. A real
    holder's choice binds them if they held the character as the step began
    (`before`), even if the choice changed it (one who made themselves another),
    or, for an ability that chooses per holder, if a rule granted them it."""
    rule = w.rules[info.ability]
    woke = rule.wakes(w, s, step)
    told = rule.info(w, s, info.payload, step)
    falsifiers = {r.id: r.falsifies(w, s, info.ability, step) for r in w.hooks("falsifies")}
    frees = {r.id: r.frees_info(w, s, info.ability, step) for r in w.hooks("frees_info")}
    doubled = {r.id: r.works_twice(w, s, info.ability, step) for r in w.hooks("works_twice")}
    twice = any_of(list(doubled.values()))
    for rid, x in doubled.items():  # either working's answer: free
        frees[rid] = any_of([frees.get(rid, FALSE), x])
    false = any_of(list(falsifiers.values()))
    free = any_of(list(frees.values()))
    working = w.functioning(s, info.ability)
    truth = implies(all_of([working, negate(free)]), told)
    real = None
    if not is_const(false, False):
        # Information a rule makes false is false even for a drunk or poisoned
        # holder of the ability, and false against the grimoire: a rule's setup
        # choices (a red herring) count, and misregistering players register as
        # the Storyteller chooses (fresh choices here: false against one way they
        # may register; under the rule `false_info_plain_truth`, against the
        # plain truth: players as they are, no red herring). A freedom of what
        # to show is no fact, so it cannot make the information true.
        strict = bool(w.rule_flags.get("false_info_plain_truth"))
        with facts_only(w, plain=strict), abnormal.strictly(w, strict):
            made_false = rule.made_false(w, s, info.payload, step)
        real = negate(made_false)
        truth = If(all_of([false, w.has_ability(s, info.ability), negate(free)]), made_false,
                   truth)
    forced = any_of([r.makes_true(w, s, info.ability, step) for r in w.hooks("makes_true")])
    if not is_const(forced, False):
        truth = If(all_of([forced, w.has_ability(s, info.ability)]), told, truth)
    holder = w.is_(s, info.ability)
    if before is not None:
        holder = any_of([holder, w.is_(s, info.ability, before)])
    if (info.ability, step.index) in w.per_holder:
        # Chosen per holder (`World.holder_choice`): one granted the ability chose too
        # (as the step began, if their choice made them another character).
        holder = any_of([holder, w.granted(s, info.ability)]
                        + ([w.granted(s, info.ability, before)] if before is not None else []))
    chose = implies(all_of([holder, negate(twice)]), rule.choice(w, s, info.payload, step))
    return InfoTruth(woke, told, working, falsifiers, frees, real, chose,
                     And(woke, truth, chose))


@contextmanager
def facts_only(w: World, plain: bool = False) -> Iterator[None]:
    """Rules state their information as facts only inside the block
    (`World.facts_only`); with `plain`, as the plain truth (`World.plain_truth`)."""
    saved = w.facts_only, w.plain_truth
    w.facts_only, w.plain_truth = True, plain
    try:
        yield
    finally:
        w.facts_only, w.plain_truth = saved


def show(payload: object, shape: Shape | None = None) -> str:
    """A report's payload as the case wrote it (its shape knows the words)."""
    return shape.show(payload) if shape is not None else show_value(payload)


# ---- days --------------------------------------------------------------------
def encode_day(w: World, n: int) -> None:
    time = Time("day", n)
    w.step = Step(len(w.snapshots), time, label=f"dawn of {time}")
    w.join(time)
    reports = infos_for(w, time)
    for s, info in reports:
        encode_info(w, s, info, w.step, wakes=True)
    for c in dict.fromkeys(i.ability for _, i in reports):
        abnormal.record_info(w, c, w.step, [(s, i) for s, i in reports if i.ability == c])
    events = [e for e in w.case.events if e.time == time]
    for k, e in enumerate(events):
        w.step = Step(len(w.snapshots), time, event=e, label=event_label(w, e))
        with w.tracked(event_label(w, e)):
            encode_event(w, e, events[k + 1:])
        w.check_game_goes_on()
        w.snapshots.append((w.step, w.state))
    w.step = Step(len(w.snapshots), time, label=f"dusk of {time}")
    # Deaths by day are public: one another's death brought that the case does not
    # list (`{day: N, died: P}` after it) did not happen.
    for s, died in sorted(w.day_linked.items()):
        with w.tracked(f"{time}: {w.names[s]} did not die (no death listed)"):
            w.add(negate(died))
    w.day_linked = {}
    executed = any(e.kind == "executed" or "executed" in e.fields for e in events)
    if w.day_finished(n):
        for r in w.rules.values():
            r.at_dusk(w, n, executed)
    w.check_game_goes_on()
    w.snapshots.append((w.step, w.state))


def event_label(w: World, e) -> str:
    extra = " ".join(f"{k}: {show(v)}" for k, v in e.fields.items())
    return f"{e.time}: {e.kind} {show(e.subject)} {extra}".strip()


def nomination_of(w: World, e) -> tuple[int, int] | None:
    """(nominee, nominator) if the event records a nomination (`Event.nomination`)."""
    pair = e.nomination()
    return None if pair is None else (w.seat(pair[0]), w.seat(pair[1]))


def encode_event(w: World, e, later: list) -> None:
    nomination = nomination_of(w, e)
    if nomination is not None:
        for r in w.rules.values():
            r.on_nomination(w, nomination[0], nomination[1], e)
    nominator = e.nominator()
    if nominator is not None:
        for r in w.hooks("on_nominating"):
            r.on_nominating(w, w.seat(nominator), e)
    if e.kind == "voted" or (e.kind in ("nominated", "executed")
                             and ("votes" in e.fields or "voters" in e.fields)):
        for r in w.hooks("on_vote"):
            r.on_vote(w, e)
    if e.kind == "executed":
        seat = w.seat(e.subject)
        if "instead_of" in e.fields:  # executed in another's place
            other = w.seat(e.fields["instead_of"])
            w.add(any_of([r.executed_instead(w, seat, other)
                          for r in w.hooks("executed_instead")]))
        w.execute(seat, died=e.fields.get("died", True) is not False)
    elif e.kind == "exiled":
        exile(w, w.seat(e.subject), died=e.fields.get("died", True) is not False)
    elif e.kind == "nominated":
        nominee, nominator = w.seat(e.subject), w.seat(e.fields["by"])
        executed_next = bool(later) and later[0].kind == "executed" and \
            later[0].subject == e.fields["by"]
        if not executed_next:
            w.nominate(nominee, nominator, e, executed=False)
    elif e.kind == "died":
        causes = day_death_causes(w, e)
        # A death another's death brought earlier today: this event lists it. It
        # has happened (one who came back at once from it is not killed again).
        linked = w.day_linked.pop(w.seat(e.subject), None)
        causes.append(linked)
        w.add(any_of([c for c in causes if c is not None]))
        dies = TRUE if linked is None else negate(linked)
        w.kill([dies if s == w.seat(e.subject) else FALSE for s in range(w.n)])
    elif e.kind == "voted":
        pass  # only abilities that watch votes read it (`on_vote` above, the Flowergirl)
    elif e.kind == "reincarnated":
        w.reincarnation_listed(e)
    elif e.kind in w.rules:
        w.rules[e.kind].day_action(w, e)
    elif e.kind in catalog() and team(e.kind) in ("fabled", "traveller"):
        w.fail(e.where, f"{e.kind} is not supported yet")
    else:
        w.fail(e.where, f"{e.kind} is not on the script")


def day_death_causes(w: World, e: Event) -> list[BoolRef | None]:
    """What may explain a day death: each rule's reading of it. `by: CHARACTER`
    names the ability (each rule reads it); `by: Q`, a player, says the ability
    of Q killed: each rule reads the death as if `by` named its character,
    while Q holds that character's ability."""
    by = e.fields.get("by")
    if by not in w.names:
        return [r.explains_day_death(w, e) for r in w.hooks("explains_day_death")]
    killer = w.seat(by)
    causes = []
    for r in w.hooks("explains_day_death"):
        cause = r.explains_day_death(w, replace(e, fields={**e.fields, "by": r.id}))
        if cause is not None:
            causes.append(all_of([cause, w.has_ability(killer, r.id)]))
    return causes


def exile(w: World, seat: int, died: bool) -> None:
    """An exile: not an execution (nothing that watches executions sees it, and
    the day may still have its execution); the Traveller dies, unless a rule
    keeps them alive against it (`Rule.cannot_die` with cause "exile": an
    ability that says its holder cannot die by exile). "Exiles are never
    affected by abilities" is said of the vote; whether an ability that says
    a player "can't die" keeps an exiled one alive the texts leave open, so it
    may."""
    if died:
        w.kill([TRUE if s == seat else FALSE for s in range(w.n)], cause=None)
    else:
        w.add(w.cannot_die(seat, "exile"))
