"""The seed scripts' Townsfolk and Outsiders outside tb/bmr/snv on the
simulator loop (simulator/characters): each test is drawn from the almanac
text quoted in its docstring (../shared/seeds/*.txt), played on a custom
script of Trouble Brewing with some characters swapped."""

from __future__ import annotations

import json
import random
from collections import Counter

from simulator.characters import HOOKS, missing, module
from simulator.game import custom_script, load_script, order_of
from simulator.loop import Game
from simulator.state import POISONED, Effect
from simulator.write import case_dict

GROUP = ("amnesiac balloonist banshee cannibal cultleader fisherman general magician "
         "nightwatchman noble shugenja villageidiot damsel hermit ogre politician snitch "
         "zealot").split()
TB = load_script("tb").chars


def script(*swap: str, out: tuple[str, ...] = ()) -> tuple[str, ...]:
    return tuple(c for c in TB if c not in out) + swap


def rigged(seed: str, row: list[str], chars: tuple[str, ...], evil: set[int] | None = None) -> Game:
    """A game on `chars` whose seats hold `row` in order (a fresh setup, then overwritten)."""
    sc = custom_script(chars)
    g = Game(random.Random(seed), len(row), sc)
    for i, (seat, c) in enumerate(zip(g.seats, row, strict=True)):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = i in evil if evil is not None else sc.team.get(c) in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks = [], {}, [], []
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    return g


def night(g: Game, n: int) -> None:
    g.phase = ("night", n)
    g.died_tonight, g.changed_tonight, g.woke_tonight = [], set(), set()


def test_every_module_has_known_hooks_and_says_what_it_leaves_out() -> None:
    assert not missing(GROUP)
    for c in GROUP:
        m = module(c)
        hooks = {n for n in vars(m) if callable(vars(m)[n]) and not n.startswith("_")
                 and vars(m)[n].__module__ == m.__name__}
        assert hooks <= set(HOOKS) | {"truth", "choice", "guess"}, (c, hooks - set(HOOKS))
        assert m.__doc__ and "Freedoms left out" in m.__doc__, c


def test_a_custom_script_is_written_as_its_list(tmp_path) -> None:
    """A script JSON file plays like a built-in one; its cases list the characters
    (the case format's `script:` takes a list of ids)."""
    chars = script("noble", out=("chef",))
    path = tmp_path / "mix.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "mix"}, *chars]))
    g = Game(random.Random("file"), 7, str(path))
    g.play(1)
    assert case_dict(g)["script"] == list(chars)
    assert case_dict(Game(random.Random("tb"), 7, "tb"))["script"] == "tb"


def test_village_idiots_one_to_three_and_one_drunk() -> None:
    """"[+0 to +2 Village Idiots. 1 of the extras is drunk]"; "If there is only
    one Village Idiot, that player is not drunk"; added ones "replace other
    Townsfolk"."""
    chars = script("villageidiot", out=("chef",))
    sizes = Counter()
    for i in range(150):
        g = Game(random.Random(f"vi:{i}"), 9, custom_script(chars))
        idiots = [j for j, x in enumerate(g.seats) if x.start == "villageidiot"]
        if not idiots:
            continue
        sizes[len(idiots)] += 1
        drunk = [j for j in idiots if g.effects_on(j, "drunk")]
        assert len(drunk) == (1 if len(idiots) > 1 else 0)
        teams = Counter(g.team(x.start) for x in g.seats)
        base = g.script.counts[9]
        assert teams["townsfolk"] + teams["outsider"] == base["townsfolk"] + base["outsider"]
        g.phase = ("night", 5)
        assert all(g.effects_on(j, "drunk") for j in drunk)  # the rest of the game
    assert set(sizes) == {1, 2, 3}


def test_extra_village_idiots_keep_the_tokens_that_shaped_the_bag() -> None:
    """Added Village Idiots "replace other Townsfolk", but not the Atheist whose
    "[No evil characters]" made the bag (replacing it left a bag with no Demon
    and no Atheist), nor the King a Choirboy brought."""
    from simulator.characters import villageidiot

    g = Game(random.Random("vi-bag"), 7, custom_script(script("villageidiot", "atheist",
                                                                "choirboy", "king")))
    for i in range(200):
        g.rng = random.Random(f"vi-bag:{i}")
        bag = ["villageidiot", "atheist", "choirboy", "king", "empath", "chef", "saint"]
        villageidiot.setup_bag(g, bag)
        assert "atheist" in bag and "king" in bag and "choirboy" in bag


