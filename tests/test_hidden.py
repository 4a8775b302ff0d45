"""`hidden` (the spec): "the characters that may be in play while no player claims
them". Any other character may be in play only while some player claims it, but
not necessarily the player who holds it: a player evil at the end may have lied
from the start ("Evil players may claim and report anything") while another
player claims their character.

Six seats on a Fang Gu script (2 Townsfolk, 2 Outsiders with the Fang Gu's
"[+1 Outsider]", 1 Minion, 1 Demon); A is `you`, the Chef.
"""

from __future__ import annotations

from tests.helpers import possible, worlds

SCRIPT = ("[chef, soldier, monk, slayer, mayor, saint, recluse, butler, scarletwoman, poisoner, "
          "imp, fanggu]")


def case(events: str = "[]", by_holder: str = "false") -> str:
    return f"""
    script: {SCRIPT}
    you: A
    hidden: [poisoner, fanggu]
    rules: {{hidden_by_holder: {by_holder}}}
    players:
      - {{name: A, claim: chef}}
      - {{name: B, claim: saint}}
      - {{name: C, claim: butler}}
      - {{name: D, claim: soldier}}
      - {{name: E, claim: saint}}
      - {{name: F}}
    events: {events}
    """


def test_a_player_evil_at_the_end_may_hold_a_character_another_claims():
    """The Fang Gu: "The 1st Outsider this kills becomes an evil Fang Gu". B, the
    Butler, is jumped into on night 2 and is evil at the end, so B's Saint claim
    binds nothing; the Poisoner C claims the Butler. The Butler is in play and
    claimed (by C), so `hidden` allows it."""
    jumped = worlds(case("[{night: 2, died: F}]"))
    assert ("chef", "butler", "poisoner", "soldier", "saint", "fanggu") in jumped


def test_by_holder_a_stricter_reading():
    """`rules: {hidden_by_holder: true}`, the reading some puzzles use: a character
    not hidden is held only by the player whose start claim it is, so B, who claims
    the Saint, is not the Butler C claims."""
    strict = worlds(case("[{night: 2, died: F}]", "true"))
    assert strict
    assert ("chef", "butler", "poisoner", "soldier", "saint", "fanggu") not in strict


def test_a_character_nobody_claims_is_still_not_in_play():
    """The Recluse is neither hidden nor claimed: it is not in play, jump or not."""
    assert possible(case("[{night: 2, died: F}]"))
    assert not possible(case("[{night: 2, died: F}]"), ["in_play(recluse)"])


def test_a_player_good_at_the_end_is_still_their_claim():
    """Without the jump B stays good and believes the Saint they claim ("A good
    player claims the character they believe they are"): not the Butler."""
    assert possible(case())
    assert not possible(case(), ["is(B, butler)"])
