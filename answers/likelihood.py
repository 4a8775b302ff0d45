"""The stated model of how a game comes about, from which `botc solve --likely`
weighs each world (answers/likely.py computes with it).

A history is a world (every player's starting character) with the
Storyteller's and the players' choices. Its likelihood is the product of:

- Setup: 1. The Storyteller picks a legal bag and seating uniformly, so every
  world (one seating of one bag) is as likely as another before anything is
  said.
- Each report that binds its player (a good player's, or yours) and is false
  as the grimoire stands (`engine/story.py`): `false_answer` (the chance of
  that false answer among those the Storyteller could give), times
  `droisoned_misleads` when it is false because the ability did not work (a
  drunk or poisoned holder) or `misregisters` when only a misregistration
  made it false; nothing more when a rule made it false (the Storyteller had
  no choice).
- Each report that does not bind its player (an evil player's, made up):
  `made_up_report` (the chance of that answer among those of the right
  form they could have made up).
- Each player evil at the start who claims a good character another player
  starts as: `in_play_bluff`.
- Everything else weighs 1: true information, drunk or poisoned or not; whom
  the Demon, the Minions and other choosing abilities choose; the red
  herring; the characters a Drunk-like player is shown; an evil player's claim
  of a character nobody holds; a good player's truthful claim.

A world's likelihood sums its histories' weights, where two histories count as
one when they show the same pattern of the weighed terms (the projection on
the starting characters and the story terms); the number of Storyteller
sub-choices within one pattern is not counted. Each player's probability of
starting as the Demon (or evil) is the share of the total weight of the
worlds where they do.

Every parameter has a default and a plausible range in
facts/data/likelihood.yaml, which a user may copy and change (`--model`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from caselang.errors import CaseError

DEFAULTS = Path(__file__).resolve().parent.parent / "facts" / "data" / "likelihood.yaml"


@dataclass(frozen=True)
class Parameter:
    name: str
    default: float
    low: float
    high: float
    text: str


@dataclass
class Model:
    """The parameters' values (by name), with their stated ranges."""

    values: dict[str, float]
    parameters: dict[str, Parameter] = field(repr=False)
    source: str = "default"

    def weight(self, kind: str) -> float:
        """The weight of one story term of this kind (engine/story.py)."""
        v = self.values
        if kind == "misled":
            return v["droisoned_misleads"] * v["false_answer"]
        if kind == "misregistered":
            return v["misregisters"] * v["false_answer"]
        if kind == "made_false":
            return v["false_answer"]
        if kind == "made_up":
            return v["made_up_report"]
        if kind == "in_play_bluff":
            return v["in_play_bluff"]
        raise KeyError(kind)

    def with_values(self, **changes: float) -> Model:
        """The same model with some parameters changed."""
        return Model({**self.values, **changes}, self.parameters, self.source)


def parameters() -> dict[str, Parameter]:
    """The shipped parameters, with their defaults, ranges and texts."""
    data = yaml.safe_load(DEFAULTS.read_text(encoding="utf-8"))
    return {name: Parameter(name, float(p["default"]), float(p["range"][0]),
                            float(p["range"][1]), " ".join(str(p["text"]).split()))
            for name, p in data.items()}


def default_model() -> Model:
    params = parameters()
    return Model({n: p.default for n, p in params.items()}, params)


def load_model(path: str | None) -> Model:
    """The default model, with a user's file's values over it: either the
    shipped file's shape (`name: {default: X, ...}`) or `name: X`. Every value
    is a positive number; a probability is at most 1."""
    model = default_model()
    if path is None:
        return model
    try:
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise CaseError(path, "model", f"cannot read the file ({e.strerror})") from None
    except yaml.YAMLError as e:
        raise CaseError(path, "model", f"not YAML ({str(e).splitlines()[0]})") from None
    if not isinstance(data, dict):
        raise CaseError(path, "model", "expected a mapping of parameter names to numbers")
    values = dict(model.values)
    for name, raw in data.items():
        if name not in model.parameters:
            known = ", ".join(model.parameters)
            raise CaseError(path, str(name), f"not a parameter of the model (known: {known})")
        value = raw.get("default") if isinstance(raw, dict) else raw
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value) or value <= 0:
            raise CaseError(path, str(name), f"expected a positive number, got {value!r}")
        if name != "in_play_bluff" and value > 1:
            raise CaseError(path, str(name), f"expected a probability (at most 1), got {value}")
        values[name] = float(value)
    return Model(values, model.parameters, path)
