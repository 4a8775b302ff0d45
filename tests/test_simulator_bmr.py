"""Bad Moon Rising through the simulator loop: legal setups, the mechanics
showing up in the public record as the almanac says, and the solver keeping
the true worlds (the characters' own behaviour: tests/test_sim_bmr.py)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from botc.simulate import check_case, load_written_case, play, write_game
from simulator.game import load_script
from simulator.loop import Game

BMR = load_script("bmr")


def setups(players: int, count: int = 40) -> list[Game]:
    return [Game(random.Random(f"bmr-setup:{players}:{i}"), players, "bmr")
            for i in range(count)]


def games(count: int = 250, seed: int = 11) -> list[Game]:
    return [play(seed, i, (5, 14), (2, 4), "bmr")[0] for i in range(count)]


@pytest.fixture(scope="module")
def played() -> list[Game]:
    return games()


def notes(g: Game, key: str) -> list[dict]:
    return [e for e in g.log if key in e]


def seat_of(g: Game, name: str) -> int:
    return next(i for i, x in enumerate(g.seats) if x.name == name)


@pytest.mark.parametrize("players", range(5, 16))
def test_setup_counts_hold(players: int) -> None:
    for g in setups(players):
        teams = Counter(BMR.team[x.start] for x in g.seats)
        want = dict(BMR.counts[players])
        if any(x.start == "godfather" for x in g.seats):
            shift = g.marks["godfather_shift"]
            assert shift in (1, -1)
            want["outsider"] += shift
            want["townsfolk"] -= shift
        assert dict(teams) == {k: v for k, v in want.items() if v}
        assert len({x.start for x in g.seats}) == players


def test_claims_grandchild_and_lunatic() -> None:
    for p in (7, 10, 13):
        for g in setups(p):
            for x in g.seats:
                if x.start == "lunatic":
                    assert BMR.team[x.believed] == "demon"
                if x.evil or x.start == "lunatic":
                    assert BMR.team[x.claim] in ("townsfolk", "outsider")
                    assert x.claim != "lunatic"
                else:
                    assert x.claim == x.start
                kid = x.marks.get("grandmother")
                if kid is not None:
                    assert not g.seats[kid].evil and g.seats[kid].start != "grandmother"
                    assert BMR.team[g.seats[kid].start] in ("townsfolk", "outsider")


def test_written_case_draws_the_whole_script_and_parses(tmp_path: Path) -> None:
    g, _ = play(3, 0, (8, 8), (2, 2), "bmr")
    path = write_game(g, tmp_path, "bmr-one", grimoire=True)
    text = path.read_text(encoding="utf-8")
    assert "script: bmr" in text and "hidden:" not in text
    case = load_written_case(path)
    assert len(case.players) == 8
    seen = {c for g in games(120, 4) for x in g.seats for c in (x.start,)}
    assert seen == set(BMR.chars)


def test_pukka_victim_dies_on_a_later_night(played: list[Game]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "attack"):
            by = g.seats[seat_of(g, e["by"])]
            if by.char != "pukka":
                continue
            chose = [x for x in notes(g, "pukka") if x["night"] < e["night"]
                     and x["chooses"] == e["attack"]]
            assert chose
            seen += 1
    assert seen


def test_moonchild_curse(played: list[Game]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "moonchild_kills"):
            victim, night = e["moonchild_kills"], e["night"]
            pick = [ev for ev in g.events if ev.get("chose") == victim
                    and ev.get("day") == night - 1 and "moonchild" in ev]
            assert pick
            mark = [x for x in notes(g, "moonchild") if x.get("chose") == victim]
            assert mark and mark[-1]["good"]
            seen += 1
    assert seen


def test_execution_survivals_are_public(played: list[Game]) -> None:
    saved = 0
    for g in played:
        for ev in g.events:
            if "executed" in ev and ev.get("died") is False:
                seat = g.seats[seat_of(g, ev["executed"])]
                assert seat.alive_at("day", ev["day"])
                saved += 1
    assert saved


def test_grandmother_follows_grandchild(played: list[Game]) -> None:
    seen = 0
    for g in played:
        for e in notes(g, "grandmother_dies"):
            gm = g.seats[seat_of(g, e["grandmother_dies"])]
            kid = g.seats[gm.marks["grandmother"]]
            back = any(r["revived"] == kid.name and r["night"] >= e["night"]
                       for r in notes(g, "revived"))  # a Professor or Shabaloth since
            assert back or (kid.death == ("night", e["night"]) and kid.cause == "demon")
            seen += 1
    assert seen


def test_po_charges_after_choosing_no_one(played: list[Game]) -> None:
    triple = [e for g in played for e in notes(g, "po")
              if isinstance(e["chooses"], list) and len(e["chooses"]) == 3]
    assert triple and all(len(set(e["chooses"])) == 3 for e in triple)


def test_resurrections_are_written_and_a_demon_lives(played: list[Game]) -> None:
    """A resurrection is declared at dawn: each night a player came back and is
    alive at its end has its `revived` event, and no other night does (some
    of the 250 games bring someone back); only the Mastermind plays on without
    a Demon."""
    seen = 0
    for g in played:
        back = {(e["night"], e["revived"]) for e in notes(g, "revived")}
        written = {(e["night"], e["revived"]) for e in g.events if "revived" in e}
        assert written <= back
        for n, name in back - written:  # killed again that night
            assert not g.seats[seat_of(g, name)].alive_at("night", n)
        seen += len(written)
        demons = [x for x in g.seats if BMR.team[x.char] == "demon" and (x.alive or x.lives_on)]
        assert demons or "mastermind" in g.marks
        for x in g.seats:
            if x.death is not None:
                assert not x.alive
    assert seen


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
        if notes(g, "zombuul_lives") and not notes(g, "zombuul_dies"):
            found.append(g)
        if len(found) == 2:
            break
    assert found
    for k, g in enumerate(found):
        seat = next(x for x in g.seats if x.start == "zombuul")
        assert seat.death is not None and seat.lives_on
        kind, n = seat.death
        if kind == "night":
            assert {"night": n, "died": seat.name} in g.events
        path = write_game(g, tmp_path, f"zombuul-{k}", grimoire=False)
        assert check_case(path, g.start_characters()).kept


def test_tinker_and_fool(played: list[Game]) -> None:
    """A Tinker may die by day (a public death event); a Fool's first death is escaped."""
    day_deaths = [ev for g in played for ev in g.events
                  if "day" in ev and "died" in ev and "executed" not in ev and len(ev) == 2]
    assert day_deaths
    fools = [g for g in played if any(e.get("why") == "fool" for e in g.log)]
    assert fools
    for g in fools:
        fool = next(x for x in g.seats if x.start == "fool")
        saves = [e for e in g.log if e.get("why") == "fool"]
        assert len(saves) == 1 and saves[0]["survives"] == fool.name


