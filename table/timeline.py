"""`botc show`: a case as a readable timeline, setup first, then each night and
day with its reports and public events in order. Facts are written in the
words `botc add` takes, so what is read here can be typed back."""

from __future__ import annotations

from typing import Any

from caselang.case import RULE_DEFAULTS, Case, Event, Player, Time


def words(value: Any) -> str:
    """A normalised payload or event value in `botc add` words."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, (list, tuple)):
        return " ".join(words(v) for v in value)
    if isinstance(value, dict):
        return " ".join(f"{k} {words(v)}" for k, v in value.items())
    text = str(value)
    return f'"{text}"' if " " in text else text


def event_words(e: Event) -> str:
    subject = words(e.subject)
    extra = " ".join(f"{k} {words(v)}" for k, v in e.fields.items())
    return f"{e.kind} {subject} {extra}".strip()


def timeline(case: Case) -> list[str]:
    """The lines of the timeline."""
    lines = [f"{case.title or case.path}: script {case.script_name}, "
             f"{len(case.players)} players"]
    width = max(len(p.name) for p in case.players)
    lines.append("Setup")
    for i, p in enumerate(case.players, 1):
        lines.append(f"  {i:>2} {p.name:<{width}}  {_seat(p)}")
    for key, value in _settings(case):
        lines.append(f"  {key} {value}")
    for time in _phases(case):
        lines.append(f"{time.kind.capitalize()} {time.n}")
        for p in case.players:
            if p.traveller and p.joined == time:
                lines.append(f"  {p.name} joins, the Traveller {p.traveller}")
            for info in p.info:
                if info.time == time:
                    lines.append(f"  {p.name}: {info.ability} {words(info.payload)}")
            for c in p.changes:
                if c.time == time:
                    lines.append(f"  {p.name} became {c.becomes}")
        for e in case.events:
            if e.time == time:
                lines.append(f"  {event_words(e)}")
    if case.now is not None:
        lines.append(f"(now: {case.now})")
    return lines


def _seat(p: Player) -> str:
    """A seat's setup line: the claim, or a Traveller's character (public, so
    not a claim), alignment if stated and when they joined."""
    if not p.traveller:
        return f"claims {p.claim or '(no claim yet)'}"
    alignment = f", {p.alignment}" if p.alignment else ""
    joined = f", joined {p.joined}" if p.joined else ", from the start"
    return f"Traveller {p.traveller}{alignment}{joined}"


def _settings(case: Case) -> list[tuple[str, str]]:
    out = []
    if case.fabled:
        out.append(("fabled", words(case.fabled)))
    if case.you:
        out.append(("you", case.you))
    if case.you_might_be:
        out.append(("you_might_be", words(case.you_might_be)))
    if case.hidden is not None:
        out.append(("hidden", words(case.hidden) or "(none)"))
    if case.counts:
        out.append(("counts", words(case.counts)))
    changed = {k: v for k, v in case.rules.items() if v != RULE_DEFAULTS.get(k)}
    if changed:
        out.append(("rules", words(changed)))
    out += [("known", words(text)) for text in case.known]
    return out


def _phases(case: Case) -> list[Time]:
    times = {i.time for p in case.players for i in p.info}
    times |= {c.time for p in case.players for c in p.changes}
    times |= {e.time for e in case.events}
    times |= {p.joined for p in case.players if p.traveller and p.joined}
    return sorted(times, key=Time.order)
