"""Small-case helpers for rule tests: write a case as YAML text, get its worlds."""

from __future__ import annotations

import textwrap

import yaml

from answers.worlds import Result, solve
from caselang.case import Case
from caselang.parse import parse_case


def case_from(text: str, path: str = "<test>") -> Case:
    """The rule tests were written reading `hidden` by holder: each seat whose
    starting character is not hidden holds its own claim, so an unclaimed seat
    holds a hidden character. They keep that reading (`hidden_by_holder`) unless
    their text sets the switch; tests/test_hidden.py tests the default."""
    raw = yaml.safe_load(textwrap.dedent(text))
    if isinstance(raw, dict) and isinstance(raw.get("rules", {}), dict):
        raw["rules"] = {"hidden_by_holder": True, **(raw.get("rules") or {})}
    return parse_case(raw, path, ".")


def result(text: str, assume: list[str] | None = None) -> Result:
    return solve(case_from(text), None, assume)


def worlds(text: str, assume: list[str] | None = None) -> set[tuple[str, ...]]:
    """Every world of the case, as tuples of starting characters in seat order."""
    return {w.start for w in result(text, assume).worlds}


def possible(text: str, assume: list[str] | None = None) -> bool:
    """Whether any world fits the case (and the assumptions)."""
    return result(text, assume).consistent


def seated(base: tuple[str, ...], pairs: list[tuple[int, int]], first: str, second: str,
           either_way: bool = False) -> set[tuple[str, ...]]:
    """The worlds that are `base` with, for each pair (i, j), seat i made `first` and
    seat j `second` (and the reverse too if `either_way`): rule tests list the evil
    placements an answer should allow this way."""
    out = set()
    for i, j in pairs:
        for a, b in ((i, j), (j, i)) if either_way else ((i, j),):
            w = list(base)
            w[a], w[b] = first, second
            out.add(tuple(w))
    return out



def table(script: str, seats: str | list[str], hidden: str, counts: str = "",
          events: str = "[]", head: str = "you: A", tail: str = "") -> str:
    """A small case around the characters a test is about. `seats` lists the players
    in seat order: `B:chef` claimed the Chef, `E` claimed nothing, and a `{...}` row
    stands as written (for info). `counts` is "townsfolk/outsider/minion/demon"."""
    rows = "".join(f"\n  - {_row(s)}" for s in (seats.split() if isinstance(seats, str) else seats))
    if counts:
        t, o, m, d = counts.split("/")
        counts = f"counts: {{townsfolk: {t}, outsider: {o}, minion: {m}, demon: {d}}}"
    return (f"script: {script}\n{head}\nhidden: {hidden}\n{counts}\n"
            f"players:{rows}\nevents: {events}\n{tail}\n")


def _row(seat: str) -> str:
    if seat.startswith("{"):
        return seat
    name, _, claim = seat.partition(":")
    return f"{{name: {name}, claim: {claim}}}" if claim else f"{{name: {name}}}"


def five_seats(script: str, first: str, claims: tuple[str, ...], hidden: str,
               counts: str = "", events: str = "[]", head: str = "you: A",
               tail: str = "") -> str:
    """Five players: seat A's row is `first`, B to E claim `claims`. Most rule tests
    are this small game around the one character they test."""
    seats = [first] + [f"{n}:{c}" for n, c in zip("BCDE", claims)]
    return table(script, seats, hidden, counts, events, head, tail)


def base_counts(outsiders: int, minions: int = 1) -> str:
    """Five players' counts with `outsiders` Outsiders (setup changes move the split)."""
    return f"{4 - minions - outsiders}/{outsiders}/{minions}/1"


def quiet_table(fabled: str, fabled_in_play: str) -> str:
    """Six Trouble Brewing players with information, an execution and a night
    death, with the Fabled `fabled` on the script and `fabled_in_play` (a YAML
    list) in play: the game a Fabled that changes no world is checked on."""
    script = (f"[{fabled}, chef, empath, investigator, undertaker, saint, recluse, imp, "
              "poisoner, spy]")
    seats = ["{name: A, claim: empath, info: [{night: 1, empath: 1}, {night: 2, empath: 1}]}",
             "{name: B, claim: chef, info: [{night: 1, chef: 1}]}", "C:saint",
             "{name: D, claim: undertaker, info: [{night: 2, undertaker: recluse}]}",
             "E:investigator", "F:recluse"]
    return table(script, seats, "[imp, poisoner, spy]",
                 events="[{day: 1, executed: F}, {night: 2, died: C}]",
                 tail=f"fabled: {fabled_in_play}")


def slayer_table(events: str, fabled: str) -> str:
    """Five Trouble Brewing seats with no droisoner: you, Sly, claim the Slayer,
    Tom claims nothing, Ann, Ben and Cid claim the Empath, Investigator and
    Washerwoman; `fabled` (a YAML list) in play. The game a Fabled's penalty
    (a day death, a lost ability) is checked on: only it stops a Slayer's shot."""
    return f"""
script: [slayer, empath, investigator, washerwoman, chef, scarletwoman, imp]
fabled: {fabled}
you: Sly
hidden: [scarletwoman, imp]
players:
  - {{name: Sly, claim: slayer}}
  - {{name: Tom}}
  - {{name: Ann, claim: empath}}
  - {{name: Ben, claim: investigator}}
  - {{name: Cid, claim: washerwoman}}
events: {events}
"""


def two_holders(demon: str, events: str, seats: list[str] | None = None,
                bone: bool = True) -> str:
    """Nine seats and a Bone Collector, `you` (Z): A, the `demon`, is executed
    on day 1 and the Scarlet Woman B becomes the `demon`; on night 2 Z gives
    the dead A its ability back, so two players hold the Demon's ability
    tonight (without `bone` there is no Z). `seats`: rows for C to I (claims,
    info), seven Townsfolk by default."""
    rows = seats or ("C:chef D:empath E:fortuneteller F:undertaker G:librarian "
                     "H:washerwoman I:investigator").split()
    bone_row = "{name: Z, traveller: bonecollector, info: [{night: 2, bonecollector: A}]}"
    script = (f"[chef, empath, fortuneteller, undertaker, librarian, washerwoman, "
              f"investigator, monk, scarletwoman, {demon}]")
    return table(script, ["A", "B", *rows, *([bone_row] if bone else [])],
                 f"[scarletwoman, {demon}]", "7/0/1/1",
                 "[" + ", ".join(["{day: 1, executed: A}", events.strip("[]")]).strip(", ") + "]",
                 "you: Z" if bone else "")
