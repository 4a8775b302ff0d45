"""The answer at the table, read at a glance: who could have started as the
Demon, what the last fact changed, and one next step, in a few short lines.
The full report (each seat, reasons, worlds, counts) is asked for with
`--details`.

What the last fact changed needs the answer before it: each answer given at
the table is remembered beside the game (`answer.json` in its history folder),
keyed by the file's bytes, so the next fact compares with it without solving
the game twice.
"""

from __future__ import annotations

import hashlib
import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from answers.worlds import Result
from caselang.case import Case, Time
from table.game import TEMPLATE
from table.gamefile import history_dir

ANSWER = "answer.json"
GAME_MARK = TEMPLATE.encode("utf-8").split(b":", 1)[0]  # how a file `botc new` wrote begins


@dataclass
class Before:
    """The answer for the file as it was before the last fact."""

    consistent: bool
    demon: list[str]
    fact: str = ""  # the last fact, in the words `add` summarised it with
    # the warnings (and the line on asking for more) already said at the table
    warned: list[str] = field(default_factory=list)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def is_game_file(path: str) -> bool:
    """A file kept at the table (made by `botc new`, or changed by `add`)."""
    try:
        with open(path, "rb") as f:
            head = f.read(len(GAME_MARK))
    except OSError:
        return False
    return head == GAME_MARK or history_dir(path).is_dir()


def remember(path: str, data: bytes, r: Result, before: Before | None, fact: str,
             warned: list[str]) -> None:
    """Keep the answer for the file's bytes `data` (and the one before the fact
    that made them, and the warnings said so far); only where the game keeps
    its history, and never an error: it is a convenience."""
    folder = history_dir(path)
    if not folder.is_dir():
        return
    item = {"sha256": digest(data), "consistent": r.consistent, "demon": list(r.demon),
            "fact": fact, "warned": warned}
    if before is not None:
        item["before"] = {"consistent": before.consistent, "demon": before.demon}
    try:
        (folder / ANSWER).write_text(json.dumps(item), encoding="utf-8")
    except OSError:
        pass


