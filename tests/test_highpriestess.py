"""High Priestess: "Each night, learn which player the Storyteller believes you
should talk to most."

Five players; `you: A` is the High Priestess; B-E claim Townsfolk; the evil pair
is a Demon (Imp or Vortox) and a Minion (Poisoner or Scarlet Woman).
"""

from __future__ import annotations

from helpers import base_counts, five_seats, possible, worlds

TOWN = ("chef", "empath", "investigator", "washerwoman")
SCRIPT = ("[highpriestess, chef, empath, investigator, washerwoman, imp, vortox, poisoner, "
          "scarletwoman]")


def case(infos: str, events: str = "[]", hidden: str = "[imp, poisoner]") -> str:
    return five_seats(SCRIPT, f"{{name: A, claim: highpriestess, info: {infos}}}", TOWN,
                      hidden, base_counts(0), events)


def test_any_player_may_be_shown() -> None:
    """The player shown is the Storyteller's belief: any player, herself included,
    on every night, leaves every world as it was."""
    plain = worlds(case("[]"))
    assert plain
    for infos in ("[{night: 1, highpriestess: B}]", "[{night: 1, highpriestess: A}]",
                  "[{night: 1, highpriestess: E}, {night: 2, highpriestess: C}]"):
        assert worlds(case(infos)) == plain


def test_a_belief_a_vortox_cannot_make_false() -> None:
    """Under a working Vortox, Townsfolk information is false; the High Priestess's
    is no information that can be false, so every Vortox world stays."""
    hidden = "[vortox, scarletwoman]"
    plain = worlds(case("[]", hidden=hidden))
    assert any("vortox" in w for w in plain)
    assert worlds(case("[{night: 1, highpriestess: C}]", hidden=hidden)) == plain


def test_each_night_while_alive() -> None:
    """"Each night": she wakes on night 1 and later nights, but not once dead (she
    died on night 2, before her step at the night's end)."""
    assert possible(case("[{night: 2, highpriestess: B}]"))
    assert not possible(case("[{night: 2, highpriestess: B}]", "[{night: 2, died: A}]"))
    assert possible(case("[{night: 1, highpriestess: B}]", "[{night: 2, died: A}]"))
