"""Official jinxes (facts/data/jinxes.tsv, from the official jinxes.json): a jinx
is in effect whenever both characters are on the script, whether or not either
is in play and whether or not the Djinn announces it (seed 000, Djinn: "If
there are jinxed characters on the character sheet, even if there are no
jinxed characters in play, the Storyteller tells all players what the Djinn's
special rule is"). `World.jinxed` is the one place that says so; a rule that
encodes a jinx lists its partner in `Rule.jinxes`.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from engine.world import World
from facts.catalog import jinxes
from facts.scripts import builtin_scripts, read_builtin_script
from rules.registry import all_rules
from tests.helpers import case_from, result

SCRIPTS = ("tb", "bmr", "snv", "seed000", "seed001", "seed002", "visitors", "wrapped")

# Every official jinx between two characters of one of the eight scripts: how
# it is encoded, or why not yet.
STATUS: dict[frozenset[str], tuple[str, str]] = {
    frozenset(("marionette", "balloonist")): (
        "encoded", "marionette.py: a Marionette shown the Balloonist may add an Outsider"),
    frozenset(("scarletwoman", "fanggu")): (
        "encoded", "fanggu.py: nobody takes over from a Fang Gu that jumps"),
    frozenset(("mathematician", "marionette")): (
        "encoded", "mathematician.py / engine/abnormal.py: a believed ability's failure "
                   "may or may not count"),
    frozenset(("marionette", "lilmonsta")): (
        "encoded", "lilmonsta.py, marionette.py: it sits next to the night-1 babysitter"),
    frozenset(("marionette", "summoner")): (
        "encoded", "summoner.py, marionette.py: the first Demon made sits next to it"),
    frozenset(("recluse", "ogre")): (
        "encoded", "ogre.py: a Recluse may register as evil to the Ogre"),
    frozenset(("butler", "organgrinder")): (
        "encoded", "organgrinder.py: nothing mechanical (a Butler's hand is the player's)"),
    frozenset(("cannibal", "butler")): (
        "encoded", "cannibal.py: only what the Cannibal is told; no world changes"),
    frozenset(("cannibal", "zealot")): (
        "encoded", "cannibal.py: only what the Cannibal is told; no world changes"),
    frozenset(("magician", "spy")): (
        "encoded", "magician.py: only what the Spy sees (evil information); no world changes"),
    frozenset(("lleech", "slayer")): (
        "encoded", "lleech.py: the host counts as the Demon to the shot"),
}


def on_the_scripts() -> set[frozenset[str]]:
    out = set()
    for sid in SCRIPTS:
        chars = read_builtin_script(sid)[1]
        out |= {frozenset(p) for p in combinations(chars, 2) if frozenset(p) in jinxes()}
    return out


def test_the_list_is_every_jinx_on_the_eight_scripts():
    assert set(SCRIPTS) <= set(builtin_scripts())
    assert on_the_scripts() == set(STATUS)


def declared(pair: frozenset[str]) -> bool:
    a, b = sorted(pair)
    rules = all_rules()
    return any(x in rules and y in rules[x].jinxes for x, y in ((a, b), (b, a)))


@pytest.mark.parametrize("pair", sorted(STATUS, key=sorted), ids=lambda p: "+".join(sorted(p)))
def test_each_jinx_is_encoded_once_both_characters_are(pair: frozenset[str]):
    """A jinx between two encoded characters is encoded by one of them (a
    character added later must add its jinxes too)."""
    status, why = STATUS[pair]
    missing = [c for c in sorted(pair) if c not in all_rules()]
    if missing:
        assert status == "not encoded"
        pytest.xfail(why)
    assert declared(pair), f"{'+'.join(sorted(pair))}: both encoded, the jinx is not ({why})"


# Every other official jinx (characters beyond the eight scripts): encoded (a
# rule lists the partner in `Rule.jinxes`) or listed here with why not yet.
# Each stays visible as an expected failure until its rule and its simulator
# twin follow it.
NOT_YET: dict[frozenset[str], str] = {
    # G1 abilities held elsewhere (Alchemist, Plague Doctor)
    frozenset(("alchemist", "summoner")): (
        "not encoded: needs [No Demon] for an Alchemist shown the Summoner (a count "
        "change on its setup pick; a first try lost a true world through it, cause not "
        "found), the game going on without a Demon until its night-3 summon, evil "
        "winning if it dies first, and the simulator dealing such a bag"),
    # G2 registration and information
    # G3 restrictions on setup and alignment
    # G4 Leviathan and Riot
    # G5 Demons made mid-game (Summoner, Legion, Lil' Monsta, Vizier)
    frozenset(("lilmonsta", "hatter")): (
        "needs Lil' Monsta to enter play mid-game (a Demon picking it at the tea party "
        "becomes a Minion): whether it is in play is a setup choice, World.unseated"),
    frozenset(("magician", "wraith")): (
        "needs a new public day action: the Magician's guess of the Wraith after an "
        "execution, which the case format cannot write yet"),
    frozenset(("scarletwoman", "alhadikhia")): (
        "needs a second living Al-Hadikhia beside the one she became: a dead one back "
        "alive (alhadikhia.py keeps dead choices dead) or one a granted Summoner makes"),
}


def test_every_official_jinx_is_listed_once():
    assert not set(STATUS) & set(NOT_YET)
    assert set(jinxes()) == set(STATUS) | set(NOT_YET) | {p for p in jinxes() if declared(p)}


@pytest.mark.parametrize("pair", sorted(set(jinxes()) - set(STATUS), key=sorted),
                         ids=lambda p: "+".join(sorted(p)))
def test_each_other_jinx_is_encoded(pair: frozenset[str]):
    """A jinx that is encoded leaves `NOT_YET`; one that is not is an expected
    failure naming why."""
    if declared(pair):
        assert pair not in NOT_YET, f"{'+'.join(sorted(pair))} is encoded: drop it from NOT_YET"
    else:
        assert pair in NOT_YET, f"{'+'.join(sorted(pair))}: neither encoded nor in NOT_YET"
        pytest.xfail(NOT_YET[pair])

def test_every_declared_jinx_is_official():
    for cid, rule in all_rules().items():
        for other in rule.jinxes:
            assert frozenset((cid, other)) in jinxes(), f"{cid}+{other} is no official jinx"


def world(script: str) -> World:
    case = case_from(f"script: {script}\nplayers:\n" +
                     "".join(f"  - {{name: P{i}}}\n" for i in range(5)))
    return World(case, {})


def test_a_jinx_is_in_effect_when_both_are_on_the_script():
    both = world("[balloonist, chef, empath, saint, marionette, imp]")
    assert both.jinxed("marionette", "balloonist") and both.jinxed("balloonist", "marionette")
    one = world("[chef, empath, washerwoman, saint, marionette, imp]")
    assert not one.jinxed("marionette", "balloonist")
    assert not both.jinxed("chef", "empath")  # no official jinx
    # The Djinn is not needed: `fabled: []` or not, the script decides.
    assert World(case_from("script: wrapped\nfabled: []\nplayers:\n" + "".join(
        f"  - {{name: P{i}}}\n" for i in range(5))), {}).jinxed("marionette", "balloonist")


def test_the_scarlet_woman_stays_the_scarlet_woman_after_a_jump():
    """Jinx: "If there would be two Demons, one of which was the Scarlet Woman, the
    Scarlet Woman remains the Scarlet Woman." The Fang Gu F attacks the Saint A
    on night 2 with seven alive: F dies and A becomes the Fang Gu; the Scarlet
    Woman does not become a second one."""
    text = """
script: [chef, empath, monk, soldier, mayor, saint, recluse, scarletwoman, fanggu]
you: You
hidden: [scarletwoman, fanggu]
counts: {townsfolk: 5, outsider: 0, minion: 1, demon: 1}
players:
  - {name: You, claim: chef}
  - {name: A, claim: saint}
  - {name: B, claim: empath}
  - {name: C, claim: monk}
  - {name: D, claim: soldier}
  - {name: E}
  - {name: F}
events:
  - {night: 2, died: F}
"""
    r = result(text)
    jumped = [end for w in r.worlds for end in w.ends if end[1] == "fanggu"]
    assert jumped
    for end in jumped:
        assert end.count("fanggu") == 2 and "scarletwoman" in end
