"""The seed scripts' Minions, Demons, Travellers, Fabled and Loric on the
simulator loop (simulator/characters): each test quotes the almanac text
(../shared/seeds/*.txt) it checks, on a custom script built from a list."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from simulator import storyteller as st
from simulator.characters import HOOKS, missing, module
from simulator.game import Unplayable, custom_script, new_game, order_of
from simulator.loop import Game
from simulator.state import DROISONED, POISONED, Effect
from simulator.write import case_dict

GROUP = ("goblin marionette organgrinder summoner widow xaan lilmonsta lleech lordoftyphon "
         "apprentice beggar bonecollector butcher deviant harlot judge scapegoat thief djinn "
         "hellslibrarian bootlegger gardener").split()
TB = custom_script(["washerwoman", "librarian", "investigator", "chef", "empath",
                    "fortuneteller", "undertaker", "monk", "ravenkeeper", "virgin", "slayer",
                    "soldier", "mayor", "butler", "drunk", "recluse", "saint", "poisoner", "spy",
                    "scarletwoman", "baron", "imp"], "tbx")
GOOD = [c for c in TB.chars if TB.team[c] in ("townsfolk", "outsider")]
TRAVELLERS = ("thief", "scapegoat", "harlot", "deviant", "judge", "butcher", "beggar",
              "bonecollector", "apprentice")


def script(*extra: str, drop: tuple[str, ...] = ()) -> object:
    return custom_script([c for c in TB.chars if c not in drop] + list(extra), "x")


def rigged(seed: str, row: list[str], evil: set[str] | None = None,
           travellers: dict[int, str] | None = None, chars: tuple[str, ...] = ()) -> Game:
    """A game whose seats hold `row` in order (a fresh TB setup, then
    overwritten), on TB plus `chars` and the row's characters."""
    travellers = travellers or {}
    g = Game(random.Random(seed), len(row) - len(travellers), TB,
             travellers=tuple(travellers.values()))
    g.script = custom_script(list(dict.fromkeys([*TB.chars, *chars, *row])), "x")
    team = g.script.team
    evil = evil if evil is not None else {c for c in row if team.get(c) in ("minion", "demon")}
    assert len(g.seats) == len(row)
    for i, (seat, c) in enumerate(zip(g.seats, row, strict=True)):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c in evil
        seat.traveller = i in travellers
        seat.info, seat.marks, seat.gained = [], {}, []
        seat.alive, seat.death = True, None
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    return g


def test_every_group_character_has_a_module_that_says_what_it_leaves_out() -> None:
    assert not missing(GROUP)
    for c in GROUP:
        m = module(c)
        assert m.__doc__ and "Freedoms left out" in m.__doc__, c
        hooks = {n for n in vars(m) if callable(vars(m)[n]) and not n.startswith("_")
                 and vars(m)[n].__module__ == m.__name__}
        helpers = {"bag_neighbours", "marionettes", "host", "sitter", "babysit", "options",
                   "typhon_sides"}
        assert hooks <= set(HOOKS) | helpers, (c, hooks - set(HOOKS))


# ---- Minions ---------------------------------------------------------------


def test_the_widow_poisons_until_she_dies_and_one_good_player_knows() -> None:
    """"choose a player: they are poisoned. 1 good player knows a Widow is in
    play"; "The player that the Widow poisons is poisoned until the Widow
    dies"."""
    from simulator.characters import widow

    told = Counter()
    for i in range(60):
        g = rigged(f"widow:{i}", ["widow", "imp", "chef", "empath", "monk", "saint", "mayor"])
        g.phase = ("night", 1)
        widow.night(g, 0)
        poisoned = [j for j in range(7) if g.droisoned(j)]
        assert len(poisoned) == 1
        knows = [j for j, x in enumerate(g.seats) if any("widow" in e for e in x.info)]
        assert len(knows) == 1 and not g.seats[knows[0]].evil
        told[knows[0]] += 1
        g.phase = ("day", 3)
        assert g.droisoned(poisoned[0])
        g.kill(0, "execution")
        assert not g.droisoned(poisoned[0])
    assert len(told) >= 4


