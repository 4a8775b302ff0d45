"""Mastermind: "If the Demon dies by execution (ending the game), play for 1
more day. If a player is then executed, their team loses."

Seven seats; A is `you`; F and G are unclaimed: the Imp and the Mastermind.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, investigator, slayer, washerwoman, empath, mastermind, scarletwoman, imp]"


def case(events: str, now: str = "", hidden: str = "[mastermind, imp]",
         flags: str = "{}") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:washerwoman E:empath F G", hidden,
                 "5/0/1/1", events, f"you: A\nrules: {flags}", now)


IMP_EXECUTED = "[{day: 1, executed: F}]"


def test_the_game_goes_on_after_the_demon_is_executed():
    """The Imp executed on day 1 and the game goes on: the Mastermind's day."""
    assert possible(case(IMP_EXECUTED), ["is(F, imp)"])
    assert possible(case(IMP_EXECUTED, now="now: {day: 2}"), ["is(F, imp)"])


def test_only_one_more_day():
    """The extra day ends the game at its dusk: the case cannot reach night 3."""
    assert not possible(case(IMP_EXECUTED, now="now: {night: 3}", flags="{finish_day: true}"),
                        ["is(F, imp)"])
    assert possible(case(IMP_EXECUTED, now="now: {night: 3}"), ["is(G, imp)"])


def test_the_dead_demon_does_not_kill():
    """Night 2 after the Imp's execution: nobody can die."""
    assert not possible(case("[{day: 1, executed: F}, {night: 2, died: B}]"), ["is(F, imp)"])


def test_an_execution_on_the_extra_day_ends_the_game():
    events = "[{day: 1, executed: F}, {day: 2, executed: B}]"
    assert not possible(case(events), ["is(F, imp)"])
    assert possible(case(events, flags="{game_ended: true}"), ["is(F, imp)"])


def test_a_dead_mastermind_does_nothing():
    """The Mastermind executed on day 1: the Imp's execution on day 2 ends the
    game. With the Mastermind alive it does not."""
    dead = "[{day: 1, executed: G}, {night: 2, died: B}, {day: 2, executed: F}]"
    alive = "[{day: 1, executed: C}, {night: 2, died: B}, {day: 2, executed: F}]"
    assert not possible(case(dead), ["is(F, imp)"])
    assert possible(case(alive), ["is(F, imp)"])


def test_no_mastermind_day_when_the_scarlet_woman_takes_over():
    """With the Scarlet Woman catching the Demon the game goes on normally, and
    a day-2 execution need not end it."""
    text = case("[{day: 1, executed: F}, {night: 2, died: B}, {day: 2, executed: C}]",
                hidden="[scarletwoman, imp]")
    assert possible(text, ["is(F, imp)"])


def test_the_extra_day_goes_on_with_two_players_left():
    """Five seats: C executed, B killed, then the Imp F executed with only A and
    G left alive: the Mastermind's day goes on all the same."""
    text = """
    script: [chef, empath, investigator, mastermind, imp]
    you: A
    hidden: [mastermind, imp]
    counts: {townsfolk: 3, outsider: 0, minion: 1, demon: 1}
    players:
      - {name: A, claim: chef}
      - {name: B, claim: empath}
      - {name: C, claim: investigator}
      - {name: F}
      - {name: G}
    events: [{day: 1, executed: C}, {night: 2, died: B}, {day: 2, executed: F}]
    now: {night: 3}
    """
    assert possible(text, ["is(F, imp)"])
    # The Imp executed is no Mastermind's day if the Mastermind was the one executed.
    assert not possible(text, ["is(F, mastermind)"])
