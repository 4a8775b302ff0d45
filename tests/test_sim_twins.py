"""Simulator twins of characters that had none (simulator/characters): each
behaviour drawn from its ability text."""

from __future__ import annotations

import random

from simulator import storyteller as st
from simulator.characters import alsaahir, knight, module, puzzlemaster, steward
from simulator.game import custom_script, load_script
from simulator.loop import Game
from simulator.state import DRUNK, POISONED, Effect

TB = load_script("tb").chars
CHARS = (*TB, "vortox", "knight", "steward", "princess", "poppygrower", "mathematician",
         "alsaahir", "golem", "leviathan", "kazali", "acrobat",
         "puzzlemaster", "atheist")


def rigged(seed: str, row: list[str], chars: tuple[str, ...] = CHARS) -> Game:
    sc = custom_script(chars)
    g = Game(random.Random(seed), len(row), sc)
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = sc.team[c] in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    g.phase = ("night", 1)
    return g


ROW = ["knight", "steward", "vortox", "poisoner", "chef", "empath", "monk"]


def answers(g: Game, s: int, char: str) -> list:
    g.seats[s].info = []
    for _ in range(40):
        module(char).night(g, s)
    return [e[char] for e in g.seats[s].info]


def chars_of(g: Game, names: list[str]) -> list[str]:
    return [next(x.char for x in g.seats if x.name == n) for n in names]


def test_the_steward_learns_a_good_player_and_the_knight_two_not_the_demon() -> None:
    """Steward: "You start knowing 1 good player." Knight: "You start knowing 2
    players that are not the Demon." With the Vortox drunk both are true; with
    it working both are false (an evil player; one of two is the Demon)."""
    g = rigged("kn", ROW)
    g.add_effect(Effect(DRUNK, 2, None, "test"))
    assert all(chars_of(g, [p])[0] not in ("vortox", "poisoner")
               for p in answers(g, 1, "steward"))
    for pair in answers(g, 0, "knight"):
        assert len(set(pair)) == 2 and "vortox" not in chars_of(g, pair)
    g.effects = []
    assert all(chars_of(g, [p])[0] in ("vortox", "poisoner") for p in answers(g, 1, "steward"))
    assert all("vortox" in chars_of(g, pair) for pair in answers(g, 0, "knight"))
    assert steward.anything(g, 1) in [x.name for x in g.seats]
    assert len(knight.anything(g, 0)) == 2


def princess_day(seed: str, nominee: int) -> Game:
    """Day 1: the Princess (seat 0) nominates `nominee`, who is executed."""
    g = rigged(seed, ["princess", "imp", "chef", "empath", "monk", "poisoner", "mathematician"])
    g.phase = ("day", 1)
    g.event(nominated=g.name(nominee), by=g.name(0), votes=5, voters=[])
    g.execution(nominee)
    g.call("princess", "at_dusk", 0)
    g.phase = ("night", 2)
    return g


def test_the_princess_stops_the_demons_kill_after_her_nominee_is_executed() -> None:
    """Princess: "On your 1st day, if you nominated & executed a player, the
    Demon doesn't kill tonight." Drunk, she does not, and a Mathematician
    counts her ability as having failed."""
    g = princess_day("pr", 2)
    assert not g.demon_attack(1, 3) and g.alive(3)
    g.phase = ("night", 3)
    assert g.demon_attack(1, 3)  # only the night after her first day
    g = princess_day("pr-drunk", 2)
    g.add_effect(Effect(DRUNK, 0, None, "test"))
    assert g.demon_attack(1, 3) and (3, 0, "princess") in g.abnormal
    g = rigged("pr-none", ["princess", "imp", "chef", "empath", "monk", "poisoner"])
    g.phase = ("day", 1)
    g.event(nominated=g.name(2), by=g.name(4), votes=5, voters=[])  # not hers
    g.execution(2)
    g.call("princess", "at_dusk", 0)
    g.phase = ("night", 2)
    assert g.demon_attack(1, 3)


