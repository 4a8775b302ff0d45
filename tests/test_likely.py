"""Who is most likely the Demon under the stated model (answers/likely.py):
hand-computed boards, the two exact methods against each other, the model's
parameters moving the answer the way they should, and the CLI."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from answers.counts import available
from answers.likelihood import default_model, load_model
from answers.likely import enumerate_patterns, weighted_counts
from botc.cli import main
from caselang.case import Case
from caselang.errors import CaseError
from caselang.parse import parse_case

# Ann and Ben both claim the Empath; nobody gives information.
DOUBLE_CLAIM = """
script: [empath, soldier, virgin, mayor, poisoner, imp]
hidden: [poisoner, imp]
players:
  - {name: Ann, claim: empath}
  - {name: Ben, claim: empath}
  - {name: Cat, claim: soldier}
  - {name: Dan, claim: virgin}
  - {name: Eve, claim: mayor}
"""

# Ann's Empath 2 is true only if Ben and Eve (her neighbours) are both evil.
EMPATH_TWO = """
script: [empath, soldier, virgin, mayor, chef, poisoner, imp]
hidden: [poisoner, imp]
players:
  - {name: Ann, claim: empath, info: [{night: 1, empath: 2}]}
  - {name: Ben, claim: soldier}
  - {name: Cat, claim: virgin}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: chef}
"""

# Every way a report can be false: a Poisoner (misled), a Spy (misregistered),
# a Vortox (made false), or none of them.
ALL_TERMS = """
script: [empath, chef, soldier, mayor, virgin, poisoner, spy, imp, vortox]
hidden: [poisoner, spy, imp, vortox]
players:
  - {name: Ann, claim: empath, info: [{night: 1, empath: 2}]}
  - {name: Ben, claim: chef, info: [{night: 1, chef: 0}]}
  - {name: Cat, claim: soldier}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: virgin}
"""

TB = """
script: tb
players:
  - {name: Ann, claim: chef, info: [{night: 1, chef: 1}]}
  - {name: Ben, claim: empath, info: [{night: 1, empath: 0}]}
  - {name: Cat, claim: soldier}
  - {name: Dan, claim: washerwoman, info: [{night: 1, washerwoman: [Ann, Cat, chef]}]}
  - {name: Eve, claim: virgin}
