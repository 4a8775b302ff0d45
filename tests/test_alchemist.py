"""Alchemist: "You have a Minion ability. When using this, the Storyteller may
prompt you to choose differently."

Five players; `you: A` is the Alchemist; B claims the Chef with 2 pairs of evil
neighbours (false with two evil players: B is evil or poisoned); the evil pair
is an Imp and a Minion (Poisoner or Scarlet Woman).
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = ("[alchemist, chef, empath, investigator, washerwoman, imp, poisoner, "
          "scarletwoman]")


def case(a_info: str, you: str = "A") -> str:
    seats = [f"{{name: A, claim: alchemist, info: {a_info}}}",
             "{name: B, claim: chef, info: [{night: 1, chef: 2}]}", "C:empath",
             "D:investigator", "E:washerwoman"]
    return table(SCRIPT, seats, "[imp, poisoner, scarletwoman]", "3/0/1/1",
                 head=f"you: {you}")


def test_a_not_in_play_minion() -> None:
    """Shown the Poisoner: the Poisoner is not in play, so the Minion is the
    Scarlet Woman in every world."""
    got = worlds(case("[{night: 1, alchemist: poisoner}]"))
    assert got and all("scarletwoman" in w and "poisoner" not in w for w in got)


def test_has_the_minions_ability() -> None:
    """You, with the Poisoner's ability, poisoned B on night 1: B's false Chef
    number fits B good. Poisoning C instead, B is evil in every world."""
    has = "{night: 1, alchemist: poisoner}"
    poisoned_b = worlds(case(f"[{has}, {{night: 1, poisoner: B}}]"))
    assert any(w[1] == "chef" for w in poisoned_b)
    poisoned_c = worlds(case(f"[{has}, {{night: 1, poisoner: C}}]"))
    assert poisoned_c and all(w[1] != "chef" for w in poisoned_c)


def test_only_the_minion_shown() -> None:
    """A, shown the Scarlet Woman, has no Poisoner's ability to report: you are
    C, and A saying both is evil in every world."""
    got = worlds(case("[{night: 1, alchemist: scarletwoman}, {night: 1, poisoner: B}]",
                      you="C"))
    assert got and all(w[0] in ("imp", "poisoner", "scarletwoman") for w in got)
    assert possible(case("[{night: 1, alchemist: poisoner}, {night: 1, poisoner: B}]",
                         you="C"), ["is(A, alchemist)"])


PHILOSOPHER = """
script: [chef, empath, monk, soldier, philosopher, alchemist, librarian, saint, imp,
         scarletwoman, poisoner]
counts: {{townsfolk: 5, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: A, claim: philosopher, info: [{{night: 1, philosopher: alchemist}},
                                        {{night: 1, alchemist: poisoner}}{more}]}}
  - {{name: B, claim: chef, info: [{{night: 1, chef: 0}}]}}
  - {{name: C, claim: empath}}
  - {{name: D, claim: monk}}
  - {{name: E, claim: soldier}}
  - {{name: G}}
  - {{name: H}}
now: {{day: 1}}
"""


def test_a_philosopher_gaining_it_has_a_minion_ability() -> None:
    """Philosopher: "choose a good character: gain that ability": A chose the
    Alchemist and was shown the Poisoner (not in play), then poisoned B, whose
    Chef 0 is false (G and H, evil, sit together). Poisoning C instead, B's
    number cannot be false."""
    mine = ["is(A, philosopher)", "is(G, imp)", "is(H, scarletwoman)"]
    assert possible(PHILOSOPHER.format(more=", {night: 1, poisoner: B}"), mine)
    assert not possible(PHILOSOPHER.format(more=", {night: 1, poisoner: C}"), mine)
    shown_in_play = PHILOSOPHER.format(more="").replace("alchemist: poisoner",
                                                        "alchemist: scarletwoman")
    assert not possible(shown_in_play, mine)
