"""The Bad Moon Rising simulator: legal setups, the mechanics showing up in the
public record as the almanac says, and the solver keeping the true worlds."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from simulator.bmr import MAX_PLAYERS, SUPPORTED, BmrGame  # noqa: E402
from simulator.cli import check_case, load_written_case, play, write_game  # noqa: E402
from simulator.game import load_script  # noqa: E402

BMR = load_script("bmr")


def setups(players: int, count: int = 40) -> list[BmrGame]:
    return [BmrGame(random.Random(f"bmr-setup:{players}:{i}"), players) for i in range(count)]


def games(count: int = 250, seed: int = 11) -> list[BmrGame]:
    return [play(seed, i, (5, 14), (2, 4), "bmr")[0] for i in range(count)]


@pytest.fixture(scope="module")
def played() -> list[BmrGame]:
    return games()


def notes(g: BmrGame, key: str) -> list[dict]:
    return [e for e in g.log if key in e]


@pytest.mark.parametrize("players", range(5, 16))
def test_setup_counts_hold(players: int) -> None:
    for g in setups(players):
        n = min(players, MAX_PLAYERS)
        assert g.n == n
        teams = Counter(BMR.team[x.start] for x in g.seats)
        want = dict(BMR.counts[n])
        if any(x.start == "godfather" for x in g.seats):
            shift = teams["outsider"] - want["outsider"]
            assert shift in (1, -1)
            want["outsider"] += shift
            want["townsfolk"] -= shift
        assert dict(teams) == {k: v for k, v in want.items() if v}
        assert len({x.start for x in g.seats}) == n
        assert all(x.start in SUPPORTED for x in g.seats)


def test_godfather_shifts_outsiders_both_ways() -> None:
    shifts = set()
    for p in range(5, 15):
        for g in setups(p, 30):
            if any(x.start == "godfather" for x in g.seats):
                shifts.add(g.godfather_shift)
    assert shifts == {1, -1}


def test_claims_grandchild_and_lunatic() -> None:
    for p in (7, 10, 13):
        for g in setups(p):
            for x in g.seats:
                if x.start == "lunatic":
                    assert BMR.team[x.believed] == "demon"
                if x.evil or x.start == "lunatic":
                    assert BMR.team[x.claim] in ("townsfolk", "outsider")
                    assert x.claim in SUPPORTED and x.claim != "lunatic"
                else:
                    assert x.claim == x.start
            if g.grandchild is not None:
                kid = g.seats[g.grandchild]
                assert not kid.evil and kid.start != "grandmother"
                assert BMR.team[kid.start] in ("townsfolk", "outsider")


def test_written_case_lists_hidden_and_parses(tmp_path: Path) -> None:
    g, _ = play(3, 0, (8, 8), (2, 2), "bmr")
    path = write_game(g, tmp_path, "bmr-one", grimoire=True)
    text = path.read_text(encoding="utf-8")
    assert "script: bmr" in text and "hidden: [chambermaid" in text
    case = load_written_case(path)
    assert len(case.players) == 8


def test_pukka_victim_dies_on_a_later_night(played: list[BmrGame]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "pukka_kills"):
            victim, night = e["pukka_kills"], e["night"]
            chose = [x for x in notes(g, "pukka") if x["night"] < night
                     and x["chooses"] == victim and x["works"]]
            assert chose
            seen += 1
    assert seen


def test_moonchild_curse(played: list[BmrGame]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "moonchild_kills"):
            victim, night = e["moonchild_kills"], e["night"]
            assert {"day": night - 1, "moonchild": e.get("moonchild", None) or next(
                ev["moonchild"] for ev in g.events if ev.get("chose") == victim
                and ev["day"] == night - 1), "chose": victim} in g.events
            seat = next(x for x in g.seats if x.name == victim)
            assert not seat.evil
            seen += 1
    assert seen


def test_execution_survivals_are_public(played: list[BmrGame]) -> None:
    saved = 0
    for g in played:
        for ev in g.events:
            if "executed" in ev and ev.get("died") is False:
                seat = next(x for x in g.seats if x.name == ev["executed"])
                assert seat.alive_at("day", ev["day"])
                saved += 1
    assert saved


def test_grandmother_follows_grandchild(played: list[BmrGame]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "grandmother_dies"):
            kid = g.seats[g.grandchild]
            assert kid.death == ("night", e["night"]) and kid.cause == "demon"
            seen += 1
    assert seen


def test_po_charges_after_choosing_no_one(played: list[BmrGame]) -> None:
    triple = [e for g in played for e in notes(g, "po") if isinstance(e["chooses"], list)]
    assert triple and all(len(set(e["chooses"])) == 3 for e in triple)


def test_no_resurrection_and_no_demon_death(played: list[BmrGame]) -> None:
    for g in played:
        assert g.living_demons()  # a Zombuul registering as dead still lives
        assert all(BMR.team[g.seats[i].char] == "demon" for i in g.living_demons())
        for x in g.seats:
            if x.death is not None:
                assert not x.alive


def test_twenty_games_keep_the_true_world(tmp_path: Path) -> None:
    for i in range(20):
        g, _ = play(5, i, (5, 10), (1, 3), "bmr")
        path = write_game(g, tmp_path, f"bmr-{i}", grimoire=False)
        c = check_case(path, g.start_characters())
        assert c.kept, (path.read_text(), c.error)


def test_zombuul_first_death_is_only_apparent(tmp_path: Path) -> None:
    """The Zombuul's first death is public (a death event) yet it lives on: the
    game goes on, and the solver keeps the true world."""
    found = []
    for i in range(400):
        g, _ = play(21, i, (5, 9), (2, 3), "bmr")
        if any("zombuul_lives" in e for e in g.log):
            found.append(g)
        if len(found) == 2:
            break
    assert found
    for k, g in enumerate(found):
        z = next(i for i, x in enumerate(g.seats) if x.start == "zombuul")
        seat = g.seats[z]
        assert seat.death is not None and z in g.unseen
        kind, n = seat.death
        if kind == "night":
            assert {"night": n, "died": seat.name} in g.events
        path = write_game(g, tmp_path, f"zombuul-{k}", grimoire=False)
        assert check_case(path, g.start_characters()).kept


def test_tinker_and_fool(played: list[BmrGame]) -> None:
    """A Tinker may die by day (a public death event); a Fool's first death is escaped."""
    day_deaths = [ev for g in played for ev in g.events
                  if "day" in ev and "died" in ev and "executed" not in ev]
    assert day_deaths
    fools = [g for g in played if any(e.get("why") == "fool" for e in g.log)]
    assert fools
    for g in fools:
        fool = next(x for x in g.seats if x.start == "fool")
        saves = [e for e in g.log if e.get("why") == "fool"]
        assert len(saves) == 1 and saves[0]["safe"] == fool.name