def butcher_day(seed: str, first_by: int) -> Game:
    """Day 1: seat `first_by` nominates seat 2, executed; then a Butcher (seat 6)
    nominates seat 4, executed too. The Princess sits at seat 0."""
    g = rigged(seed, ["princess", "imp", "chef", "empath", "monk", "poisoner", "mathematician"])
    g.phase = ("day", 1)
    g.event(nominated=g.name(2), by=g.name(first_by), votes=5, voters=[])
    g.execution(2)
    g.event(nominated=g.name(4), by=g.name(6), votes=5, voters=[], butcher=True)
    g.execution(4)
    g.call("princess", "at_dusk", 0)
    g.phase = ("night", 2)
    return g


def test_the_princess_s_nominee_executed_before_a_butcher_s_second_execution() -> None:
    """"If you nominated & executed a player": her nominee executed first, then
    a Butcher's second execution of another player that day, still means the
    Demon doesn't kill on night 2 (the simulator read only the day's last
    execution; random-script game s9801/39 lost its world)."""
    g = butcher_day("pr-butcher", 0)
    assert not g.demon_attack(1, 3) and g.alive(3)
    assert butcher_day("pr-butcher-theirs", 5).demon_attack(1, 3)


def test_a_scapegoat_executed_for_the_princess_s_nominee_may_count_or_not() -> None:
    """The Scapegoat "might be executed instead" of her nominee: whether she
    "nominated & executed a player" the texts do not settle, so the Storyteller
    draws both (the solver allows both)."""
    seen = set()
    for i in range(40):
        g = rigged(f"pr-goat:{i}", ["princess", "imp", "chef", "empath", "monk", "poisoner",
                                    "mathematician"])
        g.phase = ("day", 1)
        g.event(nominated=g.name(2), by=g.name(0), votes=5, voters=[])
        g.event(executed=g.name(6), instead_of=g.name(2))
        g.call("princess", "at_dusk", 0)
        g.phase = ("night", 2)
        seen.add(g.demon_attack(1, 3))
    assert seen == {True, False}


def test_the_poppy_grower_never_wakes() -> None:
    g = rigged("poppy", ["poppygrower", "imp", "chef", "empath", "monk"])
    g.play_night(1)
    assert 0 not in g.woke_tonight and {2, 3} <= g.woke_tonight


def test_the_alsaahirs_right_guess_wins_and_a_drunk_ones_is_a_malfunction(monkeypatch) -> None:
    """Alsaahir: "Each day, if you publicly guess which players are Minion(s)
    and which are Demon(s), good wins." The guess is public; a wrong one
    changes nothing."""
    monkeypatch.setattr(alsaahir, "GUESS", 1.0)
    monkeypatch.setattr(alsaahir, "RIGHT", 1.0)
    g = rigged("al", ["alsaahir", "imp", "chef", "poisoner", "monk"])
    g.phase = ("day", 1)
    alsaahir.day(g, 0)
    assert g.events[-1] == {"day": 1, "alsaahir": g.name(0), "minions": [g.name(3)],
                            "demons": [g.name(1)]}
    assert g.ended and "Alsaahir" in g.ended
    g = rigged("al-drunk", ["alsaahir", "imp", "chef", "poisoner", "monk"])
    g.phase = ("day", 1)
    g.add_effect(Effect(DRUNK, 0, None, "test"))
    alsaahir.day(g, 0)
    assert not g.ended and g.abnormal == [(2, 0, "alsaahir")]
    monkeypatch.setattr(alsaahir, "RIGHT", 0.0)
    for i in range(20):
        g = rigged(f"al-wrong:{i}", ["alsaahir", "imp", "chef", "poisoner", "monk"])
        g.phase = ("day", 1)
        alsaahir.day(g, 0)
        e = g.events[-1]
        right = e["minions"] == [g.name(3)] and e["demons"] == [g.name(1)]
        assert bool(g.ended) == right


