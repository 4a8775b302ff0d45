"""The stated model of how a game comes about, from which `botc solve --likely`
weighs each world (answers/likely.py computes with it).

A history is a world (every player's starting character) with the
Storyteller's and the players' choices. Its likelihood is the product of:

- Setup: 1. The Storyteller picks a legal bag and seating uniformly, so every
  world (one seating of one bag) is as likely as another before anything is
  said.
- Each report that binds its player (a good player's, or yours) and is false
  as the grimoire stands (`engine/story.py`): the chance of that false answer
  among those the Storyteller could give, times
  `droisoned_misleads` when it is false because the ability did not work (a
  drunk or poisoned holder) or `misregisters` when only a misregistration
  made it false; nothing more when a rule made it false (the Storyteller had
  no choice). That chance is read as `false_answers` says: `per_ability`
  (the default), one over the number of false answers the ability's payload
  allows in this game (`answers - 1`, caselang/payloads.py: an Empath-like
  number 0 to 2 has 2 false ones, a pair of players with a character dozens);
  `flat`, the one number `false_answer` for every ability.
- Each such report that is true though the ability did not work (or a rule
  let the Storyteller say anything): `1 - droisoned_misleads`, the chance the
  Storyteller chose the truth.
- Each report that does not bind its player (an evil player's, made up),
  read as `made_up_reports` says: `per_ability` (the default),
  `evil_reports` (the chance an evil player reports at all that night) over
  the number of answers the ability allows (each as likely; 1 for an
  ability that learns nothing, whose report is a choice a good player makes
  as freely); `flat`, `made_up_report` for every ability.
- Each player evil at the start (or good but believing they are a Minion or
  Demon, who bluffs as the evil team does) who claims a good character
  another player starts as: `in_play_bluff`.
- Each player good at the start who believes they are a Minion or Demon and
  claims a good character: one over the script's good characters (their
  bluff is one of them, where a good player's claim is certain; an evil
  player's bluff is such a choice too, but every world has as many evil
  players, so it is left out).
- Each pair of such bluffers claiming the same good character:
  `shared_bluff` (the evil team share out their bluffs).
- A hidden setup choice for an ability someone reports (a red herring, a
  grandchild) is part of the history: a world counts once per player it may
  fall on (each as likely, so the weight is 1 and the count does the work).
- Everything else weighs 1: true information from a working ability; whom
  the Demon, the Minions and other choosing abilities choose; the character
  a Drunk-like player is shown; an evil player's claim of a character nobody
  holds; a good player's truthful claim.

A world's likelihood sums its histories' weights, where two histories count as
one when they show the same pattern of the weighed terms (the projection on
the starting characters and the story terms); the number of Storyteller
sub-choices within one pattern is not counted (whom the Poisoner poisoned is
not: a poisoning that explains a report counts as one history, not as one
choice among the players). Each player's probability of
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


# The readings of the chance of one false answer (`false_answers` in the file).
READINGS = ("per_ability", "flat")


@dataclass
class Model:
    """The parameters' values (by name), with their stated ranges, and the
    reading of a false answer's chance (one of READINGS)."""

    values: dict[str, float]
    parameters: dict[str, Parameter] = field(repr=False)
    source: str = "default"
    false_answers: str = "per_ability"
    made_up_reports: str = "per_ability"

    def false_answer(self, answers: int) -> float:
        """The chance of one given false answer among the `answers` (at least
        2) the ability allows, against 1 for the true one."""
        if self.false_answers == "flat":
            return self.values["false_answer"]
        return 1.0 / (max(2, answers) - 1)

    def weight(self, kind: str, answers: int = 2) -> float:
        """The weight of one story term of this kind (engine/story.py), about
        an ability whose payload allows `answers` answers in this game."""
        v = self.values
        if kind == "misled":
            return v["droisoned_misleads"] * self.false_answer(answers)
        if kind == "droisoned_true":
            return 1.0 - v["droisoned_misleads"]
        if kind == "misregistered":
            return v["misregisters"] * self.false_answer(answers)
        if kind == "made_false":
            return self.false_answer(answers)
        if kind == "made_up":
            if self.made_up_reports == "per_ability":
                return v["evil_reports"] / max(1, answers)
            return v["made_up_report"]
        if kind == "in_play_bluff":
            return v["in_play_bluff"]
        if kind == "shared_bluff":
            return v["shared_bluff"]
        if kind == "good_bluff":
            return 1.0 / max(1, answers)
        if kind == "setup_choice":
            return 1.0
        raise KeyError(kind)

    def with_values(self, **changes: float) -> Model:
        """The same model with some parameters changed."""
        return Model({**self.values, **changes}, self.parameters, self.source,
                     self.false_answers, self.made_up_reports)

    def reading(self, false_answers: str | None = None,
                made_up_reports: str | None = None) -> Model:
        """The same model with other readings of a false or made-up answer's
        chance."""
        return Model(self.values, self.parameters, self.source,
                     false_answers or self.false_answers,
                     made_up_reports or self.made_up_reports)


def shipped() -> dict:
    return yaml.safe_load(DEFAULTS.read_text(encoding="utf-8"))


def parameters() -> dict[str, Parameter]:
    """The shipped parameters, with their defaults, ranges and texts."""
    return {name: Parameter(name, float(p["default"]), float(p["range"][0]),
                            float(p["range"][1]), " ".join(str(p["text"]).split()))
            for name, p in shipped().items() if "range" in p}


def default_model() -> Model:
    params = parameters()
    data = shipped()
    return Model({n: p.default for n, p in params.items()}, params,
                 false_answers=data["false_answers"]["default"],
                 made_up_reports=data["made_up_reports"]["default"])


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
    readings = {"false_answers": model.false_answers,
                "made_up_reports": model.made_up_reports}
    for name, raw in data.items():
        if name in readings:
            value = raw.get("default") if isinstance(raw, dict) else raw
            if value not in READINGS:
                raise CaseError(path, name, f"expected one of {', '.join(READINGS)}, "
                                f"got {value!r}")
            readings[name] = value
            continue
        if name not in model.parameters:
            known = ", ".join([*model.parameters, *readings])
            raise CaseError(path, str(name), f"not a parameter of the model (known: {known})")
        value = raw.get("default") if isinstance(raw, dict) else raw
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value) or value <= 0:
            raise CaseError(path, str(name), f"expected a positive number, got {value!r}")
        if name != "in_play_bluff" and value > 1:
            raise CaseError(path, str(name), f"expected a probability (at most 1), got {value}")
        values[name] = float(value)
    return Model(values, model.parameters, path, readings["false_answers"],
                 readings["made_up_reports"])
