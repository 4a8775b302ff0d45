"""`botc st check`: the Storyteller's check of a true grimoire, through the
command line. Planned information is legal when a working ability would give
it (or something lets it be false, and the check names what); the true world
must stay among the worlds the good team can see; simulated games, played by
the rules, always pass."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner, Result

from answers.counts import available as counting_available
from answers.worlds import solve
from botc.cli import main
from tests.helpers import case_from

ROOT = Path(__file__).resolve().parents[1]

# Five players around Ann the Empath: her living neighbours are Eve (good) and
# Ben (the Imp), so a working Empath learns 1. Dan's Poisoner may poison her.
EMPATH = """\
    script: tb
    players:
      - name: Ann
        claim: empath
        info:
          - {night: 1, empath: EMPATH, planned: true}
      - {name: Ben, claim: chef}
      - {name: Cat, claim: monk}
      - {name: Dan, claim: soldier}
      - {name: Eve, claim: washerwoman}
    truth:
      characters: {Ann: empath, Ben: imp, Cat: monk, Dan: MINION, Eve: washerwoman}
"""


def grimoire(tmp_path: Path, text: str, name: str = "g.yaml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def st_check(*paths: Path, limit: int = 0, count: float = 0) -> tuple[Result, dict | list]:
    r = CliRunner().invoke(main, ["st", "check", *map(str, paths), "--json",
                                  "--max-worlds", str(limit), "--count-seconds", str(count)])
    assert r.exit_code in (0, 1), r.output
    return r, json.loads(r.output)


def empath(tmp_path: Path, told: int, minion: str = "poisoner", extra: str = "") -> Path:
    text = EMPATH.replace("EMPATH", str(told)).replace("MINION", minion)
    text += textwrap.indent(extra, "    ")
    return grimoire(tmp_path, text)


def test_a_true_report_is_legal(tmp_path):
    r, out = st_check(empath(tmp_path, 1))
    assert r.exit_code == 0
    assert out["legal"] and out["coherent"]
    assert [(i["status"], i["reason"]) for i in out["planned"]] == [("true", "true")]


def test_a_false_report_to_a_sober_healthy_player_breaks_the_rule(tmp_path):
    """Empath: "Each night, you learn how many of your 2 alive neighbours are evil."
    Nobody poisons Ann (the truth lists no poisoning), so 0 is illegal."""
    r, out = st_check(empath(tmp_path, 0))
    assert r.exit_code == 1
    assert not out["legal"]
    item = out["planned"][0]
    assert item["status"] == "illegal"
    assert item["reason"] == ("Ann's empath on night 1: 0 is false, and Ann is sober and "
                              "healthy: a working Empath learns the truth")
    assert "truth: Ben starts as the imp, evil" in item["because"]


def test_a_false_report_to_a_poisoned_player_is_legal(tmp_path):
    """Poisoner: "Each night, choose a player: they are poisoned tonight and
    tomorrow day." A poisoned Empath may be told anything."""
    path = empath(tmp_path, 0, extra="  poisoned: [{night: 1, player: Ann}]\n")
    r, out = st_check(path)
    assert r.exit_code == 0
    assert out["planned"][0]["reason"] == "false, allowed: Ann is poisoned"


def test_poisoning_needs_a_poisoner(tmp_path):
    """The truth says Ann is poisoned, but the Minion is the Scarlet Woman: the
    truth itself contradicts the game."""
    path = empath(tmp_path, 0, minion="scarletwoman",
                  extra="  poisoned: [{night: 1, player: Ann}]\n")
    r, out = st_check(path)
    assert r.exit_code == 1
    assert "truth: Ann is poisoned at Ann's empath on night 1: 0" in out["truth_conflict"]


def test_the_drunk_may_be_told_anything(tmp_path):
    """Drunk: "You do not know you are the Drunk. You think you are a Townsfolk
    character, but you are not." Ann's neighbours are both good: 2 is false."""
    text = """\
        script: tb
        players:
          - name: Ann
            claim: empath
            info:
              - {night: 1, empath: 2, planned: true}
          - {name: Ben, claim: monk}
          - {name: Cat, claim: soldier}
          - {name: Dan, claim: chef}
          - {name: Eve, claim: saint}
        truth:
          characters: {Ann: drunk, Ben: monk, Cat: imp, Dan: baron, Eve: saint}
          believes: {Ann: empath}
    """
    r, out = st_check(grimoire(tmp_path, text))
    assert r.exit_code == 0, out
    assert out["planned"][0]["reason"] == ("false, allowed: Ann is drunk; Ann only believes "
                                           "they have the Empath's ability")


