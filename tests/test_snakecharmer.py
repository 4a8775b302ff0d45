"""Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps
characters & alignments with you & is then poisoned."

Six seats; A is `you`, the Snake Charmer; the hidden evil are a Scarlet Woman
and an Imp.
"""

from __future__ import annotations

from tests.helpers import possible, result, table

SCRIPT = "[snakecharmer, chef, investigator, slayer, mayor, scarletwoman, imp]"


def case(chose: str, claim: str = "snakecharmer", events: str = "[]") -> str:
    seats = [f"{{name: A, claim: {claim}, info: [{{night: 1, snakecharmer: {chose}}}]}}",
             "B:chef", "C:investigator", "D:slayer", "E", "F"]
    return table(SCRIPT, seats, "[scarletwoman, imp]", "4/0/1/1", events)


def test_choosing_the_demon_swaps():
    """"If that player is the Demon, the Snake Charmer becomes that Demon and turns
    evil, and the Demon becomes good and poisoned permanently": A, who chose E
    and learnt they became the Imp, ends as the evil Imp with E a poisoned
    Snake Charmer."""
    r = result(case("E", "[snakecharmer, {night: 1, is: imp}]"))
    assert r.consistent
    for w in r.worlds:
        assert w.start[4] == "imp"
        for end, evil in zip(w.ends, w.evil_ends):
            assert end[0] == "imp" and end[4] == "snakecharmer" and "A" in evil
    assert not possible(case("E", "[snakecharmer, {night: 1, is: imp}]"), ["not poisoned(E)"])


def test_choosing_anyone_else_does_nothing():
    """"If that player is not the Demon, nothing happens": A, still the Snake
    Charmer after choosing E, learnt E is not the Imp."""
    assert not possible(case("E"), ["is(E, imp)"])
    assert possible(case("E"), ["is(F, imp)"])


def test_the_new_good_player_says_so():
    """The old Demon, now a good Snake Charmer who was told so, would claim it:
    E still claiming the Mayor at the end is impossible after the swap."""
    text = case("E", "[snakecharmer, {night: 1, is: imp}]").replace("{name: E}",
                                                                    "{name: E, claim: mayor}")
    assert not possible(text)


SNV = """
script: snv
players:
  - name: Alice
    claim: [philosopher, {{night: 1, is: nodashii}}]
    info: [{{night: 1, philosopher: snakecharmer}}, {{night: 1, snakecharmer: Cara}}]
  - {{name: Bob, claim: snakecharmer, info: [{{night: 1, snakecharmer: {bob}}}]}}
  - name: Cara
    claim: [nodashii, {{night: 1, is: {cara}}}]
  - {{name: Dev, claim: dreamer}}
  - {{name: Emma, claim: oracle}}
"""


def test_a_philosopher_with_the_ability_swaps_as_itself():
    """A Philosopher who chose the Snake Charmer and then the Demon "swaps
    characters & alignments": the old Demon becomes the Philosopher (not the
    Snake Charmer), and the drunk real Snake Charmer's own choice (Dev) does not
    stop the swap."""
    truth = ["is(Alice, philosopher)", "is(Bob, snakecharmer)", "is(Cara, nodashii)",
             "is(Dev, witch)", "is(Emma, oracle)"]
    assert possible(SNV.format(bob="Dev", cara="philosopher"), truth)
    assert not possible(SNV.format(bob="Dev", cara="snakecharmer"), truth)


GOOD_DEMON = """
script: [snakecharmer, clockmaker, dreamer, seamstress, oracle, pithag, vortox, vigormortis]
counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
players:
  - name: A
    claim: [snakecharmer, {night: 3, is: vigormortis}]
    info: [{night: 3, snakecharmer: B}]
  - {name: B, claim: [clockmaker, {night: 2, is: vigormortis}, {night: 3, is: snakecharmer}]}
  - {name: C, claim: dreamer}
  - {name: D, claim: seamstress}
  - {name: E}
  - {name: F}
events: [{day: 1, executed: C}, {day: 2, executed: D}]
now: {night: 3}
"""


def test_swapping_with_a_good_demon_keeps_the_report():
    """"If you choose the Demon, you and the Demon swap characters & alignments":
    B, made a good Vigormortis by the Pit-Hag, swaps with A, who stays good and
    became the Demon by their own choice; A's report of that choice stands."""
    truth = ["is(A, snakecharmer)", "is(B, clockmaker)", "is(E, vortox)", "is(F, pithag)"]
    assert possible(GOOD_DEMON, truth)
