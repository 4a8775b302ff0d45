"""Cerenovus: "Each night, choose a player & a good character: they are "mad"
they are this character tomorrow, or might be executed."

Six players; B claims the Washerwoman; the Minion (Cerenovus or Scarlet Woman)
and the Imp are hidden, and so is the Empath B is assumed to be: a good B can
claim to be something else only when mad about it.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, soldier, monk, washerwoman, cerenovus, "
          "scarletwoman, imp]")


def case(now: str = "{day: 1}", you: str | None = None, choice: str = "") -> str:
    you_line = f"you: {you}" if you else ""
    info = f"[{{night: 1, cerenovus: {choice}}}]" if choice else "[]"
    return f"""
script: {SCRIPT}
hidden: [imp, cerenovus, scarletwoman, empath]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
{you_line}
players:
  - {{name: A, claim: chef}}
  - {{name: B, claim: washerwoman}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
  - {{name: Y, claim: cerenovus, info: {info}}}
now: {now}
"""


MAD_B = ["is(B, empath)", "good(B)"]


def test_mad_player_claims_the_chosen_character():
    """"they are 'mad' they are this character tomorrow": on day 1 the good
    Empath B may claim the Washerwoman only if a Cerenovus made B mad about it."""
    assert possible(case(), MAD_B)
    assert not possible(case(), MAD_B + ["not in_play(cerenovus)"])


def test_madness_starts_the_next_day():
    """"tomorrow": on night 1, before any day, B is not yet mad."""
    assert not possible(case(now="{night: 1}"), MAD_B)


def test_the_cerenovus_choice():
    """The Cerenovus's own choice, seen as `you`: choosing B and the Washerwoman
    lets B claim it; choosing C does not."""
    assert possible(case(you="Y", choice="[B, washerwoman]"), MAD_B)
    assert not possible(case(you="Y", choice="[C, washerwoman]"), MAD_B)
    assert not possible(case(you="Y", choice="[B, chef]"), MAD_B)


def test_a_droisoned_cerenovus_still_tells_the_player():
    """A drunk or poisoned Cerenovus's madness has no effect, but the player
    chosen is woken and told all the same and cannot know it failed: a good B
    may claim the character while the Cerenovus is poisoned."""
    text = case().replace("scarletwoman, imp]", "scarletwoman, poisoner, imp]", 1)
    text = text.replace("hidden: [imp, cerenovus, scarletwoman, empath]",
                        "hidden: [imp, cerenovus, scarletwoman, poisoner, empath]")
    text = text.replace("minion: 1", "minion: 2")
    text = text.replace("  - {name: E, claim: monk}\n", "  - {name: E, claim: monk}\n"
                        "  - {name: P}\n")
    assert possible(text, MAD_B + ["is(P, poisoner)", "is(Y, cerenovus)",
                                   "poisoned(Y, night 1)"])
