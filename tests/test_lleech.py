"""Lleech: "Each night*, choose a player: they die. You start by choosing a player:
they are poisoned. You die if & only if they are dead." (almanac, seed 004)

Five seats, 3 Townsfolk, 1 Minion, 1 Demon; A is `you`, the Chef.
"""

from __future__ import annotations

import pytest

from caselang.errors import CaseError
from tests.helpers import case_from, possible, table

SCRIPT = "[chef, empath, soldier, monk, slayer, poisoner, scarletwoman, imp, lleech]"


def case(info: str = "[]", hidden: str = "[poisoner, scarletwoman, lleech]",
         events: str = "[]",
         tail: str = "", claims: str = "B:soldier C:slayer D E") -> str:
    seats = [f"{{name: A, claim: chef, info: {info}}}"] + claims.split()
    return table(SCRIPT, seats, hidden, "3/0/1/1", events, tail=tail)


def test_the_first_choice_is_poisoned():
    """"On the first night, the Lleech chooses a player, who is poisoned for the
    rest of the game": D, E evil and adjacent make the Chef's 0 false, possible
    only for a Chef the Lleech chose, never with the Imp."""
    chef0 = case("[{night: 1, chef: 0}]")
    assert possible(chef0)
    assert not possible(chef0, ["not poisoned(A, night 1)"])
    assert not possible(case("[{night: 1, chef: 0}]", "[scarletwoman, imp]"))


def test_poisoned_for_the_rest_of_the_game():
    """The host is still poisoned on night 3 (no Poisoner: "for the rest of the game")."""
    text = case(events="[{night: 2, died: C}]", tail="now: {night: 3}")
    facts = ["poisoned(B, night 1)", "not in_play(poisoner)"]
    assert possible(text, facts + ["poisoned(B, night 3)"])
    assert not possible(text, facts + ["not poisoned(B, night 3)"])


def test_no_kill_on_the_first_night():
    """"Each night*": nobody dies on night 1; from night 2 its choice dies."""
    assert not possible(case(events="[{night: 1, died: C}]"))
    assert possible(case(events="[{night: 2, died: C}]"))


def test_cannot_die_while_the_host_lives():
    """"If the Lleech is executed, the Storyteller tells the group that the player
    lives": an executee who survives may be the Lleech (not the Imp), and with
    nobody dead yet (its host alive) an executed Lleech cannot die, unless it
    chose itself ("any player") and so poisoned its own ability."""
    lives = case(events="[{day: 1, executed: E, died: no}]")
    assert possible(lives, ["is(E, lleech)"])
    assert not possible(case(hidden="[scarletwoman, imp]",
                             events="[{day: 1, executed: E, died: no}]"))
    died = case(events="[{day: 1, executed: E}]", tail="rules: {game_ended: true}")
    assert not possible(died, ["is(E, lleech)", "not poisoned(E, night 1)"])
    assert possible(died, ["is(E, lleech)", "poisoned(E, night 1)"])
    assert possible(case(hidden="[scarletwoman, imp]", events="[{day: 1, executed: E}]",
                         tail="rules: {game_ended: true}"), ["is(E, imp)"])


def test_dies_when_the_host_dies():
    """"If the player that the Lleech chose dies, the Lleech dies as well", and good
    wins: as `you`, the Lleech that chose C sees the game end at C's execution
    (no Scarlet Woman in play), and not at B's."""
    def lleech(host: str) -> str:
        seats = ["A:chef", "B:soldier", "C:slayer", "D",
                 f"{{name: E, claim: lleech, info: [{{night: 1, lleech: {host}}}]}}"]
        # Deaths by day are public: the Lleech's with its host is listed.
        events = "[{day: 1, executed: C}" + (", {day: 1, died: E}]" if host == "C" else "]")
        return table(SCRIPT, seats, "[poisoner, scarletwoman, lleech]", "3/0/1/1",
                     events, head="you: E", tail=NIGHT_2)
    assert possible(lleech("B"), ["not in_play(scarletwoman, night 1)"])
    assert not possible(lleech("C"), ["not in_play(scarletwoman, night 1)",
                                          "not poisoned(E, night 1)"])
    assert possible(lleech("C"), ["is(D, scarletwoman)"])


def test_a_drunk_or_poisoned_lleech_can_die():
    """Its ability does not work while poisoned: a Lleech the Poisoner chose on
    night 2 dies to its execution on day 2 although its host lives."""
    text = case(hidden="[poisoner, lleech]", events="[{day: 2, executed: E}]",
                tail="rules: {game_ended: true}")
    assert possible(text, ["is(E, lleech)", "poisoned(E, night 2)"])
    assert not possible(text, ["is(E, lleech)", "not poisoned(E, night 2)"])


SW_CATCH = "[{day: 1, executed: C}, {day: 1, died: E}]"  # the Lleech dies with its host
NIGHT_2 = "now: {night: 2}"


def test_scarlet_woman_at_final_five_either_way():
    """Seed 004's notes: with the host's and the Lleech's deaths at one moment the
    Scarlet Woman counts five alive and becomes the Lleech (the game goes on);
    with the Lleech dying just after (the author's house rule) she counts four
    and good wins. By default the Storyteller may rule either."""
    facts = ["is(E, lleech)", "is(D, scarletwoman, night 1)", "poisoned(C, night 1)"]
    assert possible(case(events=SW_CATCH, tail=NIGHT_2), facts)
    with_host = NIGHT_2 + "\nrules: {lleech_dies_with_host: true}"
    after_host = NIGHT_2 + "\nrules: {lleech_dies_after_host: true}"
    assert possible(case(events=SW_CATCH, tail=with_host), facts)
    assert not possible(case(events=SW_CATCH, tail=after_host), facts)


