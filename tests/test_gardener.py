"""Gardener (Loric): "The Storyteller assigns all players' characters."

Almanac (seed 000): "decide what characters the players affected by Gardener
will have." The solver never assumes a random draw: its worlds are every legal
setup, whoever chose it, so the Gardener changes no world and no count.
"""

from __future__ import annotations

from tests.helpers import result

CASE = """
script: tb
fabled: {fabled}
players:
  - {{name: A, claim: chef, info: [{{night: 1, chef: 1}}]}}
  - {{name: B, claim: empath, info: [{{night: 1, empath: 1}}]}}
  - {{name: C, claim: saint}}
  - {{name: D, claim: monk}}
  - {{name: E, claim: mayor}}
"""


def test_the_gardener_changes_no_world_and_no_count():
    plain, gardened = result(CASE.format(fabled="[]")), result(CASE.format(fabled="[gardener]"))
    assert {w.start for w in plain.worlds} == {w.start for w in gardened.worlds}
    assert plain.demon == gardened.demon and plain.worlds
