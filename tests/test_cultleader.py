"""Cult Leader: "Each night, you become the alignment of an alive neighbor. If
all good players choose to join your cult, your team wins."

Five players in a circle (A to E); `you: A` is the Cult Leader, between B and
E; the Imp and the Scarlet Woman are hidden.
"""

from __future__ import annotations

from tests.helpers import five_seats, possible, table

SCRIPT = "[cultleader, chef, empath, soldier, monk, recluse, scarletwoman, imp]"


def text(info: str = "[]", events: str = "[]", now: str = "now: {day: 1}",
         claims: tuple[str, ...] = ("chef", "empath", "soldier", "monk"),
         counts: str = "3/0/1/1") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: cultleader, info: {info}}}", claims,
                      "[imp, scarletwoman]", counts, events, tail=now)


EVIL_N1 = "[{night: 1, cultleader: evil}]"


def test_both_neighbours_good_keeps_the_cult_leader_good():
    """"right side up (if both alive neighbors are good)": woken to learn they
    are evil, B and E cannot both be good."""
    assert not possible(text(EVIL_N1), ["good(B)", "good(E)"])
    assert possible(text(EVIL_N1), ["evil(B)", "evil(E)"])


def test_mixed_neighbours_are_the_storytellers_choice():
    """"either (if one alive neighbor is good and the other ... evil)": with B
    evil and E good, the Cult Leader may turn evil or stay good."""
    mixed = ["evil(B)", "good(E)"]
    assert possible(text(EVIL_N1), mixed)
    assert possible(text(), mixed + ["good(A, night 1)"])
    assert possible(text(), mixed + ["evil(A, night 1)"])


def test_both_neighbours_evil_make_the_cult_leader_evil():
    """"upside down (if both alive neighbors are evil)": A, sober, is then evil
    after the first night."""
    assert not possible(text(), ["evil(B)", "evil(E)", "good(A, night 1)"])


def test_woken_only_when_the_alignment_changes():
    """"If the Cult Leader's alignment doesn't change, do not wake them": a
    report of staying good is no Cult Leader's."""
    assert not possible(text("[{night: 1, cultleader: good}]"))


def test_the_nearest_living_neighbour_counts():
    """"an alive neighbor": with E dead, A's neighbours are B and D; B and D good
    keep A good on night 2 although E was evil."""
    events = "[{day: 1, executed: E}]"
    night2 = "[{night: 2, cultleader: evil}]"
    assert not possible(text(night2, events, "now: {day: 2}"), ["good(B)", "good(D)"])
    assert possible(text(night2, events, "now: {day: 2}"), ["good(B)", "evil(D)"])


def test_a_registering_recluse_may_count_as_evil():
    """Ruling: the neighbour's alignment is read as an ability reads it, so a
    Recluse neighbour may make the Cult Leader evil."""
    claims = ("recluse", "chef", "empath", "monk")
    recluse = text(EVIL_N1, claims=claims, counts="2/1/1/1")
    assert possible(recluse, ["is(B, recluse)", "good(E)"])
    plain = text(EVIL_N1, claims=("soldier", "chef", "empath", "monk"))
    assert not possible(plain, ["good(B)", "good(E)"])


CULT = "{day: 1, cultleader: A, voters: [A, B, C, D]}"


def test_all_good_players_joining_ends_the_game():
    """"If all good players vote to join the cult, the game ends immediately":
    the game goes on to day 2, so not every good player joined: E is good."""
    later = "now: {day: 2}"
    assert possible(text(events="[]", now=later), ["evil(E, day 1)"])
    assert not possible(text(events=f"[{CULT}]", now=later), ["evil(E, day 1)"])
    assert possible(text(events=f"[{CULT}]", now=later), ["good(E, day 1)"])


def test_a_declared_win_means_every_good_player_joined():
    """"If all good players raise their hand, declare which team has won":
    with `ended: yes`, E (the one who did not join) is evil."""
    ended = "[{day: 1, cultleader: A, voters: [A, B, C, D], ended: yes}]"
    assert possible(text(events=ended), ["evil(E, day 1)"])
    assert not possible(text(events=ended), ["good(E, day 1)"])


def test_a_pretended_cult_does_nothing():
    """"a player bluffing as the Cult Leader may pretend to form a cult": B,
    evil, forming a cult ends nothing."""
    bluff = "[{day: 1, cultleader: B, voters: [A, B, C, D]}]"
    assert possible(text(events=bluff, now="now: {day: 2}"), ["evil(E, day 1)", "evil(B)"])


def test_a_drunk_who_thinks_they_are_the_cult_leader_may_be_woken():
    """Drunk (almanac): the Drunk "wakes to act" as the Townsfolk they think they
    are, and is told anything: B, the Drunk shown the Cult Leader, may report
    a 'change' to good that no working Cult Leader between good neighbours
    would be woken for."""
    script = "[cultleader, chef, empath, soldier, monk, drunk, scarletwoman, imp]"
    seats = ["A:chef", "{name: B, claim: cultleader, info: [{night: 1, cultleader: good}]}",
             "C:empath", "D:soldier", "E:monk"]

    def text(counts: str) -> str:
        return table(script, seats, "[imp, scarletwoman, drunk]", counts, head="",
                     tail="now: {day: 1}")
    assumed = ["good(A)", "good(B)", "good(C)"]
    assert possible(text("2/1/1/1"), assumed + ["is(B, drunk)"])
    assert not possible(text("3/0/1/1"), assumed)