def test_dying_with_the_host_makes_her_catch():
    """The rule `lleech_dies_with_host` removes the world where the Scarlet Woman
    does not catch the Lleech at final five (the game ending at the execution)."""
    facts = ["is(E, lleech)", "is(D, scarletwoman, night 1)", "poisoned(C, night 1)",
             "is(D, scarletwoman, day 1)"]
    ended = "rules: {game_ended: true%s}"
    assert possible(case(events=SW_CATCH, tail=ended % ""), facts)
    assert possible(case(events=SW_CATCH, tail=ended % ", lleech_dies_after_host: true"), facts)
    assert not possible(case(events=SW_CATCH, tail=ended % ", lleech_dies_with_host: true"),
                        facts)


def test_a_new_lleech_chooses_an_alive_host():
    """"If a Lleech is created mid-game, they poison a player that night. They must
    choose an alive player": the Scarlet Woman who caught it poisons on night 2,
    and not the dead C."""
    facts = ["is(E, lleech)", "is(D, scarletwoman, night 1)", "poisoned(C, night 1)"]
    text = case(events=SW_CATCH, tail=NIGHT_2)
    assert possible(text, facts + ["poisoned(A, night 2)"])
    assert not possible(text, facts + ["poisoned(C, night 2)"])
    assert not possible(text, facts + ["not poisoned(A, night 2)", "not poisoned(B, night 2)",
                                       "not poisoned(D, night 2)"])


def test_both_rulings_at_once_are_refused():
    with pytest.raises(CaseError):
        case_from(case(tail="rules: {lleech_dies_with_host: true, "
                            "lleech_dies_after_host: true}"))


def test_slayer_shooting_the_host():
    """Jinx (Lleech, Slayer): "If the Slayer shoots the Lleech's host, the host
    dies": a good player shot dead is the Lleech's host (no Recluse here)."""
    shot = case(events="[{day: 1, slayer: C, target: B, died: yes}]",
                tail="rules: {game_ended: true}")
    assert possible(shot, ["good(B)"])
    assert not possible(shot, ["good(B)", "not in_play(lleech)"])
    assert not possible(shot, ["good(B)", "not poisoned(B, night 1)"])


def test_slayer_shooting_the_lleech():
    """"If this player is alive, the Lleech cannot die": the Slayer's shot at the
    Lleech, its host alive, kills nobody."""
    missed = case(events="[{day: 1, slayer: C, target: E, died: no}]")
    assert possible(missed, ["is(E, lleech)", "not poisoned(C, day 1)"])
    hit = case(events="[{day: 1, slayer: C, target: E, died: yes}]",
               tail="rules: {game_ended: true}")
    assert not possible(hit, ["is(E, lleech)", "not poisoned(E, night 1)"])


def test_a_lleech_made_at_night_chooses_its_host_next_night():
    """The Lleech attacks its own host on night 2 and dies with it; the Scarlet
    Woman, counting five alive, becomes the Lleech after its step, and "If a
    Lleech is created mid-game, they poison a player": her host, on night 3."""
    facts = ["is(E, lleech)", "is(D, scarletwoman, night 1)", "poisoned(C, night 1)"]
    text = case(events="[{night: 2, died: C}, {night: 2, died: E}]", tail="now: {day: 3}")
    assert possible(text, facts + ["is(D, lleech, night 2)", "poisoned(A, night 3)"])
    assert not possible(text, facts + ["not poisoned(A, night 3)", "not poisoned(B, night 3)",
                                       "not poisoned(D, night 3)"])


def test_its_death_with_the_host_by_day_is_listed():
    """"If the player that the Lleech chose dies, the Lleech dies as well", and
    deaths by day are public (the spec: "Deaths are a closed world"): a Lleech
    dying with its executed host is listed as `{day: N, died: P}`, and one not
    listed did not die (so its host was someone else)."""
    base = """
    script: [chef, empath, investigator, washerwoman, librarian, lleech]
    hidden: [lleech]
    counts: {townsfolk: 4, outsider: 0, minion: 0, demon: 1}
    rules: {game_ended: true}
    players: [{name: Ann, claim: chef}, {name: Bob, claim: empath},
              {name: Cat, claim: investigator}, {name: Dan, claim: washerwoman},
              {name: Eve, claim: librarian}]
    events: EVENTS
    """
    listed = base.replace("EVENTS", "[{day: 1, executed: Ann}, {day: 1, died: Eve}]")
    assert possible(listed, ["is(Eve, lleech)"])
    assert not possible(listed, ["is(Eve, lleech)", "not dead(Eve)"])
    unlisted = base.replace("EVENTS", "[{day: 1, executed: Ann}]")
    assert not possible(unlisted, ["is(Eve, lleech)", "dead(Eve)"])
    assert possible(unlisted, ["is(Eve, lleech)"])


def test_slayer_ability_gained_may_miss_the_host():
    """The jinx names the Slayer; whether it follows the Slayer's ability to a
    Philosopher who gained it no text says (`World.jinx_applies`): such a shot
    at the host B may miss (before, it had to kill). The real Slayer's shot at
    the host always kills."""
    script = SCRIPT.replace("[chef,", "[chef, philosopher,")
    gained = ("{name: C, claim: philosopher, "
              "info: [{night: 1, philosopher: slayer}]}")
    host = ["poisoned(B, night 1)", "good(B)"]  # no Poisoner: B is the host
    shot = "[{day: 1, slayer: C, target: B, died: no}]"
    text = table(script, ["A:chef", "B:soldier", gained, "D", "E"],
                 "[scarletwoman, lleech]", "3/0/1/1", shot)
    assert possible(text, host + ["is(C, philosopher)"])
    real = case(hidden="[scarletwoman, lleech]", events=shot)
    assert not possible(real, host + ["is(C, slayer)"])