"""


def case(text: str) -> Case:
    return parse_case(yaml.safe_load(textwrap.dedent(text)), "<test>", ".")


def test_double_claim_by_hand() -> None:
    """Five players: three Townsfolk of four, a Poisoner, an Imp; good players
    claim what they are. Two Empath claims: at least one of Ann, Ben is evil.
    - Both evil (2 worlds: who is the Imp): their Empath is not in play, but
      they share a bluff, which the evil team rarely do: weight
      s = shared_bluff.
    - One of them evil, the other the Empath, and one of Cat, Dan, Eve evil
      (2 x 3 x 2 = 12 worlds): the evil Empath claim is of a character in play,
      weight b = in_play_bluff; the other evil claim is of nobody's character.
    Total Z = 2s + 12b. Ann is the Imp in 1 world of weight s and 3 of weight
    b: P(Ann) = (s + 3b) / Z; Cat is the Imp beside an evil Ann or Ben: 2b / Z.
    Ann is evil in 2s + 6b of it, Cat in 4b. With b = 0.3, s = 0.05:
    0.95/3.7 and 0.6/3.7, where the share of worlds says 4/14 and 2/14."""
    model = default_model()
    b = model.values["in_play_bluff"]
    s = model.values["shared_bluff"]
    z = 2 * s + 12 * b
    r = enumerate_patterns(case(DOUBLE_CLAIM), model)
    assert r.exact and r.histories == 14
    for name in ("Ann", "Ben"):
        assert r.demon[name] == pytest.approx((s + 3 * b) / z)
        assert r.evil[name] == pytest.approx((2 * s + 6 * b) / z)
    for name in ("Cat", "Dan", "Eve"):
        assert r.demon[name] == pytest.approx(2 * b / z)
        assert r.evil[name] == pytest.approx(4 * b / z)


def test_empath_by_hand() -> None:
    """Five players, every claim different, two evil (a Poisoner, an Imp), so an
    evil claim is never of a character in play. Ann's Empath 2 binds her when
    she is good, and is true only if Ben and Eve are evil; otherwise the
    Poisoner poisoned her and the Storyteller misled her: weight
    m = droisoned_misleads * false_answer (the flat reading here; the
    per-ability reading is the next test). Where it is true, the Poisoner
    may still have poisoned her and the Storyteller chosen the truth: one
    more history of weight t = 1 - droisoned_misleads. When Ann is evil she
    made it up: weight u = made_up_report (0.25 here, flat).
    - Ann evil (4 partners x 2 = 8 worlds), weight u; she is the Imp in 4.
    - Ben and Eve evil: 2 worlds, weight 1 + t each (4 histories).
    - Any other pair of Ben, Cat, Dan, Eve (5 pairs x 2 = 10 worlds): weight m.
    Z = 8u + 2(1 + t) + 10m; P(Ann) = 4u/Z; P(Ben) = P(Eve) = (1 + t + u + 2m)/Z
    (the Imp beside the other, beside an evil Ann, or beside Cat or Dan);
    P(Cat) = P(Dan) = (u + 3m)/Z."""
    model = default_model().with_values(made_up_report=0.25).reading("flat", "flat")
    m = model.weight("misled", 3)
    u = model.weight("made_up")
    t = model.weight("droisoned_true", 3)
    assert m == pytest.approx(0.7 * 0.25) and u == pytest.approx(0.25)
    assert t == pytest.approx(0.3)
    z = 8 * u + 2 * (1 + t) + 10 * m
    r = enumerate_patterns(case(EMPATH_TWO), model)
    assert r.exact and r.histories == 22
    assert r.demon["Ann"] == pytest.approx(4 * u / z)
    for name in ("Ben", "Eve"):
        assert r.demon[name] == pytest.approx((1 + t + u + 2 * m) / z)
    for name in ("Cat", "Dan"):
        assert r.demon[name] == pytest.approx((u + 3 * m) / z)


def test_empath_by_hand_per_ability() -> None:
    """The board above under the shipped readings (per ability), worked out by
    hand: a poisoned Empath is told the truth with chance 1 - 0.7 = 0.3 and
    each of the 2 false answers with 0.7 / 2 = 0.35; an evil Ann made up one
    of the 3 answers, reporting at all with chance 0.9: u = 0.3.
    Z = 8(0.3) + 2(1 + 0.3) + 10(0.35) = 8.5: Ann 1.2/8.5, Ben and Eve
    (1 + 0.3 + 0.3 + 0.7)/8.5 = 2.3/8.5, Cat and Dan (0.3 + 1.05)/8.5."""
    from answers.likely import Stories

    model = default_model()
    assert model.false_answers == model.made_up_reports == "per_ability"
    stories = Stories(case(EMPATH_TWO))
    assert {t.answers for t in stories.terms if t.kind != "in_play_bluff"} == {3}
    assert model.weight("misled", 3) == pytest.approx(0.35)
    assert model.weight("droisoned_true", 3) == pytest.approx(0.3)
    assert model.weight("made_up", 3) == pytest.approx(0.3)
    r = enumerate_patterns(case(EMPATH_TWO), model)
    assert r.exact and r.histories == 22
    assert r.demon["Ann"] == pytest.approx(1.2 / 8.5)
    for name in ("Ben", "Eve"):
        assert r.demon[name] == pytest.approx(2.3 / 8.5)
    for name in ("Cat", "Dan"):
        assert r.demon[name] == pytest.approx(1.35 / 8.5)
    assert sum(r.demon.values()) == pytest.approx(1)


# Ann's Washerwoman names a Chef among Ben and Cat, who claim other
# characters: false in every world where it binds her.
WASHERWOMAN = """
script: [washerwoman, soldier, virgin, mayor, chef, poisoner, imp]
hidden: [poisoner, imp]
players:
  - {name: Ann, claim: washerwoman, info: [{night: 1, washerwoman: [Ben, Cat, chef]}]}
  - {name: Ben, claim: soldier}
  - {name: Cat, claim: virgin}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: chef}
