"""A good player who believes they are evil (a Lunatic) bluffs as the evil team
does (simulator/loop.py `choose_claims`): their claim is one of the script's
good characters, where a good player who knows what they are claims it for
sure. The model weighs that bluff (`good_bluff`: one over the script's good
characters) and its double claim (`in_play_bluff`), as it weighs an evil
player's (engine/story.py `record_claims`)."""

from __future__ import annotations

import itertools
import textwrap

import pytest
import yaml

from answers.likelihood import default_model
from answers.likely import Stories, enumerate_patterns
from caselang.case import Case
from caselang.parse import parse_case

GOOD = ["soldier", "virgin", "mayor", "chef", "lunatic"]
SCRIPT = [*GOOD, "godfather", "poisoner", "imp"]

# Five players; Ann and Eve both claim the Soldier; nobody reports anything.
CLAIMS = {"Ann": "soldier", "Ben": "virgin", "Cat": "mayor", "Dan": "chef", "Eve": "soldier"}
BOARD = f"""
script: [{", ".join(SCRIPT)}]
players:
{chr(10).join(f"  - {{name: {n}, claim: {c}}}" for n, c in CLAIMS.items())}
"""


def case(text: str) -> Case:
    return parse_case(yaml.safe_load(textwrap.dedent(text)), "<test>", ".")


def by_hand(b: float, g: float, shared: float) -> dict[str, float]:
    """Every legal bag and seating, by hand: five players are three Townsfolk, a
    Minion and the Imp; the Godfather makes it two Townsfolk and an Outsider
    (the Lunatic, the only one). A good player other than the Lunatic claims
    what they are; the Imp, the Minion and the Lunatic bluff. A bluff of a
    character another player starts as weighs `b`; the Lunatic's bluff weighs
    `g` more; two bluffers of the same character weigh `shared` (the evil
    team share out their bluffs)."""
    names = list(CLAIMS)
    townsfolk = GOOD[:4]
    bags = [[*tf, "poisoner", "imp"] for tf in itertools.combinations(townsfolk, 3)]
    bags += [[*tf, "lunatic", "godfather", "imp"] for tf in itertools.combinations(townsfolk, 2)]
    demon = dict.fromkeys(names, 0.0)
    total = 0.0
    for bag in bags:
        for seating in set(itertools.permutations(bag)):
            start = dict(zip(names, seating, strict=True))
            bluffers = [n for n, c in start.items() if c not in townsfolk]
            if any(start[n] != CLAIMS[n] for n in names if n not in bluffers):
                continue
            x = 1.0
            for n in bluffers:
                if any(start[o] == CLAIMS[n] for o in names if o != n):
                    x *= b
                if start[n] == "lunatic":
                    x *= g
            claimed = [CLAIMS[n] for n in bluffers]
            for c in set(claimed):
                x *= shared ** (claimed.count(c) - 1)
            total += x
            demon[next(n for n, c in start.items() if c == "imp")] += x
    return {n: v / total for n, v in demon.items()}


def test_a_lunatic_bluff_is_weighed_as_one_of_the_good_characters() -> None:
    model = default_model()
    b = model.values["in_play_bluff"]
    r = enumerate_patterns(case(BOARD), model)
    assert r.exact
    s = model.values["shared_bluff"]
    # The Lunatic is never bluffed (they believe they are another): four good
    # characters to bluff.
    want = by_hand(b, 1 / 4, s)
    for name, p in want.items():
        assert r.demon[name] == pytest.approx(p)
    # Without the Lunatic's bluff or the shared bluff weighed, the answer would differ.
    assert by_hand(b, 1.0, s) != pytest.approx(want)
    assert by_hand(b, 1 / 4, 1.0) != pytest.approx(want)


def test_the_terms_count_the_good_characters_a_bluffer_may_claim() -> None:
    stories = Stories(case(BOARD))
    kinds = {t.kind for t in stories.terms}
    assert "good_bluff" in kinds
    assert {t.answers for t in stories.terms if t.kind == "good_bluff"} == {4}
    assert default_model().weight("good_bluff", 4) == pytest.approx(1 / 4)
    shared = [t for t in stories.terms if t.kind == "shared_bluff"]
    assert [t.label for t in shared] == ["Ann and Eve both bluff soldier"]


def test_no_good_bluff_without_a_good_player_who_believes_they_are_evil() -> None:
    plain = BOARD.replace("lunatic, ", "")
    stories = Stories(case(plain))
    assert "good_bluff" not in {t.kind for t in stories.terms}
