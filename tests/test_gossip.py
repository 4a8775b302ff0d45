"""Gossip: "Each day, you may make a public statement. Tonight, if it was true, a
player dies."

Seven seats; the Demon is a Leviathan (no night kills), so a night death can
only be the Gossip's; A is `you`, the Gossip.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = ("[gossip, chef, investigator, slayer, mayor, washerwoman, scarletwoman, poisoner, "
          "leviathan]")


def case(statement: str, events: str, hidden: str = "[scarletwoman, leviathan]") -> str:
    return table(SCRIPT, "A:gossip B:chef C:investigator D E F:washerwoman G:mayor", hidden,
                 "5/0/1/1", f'[{{day: 1, gossip: A, statement: "{statement}"}}{events}]',
                 tail="now: {day: 2}")


def test_a_true_statement_kills_tonight():
    """"If the Gossip's public statement was true, a player dies": a death on
    night 2 means D is the Demon, none means D is not."""
    died = worlds(case("is(D, demon)", ", {night: 2, died: B}"))
    assert died and all(w[3] == "leviathan" for w in died)
    quiet = worlds(case("is(D, demon)", ""))
    assert quiet and all(w[3] != "leviathan" for w in quiet)


def test_judged_when_made():
    """The statement is judged when made: B executed later that day does not make
    "dead(B)" true."""
    assert not possible(case("dead(B)", ", {day: 1, executed: B}, {night: 2, died: C}"))
    assert possible(case("dead(B)", ", {day: 1, executed: B}"))


def test_a_poisoned_gossip_kills_nobody():
    """A poisoned Gossip's true statement kills nobody: with a Poisoner, a quiet
    night after "D is the Demon" no longer clears D."""
    quiet = worlds(case("is(D, demon)", "", "[poisoner, leviathan]"))
    assert any(w[3] == "leviathan" for w in quiet)