"""


def test_character_naming_by_hand() -> None:
    """A pair of players and a Townsfolk of the script's 5, among 5 players:
    C(5, 2) x 5 = 50 answers, so a false one weighs m = droisoned_misleads / 49.
    Ann's report holds in no world where she is good, so she was poisoned then.
    - Ann evil (4 partners x 2 = 8 worlds): made up, weight u = 1.
    - Ann good, any pair of the other four evil (6 x 2 = 12 worlds): weight m.
    Z = 8 + 12m; P(Ann) = 4/Z; each other player (u + 3m)/Z. The flat reading
    (m = 0.7 x 0.25) thinks a poisoned Washerwoman much likelier."""
    from answers.likely import Stories

    stories = Stories(case(WASHERWOMAN))
    assert {t.answers for t in stories.terms if t.kind != "in_play_bluff"} == {50}
    flat_made_up = default_model().reading(made_up_reports="flat")
    for model, m in ((flat_made_up, 0.7 / 49), (flat_made_up.reading("flat"), 0.7 * 0.25)):
        assert model.weight("misled", 50) == pytest.approx(m)
        z = 8 + 12 * m
        r = enumerate_patterns(case(WASHERWOMAN), model)
        assert r.exact and r.histories == 20
        assert r.demon["Ann"] == pytest.approx(4 / z)
        for name in ("Ben", "Cat", "Dan", "Eve"):
            assert r.demon[name] == pytest.approx((1 + 3 * m) / z)
        assert sum(r.demon.values()) == pytest.approx(1)


def test_made_up_per_ability_by_hand() -> None:
    """The board above with `made_up_reports: per_ability` (the default): Ann's
    report made up by an evil Ann is one of 50 answers, reported at all with
    chance evil_reports = 0.9: u = 0.9/50; Z = 8u + 12m."""
    model = default_model()
    u, m = 0.9 / 50, 0.7 / 49
    assert model.weight("made_up", 50) == pytest.approx(u)
    z = 8 * u + 12 * m
    r = enumerate_patterns(case(WASHERWOMAN), model)
    assert r.demon["Ann"] == pytest.approx(4 * u / z)
    for name in ("Ben", "Cat", "Dan", "Eve"):
        assert r.demon[name] == pytest.approx((u + 3 * m) / z)


# Ann's Fortune Teller says yes to Ben and Cat: one of them is the Imp, or the
# red herring (a good player the Storyteller chose at setup) is.
FORTUNE = """
script: [fortuneteller, soldier, virgin, mayor, chef, scarletwoman, imp]
hidden: [scarletwoman, imp]
players:
  - {name: Ann, claim: fortuneteller, info: [{night: 1, fortuneteller: [Ben, Cat, yes]}]}
  - {name: Ben, claim: soldier}
  - {name: Cat, claim: virgin}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: chef}