def test_the_goblin_wins_only_when_claimed_and_executed_that_day() -> None:
    """"If you publicly claim to be the Goblin when nominated & are executed
    that day, your team wins"; "If the Goblin is executed without telling
    the group ... the game continues as normal"."""
    from simulator.characters import goblin

    g = rigged("gob", ["goblin", "imp", "chef", "empath", "monk", "saint"])
    g.phase = ("day", 2)
    g.seats[0].marks["goblin_claimed"] = 1  # yesterday
    g.execute(0)
    assert not g.ended
    g = rigged("gob2", ["goblin", "imp", "chef", "empath", "monk", "saint"])
    g.phase = ("day", 2)
    claimed = 0
    for _ in range(100):
        goblin.before_vote(g, 0, 2)
        claimed += any("goblin" in e for e in g.events)
    assert claimed and {"day": 2, "goblin": g.name(0)} in g.events
    g.execute(0)
    assert g.ended and "Goblin" in g.ended


def test_the_organ_grinders_votes_are_secret_unless_drunk() -> None:
    """"the vote tally is secret"; "If the Organ Grinder is drunk, the vote
    happens with eyes open, as normal"."""
    from simulator.characters import organgrinder

    for drunk in (False, True):
        g = rigged("og", ["organgrinder", "imp", "chef", "empath", "monk", "saint", "mayor"])
        g.phase = ("day", 1)
        if drunk:
            g.add_effect(Effect("drunk", 0, 0, "organgrinder", until=order_of("day", 1)))
        organgrinder.day(g, 0)
        g.votes_today[3] = [2, 4]
        g.event(nominated=g.name(3), by=g.name(2), votes=2, voters=[g.name(2), g.name(4)])
        organgrinder.at_dusk(g, 0)
        assert ("votes" in g.events[-1]) == drunk


def test_the_xaan_sets_any_outsider_count_and_poisons_every_townsfolk_on_night_x() -> None:
    """"There can be any number of Outsiders in play ... This overrides other
    characters that add or remove Outsiders, such as the Baron"; "On night X,
    all Townsfolk are poisoned until dusk"."""
    s = script("xaan", drop=("poisoner", "spy", "scarletwoman"))
    outsiders = Counter()
    for i in range(150):
        g = Game(random.Random(f"xaan:{i}"), 9 + i % 3, s)
        starts = [x.start for x in g.seats]
        if "xaan" not in starts:
            continue
        n_out = sum(s.team[c] == "outsider" for c in starts)
        outsiders[(n_out, "baron" in starts)] += 1
        assert g.marks["xaan"]["night"] == n_out
    assert (0, True) in outsiders and (1, True) in outsiders  # the Baron's +2 overridden
    assert len({k for k, _ in outsiders}) >= 4
    from simulator.characters import xaan

    g = rigged("xn", ["xaan", "imp", "chef", "empath", "saint", "monk", "recluse"])
    g.marks["xaan"] = {"night": 2}
    g.phase = ("night", 1)
    xaan.night(g, 0)
    assert not any(g.droisoned(i) for i in range(7))
    g.phase = ("night", 2)
    xaan.night(g, 0)
    assert [i for i in range(7) if g.droisoned(i)] == [2, 3, 5]
    g.phase = ("night", 3)
    assert not any(g.droisoned(i) for i in range(7))


def test_the_marionette_neighbours_the_demon_and_believes_a_good_character() -> None:
    """"The Marionette draws either a Townsfolk or an Outsider token ... The
    Marionette neighbors the Demon. There are no players sitting in between";
    "It is just as if this player is the Drunk"."""
    s = script("marionette", drop=("spy", "scarletwoman"))
    seen = 0
    for i in range(120):
        g = Game(random.Random(f"mar:{i}"), 8, s, travellers=("thief",) if i % 2 else ())
        m = next((j for j, x in enumerate(g.seats) if x.char == "marionette"), None)
        if m is None:
            continue
        seen += 1
        d = next(j for j, x in enumerate(g.seats) if x.char == "imp")
        from simulator.characters.marionette import bag_neighbours

        assert d in bag_neighbours(g, m)
        seat = g.seats[m]
        assert seat.evil and s.team[seat.believed] in ("townsfolk", "outsider")
        assert seat.believed not in [x.start for x in g.seats] and seat.believed != "drunk"
        assert seat.claim == seat.believed  # claims as a good player would
    assert seen > 10


