"""Every encoded character, found by importing `rules/characters/*.py`.

Each module defines `RULE`, an instance of a `engine.rule.Rule` subclass.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from functools import cache

from engine.rule import Rule
from rules import characters


@cache
def all_rules() -> dict[str, Rule]:
    out: dict[str, Rule] = {}
    for mod in pkgutil.iter_modules(characters.__path__):
        module = importlib.import_module(f"rules.characters.{mod.name}")
        rule = getattr(module, "RULE", None)
        if isinstance(rule, Rule):
            out[rule.id] = rule
    return dict(sorted(out.items()))


def rule(char_id: str) -> Rule | None:
    return all_rules().get(char_id)


@cache
def notes() -> dict[str, str]:
    """Each character module's docstring: what its rule constrains and what it
    leaves to the Storyteller, as `botc characters ID` shows it."""
    out: dict[str, str] = {}
    for mod in pkgutil.iter_modules(characters.__path__):
        module = importlib.import_module(f"rules.characters.{mod.name}")
        rule = getattr(module, "RULE", None)
        if isinstance(rule, Rule):
            out[rule.id] = inspect.cleandoc(module.__doc__ or "")
    return out
