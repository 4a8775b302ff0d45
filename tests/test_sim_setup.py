"""Setup modifiers in the simulator's loop apply together: every change is
added to the counts and only the total is judged (not one at a time with the
count clipped at zero in between)."""

from __future__ import annotations

import random
from collections import Counter

from simulator.game import custom_script, load_script
from simulator.loop import Game

TB = load_script("tb")
GOOD = tuple(c for c in TB.chars if TB.team[c] in ("townsfolk", "outsider"))
SCRIPT = custom_script((*GOOD, "godfather", "vigormortis"))


def outsiders(players: int, games: int = 40) -> Counter[int]:
    out: Counter[int] = Counter()
    for i in range(games):
        g = Game(random.Random(f"gf-vm:{players}:{i}"), players, SCRIPT)
        bag = [x.start for x in g.seats]
        assert "godfather" in bag and "vigormortis" in bag
        out[sum(SCRIPT.team[c] == "outsider" for c in bag)] += 1
    return out


def test_godfather_and_vigormortis_add_up_with_no_outsider_to_start() -> None:
    """Godfather "[-1 or +1 Outsider]", Vigormortis "[-1 Outsider]" (none to
    remove: no change). With 5 players (no Outsider to start) the only total
    the two allow together is +1 - 1 = 0 Outsiders: one Outsider would need
    the Vigormortis to have had none to remove."""
    assert set(outsiders(5)) == {0}


def test_godfather_and_vigormortis_with_one_outsider_to_start() -> None:
    """With 8 players (one Outsider to start): +1 - 1 keeps one; -1 leaves
    none for the Vigormortis to remove, so none."""
    assert set(outsiders(8)) == {0, 1}


def test_an_evil_twin_pairs_with_a_player_good_once_setup_is_done() -> None:
    """Bounty Hunter "[1 Townsfolk is evil]" is setup; the Evil Twin's twin is
    "an opposing player": never the Townsfolk the Bounty Hunter made evil,
    whichever seat acts first at setup (a simulated game paired them)."""
    sc = custom_script(("bountyhunter", "chef", "empath", "investigator", "librarian", "saint",
                        "eviltwin", "imp"))
    paired = 0
    for i in range(40):
        g = Game(random.Random(f"bh-et:{i}"), 5, sc)
        if "good_twin" not in g.marks or "bountyhunter_evil" not in g.marks:
            continue
        paired += 1
        assert not g.seats[g.marks["good_twin"]].evil
    assert paired