def test_the_summoner_makes_an_evil_demon_on_night_three_and_good_wins_if_it_cannot() -> None:
    """"[No Demon]"; "Even though there is no Demon in play for two days, the
    game does not end. However, if the Summoner becomes unable to create a
    Demon (due to dying, becoming drunk on night 3 etc.) good wins"; "they
    become an evil Demon of your choice"."""
    s = script("summoner", drop=("poisoner", "spy", "scarletwoman", "baron"))
    played = 0
    for i in range(40):
        try:
            g = Game(random.Random(f"sum:{i}"), 7, s)
        except Unplayable:
            continue
        assert not any(s.team[x.start] == "demon" for x in g.seats)
        assert Counter(s.team[x.start] for x in g.seats)["townsfolk"] == 6
        g.play_night(1)
        g.check_end()
        assert not g.ended
        played += 1
    assert played
    from simulator.characters import summoner

    g = rigged("sum", ["summoner", "chef", "empath", "monk", "saint", "mayor", "recluse"])
    g.phase = ("night", 3)
    summoner.night(g, 0)
    demons = g.living_demons()
    assert len(demons) == 1 and g.seats[demons[0]].evil and g.seats[demons[0]].char == "imp"
    g = rigged("sum2", ["summoner", "chef", "empath", "monk", "saint", "mayor", "recluse"])
    g.phase = ("night", 3)
    g.add_effect(Effect(POISONED, 0, None, "poisoner", until=order_of("day", 3)))
    summoner.night(g, 0)
    assert g.ended and "good wins" in g.ended
    g = rigged("sum3", ["summoner", "chef", "empath", "monk", "saint", "mayor", "recluse"])
    g.phase = ("day", 2)
    g.kill(0, "execution")
    g.check_end()
    assert g.ended and "good wins" in g.ended


# ---- Demons --------------------------------------------------------------


def test_lil_monsta_is_no_player_and_its_babysitter_is_the_demon() -> None:
    """"During setup, remove Lil' Monsta and add a Minion token"; "The player
    with the Lil' Monsta token 'is the Demon'. Good wins if they die. They
    register as a Demon for characters like the Fortune Teller"; "If a good
    player babysits Lil' Monsta, they 'are the Demon' but they remain
    good"."""
    s = script("lilmonsta", drop=("imp", "baron", "scarletwoman"))
    g = Game(random.Random("lm"), 8, s)
    teams = Counter(s.team[x.start] for x in g.seats)
    assert teams["demon"] == 0 and teams["minion"] == 2 and g.unseated == ["lilmonsta"]
    g.play_night(1)
    t = g.marks["lilmonsta_sitter"]
    assert g.living_demons() == [t]
    assert all(st.registers_team(g, t, "demon") for _ in range(20))
    evil = g.seats[t].evil
    g.phase = ("day", 1)
    g.kill(t, "execution")
    g.check_end()
    assert g.ended and "good wins" in g.ended and g.seats[t].evil == evil


def test_lil_monstas_death_is_an_attack_or_a_plain_death() -> None:
    """"Each night*, a player might die": a Soldier may die to it (a plain
    death) or survive it (the Demon's attack)."""
    from simulator.characters import lilmonsta

    fates = Counter()
    for i in range(200):
        g = rigged(f"lmk:{i}", ["soldier", "poisoner", "chef", "empath", "monk", "saint"])
        g.unseated = ["lilmonsta"]
        g.phase = ("night", 2)
        g.marks["lilmonsta_permanent"] = 1
        lilmonsta.babysit(g, 1)
        g.rng = random.Random(i)
        lilmonsta.night(g, None)
        chosen = next((e["lilmonsta_kills"] for e in g.log if "lilmonsta_kills" in e), None)
        if chosen == g.name(0):
            fates[g.alive(0)] += 1
    assert fates[True] and fates[False]


def test_the_lleech_lives_while_its_host_lives_and_dies_with_it() -> None:
    """"If this player is alive, the Lleech cannot die. If the Lleech is
    executed, the Storyteller tells the group that the player lives"; "If the
    player that the Lleech chose dies, the Lleech dies as well"."""
    from simulator.characters import lleech

    g = rigged("ll", ["lleech", "poisoner", "chef", "empath", "monk", "saint", "mayor"])
    g.phase = ("night", 1)
    g.rng = random.Random(3)
    while g.seats[0].marks.get("lleech_host") in (None, 0):
        g.seats[0].marks.pop("lleech_host", None)
        g.effects = []
        lleech.night(g, 0)
    h = g.seats[0].marks["lleech_host"]
    assert g.droisoned(h)
    g.phase = ("day", 1)
    g.execution(0)
    assert g.alive(0) and g.events[-1] == {"day": 1, "executed": g.name(0), "died": False}
    g.phase = ("day", 2)
    g.execution(h)
    assert not g.alive(0) and {"day": 2, "died": g.name(0)} in g.events


