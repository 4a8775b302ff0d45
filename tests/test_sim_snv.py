"""The Sects & Violets characters on the script-agnostic simulator loop
(simulator/characters): each behaviour drawn from its ability text and
almanac ruling, the Storyteller's freedoms, and the solver keeping the true
world of simulated games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from botc.simulate import check_case, play, write_game
from simulator import storyteller
from simulator.characters import (
    HOOKS,
    barber,
    cerenovus,
    eviltwin,
    fanggu,
    juggler,
    klutz,
    mathematician,
    missing,
    module,
    oracle,
    philosopher,
    pithag,
    sage,
    snakecharmer,
    sweetheart,
    vigormortis,
    vortox,
    witch,
)
from simulator.game import load_script, new_game
from simulator.loop import Game
from simulator.state import DRUNK, Effect

SNV = load_script("snv")


def rigged(seed: str, row: list[str], evil: set[int] | None = None) -> Game:
    """A Sects & Violets game whose seats hold `row` in order (evil: the
    Minions and Demons unless `evil` lists the evil seats)."""
    g = Game(random.Random(seed), len(row), "snv")
    for i, (seat, c) in enumerate(zip(g.seats, row, strict=True)):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = i in evil if evil is not None else SNV.team[c] in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    return g


def drunk(g: Game, s: int) -> None:
    g.add_effect(Effect(DRUNK, s, None, "test"))


def logged(g: Game, key: str) -> list[dict]:
    return [e for e in g.log if key in e]


def games(count: int, seed: str = "mech") -> list[Game]:
    out = []
    for i in range(count):
        rng = random.Random(f"{seed}:{i}")
        g, _ = new_game(rng, rng.randint(5, 15), rng.randint(2, 4), True, "snv")
        out.append(g)
    return out


@pytest.fixture(scope="module")
def played() -> list[Game]:
    return games(200)


def test_every_snv_character_has_a_module_with_known_hooks() -> None:
    assert not missing(SNV.chars)
    for c in SNV.chars:
        m = module(c)
        hooks = {n for n in vars(m) if callable(vars(m)[n]) and not n.startswith("_")
                 and vars(m)[n].__module__ == m.__name__}
        helpers = {"steps", "sides", "choosable", "voters", "count", "killed", "options",
                   "choose"}
        assert hooks <= set(HOOKS) | helpers, (c, hooks - set(HOOKS) - helpers)
        assert m.__doc__ and "Freedoms left out" in m.__doc__, c


@pytest.mark.parametrize("players", [5, 7, 8, 10, 13, 15])
def test_setup_counts_hold(players: int) -> None:
    """Fang Gu: "[+1 Outsider]"; Vigormortis: "[-1 Outsider]" (none to remove:
    no change)."""
    for i in range(25):
        g = Game(random.Random(f"setup:{players}:{i}"), players, "snv")
        teams = Counter(SNV.team[x.start] for x in g.seats)
        want = dict(SNV.counts[players])
        demon = next(x.start for x in g.seats if SNV.team[x.start] == "demon")
        if demon == "fanggu":
            want["outsider"] += 1
            want["townsfolk"] -= 1
        if demon == "vigormortis" and want["outsider"]:
            want["outsider"] -= 1
            want["townsfolk"] += 1
        assert {k: teams[k] for k in want} == want
        assert len({x.start for x in g.seats}) == players


def test_no_dashii_poisons_its_townsfolk_neighbours() -> None:
    """"Your 2 Townsfolk neighbours are poisoned": the nearest Townsfolk each
    way, skipping others; while the No Dashii lives."""
    g = rigged("nd", ["oracle", "klutz", "nodashii", "witch", "sage", "dreamer", "savant"])
    g.phase = ("night", 2)
    assert {i for i in range(7) if g.droisoned(i)} == {0, 4}
    g.kill(2, "execution")
    assert not any(g.droisoned(i) for i in range(7))


def test_a_working_vortox_makes_townsfolk_information_false() -> None:
    """"Townsfolk abilities yield false info": the Oracle's count is never the
    truth, and a Mathematician counts it; a drunk Vortox does nothing."""
    g = rigged("vx", ["oracle", "vortox", "witch", "sage", "dreamer", "mathematician"])
    g.phase = ("night", 2)
    g.kill(3, "execution")  # one dead good player: the true count is 0
    for _ in range(30):
        oracle.night(g, 0)
    assert all(e["oracle"] != 0 for e in g.seats[0].info)
    mathematician.night(g, 5)
    assert g.seats[5].info[-1]["mathematician"] != 1  # the truth (the Oracle) is 1: false too
    drunk(g, 1)
    g.seats[0].info = []
    for _ in range(10):
        oracle.night(g, 0)
    assert {e["oracle"] for e in g.seats[0].info} == {0}


def test_the_vortox_wins_on_a_day_without_execution() -> None:
    """"Each day, if no-one is executed, evil wins."""
    g = rigged("vxd", ["oracle", "vortox", "witch", "sage", "dreamer"])
    g.phase = ("day", 1)
    vortox.at_dusk(g, 1)
    assert g.ended
    g = rigged("vxd2", ["oracle", "vortox", "witch", "sage", "dreamer"])
    g.phase = ("day", 1)
    g.execute(3)
    vortox.at_dusk(g, 1)
    assert not g.ended


