"""Witch: "Each night, choose a player: if they nominate tomorrow, they die. If
just 3 players live, you lose this ability."

Seven players claiming Townsfolk; the Minion (Witch or Scarlet Woman) and the
Imp are hidden, or You are the Witch.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = ("[chef, empath, investigator, soldier, monk, washerwoman, librarian, witch, "
          "scarletwoman, imp]")


def case(events: str, you_curse: str = "") -> str:
    you = "you: You" if you_curse else ""
    info = f"[{{night: 1, witch: {you_curse}}}]" if you_curse else "[]"
    claim = "witch" if you_curse else "chef"
    return f"""
script: {SCRIPT}
hidden: [imp, witch, scarletwoman]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
{you}
players:
  - {{name: You, claim: {claim}, info: {info}}}
  - {{name: A, claim: empath}}
  - {{name: B, claim: investigator}}
  - {{name: C, claim: soldier}}
  - {{name: D, claim: monk}}
  - {{name: E, claim: washerwoman}}
  - {{name: F, claim: librarian}}
events: {events}
"""


def test_cursed_player_dies_on_nominating():
    """"That player dies if they nominate any player on the next day": a death on
    nominating needs a working Witch."""
    events = "[{day: 1, died: A, after_nominating: true}]"
    assert possible(case(events), ["in_play(witch)"])
    assert not possible(case(events), ["not in_play(witch)"])


def test_only_the_cursed_player_dies():
    """You, the Witch, cursed A on night 1: A may die nominating on day 1, B may
    not."""
    assert possible(case("[{day: 1, died: A, after_nominating: true}]", "A"))
    assert not possible(case("[{day: 1, died: B, after_nominating: true}]", "A"))


def test_nominating_without_dying():
    """A cursed player who nominates dies, so A, cursed by You on night 1,
    nominating on day 1 without dying is impossible; B may."""
    assert not possible(case("[{day: 1, nominated: B, by: A}]", "A"))
    assert possible(case("[{day: 1, nominated: A, by: B}]", "A"))
    events = "[{day: 1, nominated: B, by: A}, {day: 1, died: A, after_nominating: true}]"
    assert possible(case(events, "A"))


def test_just_three_alive_removes_the_curse():
    """"As soon as just three players are left alive, the Witch's curse is
    immediately removed": with three alive on day 3, no death on nominating;
    with four, there may be."""
    three = ("[{day: 1, executed: B}, {night: 2, died: D}, {day: 2, executed: C},"
             " {night: 3, died: E}, {day: 3, died: A, after_nominating: true}]")
    four = ("[{day: 1, executed: B}, {night: 2, died: D}, {day: 2, executed: C},"
            " {day: 3, died: A, after_nominating: true}]")
    assert not possible(case(three))
    assert possible(case(four))


def test_a_cursed_player_who_cannot_die_lives():
    """The curse works, but "The first time you die, you don't": You, the Witch,
    cursed the Fool A, who nominates and lives, using the Fool's escape."""
    text = case("[{day: 1, nominated: B, by: A}]", you_curse="A").replace(
        "librarian, witch,", "librarian, fool, witch,").replace(
        "claim: empath}", "claim: fool}")
    assert possible(text, ["is(A, fool)"])


def test_every_recorded_form_of_a_nomination_is_one():
    """A nomination is recorded also as an execution's nominator (`by` or
    `nominated_by`) and as a day death on it: the nominee's (`after_nominated_by`,
    a Golem's kill) or the nominator's (`after_nominating: P`). A, cursed by You,
    nominating in any of these forms and not dying is impossible; a death of A on
    nominating B is the curse at work."""
    def golem(text: str) -> str:  # A claims the Golem, an Outsider
        return text.replace("librarian, witch,", "librarian, golem, witch,").replace(
            "{name: A, claim: empath}", "{name: A, claim: golem}").replace(
            "townsfolk: 5, outsider: 0", "townsfolk: 4, outsider: 1")
    assert not possible(case("[{day: 1, executed: B, by: A}]", "A"))
    assert possible(case("[{day: 1, executed: B, by: C}]", "A"))
    assert not possible(golem(case("[{day: 1, died: B, after_nominated_by: A}]", "A")))
    assert possible(golem(case("[{day: 1, died: B, after_nominated_by: A}]", "C")))
    assert possible(case("[{day: 1, died: A, after_nominating: B}]", "A"))
    assert possible(case("[{day: 1, nominated: B, by: A}, {day: 1, died: A, after_nominating: B}]",
                         "A"))
