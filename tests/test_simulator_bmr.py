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

from botc.simulate import check_case, load_written_case, play, write_game  # noqa: E402
from simulator.bmr import MAX_PLAYERS, SUPPORTED, BmrGame  # noqa: E402
from simulator.bmr_play import execute, lunatic  # noqa: E402
from simulator.game import Seat, load_script  # noqa: E402

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


def test_written_case_draws_the_whole_script_and_parses(tmp_path: Path) -> None:
    assert set(SUPPORTED) == set(BMR.chars)
    g, _ = play(3, 0, (8, 8), (2, 2), "bmr")
    path = write_game(g, tmp_path, "bmr-one", grimoire=True)
    text = path.read_text(encoding="utf-8")
    assert "script: bmr" in text and "hidden:" not in text
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
        # A Zombuul registering as dead still lives; only the Mastermind plays on
        # without a Demon.
        assert g.living_demons() or g.mastermind_day is not None
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


def rigged(chars: list[str], seed: str = "rigged") -> BmrGame:
    """A game whose seats hold `chars` in order (claims as the characters)."""
    g = BmrGame(random.Random(seed), len(chars))
    g.seats = [Seat(x.name, c, c, c, BMR.team[c] in ("minion", "demon"), claim=c)
               for x, c in zip(g.seats, chars, strict=True)]
    g.grandchild = None
    return g


def test_goon_drunkens_only_the_first_chooser_each_night() -> None:
    """The 1st player to choose the Goon is drunk until dusk and the Goon turns to
    their alignment; a later chooser is not; the next night it counts again."""
    g = rigged(["shabaloth", "goon", "sailor", "chambermaid", "devilsadvocate"])
    g.phase = ("night", 2)
    g.chosen(0, 1)
    assert g.seats[1].evil and not g.functioning(0)
    g.chosen(2, 1)
    assert g.functioning(2) and g.seats[1].evil
    g.phase = ("day", 2)
    assert not g.functioning(0)
    g.phase = ("night", 3)
    assert g.functioning(0)
    g.chosen_tonight = set()  # as each night starts
    g.chosen(3, 1)
    assert not g.seats[1].evil and not g.functioning(3)


def test_a_droisoned_goon_still_uses_up_the_first_choice() -> None:
    g = rigged(["pukka", "goon", "sailor", "chambermaid", "devilsadvocate"])
    g.phase = ("night", 2)
    g.droison("poisoned", 1, 0, None, holder=True, tag="pukka")
    g.chosen(2, 1)
    assert g.functioning(2) and not g.seats[1].evil
    g.effects.clear()
    g.chosen(0, 1)  # second tonight: works as normal although the Goon is sober now
    assert g.functioning(0) and not g.seats[1].evil


def test_goon_chosen_in_played_games(played: list[BmrGame], tmp_path: Path) -> None:
    """Once a night at most; the chooser's drunkenness is in the grimoire (a Demon
    that chose the Goon first kills nobody that night); the Goon ends on the side
    of its last chooser; the solver keeps such a game."""
    turned, demons = [], 0
    for g in played:
        hits = notes(g, "goon")
        assert len({e["night"] for e in hits}) == len(hits)
        for e in hits:
            chooser = next(i for i, x in enumerate(g.seats) if x.name == e["chosen_by"])
            assert any(x.tag == "goon" and x.target == chooser
                       and x.until == 2 * e["night"] for x in g.effects)
            if BMR.team[g.seats[chooser].char] == "demon":
                demons += 1
                assert not [x for x in g.seats
                            if x.death == ("night", e["night"]) and x.cause == "demon"]
        if hits:
            goon = next(x for x in g.seats if x.start == "goon")
            assert goon.evil == hits[-1]["evil"]
            if goon.evil:
                turned.append(g)
    assert turned and demons
    small = min(turned, key=lambda g: (g.n, g.last_phase[1]))
    path = write_game(small, tmp_path, "goon", grimoire=False)
    assert check_case(path, small.start_characters()).kept


