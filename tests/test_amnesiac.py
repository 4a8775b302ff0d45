"""Amnesiac: "You do not know what your ability is. Each day, privately guess
what it is: you learn how accurate you are."

Five players (A to E); the Imp and the Scarlet Woman are hidden.
"""

from __future__ import annotations

from tests.helpers import five_seats, possible, table, worlds

SCRIPT = "[amnesiac, chambermaid, chef, empath, soldier, monk, magician, scarletwoman, imp]"


def text(info: str) -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: amnesiac, info: {info}}}",
                      ("chef", "empath", "soldier", "monk"), "[imp, scarletwoman]",
                      "3/0/1/1", tail="now: {day: 2}")


def test_any_report_is_of_some_invented_ability():
    """"The Storyteller decides what the Amnesiac's ability is. It may be the same
    ability as another character ..., something similar, or something
    original": what the Amnesiac was shown by night and told of their guesses
    leaves every world."""
    none = worlds(text("[]"))
    reports = ("[{night: 1, amnesiac: [B, evil]}, {day: 1, amnesiac: ['do I learn alignments?', "
               "bingo]}, {night: 2, amnesiac: 3}, {day: 2, amnesiac: cold}]")
    assert none and worlds(text(reports)) == none


def chambermaid(n: int, first: str = "amnesiac") -> str:
    """`you: A` is the Chambermaid; on night 1 they chose B (claiming `first`)
    and C, a Soldier, who does not wake."""
    you = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {n}]}}]}}"
    return five_seats(SCRIPT, you, (first, "soldier", "empath", "monk"), "[imp, scarletwoman]",
                      "3/0/1/1", tail="now: {day: 1}")


def test_the_amnesiac_may_or_may_not_wake():
    """"The Amnesiac may wake at any time during the night ... or their ability
    may be passive": a Chambermaid may count the Amnesiac as woken or not."""
    good = ["is(B, amnesiac)", "is(C, soldier)"]
    assert possible(chambermaid(0), good)
    assert possible(chambermaid(1), good)
    assert not possible(chambermaid(2), good)


def test_reports_need_a_living_amnesiac():
    """A dead player has no ability: a guess answered after the Amnesiac's death is
    no Amnesiac's."""
    you = "{name: A, claim: amnesiac, info: [{day: 2, amnesiac: [guess, warm]}]}"
    alive = five_seats(SCRIPT, you, ("chef", "empath", "soldier", "monk"),
                       "[imp, scarletwoman]", "3/0/1/1", "[{day: 1, executed: B}]")
    dead = five_seats(SCRIPT, you, ("chef", "empath", "soldier", "monk"),
                      "[imp, scarletwoman]", "3/0/1/1", "[{day: 1, executed: A}]")
    assert possible(alive)
    assert not possible(dead)


def test_woken_at_any_moment_of_the_night():
    """"The Amnesiac may wake at any time during the night": a Pit-Hag who makes
    the Amnesiac B a Soldier on night 2 (before the Amnesiac's place in the night
    order) may do so after B woke as the Amnesiac, so your Chambermaid may count
    B (the Chef C does not wake on night 2). On the old code B's wake was read at
    the Amnesiac's place only, by then a Soldier's."""
    def case(n: int) -> str:
        you = f"{{name: A, claim: chambermaid, info: [{{night: 2, chambermaid: [B, C, {n}]}}]}}"
        seats = [you, "{name: B, claim: [amnesiac, {night: 2, is: soldier}]}", "C:chef", "D", "E"]
        return table("[amnesiac, chambermaid, chef, soldier, monk, pithag, imp]", seats,
                     "[imp, pithag]", "3/0/1/1", tail="now: {day: 2}")
    good = ["good(B)", "good(C)", "is(C, chef)"]
    assert possible(case(0), good)
    assert possible(case(1), good)
    assert not possible(case(2), good)


def test_a_holder_killed_later_that_night_may_have_woken_first():
    """"The Amnesiac may wake at any time during the night": killed by the Imp on
    night 2 (the Imp acts before the Amnesiac's place in the night order), the
    good A may have woken before dying, so A's night-2 report stands; a report
    of night 3, after A's death, does not."""
    def killed(night: int) -> str:
        return five_seats(SCRIPT, f"{{name: A, claim: amnesiac, info: [{{night: {night}, "
                          "amnesiac: [B, evil]}]}", ("chef", "empath", "soldier", "monk"),
                          "[imp, scarletwoman]", "3/0/1/1", events="[{night: 2, died: A}]",
                          head="", tail=f"now: {{day: {night}}}")
    assert possible(killed(2), ["good(A)"])
    assert not possible(killed(3), ["good(A)"])
