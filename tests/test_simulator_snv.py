"""The Sects & Violets simulator: legal setups, the script's mechanics showing up
as the right public events and claims, and the solver keeping the true world."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from simulator.cli import check_case, play, write_game  # noqa: E402
from simulator.game import load_script, new_game  # noqa: E402
from simulator.snv import SnvGame  # noqa: E402

SNV = load_script("snv")


def games(count: int, seed: str = "mech", players: tuple[int, int] = (5, 15)) -> list[SnvGame]:
    out = []
    for i in range(count):
        rng = random.Random(f"{seed}:{i}")
        g, _ = new_game(rng, rng.randint(*players), rng.randint(1, 4), True, "snv")
        assert isinstance(g, SnvGame)
        out.append(g)
    return out


@pytest.fixture(scope="module")
def played() -> list[SnvGame]:
    return games(300)


def logged(g: SnvGame, key: str) -> list[dict]:
    return [e for e in g.log if key in e]


@pytest.mark.parametrize("players", range(5, 16))
def test_setup_counts_hold(players: int) -> None:
    for i in range(30):
        g = SnvGame(random.Random(f"setup:{players}:{i}"), players, "snv")
        teams = Counter(SNV.team[x.start] for x in g.seats)
        want = dict(SNV.counts[players])
        demon = next(x.start for x in g.seats if SNV.team[x.start] == "demon")
        if demon == "fanggu":
            want["outsider"] += 1
            want["townsfolk"] -= 1
        if demon == "vigormortis":
            assert want["outsider"] > 0  # narrowing: never drawn without an Outsider to remove
            want["outsider"] -= 1
            want["townsfolk"] += 1
        assert dict(teams) == {k: v for k, v in want.items() if v}
        assert len({x.start for x in g.seats}) == players


def test_evil_twin_pairs_with_a_good_player(played: list[SnvGame]) -> None:
    twins = [g for g in played if g.evil_twin is not None]
    assert twins
    for g in twins:
        good = g.seats[g.good_twin]
        assert not any(x.evil for x in g.seats if x is good and x.start == good.char)
        assert {"night": 1, "eviltwin": g.name(g.evil_twin)} in good.info
        for e in g.events:  # executing the Good Twin while the Evil Twin lives ends the game
            if e.get("executed") == good.name:
                assert not g.seats[g.evil_twin].alive_at("day", e["day"])


def test_fang_gu_jump_kills_the_fang_gu_not_the_outsider(played: list[SnvGame]) -> None:
    jumps = [(g, e) for g in played for e in logged(g, "fanggu_jump")]
    assert jumps
    for g, e in jumps:
        seat = next(x for x in g.seats if x.name == e["fanggu_jump"])
        assert seat.evil and SNV.team[seat.start] == "outsider"
        assert {"night": e["night"], "died": seat.name} not in g.events
        attacker = next(a["demon"] for a in logged(g, "attacks")
                        if a["night"] == e["night"] and a["attacks"] == seat.name)
        old = next(x for x in g.seats if x.name == attacker)
        assert old.death == ("night", e["night"])


def test_snake_charmer_swap_records_the_change(played: list[SnvGame]) -> None:
    swaps = [(g, e) for g in played for e in logged(g, "snake_swap")]
    assert swaps
    for g, e in swaps:
        sc = next(x for x in g.seats if x.name == e["snake_swap"])
        old = next(x for x in g.seats if x.name == e["demon"])
        assert sc.evil and not old.evil
        assert isinstance(sc.claim, list) and {"night": e["night"], "is": e["char"]} in sc.claim
        assert g.static_droison.get(g.seats.index(old)) == "snakecharmer"


def test_witch_curse_kills_on_nominating(played: list[SnvGame]) -> None:
    cursed = [(g, e) for g in played for e in logged(g, "witch_curse_kills")]
    assert cursed
    for g, e in cursed:
        i = next(k for k, ev in enumerate(g.events)
                 if ev.get("died") == e["witch_curse_kills"] and ev.get("after_nominating"))
        assert g.events[i - 1].get("by") == e["witch_curse_kills"]


def test_a_working_vortox_sees_an_execution_every_day(played: list[SnvGame]) -> None:
    vortox = [g for g in played if any(x.start == "vortox" and x.char == "vortox"
                                       and x.alive for x in g.seats)]
    assert vortox
    for g in vortox:
        kind, last = g.last_phase
        days = last if kind == "day" else last - 1
        executed = {e["day"] for e in g.events if "executed" in e}
        assert executed == set(range(1, days + 1))


def test_no_dashii_poisons_its_townsfolk_neighbours() -> None:
    for i in range(200):
        g = SnvGame(random.Random(f"nd:{i}"), 9, "snv")
        nd = [k for k, x in enumerate(g.seats) if x.char == "nodashii"]
        if not nd:
            continue
        near = set(g.townsfolk_neighbours(nd[0]))
        assert len(near) == 2 and near <= g.droisoned()
        for k in near:
            assert SNV.team[g.seats[k].char] == "townsfolk"
        return
    pytest.fail("no No Dashii drawn")


def test_klutz_chooses_in_public(played: list[SnvGame]) -> None:
    chose = [(g, e) for g in played for e in g.events if "klutz" in e]
    assert chose
    for g, e in chose:
        klutz = next(x for x in g.seats if x.name == e["klutz"])
        assert not klutz.alive and any(x.get("klutz") == klutz.name for x in g.log)


def test_twenty_games_keep_their_true_world(tmp_path: Path) -> None:
    for index in range(20):
        game, _ = play(7, index, (5, 7), (1, 2), "snv")
        path = write_game(game, tmp_path, f"snv-{index}", False)
        c = check_case(path, game.start_characters())
        assert c.kept, (path.read_text(), c.error)


def test_barber_swap_keeps_alignments_and_records_claims(played: list[SnvGame]) -> None:
    swaps = [(g, e) for g in played for e in logged(g, "barber_swap")]
    assert swaps
    for g, e in swaps:
        a, b = (next(x for x in g.seats if x.name == n) for n in e["barber_swap"])
        assert not a.evil and not b.evil
        assert {"night": e["night"], "is": e["chars"][1]} in a.claim
        assert {"night": e["night"], "is": e["chars"][0]} in b.claim