VORTOX = """\
    script: snv
    players:
      - name: Ann
        claim: clockmaker
        info:
          - {night: 1, clockmaker: STEPS, planned: true}
      - {name: Ben, claim: dreamer}
      - {name: Cat, claim: oracle}
      - {name: Dan, claim: seamstress}
      - {name: Eve, claim: artist}
    truth:
      characters: {Ann: clockmaker, Ben: vortox, Cat: witch, Dan: seamstress, Eve: artist}
"""


def test_under_the_vortox_only_false_information_is_legal(tmp_path):
    """Vortox: "Townsfolk abilities yield false info." The Demon (Ben) sits next
    to its Minion (Cat): the true Clockmaker answer, 1, is illegal; 2 is legal."""
    r, out = st_check(grimoire(tmp_path, VORTOX.replace("STEPS", "1")), limit=5)
    assert r.exit_code == 1
    assert out["planned"][0]["reason"] == ("Ann's clockmaker on night 1: 1 is true, and the "
                                           "Vortox is working: Clockmaker information must "
                                           "be false")
    r, out = st_check(grimoire(tmp_path, VORTOX.replace("STEPS", "2")), limit=5)
    assert r.exit_code == 0
    assert out["planned"][0]["reason"] == ("false, as it must be: the Vortox makes Clockmaker "
                                           "information false")


FORTUNE = """\
    script: tb
    players:
      - name: Ann
        claim: fortuneteller
        info:
          - {night: 1, fortuneteller: [Cat, Dan, yes], planned: true}
      - {name: Ben, claim: chef}
      - {name: Cat, claim: monk}
      - {name: Dan, claim: soldier}
      - {name: Eve, claim: washerwoman}
    truth:
      characters: {Ann: fortuneteller, Ben: imp, Cat: monk, Dan: soldier, Eve: poisoner}
      red_herring: HERRING
"""


def test_the_red_herring_is_part_of_the_truth(tmp_path):
    """Fortune Teller: "There is a good player that registers as a Demon to you."
    A "yes" on two good players is true only if one is the red herring."""
    r, out = st_check(grimoire(tmp_path, FORTUNE.replace("HERRING", "Cat")))
    assert r.exit_code == 0
    assert out["planned"][0]["status"] == "true"
    r, out = st_check(grimoire(tmp_path, FORTUNE.replace("HERRING", "Ann")))
    assert r.exit_code == 1
    assert "a working Fortune Teller learns the truth" in out["planned"][0]["reason"]


def test_a_planned_item_that_excludes_the_true_world_is_incoherent(tmp_path):
    """With the Scarlet Woman as the Minion (no Poisoner, Drunk or misregistering
    player), nothing could have made Ann's 0 false: the good team's worlds lose
    the true one."""
    r, out = st_check(empath(tmp_path, 0, minion="scarletwoman"))
    assert r.exit_code == 1
    assert not out["coherent"] and not out["true_world_kept"]
    r, out = st_check(empath(tmp_path, 1, minion="scarletwoman"))
    assert out["coherent"] and r.exit_code == 0


def test_planned_items_that_cannot_hold_together(tmp_path):
    """Dan is the Drunk and the truth does not say which Townsfolk he believes he
    is: either item alone is legal, both together are not."""
    text = """\
        script: tb
        players:
          - {name: Ann, claim: empath}
          - {name: Ben, claim: chef}
          - {name: Cat, claim: monk}
          - name: Dan
            info:
              - {night: 1, investigator: [Ann, Ben, baron], planned: true}
              - {night: 1, chef: 2, planned: true}
          - {name: Eve, claim: washerwoman}
          - {name: Fay, claim: soldier}
        truth:
          characters: {Ann: empath, Ben: imp, Cat: monk, Dan: drunk, Eve: washerwoman,
                       Fay: poisoner}
    """
    r, out = st_check(grimoire(tmp_path, text), limit=5)
    assert r.exit_code == 1
    assert all(i["legal"] for i in out["planned"])
    assert sorted(out["planned_together"]) == [
        "planned: Dan's chef on night 1: 2",
        "planned: Dan's investigator on night 1: [Ann, Ben, baron]"]


