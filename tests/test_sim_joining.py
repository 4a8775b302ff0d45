"""Travellers who join mid-game (simulator/loop.py `Joiner`): the case format's
`joined: {day: N}` / `{night: N}` ("before that the seat is empty"). A joiner
has no presence before their phase: no seat in the circle (so nobody's
neighbour: the Chef's note, Travellers are detected "only if those Travellers
joined the game before the Chef acts"), no vote, no nomination, nobody's
choice, not counted; their first night is the night they joined at or the one
after the day they joined (the Apprentice: "The Apprentice learns their
ability on their first night")."""

from __future__ import annotations

import random
from pathlib import Path

from botc.simulate import check_case, play, write_game
from simulator.loop import Game, Joiner
from simulator.write import case_dict, grimoire_dict

NAMES_IN = ("nominated", "by", "executed", "died", "exiled", "judge", "target")


def joined_game(at: tuple[str, int], char: str = "thief", script: str = "seed000",
                seed: str = "join", players: int = 7) -> Game:
    return Game(random.Random(seed), players, script, travellers=(),
                joiner=Joiner(char, "Pia", evil=False, at=at))


def test_a_joiner_has_no_seat_before_their_phase() -> None:
    """Before day 2 the circle is the seven players from the bag: the first
    seat's living neighbour anticlockwise is the last living one of them;
    from day 2 the joiner sits between the last seat and the first."""
    g = joined_game(("day", 2))
    assert g.n == 7 and len(g.seats) == 7
    assert g._play_phase("night", 1) and g._play_phase("day", 1) and g._play_phase("night", 2)
    assert all(x.name != "Pia" for x in g.seats)
    last = max(i for i in range(1, 7) if g.alive(i))
    assert g.living_neighbours(0)[0] == last  # anticlockwise first
    assert g._play_phase("day", 2)
    assert g.n == 8 and g.seats[7].name == "Pia" and g.seats[7].joined == ("day", 2)
    assert g.living_neighbours(0)[0] == 7 and g.living_neighbours(last)[-1] == 7


def test_nothing_names_a_joiner_before_they_join() -> None:
    """No vote, nomination, death or report by or about the joiner before their
    phase, in any of many games (evil players' made-up reports included)."""
    joined = 0
    for i in range(40):
        g, _ = play(3, i, (5, 12), (2, 4), "seed002", join=1.0)
        pia = [x for x in g.seats if x.joined]
        if not pia:
            continue
        joined += 1
        j = pia[0]
        start = order(j.joined)
        for e in g.events:
            kind = "night" if "night" in e else "day"
            if order((kind, e[kind])) < start:
                assert j.name not in [e.get(k) for k in NAMES_IN] + e.get("voters", []), e
        for x in g.seats:
            for info in x.info:
                kind = "night" if "night" in info else "day"
                if order((kind, info[kind])) < start:
                    assert j.name not in str(info), (x.name, info)
    assert joined >= 30


def order(phase: tuple[str, int]) -> int:
    kind, n = phase
    return 2 * n - (1 if kind == "night" else 0)


def test_a_late_apprentice_acts_on_their_own_first_night() -> None:
    """An Apprentice who joins on day 1 gains their ability on night 2 ("On
    your 1st night"), not before (no seat on night 1)."""
    g = joined_game(("day", 1), char="apprentice", seed="appr")
    g.play(2, last_day=False)
    pia = next(x for x in g.seats if x.name == "Pia")
    if pia.alive:
        assert [e for e in pia.info if "apprentice" in e] == \
            [{"night": 2, "apprentice": pia.gained[0]}]


def test_the_case_and_grimoire_say_when_the_traveller_joined(tmp_path: Path) -> None:
    """A fixed-seed game with a mid-game joiner is written with `joined:` (in
    the case and the grimoire), and the solver keeps its true world."""
    g, _ = play(5, 1, (5, 7), (2, 2), "seed002", join=1.0)
    pia = next(x for x in g.seats if x.joined)
    case = case_dict(g)
    row = next(p for p in case["players"] if p["name"] == pia.name)
    kind, n = pia.joined
    assert row["joined"] == {kind: n} and row["traveller"] == pia.start
    grim = next(p for p in grimoire_dict(g)["players"] if p["name"] == pia.name)
    assert grim["joined"] == f"{kind} {n}"
    path = write_game(g, tmp_path, "joined", grimoire=False)
    assert "joined:" in path.read_text()
    assert check_case(path, g.start_characters()).kept


def test_a_game_without_a_joiner_plays_as_before() -> None:
    """The joining draws come from their own generator: a game in which no
    Traveller joins is the same game as with no chance of a joiner."""
    same = 0
    for i in range(12):
        a, _ = play(9, i, (5, 9), (2, 3), "seed002", join=0.0)
        b, _ = play(9, i, (5, 9), (2, 3), "seed002")
        if b.joiner is None:
            assert case_dict(a) == case_dict(b)
            same += 1
        else:
            assert a.joiner is None
    assert 0 < same < 12
