"""Turn a played game into a case (the public view, ../shared/spec/case-format.md)
and into a full grimoire (everything the Storyteller knew)."""

from __future__ import annotations

from typing import Any

import yaml

from simulator.game import order_of
from simulator.loop import Game


def _time_key(entry: dict[str, Any]) -> int:
    kind = "night" if "night" in entry else "day"
    return order_of(kind, entry[kind])


def case_dict(game: Game, title: str = "") -> dict[str, Any]:
    """The case: claims, reported info, public events, and the true starting
    characters as one world the solver must find."""
    players = []
    for seat in (game.seats[i] for i in game.written_order()):
        entry: dict[str, Any] = {"name": seat.name, "claim": seat.claim}
        if getattr(seat, "traveller", False):  # public and true
            entry = {"name": seat.name, "traveller": seat.start}
        if getattr(seat, "joined", None):
            kind, n = seat.joined
            entry["joined"] = {kind: n}
        info = sorted(seat.info, key=_time_key)  # stable: same-phase order kept
        if info:
            entry["info"] = info
        players.append(entry)
    kind, n = game.last_phase
    case: dict[str, Any] = {}
    if title:
        case["title"] = title
    case["script"] = game.script.id if game.script.builtin else list(game.script.chars)
    if getattr(game, "fabled", None):
        case["fabled"] = list(game.fabled)
    hidden = getattr(game, "hidden", None)  # a script's simulator may draw only some
    if hidden is not None:
        case["hidden"] = list(hidden)
    case["players"] = players
    if game.events:
        case["events"] = list(game.events)
    case["now"] = {kind: n}
    case["expect"] = {"contains": game.start_characters()}
    return case


def grimoire_dict(game: Game, title: str = "") -> dict[str, Any]:
    """Everything behind the case: characters at start and end, the Drunk's token,
    the red herring, deaths and every Storyteller and player choice in order."""
    kind, n = game.last_phase
    return {
        "title": title,
        "script": game.script.id,
        "last_phase": {kind: n},
        "stopped_early": game.cut,
        "drunk_token": game.drunk_token,
        "red_herring": game.name(game.red_herring) if game.red_herring is not None else None,
        "players": [
            {
                "name": x.name,
                "start": x.start,
                "end": x.char,
                "believed": getattr(x, "start_believed", "") or x.believed,
                "alignment": "evil" if x.evil else "good",
                "start_alignment": None if x.start_evil is None else
                ("evil" if x.start_evil else "good"),
                "claim": x.claim,
                "alive": x.alive,
                "died": f"{x.death[0]} {x.death[1]}" if x.death else None,
                "cause": x.cause or None,
                "joined": f"{x.joined[0]} {x.joined[1]}" if x.joined else None,
            }
            for x in (game.seats[i] for i in game.written_order())
        ],
        "log": game.log,
    }


def _flow(value: Any) -> str:
    """One YAML flow item, e.g. `{night: 1, washerwoman: [Alice, Bruno, chef]}`."""
    text = yaml.safe_dump(value, default_flow_style=True, width=10_000, sort_keys=False)
    return text.removesuffix("\n").removesuffix("...").strip()


def case_yaml(case: dict[str, Any]) -> str:
    """The case as YAML text, one line per info entry and per event."""
    lines = []
    if "title" in case:
        lines.append(f"title: {_flow(case['title'])}")
    lines.append(f"script: {_flow(case['script'])}")
    if "fabled" in case:
        lines.append(f"fabled: {_flow(case['fabled'])}")
    if "hidden" in case:
        lines.append(f"hidden: {_flow(case['hidden'])}")
    lines.append("")
    lines.append("players:")
    for p in case["players"]:
        lines.append(f"  - name: {_flow(p['name'])}")
        for key in ("traveller", "joined", "claim"):
            if key in p:
                lines.append(f"    {key}: {_flow(p[key])}")
        if p.get("info"):
            lines.append("    info:")
            lines.extend(f"      - {_flow(i)}" for i in p["info"])
    if case.get("events"):
        lines.append("")
        lines.append("events:")
        lines.extend(f"  - {_flow(e)}" for e in case["events"])
    lines.append("")
    lines.append(f"now: {_flow(case['now'])}")
    lines.append("")
    lines.append("expect:")
    lines.append(f"  contains: {_flow(case['expect']['contains'])}")
    return "\n".join(lines) + "\n"