def snake_game(seed: str) -> Iterator[Game]:
    for i in range(200):
        g = rigged(f"{seed}{i}", ["snakecharmer", "vortox", "witch", "sage", "dreamer"])
        g.phase = ("night", 2)
        yield g


def test_the_snake_charmer_swaps_with_the_demon_and_poisons_it() -> None:
    """"a chosen Demon swaps characters & alignments with you & is then
    poisoned"; both learn it (the change is listed)."""
    for g in snake_game("sc"):
        snakecharmer.night(g, 0)
        if g.seats[0].char == "snakecharmer":
            continue
        assert (g.seats[0].char, g.seats[0].evil) == ("vortox", True)
        assert (g.seats[1].char, g.seats[1].evil) == ("snakecharmer", False)
        assert g.droisoned(1)
        assert g.seats[1].changes == [{"night": 2, "is": "snakecharmer"}]
        return
    pytest.fail("no swap")


def test_the_new_demon_acts_later_that_night() -> None:
    """The Snake Charmer's step comes before the Demon's: the Snake Charmer who
    became the Demon wakes at the Demon's step that night (a simulated game
    had them sleep through it, and the solver rightly lost that world)."""
    from simulator.choices import demon_wakes

    for g in snake_game("sn"):
        snakecharmer.night(g, 0)
        if g.seats[0].char != "vortox":
            continue
        assert demon_wakes(g, 0, "vortox", True)
        assert not demon_wakes(g, 1, "vortox", True)
        return
    pytest.fail("no swap")


def test_a_drunk_snake_charmer_choosing_the_demon_is_counted() -> None:
    """A drunk or poisoned Snake Charmer who chooses the Demon swaps nothing;
    a Mathematician counts it."""
    for g in snake_game("scd"):
        drunk(g, 0)
        snakecharmer.night(g, 0)
        if g.seats[0].info[-1]["snakecharmer"] != g.name(1):
            continue
        assert g.seats[0].char == "snakecharmer" and g.abnormal == [(3, 0, "snakecharmer")]
        return
    pytest.fail("no choice of the Demon")


def test_a_swapped_demon_waits_for_the_next_night(played: list[Game]) -> None:
    """The old Demon becomes the Snake Charmer at the Snake Charmer's step: it
    does not choose again that night."""
    swaps = [(g, e) for g in played for e in logged(g, "snake_swap")]
    assert swaps
    for g, e in swaps:
        assert not [x for x in logged(g, "snakecharmer")
                    if x["snakecharmer"] == e["demon"] and x["night"] == e["night"]]


