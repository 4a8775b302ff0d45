"""The story elements a likelihood weighs (answers/likely.py), as terms over
one world's variables, in the rules' own vocabulary.

Recorded only when asked (`World.story` is a list, not None). Each term is a
condition on a history: where it holds, the history used a Storyteller
freedom or a player made a choice the model gives a weight to. Kinds:

- `misled`: a report that binds its player (`World.trusted`) is false as the
  grimoire stands, nobody misregistering, while the ability did not work (the
  holder drunk or poisoned) or a rule let the Storyteller say anything.
- `droisoned_true`: such a report is true as the grimoire stands, nothing
  making it false, while the ability did not work or a rule let the
  Storyteller say anything: the Storyteller chose the truth.
- `misregistered`: such a report is false as the grimoire stands while the
  ability worked and nothing made it false: only how a player registered
  made it so (a misregistering character being in play and working).
- `made_false`: such a report is false and a rule made it false (the
  Storyteller had no choice but to give false information).
- `made_up`: a report that does not bind its player (one evil when they got
  it or at the end, who may have said anything of the right form).
- `setup_choice`: a hidden choice the Storyteller made at setup for an
  ability someone reports (a red herring, a grandchild) fell on this player.
  One player always holds it, so its weight is 1; it is listed so that a
  world counts once per choice that explains the reports (a Fortune
  Teller's "yes" explained by the red herring is one choice among the good
  players, not the whole world).
- `in_play_bluff`: a bluffer (a player evil at the start, or good but
  believing they are a Minion or Demon) claims a good character another
  player starts as (a double claim, unless that player is evil too).
- `good_bluff`: a player good at the start who believes they are a Minion or
  Demon claims a good character: one bluff among the script's good
  characters (`answers`), where a good player's claim is certain.
- `shared_bluff`: two bluffers claim the same good character (the evil team
  share out their bluffs: `shared_bluff` in the model, rare).

"False as the grimoire stands" is the rule's information under
`abnormal.strictly`: a rule's own setup freedoms (a red herring) still apply.
A report whose strict reading asks for a Storyteller choice (a fresh variable)
may read as false under one choice and true under another; such a report may
then show a pattern with the term and one without, both as the rules allow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from z3 import BoolRef

from caselang.case import Info
from engine import abnormal
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const, negate
from engine.world import Step, World
from facts.catalog import EVIL_TEAMS, team

if TYPE_CHECKING:
    from engine.encode import InfoTruth

KINDS = ("misled", "droisoned_true", "misregistered", "made_false", "made_up", "in_play_bluff",
         "good_bluff", "shared_bluff", "setup_choice")


@dataclass
class StoryTerm:
    kind: str  # one of KINDS
    seat: int
    label: str  # what it is about, in the case's words
    term: BoolRef
    # The answers the ability's payload allows in this game (its shape's
    # count, caselang/payloads.py): a false report is one of `answers - 1`.
    answers: int = 2


@dataclass(frozen=True)
class Game:
    """One game as a payload shape counts its answers: the number of players
    and the script's characters."""

    n: int
    script: tuple[str, ...]

    def characters(self, of: str | None) -> int:
        return sum(1 for c in self.script if of is None or team(c) == of)


def answers(w: World, ability: str) -> int:
    """The answers the ability's payload allows in this game (at least 2: a
    report the model weighs as false had a true alternative); 1 for an
    ability that learns nothing (its rule keeps `Rule.info`): its report is
    the holder's choice, as likely made up as chosen."""
    rule = w.rules[ability]
    if type(rule).info is Rule.info:
        return 1
    shape = rule.payload
    if shape is None:
        return 2
    return max(2, shape.answers(Game(w.n, tuple(w.case.script))))