def test_the_golem_nominates_once_and_its_nominee_dies_unless_the_demon() -> None:
    """Golem: "You may only nominate once per game. When you do, if the nominee
    is not the Demon, they die." The death follows the nomination's record."""
    g = rigged("golem", ["golem", "imp", "chef", "poisoner", "monk"])
    g.phase = ("day", 1)
    assert g.may_nominate(0)
    g.nominate(2, 0)
    assert not g.alive(2) and not g.may_nominate(0)
    kinds = [("nominated" in e, e.get("died")) for e in g.events]
    assert kinds == [(True, None), (False, g.name(2))]
    assert g.events[-1]["after_nominated_by"] == g.name(0)
    g = rigged("golem-demon", ["golem", "imp", "chef", "poisoner", "monk"])
    g.phase = ("day", 1)
    g.nominate(1, 0)
    assert g.alive(1) and not g.may_nominate(0)
    g = rigged("golem-drunk", ["golem", "imp", "chef", "poisoner", "monk"])
    g.phase = ("day", 1)
    g.add_effect(Effect(DRUNK, 0, None, "test"))
    g.nominate(2, 0)
    assert g.alive(2) and not g.may_nominate(0)


def test_the_leviathan_wins_on_a_second_good_execution_and_after_day_5() -> None:
    """Leviathan: "If more than 1 good player is executed, evil wins ... After
    day 5, evil wins." It never wakes and kills nobody (it wakes to pick a
    player only with a jinxed Banshee, Farmer, Ravenkeeper or Sage on the
    script: tests/test_sim_demon_pick.py)."""
    plain = tuple(c for c in CHARS if c != "ravenkeeper")
    g = rigged("lev", ["leviathan", "chef", "monk", "poisoner", "empath", "butler"], plain)
    g.play_night(2)
    assert 0 not in g.woke_tonight and all(x.alive for x in g.seats)
    g.phase = ("day", 2)
    g.execution(3)  # evil: does not count
    g.execution(1)
    assert not g.ended
    g.call("leviathan", "at_dusk", 0)
    assert not g.ended
    g.execution(2)
    assert g.ended and "Leviathan" in g.ended
    g = rigged("lev5", ["leviathan", "chef", "monk", "poisoner", "empath", "butler"])
    g.phase = ("day", 5)
    g.call("leviathan", "at_dusk", 0)
    assert g.ended


def test_the_kazali_frees_the_outsider_count_and_kills_each_night_after_the_first() -> None:
    """Kazali: "Each night*, choose a player: they die. [You choose which
    players are which Minions. -? to +? Outsiders]"."""
    sc = custom_script(("kazali", "poisoner", "spy", *(c for c in TB if load_script("tb").team[c]
                                                       in ("townsfolk", "outsider"))))
    counts = set()
    for i in range(40):
        g = Game(random.Random(f"kaz:{i}"), 9, sc)
        start = [x.start for x in g.seats]
        assert "kazali" in start and sum(sc.team[c] == "minion" for c in start) == 1
        counts.add(sum(sc.team[c] == "outsider" for c in start))
    assert len(counts) >= 3
    g = rigged("kaz", ["kazali", "chef", "monk", "poisoner", "empath", "butler"])
    g.play_night(1)
    assert 0 in g.woke_tonight and all(x.alive for x in g.seats)
    g.phase = ("day", 1)
    g.play_night(2)
    assert [e for e in g.log if e.get("demon") == g.name(0)]