def test_the_fang_gu_jumps_to_the_first_outsider_it_kills() -> None:
    """"The 1st Outsider this kills becomes an evil Fang Gu & you die
    instead"; later Outsiders die as anyone."""
    for i in range(300):
        g = rigged(f"fg{i}", ["fanggu", "klutz", "mutant", "sage", "dreamer", "witch"])
        g.phase = ("night", 2)
        fanggu.night(g, 0)
        if g.seats[1].char != "fanggu":
            continue
        assert not g.alive(0) and g.alive(1) and g.seats[1].evil
        assert g.seats[1].changes == [{"night": 2, "is": "fanggu"}]
        g.phase = ("night", 3)
        for _ in range(50):
            if not g.alive(2):
                break
            fanggu.night(g, 1)
        assert not g.alive(2) and g.seats[2].char == "mutant"
        return
    pytest.fail("no jump")


def test_a_drunk_demon_kills_nobody_and_is_counted() -> None:
    """A drunk or poisoned Demon's choice dies not; a Mathematician counts the
    kill that did not happen."""
    g = rigged("dd", ["vigormortis", "klutz", "oracle", "sage", "dreamer", "witch"])
    g.phase = ("night", 2)
    drunk(g, 0)
    for _ in range(20):
        vigormortis.night(g, 0)
    assert all(g.alive(i) for i in range(1, 6))
    assert {a for _, _, a in g.abnormal} <= {"vigormortis"}


def test_a_minion_the_vigormortis_kills_keeps_its_ability() -> None:
    """"Minions you kill keep their ability & poison 1 Townsfolk neighbour",
    while the Vigormortis lives."""
    for i in range(300):
        g = rigged(f"vig{i}", ["vigormortis", "oracle", "witch", "sage", "dreamer", "savant"])
        g.phase = ("night", 2)
        vigormortis.night(g, 0)
        if g.alive(2):
            continue
        assert g.has_ability(2)
        poisoned = {i for i in range(6) if g.droisoned(i)}
        assert len(poisoned) == 1 and poisoned <= {1, 3}
        drunk(g, 0)  # "while a Vigormortis lives": drunk, it still keeps them
        assert g.has_ability(2) and {i for i in range(1, 6) if g.droisoned(i)} == poisoned
        g.kill(0, "execution")
        assert not g.has_ability(2) and not any(g.droisoned(i) for i in range(1, 6))
        return
    pytest.fail("no Minion killed")


def test_the_witch_curse_kills_the_nominator() -> None:
    """"if they nominate tomorrow, they die"; a drunk Witch's curse fails and
    a Mathematician counts it."""
    for works in (True, False):
        g = rigged(f"w{works}", ["witch", "oracle", "sage", "dreamer", "savant", "nodashii"])
        g.phase = ("night", 1)
        g.seats[0].marks["witch"] = (1, 1, True)
        if not works:
            drunk(g, 0)
        g.phase = ("day", 1)
        g.nominate(2, 1)
        assert g.alive(1) is not works
        if works:
            assert {"day": 1, "died": g.name(1), "after_nominating": True} in g.events
        else:
            assert g.abnormal == [(2, 0, "witch")]


def test_the_witch_curses_nobody_with_three_alive() -> None:
    """"If just 3 players live, you lose this ability"."""
    g = rigged("w3", ["witch", "oracle", "sage", "dreamer", "nodashii"])
    g.kill(1, "execution")
    g.kill(2, "execution")
    g.phase = ("night", 2)
    witch.night(g, 0)
    assert "witch" not in g.seats[0].marks