def record_report(w: World, s: int, info: Info, step: Step, binds: BoolRef,
                  truth: InfoTruth | None) -> None:
    """Whether the report was made up (`binds`: it binds the player and they
    believe they have the ability; yours always binds), and where the ability
    acts now (`truth`), the three ways a binding report can be false as the
    grimoire stands and the one way it can be true by the Storyteller's
    choice (drunk or poisoned, or free, and told the truth)."""
    if w.story is None:
        return
    label = f"{w.names[s]}'s {info.ability} on {info.time}"
    count = answers(w, info.ability)
    if w.names[s] != w.case.you:
        w.story.append(StoryTerm("made_up", s, label, negate(binds), count))
    if truth is None or count == 1:  # nothing learnt: no Storyteller answer to weigh
        return
    rule = w.rules[info.ability]
    with abnormal.strictly(w):
        true = rule.info(w, s, info.payload, step)
    false = negate(true)
    told = all_of([binds, truth.woke, false])
    made = any_of(list(truth.falsifiers.values()))
    free = any_of(list(truth.frees.values()))
    misregistering = [r.id for r in w.rules.values()
                      if r.registers_as_teams or r.registers_as_alignment]
    could_misregister = any_of([w.functioning(p, c) for p in range(w.n) for c in misregistering])
    droisoned = any_of([negate(truth.working), free])
    terms = {
        "misled": all_of([told, negate(made), droisoned]),
        "droisoned_true": all_of([binds, truth.woke, true, negate(made), droisoned]),
        "misregistered": all_of([told, negate(made), truth.working, negate(free),
                                 could_misregister]),
        "made_false": all_of([told, made]),
    }
    for kind, term in terms.items():
        w.story.append(StoryTerm(kind, s, label, term, count))


def record_claims(w: World) -> None:
    """Each claim of a good character by a bluffer: a player evil at the
    start, or good but believing at the start they are a Minion or Demon (who
    bluffs as the evil team does). `in_play_bluff` where another player starts
    as that character; and for a good bluffer, `good_bluff`: their claim is
    one of the script's good characters they might have bluffed, where a good
    player who knows what they are claims it for sure. (An evil bluff weighs
    the same choice, but every world has as many evil players, so it is left
    out; a good bluffer is one more.)"""
    if w.story is None:
        return
    # What a bluffer may claim: the script's good characters, but one whose
    # holder believes they are another (nobody is shown it).
    good_chars = max(1, sum(1 for c in w.case.script if team(c) in ("townsfolk", "outsider")
                            and not (c in w.rules and w.rules[c].believes_other)))
    bluffers: dict[int, BoolRef] = {}
    for s, p in enumerate(w.case.players):
        c = p.claim
        if c is None or c not in w.rules or team(c) not in ("townsfolk", "outsider"):
            continue
        evil = w.start_state.evil[s]
        # Shown a Minion or Demon token in their own's place (`World.add_belief`).
        shown = [all_of([w.is_(s, rid, w.start_state), token])
                 for (rid, t), token in w.tokens[s].items() if team(t) in EVIL_TEAMS]
        good_bluffer = all_of([negate(evil), any_of(shown)]) if shown else FALSE
        bluffers[s] = any_of([evil, good_bluffer])
        held = any_of([w.start[o][c] for o in range(w.n) if o != s])
        term = all_of([bluffers[s], held])
        w.story.append(StoryTerm("in_play_bluff", s, f"{p.name} claims {c}", term))
        if not is_const(good_bluffer, False):
            w.story.append(StoryTerm("good_bluff", s, f"{p.name} claims {c}", good_bluffer,
                                     good_chars))
    claims = {s: w.case.players[s].claim for s in bluffers}
    for s in bluffers:
        for o in bluffers:
            if o < s and claims[o] == claims[s]:
                w.story.append(StoryTerm(
                    "shared_bluff", s, f"{w.names[o]} and {w.names[s]} both bluff {claims[s]}",
                    all_of([bluffers[o], bluffers[s]])))


def record_choices(w: World) -> None:
    """Each player a rule's hidden setup choice (`Rule.grimoire_choices`) may
    fall on, for the rules whose ability some player reports."""
    if w.story is None:
        return
    reported = {i.ability for p in w.case.players for i in p.info}
    for r in w.rules.values():
        if r.id not in reported:
            continue
        for key, memo in r.grimoire_choices.items():
            for s, term in enumerate(w.memo.get(memo) or []):
                w.story.append(StoryTerm("setup_choice", s,
                                         f"the {key.replace('_', ' ')} is {w.names[s]}", term))

