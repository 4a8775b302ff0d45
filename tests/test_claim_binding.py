"""Engine: when a player's claim binds them. The spec: "A good player claims the
character they believe they are"; "Evil players may claim and report
anything". The case does not record when a claim was spoken, so a claim binds
a player good at the end of the case (honest about their whole history), and
its last character is what they believed when they last spoke, not a change
that came after.

Six seats and no perspective player; the hidden characters are the Snake
Charmer, the Scarlet Woman and the Imp.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[snakecharmer, chef, investigator, slayer, mayor, scarletwoman, imp]"
SWAP = ["is(A, snakecharmer)", "is(B, imp)", "is(A, imp, night 1)"]


def charmed(a_claims: str, b_claims: str, events: str = "[]") -> str:
    """A charms the Imp B (see SWAP); C to F claim Townsfolk."""
    seats = [f"A:{a_claims}", f"B:{b_claims}", "C:chef", "D:investigator", "E:slayer",
             "F:mayor"]
    return table(SCRIPT, seats, "[snakecharmer, scarletwoman, imp]", "4/0/1/1", events,
                 head="", tail="now: {night: 2}" if events != "[]" else "")


def test_a_snake_charmer_evil_before_speaking_may_claim_anything():
    """Snake Charmer: "a chosen Demon swaps characters & alignments with you": A,
    who charmed the Demon on night 1, was evil before they ever spoke, and "evil
    players may claim and report anything", a Minion too."""
    assert possible(charmed("scarletwoman", "[imp, {night: 1, is: snakecharmer}]"), SWAP)
    assert possible(charmed("chef", "[imp, {night: 1, is: snakecharmer}]"), SWAP)


def test_the_old_demon_made_good_tells_its_history():
    """The old Demon, now a good Snake Charmer, claims the character it started as
    and the change on the night it happened. Good at the end, it is bound to
    that: a swap on night 2 listed as night 1 is not a world. (C, executed on
    day 1, is the dead player the new Imp attacks on night 2.)"""
    assert possible(charmed("[snakecharmer, {night: 1, is: imp}]",
                            "[imp, {night: 1, is: snakecharmer}]"), SWAP)
    late = ["is(A, snakecharmer)", "is(B, imp)", "is(A, snakecharmer, night 1)",
            "is(A, imp, night 2)"]
    events = "[{day: 1, executed: C}]"
    a_claims = "[snakecharmer, {night: 2, is: imp}]"
    right = charmed(a_claims, "[imp, {night: 2, is: snakecharmer}]", events)
    wrong = charmed(a_claims, "[imp, {night: 1, is: snakecharmer}]", events)
    assert possible(right, late)
    assert not possible(wrong, late)


def test_a_report_binds_only_a_player_still_good_at_the_end():
    """A report binds a player good when they got it only if they are still good
    at the end: A, a good Snake Charmer on night 1 who swapped with the Imp on
    night 2, may have told of night 1 only as evil, so "evil players may ...
    report anything": A chose C on night 1, whatever A says."""
    seats = ["{name: A, claim: snakecharmer, info: [{night: 1, snakecharmer: B}]}",
             "{name: B, claim: [imp, {night: 2, is: snakecharmer}]}", "C:chef",
             "D:investigator", "E:slayer", "F:mayor"]
    text = table(SCRIPT, seats, "[snakecharmer, scarletwoman, imp]", "4/0/1/1",
                 "[{day: 1, executed: C}]", head="", tail="now: {night: 2}")
    swapped_late = ["is(A, snakecharmer)", "is(B, imp)", "is(A, snakecharmer, night 1)",
                    "is(A, imp, night 2)"]
    assert possible(text, swapped_late)


HAG = "[slayer, chef, empath, investigator, mayor, pithag, imp]"


def hagged(day2: str) -> str:
    """You (E), the Pit-Hag, turned A, who claims the Slayer, into the Mayor
    (not in play) on night 2."""
    seats = ["A:slayer", "B:chef", "C:empath", "D:investigator",
             "{name: E, claim: pithag, info: [{night: 2, pithag: [A, mayor]}]}", "F"]
    return table(HAG, seats, "[pithag, imp]", "4/0/1/1",
                 f"[{{day: 1, executed: B}}{day2}]", head="you: E", tail="now: {day: 2}")


def test_a_claim_is_what_the_player_believed_when_they_last_spoke():
    """The spec: "A good player claims the character they believe they are". A
    claim is held to what the player believed when they last spoke: A, quiet
    since day 1, may still claim the Slayer; A's public Slayer shot on day 2
    was said as the Mayor, so claiming the Slayer then is a lie."""
    made = ["is(A, mayor, night 2)"]
    assert possible(hagged(""), made)
    assert not possible(hagged(", {day: 2, slayer: A, target: C, died: false}"), made)


def test_switch_claims_current():
    """`rules: {claims_current: true}`, a stricter table's reading: every claim is
    current at the end of the case, so A, made the Mayor on night 2, would have
    said so: the world where A still claims the Slayer is removed."""
    made = ["is(A, mayor, night 2)"]
    current = hagged("").replace("now: {day: 2}", "now: {day: 2}\nrules: {claims_current: true}")
    assert "claims_current" in current
    assert not possible(current, made)
