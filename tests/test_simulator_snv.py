"""The Sects & Violets simulator: legal setups, the script's mechanics showing up
as the right public events and claims, and the solver keeping the true world."""

from __future__ import annotations

import random
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from botc.simulate import check_case, play, write_game  # noqa: E402
from simulator import snv_chars as ch  # noqa: E402
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


def bluffed(g: SnvGame, name: str) -> bool:
    """The player turned evil and lied about their whole game (allowed: a
    player evil at the end may have said everything while evil)."""
    return any(e["player"] == name for e in logged(g, "turned_evil_claims"))


def drunk_holders(seed: str, players: int, games: int,
                  holds: Callable[[str], bool]) -> Iterator[tuple[SnvGame, int]]:
    """Fresh games on night 2, each with the first seat whose character `holds`
    made drunk for good (as by the Sweetheart): for the abilities that fail."""
    for i in range(games):
        g = SnvGame(random.Random(f"{seed}:{i}"), players, "snv")
        seats = [k for k, x in enumerate(g.seats) if holds(x.char)]
        if seats:
            g.static_droison[seats[0]] = "sweetheart"
            g.phase = ("night", 2)
            yield g, seats[0]


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
        if demon == "vigormortis" and want["outsider"]:  # with none to remove, no change
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
        became = next(b for b in logged(g, "becomes") if b["player"] == seat.name
                      and b["becomes"] == "fanggu" and b.get("night") == e["night"])
        assert seat.evil and SNV.team[became["was"]] == "outsider"
        assert {"night": e["night"], "died": seat.name} not in g.events
        attacker = next(a["demon"] for a in logged(g, "attacks")
                        if a["night"] == e["night"] and a["attacks"] == seat.name)
        old = next(x for x in g.seats if x.name == attacker)
        assert old.death == ("night", e["night"])
        # The jumped Outsider learns they are the Fang Gu: a case lists one change a
        # night, the character at dawn, so the jump must be the one listed.
        if bluffed(g, seat.name):
            assert not isinstance(seat.claim, list)
            continue
        assert isinstance(seat.claim, list)
        assert any(c["night"] == e["night"] for c in seat.claim[1:])


def test_a_false_juggler_count_stays_within_five() -> None:
    """Under the Vortox the count is false, but still a count of at most 5
    guesses (a count of 6 or 7 is not a well-formed report)."""
    for i in range(200):
        g = SnvGame(random.Random(f"vx:{i}"), 9, "snv")
        if not g.vortox_on():
            continue
        s = next(k for k, x in enumerate(g.seats) if not x.evil)
        g.phase = ("night", 2)
        g.juggled[s] = (1, 5)
        for _ in range(40):
            ch.juggler(g, s)
        told = [e["juggler"] for e in g.seats[s].info]
        assert len(told) == 40 and set(told) <= {0, 1, 2, 3, 4}
        return
    pytest.fail("no Vortox drawn")


def test_snake_charmer_swap_records_the_change(played: list[SnvGame]) -> None:
    swaps = [(g, e) for g in played for e in logged(g, "snake_swap")]
    assert swaps
    for g, e in swaps:
        sc = next(x for x in g.seats if x.name == e["snake_swap"])
        old = next(x for x in g.seats if x.name == e["demon"])
        assert sc.evil and not old.evil
        assert bluffed(g, sc.name) or (isinstance(sc.claim, list)
                                       and {"night": e["night"], "is": e["char"]} in sc.claim)
        # Good at the end, the old Demon tells its whole history: the Demon it was.
        first = old.claim[0] if isinstance(old.claim, list) else old.claim
        assert first == old.start
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


def seeded(index: int) -> SnvGame:
    """Game `index` of a fixed small series (5 to 8 players, 2 to 4 nights)."""
    rng = random.Random(f"pick:{index}")
    g, _ = new_game(rng, rng.randint(5, 8), rng.randint(2, 4), True, "snv")
    assert isinstance(g, SnvGame)
    return g


def kept(g: SnvGame, tmp_path: Path, stem: str) -> None:
    path = write_game(g, tmp_path, stem, False)
    c = check_case(path, g.start_characters())
    assert c.kept, (path.read_text(), c.error)


def seat_of(g: SnvGame, name: str) -> int:
    return next(i for i, x in enumerate(g.seats) if x.name == name)


def later_alignment_change(g: SnvGame, name: str, night: int) -> bool:
    return any(e.get("night", 0) > night and name in (e.get("snake_swap"), e.get("demon"))
               for e in logged(g, "snake_swap")) or any(
        e.get("fanggu_jump") == name for e in logged(g, "fanggu_jump"))