def test_the_village_idiot_learns_the_alignment() -> None:
    """"Each night, choose a player: you learn their alignment.\""""
    from simulator.characters import villageidiot

    g = rigged("vi", ["villageidiot", "imp", "poisoner", "chef", "empath"], script("villageidiot"))
    night(g, 1)
    for _ in range(30):
        villageidiot.night(g, 0)
    for entry in g.seats[0].info:
        p, said = entry["villageidiot"]
        assert said == ("evil" if p in (g.name(1), g.name(2)) else "good")


def test_the_balloonists_outsider_and_its_types() -> None:
    """"Each night, you learn a player of a different character type than last
    night. [+0 or +1 Outsider]"; "If the Balloonist is drunk or poisoned, they
    may learn a character of the same type"."""
    from simulator.characters import balloonist

    chars = script("balloonist", out=("chef",))
    extra = Counter()
    for i in range(120):
        g = Game(random.Random(f"bal:{i}"), 10, custom_script(chars))
        starts = [x.start for x in g.seats]
        if "balloonist" in starts:
            outs = sum(g.team(c) == "outsider" for c in starts)
            extra[outs - g.script.counts[10]["outsider"] - 2 * ("baron" in starts)] += 1
    assert set(extra) == {0, 1}
    row = ["balloonist", "imp", "poisoner", "chef", "empath", "saint", "monk"]
    g = rigged("bal", row, chars)
    for n in range(1, 12):
        night(g, n)
        balloonist.night(g, 0)
    shown = [g.team(g.seats[[x.name for x in g.seats].index(e["balloonist"])].char)
             for e in g.seats[0].info]
    assert all(a != b for a, b in zip(shown, shown[1:], strict=False))
    same = 0
    for i in range(60):
        g = rigged(f"bal-p:{i}", row, chars)
        g.add_effect(Effect(POISONED, 0, 2, "poisoner"))
        for n in (1, 2):
            night(g, n)
            balloonist.night(g, 0)
        a, b = (g.team(g.seats[[x.name for x in g.seats].index(e["balloonist"])].char)
                for e in g.seats[0].info)
        same += a == b
    assert same


def test_the_noble_sees_exactly_one_evil() -> None:
    """"The Noble learns two good players and one evil player. They may not
    learn one good player and two evil players.\""""
    from simulator.characters import noble

    for i in range(40):
        g = rigged(f"noble:{i}", ["noble", "imp", "poisoner", "chef", "empath", "saint"],
                   script("noble"))
        night(g, 1)
        noble.night(g, 0)
        shown = g.seats[0].info[0]["noble"]
        assert len(set(shown)) == 3
        assert sum(n in (g.name(1), g.name(2)) for n in shown) == 1


def test_the_shugenja_points_to_the_nearest_evil() -> None:
    """"You start knowing if your closest evil player is clockwise or
    anti-clockwise. If equidistant, this info is arbitrary.\""""
    from simulator.characters import shugenja

    row = ["shugenja", "imp", "chef", "empath", "monk", "poisoner", "saint"]
    said = set()
    for i in range(20):
        g = rigged(f"shu:{i}", row, script("shugenja"))
        night(g, 1)
        shugenja.night(g, 0)
        said.add(g.seats[0].info[0]["shugenja"])
    assert said == {"clockwise"}  # the Imp 1 step clockwise, the Poisoner 2 anticlockwise
    row = ["shugenja", "chef", "imp", "empath", "poisoner", "saint"]  # 2 steps each way
    said = set()
    for i in range(40):
        g = rigged(f"shu2:{i}", row, script("shugenja"))
        night(g, 1)
        shugenja.night(g, 0)
        said.add(g.seats[0].info[0]["shugenja"])
    assert said == {"clockwise", "anticlockwise"}


def test_the_ogre_becomes_its_choices_alignment_even_poisoned() -> None:
    """"you become their alignment (you don't know which) even if drunk or
    poisoned"; jinx: "The Spy always registers as evil to the Ogre".\""""
    from simulator.characters import ogre

    turned = Counter()
    for i in range(80):
        g = rigged(f"ogre:{i}", ["ogre", "spy", "imp", "chef", "empath"], script("ogre"))
        g.add_effect(Effect(POISONED, 0, None, "poisoner"))
        night(g, 1)
        ogre.night(g, 0)
        chose = g.seats[0].info[0]["ogre"]
        assert chose != g.name(0)
        assert g.seats[0].evil == (chose in (g.name(1), g.name(2)))
        assert g.seats[0].claim == "ogre"
        turned[g.seats[0].evil] += 1
    assert set(turned) == {True, False}


