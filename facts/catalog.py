"""Facts about every official character: id, printed name, team, edition.

Read from `facts/data/characters.tsv` (a copy of the official release's
roles data) so that names can be normalised and teams looked up even for
characters whose rules are not encoded yet.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).parent / "data"

TEAMS = ("townsfolk", "outsider", "minion", "demon", "traveller", "fabled", "loric")
GOOD_TEAMS = ("townsfolk", "outsider")
EVIL_TEAMS = ("minion", "demon")
BAG_TEAMS = GOOD_TEAMS + EVIL_TEAMS  # the teams drawn from the bag (setup counts)
SEATED_TEAMS = BAG_TEAMS + ("traveller",)  # the teams that hold a seat (not Fabled, Loric)


@dataclass(frozen=True)
class CharMeta:
    id: str
    name: str
    team: str
    edition: str
    setup: bool


def read_tsv(name: str) -> list[dict[str, str]]:
    with open(DATA / name, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t"))


@cache
def catalog() -> dict[str, CharMeta]:
    out = {}
    for row in read_tsv("characters.tsv"):
        out[row["id"]] = CharMeta(
            row["id"], row["name"], row["team"], row["edition"], row["setup"] == "true"
        )
    return out


def normalise(text: str) -> str:
    """`Fortune Teller`, `scarlet_woman`, `Lil' Monsta` -> official id form."""
    return re.sub(r"[\s_\-'’.]", "", str(text)).lower()


def team(char_id: str) -> str:
    return catalog()[char_id].team


@cache
def jinxes() -> dict[frozenset[str], str]:
    """The official jinxes (`facts/data/jinxes.tsv`): each pair of ids -> its summary."""
    return {frozenset((r["a"], r["b"])): r["summary"] for r in read_tsv("jinxes.tsv")}
