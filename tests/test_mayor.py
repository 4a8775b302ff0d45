"""Mayor: "If only 3 players live & no execution occurs, your team wins. If you die
at night, another player might die instead." """

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

SCRIPT = "[mayor, chef, empath, investigator, washerwoman, librarian, drunk, spy, imp]"
PLAYERS = """
players:
  - {name: May, claim: %s}
  - {name: Bob, claim: chef}
  - {name: Cat, claim: empath}
  - {name: Dan, claim: investigator}
  - {name: Eve, claim: washerwoman}
"""


def mayor_case(events: str, mayor_claim: str = "mayor", hidden: str = "[imp, spy]",
               extra: str = "") -> str:
    return f"script: {SCRIPT}\nhidden: {hidden}\n{extra}\n" + PLAYERS % mayor_claim + events


# Eve executed on day 1; night 2 passes with no death; the Imp may not pick the dead.
QUIET_NIGHT = """
rules: {demon_attacks_dead: false}
events:
  - {day: 1, executed: Eve}
now: {night: 2}
"""


def test_bounce_to_a_dead_player_means_no_death():
    """"If the Demon attacks the Mayor, and the Storyteller instead chooses a dead
    player, ... that player does not die tonight." The Imp may only attack the
    living here, so the quiet night needs a real Mayor whose death went to Eve."""
    expected = set()
    claims = ("mayor", "chef", "empath", "investigator", "washerwoman")
    for imp in (1, 2, 3):  # Eve, executed, is not the Imp
        for spy in (1, 2, 3, 4):
            if spy != imp:
                w = list(claims)
                w[imp], w[spy] = "imp", "spy"
                expected.add(tuple(w))
    assert worlds(mayor_case(QUIET_NIGHT)) == expected


def test_no_bounce_without_a_mayor():
    """Near miss: the same night with no Mayor in play has no explanation."""
    assert not possible(mayor_case(QUIET_NIGHT, mayor_claim="librarian"))