def test_barber_swap_keeps_alignments_and_records_claims(played: list[SnvGame]) -> None:
    swaps = [(g, e) for g in played for e in logged(g, "barber_swap")]
    assert swaps
    assert any(any(e["evil"]) for _, e in swaps)  # evil players are swapped too
    assert any(SNV.team[c] == "demon" for _, e in swaps for c in e["chars"])
    for g, e in swaps:
        n = e["night"]
        demon = next(d["barber_demon"] for d in logged(g, "barber_demon") if d["night"] == n)
        for name, char, evil in zip(e["barber_swap"], e["chars"], e["evil"], strict=True):
            if SNV.team[char] == "demon":  # never another Demon than the chooser
                assert name == demon
            seat = g.seats[seat_of(g, name)]
            if not later_alignment_change(g, name, n):
                assert seat.evil == evil
        a, b = (g.seats[seat_of(g, x)] for x in e["barber_swap"])
        for seat, char in ((a, e["chars"][1]), (b, e["chars"][0])):
            changes = [c for c in seat.claim[1:] if c["night"] == n]
            assert len(changes) == 1  # one change a night is listed
            if not any(x.get("night") == n and seat.name in (x.get("player"), x.get("snake_swap"))
                       for x in g.log if "becomes" in x or "snake_swap" in x):
                assert changes[0]["is"] == char


def test_barber_demon_swaps_itself_with_a_good_player(tmp_path: Path) -> None:
    """The No Dashii swaps itself with the good Flowergirl after the Barber's
    night death: she is a good No Dashii who attacks the next night, the old
    Demon an evil Flowergirl; the true world is kept."""
    g = seeded(155)
    e = logged(g, "barber_swap")[0]
    assert e["chars"] == ["flowergirl", "nodashii"] and e["evil"] == [False, True]
    mona, iris = (g.seats[seat_of(g, x)] for x in e["barber_swap"])
    assert (mona.char, mona.evil, iris.char, iris.evil) == ("nodashii", False, "flowergirl", True)
    assert {"night": e["night"], "is": "nodashii"} in mona.claim
    assert {"night": 3, "demon": mona.name, "attacks": "Leo"} in g.log
    kept(g, tmp_path, "barber-self")


def test_philosopher_chooses_any_good_character(played: list[SnvGame]) -> None:
    chosen = [(g, e) for g in played for e in logged(g, "philosopher") if e["works"]]
    assert {e["chooses"] for _, e in chosen} >= {"juggler", "savant", "sweetheart", "barber"}
    for g, e in chosen:
        seat = g.seats[seat_of(g, e["philosopher"])]
        c = e["chooses"]
        assert SNV.team[c] in ("townsfolk", "outsider") and c != "philosopher"
        for info in seat.info:  # the gained ability reports only from the choice on
            if c in info:
                assert info.get("night", info.get("day")) >= e["night"]


def test_philosopher_gains_the_juggler(tmp_path: Path) -> None:
    """The Philosopher who chose the Juggler on night 1 guesses on day 1 and
    learns the count on night 2, under the Juggler's key; the true world is kept."""
    g = seeded(121)
    bruno = g.seats[seat_of(g, "Bruno")]
    assert {"night": 1, "philosopher": "Bruno", "chooses": "juggler", "works": True} in g.log
    guesses = next(i["juggler"] for i in bruno.info if i.get("day") == 1)
    right = sum(g.seats[seat_of(g, p)].start == c for p, c in guesses.items())
    assert {"night": 2, "juggler": right} in bruno.info
    kept(g, tmp_path, "philosopher-juggler")


def test_pit_hag_demon_brings_arbitrary_deaths(played: list[SnvGame]) -> None:
    made = {(id(g), e["night"]) for g in played for e in logged(g, "pithag")
            if e["works"] and not e["in_play"] and SNV.team[e["char"]] == "demon"}
    assert made
    deaths = [(g, e) for g in played for e in logged(g, "arbitrary_death")]
    assert deaths
    for g, e in deaths:
        assert (id(g), e["night"]) in made
        assert {"night": e["night"], "died": e["arbitrary_death"]} in g.events


def test_pit_hag_makes_a_good_no_dashii(tmp_path: Path) -> None:
    """The Pit-Hag turns the good Barber into a No Dashii (not in play): she
    stays good and lists the change; the Storyteller kills Iris; the true world
    is kept."""
    g = seeded(98)
    gina = g.seats[seat_of(g, "Gina")]
    assert not gina.evil and gina.claim == ["barber", {"night": 2, "is": "nodashii"}]
    assert {"night": 2, "arbitrary_death": "Iris"} in g.log
    assert {"night": 2, "died": "Iris"} in g.events
    kept(g, tmp_path, "pithag-demon")



def test_a_droisoned_pit_hag_s_lost_change_is_counted() -> None:
    """A drunk or poisoned Pit-Hag changes nobody; when the change would have
    happened (the character not in play), the Mathematician counts it."""
    for g, s in drunk_holders("ph", 9, 200, lambda c: c == "pithag"):
        before = [x.char for x in g.seats]
        for _ in range(30):
            ch.pithag(g, s)
        choices = logged(g, "pithag")
        assert choices and not any(e["works"] for e in choices)
        assert [x.char for x in g.seats] == before
        lost = sum(not e["in_play"] for e in choices)
        assert lost and len(logged(g, "abnormal")) == lost
        return
    pytest.fail("no Pit-Hag drawn")