def test_worlds_and_demon_candidates_before_and_after(tmp_path):
    """The counts are the solver's own answers for the case without and with the
    planned items."""
    path = empath(tmp_path, 1)
    _, out = st_check(path)
    data = yaml.safe_load(path.read_text())
    data.pop("truth")
    data["players"][0]["info"][0].pop("planned")
    after = solve(case_from(yaml.safe_dump(data)), None)
    data["players"][0].pop("info")
    before = solve(case_from(yaml.safe_dump(data)), None)
    assert out["before"]["worlds"] == len(before.worlds)
    assert out["after"]["worlds"] == len(after.worlds) < len(before.worlds)
    assert set(out["after"]["demon_candidates"]) == set(after.demon)
    assert set(out["before"]["demon_candidates"]) == set(before.demon)
    r = CliRunner().invoke(main, ["st", "check", str(path)])
    assert f"before the planned items: {len(before.worlds)} world(s)" in r.output


@pytest.mark.parametrize("script,options", [
    ("tb", ["--games", "10", "--seed", "3"]),
    ("bmr", ["--games", "3", "--seed", "3", "--players", "5-7", "--nights", "1-2"]),
    ("snv", ["--games", "3", "--seed", "3", "--players", "5-7", "--nights", "1-2"]),
])
def test_simulated_grimoires_are_legal_and_coherent(tmp_path, script, options):
    """Every game the simulator plays follows the rules, so the Storyteller's
    check passes each grimoire it writes."""
    r = CliRunner().invoke(main, ["simulate", "--script", script, *options,
                                  "--out", str(tmp_path), "--grimoire"])
    assert r.exit_code == 0, r.output
    paths = sorted(tmp_path.glob("*.grimoire.json"))
    r, out = st_check(*paths, limit=3)
    out = out if isinstance(out, list) else [out]
    bad = [(o["grimoire"], o) for o in out if not (o["legal"] and o["coherent"])]
    assert not bad
    assert r.exit_code == 0


def test_the_shipped_simulated_grimoire():
    r, out = st_check(ROOT / "cases" / "sim" / "tb-s6-g0145.grimoire.json", limit=3)
    assert r.exit_code == 0
    assert [i["status"] for i in out["planned"]].count("true") == 5


def test_the_shipped_example_grimoires():
    """The README's examples: a poisoned Empath may be told 0 beside the Imp; a
    sober, healthy one may not, and the check names the rule."""
    r, out = st_check(ROOT / "examples" / "grimoires" / "poisoned-empath.yaml", limit=0)
    assert r.exit_code == 0 and out["legal"] and out["coherent"]
    assert "poisoned" in out["planned"][-1]["reason"]
    r, out = st_check(ROOT / "examples" / "grimoires" / "false-empath.yaml", limit=0)
    assert r.exit_code == 1 and not out["legal"]
    assert "a working Empath learns the truth" in out["planned"][-1]["reason"]


@pytest.mark.skipif(not counting_available(), reason="pyganak is not installed")
def test_counts_beyond_the_list_are_exact(monkeypatch):
    """Past `--max-worlds` the model counter, and counting by listing the worlds
    again, give the same numbers as listing every world."""
    import storyteller.check

    path = ROOT / "examples" / "grimoires" / "poisoned-empath.yaml"
    _, listed = st_check(path, limit=0)
    _, relisted = st_check(path, limit=5, count=60)
    monkeypatch.setattr(storyteller.check, "LIST_CAP", 0)  # straight to the counter
    _, counted = st_check(path, limit=5, count=60)
    for got in (relisted, counted):
        for side in ("before", "after"):
            assert listed[side]["exact"] and got[side]["exact"]
            assert got[side]["worlds"] == listed[side]["worlds"] > 5
            assert got[side]["demon_candidates"] == listed[side]["demon_candidates"]
    _, bound = st_check(path, limit=5, count=0)
    assert not bound["after"]["exact"] and bound["after"]["worlds"] <= listed["after"]["worlds"]


