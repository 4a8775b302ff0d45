"""Night steps in the simulator's loop: who woke tonight is recorded by the
loop for every character that wakes (what a Chambermaid counts), and a night
handler acts only for a player who holds the ability as the step begins."""

from __future__ import annotations

import random

from simulator import demons
from simulator.game import custom_script, load_script
from simulator.loop import Game

TB = load_script("tb").chars


def rigged(seed: str, row: list[str], chars: tuple[str, ...] = TB) -> Game:
    sc = custom_script(chars)
    g = Game(random.Random(seed), len(row), sc)
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = sc.team.get(c) in ("minion", "demon")
        seat.info, seat.marks, seat.gained, seat.thinks, seat.changes = [], {}, [], [], []
    g.marks, g.effects, g.log, g.events, g.abnormal = {}, [], [], [], []
    return g


def test_every_character_that_wakes_is_recorded_by_the_loop() -> None:
    """Chambermaid: "how many woke tonight due to their own ability": the Chef,
    the Fortune Teller and the Poisoner wake the first night, the Imp and the
    Monk on later nights; the Undertaker only after an execution; a Drunk woken
    as its Townsfolk counts; a dead player does not wake."""
    g = rigged("wake", ["chef", "fortuneteller", "imp", "poisoner", "monk", "undertaker",
                        "drunk", "butler"])
    g.seats[6].believed = "empath"
    g.play_night(1)
    assert g.woke_tonight == {0, 1, 3, 6, 7}  # the Imp and Monk have no first-night step
    g.phase = ("day", 1)
    g.seats[7].alive, g.seats[7].death = False, ("day", 1)
    g.play_night(2)
    assert {1, 2, 3, 4, 6} <= g.woke_tonight
    assert not {0, 5, 7} & g.woke_tonight  # first night only; no execution; dead


def test_a_lunatic_who_thinks_they_are_the_demon_does_not_attack() -> None:
    """Lunatic: "You think you are a Demon, but you are not": at the Imp's step
    they are woken, but the Imp's handler does not act for them (no failed
    attack for a Mathematician to count)."""
    chars = (*TB, "lunatic", "mathematician")
    for i in range(10):
        g = rigged(f"luna:{i}", ["lunatic", "imp", "chef", "monk", "empath", "mathematician"],
                   chars)
        g.seats[0].believed = "imp"
        g.phase = ("night", 2)
        g.step("imp", [0, 1])
        assert 0 in g.woke_tonight
        assert not [e for e in g.log if e.get("imp") == g.name(0)]
        assert not [a for a in g.abnormal if a[1] == 0]


def test_a_character_gained_during_its_step_acts_from_the_next_step(monkeypatch) -> None:
    """Fang Gu: "The 1st time an Outsider is killed, they become an evil Fang Gu
    & you die instead." A Lunatic who believes they are the Fang Gu and is
    jumped into becomes one during the Fang Gu's step: they do not act again
    at that step (one attack tonight, not two)."""
    chars = (*TB, "fanggu", "lunatic")
    g = rigged("fg", ["fanggu", "lunatic", "chef", "monk", "empath", "poisoner", "butler"], chars)
    g.seats[1].believed = "fanggu"
    g.phase = ("night", 2)
    monkeypatch.setattr(demons, "victim", lambda g, s: 1 if s == 0 else 2)
    g.step("fanggu", [0, 1])
    assert g.seats[1].char == "fanggu" and not g.alive(0)
    assert [e["attacks"] for e in g.log if "attacks" in e] == [g.name(1)]
    assert g.alive(2)


def test_a_storytellers_step_wakes_nobody() -> None:
    """The Tinker ("You might die at any time") and the Sweetheart ("When you
    die, 1 player is drunk") have a place in the night order for the
    Storyteller's act: their holders do not wake, so a Chambermaid does not
    count them."""
    g = rigged("st-step", ["tinker", "sweetheart", "imp", "poisoner", "monk"],
               (*TB, "tinker", "sweetheart"))
    g.phase = ("day", 1)
    g.play_night(2)
    assert {2, 3, 4} <= g.woke_tonight and not {0, 1} & g.woke_tonight