def test_the_lleech_death_is_at_the_hosts_moment_or_just_after() -> None:
    """Seed 004's notes: "rules as written, simultaneous deaths can cause the
    evil team to win overnight. I generally have the Lleech die with the host
    during the day": at five alive the Scarlet Woman catches (same moment) or
    not (just after)."""
    caught = set()
    for i in range(40):
        g = rigged(f"llsw:{i}", ["lleech", "scarletwoman", "chef", "empath", "monk"])
        g.seats[0].marks["lleech_host"] = 2
        g.phase = ("day", 2)
        g.execution(2)
        caught.add(g.seats[1].char == "lleech")
    assert caught == {True, False}


def test_the_lord_of_typhon_sits_inside_a_line_of_evil_players() -> None:
    """"All evil characters sit next to each other in a continuous line ...
    The Lord of Typhon must have an evil character on both sides"; "+1
    Minion"; "Any number of Outsiders might be in play"."""
    s = script("lordoftyphon", "marionette", drop=("imp",))
    outsiders = set()
    for i in range(60):
        g = Game(random.Random(f"lot:{i}"), 9, s, travellers=("thief",) if i % 2 else ())
        seats = [x for x in g.seats if not x.traveller]
        evil = [k for k, x in enumerate(seats) if x.evil]
        assert len(evil) == 3  # 1 Minion +1, and the Lord
        n = len(seats)
        runs = sum(1 for k in evil if (k - 1) % n not in evil)
        assert runs == 1
        lord = next(k for k, x in enumerate(seats) if x.char == "lordoftyphon")
        assert (lord - 1) % n in evil and (lord + 1) % n in evil
        m = next((k for k, x in enumerate(seats) if x.char == "marionette"), None)
        assert m is None or abs(m - lord) % n in (1, n - 1)
        outsiders.add(sum(s.team[x.start] == "outsider" for x in seats))
    assert len(outsiders) >= 4


# ---- Travellers ------------------------------------------------------------


def test_travellers_claim_their_character_and_are_written_as_travellers() -> None:
    """Case format: "A Traveller's `claim` is their Traveller character,
    announced in public and therefore true"; Fabled are listed at the top."""
    for i in range(10):
        g = Game(random.Random(f"tr:{i}"), 7, TB, travellers=("thief", "judge"),
                 fabled=("djinn",))
        case = case_dict(g)
        rows = [p for p in case["players"] if "traveller" in p]
        assert sorted(p["traveller"] for p in rows) == ["judge", "thief"]
        assert case["fabled"] == ["djinn"] and isinstance(case["script"], list)


def test_the_thiefs_choice_votes_negatively() -> None:
    """"When a player chosen by the Thief votes, the vote tally goes down by
    one instead of up by one"; it ends "immediately if the Thief dies"."""
    g = rigged("th", ["thief", "imp", "chef", "empath", "monk", "saint"], travellers={0: "thief"})
    g.seats[0].marks["thief"] = (1, 2)
    g.phase = ("day", 1)
    g.votes_today[3] = [2, 4, 5]
    assert g.tally(3) == 1
    g.kill(0, "exile")
    assert g.tally(3) == 3


def test_the_scapegoat_is_executed_instead_of_an_ally_only() -> None:
    """"If a player of your alignment is executed, you might be executed
    instead"."""
    seen = set()
    for i in range(60):
        g = rigged(f"sg:{i}", ["scapegoat", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "scapegoat"}, evil={"imp"} | ({"scapegoat"} if i % 2 else set()))
        g.phase = ("day", 1)
        t = 1 if i % 4 < 2 else 2
        g.execution(t)
        e = next(e for e in g.events if "executed" in e)
        if "instead_of" in e:
            assert g.seats[0].evil == g.seats[t].evil and not g.alive(0) and g.alive(t)
            seen.add(g.seats[0].evil)
    assert seen == {True, False}


