"""Drunk: "You do not know you are the Drunk. You think you are a Townsfolk
character, but you are not."

Five players (2 Townsfolk, 1 Outsider, 1 Minion, 1 Demon) unless a test says
otherwise; everyone claims a Townsfolk; the Drunk, an Imp and a Scarlet Woman
are hidden.
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, worlds

HIDDEN = "[imp, scarletwoman, drunk]"
SCRIPT = """[washerwoman, librarian, undertaker, ravenkeeper, chef, empath,
          investigator, soldier, drunk, recluse, imp, scarletwoman]"""


def case(claims: tuple[str, ...], a: str = "washerwoman", infos: str = "[]",
         you: bool = False, might_be_drunk: bool = False, events: str = "[]",
         outsiders: int = 1, hidden: str = HIDDEN) -> str:
    head = ("you: A\n" if you else "") + ("you_might_be: [drunk]" if might_be_drunk else "")
    return five_seats(SCRIPT, f"{{name: A, claim: {a}, info: {infos}}}", claims, hidden,
                      base_counts(outsiders), events, head)


TOWN = ("chef", "empath", "investigator", "soldier")


def test_drunk_is_an_outsider() -> None:
    """"They are now an Outsider": with one Outsider in the setup and only
    Townsfolk claimed, someone is the Drunk; with none, nobody is."""
    one = worlds(case(TOWN))
    assert one and all(w.count("drunk") == 1 for w in one)
    assert {w.index("drunk") for w in one} == {0, 1, 2, 3, 4}
    zero = worlds(case(TOWN, outsiders=0))
    assert zero and all("drunk" not in w for w in zero)


def test_believed_townsfolk_is_not_in_play() -> None:
    """"a Townsfolk character token goes in the bag ... instead": the Drunk's
    Townsfolk is not in play, so a Drunk B believing the Chef means the other
    Chef claimant D is evil."""
    claims = ("chef", "empath", "chef", "investigator")
    assert possible(case(claims), ["is(B, drunk)", "evil(D)"])
    assert not possible(case(claims), ["is(B, drunk)", "good(D)"])
    assert possible(case(TOWN), ["is(B, drunk)", "good(D)"])


def test_drunk_info_may_be_false() -> None:
    """"If that Townsfolk would gain information, the Storyteller may give them
    false information": a Washerwoman shown a Soldier nobody can be is the Drunk
    (seen as `you`, who might be the Drunk)."""
    claims = ("chef", "empath", "investigator", "librarian")
    infos = "[{night: 1, washerwoman: [B, C, soldier]}]"
    drunk = worlds(case(claims, infos=infos, you=True, might_be_drunk=True))
    assert drunk and all(w[0] == "drunk" for w in drunk)
    assert not possible(case(claims, infos=infos, you=True))


def test_drunk_has_no_ability() -> None:
    """"The Drunk has no ability": a good Soldier claimant D killed at night is
    the Drunk."""
    killed = "[{night: 2, died: D}]"
    got = worlds(case(("chef", "empath", "soldier", "investigator"), events=killed),
                 ["good(D)"])
    assert got and all(w[3] == "drunk" for w in got)
    alive = worlds(case(("chef", "empath", "soldier", "investigator")), ["good(D)"])
    assert any(w[3] == "soldier" for w in alive)


def test_librarian_sees_the_drunk() -> None:
    """"If the Librarian learns that one of two players is the Drunk, they do not
    learn the Townsfolk that the Drunk's player thinks they are": the Drunk
    token names B or C."""
    infos = "[{night: 1, librarian: [B, C, drunk]}]"
    got = worlds(case(TOWN, a="librarian", infos=infos, you=True))
    assert got and {w.index("drunk") for w in got} == {1, 2}


def test_undertaker_sees_the_drunk() -> None:
    """"If the Drunk is executed, the Undertaker is shown the Drunk character
    token": the executed Chef claimant B shown as the Drunk is the Drunk, shown
    as the Chef is the Chef."""
    events = "[{day: 1, executed: B}]"
    drunk = worlds(case(TOWN, a="undertaker", infos="[{night: 2, undertaker: drunk}]",
                        you=True, events=events))
    assert drunk and all(w[1] == "drunk" for w in drunk)
    chef = worlds(case(TOWN, a="undertaker", infos="[{night: 2, undertaker: chef}]",
                       you=True, events=events))
    assert chef and all(w[1] == "chef" for w in chef)


def test_drunk_wakes_as_its_townsfolk_would() -> None:
    """"If that character would wake at night, the Drunk wakes to act as if they
    are that Townsfolk": a Drunk Ravenkeeper is woken by a night death, and
    not while alive."""
    claims = ("chef", "empath", "investigator", "librarian")
    infos = "[{night: 2, ravenkeeper: [C, imp]}]"
    dead = case(claims, a="ravenkeeper", infos=infos, you=True, might_be_drunk=True,
                events="[{night: 2, died: A}]")
    assert possible(dead, ["is(A, drunk)", "good(C)"])
    alive = case(claims, a="ravenkeeper", infos=infos, you=True, might_be_drunk=True,
                 events="[{night: 2, died: B}]")
    assert not possible(alive, ["is(A, drunk)"])


def test_drunk_is_not_the_believed_townsfolk() -> None:
    """"You think you are a Townsfolk character, but you are not": a Washerwoman
    shown B as the Chef cannot mean the Drunk B who believes the Chef."""
    claims = ("chef", "empath", "investigator", "librarian")
    infos = "[{night: 1, washerwoman: [B, C, chef]}]"
    text = case(claims, infos=infos, you=True)
    assert possible(text, ["is(B, chef)"])
    assert not possible(text, ["is(B, drunk)"])


def test_drunk_counts_for_the_librarian() -> None:
    """"The Drunk is an Outsider": with the Drunk the only Outsider, a working
    Librarian cannot learn that zero are in play."""
    text = case(TOWN, a="librarian", infos="[{night: 1, librarian: none}]", you=True)
    assert not possible(text)
    assert possible(case(TOWN, a="librarian", infos="[{night: 1, librarian: none}]",
                         you=True, outsiders=0))


def duplicates(claims: tuple[str, ...], outsiders: int = 1, minions: int = 1) -> str:
    """The five seats, all claiming, with a bag that may hold duplicate tokens."""
    return five_seats(SCRIPT, "{name: A, claim: washerwoman}", claims, HIDDEN,
                      base_counts(outsiders, minions), tail="rules: {duplicate_tokens: true}")


def test_with_duplicates_the_drunks_token_may_be_a_copy() -> None:
    """"a Townsfolk character token goes in the bag, and the player who draws that
    token is secretly the Drunk": when the bag may hold two of a token, the one
    added for the Drunk may copy a real player's, so the Drunk B and the real
    Chef D both claim the Chef."""
    claims = ("chef", "empath", "chef", "investigator")
    assert possible(duplicates(claims), ["is(B, drunk)", "is(D, chef)"])


def test_duplicates_are_of_shown_tokens_only() -> None:
    """The Drunk's own token "does not go in the bag", and duplicates are of the
    tokens players draw: still at most one Drunk (two Outsiders, everyone
    claiming a Townsfolk, the Recluse not hidden: it would take two Drunks) and
    one of each evil character (two Minions, the Scarlet Woman the only one
    hidden)."""
    assert possible(duplicates(TOWN), ["is(B, drunk)"])
    assert not possible(duplicates(TOWN, outsiders=2))
    assert possible(duplicates(TOWN, outsiders=0))
    assert not possible(duplicates(TOWN, outsiders=0, minions=2))