def test_the_philosopher_gains_and_makes_the_holder_drunk() -> None:
    """"choose a good character: gain that ability. If this character is in
    play, they are drunk"; a drunk Philosopher gains nothing but thinks it does
    (a Mathematician counts it)."""
    seen = set()
    for i in range(400):
        g = rigged(f"ph{i}", ["philosopher", "oracle", "sage", "dreamer", "witch", "vortox"])
        g.phase = ("night", 1)
        if i % 2:
            drunk(g, 0)
        philosopher.night(g, 0)
        c = g.seats[0].marks.get("philosopher")
        if c is None:
            continue
        assert SNV.team[c] in ("townsfolk", "outsider") and c != "philosopher"
        if i % 2:
            assert g.seats[0].thinks == [c] and c in g.seats[0].wakes_as()
            assert g.abnormal == [(1, 0, "philosopher")]
        else:
            assert c in g.seats[0].abilities()
            holder = {"oracle": 1, "sage": 2, "dreamer": 3}.get(c)
            assert {i for i in range(6) if g.droisoned(i)} == ({holder} if holder else set())
        seen.add((c, i % 2))
    assert len(seen) > 20


def test_the_sweetheart_makes_one_player_drunk() -> None:
    """"When you die, 1 player is drunk from now on"; a drunk Sweetheart's
    death is counted."""
    g = rigged("sw", ["sweetheart", "oracle", "sage", "dreamer", "witch", "nodashii"])
    g.phase = ("day", 1)
    g.execute(0)
    assert len([e for e in g.effects if e.kind == DRUNK and e.by == "sweetheart"]) == 1
    g = rigged("sw2", ["sweetheart", "oracle", "sage", "dreamer", "witch", "nodashii"])
    drunk(g, 0)
    g.phase = ("day", 1)
    g.execute(0)
    assert g.abnormal == [(2, 0, "sweetheart")]
    seen = set()
    for i in range(200):
        g = rigged(f"sw{i}", ["sweetheart", "oracle", "sage", "dreamer", "witch", "nodashii"])
        sweetheart.on_death(g, 0, "demon")
        seen |= {e.target for e in g.effects if e.by == "sweetheart"}
    assert seen == set(range(6))  # anyone, the Sweetheart and evil players too


def test_the_barber_lets_the_demon_swap_characters_not_alignments() -> None:
    """"the Demon may choose 2 players (not another Demon) to swap
    characters": alignments stay; the Demon may swap itself."""
    swapped_demon = False
    for i in range(200):
        g = rigged(f"b{i}", ["barber", "oracle", "sage", "dreamer", "witch", "nodashii"])
        g.phase = ("day", 1)
        g.execute(0)
        g.phase = ("night", 2)
        before = [(x.char, x.evil) for x in g.seats]
        barber.night(g, 0)
        after = [(x.char, x.evil) for x in g.seats]
        moved = [k for k in range(6) if before[k] != after[k]]
        if not moved:
            continue
        assert len(moved) == 2 and [after[k][1] for k in moved] == [before[k][1] for k in moved]
        assert {after[k][0] for k in moved} == {before[k][0] for k in moved}
        swapped_demon |= 5 in moved
    assert swapped_demon


def test_the_klutz_chooses_at_dawn_and_an_evil_choice_ends_the_game() -> None:
    """"When you learn that you died, publicly choose 1 alive player: if they
    are evil, your team loses"."""
    ended = kept_on = 0
    for i in range(60):
        g = rigged(f"k{i}", ["klutz", "oracle", "sage", "dreamer", "witch", "nodashii"])
        g.phase = ("night", 2)
        g.kill(0, "demon")
        assert not [e for e in g.events if "klutz" in e]
        g.phase = ("day", 2)
        klutz.at_dawn(g, 0)
        e = next(e for e in g.events if "klutz" in e)
        chose = next(k for k in range(6) if g.name(k) == e["chose"])
        assert bool(g.ended) == g.seats[chose].evil
        ended += bool(g.ended)
        kept_on += not g.ended
    assert ended and kept_on