def test_a_funny_deviant_survives_an_exile() -> None:
    """"If you were funny today, you cannot die by exile" (the Storyteller
    judges whether they were funny)."""
    outcomes = set()
    for i in range(30):
        g = rigged(f"dv:{i}", ["deviant", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "deviant"})
        g.phase = ("day", 1)
        g.exile(0)
        outcomes.add(g.alive(0))
        assert g.events[-1].get("died", True) == (not g.alive(0))
    assert outcomes == {True, False}


def test_the_harlot_learns_a_character_and_both_or_neither_die() -> None:
    """"if they agree, you learn their character, but you both might die"."""
    from simulator.characters import harlot

    both = 0
    for i in range(200):
        g = rigged(f"hl:{i}", ["harlot", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "harlot"})
        g.phase = ("night", 2)
        harlot.night(g, 0)
        dead = [j for j in range(6) if not g.alive(j)]
        assert dead in ([], ) or (0 in dead and len(dead) <= 2)
        both += len(dead) == 2
        (payload,) = [e["harlot"] for e in g.seats[0].info]
        if dead:
            assert isinstance(payload, list)
    assert both


def test_the_judge_forces_a_pass_or_a_fail() -> None:
    """"If the nominee is condemned, then they are executed immediately,
    regardless of how many votes they received"; "only if a different player
    made a nomination"."""
    from simulator.characters import judge

    seen = set()
    for i in range(200):
        g = rigged(f"jd:{i}", ["judge", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "judge"})
        g.phase = ("day", 1)
        assert judge.verdict(g, 0, 2, 0) is None
        v = judge.verdict(g, 0, 2, 3)
        if v is not None:
            seen.add(v)
            assert g.events[-1]["verdict"] == ("pass" if v else "fail")
    assert seen == {True, False}


def test_the_butcher_nominates_again_after_the_first_execution() -> None:
    """"Each day, after the 1st execution, you may nominate again"."""
    twice = 0
    for i in range(150):
        g = rigged(f"bu:{i}", ["butcher", "imp", "chef", "empath", "monk", "saint", "mayor"],
                   travellers={0: "butcher"})
        g.phase = ("day", 1)
        g.execution(2)
        executed = [e["executed"] for e in g.events if "executed" in e]
        assert len(executed) <= 2
        if len(executed) == 2:
            twice += 1
            assert [e for e in g.events if "nominated" in e][-1]["by"] == g.name(0)
    assert twice


def test_the_beggar_votes_with_given_tokens_and_is_never_poisoned() -> None:
    """"You must use a vote token to vote. If a dead player gives you theirs,
    you learn their alignment. You are sober & healthy"."""
    from simulator.characters import beggar

    g = rigged("bg", ["beggar", "imp", "chef", "empath", "monk", "saint"],
               travellers={0: "beggar"})
    g.phase = ("day", 2)
    g.add_effect(Effect(POISONED, 0, 1, "poisoner", until=order_of("day", 2)))
    assert not g.droisoned(0)
    assert beggar.may_vote(g, 0, 2, [0]) is False
    g.seats[1].alive = False
    g.rng = random.Random(0)
    while not g.seats[0].info:
        beggar.day(g, 0)
    assert g.seats[0].info[0] == {"day": 2, "beggar": [g.name(1), "evil"]}
    assert g.seats[1].marks["vote_spent"]
    assert beggar.may_vote(g, 0, 2, [0]) is True and beggar.may_vote(g, 0, 2, [0]) is False


def test_the_bone_collector_chooses_a_dead_player_once_not_on_night_one() -> None:
    """"Once per game, at night*, choose a dead player"."""
    from simulator.characters import bonecollector

    g = rigged("bc", ["bonecollector", "imp", "chef", "empath", "monk", "saint"],
               travellers={0: "bonecollector"})
    g.seats[2].alive = False
    for n in (1, 2, 3, 4, 5, 6):
        g.phase = ("night", n)
        for _ in range(10):
            bonecollector.night(g, 0)
    assert len(g.seats[0].info) == 1
    (e,) = g.seats[0].info
    assert e["night"] > 1 and e["bonecollector"] == g.name(2)


