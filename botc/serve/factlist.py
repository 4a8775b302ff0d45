"""The game so far on the page: setup, then each night and day, each fact in
the words `botc add` takes (table/timeline.py's words) with the key path that
names it in the file, so the page can take it out or put new words in its
place (table/deletion.py)."""

from __future__ import annotations

from dataclasses import dataclass

from caselang.case import Case, Event, Time
from table.timeline import _phases, _settings, words


@dataclass
class Fact:
    text: str  # as the page shows it
    words: str = ""  # as `botc add` takes it (empty: not editable here)
    where: str = ""  # its key path in the file


@dataclass
class Phase:
    title: str
    facts: list[Fact]


def event_line(e: Event) -> str:
    """An event with its time, in `botc add` words."""
    extra = " ".join(f"{k} {words(v)}" for k, v in e.fields.items())
    return f"{e.kind} {words(e.subject)} {e.time.kind} {e.time.n} {extra}".strip()


def fact_list(case: Case) -> list[Phase]:
    setup = []
    for i, p in enumerate(case.players):
        if p.claim and not p.traveller:
            setup.append(Fact(f"{i + 1} {p.name} claims {p.claim}", f"claim {p.name} {p.claim}",
                              f"players[{i}].claim"))
        elif p.traveller:
            setup.append(Fact(f"{i + 1} {p.name} is the Traveller {p.traveller}"))
        else:
            setup.append(Fact(f"{i + 1} {p.name}: no claim yet"))
    known = 0
    for key, value in _settings(case):
        if key == "known":
            setup.append(Fact(f"known {value}", f"known {value}", f"known[{known}]"))
            known += 1
        else:  # `hidden (none)`: in words, `hidden` with nothing after it
            said = key if value == "(none)" else f"{key} {value}"
            setup.append(Fact(f"{key} {value}", said, key))
    if case.now is not None:
        now = f"now {case.now.kind} {case.now.n}"
        setup.append(Fact(now, now, "now"))
    out = [Phase("Setup", setup)]
    for time in _phases(case):
        out.append(Phase(f"{time.kind.capitalize()} {time.n}", _at(case, time)))
    return out


def _at(case: Case, time: Time) -> list[Fact]:
    facts = []
    for p in case.players:
        for info in p.info:
            if info.time == time:
                said = f"{info.ability} {words(info.payload)}"
                facts.append(Fact(f"{p.name}: {said}",
                                  f"info {p.name} {time.kind} {time.n} {said}", info.where))
        for c in p.changes:  # its place in the claim list is not kept: not editable
            if c.time == time:
                facts.append(Fact(f"{p.name} became {c.becomes}"))
    for e in case.events:
        if e.time == time:
            facts.append(Fact(event_line(e).replace(f" {time.kind} {time.n}", "", 1),
                              event_line(e), e.where))
    return facts