def test_with_the_pukka_the_summoner_wakes_and_may_summon_on_night_2() -> None:
    """Jinx (Summoner, Pukka): "The Summoner may summon a Pukka on night 2
    instead of night 3": the Summoner is woken on night 2, and sometimes a
    player becomes the Pukka then."""
    chars = (*TB, "summoner", "pukka")
    made = set()
    for i in range(20):
        g = rigged(f"sum:{i}", ["summoner", "chef", "monk", "empath", "butler", "poisoner"],
                   chars)
        g.phase = ("day", 1)
        g.play_night(2)
        assert 0 in g.woke_tonight
        made.add(any(x.char == "pukka" for x in g.seats))
    assert made == {True, False}


def test_a_demon_the_exorcist_chose_does_not_wake_or_kill() -> None:
    """Exorcist: "Each night*, choose a player (different to last night): the
    Demon, if chosen, learns who you are then doesn't wake tonight." Every
    Demon that kills by choosing: the Imp, the Vortox, the Lord of Typhon."""
    from simulator.state import KEPT_ASLEEP, Effect

    for demon in ("imp", "vortox", "lordoftyphon", "nodashii"):
        chars = (*TB, "exorcist", demon)
        g = rigged(f"ex:{demon}", ["exorcist", "chef", demon, "monk", "empath", "poisoner"],
                   chars)
        g.phase = ("night", 2)
        g.add_effect(Effect(KEPT_ASLEEP, 2, 0, "exorcist"))
        g.step(demon, [2])
        assert 2 not in g.woke_tonight and all(x.alive for x in g.seats), demon
        assert not [e for e in g.log if "attack" in e], demon


def test_every_demon_announces_its_choice_so_a_goon_makes_it_drunk(monkeypatch) -> None:
    """Goon: "Each night, the 1st player to choose you with their ability is
    drunk until dusk." A Demon of any edition choosing the Goon to kill is
    drunk at once: nobody dies."""
    monkeypatch.setattr(demons, "victim", lambda g, s: 1)
    for demon in ("imp", "vortox", "nodashii", "fanggu", "lordoftyphon", "lleech"):
        chars = (*TB, "goon", demon)
        g = rigged(f"goon:{demon}", ["chef", "goon", demon, "monk", "empath", "poisoner"],
                   chars)
        g.phase = ("night", 2)
        if demon == "lleech":
            g.seats[2].marks["lleech_host"] = 4
        g.rng.random = lambda: 0.5  # type: ignore[method-assign]
        g.rng.choice = lambda seq: 1 if 1 in seq else seq[0]  # type: ignore[method-assign]
        g.step(demon, [2])
        assert g.alive(1) and g.seats[1].evil, demon


def test_players_of_every_edition_announce_their_choices_to_the_goon(monkeypatch) -> None:
    """Goon: "the 1st player to choose you with their ability is drunk until
    dusk. You become their alignment." The Poisoner, Monk, Witch, Cerenovus,
    Pit-Hag, Widow, Dreamer and Village Idiot choosing the Goon are
    drunk at once."""
    from simulator import storyteller

    monkeypatch.setattr(storyteller, "pick", lambda g, ex=None, alive_bias=0.9: 1)
    for chooser in ("poisoner", "monk", "witch", "cerenovus", "pithag", "widow", "dreamer",
                    "villageidiot"):
        chars = (*TB, "goon", chooser)
        g = rigged(f"goon-by:{chooser}", [chooser, "goon", "imp", "chef", "empath", "soldier"],
                   chars)
        g.phase = ("night", 2)
        g.rng.choice = lambda seq: 1 if 1 in seq else seq[0]  # type: ignore[method-assign]
        g.rng.random = lambda: 0.5  # type: ignore[method-assign]
        g.call(chooser, "night", 0)
        assert g.droisoned(0) and g.seats[1].marks.get("goon") == 2, chooser


