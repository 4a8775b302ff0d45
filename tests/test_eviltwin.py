"""Evil Twin: "You & an opposing player know each other. If the good player is
executed, evil wins. Good can't win if you both live."

Six players claiming Townsfolk; the Minion (Evil Twin or Scarlet Woman) and the
Imp are hidden. What the Good Twin learnt is the received info
`{night: 1, eviltwin: P}`; it is complete.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, monk, washerwoman, eviltwin, scarletwoman, imp]"


def case(twin: str | None = "A", shown: str = "B", events: str = "[]",
         counts: str = "{townsfolk: 4, outsider: 0, minion: 1, demon: 1}") -> str:
    def row(name: str, claim: str) -> str:
        info = f"[{{night: 1, eviltwin: {shown}}}]" if name == twin else "[]"
        return f"  - {{name: {name}, claim: {claim}, info: {info}}}"
    rows = "\n".join(row(n, c) for n, c in zip(
        "ABCDEF", ("chef", "empath", "investigator", "soldier", "monk", "washerwoman")))
    return f"""
script: {SCRIPT}
hidden: [imp, eviltwin, scarletwoman]
counts: {counts}
players:
{rows}
events: {events}
"""


def test_the_good_twin_learns_the_evil_twin():
    """"The Evil Twin is paired with a good player ... both wake, make eye contact":
    a good A shown B means B is the Evil Twin."""
    assert possible(case(), ["good(A)", "is(B, eviltwin)"])
    assert not possible(case(), ["good(A)", "not is(B, eviltwin)"])


def test_received_info_is_complete():
    """Nobody reports having been shown an Evil Twin, and every player claims a
    Townsfolk: there is no Good Twin, so no Evil Twin."""
    assert not possible(case(twin=None), ["in_play(eviltwin)"])
    assert possible(case(twin=None))


def test_executing_the_good_twin_loses():
    """"If the Good Twin is executed, evil wins. If the Evil Twin is executed, the
    game continues.\""""
    events = "[{day: 1, executed: A}, {night: 2, died: C}]"
    assert not possible(case(events=events), ["good(A)", "is(B, eviltwin)"])
    events = "[{day: 1, executed: B}, {night: 2, died: C}]"
    assert possible(case(events=events), ["good(A)", "is(B, eviltwin)"])


def test_good_cannot_win_while_both_live():
    """"Good cannot win while both twins are alive. Even if the Demon is killed, the
    game continues": the Imp D executed, the game goes on while A and the Evil
    Twin B live; once the Evil Twin is dead it would have ended."""
    events = "[{day: 1, executed: D}]"
    c = case(events=events) + "now: {night: 2}\n"
    assert possible(c, ["good(A)", "is(B, eviltwin)", "is(D, imp)"])
    events = "[{day: 1, executed: B}, {night: 2, died: C}, {day: 2, executed: D}]"
    c = case(events=events) + "now: {night: 3}\n"
    assert not possible(c, ["good(A)", "is(B, eviltwin)", "is(D, imp)"])


def test_a_traveller_who_joins_later_is_not_there_to_be_paired():
    """"The Evil Twin is paired with a good player, chosen by the Storyteller" at
    setup; a Traveller who joins on day 2 was not in the game then (their seat is
    empty before: spec, `joined`). Nobody from the start was shown an Evil Twin,
    so there is none, whatever alignment the Traveller has (one from the start,
    evil, could not be the Good Twin either)."""
    events = "[{night: 2, died: F}]"
    for joined in ("joined: {day: 2}", "joined: {night: 2}", ""):
        text = case(twin=None, events=events).replace(
            "events:", f"  - {{name: Zed, traveller: thief, {joined}}}\nnow: {{day: 2}}\nevents:")
        assert possible(text)
        assert not possible(text, ["in_play(eviltwin)"])


PIT_HAG = """
script: [chef, empath, investigator, soldier, monk, washerwoman, eviltwin, pithag, imp]
hidden: [imp, pithag]
counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
players:
  - {name: A, claim: [chef, {night: 2, is: eviltwin}]}
  - {name: B, claim: empath}
  - {name: C, claim: investigator}
  - {name: D}
  - {name: E}
  - {name: F, claim: washerwoman}
"""


def test_a_good_player_made_the_evil_twin_gets_an_evil_twin():
    """"If a good player is turned into an Evil Twin, they are still a good player,
    with an evil player becoming their twin": the Pit-Hag made the good A the
    Evil Twin on night 2, so after the Imp D's execution the game goes on while
    A and their evil twin live."""
    text = PIT_HAG + "events: [{night: 2, died: C}, {day: 2, executed: D}]\nnow: {night: 3}\n"
    assert possible(text, ["good(A)", "is(D, imp)", "is(E, pithag)"])


def test_executing_a_good_evil_twin_loses():
    """"It doesn't matter which twin is which character, what matters is their
    alignment ... if they execute the good player, evil wins": A, made the
    Evil Twin while good, executed on day 2 ends the game, so a case that goes
    on has no world; one that may have ended then (`game_ended`) has."""
    text = PIT_HAG + "events: [{night: 2, died: C}, {day: 2, executed: A}]\n"
    assert not possible(text)
    assert possible(text + "rules: {game_ended: true}\n", ["good(A)", "is(A, eviltwin, day 2)"])


SNAKE = """
script: [snakecharmer, chef, investigator, slayer, mayor, eviltwin, imp]
hidden: [eviltwin, imp]
counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}
you: A
players:
  - {name: A, claim: [snakecharmer, {night: 2, is: imp}],
     info: [{night: 1, eviltwin: E}, {night: 1, snakecharmer: B}, {night: 2, snakecharmer: F}]}
  - {name: B, claim: chef}
  - {name: C, claim: investigator}
  - {name: D, claim: slayer}
  - {name: E}
  - {name: F}
events: [{night: 2, died: B}, {day: 2, executed: A}]
now: {night: 3}
"""


def test_twins_of_one_alignment_get_a_new_twin():
    """"If both Twins are the same alignment, the Storyteller chooses a new Twin":
    the Good Twin A charmed the Imp F on night 2 and became the evil Imp, so
    the Evil Twin E has a new good twin; A executed, the game goes on while
    that twin and E live ("Good can't win if you both live")."""
    assert possible(SNAKE, ["is(E, eviltwin)", "is(F, imp)"])
    later = "executed: A}, {night: 3, died: C}, {day: 3, executed: E}]"
    ended = SNAKE.replace("executed: A}]", later)
    assert not possible(ended.replace("now: {night: 3}", "now: {night: 4}"))