def _stored(path: str, data: bytes) -> dict | None:
    try:
        item = json.loads((history_dir(path) / ANSWER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return item if isinstance(item, dict) and item.get("sha256") == digest(data) else None


def recall(path: str, data: bytes) -> Before | None:
    """The answer remembered for the file's bytes `data`, if any."""
    item = _stored(path, data)
    if item is None:
        return None
    return Before(bool(item.get("consistent")), list(item.get("demon") or []),
                  str(item.get("fact") or ""), list(item.get("warned") or []))


def recall_change(path: str, data: bytes) -> Before | None:
    """The answer before the fact that made `data` (with that fact, and the
    warnings said so far)."""
    item = _stored(path, data)
    if item is None or not isinstance(item.get("before"), dict):
        return None
    b = item["before"]
    return Before(bool(b.get("consistent")), list(b.get("demon") or []),
                  str(item.get("fact") or ""), list(item.get("warned") or []))


# ---- the lines ------------------------------------------------------------------
def names_and(names: list[str], last: str = "and") -> str:
    """Ann; Ann and Ben; Ann, Ben and Cat."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


def demon_phrase(everyone: list[str], demons: list[str], travellers: list[str]) -> str:
    """Who could be the Demon, in the shorter of the two ways: by name, or as
    anyone but those who cannot (Travellers, never drawn from the bag, aside)."""
    if not demons:
        return "no player"
    if len(demons) == 1:
        return f"only {demons[0]}"
    others = [n for n in everyone if n not in demons and n not in travellers]
    aside = " (Travellers aside)" if travellers else ""
    if not others:
        return f"anyone{aside}"
    listed = names_and(demons, "or")
    but = f"anyone but {names_and(others)}{aside}"
    return but if len(but) < len(listed) else listed


def change_phrase(everyone: list[str], before: Before, consistent: bool,
                  demons: list[str]) -> str:
    """What the fact changed about who could be the Demon."""
    if not before.consistent and consistent:
        return "The game has worlds again."
    if not consistent:
        return "" if not before.consistent else "No world is left."
    out = [n for n in everyone if n in before.demon and n not in demons]
    back = [n for n in everyone if n not in before.demon and n in demons]
    parts = []
    if out:
        parts.append(f"Now ruled out as the Demon: {names_and(out)}.")
    if back:
        parts.append(f"Possible Demon again: {names_and(back)}.")
    return " ".join(parts) or "No change to who could be the Demon."


def _word(text: str) -> str:
    return shlex.quote(text)


def next_step(case: Case, r: Result, path: str) -> str:
    """The one step most likely to help next: undo a fact that left no world;
    else the first player without a claim; else the first living player whose
    claimed ability reports something and has no report entered; else what
    happened in the phase after the latest one entered."""
    from rules.registry import rule

    game = _word(path)
    if not r.consistent:
        return f"botc undo {game} takes the last fact back; botc show {game} lists them all."
    for p in case.players:
        if not p.claim and not p.traveller:
            return f"botc add {game} claim {_word(p.name)} CHARACTER"
    for p in case.players:
        ability = rule(p.claim) if p.claim and not p.traveller else None
        if ability is None or ability.payload is None or p.info or case.dead_at(p.name):
            continue
        shape = ability.payload.doc
        for old, new in (("[", ""), ("]", ""), (",", ""), ("character_id", "CHARACTER"),
                         ("townsfolk_id", "TOWNSFOLK"), ("outsider_id", "OUTSIDER"),
                         ("minion_id", "MINION"), ("demon_id", "DEMON")):
            shape = shape.replace(old, new)
        return f"{p.name}'s {p.claim}: botc add {game} info {_word(p.name)} night N " \
               f"{p.claim} {shape}"
    times = [x.time for p in case.players for x in (*p.info, *p.changes)]
    times += [e.time for e in case.events]
    latest = max(times, key=Time.order, default=None)
    if latest is not None and latest.kind == "day":
        return f"night {latest.n + 1}'s deaths: botc add {game} died PLAYER night {latest.n + 1}"
    n = latest.n if latest is not None else 1
    return f"day {n}: botc add {game} executed PLAYER day {n} (or nominated, died...)"


def print_glance(console: Console, path: str, case: Case, r: Result, head: str,
                 before: Before | None, more: str, warned: list[str] | None = None
                 ) -> list[str]:
    """The answer in a few lines, never wrapped (each can be copied). A warning,
    or the line saying how to ask for more, that is in `warned` was said before
    in this game and is not repeated; returns what has been said so far."""
    from botc.cli import case_warnings, no_seated_demon

    def say(text: str, style: str = "") -> None:
        console.print(f"[{style}]{escape(text)}[/]" if style else escape(text), soft_wrap=True)

    demons = list(r.demon)
    change = change_phrase(case.names, before, r.consistent, demons) if before else ""
    first = " ".join(x for x in (head, change) if x)
    if first:
        say(first)
    if r.consistent:
        travellers = [p.name for p in case.players if p.traveller]
        line = f"Could have started as the Demon: {demon_phrase(case.names, demons, travellers)}."
        if no_seated_demon(r):
            line += " Or no player (a Demon not in play yet, or that no player holds)."
        say(line)
    else:
        say("No world fits: the facts are inconsistent (one is mistyped, or a report is "
            "not what the player was told).")
    said = list(warned or [])
    for warning in case_warnings(case):
        if warning not in said:
            say(f"warning: {warning} (said once: botc solve {_word(path)} repeats it)", "yellow")
            said.append(warning)
    say(f"Next: {next_step(case, r, path)}")
    if more and more not in said:
        say(more, "dim")
        said.append(more)
    return said


def last_change_head(path: str, before: Before | None) -> str:
    """The first line's opening when the answer is asked again (not after a fact)."""
    return f"{path}: last change: {before.fact}." if before and before.fact else ""


def more_hint(path: str) -> str:
    """How to ask for the rest (and for counts, never waited for at the table)."""
    game = _word(path)
    return f"More: botc solve {game} --details (add --count-seconds 30 for world counts)"


def game_bytes(path: str) -> bytes | None:
    try:
        return Path(path).read_bytes()
    except OSError:
        return None