def test_a_cursed_nominator_who_cannot_die_shows_no_death() -> None:
    """Witch: "If they nominate, they die." Lleech: "you die if and only if
    they die": a Lleech with a living host who nominates while cursed does not
    die, and no death is made public (found on a random script, seed 6 game 22)."""
    chars = (*TB, "witch", "lleech")
    g = rigged("witch-lleech", ["lleech", "witch", "empath", "chef", "monk", "soldier"], chars)
    g.seats[0].marks["lleech_host"] = 2
    g.phase = ("day", 1)
    g.seats[1].marks["witch"] = (1, 0, True)
    g.nominate(3, 0)
    assert g.alive(0) and not [e for e in g.events if "died" in e]
    g.seats[1].marks["witch"] = (1, 4, True)
    g.nominate(2, 4)
    assert not g.alive(4) and {"day": 1, "died": g.name(4), "after_nominating": True} in g.events


def test_a_storyteller_reminder_wakes_nobody() -> None:
    """A character on the night sheet whose ability never wakes its holder (the
    rules say so: no `wakes_on`, no `wakes` of its own) is not counted by a
    Chambermaid in the simulator either: "woke tonight due to their own
    ability". A Princess counted as woken once lost a true world."""
    from engine.rule import Rule
    from facts.catalog import SEATED_TEAMS, team
    from facts.night_order import positions
    from rules.registry import all_rules
    from simulator.characters import module

    rules = all_rules()
    quiet = sorted(c for c, (first, other) in positions().items()
                   if (first or other) and c in rules and team(c) in SEATED_TEAMS
                   and module(c) is not None and rules[c].wakes_on is None
                   and type(rules[c]).wakes is Rule.wakes)
    assert "princess" in quiet
    woke = []
    for c in quiet:
        g = rigged(f"quiet-{c}", [c, "chef", "imp", "poisoner", "monk"],
                   tuple(dict.fromkeys((*TB, c))))
        if all(g.wakes(c, 0) is False for _ in range(3)) is False:
            woke.append(c)
    assert not woke, woke


def test_conditional_wakes_follow_their_condition() -> None:
    """Chambermaid counts only who woke: the King wakes only when the dead
    equal or outnumber the living (never night 1), the Choirboy only on a night
    the Demon killed the King, the Huntsman until its once-per-game choice is
    spent, the Farmer's own step wakes nobody."""
    chars = tuple(dict.fromkeys((*TB, "king", "choirboy", "huntsman", "farmer")))
    g = rigged("conditional", ["king", "choirboy", "huntsman", "farmer", "imp"], chars)
    g.phase = ("night", 2)
    assert g.wakes("king", 0) is False
    assert g.wakes("choirboy", 1) is False
    assert g.wakes("huntsman", 2) is True
    assert g.wakes("farmer", 3) is False
    g.seats[2].marks["huntsman"] = True
    assert g.wakes("huntsman", 2) is False
    for s in (1, 2, 3):
        g.seats[s].alive = False
    assert g.wakes("king", 0) is True


def test_the_lord_of_typhon_is_not_woken_on_the_first_night() -> None:
    """Lord of Typhon: "Each night*, choose a player: they die." Its first-night
    step wakes its neighbours (shown they are Minions), not it: a Chambermaid
    does not count it then (a random-script game counted it)."""
    chars = (*TB, "lordoftyphon")
    for i in range(20):
        g = rigged(f"lot:{i}", ["lordoftyphon", "chef", "monk", "empath", "butler", "poisoner"],
                   chars)
        g.play_night(1)
        assert 0 not in g.woke_tonight
        g.phase = ("day", 1)
        g.play_night(2)
        assert 0 in g.woke_tonight or not g.alive(0)
