"""Vortox: "Each night*, choose a player: they die. Townsfolk abilities yield false
info. Each day, if no-one is executed, evil wins."

Five players, 3 Townsfolk, 1 Minion, 1 Demon; A is `you`. The evil pair sits
at D and E, next to each other, so a Chef learns 1.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = "[chef, fortuneteller, soldier, monk, slayer, scarletwoman, poisoner, imp, vortox]"


def case(a: str, info: str, hidden: str = "[scarletwoman, imp, vortox]", events: str = "[]",
         now: str = "") -> str:
    seats = [f"{{name: A, claim: {a}, info: {info}}}", "B:soldier", "C:monk", "D", "E"]
    return table(SCRIPT, seats, hidden, "3/0/1/1", events, tail=now)


def demons(ws: set[tuple[str, ...]]) -> set[str]:
    return {c for w in ws for c in w if c in ("imp", "vortox")}


def test_townsfolk_information_is_false():
    """"Townsfolk abilities yield false info": the true Chef 1 rules the Vortox
    out, the false Chef 0 leaves only the Vortox."""
    assert demons(worlds(case("chef", "[{night: 1, chef: 1}]"))) == {"imp"}
    assert demons(worlds(case("chef", "[{night: 1, chef: 0}]"))) == {"vortox"}


def test_false_against_the_red_herring():
    """"There is a good player that registers as a Demon to you": the red herring
    is part of the ability, so the false answer is judged with it. A and B are the
    only good players, so one of them is the red herring: the Fortune Teller A
    choosing them learns "yes" from a working ability, and "no" under the Vortox."""
    seats = ["{name: A, claim: fortuneteller, info: [{night: 1, fortuneteller: [A, B, %s]}]}",
             "B:soldier", "C", "D", "E"]

    def ft(answer: str) -> str:
        return table("[fortuneteller, soldier, scarletwoman, assassin, vortox]",
                     [seats[0] % answer] + seats[1:], "[scarletwoman, assassin, vortox]",
                     "2/0/2/1")

    assert possible(ft("no"))
    assert not possible(ft("yes"))


def test_false_on_two_good_players():
    """On two good players either answer may be false: "yes" when neither is the
    red herring, "no" when one is (the Imp fits either way, "yes" through the red
    herring)."""
    no = case("fortuneteller", "[{night: 1, fortuneteller: [B, C, no]}]")
    yes = case("fortuneteller", "[{night: 1, fortuneteller: [B, C, yes]}]")
    assert demons(worlds(no)) == {"imp", "vortox"}
    assert demons(worlds(yes)) == {"imp", "vortox"}


REG_SCRIPT = "[empath, chef, soldier, monk, recluse, scarletwoman, vortox]"


def test_false_against_a_registration():
    """The Storyteller chooses how a Recluse registers, also for false
    information ("Whenever the Recluse's alignment is detected, the Storyteller
    chooses"): the Empath A beside the Recluse B and a good E may hear 0 under
    the Vortox, false against the Recluse registering as evil; without the
    Recluse beside A, 0 is the truth and cannot be told."""
    def empath(b: str, c: str) -> str:
        seats = ["{name: A, claim: empath, info: [{night: 1, empath: 0}]}", b, c, "D", "E:monk"]
        return table(REG_SCRIPT, seats, "[scarletwoman, vortox]", "2/1/1/1")

    vortox = ["in_play(vortox)", "good(E)"]
    assert possible(empath("B:recluse", "C:soldier"), vortox + ["is(B, recluse)"])
    assert not possible(empath("B:soldier", "C:recluse"), vortox + ["is(C, recluse)",
                                                                   "good(B)"])


def test_chef_false_against_a_registration():
    """The Chef A, with the Recluse B beside the evil C and no evil pair, may hear
    0 under the Vortox: false against the Recluse registering as evil; with a
    Soldier there, 0 is the truth and cannot be told."""
    def chef(b: str, counts: str) -> str:
        seats = ["{name: A, claim: chef, info: [{night: 1, chef: 0}]}", b, "C",
                 "D:soldier", "E"]
        return table(REG_SCRIPT, seats, "[scarletwoman, vortox]", counts)

    assert possible(chef("B:recluse", "2/1/1/1"), ["is(B, recluse)", "in_play(vortox)"])
    assert not possible(chef("B:monk", "3/0/1/1"), ["good(B)", "in_play(vortox)"])


def test_even_a_poisoned_townsfolk_hears_false():
    """A poisoned Chef under the Vortox still gets false information (the
    puzzles' ruling): with the Chef poisoned, a true Chef 1 rules the Vortox out
    while a false Chef 0 fits it (with the Imp, the poisoned Chef may hear
    either)."""
    hidden = "[poisoner, imp, vortox]"
    one = case("chef", "[{night: 1, chef: 1}]", hidden)
    zero = case("chef", "[{night: 1, chef: 0}]", hidden)
    poisoned = ["poisoned(A, night 1)"]
    assert not possible(one, poisoned + ["in_play(vortox)"])
    assert possible(zero, poisoned + ["in_play(vortox)"])
    assert possible(one, poisoned + ["in_play(imp)"])
    assert possible(zero, poisoned + ["in_play(imp)"])


def test_no_execution_means_evil_wins():
    """"Each day, if no-one is executed, evil wins": a finished day 1 without an
    execution ends the game under the Vortox; an execution (even one the player
    survives is impossible here) keeps it going."""
    quiet = case("chef", "[{night: 1, chef: 0}]", now="now: {night: 2}")
    executed = case("chef", "[{night: 1, chef: 0}]",
                    events="[{day: 1, executed: B}]", now="now: {night: 2}")
    assert not possible(quiet)
    assert possible(executed)


def test_the_vortox_kills_at_night():
    """"Each night*, choose a player: they die" (not on the first night)."""
    assert possible(case("chef", "[{night: 1, chef: 0}]",
                         events="[{day: 1, executed: B}, {night: 2, died: C}]"))
    assert not possible(case("chef", "[{night: 1, chef: 0}]",
                             events="[{night: 1, died: C}]"))


def test_switch_false_info_plain_truth():
    """`rules: {false_info_plain_truth: true}`: a table that judges false
    information against the plain truth. The Empath A beside the Recluse B and a
    good E may then not hear 0 under the Vortox (0 is the truth with the Recluse
    good), and the Fortune Teller A choosing the two good players A and B (one
    of them the red herring) may not hear "no": the worlds it removes."""
    seats = ["{name: A, claim: empath, info: [{night: 1, empath: 0}]}", "B:recluse",
             "C:soldier", "D", "E:monk"]
    strict = "rules: {false_info_plain_truth: true}"
    text = table(REG_SCRIPT, seats, "[scarletwoman, vortox]", "2/1/1/1", tail=strict)
    assert not possible(text, ["in_play(vortox)", "good(E)", "is(B, recluse)"])
    ft = table("[fortuneteller, soldier, scarletwoman, assassin, vortox]",
               ["{name: A, claim: fortuneteller, info: [{night: 1, fortuneteller: [A, B, no]}]}",
                "B:soldier", "C", "D", "E"], "[scarletwoman, assassin, vortox]", "2/0/2/1",
               tail=strict)
    assert not possible(ft)


JUDGEMENT = "[general, fisherman, soldier, monk, slayer, scarletwoman, imp, vortox]"


def test_reports_that_constrain_nothing_stay_allowed():
    """The General learns "which alignment the Storyteller believes is winning" and
    the Fisherman's "pieces of advice are not necessarily 'facts'": no fact of the
    grimoire makes either answer true, so none is made false either. Under a
    working Vortox any answer is still a false one (on the old code the
    always-true reading had to be false, which ruled out every Vortox world)."""
    for a, info in (("general", "[{night: 1, general: good}]"),
                    ("fisherman", "[{day: 1, fisherman: none}]")):
        seats = [f"{{name: A, claim: {a}, info: {info}}}", "B:soldier", "C:monk", "D", "E"]
        text = table(JUDGEMENT, seats, "[scarletwoman, imp, vortox]", "3/0/1/1")
        assert possible(text, ["in_play(vortox)"]), a