def test_the_cult_leader_takes_a_neighbours_alignment() -> None:
    """How to Run: "turn the Cult Leader character token right side up (if both
    alive neighbors are good) or upside down (if both alive neighbors are evil)
    or either"; "If the Cult Leader's alignment changes, wake the Cult Leader";
    a drunk or poisoned one's ability does nothing."""
    chars = script("cultleader")
    g = rigged("cl", ["cultleader", "imp", "chef", "empath", "poisoner"], chars)
    night(g, 1)
    g.step("cultleader", [0])
    assert g.seats[0].evil and g.seats[0].info == [{"night": 1, "cultleader": "evil"}]
    assert 0 in g.woke_tonight
    night(g, 2)
    g.step("cultleader", [0])
    assert len(g.seats[0].info) == 1 and 0 not in g.woke_tonight  # no change: not woken
    mixed = set()
    for i in range(30):
        g = rigged(f"cl:{i}", ["cultleader", "imp", "chef", "empath", "monk"], chars)
        night(g, 1)
        g.step("cultleader", [0])
        mixed.add(g.seats[0].evil)
    assert mixed == {True, False}
    g = rigged("cl-p", ["cultleader", "imp", "chef", "empath", "poisoner"], chars)
    g.add_effect(Effect(POISONED, 0, 4, "poisoner"))
    night(g, 1)
    g.step("cultleader", [0])
    assert not g.seats[0].evil


def test_a_cult_every_good_player_joins_ends_the_game() -> None:
    """"If all good players vote to join the cult, the game ends immediately";
    "a player bluffing as the Cult Leader may pretend to form a cult".\""""
    from simulator.characters import cultleader

    ends = Counter()
    for i in range(200):
        g = rigged(f"cult:{i}", ["cultleader", "imp", "chef", "empath", "poisoner"],
                   script("cultleader"))
        g.phase = ("day", 1)
        cultleader.day(g, 0)
        cultleader.day(g, 1)  # the Imp bluffing
        for e in g.events:
            good = {g.name(j) for j in (0, 2, 3)}
            real = e["cultleader"] == g.name(0)
            ends[(real and good <= set(e["voters"]), bool(g.ended))] += real
    assert ends[(True, False)] == 0 and ends[(True, True)] > 0


def test_the_damsel_guess() -> None:
    """"If a Minion guesses that you are the Damsel, and does so publicly ...,
    evil wins. No matter how many Minions are in play, they only get one
    guess, total"; "If the Demon pretends to be a Minion making a guess, that
    doesn't count"; jinx: "If a Spy is or ever was in play, the Damsel is
    poisoned".\""""
    from simulator.characters import damsel

    chars = script("damsel")
    outcomes = Counter()
    for i in range(600):
        g = rigged(f"dam:{i}", ["damsel", "imp", "poisoner", "chef", "empath"], chars)
        for d in (1, 2):
            g.phase = ("day", d)
            damsel.at_dusk(g, 0)
        guesses = [(e["damsel"], e["by"]) for e in g.events]
        counted = [x for x in guesses if x[1] == g.name(2)][:1]
        wins = counted and counted[0][0] == g.name(0)
        assert bool(g.ended) == bool(wins)
        outcomes[bool(wins), len(guesses)] += 1
    assert outcomes[True, 1] and outcomes[False, 2]
    g = Game(random.Random("x"), 5, custom_script(chars))
    g.seats[0].char = g.seats[0].start = "damsel"
    g.seats[1].char = g.seats[1].start = "spy"
    g.effects = []
    damsel.setup_seat(g, 0)
    g.phase = ("day", 4)
    assert g.droisoned(0)
    from simulator.characters import hermit  # "that jinx applies to the Hermit too"

    g = Game(random.Random("y"), 5, custom_script(script("damsel", "hermit")))
    g.seats[0].char = g.seats[0].start = "hermit"
    g.seats[1].char = g.seats[1].start = "spy"
    g.effects = []
    hermit.setup_seat(g, 0)
    assert "damsel" in g.seats[0].gained and g.droisoned(0)