def test_the_pit_hag_changes_a_player_and_a_new_demon_brings_deaths() -> None:
    """"choose a player & a character they become (if not-in-play). If a Demon
    is made, deaths tonight are arbitrary"; a drunk Pit-Hag changes nobody and
    its lost change is counted."""
    made, deaths, teams = 0, 0, set()
    for i in range(300):
        g = rigged(f"pit{i}", ["pithag", "oracle", "sage", "dreamer", "savant", "klutz",
                               "mutant", "nodashii"])
        g.phase = ("night", 2)
        before = [x.char for x in g.seats]
        pithag.night(g, 0)
        e = logged(g, "pithag")[0]
        changed = [k for k in range(8) if g.seats[k].char != before[k]]
        if e["in_play"]:
            assert not changed
            continue
        assert len(changed) == 1 and g.seats[changed[0]].char == e["char"]
        teams.add(SNV.team[e["char"]])
        if SNV.team[e["char"]] == "demon":
            made += 1
            deaths += len(logged(g, "arbitrary_death"))
        else:
            assert not logged(g, "arbitrary_death")
    assert made and deaths and teams == {"townsfolk", "outsider", "minion", "demon"}
    g = rigged("pitd", ["pithag", "oracle", "sage", "dreamer", "nodashii"])
    drunk(g, 0)
    g.phase = ("night", 2)
    for _ in range(30):
        pithag.night(g, 0)
    assert [x.char for x in g.seats] == ["pithag", "oracle", "sage", "dreamer", "nodashii"]
    lost = sum(not e["in_play"] for e in logged(g, "pithag"))
    assert lost and len(g.abnormal) == lost


def test_the_pit_hag_cannot_make_a_character_in_play_without_a_seat() -> None:
    """"choose a player & a character they become (if not-in-play)": a
    character in play without a seat (Lil' Monsta, `Game.unseated`) is in
    play, so choosing it changes nobody (a random-script game made a second
    Lil' Monsta, a world the solver rightly rules out)."""
    g = rigged("pit-unseated", ["pithag", "oracle", "sage", "dreamer", "savant"])
    g.unseated.append("nodashii")
    g.phase = ("night", 2)
    g.rng.random = lambda: 0.0  # type: ignore[method-assign]
    g.rng.choice = lambda xs: "nodashii" if "nodashii" in xs else xs[1]  # type: ignore
    pithag.night(g, 0)
    assert logged(g, "pithag")[0]["in_play"]
    assert [x.char for x in g.seats] == ["pithag", "oracle", "sage", "dreamer", "savant"]

def test_the_evil_twin_pair() -> None:
    """"You & an opposing player know each other. If the good player is
    executed, evil wins. Good can't win if you both live."""
    g = rigged("et", ["eviltwin", "oracle", "sage", "dreamer", "nodashii"])
    eviltwin.setup_seat(g, 0)
    gt = g.marks["good_twin"]
    assert not g.seats[gt].evil
    g.phase = ("night", 1)
    eviltwin.night(g, 0)
    assert g.seats[gt].info == [{"night": 1, "eviltwin": g.name(0)}]
    g.kill(4, "execution")
    g.check_end()
    assert not g.ended  # no Demon, both twins alive: the game goes on
    g.phase = ("day", 2)
    g.execute(gt)
    assert g.ended and "Good Twin" in g.ended


def test_the_mathematician_counts_players_since_dawn() -> None:
    """"how many players' abilities worked abnormally (since dawn)": players,
    not events, from dawn of the day before, leaving out the Mathematician."""
    g = rigged("math", ["mathematician", "oracle", "sage", "dreamer", "nodashii"])
    g.phase = ("night", 1)
    g.malfunction(1, "oracle")
    g.phase = ("day", 1)
    g.malfunction(2, "sage")
    g.malfunction(2, "sage")
    g.malfunction(0, "mathematician")
    g.phase = ("night", 2)
    g.malfunction(3, "dreamer")
    g.malfunction(4, "mathematician")  # another's number at the same step: not counted
    assert mathematician.count(g, 0) == 2


