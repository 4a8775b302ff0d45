"""Sentinel (Fabled): "There might be 1 extra or 1 fewer Outsider in play."

`you: A` claims the Chef; the others claim what each test says; the evil pair
is an Imp and a Scarlet Woman. No character on the script changes the
Outsider count by itself (no Baron, no Drunk).
"""

from __future__ import annotations

from helpers import possible, table, worlds

SCRIPT = ("[chef, empath, investigator, washerwoman, librarian, undertaker, saint, recluse, "
          "imp, scarletwoman]")


def case(claims: str, fabled: str = "[sentinel]") -> str:
    return table(SCRIPT, f"A:chef {claims}", "[imp, scarletwoman]",
                 tail=f"fabled: {fabled}")


def test_one_extra_outsider() -> None:
    """Five players have no Outsider; with the Sentinel there may be one, so B
    may be the Saint it says it is."""
    claims = "B:saint C:empath D:investigator E:washerwoman"
    assert not any(w[1] == "saint" for w in worlds(case(claims, fabled="[]")))
    assert any(w[1] == "saint" for w in worlds(case(claims)))


def test_not_two_extra() -> None:
    """One extra, not two: B the Saint and C the Recluse are never both in play."""
    got = worlds(case("B:saint C:recluse D:investigator E:washerwoman"))
    assert got and not any(w[1] == "saint" and w[2] == "recluse" for w in got)


def test_one_fewer_outsider() -> None:
    """Six players have one Outsider; with the Sentinel there may be none, so
    every player may claim a Townsfolk (good players' claims are true)."""
    claims = "B:empath C:investigator D:washerwoman E:librarian F:undertaker"
    assert not possible(case(claims, fabled="[]"))
    assert possible(case(claims))