def test_drunk_mayor_does_not_bounce():
    """Only the Mayor's ability bounces: a Drunk who thinks he is the Mayor has
    none, so the quiet night rules out May being the Drunk."""
    case = mayor_case(QUIET_NIGHT, hidden="[imp, spy, drunk]",
                      extra="counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(case, ["is(May, mayor)"])
    assert not possible(case, ["is(May, drunk)"])


def test_mayor_may_still_die():
    """"If the Mayor is attacked and would die, the Storyteller may choose that a
    different player dies": may, not must. A dead real Mayor is fine."""
    case = mayor_case("events:\n  - {night: 2, died: May}\n")
    assert possible(case, ["is(May, mayor)"])


# Five players: Eve executed on day 1, Dan killed on night 2: three alive on day 2.
THREE_ALIVE = """
events:
  - {day: 1, executed: Eve}
  - {night: 2, died: Dan}
"""


@pytest.mark.parametrize("tail, ok", [
    ("now: {day: 2}\n", True),  # day 2 is not over yet
    ("now: {day: 2}\nrules: {finish_day: true}\n", False),  # its dusk is reached
    ("now: {night: 3}\n", False),  # night 3 follows a finished day 2
    ("now: {day: 2}\nrules: {finish_day: true, game_ended: true}\n", True),
])
def test_three_alive_and_no_execution_wins(tail, ok):
    """"If there are just three players alive at the end of the day, and no execution
    occurred that day, then the game ends and good wins." A finished day 2 with
    three alive and no execution would have ended the game with a real Mayor."""
    case = mayor_case(THREE_ALIVE + tail)
    assert possible(case)
    assert possible(case, ["is(May, mayor)"]) == ok


def test_no_win_with_an_execution_that_day():
    """Near miss: six players, an execution on day 2 leaves three alive at dusk, but
    an execution occurred, so the game goes on with a real Mayor."""
    case = f"""
    script: {SCRIPT}
    hidden: [imp, spy]
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: May, claim: mayor}}
      - {{name: Bob, claim: chef}}
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Eve, claim: washerwoman}}
      - {{name: Fay, claim: librarian}}
    events:
      - {{day: 1, executed: Eve}}
      - {{night: 2, died: Dan}}
      - {{day: 2, executed: Fay}}
    now: {{night: 3}}
    """
    assert possible(case, ["is(May, mayor)"])


def test_no_win_with_four_alive():
    """Near miss: "only 3 players live". Six players, four alive at a finished day 2
    with no execution: the game goes on with a real Mayor."""
    case = f"""
    script: {SCRIPT}
    hidden: [imp, spy]
    counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
    players:
      - {{name: May, claim: mayor}}
      - {{name: Bob, claim: chef}}
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Eve, claim: washerwoman}}
      - {{name: Fay, claim: librarian}}
    events:
      - {{day: 1, executed: Eve}}
      - {{night: 2, died: Dan}}
    now: {{day: 2}}
    rules: {{finish_day: true}}
    """
    assert possible(case, ["is(May, mayor)"])


def test_dead_mayor_does_not_win():
    """The win is the Mayor's ability, which a dead Mayor has lost: with the Mayor
    killed on night 2, three alive at a finished day 2 do not end the game."""
    case = mayor_case("""
events:
  - {day: 1, executed: Eve}
  - {night: 2, died: May}
now: {day: 2}
rules: {finish_day: true}
""")
    assert possible(case, ["is(May, mayor)"])


def moonchild_case(night_two: str, chose: str = "May") -> str:
    """Six players: `you` May is the Mayor; Mo, executed on day 1, is the only
    possible Outsider, so the Moonchild; Eve (unclaimed) the Imp, which may
    attack the dead. Mo chose `chose` on dying; `night_two` lists that night."""
    return f"""
    script: [mayor, moonchild, chef, empath, investigator, imp]
    you: May
    hidden: [imp]
    counts: {{townsfolk: 4, outsider: 1, minion: 0, demon: 1}}
    players:
      - {{name: May, claim: mayor}}
      - {{name: Mo, claim: moonchild}}
      - {{name: Bob, claim: chef}}
      - {{name: Cat, claim: empath}}
      - {{name: Dan, claim: investigator}}
      - {{name: Eve}}
    events:
      - {{day: 1, executed: Mo}}
      - {{day: 1, moonchild: Mo, chose: {chose}}}
      {night_two}
    now: {{day: 2}}
    """


def test_a_non_demon_night_death_may_bounce():
    """Almanac (Mayor, How to Run): "During the night, if the Mayor would die, you
    choose if the Mayor actually dies, or if the Mayor remains alive and another
    character dies instead"; ability: "If you die at night, another player might
    die instead." Not only the Demon's attack: the Moonchild's curse on the
    good Mayor may land on another player (Bob), or on a dead one (Mo: nobody
    dies), while the Imp attacks the dead Moonchild or Bob."""
    assert possible(moonchild_case("- {night: 2, died: Bob}"))
    assert possible(moonchild_case(""))
    # The Mayor may still die: "you choose if the Mayor actually dies".
    assert possible(moonchild_case("- {night: 2, died: May}"))


def test_no_bounce_for_another_player():
    """Near miss: the curse on Bob (good, no Mayor) kills Bob; a quiet night 2
    has no explanation."""
    assert not possible(moonchild_case("", chose="Bob"))
    assert possible(moonchild_case("- {night: 2, died: Bob}", chose="Bob"))


def test_a_bounced_death_spares_who_cannot_die():
    """"If the Demon attacks the Mayor, and the Storyteller instead chooses a dead
    player, the Soldier, or a player protected by the Monk, that player does not
    die tonight": so too a substitute for another ability's kill that cannot die
    by it. Cat the Innkeeper chose Bob and Dan ("they can't die tonight"): the
    curse on the Mayor lands on Cat, or on nobody, never on Bob."""
    text = moonchild_case("%s").replace("empath", "innkeeper").replace(
        "{name: Cat, claim: innkeeper}",
        "{name: Cat, claim: innkeeper, info: [{night: 2, innkeeper: [Bob, Dan]}]}")
    assert possible(text % "- {night: 2, died: Cat}")
    assert not possible(text % "- {night: 2, died: Bob}")