def test_goon_chosen_in_played_games(played: list[Game], tmp_path: Path) -> None:
    """Once a night at most; the chooser is drunk until dusk; the Goon ends on the
    side of its last chooser; the solver keeps such a game."""
    turned = []
    for g in played:
        hits = notes(g, "goon")
        assert len({e["night"] for e in hits}) == len(hits)
        for e in hits:
            chooser = seat_of(g, e["chosen_by"])
            assert any(x.by == "goon" and x.target == chooser and x.until == 2 * e["night"]
                       for x in g.effects)
        if hits:
            goon = next(x for x in g.seats if x.start == "goon")
            assert goon.evil == hits[-1]["evil"]
            if goon.evil:
                turned.append(g)
    assert turned
    small = min(turned, key=lambda g: (g.n, g.last_phase[1]))
    path = write_game(small, tmp_path, "goon", grimoire=False)
    assert check_case(path, small.start_characters()).kept


def test_sailor_may_choose_themself(played: list[Game]) -> None:
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
                made = [e for e in g.effects if e.by == "sailor" and e.source == s
                        and e.until == 2 * info["night"]]
                assert all(e.target == s for e in made)
    assert seen


def test_mastermind_extra_day(tmp_path: Path) -> None:
    """The Demon's execution with a sober Mastermind alive: the game goes on for a
    night and a day with no Demon and no execution, and the case stops there."""
    found = None
    for i in range(400):
        g, _ = play(31, i, (5, 7), (2, 4), "bmr")
        if "mastermind" in g.marks and g.final:
            found = g
            break
    assert found is not None
    g, n = found, found.marks["mastermind"]
    demon = next(x for x in g.seats if BMR.team[x.start] == "demon")
    assert not demon.alive and not demon.lives_on
    assert g.last_phase == ("day", n)
    assert not [e for e in g.events if e.get("day") == n and "executed" in e]
    path = write_game(g, tmp_path, "mastermind", grimoire=False)
    assert check_case(path, g.start_characters()).kept


def test_dead_players_are_executed_without_dying(played: list[Game]) -> None:
    seen = 0
    for g in played:
        for ev in g.events:
            if "executed" not in ev or "died" in ev:
                continue
            seat = g.seats[seat_of(g, ev["executed"])]
            if ev["day"] > 1 and not seat.alive_at("night", ev["day"]):  # dead that morning
                assert seat.death != ("day", ev["day"])
                seen += 1
    assert seen


def test_the_lunatic_s_own_wake_is_counted_either_way() -> None:
    """The Lunatic's own wake may or may not count as one for their ability (the
    Chambermaid): the simulator plays both."""
    counted = set()
    for i in range(60):
        g = Game(random.Random(f"lunatic:{i}"), 8, "bmr")
        luna = [s for s, x in enumerate(g.seats) if x.char == "lunatic"]
        if not luna:
            continue
        g.phase = ("night", 1)
        g.woke_tonight = set()
        g.step("lunatic", [luna[0]])
        counted.add(luna[0] in g.woke_tonight)
    assert counted == {True, False}


def test_a_pukka_that_poisons_itself_kills_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    """How to Run: the Pukka's choice is poisoned, then "the other player marked
    POISONED dies"; "If the Pukka ... is drunk at night, that player does not
    die". A Pukka that chose B on night 1 and itself on night 2 is poisoned
    before B would die: B lives and stays poisoned (the solver's reading too)."""
    from simulator.characters import pukka

    g = Game(random.Random("pk"), 5, "bmr")
    row = ["pukka", "chef", "empath", "investigator", "poisoner"]
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c in ("pukka", "poisoner")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    for night, target in ((1, 1), (2, 0)):
        g.phase = ("night", night)
        monkeypatch.setattr(pukka, "demon_targets", lambda g, s, k, t=target: (t,))
        pukka.night(g, 0)
    assert g.alive(1) and g.droisoned(1) and g.droisoned(0)
