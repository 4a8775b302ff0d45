"""King: "Each night, if the dead equal or outnumber the living, you learn 1
alive character. The Demon knows you are the King."

Six players; `you: A` is the King; B-F claim the Chef, Empath, Investigator,
Washerwoman and Saint (or Recluse); the evil pair is an Imp and a Poisoner. C dies on
night 2, D is executed on day 2 and E dies on night 3: three dead, three
living at the King's step that night.
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = "[king, chef, empath, investigator, washerwoman, recluse, saint, imp, poisoner]"
DEATHS = "[{night: 2, died: C}, {day: 2, executed: D}, {night: 3, died: E}]"


def case(infos: str, events: str = DEATHS, outsider: str = "saint") -> str:
    seats = [f"{{name: A, claim: king, info: {infos}}}", "B:chef", "C:empath",
             "D:investigator", "E:washerwoman", f"F:{outsider}"]
    return table(SCRIPT, seats, "[imp, poisoner]", "3/1/1/1", events)


def test_learns_a_living_character() -> None:
    """The living B is the Imp by night 3 in every world (the Imp from the start,
    or the Poisoner when the Imp died): the King may be shown the Imp, and not
    the Poisoner, who is dead (C, D or E) or became the Imp (B)."""
    plain = worlds(case("[]"))
    assert any(w.index("poisoner") in (2, 3, 4) for w in plain)
    assert any(w.index("poisoner") == 1 for w in plain)
    assert worlds(case("[{night: 3, king: imp}]")) == plain
    assert not possible(case("[{night: 3, king: poisoner}]"))


def test_as_the_player_registers() -> None:
    """A living Recluse may register as a Minion: shown the Poisoner, the
    Poisoner may then be any of the dead too."""
    plain = worlds(case("[]", outsider="recluse"))
    assert worlds(case("[{night: 3, king: poisoner}]", outsider="recluse")) == plain


def test_not_a_dead_players_character() -> None:
    """"1 alive character": the Investigator claimant D is dead and nobody living
    (A the King, B evil in every world, F the Saint) is the Investigator; the
    living Saint may be shown, and the King himself."""
    assert possible(case("[{night: 3, king: saint}]"))
    assert possible(case("[{night: 3, king: king}]"))
    assert not possible(case("[{night: 3, king: investigator}]"))


def test_nothing_while_the_living_outnumber_the_dead() -> None:
    """On night 2 one player is dead and five live: the King learns nothing; nor
    on the first night, when nobody is dead."""
    assert not possible(case("[{night: 2, king: saint}]"))
    assert not possible(case("[{night: 1, king: saint}]"))
