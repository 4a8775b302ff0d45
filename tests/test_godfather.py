"""Godfather: "You start knowing which Outsiders are in play. If 1 died today,
choose a player tonight: they die. [-1 or +1 Outsider]"

Seven seats; A is `you`. The Imp attacks the dead executed player, so a
second death that night needs another killer.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, saint, recluse, butler, scarletwoman, "\
         "godfather, imp]"


def case(claims: list[str], events: str, hidden: str = "[godfather, imp]") -> str:
    rows = "\n".join(f"      - {{name: {n}, claim: {c}}}" for n, c in zip("BCDE", claims))
    return f"""
    script: {SCRIPT}
    you: A
    hidden: {hidden}
    players:
      - {{name: A, claim: chef}}
{rows}
      - {{name: F}}
      - {{name: G}}
    events: {events}
    """


def test_one_outsider_more_or_less():
    """"[-1 or +1 Outsider]": seven players have no Outsider by the table; with
    the Godfather there is one (never none), unlike with a Scarlet Woman."""
    one = ["butler", "investigator", "slayer", "mayor"]
    none = ["washerwoman", "investigator", "slayer", "mayor"]
    assert possible(case(one, "[]"))
    assert not possible(case(none, "[]"))
    assert not possible(case(one, "[]", "[scarletwoman, imp]"))


def test_an_outsider_died_today_so_someone_dies_tonight():
    """"If an Outsider dies during the day ... That night, wake the Godfather. ...
    The chosen player dies": the executed Butler brings a second death on night
    2; a Townsfolk executed does not."""
    claims = ["butler", "investigator", "slayer", "mayor"]
    outsider = "[{day: 1, executed: B}, {night: 2, died: C}, {night: 2, died: D}]"
    townsfolk = "[{day: 1, executed: E}, {night: 2, died: C}, {night: 2, died: D}]"
    assert possible(case(claims, outsider))
    assert not possible(case(claims, townsfolk))