def test_a_sage_with_no_false_pair_to_give_says_nothing() -> None:
    """Under a working Vortox the Sage's pair must be false; with every other
    player a Demon (the Pit-Hag's) there is none, and the Sage learns
    nothing rather than the simulator failing."""
    g = rigged("sagevx", ["sage", "vortox", "fanggu", "nodashii", "vigormortis"])
    g.phase = ("night", 2)
    g.seats[0].marks["killed_by"] = 1
    g.demon_attack(1, 0)
    sage.night(g, 0)
    assert not g.seats[0].info


def test_the_sage_learns_its_killer_among_two() -> None:
    """"If the Demon kills you, you learn that it is 1 of 2 players"; killed
    otherwise, nothing."""
    g = rigged("sage", ["sage", "oracle", "nodashii", "dreamer", "witch"])
    g.phase = ("night", 2)
    g.died_tonight = []
    g.seats[0].marks["killed_by"] = 2
    g.demon_attack(2, 0)
    sage.night(g, 0)
    assert g.name(2) in g.seats[0].info[0]["sage"]
    g = rigged("sage2", ["sage", "oracle", "nodashii", "dreamer", "witch"])
    g.phase = ("night", 2)
    g.kill(0, "pithag")
    sage.night(g, 0)
    assert not g.seats[0].info


def test_a_false_juggler_count_stays_within_five() -> None:
    """Under the Vortox the count is false, but still a count of at most 5
    guesses."""
    g = rigged("jug", ["juggler", "oracle", "vortox", "dreamer", "witch"])
    g.phase = ("night", 2)
    g.seats[0].marks["juggler"] = (1, 5)
    for _ in range(40):
        juggler.night(g, 0)
    told = [e["juggler"] for e in g.seats[0].info]
    assert len(told) == 40 and set(told) <= {0, 1, 2, 3, 4}


def test_madness_may_be_honoured_by_claiming_the_character() -> None:
    """Cerenovus: "they are "mad" they are this character tomorrow, or might be
    executed": a mad good player may claim it (with made-up reports), or not,
    and then the Storyteller may execute them."""
    claims, executed = set(), 0
    for i in range(60):
        g = rigged(f"mad{i}", ["cerenovus", "oracle", "sage", "dreamer", "nodashii"])
        g.marks["cerenovus"] = [(1, "savant", 1, True)]
        g.last = g.phase = ("day", 1)
        cerenovus.at_dawn(g, 0)
        cerenovus.at_end(g, 0)
        honours = g.seats[1].marks["honours"][1]
        claims.add(g.seats[1].claim)
        assert g.seats[1].claim == ("savant" if honours else "oracle")
        if {"day": 1, "executed": g.name(1)} in g.events:
            assert not honours and not g.alive(1)
            executed += 1
    assert claims == {"oracle", "savant"} and executed



def test_a_mad_traveller_is_never_executed_for_it() -> None:
    """Almanac, Execution: "The group decision to kill a player other than a
    Traveller": a Traveller the Cerenovus made mad who breaks the madness is
    not executed (random-script game s10303/5 executed a Scapegoat so)."""
    broke = 0
    for i in range(60):
        g = rigged(f"madtraveller{i}", ["cerenovus", "oracle", "sage", "dreamer", "nodashii"])
        g.seats[1].traveller = True
        g.marks["cerenovus"] = [(1, "savant", 1, True)]
        g.last = g.phase = ("day", 1)
        cerenovus.at_dawn(g, 0)
        broke += not g.seats[1].marks["honours"][1]
        assert not any("executed" in e for e in g.events) and g.alive(1)
    assert broke

def test_a_good_player_lists_the_changes_they_learnt(played: list[Game]) -> None:
    """A player changed (a swap, the Pit-Hag, the Fang Gu's jump) learns their
    new character: one good at the end lists it in the claim."""
    changed = [(g, x) for g in played for x in g.seats if x.changes and not x.evil]
    assert changed
    stale = 0
    for g, x in changed:
        listed = x.claim[1:] if isinstance(x.claim, list) else []
        assert listed == x.changes[:len(listed)]
        if listed != x.changes:  # quiet since the change: the old claim may stand
            assert any(e.get("stale_claim") == x.name for e in g.log)
            stale += 1
    assert stale