def test_sailor_may_choose_themself(played: list[BmrGame]) -> None:
    """A sober Sailor choosing themself makes themself drunk."""
    seen = 0
    for g in played:
        for s, x in enumerate(g.seats):
            if x.char != "sailor":
                continue
            for info in x.info:
                if info.get("sailor") != x.name:
                    continue
                seen += 1
                until = 2 * info["night"]
                made = [e for e in g.effects if e.tag == "sailor" and e.source == s
                        and e.until == until]
                assert all(e.target == s for e in made)
    assert seen


def test_mastermind_extra_day(tmp_path: Path) -> None:
    """The Demon's execution with a sober Mastermind alive: the game goes on for a
    night and a day with no Demon and no execution, and the case stops there."""
    found = None
    for i in range(300):
        g, _ = play(31, i, (5, 7), (2, 4), "bmr")
        if g.mastermind_day is not None and g.cut and "Mastermind" in g.cut:
            found = g
            break
    assert found is not None
    g, n = found, found.mastermind_day
    demon = next(x for x in g.seats if BMR.team[x.start] == "demon")
    assert {"day": n - 1, "executed": demon.name} in g.events and not demon.alive
    assert not g.living_demons() and g.last_phase == ("day", n)
    assert not [e for e in g.events if e.get("day") == n and "executed" in e]
    mm = next(x for x in g.seats if x.start == "mastermind")
    assert mm.alive_at("day", n - 1)
    path = write_game(g, tmp_path, "mastermind", grimoire=False)
    assert check_case(path, g.start_characters()).kept


def test_no_extra_day_for_a_drunk_mastermind_or_an_apparent_death() -> None:
    g = rigged(["zombuul", "mastermind", "sailor", "chambermaid", "tealady"])
    g.phase = ("day", 1)
    execute(g, 1, 0)  # the Zombuul's first death is only apparent
    assert 0 in g.unseen and g.mastermind_day is None and g.living_demons() == [0]
    g.droison("drunk", 1, 2, None, holder=False)
    g.phase = ("day", 2)
    execute(g, 2, 0)
    assert g.mastermind_day is None and not g.living_demons()
    g.check_end()
    assert g.ended


def test_dead_zombuul_executed_dies_for_real(tmp_path: Path) -> None:
    """A Zombuul registering as dead is executed (no death: `executed` alone),
    dies for real and, with the Mastermind, the game plays on."""
    g = next(g for g in (play(31, i, (5, 7), (2, 4), "bmr")[0] for i in range(600))
             if any("zombuul_dies" in e for e in g.log))
    z = next(x for x in g.seats if x.start == "zombuul")
    assert any("zombuul_lives" in e for e in g.log)
    dead_exec = [e for e in g.events if e.get("executed") == z.name
                 and not z.alive_at("day", e["day"] - 1)]
    assert dead_exec == [{"day": dead_exec[0]["day"], "executed": z.name}]
    assert not g.unseen and not g.living_demons()
    assert g.mastermind_day == dead_exec[0]["day"] + 1
    path = write_game(g, tmp_path, "zombuul-executed", grimoire=False)
    assert check_case(path, g.start_characters()).kept


def test_dead_players_are_executed_without_dying(played: list[BmrGame]) -> None:
    seen = 0
    for g in played:
        for ev in g.events:
            if "executed" not in ev:
                continue
            seat = next(x for x in g.seats if x.name == ev["executed"])
            if ev["day"] > 1 and not seat.alive_at("day", ev["day"] - 1):
                assert "died" not in ev and seat.death != ("day", ev["day"])
                seen += 1
    assert seen


def test_the_lunatic_s_first_night_is_counted_either_way() -> None:
    """The Lunatic's first-night wake is the Demon's starting info, which the
    Chambermaid may or may not count as a wake for their ability: the simulator
    plays both, and only counts it for sure where the believed Demon would wake."""
    counted = set()
    for i in range(60):
        g = BmrGame(random.Random(f"lunatic:{i}"), 8)
        luna = [s for s, x in enumerate(g.seats) if x.char == "lunatic"]
        if not luna:
            continue
        g.phase = ("night", 1)
        g.woke = set()
        lunatic(g, luna[0], 1)
        counted.add(luna[0] in g.woke)
        if g.seats[luna[0]].believed == "pukka":
            assert luna[0] in g.woke
    assert counted == {True, False}
