"""Reasons quote reports in the case's own words: a payload's shape knows them
(`good/evil` is not `yes/no`), and a game-end reason names the moment."""

from __future__ import annotations

from answers.worlds import Enumerator, why_not
from caselang.payloads import Flag, OrNone, Player, Tuple, show_value
from tests.helpers import case_from


def test_a_shape_shows_its_own_words() -> None:
    shape = Tuple(Player(), Flag(("good", "evil")))
    assert shape.show(("Hal", False)) == "[Hal, evil]"
    assert shape.show(("Hal", True)) == "[Hal, good]"
    assert OrNone(Player()).show(None) == "none"
    assert show_value([1, True, None]) == "[1, yes, none]"


def test_a_reason_quotes_a_report_as_written() -> None:
    e = Enumerator(case_from("""
        script: [villageidiot, chef, empath, soldier, monk, imp, poisoner]
        counts: {townsfolk: 3, outsider: 0, minion: 1, demon: 1}
        hidden: [imp, poisoner]
        players:
          - {name: Ann, claim: villageidiot, info: [{night: 1, villageidiot: [Ben, evil]}]}
          - {name: Ben, claim: chef, info: [{night: 1, chef: 0}]}
          - {name: Cat, claim: empath}
          - {name: Dan}
          - {name: Eve}
        """))
    w = e.w
    reasons = why_not(e, w.is_(1, "chef", w.start_state)) or []
    assert "Ann's villageidiot on night 1: [Ben, evil]" in reasons