def test_a_player_turned_evil_may_lie_about_everything(played: list[Game]) -> None:
    """A player evil at the end (the Snake Charmer's swap, the Fang Gu's jump)
    may have said everything while evil: a good claim with made-up reports."""
    lied = [(g, e) for g in played for e in logged(g, "turned_evil_claims")]
    assert lied
    for g, e in lied:
        seat = next(x for x in g.seats if x.name == e["player"])
        assert seat.evil and seat.claim == e["turned_evil_claims"]
        assert SNV.team[seat.claim] in ("townsfolk", "outsider")
        assert all(seat.claim in i for i in seat.info)


def test_a_working_vortox_sees_an_execution_every_day(played: list[Game]) -> None:
    vortox_games = [g for g in played if any(x.start == "vortox" and x.char == "vortox"
                                             and x.alive and not g.effects for x in g.seats)]
    assert vortox_games
    for g in vortox_games:
        kind, last = g.last_phase
        days = last if kind == "day" else last - 1
        executed = {e["day"] for e in g.events if "executed" in e}
        assert executed == set(range(1, days + 1))


def test_twenty_games_keep_their_true_world(tmp_path: Path) -> None:
    for index in range(20):
        game, _ = play(7, index, (5, 9), (1, 3), "snv")
        path = write_game(game, tmp_path, f"snv-{index}", False)
        c = check_case(path, game.start_characters())
        assert c.kept, (path.read_text(), c.error)


def test_a_told_false_answer_is_recorded_only_when_false() -> None:
    """A drunk player told the truth worked normally; told something false,
    abnormally (what the Mathematician counts)."""
    g = rigged("told", ["oracle", "sage", "dreamer", "witch", "nodashii"])
    g.phase = ("night", 2)
    drunk(g, 0)
    answers = [storyteller.told(g, 0, "oracle", lambda: 0) for _ in range(60)]
    assert sum(a != 0 for a in answers) == len(g.abnormal) > 0


def test_an_outsider_who_cannot_die_is_not_jumped_to() -> None:
    """"If the Fang Gu attacks an Outsider but that Outsider does not die, that
    Outsider does not become an evil Fang Gu": an Innkeeper's guest (who can't
    die tonight) stays themselves, and the Fang Gu lives."""
    from simulator.characters import fanggu
    from simulator.state import CANNOT_DIE

    for i in range(50):
        g = rigged(f"fgk{i}", ["fanggu", "mutant", "witch", "sage", "dreamer"])
        g.phase = ("night", 2)
        g.add_effect(Effect(CANNOT_DIE, 1, None, "test"))
        fanggu.night(g, 0)
        if [e for e in g.log if e.get("demon") == g.name(0) and e.get("attacks") == g.name(1)]:
            assert g.seats[1].char == "mutant" and g.alive(0) and g.alive(1)
            return
    pytest.fail("the Fang Gu never attacked the Mutant")


def test_under_the_vortox_the_savant_hears_two_falsehoods(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each of the Savant's two things is information, and the Vortox makes
    Townsfolk information false: both statements are false (the solver's
    reading too); drunk, two true or two false."""
    from simulator.characters import savant

    monkeypatch.setattr(savant, "statement", lambda g, value=None: (str(value),))
    monkeypatch.setattr(savant, "VISIT", 1.0)
    g = rigged("sv", ["savant", "vortox", "witch", "sage", "dreamer"])
    g.phase = ("day", 1)
    for _ in range(20):
        savant.day(g, 0)
    assert {tuple(e["savant"]) for e in g.seats[0].info} == {("False", "False")}
    drunk(g, 1)
    drunk(g, 0)
    g.seats[0].info = []
    for _ in range(30):
        savant.day(g, 0)
    assert ("True", "True") in {tuple(e["savant"]) for e in g.seats[0].info}