def test_the_acrobat_dies_if_its_choice_is_or_becomes_drunk_or_poisoned(monkeypatch) -> None:
    """Acrobat: "Each night*, choose a player: if they are or become drunk or
    poisoned tonight, you die." """
    from simulator import storyteller

    def acrobat_on(seed: str, target: int) -> Game:
        g = rigged(seed, ["acrobat", "imp", "drunk", "poisoner", "empath", "monk"])
        g.seats[2].believed = "chef"
        g.phase = ("night", 2)
        monkeypatch.setattr(storyteller, "pick", lambda g, ex=None, bias=0.9: target)
        g.call("acrobat", "night", 0)
        return g

    assert acrobat_on("ac-ok", 4).alive(0)
    assert not acrobat_on("ac-drunk", 2).alive(0)  # the Drunk is drunk by nature
    g = acrobat_on("ac-later", 4)
    g.add_effect(Effect(POISONED, 4, 3, "poisoner"))
    assert g.alive(0)
    g.before_step("dawn")
    assert not g.alive(0)
    g = acrobat_on("ac-sober", 4)
    g.add_effect(Effect(DRUNK, 0, None, "test"))
    g.add_effect(Effect(POISONED, 4, 3, "poisoner"))
    g.before_step("dawn")
    assert g.alive(0)  # a drunk Acrobat does not die


def test_the_puzzlemasters_drunk_player_and_guess(monkeypatch) -> None:
    """Puzzlemaster: "1 player is drunk, even if you die. If you guess (once) who
    it is, learn the Demon player, but guess wrong & get false info." """
    g = rigged("pm", ["puzzlemaster", "imp", "chef", "poisoner", "empath", "monk"])
    puzzlemaster.setup_seat(g, 0)
    t = g.seats[0].marks["puzzlemaster_drunk"]
    assert t != 0 and g.droisoned(t)
    g.kill(0, "execution")
    assert g.droisoned(t)  # even if the Puzzlemaster dies
    monkeypatch.setattr(puzzlemaster, "GUESS", 1.0)
    for right, shown in ((1.0, {"imp"}), (0.0, {"chef", "poisoner", "empath", "monk",
                                                "puzzlemaster"})):
        monkeypatch.setattr(puzzlemaster, "RIGHT", right)
        seen = set()
        for i in range(15):
            g = rigged(f"pm:{i}", ["puzzlemaster", "imp", "chef", "poisoner", "empath", "monk"])
            puzzlemaster.setup_seat(g, 0)
            g.phase = ("day", 1)
            puzzlemaster.day(g, 0)
            guess, who = g.seats[0].info[-1]["puzzlemaster"]
            assert (guess == g.name(g.seats[0].marks["puzzlemaster_drunk"])) == bool(right)
            seen.add(next(x.char for x in g.seats if x.name == who))
            puzzlemaster.day(g, 0)
            assert len(g.seats[0].info) == 1  # once per game
        assert seen <= shown


def test_the_puzzlemasters_guess_told_anything_is_still_two_players(monkeypatch) -> None:
    """A Fabled that lets the Storyteller say anything (the Fibbin) gives the
    Puzzlemaster any player shown, for the guess it made: `[GUESS, SHOWN]`, two
    names (a random-script game wrote `[GUESS, [A, B]]`, which no case reads)."""
    monkeypatch.setattr(puzzlemaster, "GUESS", 1.0)
    monkeypatch.setattr(st, "freed", lambda g, s, ability: True)
    for i in range(10):
        g = rigged(f"pmf:{i}", ["puzzlemaster", "imp", "chef", "poisoner", "empath", "monk"])
        puzzlemaster.setup_seat(g, 0)
        g.phase = ("day", 1)
        puzzlemaster.day(g, 0)
        guess, who = g.seats[0].info[-1]["puzzlemaster"]
        names = {x.name for x in g.seats}
        assert guess == g.name(g.seats[0].marks["puzzlemaster_guess"]) and who in names


def test_the_atheists_game_has_no_evil_and_goes_on_without_a_demon() -> None:
    """Atheist: "The Storyteller can break the game rules, and if executed, good
    wins, even if you are dead. [No evil characters]"."""
    sc = custom_script((*TB, "atheist"))
    played = 0
    for i in range(30):
        g = Game(random.Random(f"ath:{i}"), 8, sc)
        if "atheist" not in [x.start for x in g.seats]:
            continue
        played += 1
        assert not any(x.evil or sc.team[x.start] in ("minion", "demon") for x in g.seats)
        g.play(3)
        assert g.cut is None or "Atheist" in g.cut or "two players" in g.cut
    assert played
    g = rigged("ath-x", ["atheist", "investigator", "chef", "empath", "monk"])
    g.play_night(1)
    assert [e for e in g.seats[1].info if "investigator" in e]  # no Minion: anything
    g.phase = ("day", 1)
    g.execution(0)
    assert g.ended and "Atheist" in g.ended