@pytest.mark.parametrize("change,key", [
    (("planned: true", "planned: maybe"), "players[0].info[0].planned"),
    (("Eve: washerwoman}", "}"), "truth.characters"),
    (("Dan: poisoner", "Dan: poisonr"), "truth.characters.Dan"),
    (("  characters:", "  colour: red\n      characters:"), "truth.colour"),
])
def test_a_malformed_grimoire_is_one_line_and_status_2(tmp_path, change, key):
    path = grimoire(tmp_path, EMPATH.replace("EMPATH", "1").replace("MINION", "poisoner")
                    .replace(*change))
    r = CliRunner().invoke(main, ["st", "check", str(path)])
    assert r.exit_code == 2
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {path}: {key}:")


# Two evil Travellers: Zed seated from the start, Yan joining on day 2 (before
# that their seat is empty: nobody alive there, nobody evil).
TRAVELLERS = """\
    script: [washerwoman, soldier, monk, chef, empath, recluse, imp, poisoner, thief, bureaucrat]
    players:
      - {name: Ann, claim: washerwoman}
      - {name: Ben, claim: soldier}
      - {name: Zed, traveller: thief ZED}
      - {name: Cat, claim: monk}
      - {name: Dan, claim: chef}
      - {name: Eve, claim: empath}
      - {name: Yan, traveller: bureaucrat, joined: {day: 2} YAN}
    now: {day: 2}
"""
TRAVELLER_TRUTH = [("Ann", "washerwoman", "good"), ("Ben", "imp", "evil"),
                   ("Zed", "thief", "evil"), ("Cat", "monk", "good"),
                   ("Dan", "poisoner", "evil"), ("Eve", "empath", "good"),
                   ("Yan", "bureaucrat", "evil")]


def travellers_case(zed: str = "", yan: str = "") -> str:
    return TRAVELLERS.replace(" ZED", zed).replace(" YAN", yan)


def simulated(tmp_path: Path, start_alignment: bool) -> Path:
    """The simulator's pair of files: the case, and the grimoire beside it."""
    grimoire(tmp_path, travellers_case(), "g.yaml")
    rows = [{"name": n, "start": c, "end": c, "believed": c, "alignment": a, "claim": c,
             "alive": True, "died": None, "cause": None,
             "joined": "day 2" if n == "Yan" else None,
             **({"start_alignment": a} if start_alignment else {})}
            for n, c, a in TRAVELLER_TRUTH]
    path = tmp_path / "g.grimoire.json"
    path.write_text(json.dumps({"title": "", "script": "custom", "last_phase": {"day": 2},
                                "red_herring": None, "players": rows, "log": []}),
                    encoding="utf-8")
    return path


@pytest.mark.parametrize("start_alignment", [True, False])
def test_a_simulated_grimoire_with_evil_travellers_is_legal(tmp_path, start_alignment):
    """A Traveller's alignment is the Storyteller's to give as they join: Zed,
    evil from the start, and Yan, evil from day 2, are pinned as they joined
    (the grimoire's start_alignment; an older grimoire without it: the one they
    end with), not as good by their team (a correct grimoire once gave "the
    truth contradicts"), nor evil at setup, when Yan's seat was empty."""
    r, out = st_check(simulated(tmp_path, start_alignment))
    assert out["truth_conflict"] is None and out["legal"] and out["coherent"], out
    assert r.exit_code == 0


def test_a_written_grimoire_with_evil_travellers(tmp_path):
    """The same in a Storyteller's grimoire (`truth.evil` lists both
    Travellers); an alignment the case states otherwise still contradicts it,
    for the Traveller seated from the start and for the one joining on day 2."""
    truth = ("    truth:\n      characters: {" + ", ".join(f"{n}: {c}" for n, c, _ in
                                                   TRAVELLER_TRUTH) + "}\n"
             "      evil: [Ben, Dan, Zed, Yan]\n")
    r, out = st_check(grimoire(tmp_path, travellers_case() + truth))
    assert out["truth_conflict"] is None and out["legal"], out
    for zed, yan, who in ((", alignment: good", "", "Zed"), ("", ", alignment: good", "Yan")):
        r, out = st_check(grimoire(tmp_path, travellers_case(zed, yan) + truth))
        assert r.exit_code == 1 and any(who in x for x in out["truth_conflict"]), out
