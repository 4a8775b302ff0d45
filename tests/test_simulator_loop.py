"""The script-agnostic simulator loop (simulator/loop.py) and the Trouble
Brewing character modules it plays (simulator/characters): nights in the
official order, setup changes, registration drawn at each detection, and the
Storyteller's freedoms the almanac allows."""

from __future__ import annotations

import csv
import random
from collections import Counter
from pathlib import Path

from simulator import loop, storyteller
from simulator.characters import HOOKS, missing, module
from simulator.game import load_script, order_of
from simulator.loop import Game
from simulator.state import POISONED, Effect

ROOT = Path(__file__).resolve().parents[1]
TB = load_script("tb")


def rigged(seed: str, row: list[str], evil: set[str] | None = None) -> Game:
    """A game whose seats hold `row` in order (a fresh setup, then overwritten)."""
    g = Game(random.Random(seed), len(row), "tb")
    evil = evil if evil is not None else {c for c in row if TB.team[c] in ("minion", "demon")}
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c in evil
        seat.info, seat.marks = [], {}
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    return g


def test_every_tb_character_has_a_module_with_known_hooks() -> None:
    assert not missing(TB.chars)
    for c in TB.chars:
        m = module(c)
        hooks = {n for n in vars(m) if callable(vars(m)[n]) and not n.startswith("_")
                 and vars(m)[n].__module__ == m.__name__}
        assert hooks <= set(HOOKS) | {"truth", "star_pass"}, (c, hooks - set(HOOKS))
        assert m.__doc__ and "Freedoms left out" in m.__doc__, c


def test_a_night_follows_the_official_order(monkeypatch) -> None:
    """Each night's steps come in the order of facts/data/night_order.tsv, each
    character only on nights it has a place on; a Drunk wakes as its Townsfolk."""
    with open(ROOT / "facts" / "data" / "night_order.tsv", newline="", encoding="utf-8") as f:
        pos = {r["id"]: (int(r["first_night"] or 0), int(r["other_night"] or 0))
               for r in csv.DictReader(f, delimiter="\t")}
    row = ["poisoner", "monk", "imp", "drunk", "empath", "fortuneteller", "undertaker",
           "butler", "spy", "washerwoman"]
    g = rigged("order", row)
    g.seats[3].believed = "chef"
    calls: list[tuple[int, str, int]] = []
    real = Game.call

    def spy(self, char, name, *args):
        if name == "night":
            calls.append((self.night, char, args[0]))
        return real(self, char, name, *args)

    monkeypatch.setattr(Game, "call", spy)
    g.play_night(1)
    g.play_day(1)
    g.play_night(2)
    for n in (1, 2):
        steps = [c for k, c, _ in calls if k == n]
        key = [pos[c][0 if n == 1 else 1] for c in steps]
        assert key == sorted(key) and all(k > 0 for k in key)
    assert [c for k, c, _ in calls if k == 1] == [
        "poisoner", "washerwoman", "chef", "empath", "fortuneteller", "butler", "spy"]
    assert (1, "chef", 3) in calls  # the Drunk wakes as the Chef it believes it is
    assert [c for k, c, _ in calls if k == 2][:3] == ["poisoner", "monk", "imp"]


def test_the_barons_setup_change_applies() -> None:
    for i in range(80):
        g = Game(random.Random(f"baron:{i}"), 10, "tb")
        teams = Counter(TB.team[x.start] for x in g.seats)
        extra = 2 if any(x.start == "baron" for x in g.seats) else 0
        assert teams["outsider"] == TB.counts[10]["outsider"] + extra
        assert teams["townsfolk"] == TB.counts[10]["townsfolk"] - extra


def test_a_good_characters_setup_change_redraws(monkeypatch) -> None:
    """A Townsfolk's count change (say +1 Outsider) holds in every bag: the
    good side is drawn again until its counts agree."""
    real = loop.hook

    def changed(char, name):
        if char == "chef" and name == "setup_counts":
            def plus_one(g, counts):
                counts["townsfolk"] -= 1
                counts["outsider"] += 1
            return plus_one
        return real(char, name)

    monkeypatch.setattr(loop, "hook", changed)
    seen = 0
    for i in range(60):
        g = Game(random.Random(f"tf:{i}"), 8, "tb")
        starts = [x.start for x in g.seats]
        teams = Counter(TB.team[c] for c in starts)
        extra = (2 if "baron" in starts else 0) + ("chef" in starts)
        seen += "chef" in starts
        assert teams["outsider"] == TB.counts[8]["outsider"] + extra
    assert seen