def test_a_mathematician_does_not_count_another_mathematician_s_number() -> None:
    """Two players with the Mathematician's ability learn their numbers at the
    same step: one's false number is not among what the other counts (what
    worked abnormally before the count is given), as the solver reads it."""
    g = SnvGame(random.Random("math"), 9, "snv")
    g.phase = ("night", 1)
    g.mark_abnormal(1, "mathematician")
    assert g.abnormal_count(0) == 0
    g.mark_abnormal(2, "oracle")
    assert g.abnormal_count(0) == 1


def test_a_droisoned_demon_kills_nobody() -> None:
    """A drunk or poisoned Demon's chosen player lives (a Fang Gu does not jump);
    a Mathematician counts the kill that failed."""
    def demon(c: str) -> bool:
        return SNV.team[c] == "demon" and c != "vigormortis"

    for g, d in drunk_holders("dd", 9, 200, demon):
        ch.demon(g, d)
        attack = logged(g, "attacks")
        if not attack or attack[0]["attacks"] == g.seats[d].name:
            continue
        target = seat_of(g, attack[0]["attacks"])
        assert g.seats[target].alive and g.seats[d].alive
        assert not logged(g, "fanggu_jump")
        assert logged(g, "abnormal") == [{"night": 2, "abnormal": g.seats[d].name,
                                          "ability": g.seats[d].char}]
        return
    pytest.fail("no Demon attack drawn")


def test_a_game_with_a_drunk_fang_gu_keeps_its_true_world(tmp_path: Path) -> None:
    """S&V seed 2, game 2636: the Fang Gu, drunk for the rest of the game (the
    Sweetheart's death), attacks on night 4 and nobody dies; the true world is
    kept."""
    g, _ = play(2, 2636, (5, 15), (1, 4), "snv")
    assert {"night": 4, "abnormal": "Alice", "ability": "fanggu"} in g.log
    kept(g, tmp_path, "drunk-fanggu")


def test_a_droisoned_snake_charmer_choosing_the_demon_is_counted() -> None:
    """A drunk or poisoned Snake Charmer who chooses the Demon swaps nothing; a
    Mathematician counts it."""
    for g, s in drunk_holders("sc", 7, 300, lambda c: c == "snakecharmer"):
        ch.snakecharmer(g, s)
        chose = seat_of(g, logged(g, "chooses")[0]["chooses"])
        if SNV.team[g.seats[chose].char] != "demon":
            continue
        assert g.seats[s].char == "snakecharmer" and not logged(g, "snake_swap")
        assert logged(g, "abnormal") == [{"night": 2, "abnormal": g.seats[s].name,
                                          "ability": "snakecharmer"}]
        return
    pytest.fail("no droisoned Snake Charmer chose the Demon")


def test_a_swapped_demon_waits_for_the_next_night(played: list[SnvGame]) -> None:
    """The old Demon becomes the Snake Charmer at the Snake Charmer's step: it
    chooses from the next night on, not again tonight."""
    swaps = [(g, e) for g in played for e in logged(g, "snake_swap")]
    assert swaps
    for g, e in swaps:
        assert not [x for x in logged(g, "snakecharmer")
                    if x["snakecharmer"] == e["demon"] and x["night"] == e["night"]]


@pytest.mark.parametrize(("seed", "index", "ability"), [
    (18, 14525, "eviltwin"), (19, 5148, "klutz"), (19, 3048, "witch")])
def test_a_counted_failure_keeps_the_true_world(seed: int, index: int, ability: str,
                                                tmp_path: Path) -> None:
    """Games where a drunk or poisoned Evil Twin (the Good Twin executed), Klutz
    (choosing an evil player) or Witch (the cursed player nominating) failed,
    with a Mathematician in play: the failure is counted and the true world
    kept."""
    g, _ = play(seed, index, (5, 15), (1, 4), "snv")
    assert g.math_in_play and [e for e in logged(g, "abnormal") if e["ability"] == ability]
    kept(g, tmp_path, ability)


def test_a_sage_with_no_false_pair_to_give_says_nothing() -> None:
    """With every other player but one a Demon (the Pit-Hag's), no pair of
    non-Demons exists for false Sage information: the case leaves the Sage's
    information out rather than the simulator failing."""
    g = SnvGame(random.Random("sage"), 5, "snv")
    g.seats[0].char = "sage"
    for x in g.seats[1:4]:
        x.char = "vortox"
    g.phase = ("night", 2)
    g.demon_killed_tonight = {0}
    before = list(g.seats[0].info)
    ch.sage(g, 0)
    assert g.seats[0].info == before


def test_a_droisoned_philosopher_is_woken_for_the_chosen_ability(
        played: list[SnvGame], tmp_path: Path) -> None:
    """A Philosopher drunk or poisoned when choosing gains nothing but thinks they
    have the ability: woken for it, they report what the Storyteller told them
    (anything); the solver keeps the true world."""
    failed = [(g, e) for g in played for e in logged(g, "philosopher") if not e["works"]]
    reporting = [(g, e) for g, e in failed
                 if any(e["chooses"] in i for i in g.seats[seat_of(g, e["philosopher"])].info)]
    assert reporting
    for k, (g, _) in enumerate(reporting[:3]):
        kept(g, tmp_path, f"philosopher-failed-{k}")
