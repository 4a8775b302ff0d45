"""Djinn (Fabled): "Use the Djinn's special rule. All players know what it is."

Almanac (seed 000): "If there are jinxed characters on the character sheet, even
if there are no jinxed characters in play, the Storyteller tells all players
what the Djinn's special rule is." The special rules are the official jinxes,
in effect whenever both characters are on the script (`World.jinxed`).
"""

from __future__ import annotations

from tests.helpers import worlds

# The Marionette-Balloonist jinx: "If the Marionette thinks that they are the
# Balloonist, an Outsider might have been added during setup."
SCRIPT = "[chef, empath, investigator, monk, soldier, balloonist, saint, marionette, imp]"


def case(fabled: str) -> str:
    return f"""
script: {SCRIPT}
fabled: {fabled}
you: You
you_might_be: [marionette]
hidden: [imp, marionette]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: balloonist}}
  - {{name: A, claim: saint}}
  - {{name: B, claim: investigator}}
  - {{name: C, claim: monk}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: empath}}
"""


def test_the_jinx_holds_with_or_without_the_djinn():
    """The Djinn only announces the jinx: the same worlds either way, and among
    them the jinx's own (You the Marionette shown the Balloonist, an Outsider
    added, so A may be the Saint)."""
    with_djinn, without = worlds(case("[djinn]")), worlds(case("[]"))
    assert with_djinn == without
    assert any(w[0] == "marionette" and w[1] == "saint" for w in with_djinn)