def test_a_hermit_removing_itself_brings_in_no_token_with_setup_hooks(monkeypatch) -> None:
    """Hermit "[-0 or -1 Outsider]", the Hermit removing itself: the Townsfolk
    put in its place has no setup of its own, which would come too late (a
    random-script game brought in the Atheist beside evil tokens)."""
    from simulator.characters import hermit

    monkeypatch.setattr(hermit, "choice", lambda g: "-1 self")
    sc = custom_script((*TB, "hermit", "atheist", "balloonist", "villageidiot"))
    bag = ["hermit", "imp", "poisoner", "chef", "empath"]
    put = set()
    for i in range(60):
        g = Game(random.Random(f"hermit-self:{i}"), 5, sc)
        mine = list(bag)
        hermit.setup_bag(g, mine)
        put.add(mine[0])
    assert put and not put & {"atheist", "balloonist", "villageidiot"}
    assert len(put) > 3


def test_a_gained_atheist_ability_breaks_the_rules_while_its_holder_has_it(monkeypatch) -> None:
    """The Atheist's ability gained by a Philosopher ("gain that ability"): the
    Storyteller may kill at night and make up information while its holder is
    alive and it works; a dead or poisoned holder's ability does not work."""
    from simulator.characters import atheist

    monkeypatch.setattr(st, "chance", lambda g, p: True)

    def night(seed: str, poisoned: bool = False, dead: bool = False) -> tuple[Game, int]:
        g = rigged(seed, ["philosopher", "imp", "poisoner", "chef", "empath", "monk"],
                   (*CHARS, "philosopher"))
        g.phase = ("night", 2)
        g.seats[0].gained = ["atheist"]
        if poisoned:
            g.add_effect(Effect(POISONED, 0, 2, "poisoner"))
        if dead:
            g.seats[0].alive = False
        living = len(g.alive_seats())
        for char in [*g.night_order(2), "dawn"]:
            atheist.before_step(g, 0, char)
        return g, living - len(g.alive_seats())

    g, killed = night("ath-gained")
    assert atheist.breaks_rules(g, 0) and killed == 1
    g, killed = night("ath-poisoned", poisoned=True)
    assert not atheist.breaks_rules(g, 0) and killed == 0
    g, killed = night("ath-dead", dead=True)
    assert not atheist.breaks_rules(g, 0) and killed == 0


def test_a_granted_evil_twin_ability_has_its_own_pair() -> None:
    """An Alchemist with the Evil Twin's ability: "You & an opposing player know
    each other. If the good player is executed, evil wins. Good can't win if
    you both live." The Storyteller pairs the (good) holder with an evil player;
    executing the holder while the ability works ends the game; executing its
    evil twin does not; a poisoned holder's execution is the ability failing."""
    from simulator.characters import eviltwin

    def paired(seed: str) -> Game:
        g = rigged(seed, ["alchemist", "imp", "poisoner", "chef", "empath", "monk"],
                   (*CHARS, "alchemist", "eviltwin"))
        g.seats[0].gained = ["eviltwin"]
        eviltwin.night(g, 0)
        return g

    g = paired("et-own")
    twin = g.seats[0].marks["own_twin"]
    assert g.seats[twin].evil
    assert eviltwin.blocks_good_win(g, 0)
    eviltwin.on_any_execution(g, 0, twin)
    assert not g.ended
    eviltwin.on_any_execution(g, 0, 0)
    assert g.ended and "evil wins" in g.ended
    g = paired("et-poisoned")
    g.add_effect(Effect(POISONED, 0, 2, "poisoner"))
    eviltwin.on_any_execution(g, 0, 0)
    assert not g.ended and not eviltwin.blocks_good_win(g, 0)
