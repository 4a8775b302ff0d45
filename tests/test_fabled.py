"""Fabled and Loric are the Storyteller's, not seats (case format: "A Fabled or
Loric is not a seat: list them at the top level, `fabled: [djinn,
hellslibrarian]` (a Loric goes in the same list)")."""

from __future__ import annotations

import pytest

from caselang.errors import CaseError
from tests.helpers import case_from, worlds

SEATS = """
players:
  - {name: A, claim: chef}
  - {name: B, claim: empath}
  - {name: C, claim: recluse}
  - {name: D}
  - {name: E}
"""


def parsed(head: str, events: str = "[]"):
    return case_from(f"{head}\n{SEATS}\nevents: {events}\n")


def test_the_fabled_key_lists_fabled_and_loric():
    case = parsed("script: tb\nfabled: [djinn, Hell's Librarian, bootlegger]")
    assert case.fabled == ["djinn", "hellslibrarian", "bootlegger"]
    assert "djinn" not in case.script


def test_a_scripts_own_fabled_and_loric_are_in_play_by_default():
    """Seed 000 lists the Djinn, Hell's Librarian, the Gardener and the Bootlegger
    among its characters: a case on it has them unless `fabled:` says otherwise."""
    case = parsed("script: seed000\nhidden: [widow, godfather]")
    assert case.fabled == ["djinn", "hellslibrarian", "gardener", "bootlegger"]
    assert parsed("script: seed000\nhidden: [widow]\nfabled: []").fabled == []


def test_a_fabled_an_event_names_is_in_play():
    """"A Fabled named in an event (the Doomsayer) need not be on the script"."""
    case = parsed("script: tb", "[{day: 1, doomsayer: A, died: B}]")
    assert case.fabled == ["doomsayer"]
    case = parsed("script: tb\nfabled: [doomsayer]", "[{day: 1, doomsayer: A, died: B}]")
    assert case.fabled == ["doomsayer"]


@pytest.mark.parametrize(("head", "events", "key", "message"), [
    ("fabled: [imp]", "[]", "fabled[0]", "expected a Fabled or Loric, got imp (a demon)"),
    ("fabled: [djin]", "[]", "fabled[0]", "did you mean"),
    ("fabled: {djinn: 1}", "[]", "fabled[0]", "expected a character name"),
    ("fabled: [djinn]", "[{day: 1, doomsayer: A, died: B}]", "events[0]",
     "expected a Fabled listed under fabled, got doomsayer"),
    ("fabled: []", "[{day: 1, died: B, by: hellslibrarian}]", "events[0]",
     "got hellslibrarian"),
])
def test_bad_fabled(head, events, key, message):
    with pytest.raises(CaseError) as e:
        parsed(f"script: tb\n{head}", events)
    assert f"{key}:" in str(e.value) and message in str(e.value)
    assert "\n" not in str(e.value)


def test_a_fabled_is_not_a_seat():
    with pytest.raises(CaseError, match=r"players\[0\].claim: .*a fabled: list it under fabled"):
        case_from("script: [chef, empath, recluse, imp, djinn]\nplayers:\n"
                  "  - {name: A, claim: djinn}\n  - {name: B}\n  - {name: C}\n"
                  "  - {name: D}\n  - {name: E}\n")


def test_an_unsupported_fabled_in_play_is_an_error():
    """A Fabled changes the game (the Spirit of Ivory limits evil players): one
    the solver cannot read is an error, not silently ignored."""
    from answers.worlds import solve

    with pytest.raises(CaseError, match="spiritofivory is not supported yet"):
        solve(parsed("script: tb\nfabled: [spiritofivory]"))


def test_no_seat_holds_a_fabled_or_an_unclaimed_traveller():
    """Fabled and Loric are the Storyteller's and Travellers are public: with the
    Xaan freeing the Townsfolk and Outsider counts ("There can be any number of
    Outsiders in play"), no seat may start as a Djinn on the script or as a
    Traveller nobody claims."""
    text = """
script: [chef, empath, recluse, xaan, imp, djinn, thief]
you: A
counts: {townsfolk: 3, outsider: 0, minion: 1, demon: 1}
players:
  - {name: A, claim: chef}
  - {name: B}
  - {name: C}
  - {name: D}
  - {name: E}
"""
    found = worlds(text)
    assert found
    assert not any({"djinn", "thief"} & set(w) for w in found)
