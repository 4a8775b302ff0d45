"""The frequencies the simulator's Storyteller and evil players use, taken from
the likelihood model `botc solve --likely` weighs worlds by
(facts/data/likelihood.yaml; answers/likelihood.py states the model), so
that simulated games have the frequencies the model assumes:

- `droisoned_misleads`: a drunk or poisoned holder (or one a rule lets the
  Storyteller tell anything) is told false information this often, and the
  truth otherwise (storyteller.told);
- `misregisters`: a player who may register falsely does so this often at
  each detection where it would change the answer (storyteller.register_*,
  info.pair_info);
- `evil_reports`: an evil player claiming a character reports made-up
  information for it this often, on each night a real holder would have
  some (loop.made_up_reports);
- `in_play_bluff`: an evil player's odds of bluffing a given good character
  another player starts as, against a given one nobody starts as
  (loop.choose_claims).

The simulator reads only the facts, so it reads the shipped file's defaults
itself; `botc simulate --model FILE` checks a user's file with the solver's
reader and hands its values over (`from_values`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

import yaml

from facts.catalog import DATA

SHIPPED = DATA / "likelihood.yaml"


@dataclass(frozen=True)
class Frequencies:
    droisoned_misleads: float
    misregisters: float
    in_play_bluff: float
    evil_reports: float

    @classmethod
    def from_values(cls, values: Mapping[str, float]) -> Frequencies:
        """From a model's parameter values by name (the defaults fill the rest)."""
        base = shipped()
        return cls(**{k: float(values.get(k, getattr(base, k))) for k in FIELDS})


FIELDS = ("droisoned_misleads", "misregisters", "in_play_bluff", "evil_reports")


@cache
def shipped() -> Frequencies:
    """The defaults of facts/data/likelihood.yaml."""
    data = yaml.safe_load(SHIPPED.read_text(encoding="utf-8"))
    return Frequencies(**{k: float(data[k]["default"]) for k in FIELDS})
