"""Simulator: the Fang Gu / Scarlet Woman jinx ("If there would be two Demons,
one of which was the Scarlet Woman, the Scarlet Woman remains the Scarlet
Woman"). Found by a wrapped run (seed 100, game 89): the old Fang Gu died
before the Outsider became the new one, so the Scarlet Woman caught the jump
and the game had three Fang Gus; the solver rightly had no such world."""

from __future__ import annotations

from botc.simulate import play


def test_a_scarlet_woman_does_not_catch_a_fang_gu_jump():
    game, _ = play(100, 89, (5, 15), (1, 4), "wrapped")
    jumps = [e for e in game.log if "fanggu_jump" in e]
    assert jumps and jumps[0]["night"] == 2
    caught = [e for e in game.log if e.get("night") == 2 and e.get("becomes") == "fanggu"
              and e.get("was") == "scarletwoman"]
    assert not caught