def test_registration_is_drawn_at_each_detection() -> None:
    """"Whenever the Recluse's alignment is detected, the Storyteller chooses
    whether the Recluse registers as good or evil": repeated detections in one
    state differ; a poisoned Recluse registers as what it is."""
    g = rigged("reg", ["recluse", "spy", "imp", "chef", "empath"])
    g.phase = ("night", 1)
    assert {storyteller.register_evil(g, 0) for _ in range(40)} == {True, False}
    assert {storyteller.registers_team(g, 0, "demon") for _ in range(40)} == {True, False}
    assert {storyteller.registers_team(g, 1, "townsfolk") for _ in range(40)} == {True, False}
    assert {storyteller.register_evil(g, 1) for _ in range(40)} == {True, False}
    g.add_effect(Effect(POISONED, 0, 1, "spy", until=order_of("day", 1)))
    assert {storyteller.register_evil(g, 0) for _ in range(40)} == {False}
    assert {storyteller.register_char(g, 0) for _ in range(40)} == {"recluse"}


def test_the_poison_lasts_to_dusk_and_ends_with_the_poisoner() -> None:
    """"they are poisoned tonight and tomorrow day"; the poison ends when the
    Poisoner dies."""
    g = rigged("poison", ["poisoner", "chef", "imp", "empath", "monk"])
    g.phase = ("night", 1)
    g.add_effect(Effect(POISONED, 1, 0, "poisoner", until=order_of("day", 1), while_source=True))
    assert g.droisoned(1)
    g.phase = ("day", 1)
    assert g.droisoned(1)
    g.phase = ("night", 2)
    assert not g.droisoned(1)
    g.phase = ("day", 1)
    g.kill(0, "execution")
    assert not g.droisoned(1)


def test_the_mayor_bounces_onto_anyone_a_dead_player_too() -> None:
    """"If the Demon attacks the Mayor, and the Storyteller instead chooses a
    dead player, the Soldier, or a player protected by the Monk, that player
    does not die tonight": the bounce may land on a dead player (nobody
    dies) or on the Demon itself."""
    outcomes = Counter()
    for i in range(300):
        g = rigged(f"mayor:{i}", ["mayor", "imp", "chef", "empath", "soldier", "monk", "saint"])
        g.phase = ("night", 2)
        g.seats[2].alive, g.seats[2].death = False, ("night", 1)
        died = [x for x in range(7) if g.alive(x)]
        g.demon_attack(1, 0)
        dead_now = [x for x in died if not g.alive(x)]
        bounce = next((e["mayor_bounce"] for e in g.log if "mayor_bounce" in e), None)
        outcomes[(bounce, tuple(g.name(x) for x in dead_now))] += 1
    names = rigged("mayor:0", ["mayor", "imp", "chef", "empath", "soldier", "monk", "saint"])
    mayor, imp, dead, soldier = (names.name(i) for i in (0, 1, 2, 4))
    assert (None, (mayor,)) in outcomes  # no bounce
    assert (dead, ()) in outcomes  # onto a dead player: nobody dies
    assert (soldier, ()) in outcomes
    assert (imp, (imp,)) in outcomes  # onto the Demon


def test_which_minion_catches_the_star_pass() -> None:
    """"If five or more players are alive when the Imp kills themself at night,
    the Scarlet Woman must become the new Imp"; otherwise the Storyteller
    chooses any alive Minion, a poisoned Scarlet Woman too."""
    from simulator.characters import imp

    row = ["imp", "scarletwoman", "baron", "chef", "empath", "monk"]
    for i in range(30):
        g = rigged(f"sp:{i}", row)
        g.phase = ("night", 2)
        imp.star_pass(g, 0)
        assert g.seats[1].char == "imp" and g.seats[2].char == "baron"
    caught = set()
    for i in range(60):
        g = rigged(f"sp2:{i}", row)
        g.phase = ("night", 2)
        g.add_effect(Effect(POISONED, 1, None, "poisoner", until=order_of("day", 2)))
        imp.star_pass(g, 0)
        caught |= {j for j in (1, 2) if g.seats[j].char == "imp"}
        assert sum(g.seats[j].char == "imp" for j in (1, 2)) == 1
    assert caught == {1, 2}


def test_the_new_imp_does_not_act_the_same_night() -> None:
    g = rigged("newimp", ["imp", "poisoner", "chef", "empath", "monk", "saint"])
    g.phase = ("night", 2)
    g.become(1, "imp")
    from simulator.characters import imp

    imp.night(g, 1)
    assert all(g.alive(i) for i in range(6))


