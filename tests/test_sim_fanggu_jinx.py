"""Simulator: the Fang Gu / Scarlet Woman jinx ("If there would be two Demons,
one of which was the Scarlet Woman, the Scarlet Woman remains the Scarlet
Woman"). Found by a wrapped run (seed 100, game 89): the old Fang Gu died
before the Outsider became the new one, so the Scarlet Woman caught the jump
and the game had three Fang Gus; the solver rightly had no such world. Since
the simulator plays by the likelihood model (other draws from one seed), game
35 of that run is such a game: a Fang Gu jump on night 2, the Scarlet Woman
alive."""

from __future__ import annotations

from botc.simulate import play


def test_a_scarlet_woman_does_not_catch_a_fang_gu_jump():
    game, _ = play(100, 35, (5, 15), (1, 4), "wrapped")
    jumps = [e for e in game.log if "fanggu_jump" in e]
    assert jumps and jumps[0]["night"] == 2
    assert any(x.start == "scarletwoman" and x.alive for x in game.seats)
    caught = [e for e in game.log if e.get("night") == 2 and e.get("becomes") == "fanggu"
              and e.get("was") == "scarletwoman"]
    assert not caught