def test_the_apprentice_gains_a_townsfolk_if_good_a_minion_if_evil() -> None:
    """"On your 1st night, you gain a Townsfolk ability (if good), or a Minion
    ability (if evil)"; "Only abilities listed on the character sheet"."""
    from simulator.characters import apprentice

    for evil in (False, True):
        g = rigged("ap", ["apprentice", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "apprentice"}, evil={"imp"} | ({"apprentice"} if evil else set()))
        g.phase = ("night", 1)
        apprentice.night(g, 0)
        (gained,) = g.seats[0].gained
        assert g.script.team[gained] == ("minion" if evil else "townsfolk")
        assert g.seats[0].info == [{"night": 1, "apprentice": gained}]
        assert g.seats[0].char == "apprentice"


# ---- Fabled and Loric ---------------------------------------------------------


def test_the_hells_librarians_penalties_are_public() -> None:
    """"it is recommended to either make the penalty that the player dies, that
    the player loses their ability for a day, or that the player may not vote
    for a day"."""
    from simulator.characters import hellslibrarian

    kinds = set()
    for i in range(400):
        g = rigged(f"hl:{i}", ["imp", "chef", "empath", "monk", "saint"])
        g.phase = ("day", 1)
        hellslibrarian.day(g, None)
        for e in g.events:
            if e.get("by") == "hellslibrarian":
                kinds.add("died")
                assert not g.alive(next(j for j in range(5) if g.name(j) == e["died"]))
            elif "hellslibrarian" in e:
                kinds.add("ability")
                p = next(j for j in range(5) if g.name(j) == e["hellslibrarian"])
                assert any(g.effects_on(p, k) for k in DROISONED)
    assert kinds == {"died", "ability"}


@pytest.mark.parametrize("chars, travellers, fabled", [
    (GOOD + ["poisoner", "scarletwoman", "widow", "goblin", "lleech"],
     ("thief", "scapegoat", "harlot"), ("djinn",)),
    (GOOD + ["marionette", "widow", "xaan", "scarletwoman", "lordoftyphon"],
     ("deviant", "judge", "butcher"), ("hellslibrarian",)),
    (GOOD + ["summoner", "marionette", "goblin", "scarletwoman", "imp", "lilmonsta",
             "organgrinder"],
     ("beggar", "bonecollector", "apprentice"), ("bootlegger", "gardener")),
])
def test_custom_script_games_keep_their_true_world(tmp_path: Path, chars, travellers,
                                                   fabled) -> None:
    from botc.simulate import check_case, write_game

    s = custom_script(chars, "mix")
    for i in range(4):
        rng = random.Random(f"mix:{chars[-1]}:{i}")
        g, _ = new_game(rng, rng.randint(6, 11), 3, True, s, travellers=travellers,
                        fabled=fabled)
        path = write_game(g, tmp_path, f"g{i}", False)
        assert check_case(path, g.start_characters()).kept, path


def test_travellers_are_exiled_never_nominated_for_execution() -> None:
    """Apprentice: "They are the Apprentice, a Traveller, so they may be exiled
    but not executed"; the case format: executing a Traveller "needs
    instead_of: P (the Scapegoat)"."""
    for i in range(30):
        g = Game(random.Random(f"nom:{i}"), 6, TB, travellers=("thief", "judge", "beggar"))
        g.phase = ("day", 1)
        trav = {j for j, x in enumerate(g.seats) if x.traveller}
        for q in range(g.n):
            g.nominated_today = set()
            assert g.nominee(q) not in trav


def test_a_demons_extra_minion_is_drawn() -> None:
    """Lord of Typhon "+1 Minion", Lil' Monsta "[+1 Minion]": the Minions are
    drawn after the Demon's change, and their own changes (the Baron's) apply."""
    s = script("lordoftyphon", drop=("imp", "scarletwoman", "spy"))
    barons = 0
    for i in range(40):
        g = Game(random.Random(f"plus:{i}"), 7, s)
        teams = Counter(s.team[x.start] for x in g.seats)
        assert teams["minion"] == 2 and teams["demon"] == 1
        barons += any(x.start == "baron" for x in g.seats)
    assert barons == 40


def test_the_bone_collectors_choice_acts_again_tonight() -> None:
    """"they regain their ability until dusk"; "The chosen player remains dead,
    but they get their ability to use ... they find out soon enough when they
    are woken to use their ability"."""
    kept = 0  # (the Imp may kill the Bone Collector first: the ability goes with it)
    for i in range(8):
        g = rigged(f"bc2:{i}", ["bonecollector", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "bonecollector"})
        g.seats[3].alive, g.seats[3].death = False, ("day", 1)
        g.seats[2].alive, g.seats[2].death = False, ("day", 1)
        g.add_effect(Effect("regained", 3, 0, "bonecollector", until=order_of("day", 2),
                            while_source=True))
        g.play_night(2)
        if g.alive(0):
            kept += 1
            assert [e for e in g.seats[3].info if e.get("night") == 2 and "empath" in e]
        assert not g.alive(3)
        assert not g.seats[2].info  # the Chef has no step on night 2 and no ability back
    assert kept