def test_games_through_the_loop_keep_their_true_world(tmp_path) -> None:
    from botc.simulate import run

    summary = run("tb", (5, 12), (1, 3), 12, 77, tmp_path, check=True)
    assert len(summary.checked) == 12 and all(c.kept for c in summary.checked)


def test_votes_decide_the_execution() -> None:
    """An execution needs the most votes, at least half the living, no tie;
    every recorded nomination carries its votes and voters."""
    from botc.simulate import play

    for i in range(40):
        g, _ = play(5, i, (5, 15), (1, 3))
        by_day: dict[int, list[dict]] = {}
        for e in g.events:
            if "day" in e:
                by_day.setdefault(e["day"], []).append(e)
        for day, events in sorted(by_day.items()):
            noms = [e for e in events if "nominated" in e]
            for e in noms:
                assert e["votes"] == len(e["voters"])
            done = [e for e in events if "executed" in e and "virgin" not in e]
            if done:
                top = max(e["votes"] for e in noms)
                winners = [e["nominated"] for e in noms if e["votes"] == top]
                assert winners == [done[0]["executed"]]
                alive = sum(x.alive_at("night", day) for x in g.seats)
                alive -= sum(bool(e.get("died")) for e in events if "slayer" in e)
                assert top >= -(-alive // 2)


def test_the_butler_votes_only_with_the_master() -> None:
    """"tomorrow, you may only vote if they are voting too"."""
    g = rigged("butler", ["butler", "imp", "chef", "empath", "monk", "saint", "poisoner"])
    g.phase = ("day", 1)
    g.seats[0].marks["butler"] = 4
    for _ in range(200):
        voters = g.vote(2)
        assert 0 not in voters or 4 in voters


def test_travellers_sit_outside_the_bag_and_may_be_exiled(monkeypatch) -> None:
    """A Traveller is seated besides the setup counts, with an alignment the
    Storyteller gives; an exile is not an execution; a Fabled's hooks get no
    seat."""
    calls = []
    real = loop.hook

    def fake(char, name):  # a stand-in Fabled: only this night hook (not the Sentinel's own)
        if char == "sentinel":
            return (lambda g, s: calls.append((g.night, s))) if name == "night" else None
        return real(char, name)

    monkeypatch.setattr(loop, "missing", lambda chars: [])
    monkeypatch.setattr(loop, "hook", fake)
    monkeypatch.setattr(loop, "night_positions", lambda: {
        **__import__("simulator.game", fromlist=["x"]).night_positions(), "sentinel": (1, 1)})
    aligned = set()
    for i in range(20):
        g = Game(random.Random(f"trav:{i}"), 7, "tb", travellers=("scapegoat",),
                 fabled=("sentinel",))
        assert g.n == 8 and sum(x.traveller for x in g.seats) == 1
        assert Counter(TB.team[x.start] for x in g.seats if not x.traveller) == Counter(
            {k: v for k, v in TB.counts[7].items() if v} if not any(
                x.start == "baron" for x in g.seats) else
            {"townsfolk": 3, "outsider": 2, "minion": 1, "demon": 1})
        t = next(j for j, x in enumerate(g.seats) if x.traveller)
        aligned.add(g.seats[t].evil)
        g.play_night(1)
        g.phase = ("day", 1)
        g.exile(t)
        assert g.seats[t].cause == "exile" and g.executed_today is None
        assert {"day": 1, "exiled": g.name(t)} in g.events
    assert aligned == {True, False}
    assert calls and all(s is None for _, s in calls)


def test_a_character_made_tonight_takes_its_place_in_the_order(monkeypatch) -> None:
    """A player changed into a character at an earlier step (Pit-Hag style)
    acts at the new character's later step the same night; an alignment
    change stays with the seat."""
    real = loop.hook

    def changer(char, name):
        if char == "poisoner" and name == "night":
            def change(g, s):
                g.become(2, "empath")
                g.set_evil(2, True)
            return change
        return real(char, name)

    monkeypatch.setattr(loop, "hook", changer)
    g = rigged("change", ["poisoner", "imp", "saint", "chef", "monk"])
    g.play_night(1)
    assert g.seats[2].char == "empath" and g.seats[2].evil and g.seats[2].start == "saint"
    assert [list(x)[1] for x in g.seats[2].info] == ["empath"]


def test_a_droisoned_answer_is_true_while_a_mathematician_counts() -> None:
    """Mathematician: "You learn how many players' abilities worked abnormally
    (since dawn) due to another character's ability." An answer made up without
    a `false_info` hook may be true or false, so while a Mathematician is in
    play a droisoned holder of such an ability is told the truth, and the
    Mathematician's count stays the count of recorded malfunctions (a seed 000
    game was lost before: a poisoned Village Idiot's false answer went
    uncounted)."""
    g = rigged("math", ["empath", "chef", "imp", "washerwoman", "poisoner"])
    g.phase = ("night", 1)
    g.seats[0].char = g.seats[0].believed = "harlot"  # an ability with no `false_info` hook
    truth = ["Alice", "chef"]
    g.add_effect(Effect(POISONED, 0, 4, "poisoner", until=order_of("day", 1)))
    assert [storyteller.told(g, 0, "harlot", lambda: truth) for _ in range(60)] != [truth] * 60
    g.seats[1].char = g.seats[1].believed = "mathematician"
    assert [storyteller.told(g, 0, "harlot", lambda: truth) for _ in range(60)] == [truth] * 60
    # With a `false_info` hook (the Empath's) the answer is true or false, and
    # each false one is a malfunction the Mathematician counts.
    g.seats[0].char = g.seats[0].believed = "empath"
    answers = [storyteller.told(g, 0, "empath", lambda: 1) for _ in range(60)]
    assert set(answers) > {1}
    assert len(g.abnormal) == sum(a != 1 for a in answers)


def test_nobody_misregisters_while_a_mathematician_counts() -> None:
    """Mathematician (almanac): "The Recluse registering as evil to the Chef ...
    would be detected." Which misregistrations make information false is not
    known where a registration is drawn, so while a Mathematician is in play
    nobody misregisters and the count stays exact (a seed 000 game was lost
    before: a Recluse registering as a Minion to the Librarian went uncounted)."""
    g = rigged("math-reg", ["recluse", "chef", "imp", "washerwoman", "poisoner"])
    g.phase = ("night", 1)
    assert {storyteller.register_evil(g, 0) for _ in range(40)} == {True, False}
    g.seats[1].char = g.seats[1].believed = "mathematician"
    assert {storyteller.register_evil(g, 0) for _ in range(40)} == {False}


def test_a_drunk_or_poisoned_ability_that_fails_is_recorded() -> None:
    """The Mathematician's "an ability should have worked but didn't": the
    poisoned Virgin nominated by a Townsfolk, the poisoned Soldier killed by the
    Demon, the poisoned Monk's choice killed, the poisoned Saint executed."""
    from simulator.characters import virgin

    g = rigged("fails", ["virgin", "chef", "imp", "soldier", "monk", "saint", "poisoner"])
    g.abnormal = []
    g.phase = ("day", 1)
    g.add_effect(Effect(POISONED, 0, 6, "poisoner"))
    assert not virgin.on_nominated(g, 0, 1)
    g.phase = ("night", 2)
    g.add_effect(Effect(POISONED, 3, 6, "poisoner"))
    g.add_effect(Effect(POISONED, 4, 6, "poisoner"))
    assert g.demon_attack(2, 3)
    g.seats[4].marks["monk"] = (2, 1)  # the mark the Monk's night step leaves
    assert g.demon_attack(2, 1)
    g.phase = ("day", 2)
    g.add_effect(Effect(POISONED, 5, 6, "poisoner"))
    g.execute(5)
    assert not g.ended
    assert sorted((s, a) for _, s, a in g.abnormal) == [
        (0, "virgin"), (3, "soldier"), (4, "monk"), (5, "saint")]


def test_a_revived_player_keeps_facts_and_regains_uses() -> None:
    """Brought back to life, a player "regains their ability, even a 'once per
    game' ability already used" (the uses are forgotten), but a Grandmother's
    grandchild is still theirs (a simulated game lost track of it)."""
    g = Game(random.Random("gm"), 7, "bmr")
    seat = g.seats[0]
    seat.char = seat.start = seat.believed = "grandmother"
    seat.marks = {"grandmother": 3, "nominations": 1}
    g.phase = ("night", 2)
    g.kill(0, "demon")
    g.revive(0, "professor")
    assert seat.alive and seat.marks == {"grandmother": 3}


def test_a_cannibal_who_changes_character_loses_the_meal() -> None:
    """"You have the ability of the recently killed executee" is the Cannibal's
    ability: swapped into the Organ Grinder by a Barber, the player no longer
    acts as the Butler they ate (a simulated game had them keep choosing)."""
    g = Game(random.Random("cn"), 7, "tb")
    seat = g.seats[0]
    seat.char = seat.start = seat.believed = "cannibal"
    seat.gained, seat.marks = ["butler"], {"cannibal": {"eaten": "X", "evil": False,
                                                        "ate": "butler"}}
    g.phase = ("night", 3)
    g.become(0, "organgrinder")
    assert seat.abilities() == ["organgrinder"] and "butler" not in seat.wakes_as()


def test_the_hermits_abilities_go_with_the_hermit() -> None:
    """"You have all Outsider abilities": a Hermit swapped into the Xaan by a
    Barber no longer chooses as the Butler (a simulated game had them do so),
    and the player made the Hermit holds the Outsiders' abilities."""
    g = Game(random.Random("hm"), 9, "seed002")
    a, b = g.seats[0], g.seats[1]
    a.char = a.start = a.believed = "hermit"
    a.gained = [c for c in g.script.of("outsider") if c != "hermit"]
    b.char = b.start = b.believed = "xaan"
    b.gained = []
    g.phase = ("night", 2)
    g.become(0, "xaan")
    g.become(1, "hermit")
    assert a.abilities() == ["xaan"]
    assert "butler" in b.abilities() and "butler" in g.script.of("outsider")


def test_a_dead_player_acting_with_their_ability_back_stays_dead(monkeypatch) -> None:
    """Bone Collector: "The chosen player remains dead, but they get their
    ability to use": a dead Fang Gu given it back who attacks themselves does
    not die a second time (a simulated game listed that death)."""
    from simulator.characters import fanggu
    from simulator.state import REGAINED

    g = Game(random.Random("bc"), 8, "seed000")
    seat = g.seats[0]
    seat.char = seat.start = seat.believed = "fanggu"
    g.phase = ("night", 2)
    g.kill(0, "execution")
    g.phase = ("night", 3)
    g.add_effect(Effect(REGAINED, 0, 1, "bonecollector", until=order_of("day", 3)))
    monkeypatch.setattr(fanggu.demons, "chosen", lambda g, s, char: 0)
    events = len(g.events)
    g.night_step("fanggu", 0)
    assert not seat.alive and len(g.events) == events


def test_a_dead_demon_with_its_ability_back_chooses_beside_the_living_one() -> None:
    """Bone Collector: "they regain their ability until dusk": a dead Po,
    Shabaloth or Pukka given it back and a living one of the same Demon each
    make their own choice at the Demon's step (the solver keeps such games:
    tests/test_po.py, test_shabaloth.py, test_pukka.py)."""
    from simulator.state import REGAINED

    for demon in ("po", "shabaloth", "pukka"):
        both = 0
        for i in range(8):
            g = Game(random.Random(f"two-{demon}-{i}"), 8, "bmr")
            for seat in g.seats[:2]:
                seat.char = seat.start = seat.believed = demon
                seat.evil = True
            g.phase = ("day", 1)
            g.kill(0, "execution")
            g.phase = ("night", 2)
            g.add_effect(Effect(REGAINED, 0, 2, "bonecollector", until=order_of("day", 2)))
            g.step(demon, [0, 1])
            choosers = {e[demon] for e in g.log if demon in e and "chooses" in e}
            assert g.name(0) in choosers and not g.seats[0].alive, demon
            # The living one chooses too, unless the dead one killed it first.
            assert g.name(1) in choosers or not g.seats[1].alive, demon
            both += g.name(1) in choosers
        assert both, demon


def test_a_bare_day_kill_a_fool_would_escape_is_not_played() -> None:
    """Fool: "The first time you die, you don't." A day kill written as a bare
    death (`{day: N, died: P, by: gunslinger}`) cannot say it did not happen:
    on a sober Fool it is not attempted, so the first death the record shows
    (an execution, `died: false`) is the one escaped; a poisoned Fool dies of
    it as written."""
    g = rigged("fool", ["fool", "imp", "chef", "empath", "monk", "poisoner"], {"imp", "poisoner"})
    g.phase = ("day", 1)
    assert not g.day_kill(0, "gunslinger") and g.events == [] and g.alive(0)
    g.execution(0)
    assert g.events == [{"day": 1, "executed": g.name(0), "died": False}] and g.alive(0)
    g = rigged("fool", ["fool", "imp", "chef", "empath", "monk", "poisoner"], {"imp", "poisoner"})
    g.phase = ("day", 1)
    g.add_effect(Effect(POISONED, 0, None, "test"))
    assert g.day_kill(0, "gunslinger") and not g.alive(0)
    assert g.events == [{"day": 1, "died": g.name(0), "by": "gunslinger"}]