"""


def test_red_herring_by_hand() -> None:
    """The red herring is one of the three good players, each alike, so a
    world counts once per herring that fits the reports (the constant 1/3
    left out). An evil Ann made up one of 2 answers: u = 0.9 / 2.
    - Ann good, Ben (or Cat) the Imp, the Scarlet Woman any of 3: every
      herring fits, 3 x 3 = 9.
    - Ann good, Dan (or Eve) the Imp: the herring must be Ben or Cat and
      good: 1 way when the Scarlet Woman is one of them (2 worlds), 2 when
      she is Eve: 4.
    - Ann evil (8 worlds), any herring: 24u.
    Z = 26 + 24u; Ann 12u/Z; Ben, Cat (9 + 3u)/Z; Dan, Eve (4 + 3u)/Z. A yes
    now favours the players it names 9 to 4 (as P(yes) = 1 against 2/3 or
    1/3); counted once per world it told nothing (3 worlds each)."""
    u = 0.45
    z = 26 + 24 * u
    r = enumerate_patterns(case(FORTUNE), default_model())
    assert r.exact and r.histories == 50
    assert r.demon["Ann"] == pytest.approx(12 * u / z)
    for name in ("Ben", "Cat"):
        assert r.demon[name] == pytest.approx((9 + 3 * u) / z)
    for name in ("Dan", "Eve"):
        assert r.demon[name] == pytest.approx((4 + 3 * u) / z)


# Ann claims the Monk and says whom she protected: a choice, nothing learnt.
MONK = """
script: [monk, soldier, virgin, mayor, chef, scarletwoman, imp]
hidden: [scarletwoman, imp]
players:
  - {name: Ann, claim: monk, info: [{night: 2, monk: Ben}]}
  - {name: Ben, claim: soldier}
  - {name: Cat, claim: virgin}
  - {name: Dan, claim: mayor}
  - {name: Eve, claim: chef}
"""


def test_a_made_up_choice_weighs_the_chance_of_reporting() -> None:
    """An ability that learns nothing (the Monk's rule keeps `Rule.info`): its
    report is the holder's choice, which a good Monk makes as freely as an
    evil one makes it up, so the made-up report is one answer of 1 and weighs
    evil_reports alone, and no Storyteller's answer is weighed (no term for a
    true or false answer to a drunk or poisoned Monk)."""
    from answers.likely import Stories

    stories = Stories(case(MONK))
    ann = [t for t in stories.terms if t.seat == 0 and t.kind != "in_play_bluff"]
    assert [(t.kind, t.answers) for t in ann] == [("made_up", 1)]
    assert default_model().weight("made_up", 1) == pytest.approx(0.9)


def test_because() -> None:
    """What a Demon candidate's weight rests on (the board above): if Cat is the
    Demon, Ann's Empath 2 was false from a poisoning in 3m of her u + 3m, or
    made up by an evil Ann in u (under half: not listed). Ben's weight rests on
    nothing in half of it; Ann's own made-up report goes without saying."""
    from answers.likely import Story

    model = default_model().with_values(made_up_report=0.25).reading(made_up_reports="flat")
    m, u = model.weight("misled", 3), model.weight("made_up")
    r = enumerate_patterns(case(EMPATH_TWO), model)
    assert r.because["Cat"] == [Story("misled", "Ann's empath on night 1",
                                      pytest.approx(3 * m / (u + 3 * m)))]
    assert r.because["Ben"] == [] and r.because["Ann"] == []
    assert r.because["Cat"][0].text() == \
        "Ann's empath on night 1 was false: its holder was drunk or poisoned"


def test_made_up_reports_weigh_on_their_reporters() -> None:
    """Evil players' reports less likely to fit by chance (a lower
    made_up_report): the reporter Ann is less likely evil; at 1 a made-up
    report tells nothing and Ann's chance is back to 4/(10 + 2t + 10m)."""
    base = default_model().reading(made_up_reports="flat")
    low = enumerate_patterns(case(EMPATH_TWO), base.with_values(made_up_report=0.1))
    high = enumerate_patterns(case(EMPATH_TWO), base.with_values(made_up_report=1.0))
    assert low.demon["Ann"] < high.demon["Ann"]
    assert low.evil["Ann"] < high.evil["Ann"]
    m = base.weight("misled", 3)  # an Empath's 3 answers
    t = base.weight("droisoned_true", 3)
    assert high.demon["Ann"] == pytest.approx(4 / (10 + 2 * t + 10 * m))


@pytest.mark.parametrize("text", [DOUBLE_CLAIM, EMPATH_TWO, ALL_TERMS, TB, WASHERWOMAN, FORTUNE])
def test_probabilities_sum(text: str) -> None:
    """One Demon and two evil players in every world of five players."""
    r = enumerate_patterns(case(text), default_model())
    assert r.exact and r.nobody == 0
    assert sum(r.demon.values()) == pytest.approx(1)
    assert sum(r.evil.values()) == pytest.approx(2)
    assert all(0 <= p <= 1 for p in [*r.demon.values(), *r.evil.values()])


