"""Engine: a player who is good when a report is made reports only abilities
they believe they have (the spec: "A good player claims the character they
believe they are, and reports exactly what they were told"), judged at the
time of the report: a good Noble does not report an Empath's number, and a
Demon charmed into a good Snake Charmer stops bluffing.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

SCRIPT = "snakecharmer, noble, knight, steward, chef, empath, imp, scarletwoman"


def test_good_players_report_only_their_own_abilities() -> None:
    text = game("chef", ("noble", "[{night: 1, empath: 0}]"), "knight", "steward", "empath",
                hidden="[imp, scarletwoman]", script=SCRIPT)
    assert possible(text, ["evil(B)"])
    assert not possible(text, ["good(B)"])


def test_a_charmed_demon_does_not_keep_bluffing() -> None:
    """C, a Snake Charmer, chose B on night 1. Had B been the Imp, B would have
    been a good Snake Charmer by the Noble's turn, reporting no Noble's
    information."""
    text = game("chef", ("noble", "[{night: 1, noble: [A, D, E]}]"),
                ("snakecharmer", "[{night: 1, snakecharmer: B}]"), "knight", "steward",
                you=None, hidden="[imp, scarletwoman]", script=SCRIPT)
    got = worlds(text)
    assert any(w[1] == "imp" for w in got)  # C lied (the Scarlet Woman)
    assert not any(w[1] == "imp" and w[2] == "snakecharmer" for w in got)
