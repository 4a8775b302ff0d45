"""One module per character for the script-agnostic simulator (`simulator.loop`),
each written from the character's almanac text, never from `rules/`.

Discovery: the module for character id `X` is `simulator.characters.X`
(`module(X)`); a character without a module, or a module without a hook,
simply has no such behaviour. `playable(chars)` says whether every character
of a script has a module (the loop refuses a script with a missing one).

The interface (every hook optional; `g` is the `simulator.loop.Game`, `s` a
seat index, or None for a Fabled, which has no seat). Travellers
(`Game(..., travellers=(ids))`) sit among the players with a Storyteller-
drawn alignment, outside the bag and the setup counts; they may be exiled
(`g.exile`). Fabled (`Game(..., fabled=(ids))`) hold no seat: their hooks get
`s = None` (`setup_counts`, `night`, `day`, `at_dusk`). A character in play
without a seat (Lil' Monsta: `g.unseated`, put there by its `setup_bag`) gets
`s = None` in `night`, `at_dusk` and `on_any_death` (holder None). A script
may be a list of characters (`simulator.game.custom_script`); the case then
writes it as that list.

Setup
- `setup_counts(g, counts) -> None`: the character was drawn into the bag;
  it may change `counts` ({"townsfolk", "outsider", "minion", "demon"}: how
  many of each to draw). Demons' hooks run before the Minions are drawn (a
  "+1 Minion" draws one more), Minions' before the good side is drawn; a
  Townsfolk's or Outsider's change makes the loop redraw. Changes apply
  together: a hook adds its change unclipped (never looks at whether the
  count so far allows it), and only the total is judged.
- `fix_counts(g, counts) -> None`: for each evil or Fabled character in the
  bag, on a copy of the total of every change so far: a count that overrides
  every other change (the Xaan's X Outsiders), or undoes its own change when
  the total leaves nothing to change (a "-1 Outsider" with none to remove).
- `legal_bag(g, bag) -> bool`: for every character on the script, on the bag
  as drawn (before `setup_bag`): False when the bag breaks a rule the
  character states (a jinx: "Only 1 jinxed character can be in play"); the
  bag is then redrawn, as one whose counts do not settle.
- `keeps_out(g, char, seat) -> bool`: for every character on the script: a
  change of `seat` into `char` (a Pit-Hag's) is refused, as for a character
  in play (a jinx: "Only 1 jinxed character can be in play").
- `setup_bag(g, bag) -> None`: after the draw, change the bag's tokens
  (a token that puts another one in play, or takes one out).
- `setup_seating(g) -> None`: once per character in the bag and per Fabled
  in play, after seating (Travellers included) and before `setup_seat`:
  rearrange `g.seats` (the Marionette next to the Demon, the Lord of Typhon's
  line), or read it (the Revolutionary's pair).
- `setup_seat(g, s) -> None`: after seating, once for the holder's character
  and once more for what they believe they are if that differs; those of
  modules that set `SETS_ALIGNMENT = True` (a Bounty Hunter's evil
  Townsfolk) first, so the others read who is good once setup is done. Set
  `g.seats[s].believed` (the Drunk's Townsfolk), marks (a red herring in
  `g.marks`), effects that last all game.

Night
- `night(g, s) -> None`: at the character's place in the official night
  order (rules data, `simulator.game.night_positions`), on every night it has
  a place on (night 1: first-night place; later: other-night place; `g.night`
  is the number), for each seat that holds the ability as the step begins,
  and for each seat that only believes it does (what it believes it is, or
  abilities it only thinks it has, `Seat.thinks`: woken with no effect) unless
  the module sets `BELIEVED_STEP = False` (a Lunatic shown a Demon: its own
  step is the Lunatic's). A seat that gains the ability during its step acts
  from its next step on. The hook is called for dead holders whom the loop
  wakes (a kept or regained ability) and, if the module has a `wakes` hook,
  for every dead holder, deciding itself (the Ravenkeeper acts on dying
  tonight); a dead holder the default rule does not wake is not called.
  Characters that enter play during the night take their place in the same
  night's order. A module may owe a seat a first-night step with
  `g.late.append((s, char))`: it runs after the rest of the coming night (or
  of this night), if `s` is alive and still wakes as `char` (a "You start
  knowing" ability gained mid-game, on its holder's first night with it).
- `wakes(g, s) -> bool`: as the step begins, for each seat that holds or
  believes it holds the ability: whether it is woken for it tonight, working
  or not (the loop records it in `g.woke_tonight`, what a Chambermaid
  counts). Default: while it has an ability (alive, dead but keeping it or
  with it back tonight) and nothing keeps it asleep (`KEPT_ASLEEP`). A hook
  for an ability that wakes only on some nights or until used; it may draw
  the Storyteller's choices that decide it and keep them for the step.
- `before_step(g, s, char) -> None`: just before `char`'s step each night
  (`char` "dawn": after the last step), for every seat with the ability
  (alive or dead: the hook checks), e.g. a death "at any time".
- `on_chosen(g, target, chooser, ability) -> None`: `chooser` chose `target`
  with `ability` (a module announces its player's choices with
  `g.chosen(chooser, ability, target)` before it acts on them), for each of
  the target's abilities.

Day (`g.day` is the number)
- `at_dawn(g, s) -> None`: as each day starts, for every seat (alive or
  dead) that has the ability, and for an evil player's claim (choices made on
  learning of a night death; a dead Klutz learning it died).
- `day(g, s) -> None`: once a day, before nominations, for each living seat
  that wakes as the character (`wakes_as`) or, evil, claims it: public
  abilities (a shot, a public choice) and day information. An evil claimant
  may bluff it; the effect happens only if `g.works(s, id)`. Write the
  public event with `g.event(...)`.
- `on_nominated(g, nominee, nominator) -> bool`: for each ability of the
  nominee, before the vote. True: the nomination is settled (the hook wrote
  its event, e.g. executed the nominator); False: it goes to the vote.
- `before_vote(g, nominee, nominator) -> None`: once per character on the
  script, for every nomination before the vote (a public claim any nominee
  may make: the Goblin).
- `verdict(g, s, nominee, nominator) -> bool | None`: for each seat's
  abilities after the vote on a nomination: True executes the nominee now
  (the day's nominations end), False rules them out today, None: no ruling.
- `executed_instead(g, s, executee) -> int | None`: for each seat's abilities when
  the day's execution is about to happen: a seat executed instead.
- `after_execution(g, s, executed) -> None`: after the day's execution (a
  Butcher's second nomination).
- `vote_value(g, s, voter) -> int | None`: what one vote of `voter` counts
  (default 1) in the tally.
- `may_vote(g, s, nominee, voters) -> bool`: for each character `s` wakes as
  (real or believed: a rule its player keeps), when `s` would vote; False
  withdraws the vote. `voters` is everyone who would vote on this nomination.
  Votes decide the execution: the most votes, at least half the living, and
  no tie.
- `may_nominate(g, s) -> bool`: for each character the living `s` wakes as,
  when it could be drawn to nominate: False keeps it from nominating (a rule
  its player keeps: the Golem nominates once per game).
- `forbids_nominating(g, holder, s) -> bool | None`: for every seat's
  abilities, when `s` could be drawn to nominate: True keeps every player
  from nominating (only the Storyteller nominates).
- `must_vote(g, s, nominee) -> bool`: for each character the living `s`
  wakes as, before its hand is drawn: True makes `s` vote (an obligation
  its player keeps; `may_vote` may still withdraw it).
- `at_dusk(g, s) -> None`: at the end of each day for each holder (a win
  condition: call `g.end(reason)`; `g.final = reason`: the game ends after
  this day, which is still written).
- `on_executed(g, t) -> None`: `t` is being executed (dead or alive), for
  each of `t`'s abilities, before the death. A living executee who does not
  die gets `died: false` on the execution event.
- `suspends_game_end(g, s, reason) -> bool`: the game would end (`reason`); True
  keeps it going (for each seat's abilities).
- `on_any_nomination(g, holder, nominee, nominator) -> None`: after each
  nomination (and its vote), for every seat with the ability (the Witch's
  curse on the nominator).
- `on_any_execution(g, holder, t) -> None`: `t` is about to be executed, for
  every seat with the ability (before `t`'s death hooks run).
- `blocks_good_win(g, holder) -> bool`: no Demon lives; True: the game goes
  on (good cannot win yet).

Deaths and attacks
- `g.kill(s, cause, unstoppable=False) -> bool`: every death goes through it;
  a stoppable one is stopped by a `CANNOT_DIE` effect on `s`, then by any
  seat's `prevents_death(g, holder, s, cause) -> bool` (a protection with no
  cost), then by `s`'s own `escapes_death(g, s, cause) -> bool` (an escape
  that spends something: only a death that would happen reaches it);
  `would_escape(g, s, cause) -> bool` foresees it, spending nothing (a day
  kill written as a bare death is not attempted on one who would escape:
  `g.day_kill`).
- `failed_to_save(g, holder, s, cause) -> bool`: `s` is about to die; True
  if the holder's drunk or poisoned ability should have kept them alive (a
  Mathematician counts it: `g.malfunction`).
- A seat with `lives_on` died in public (registers as dead, `alive` is
  False) but still lives: the game's end counts it as living.
- `g.revive(s, by)`: a resurrection at night; the case lists it at dawn as
  `{night: N, revived: P}` (one killed again tonight shows no event). The
  revived seat's marks are cleared (a once-per-game use is regained) except
  those its modules list in `KEPT_ON_REVIVAL` (facts, not uses).
- `on_attacked(g, s, demon) -> bool`: the Demon's kill is about to land on
  living, unprotected `s` (for each of `s`'s abilities). True: `s` does not
  die (the hook may kill another player instead, via `g.demon_attack`).
- `on_kill(g, demon, target) -> bool`: the Demon's kill is about to land on
  living, unprotected `target` (for each of the Demon's abilities, also when
  it lands on another player instead: a Mayor's bounce). True: the Demon's
  ability settles it otherwise (the Fang Gu's jump) and nobody dies of it.
- `cannot_die(g, s, cause) -> bool`: for each of `s`'s abilities before any
  death (`g.kill`, `g.may_die`): True, `s` does not die (the Lleech with a
  living host; a funny Deviant's exile). An execution survived is written
  `died: false`. `g.may_die(s, cause)` says whether a death would happen
  before any escape that spends something (what an announcement may say).
- `shot_as_demon(g, s, target) -> bool | None`: for each seat's abilities on
  a Slayer's shot: True, `target` counts as the Demon to it (a jinx).
- `no_demon_ok(g, s) -> bool`: for each seat's abilities when no Demon lives
  at a phase's end: True keeps the game going (a Summoner yet to summon).
  A player with an `IS_DEMON` effect "is the Demon": counted among the
  living Demons and registering as one to "is a Demon" detections.
- A dead player with a `REGAINED` effect (the Bone Collector's) has their
  night steps played as a living holder's (`Game.night_step`).
- `on_death(g, s, cause) -> None`: `s` has just died (cause "demon",
  "execution", "exile" or a character id), for each of its abilities.
- `on_any_death(g, holder, dead, cause, alive_before) -> None`: any player
  died; called for every seat with the ability (alive or dead: the hook
  checks). `alive_before` counts living non-Travellers just before the death.
- `reincarnates(g, holder, s, cause) -> str | None`: `s` has just died and
  every death hook has run; for each Fabled and Loric in play (holder None):
  the Traveller `s` comes back as at once (`g.reincarnate`: alive, that
  Traveller, the same alignment, written `{PHASE: N, reincarnated: P, as:
  X}`), or None.
- `on_any_death_believed(g, holder, dead, cause) -> None`: the same for a
  seat that only believes it is the character (a Drunk's Townsfolk): what
  its player is led to think happened.

Standing effects
- `droisons(g, holder) -> list[int]`: seats this ability makes drunk or
  poisoned right now (recomputed at each question; not called while the
  holder is drunk or poisoned; Demons' first, then Minions', Outsiders',
  Townsfolk's).
- `grant_works(g, holder, s, char) -> bool | None`: for each seat's
  abilities when `g.works(s, char)` asks about an ability `s` gained: True
  or False if the holder's ability granted it and decides whether it works
  (as the granter's own does, whatever `s`'s droisoning: the Boffin's
  Demon); None: not its grant.
- `keeps_ability(g, holder, dead) -> bool`: for each living holder: True if the
  dead player `dead` keeps their abilities (`g.has_ability`).
- `on_change(g, s, old, new) -> None`: `s` stops being `old` (`g.become`),
  for the old character (a Philosopher loses what it gained). A change is
  recorded in `Seat.changes` and listed by a player good at the end.
- `on_become(g, s, old, new) -> None`: `s` just became `new` (`g.become`), for
  the new character (a new Hermit holds every other Outsider's ability); it
  may set `believed` to what the player is shown instead, which is then the
  change they learn (a new Hermit with the Drunk's ability).
- `at_end(g, s) -> None`: when the case is written, for each seat's
  abilities and starting character, after the change lists and before evil
  players' made-up reports: claims a player makes although they do not
  believe them (madness, `simulator.madness`).

Registration and information
- `registers(g, s) -> (characters, alignments)`: while the ability works,
  what `s` may register as besides the truth (alignments as evil: bool). The
  Storyteller draws afresh at each detection (`simulator.storyteller`); an
  information hook never reads `seat.char` or `seat.evil` of another player
  directly but calls `register_char` / `register_evil` / `registers_team`.
- `registers_other(g, holder, s) -> (characters, alignments)`: for every
  seat's abilities, what another player `s` may register as besides the
  truth because of the holder's ability (the Lycanthrope's Faux Paw).
- `anything(g, s) -> payload`: information of any legal form for this
  character, as a droisoned holder may be told it and an evil claimant may
  make it up (case-format payload, ../shared/spec/case-format.md).
- `reports_on(g, s, n) -> bool`: whether a claimant of this character would
  have information for night `n` (default: the character has a place on that
  night, has `anything`, and `s` was alive at that night's end). Evil
  claimants report `anything` on those nights at the game's end.
- Give information through `simulator.storyteller.told(g, s, id, truth)`:
  the truth if the ability works (None: no legal answer, the setup is
  redrawn), otherwise sometimes the truth and otherwise `anything`. Record
  it with `g.report(s, id, payload)`.
- `BLUFF = False`: no evil player bluffs as this character. An evil player
  who believes a good character they are not (`Game.deceived`: the
  Marionette) claims and reports as a good player does; a Traveller claims
  their own (public) character, and an evil one may make up each report
  (`anything` of that ability).
- `SOBER = True`: the holder is never drunk or poisoned (the Beggar).
- `false_info(g, s, truth) -> payload | None`: a false answer of the
  ability's form against `truth` (drawn from all of them). With it, `told`
  gives the truth or a false answer, records false information that should
  have been true (`g.malfunction`, what a Mathematician counts), and always
  a false one while `falsified`.
- `breaks_rules(g, holder) -> bool`: True if the Storyteller may give any
  information now (the Atheist's broken rules): a working ability with no
  legal answer is told anything of its form instead of redrawing the setup.
- `falsifies(g, holder, s, ability) -> bool`: True if the holder's ability
  makes `s`'s information from `ability` false (the Vortox's).
- `frees_info(g, s, ability) -> bool`: for each Fabled in play, as `s` is
  told something by `ability`: True lets the Storyteller tell anything this
  time (the Fibbin's once per game); the hook spends its own use.
- `registers_falsely(g, s) -> (characters, alignments)`: for each Fabled in
  play, at each detection of `s`: what `s` may register as besides the truth
  without an ability of its own (the Revolutionary's once per game);
  `registered_falsely(g, s)`: `s` just registered as other than it is, for
  each Fabled in play (the hook spends its own use).

State a hook may change (see `simulator.state`): `g.kill`, `g.demon_attack`,
`g.execute`, `g.exile`, `g.become(s, char)` (character change, learnt by the
player), `g.malfunction(s, id)` (an ability worked abnormally),
`g.set_evil(s, evil)` (alignment change; a Fabled's `keeps_good(g, s) -> bool`
may keep a good `s` from turning evil), `g.seats[s].gained` (gained
abilities), `g.add_effect(Effect(...))` (poisoned/drunk/safe/mad with a
source and a duration), `g.seats[s].marks` / `g.marks` (the character's own
notes, keyed by its id), `g.end(reason)`; `seat.claim` too (a player who
honours madness claims what they are mad about; the case holds the final
claim). Jinxes: a hook asks `g.jinxed(a, b)` and follows the jinx's text.
Storyteller choices go through
`g.rng`, drawn from everything the almanac allows; each module's docstring
lists the choices it still leaves out and why. A drawn choice that takes a
non-default option worth watching is counted with `g.freedom(name)` (the
names, with what each means, are registered in `simulator.freedoms`), which
`botc simulate --coverage` reports; counting draws nothing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from functools import cache
from types import ModuleType
from typing import Any

HOOKS = (
    "setup_counts", "setup_bag", "setup_seat", "night", "day", "on_nominated",
    "at_dusk", "on_attacked", "on_death", "on_any_death", "on_any_death_believed",
    "registers", "anything", "reports_on", "may_vote", "must_vote", "before_step",
    "on_chosen", "at_dawn", "on_executed", "suspends_game_end", "prevents_death", "escapes_death",
    "cannot_die", "fix_counts", "setup_seating", "before_vote", "verdict", "executed_instead",
    "after_execution", "vote_value", "shot_as_demon", "no_demon_ok", "on_any_nomination",
    "on_any_execution", "blocks_good_win", "droisons", "keeps_ability", "on_change",
    "at_end", "false_info", "falsifies", "failed_to_save", "on_become", "wakes",
    "may_nominate", "breaks_rules", "frees_info", "forbids_nominating", "registers_falsely",
    "registered_falsely", "keeps_good", "registers_other", "grant_works", "on_kill",
    "reincarnates", "would_escape", "legal_bag", "keeps_out",
)


@cache
def module(char: str) -> ModuleType | None:
    """`simulator.characters.<char>`, or None if the character has none."""
    if not char.isidentifier():
        return None
    try:
        return importlib.import_module(f"{__name__}.{char}")
    except ModuleNotFoundError as e:
        if e.name == f"{__name__}.{char}":
            return None
        raise


def hook(char: str, name: str) -> Callable[..., Any] | None:
    """The character's hook `name`, or None. A name outside HOOKS is a mistake
    in the loop, not a character without the hook: it fails at once."""
    if name not in HOOKS:
        raise KeyError(f"no simulator hook named {name!r}")
    m = module(char)
    return getattr(m, name, None) if m is not None else None


def bluffable(char: str) -> bool:
    m = module(char)
    return m is not None and getattr(m, "BLUFF", True)


def missing(chars: Iterable[str]) -> list[str]:
    """The characters without a module."""
    return [c for c in chars if module(c) is None]


def playable(chars: Iterable[str]) -> bool:
    return not missing(chars)