def test_no_seated_demon() -> None:
    """A Demon in play without a seat: no player starts as the Demon, and the
    answer says so rather than share out a Demon nobody is."""
    from caselang.parse import load_case

    path = Path(__file__).parent.parent / "cases" / "seed000" / "lilmonsta-marionette-banshee.yaml"
    r = enumerate_patterns(load_case(str(path)), default_model())
    assert r.exact and r.nobody == pytest.approx(1)
    assert sum(r.demon.values()) == 0


def test_every_term_appears() -> None:
    """The board that checks the two methods shows each kind of false report,
    and a true one told to a poisoned player."""
    from answers.likely import Stories

    stories = Stories(case(ALL_TERMS))
    shown = {t.kind for p in stories.patterns() or [] for t, f in zip(stories.terms, p[1]) if f}
    assert shown == {"misled", "droisoned_true", "misregistered", "made_false", "made_up"}


@pytest.mark.skipif(not available(), reason="the pyganak package is not installed")
@pytest.mark.parametrize("text", [ALL_TERMS, TB, FORTUNE])
def test_weighted_count_equals_enumeration(text: str) -> None:
    """Ganak's weighted projected count gives the listed patterns' sums."""
    model = default_model().with_values(droisoned_misleads=0.6, misregisters=0.3)
    listed = enumerate_patterns(case(text), model)
    counted = weighted_counts(case(text), model)
    assert counted.exact
    assert counted.nobody == pytest.approx(listed.nobody, abs=1e-12)
    for name, p in listed.demon.items():
        assert counted.demon[name] == pytest.approx(p, rel=1e-9)
        assert counted.evil[name] == pytest.approx(listed.evil[name], rel=1e-9)


def test_bluffing_in_play_more_often_favours_the_others() -> None:
    """The odds of an in-play bluff up: a double claimer is less surely the
    Demon, the others more (toward the share of worlds, at b = 1)."""
    base = default_model().reading(made_up_reports="flat")
    low = enumerate_patterns(case(DOUBLE_CLAIM), base.with_values(in_play_bluff=0.1,
                                                                  shared_bluff=1.0))
    high = enumerate_patterns(case(DOUBLE_CLAIM), base.with_values(in_play_bluff=1.0,
                                                                   shared_bluff=1.0))
    assert high.demon["Ann"] < low.demon["Ann"]
    assert high.demon["Cat"] > low.demon["Cat"]
    assert high.demon["Ann"] == pytest.approx(4 / 14)  # every world weighs 1


def test_misleading_more_often_favours_the_worlds_that_need_it() -> None:
    """A Storyteller who misleads poisoned players more often: the worlds where
    Ann's Empath 2 is false (Cat or Dan evil) gain; Ann herself loses."""
    base = default_model().reading(made_up_reports="flat")
    low = enumerate_patterns(case(EMPATH_TWO), base.with_values(droisoned_misleads=0.3))
    high = enumerate_patterns(case(EMPATH_TWO), base.with_values(droisoned_misleads=1.0))
    assert high.demon["Cat"] > low.demon["Cat"]
    assert high.demon["Ann"] < low.demon["Ann"]


