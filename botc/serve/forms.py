"""The fields of an info form, built from the ability's payload shape
(caselang/payloads.py): players from the circle, characters from the script,
numbers within the shape's range, the shape's own two words for a yes/no. The
page joins the chosen values, in order, into the words `botc add` reads
(caselang/payloadwords.py), so the form and the command line say the same."""

from __future__ import annotations

from dataclasses import dataclass, field

from caselang.case import Case
from caselang.payloads import (
    Character,
    Flag,
    Guesses,
    Number,
    OrNone,
    Player,
    Players,
    Record,
    Shape,
    Statement,
    Tuple,
)
from facts.catalog import team

NOT_DRAWN = ("traveller", "fabled", "loric")  # not in the bag: no seat starts as one


@dataclass
class Field:
    """One input: a choice among `options`, or free text (`options` None)."""

    label: str
    options: list[str] | None = None
    optional: bool = False
    hint: str = ""


@dataclass
class Form:
    """An ability's payload fields; `none`: the payload may be `none` instead."""

    fields: list[Field] = field(default_factory=list)
    none: bool = False
    doc: str = ""


def characters(case: Case, of_team: str | None = None) -> list[str]:
    """The script's characters (of one team), in script order."""
    if of_team is not None:
        return [c for c in case.script if team(c) == of_team]
    return [c for c in case.script if team(c) not in NOT_DRAWN]


def payload_form(shape: Shape | None, case: Case) -> Form:
    form = Form(doc=shape.doc if shape is not None else "the payload words")
    if isinstance(shape, OrNone):
        form.none = True
        shape = shape.inner
    form.fields = _fields(shape, case, "")
    return form


def _fields(shape: Shape | None, case: Case, label: str) -> list[Field]:
    names = case.names
    if isinstance(shape, Number):
        # "99" is the shape's way of saying "no fixed top": the circle's size is
        top = shape.high if shape.high < 99 else max(len(names), shape.low)
        return [Field(label or "number", [str(n) for n in range(shape.low, top + 1)])]
    if isinstance(shape, Player):
        return [Field(label or "player", names)]
    if isinstance(shape, Character):
        return [Field(label or shape.doc, characters(case, shape.team))]
    if isinstance(shape, Flag):
        return [Field(label or shape.doc, list(shape.words))]
    if isinstance(shape, Statement):
        return [Field(label or "statement", None, hint="e.g. evil(Ann) or is(Ben, imp)")]
    if isinstance(shape, Players):
        out = [Field(f"player {i + 1}", names) for i in range(shape.count)]
        if shape.char:
            team_ = None if shape.char == "any" else shape.char
            out.append(Field(shape.char if team_ else "character",
                             characters(case, team_) if team_ else case.script))
        if shape.flag:
            out.append(Field("yes/no", ["yes", "no"]))
        return out
    if isinstance(shape, Tuple):
        return [f for item in shape.items for f in _fields(item, case, "")]
    if isinstance(shape, Record):
        return [f for key, item in shape.fields.items() for f in _fields(item, case, key)]
    if isinstance(shape, Guesses):
        out = []
        for i in range(shape.most):
            out.append(Field(f"player {i + 1}", names, optional=i > 0))
            out.append(Field(f"as {i + 1}", characters(case), optional=i > 0))
        return out
    # Either, or a shape of the ability's own: the words as `botc add` takes them
    return [Field(label or "payload", None, hint=shape.doc if shape is not None else "")]
