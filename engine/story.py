"""The story elements a likelihood weighs (answers/likely.py), as terms over
one world's variables, in the rules' own vocabulary.

Recorded only when asked (`World.story` is a list, not None). Each term is a
condition on a history: where it holds, the history used a Storyteller
freedom or a player made a choice the model gives a weight to. Kinds:

- `misled`: a report that binds its player (`World.trusted`) is false as the
  grimoire stands, nobody misregistering, while the ability did not work (the
  holder drunk or poisoned) or a rule let the Storyteller say anything.
- `misregistered`: such a report is false as the grimoire stands while the
  ability worked and nothing made it false: only how a player registered
  made it so (a misregistering character being in play and working).
- `made_false`: such a report is false and a rule made it false (the
  Storyteller had no choice but to give false information).
- `made_up`: a report that does not bind its player (one evil when they got
  it or at the end, who may have said anything of the right form).
- `in_play_bluff`: a player evil at the start claims a good character another
  player starts as (a double claim, unless that player is evil too).

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
from engine.terms import all_of, any_of, negate
from engine.world import Step, World
from facts.catalog import team

if TYPE_CHECKING:
    from engine.encode import InfoTruth

KINDS = ("misled", "misregistered", "made_false", "made_up", "in_play_bluff")


@dataclass
class StoryTerm:
    kind: str  # one of KINDS
    seat: int
    label: str  # what it is about, in the case's words
    term: BoolRef


def record_report(w: World, s: int, info: Info, step: Step, binds: BoolRef,
                  truth: InfoTruth | None) -> None:
    """Whether the report was made up (`binds`: it binds the player and they
    believe they have the ability; yours always binds), and where the ability
    acts now (`truth`), the three ways a binding report can be false as the
    grimoire stands."""
    if w.story is None:
        return
    label = f"{w.names[s]}'s {info.ability} on {info.time}"
    if w.names[s] != w.case.you:
        w.story.append(StoryTerm("made_up", s, label, negate(binds)))
    if truth is None:
        return
    rule = w.rules[info.ability]
    with abnormal.strictly(w):
        false = negate(rule.info(w, s, info.payload, step))
    told = all_of([binds, truth.woke, false])
    made = any_of(list(truth.falsifiers.values()))
    free = any_of(list(truth.frees.values()))
    misregistering = [r.id for r in w.rules.values()
                      if r.registers_as_teams or r.registers_as_alignment]
    could_misregister = any_of([w.functioning(p, c) for p in range(w.n) for c in misregistering])
    terms = {
        "misled": all_of([told, negate(made), any_of([negate(truth.working), free])]),
        "misregistered": all_of([told, negate(made), truth.working, negate(free),
                                 could_misregister]),
        "made_false": all_of([told, made]),
    }
    for kind, term in terms.items():
        w.story.append(StoryTerm(kind, s, label, term))


def record_claims(w: World) -> None:
    """Each claim of a good character by a player evil at the start, where
    another player starts as that character."""
    if w.story is None:
        return
    for s, p in enumerate(w.case.players):
        c = p.claim
        if c is None or c not in w.rules or team(c) not in ("townsfolk", "outsider"):
            continue
        held = any_of([w.start[o][c] for o in range(w.n) if o != s])
        term = all_of([w.start_state.evil[s], held])
        w.story.append(StoryTerm("in_play_bluff", s, f"{p.name} claims {c}", term))