def test_the_banshee_is_announced_only_when_the_demon_kills_it() -> None:
    """"If the Demon kills you, all players learn this"; "Dying by execution or
    to a non-Demon ability does not count".\""""
    said = 0
    for i in range(30):
        g = rigged(f"ban:{i}", ["banshee", "imp", "chef", "empath", "poisoner", "monk"],
                   script("banshee"))
        night(g, 2)
        g.demon_attack(1, 0)
        said += {"night": 2, "banshee": g.name(0)} in g.events
        g = rigged(f"ban-x:{i}", ["banshee", "imp", "chef", "empath", "poisoner", "monk"],
                   script("banshee"))
        g.phase = ("day", 1)
        g.execute(0)
        assert not any("banshee" in e for e in g.events)
    assert said > 20


def test_the_nightwatchmans_chosen_player_learns_unless_droisoned() -> None:
    """"Once per game, at night, choose a player: they learn you are the
    Nightwatchman"; then "The Nightwatchman loses their ability".\""""
    from simulator.characters import nightwatchman

    for poisoned in (False, True):
        g = rigged(f"nw:{poisoned}", ["nightwatchman", "imp", "chef", "empath", "poisoner"],
                   script("nightwatchman"))
        if poisoned:
            g.add_effect(Effect(POISONED, 0, 4, "poisoner"))
        for n in range(1, 30):
            night(g, n)
            nightwatchman.night(g, 0)
        mine = [e for e in g.seats[0].info if "nightwatchman" in e]
        assert len(mine) == 1
        told = [(i, e) for i in range(1, 5) for e in g.seats[i].info]
        if poisoned:
            assert told == []
        else:
            (i, e), = told
            assert g.name(i) == mine[0]["nightwatchman"]
            assert e == {"night": mine[0]["night"], "nightwatchman": g.name(0)}


def test_the_zealot_votes_and_the_hermit_votes_with_its_master() -> None:
    """Zealot (seed 002): "If there are 5 or more living players, you must raise
    your hand on every execution vote"; seed 002's ruling: "The Hermit must
    vote when (and only when) their master votes"."""
    chars = script("zealot", "hermit", out=("drunk",))
    g = rigged("zeal", ["zealot", "imp", "chef", "empath", "monk", "saint", "poisoner"], chars)
    g.phase = ("day", 1)
    votes = Counter(0 in g.vote(2) for _ in range(200))
    assert votes[True] > 170
    g.seats[3].alive = g.seats[4].alive = g.seats[5].alive = False
    assert Counter(0 in g.vote(2) for _ in range(200))[False] > 20  # 4 alive: free
    g = rigged("herm", ["hermit", "imp", "chef", "empath", "monk", "saint", "poisoner"], chars)
    from simulator.characters import hermit

    hermit.setup_seat(g, 0)
    assert {"butler", "zealot", "recluse", "saint"} <= set(g.seats[0].gained)
    g.phase = ("day", 1)
    g.seats[0].marks["butler"] = 4
    together = Counter()
    for _ in range(300):
        voters = g.vote(2)
        together[(0 in voters, 4 in voters)] += 1
    assert together[(True, False)] == 0 and together[(False, True)] < 30


def test_the_hermits_setup() -> None:
    """"[-0 or -1 Outsider]"; "The Hermit may remove the Hermit from play during
    setup, resulting in one less Outsider than normal"; "A Hermit with the
    Drunk ability does not know that they are the Hermit".\""""
    chars = script("hermit", out=("saint",))
    seen = Counter()
    for i in range(300):
        g = Game(random.Random(f"hs:{i}"), 10, custom_script(chars))
        pick = g.marks.get("hermit", {}).get("outsiders")
        starts = [x.start for x in g.seats]
        outs = sum(g.team(c) == "outsider" for c in starts)
        expect = g.script.counts[10]["outsider"] + 2 * ("baron" in starts)
        if "hermit" in starts:
            seen[pick] += 1
            assert outs == expect - (pick == "-1")
            h = g.seats[starts.index("hermit")]
            assert g.team(h.believed) == "townsfolk" and h.claim == h.believed
            assert h.believed not in starts
        elif pick == "-1 self":
            seen["self"] += 1
            assert outs == expect - 1
    assert seen["-0"] and seen["-1"] and seen["self"]