def write(tmp_path: Path, text: str, name: str = "case.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_cli_json(tmp_path: Path) -> None:
    path = write(tmp_path, DOUBLE_CLAIM)
    r = CliRunner().invoke(main, ["solve", str(path), "--likely", "--json"])
    assert r.exit_code == 0, r.output
    likely = json.loads(r.stdout)["likely"]
    assert likely["exact"] and likely["method"] == "exact over 14 histories"
    assert sum(likely["demon"].values()) == pytest.approx(1, abs=1e-5)
    assert likely["demon"]["Ann"] == pytest.approx(0.95 / 3.7, abs=1e-5)
    assert likely["model"]["in_play_bluff"] == 0.3


def test_cli_text_and_model_file(tmp_path: Path) -> None:
    path = write(tmp_path, DOUBLE_CLAIM)
    model = write(tmp_path, "in_play_bluff: 1.0\nshared_bluff: 1.0\n", "model.yaml")
    r = CliRunner().invoke(main, ["solve", str(path), "--likely", "--model", str(model)])
    assert r.exit_code == 0, r.output
    assert "Most likely the Demon" in r.stdout
    assert "Ann          Demon  28.6 %" in r.stdout  # 4 of 14 equally weighted worlds


@pytest.mark.parametrize("text,key", [("bogus: 1\n", "bogus"),
                                      ("false_answer: 2\n", "false_answer"),
                                      ("misregisters: no\n", "misregisters"),
                                      ("false_answers: some\n", "false_answers"),
                                      ("made_up_reports: 1\n", "made_up_reports"),
                                      ("[1, 2]\n", "model")])
def test_bad_model_file(tmp_path: Path, text: str, key: str) -> None:
    path = write(tmp_path, text, "model.yaml")
    with pytest.raises(CaseError) as err:
        load_model(str(path))
    assert err.value.key == key
    r = CliRunner().invoke(main, ["solve", str(write(tmp_path, DOUBLE_CLAIM)), "--likely",
                                  "--model", str(path)])
    assert r.exit_code == 2
    assert r.stderr.count("\n") == 1 and r.stderr.startswith("error: ")


def test_shipped_defaults_lie_in_their_ranges() -> None:
    for p in default_model().parameters.values():
        assert p.low <= p.default <= p.high, p.name
        assert p.text


def test_model_file_chooses_the_reading(tmp_path: Path) -> None:
    """`false_answers: flat` in a user's file brings back one number for every
    ability; the shipped default counts each ability's answers."""
    assert default_model().false_answers == "per_ability"
    path = write(tmp_path, "false_answers: flat\nfalse_answer: 0.1\n", "model.yaml")
    model = load_model(str(path))
    assert model.false_answers == "flat"
    assert model.weight("misled", 3) == model.weight("misled", 50) == pytest.approx(0.07)
    assert default_model().made_up_reports == model.made_up_reports == "per_ability"
    assert model.weight("made_up", 3) == pytest.approx(0.9 / 3)
    flat = write(tmp_path, "made_up_reports: flat\n", "flat.yaml")
    assert load_model(str(flat)).weight("made_up", 3) == load_model(str(flat)).weight(
        "made_up", 50) == 1


def test_payload_answer_counts() -> None:
    """Each shape's answers in a game of 7 players whose script has 13
    Townsfolk of 25 characters: what is learnt counts, what is chosen not."""
    from dataclasses import dataclass

    from caselang.payloads import (
        Character,
        Either,
        Flag,
        Guesses,
        Number,
        OrNone,
        Player,
        Players,
        Tuple,
        Word,
    )

    @dataclass
    class Game:
        n: int = 7

        def characters(self, team: str | None) -> int:
            return 13 if team == "townsfolk" else 25

    g = Game()
    assert Number(0, 2).answers(g) == 3
    assert Number(0, 15).answers(g) == 8  # no count of players exceeds 7
    assert Player().answers(g) == 7
    assert Character("townsfolk").answers(g) == 13 and Character().answers(g) == 25
    assert Players(2, char="townsfolk").answers(g) == 21 * 13
    assert OrNone(Players(2, char="townsfolk")).answers(g) == 21 * 13 + 1
    assert Players(2, flag=True).answers(g) == 2  # two chosen players, a yes/no
    assert Tuple(Player(), Player(), Number(0, 2)).answers(g) == 3
    assert Tuple(Player(), Character(), Character()).answers(g) == 25 * 25
    assert Flag().answers(g) == 2 and Word(("good", "evil", "neither")).answers(g) == 3
    assert Either(Guesses(), Number(0, 5)).answers(g) == 6
