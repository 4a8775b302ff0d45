"""Simulator: the Leviathan's and Riot's nightly pick (official jinxes with the
Sage and the Ravenkeeper): a picked Sage or Ravenkeeper, alive, reports on a
night nobody killed them, and nobody is picked twice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from botc.simulate import play

CHARS = ["sage", "ravenkeeper", "chef", "empath", "investigator", "washerwoman", "monk",
         "soldier", "undertaker", "fortuneteller", "mayor", "recluse", "saint", "butler",
         "poisoner", "spy", "scarletwoman", "baron"]


@pytest.mark.parametrize("demon", ["leviathan", "riot"])
def test_a_picked_sage_or_ravenkeeper_reports_alive(tmp_path: Path, demon: str) -> None:
    script = tmp_path / f"{demon}.json"
    script.write_text(json.dumps(CHARS + [demon]))
    seen = 0
    for index in range(30):
        game, _ = play(5, index, (7, 10), (3, 4), str(script))
        picks = [e for e in game.log if "demon_pick" in e]
        assert len({e["demon_pick"] for e in picks}) == len(picks)
        for e in picks:
            seat = next(x for x in game.seats if x.name == e["demon_pick"])
            own = [c for c in ("sage", "ravenkeeper") if c == seat.char]
            told = [i for i in seat.info for c in own if i.get("night") == e["night"] and c in i]
            if own and told and seat.death != ("night", e["night"]):
                seen += 1
    assert seen
