"""Damsel: "All Minions know a Damsel is in play. If a Minion publicly guesses
you (once), your team loses."

Seed 004: "No matter how many Minions are in play, they only get one guess,
total. If a Minion makes a guess and is wrong, future guesses by this Minion
or by other Minions don't count. If the Demon pretends to be a Minion making a
guess, that doesn't count as a guess. ... If the Damsel dies, they are no
longer at risk of being guessed".

Five players: A claims the Damsel, B to C Townsfolk; D and E are the hidden
Minion and Demon. A guess is `{day: N, damsel: P, by: Q}`.
"""

from __future__ import annotations

import pytest

from caselang.errors import CaseError
from tests.helpers import case_from, possible

SCRIPT = "[damsel, chef, empath, soldier, imp, scarletwoman, poisoner, spy, widow]"


def case(events: str, minion: str = "scarletwoman", rules: str = "{}",
         b_info: str = "[]") -> str:
    return f"""
    script: {SCRIPT}
    hidden: [imp, {minion}]
    rules: {rules}
    counts: {{townsfolk: 2, outsider: 1, minion: 1, demon: 1}}
    players:
      - {{name: A, claim: damsel}}
      - {{name: B, claim: chef, info: {b_info}}}
      - {{name: C, claim: empath}}
      - {{name: D}}
      - {{name: E}}
    events: {events}
    """


def guess(who: str, by: str, day: int = 1) -> str:
    """A guess; on day 2 after the Demon's night-2 kill of C."""
    kill = "{night: 2, died: C}, " if day == 2 else ""
    return f"{kill}{{day: {day}, damsel: {who}, by: {by}}}"


def test_a_minions_right_guess_ends_the_game():
    text = case(f"[{guess('A', 'D')}]")
    assert not possible(text, ["is(D, scarletwoman) and is(A, damsel)"])
    # The Demon pretending to be a Minion: no guess.
    assert possible(text, ["is(D, imp) and is(A, damsel)"])


def test_the_game_may_end_there_in_a_finished_game():
    text = case(f"[{guess('A', 'D')}]", rules="{game_ended: true}")
    assert possible(text, ["is(D, scarletwoman) and is(A, damsel)"])


def test_one_guess_in_total():
    """A wrong guess uses it up; a later right one does not count."""
    text = case(f"[{guess('B', 'D')}, {guess('A', 'D', day=2)}]")
    assert possible(text, ["is(D, scarletwoman) and is(A, damsel)"])


def test_the_demons_pretend_guess_uses_nothing_up():
    text = case(f"[{guess('B', 'E')}, {guess('A', 'D')}]")
    assert not possible(text, ["is(E, imp) and is(D, scarletwoman) and is(A, damsel)"])


def test_a_dead_damsel_is_not_at_risk():
    text = case("[{day: 1, executed: A}, {day: 2, damsel: A, by: D}]")
    assert possible(text, ["is(D, scarletwoman) and is(A, damsel)"])


def test_a_poisoned_damsel_survives_the_guess_which_is_spent():
    """The Poisoner's night-1 poison lasts through day 1; the one guess is used."""
    text = case(f"[{guess('A', 'D')}, {guess('A', 'D', day=2)}]", minion="poisoner")
    assert possible(text, ["is(D, poisoner) and is(A, damsel)"])
    assert not possible(text, ["is(D, poisoner) and is(A, damsel) and not poisoned(A, day 1)"])


@pytest.mark.parametrize("minion", ["spy", "widow"])
def test_jinx_a_spy_or_widow_in_play_poisons_the_damsel(minion):
    """Jinx: "If a Spy is or ever was in play, the Damsel is poisoned" (and the
    Widow likewise): the Minion's right guess ends nothing."""
    told = "[{night: 1, widow: yes}]" if minion == "widow" else "[]"  # the Widow's warning
    text = case(f"[{guess('A', 'D', day=2)}]", minion=minion, b_info=told)
    assert possible(text, [f"is(D, {minion}) and is(A, damsel)"])
    assert possible(text, [f"is(D, {minion}) and poisoned(A, night 1) and poisoned(A, day 2)"])


def test_the_guess_is_a_day_event_naming_the_guesser():
    with pytest.raises(CaseError):
        case_from(case("[{day: 1, damsel: A}]"))
    with pytest.raises(CaseError):
        case_from(case("[{night: 1, damsel: A, by: D}]"))


def test_a_guess_at_the_damsel_is_the_guessers_act_not_hers():
    """"If a Minion publicly guesses you (once), your team loses": the guess is
    the Minion's public act. It does not show the guessed player speaking on
    that day, so A, who became the Monk on night 2, may have last claimed the
    Damsel before it."""
    text = """
    script: [damsel, chef, empath, monk, pithag, imp]
    hidden: [pithag, imp]
    counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}
    players:
      - {name: A, claim: damsel}
      - {name: B, claim: chef}
      - {name: C, claim: empath}
      - {name: D}
      - {name: E}
    events: [{night: 2, died: C}, {day: 2, damsel: A, by: B}]
    now: {night: 3}
    """
    assert possible(text, ["is(A, monk, night 2) and is(A, monk, night 3)"])