def test_a_summoned_lord_of_typhon_neighbours_a_minion_and_makes_another() -> None:
    """Jinx (Summoner, Lord of Typhon): "A summoned Lord of Typhon must
    neighbour a Minion, and its other neighbour becomes an evil Minion"."""
    from simulator.characters import summoner

    made = 0
    for i in range(40):
        g = rigged(f"slot:{i}", ["summoner", "chef", "empath", "monk", "saint", "mayor", "recluse"],
                   chars=("lordoftyphon",))
        g.script = custom_script([c for c in g.script.chars if c != "imp"], "x")
        g.phase = ("night", 3)
        summoner.night(g, 0)
        (t,) = g.living_demons()
        assert g.seats[t].char == "lordoftyphon" and g.seats[t].evil
        sides = [g.seats[(t - 1) % 7], g.seats[(t + 1) % 7]]
        assert all(x.evil and g.team(x.char) == "minion" for x in sides)
        made += all(x.char != "summoner" for x in sides)
    assert made == 0  # the Summoner is the only Minion at first: it is one side


def test_a_lleech_made_before_its_step_acts_that_night() -> None:
    """"If a Lleech is created mid-game, they poison a player that night. They
    must choose an alive player": one made before tonight's Lleech step acts
    at it; one made at it (its own attack killed the host) waits."""
    from simulator.characters import lleech

    for made_at_step in (False, True):
        g = rigged("llnew", ["lleech", "scarletwoman", "chef", "empath", "monk", "saint", "mayor"])
        g.phase = ("night", 2)
        g.seats[0].alive = False
        g.become(1, "lleech")
        if made_at_step:
            g.marks["lleech_step"] = 2
        lleech.night(g, 1)
        h = g.seats[1].marks.get("lleech_host")
        assert (h is None) == made_at_step
        if h is not None:
            assert g.alive(h) and g.droisoned(h)


def test_a_player_turned_evil_keeps_the_reports_they_had_while_good() -> None:
    """Summoner: "choose a player: they become an evil Demon"; the case
    format: "A good player reports exactly what they were told": a player
    told something while good, made evil later, reports it once, not again
    as an evil player's made-up report."""
    for i in range(30):
        g = rigged(f"turn:{i}", ["summoner", "chef", "empath", "monk", "saint", "mayor"])
        g.phase = ("night", 1)
        g.report(1, "chef", 0)
        g.set_evil(1, True)
        g.last = ("night", 2)
        g.evil_reports()
        assert sum("chef" in e for e in g.seats[1].info) == 1


def test_an_evil_traveller_may_make_up_reports() -> None:
    """The case format: "Evil players may claim and report anything"; a
    Traveller's character is public, their reports are not."""
    changed = False
    for i in range(40):
        g = rigged(f"lie:{i}", ["thief", "imp", "chef", "empath", "monk", "saint"],
                   travellers={0: "thief"}, evil={"imp", "thief"})
        g.phase = ("night", 1)
        g.report(0, "thief", g.name(2))
        g.last = ("night", 1)
        g.evil_reports()
        (e,) = g.seats[0].info
        changed |= e["thief"] != g.name(2)
        assert g.seats[0].claim == "thief"
    assert changed


def test_a_cannibal_who_only_thinks_it_ate_lil_monsta_does_nothing() -> None:
    """The Cannibal: "If an evil player dies by execution, the Cannibal only
    thinks that they gain an ability, since the Cannibal is poisoned." A
    Cannibal woken as Lil' Monsta (a pretended ability) picks no babysitter
    and kills nobody; Lil' Monsta is not in play."""
    g = rigged("lmthinks", ["cannibal", "poisoner", "imp", "chef", "empath", "monk"],
               chars=("cannibal", "lilmonsta"))
    g.seats[0].thinks = ["lilmonsta"]
    g.play_night(2)
    assert "lilmonsta_sitter" not in g.marks
    assert not [e for e in g.log if "lilmonsta_kills" in e]