def test_the_cannibal_eats_the_executee() -> None:
    """"If a good player dies by execution, the Cannibal gains that player's
    ability. If an evil player dies by execution, the Cannibal only thinks
    that they gain an ability, since the Cannibal is poisoned"; "Executing a
    dead player won't grant the Cannibal an ability"; "Each time a player dies
    by execution, the Cannibal loses the ability of the previous player".\""""
    chars = script("cannibal")
    g = rigged("can", ["cannibal", "imp", "empath", "poisoner", "monk", "chef", "saint"], chars)
    g.phase = ("day", 1)
    g.execute(2)
    assert g.seats[0].gained == ["empath"] and not g.droisoned(0)
    g.phase = ("day", 2)
    g.execute(3)
    assert g.seats[0].gained == [] and g.droisoned(0)
    g.phase = ("day", 3)
    g.execute(2)  # already dead: nothing
    assert g.seats[0].gained == [] and g.droisoned(0)
    g.execute(4)
    assert g.seats[0].gained == ["monk"] and not g.droisoned(0)
    night(g, 4)
    from simulator.characters import monk

    monk.night(g, 0)
    assert "monk" in g.seats[0].info[-1] and g.effects_on(
        [x.name for x in g.seats].index(g.seats[0].info[-1]["monk"]), "safe")
    sober = 0  # the Chef's "You start knowing", on the Cannibal's first night with it
    for i in range(12):  # (the Imp may kill the Cannibal, the Poisoner poison it)
        g = rigged(f"can-c:{i}", ["cannibal", "imp", "chef", "poisoner", "monk", "empath"],
                   chars)
        g.phase = ("day", 1)
        g.execute(2)
        g.play_night(2)
        if g.alive(0) and not g.droisoned(0):
            sober += 1
            assert [e for e in g.seats[0].info if "chef" in e] == [{"night": 2, "chef": 0}]
    assert sober
    thought = set()  # a Drunk who believes they are the Cannibal thinks they eat
    for i in range(30):
        g = rigged(f"can-d:{i}", ["drunk", "imp", "empath", "poisoner", "monk", "chef"], chars)
        g.seats[0].believed = g.seats[0].claim = "cannibal"
        g.phase = ("day", 1)
        g.execute(2)
        assert g.seats[0].gained == [] and g.seats[0].thinks == ["empath"]
        g.phase = ("day", 2)
        g.execute(3)  # evil: any pretended ability, or none
        assert g.seats[0].gained == [] and not g.droisoned(0)
        thought.add(tuple(g.seats[0].thinks))
    assert ("poisoner",) in thought and () in thought
    only = Counter()
    for i in range(60):
        g = rigged(f"can-p:{i}", ["cannibal", "imp", "empath", "poisoner", "monk", "chef"], chars)
        g.add_effect(Effect(POISONED, 0, 3, "poisoner", until=order_of("day", 1)))
        g.phase = ("day", 1)
        g.execute(2)
        only[(tuple(g.seats[0].gained), tuple(g.seats[0].thinks))] += 1
    assert set(only) == {(("empath",), ()), ((), ("empath",))}


def test_judgement_answers_are_free_and_the_fisherman_visits_once() -> None:
    """General: "The Storyteller is the judge on which team is winning";
    Fisherman: "Once per game, during the day"; Amnesiac: "Each day, the
    Amnesiac talks to the Storyteller in private, and makes a guess".\""""
    from simulator.characters import amnesiac, fisherman, general

    g = rigged("jd", ["general", "fisherman", "amnesiac", "imp", "poisoner"],
               script("general", "fisherman", "amnesiac"))
    for n in range(1, 20):
        night(g, n)
        general.night(g, 0)
        g.step("amnesiac", [2])
        g.phase = ("day", n)
        fisherman.day(g, 1)
        amnesiac.day(g, 2)
    assert {e["general"] for e in g.seats[0].info} == {"good", "evil", "neither"}
    assert len(g.seats[1].info) == 1 and "day" in g.seats[1].info[0]
    assert {"day", "night"} <= {k for e in g.seats[2].info for k in e}


def test_the_visitors_seed_plays_whole_and_keeps_its_true_worlds(tmp_path) -> None:
    """Seed 003 (Visitors) is Trouble Brewing with the Cult Leader, Nightwatchman,
    Magician, Cannibal and Snitch: every character has a module, so the
    built-in script plays on the loop, and the solver keeps each true world."""
    from botc.simulate import run

    summary = run("visitors", (7, 11), (1, 3), 4, 5, tmp_path, check=True)
    assert len(summary.checked) == 4 and all(c.kept for c in summary.checked)
