"""The Bad Moon Rising character modules on the simulator loop
(simulator/characters), each test drawn from the character's almanac or
printed ability text (quoted in the test's docstring)."""

from __future__ import annotations

import random

import pytest

from simulator.characters import HOOKS, missing, module
from simulator.choices import EXORCISED
from simulator.game import load_script, order_of
from simulator.loop import Game
from simulator.state import DRUNK, POISONED, Effect

BMR = load_script("bmr")
HELPERS = {"quiet_day", "count", "statement", "choose", "die_by_day"}


def rigged(row: list[str], seed: str = "rig", evil: set[int] | None = None) -> Game:
    """A Bad Moon Rising game whose seats hold `row` in order."""
    g = Game(random.Random(seed), len(row), "bmr")
    for i, (seat, c) in enumerate(zip(g.seats, row, strict=True)):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = (i in evil) if evil is not None else BMR.team[c] in ("minion", "demon")
        seat.info, seat.marks = [], {}
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    return g


def at(g: Game, kind: str, n: int) -> Game:
    g.phase = (kind, n)
    return g


def always(g: Game, value: float = 0.0) -> None:
    """Make every chance draw come out as `value` (0: every 'might' happens)."""
    g.rng.random = lambda: value  # type: ignore[method-assign]


def test_every_bmr_character_has_a_module_with_known_hooks() -> None:
    assert not missing(BMR.chars)
    for c in BMR.chars:
        m = module(c)
        hooks = {n for n in vars(m) if callable(vars(m)[n]) and not n.startswith("_")
                 and vars(m)[n].__module__ == m.__name__}
        assert hooks <= set(HOOKS) | HELPERS, (c, hooks - set(HOOKS))
        assert m.__doc__ and "Freedoms left out" in m.__doc__, c


def test_sailor_cannot_die_and_makes_one_drunk_until_dusk() -> None:
    """Sailor: "Each night, choose an alive player: either you or they are drunk
    until dusk. You can't die." """
    g = at(rigged(["sailor", "pukka", "chambermaid", "tealady", "fool"]), "night", 2)
    g.call("sailor", "night", 0)
    drunk = [e for e in g.effects if e.kind == DRUNK and e.by == "sailor"]
    assert len(drunk) == 1 and drunk[0].until == order_of("day", 2)
    g.effects = []
    assert not g.kill(0, "demon") and g.alive(0)
    assert g.kill(0, "assassin", unstoppable=True)


def test_innkeeper_protects_two_and_makes_one_drunk() -> None:
    """Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
    drunk until dusk." """
    g = at(rigged(["innkeeper", "po", "chambermaid", "gambler", "fool"]), "night", 2)
    g.call("innkeeper", "night", 0)
    a, b = (next(i for i, x in enumerate(g.seats) if x.name == p)
            for p in g.seats[0].info[0]["innkeeper"])
    assert not g.kill(a, "demon") and not g.kill(b, "gossip")
    assert sum(g.droisoned(i) for i in (a, b)) >= 1
    at(g, "day", 2)
    assert g.kill(a, "execution") or g.kill(b, "execution")


def test_tea_lady_keeps_good_neighbours_alive() -> None:
    """Tea Lady: "If both your alive neighbours are good, they can't die." """
    g = at(rigged(["chambermaid", "tealady", "gambler", "po", "sailor"]), "night", 2)
    assert not g.kill(0, "demon") and not g.kill(2, "execution")
    g.seats[2].evil = True
    assert g.kill(0, "demon")


def test_fool_escapes_the_first_death_not_the_assassin() -> None:
    """Fool: "The first time you die, you don't." Assassin: "they die, even if
    for some reason they could not." """
    g = at(rigged(["fool", "po", "chambermaid", "gambler", "fool"]), "day", 1)
    g.event(executed=g.name(0))
    g.execute(0)
    assert g.alive(0) and g.events[-1]["died"] is False
    assert g.kill(0, "demon")
    assert g.kill(4, "assassin", unstoppable=True)


def test_goon_drunkens_only_the_first_chooser_each_night() -> None:
    """Goon: "Each night, the 1st player to choose you with their ability is drunk
    until dusk. You become their alignment." """
    g = at(rigged(["shabaloth", "goon", "sailor", "chambermaid", "devilsadvocate"]), "night", 2)
    g.chosen(0, "shabaloth", 1)
    assert g.seats[1].evil and g.droisoned(0)
    g.chosen(2, "sailor", 1)
    assert not g.droisoned(2) and g.seats[1].evil
    at(g, "day", 2)
    assert g.droisoned(0)
    at(g, "night", 3)
    assert not g.droisoned(0)
    g.chosen(3, "chambermaid", 1)
    assert not g.seats[1].evil and g.droisoned(3)


def test_a_droisoned_goon_still_uses_up_the_first_choice() -> None:
    """Goon: only the 1st player to choose them each night."""
    g = at(rigged(["pukka", "goon", "sailor", "chambermaid", "devilsadvocate"]), "night", 2)
    g.add_effect(Effect(POISONED, 1, 0, "pukka"))
    g.chosen(2, "sailor", 1)
    assert not g.droisoned(2) and not g.seats[1].evil
    g.effects = []
    g.chosen(0, "pukka", 1)
    assert not g.droisoned(0) and not g.seats[1].evil


def test_the_assassin_kills_the_goon_who_turns_evil() -> None:
    """Assassin: "If the Assassin attacks the Goon, the Goon dies and turns evil." """
    g = at(rigged(["assassin", "goon", "po", "chambermaid", "sailor"]), "night", 2)
    always(g, 0.1)
    g.rng.choice = lambda seq: 1 if 1 in seq else seq[0]  # type: ignore[method-assign]
    g.call("assassin", "night", 0)
    assert not g.alive(1) and g.seats[1].evil and g.seats[0].marks["assassin"]


def test_pukka_poisons_then_kills_the_next_night() -> None:
    """Pukka: "Each night, choose a player: they are poisoned. The previously
    poisoned player dies then becomes healthy." A drunk Pukka: "If the Pukka was
    sober when they chose a player the previous night, but is drunk at night,
    that player does not die. But when the Pukka sobers up, the poison resumes
    and kills the player at night." """
    g = at(rigged(["pukka", "chambermaid", "gambler", "sailor", "fool", "tinker"]), "night", 1)
    g.call("pukka", "night", 0)
    (victim,) = g.seats[0].marks["pukka"]
    assert g.droisoned(victim)
    at(g, "night", 2)
    g.add_effect(Effect(DRUNK, 0, None, "test", until=order_of("night", 2)))
    g.call("pukka", "night", 0)
    assert g.seats[0].marks["pukka"] == [victim] and g.droisoned(victim)
    at(g, "night", 3)
    g.call("pukka", "night", 0)
    if victim != 0:
        assert g.seats[victim].death == ("night", 3) or g.seats[victim].alive
        assert not g.effects_on(victim, POISONED)


def test_an_exorcised_pukka_still_kills_its_previous_choice() -> None:
    """Pukka: "The Exorcist prevents the Pukka from waking to poison a player." The
    previously poisoned player still dies (How to Run: "Each night except the
    first, the other player marked POISONED dies")."""
    g = at(rigged(["pukka", "chambermaid", "gambler", "exorcist", "minstrel"]), "night", 2)
    g.seats[0].marks["pukka"] = [2]
    g.add_effect(Effect(EXORCISED, 0, 3, "exorcist", until=order_of("night", 2)))
    g.call("pukka", "night", 0)
    assert not g.alive(2) and 0 not in g.woke_tonight and g.seats[0].marks["pukka"] == []


def test_after_a_lycanthrope_kill_the_pukkas_previous_choice_lives() -> None:
    """Lycanthrope: "If good, they die & the Demon doesn't kill tonight." The
    Pukka's previous choice, who dies even when the Pukka is kept asleep,
    does not die on such a night (a random-script game had it die, a world
    the solver rightly rules out)."""
    g = at(rigged(["pukka", "chambermaid", "gambler", "lycanthrope", "minstrel"], evil={0}),
           "night", 2)
    g.seats[0].marks["pukka"] = [2]
    g.rng.choice = lambda xs: 1 if 1 in xs else xs[0]  # type: ignore[method-assign]
    g.call("lycanthrope", "night", 3)
    assert not g.alive(1)
    g.call("pukka", "night", 0)
    assert g.alive(2) and 0 not in g.woke_tonight


def test_a_demon_turned_good_claims_what_they_are() -> None:
    """A player good at the end is honest about their history (engine/speech.py):
    a Demon a Cult Leader's ability turned good before they spoke claims the
    Demon, not their evil bluff, and keeps no report made up for it (a
    random-script game kept the bluff, a claim the solver holds them to)."""
    g = at(rigged(["pukka", "chambermaid", "gambler", "sailor", "fool"]), "night", 1)
    bluff = g.seats[0]
    bluff.claim, bluff.start_believed = "exorcist", "pukka"
    bluff.info = [{"night": 2, "exorcist": g.name(1)}]
    g.set_evil(0, False)
    g.final_claims()
    assert bluff.claim == "pukka" and bluff.info == []
    g = at(rigged(["pukka", "chambermaid", "gambler", "sailor", "fool"]), "night", 1)
    g.seats[0].claim = "exorcist"
    g.final_claims()
    assert g.seats[0].claim == "exorcist"  # still evil: the bluff stands


def test_po_after_no_one_chooses_three() -> None:
    """Po: "Each night*, you may choose a player: they die. If your last choice was
    no-one, choose 3 players tonight." """
    g = at(rigged(["po", "chambermaid", "gambler", "sailor", "fool", "tinker", "minstrel",
                   "pacifist"]), "night", 2)
    always(g)
    g.call("po", "night", 0)
    assert g.seats[0].marks["po"] == "charged" and all(x.alive for x in g.seats)
    at(g, "night", 3)
    g.rng = random.Random(3)
    g.call("po", "night", 0)
    attacks = [e for e in g.log if "attack" in e and e["night"] == 3]
    assert len(attacks) == 3 and len({e["attack"] for e in attacks}) == 3


def test_shabaloth_may_regurgitate_last_nights_dead() -> None:
    """Shabaloth: "A dead player you chose last night might be regurgitated."
    "At dawn, after declaring which players died, declare which player is alive
    again": the case says `{night: 3, revived: P}`."""
    g = at(rigged(["shabaloth", "chambermaid", "gambler", "sailor", "fool", "tinker"]), "day", 2)
    g.seats[0].marks["shabaloth"] = {2: [2, 3]}
    g.kill(2, "execution")
    at(g, "night", 3)
    always(g)
    g.call("shabaloth", "night", 0)
    g.settle_revivals()
    assert any(e.get("revived") == g.name(2) for e in g.log)
    revived = [e for e in g.events if "revived" in e]
    assert revived == ([{"night": 3, "revived": g.name(2)}] if g.alive(2) else [])
    assert g.seats[2].alive_at("night", 3) == g.alive(2) and not g.seats[2].alive_at("day", 2)


def test_professor_resurrects_only_a_townsfolk() -> None:
    """Professor: "choose a dead player: if they are a Townsfolk, they are
    resurrected." "If the Professor chooses an Outsider, Minion, or Demon, then
    nothing happens, and the Professor's ability is gone." """
    g = at(rigged(["professor", "po", "tinker", "sailor", "fool"]), "night", 2)
    g.kill(2, "demon")
    always(g)
    g.call("professor", "night", 0)
    g.settle_revivals()
    assert not g.alive(2) and g.seats[0].marks["professor"]
    assert not any("revived" in e for e in g.events)
    g = at(rigged(["professor", "po", "gambler", "sailor", "fool"]), "night", 2)
    g.kill(2, "demon")
    always(g)
    g.call("professor", "night", 0)
    g.settle_revivals()
    # Killed and brought back the same night: both are declared at dawn.
    assert g.alive(2) and g.events == [{"night": 2, "died": g.name(2)},
                                       {"night": 2, "revived": g.name(2)}]


def test_zombuul_lives_on_after_the_first_death() -> None:
    """Zombuul: "The 1st time you die, you live but register as dead." Executed
    while registering as dead, it dies for real; its apparent death does not set
    off the Mastermind."""
    g = at(rigged(["zombuul", "mastermind", "sailor", "chambermaid", "gambler"]), "day", 1)
    g.event(executed=g.name(0))
    g.execute(0)
    g.check_end()
    assert not g.alive(0) and g.seats[0].lives_on and not g.ended
    assert "mastermind" not in g.marks
    at(g, "night", 2)
    g.step("zombuul", [0])  # a day death: it does not wake
    assert 0 not in g.woke_tonight
    at(g, "night", 3)
    g.rng.choice = lambda seq: 2 if 2 in seq else seq[0]  # type: ignore[method-assign]
    g.step("zombuul", [0])
    assert 0 in g.woke_tonight and g.alive(2)
    at(g, "day", 3)
    g.execute(0)
    assert not g.seats[0].lives_on
    g.check_end()
    assert g.marks["mastermind"] == 4 and not g.ended


def test_mastermind_plays_one_more_day() -> None:
    """Mastermind: "If the Demon dies by execution (ending the game), play for 1
    more day. If a player is then executed, their team loses." """
    g = at(rigged(["po", "mastermind", "sailor", "chambermaid", "gambler"]), "day", 1)
    g.execute(0)
    g.check_end()
    assert not g.ended and g.marks["mastermind"] == 2
    at(g, "day", 2)
    g.executed_today = None
    g.call("mastermind", "at_dusk", 1)
    assert g.final and not g.ended
    g = at(rigged(["po", "mastermind", "sailor", "chambermaid", "gambler"]), "day", 1)
    g.add_effect(Effect(DRUNK, 1, None, "test"))
    g.execute(0)
    g.check_end()
    assert g.ended


def test_minstrel_makes_everyone_else_drunk() -> None:
    """Minstrel: "When a Minion dies by execution, all other players (except
    Travellers) are drunk until dusk tomorrow." """
    g = at(rigged(["minstrel", "assassin", "po", "chambermaid", "gambler"]), "day", 1)
    g.execute(1)
    assert not g.droisoned(0) and all(g.droisoned(i) for i in (2, 3, 4))
    at(g, "day", 2)
    assert g.droisoned(2)
    at(g, "night", 3)
    assert not g.droisoned(2)


def test_pacifist_may_or_may_not_spare_a_good_executee() -> None:
    """Pacifist: "Executed good players might not die." """
    outcomes = set()
    for i in range(30):
        g = at(rigged(["pacifist", "po", "gambler", "chambermaid", "sailor"], f"p{i}"), "day", 1)
        g.execute(2)
        outcomes.add(g.alive(2))
        g.execute(1)
        assert not g.alive(1)
    assert outcomes == {True, False}


def test_devils_advocate_saves_from_execution_only() -> None:
    """Devil's Advocate: "choose a living player (different to last night): if
    executed tomorrow, they don't die." """
    g = at(rigged(["devilsadvocate", "po", "gambler", "chambermaid", "sailor"]), "night", 1)
    g.call("devilsadvocate", "night", 0)
    t = g.seats[0].marks["devilsadvocate"]["target"]
    at(g, "day", 1)
    g.execute(t)
    assert g.alive(t)
    at(g, "night", 2)
    g.call("devilsadvocate", "night", 0)
    assert g.seats[0].marks["devilsadvocate"]["target"] != t


def test_gossip_true_statement_kills_tonight() -> None:
    """Gossip: "Each day, you may make a public statement. Tonight, if it was true,
    a player dies." """
    for true in (True, False):
        g = at(rigged(["gossip", "po", "gambler", "chambermaid", "minstrel", "pacifist"]),
               "night", 2)
        g.seats[0].marks["gossip"] = {1: true}
        g.call("gossip", "night", 0)
        assert any("gossip_kills" in e for e in g.log) == true


def test_moonchild_chooses_on_death_and_a_good_choice_dies() -> None:
    """Moonchild: "When you learn that you died, publicly choose 1 alive player.
    Tonight, if it was a good player, they die." """
    g = at(rigged(["moonchild", "po", "gambler", "chambermaid", "minstrel"]), "day", 1)
    g.execute(0)
    ev = g.events[-1]
    assert ev["moonchild"] == g.name(0)
    t = next(i for i, x in enumerate(g.seats) if x.name == ev["chose"])
    at(g, "night", 2)
    g.call("moonchild", "night", 0)
    assert g.alive(t) == g.seats[t].evil


def test_grandmother_dies_with_a_grandchild_the_demon_kills() -> None:
    """Grandmother: "If the Demon kills them, you die too." "If the Grandchild dies
    by any other means—such as execution ... the Grandmother does not also die." """
    g = at(rigged(["grandmother", "po", "gambler", "chambermaid", "minstrel"]), "night", 2)
    g.seats[0].marks["grandmother"] = 2
    g.demon_attack(1, 2)
    g.call("grandmother", "night", 0)
    assert not g.alive(0)
    g = at(rigged(["grandmother", "po", "gambler", "chambermaid", "minstrel"]), "day", 1)
    g.seats[0].marks["grandmother"] = 2
    g.execute(2)
    at(g, "night", 2)
    g.call("grandmother", "night", 0)
    assert g.alive(0)


def test_godfather_shifts_outsiders_both_ways_and_kills_after_an_outsider_dies() -> None:
    """Godfather: "If 1 died today, choose a player tonight: they die. [-1 or +1
    Outsider]" """
    shifts = set()
    for i in range(40):
        g = Game(random.Random(f"gf{i}"), 9, "bmr")
        shifts.add(g.marks.get("godfather_shift"))
    assert {1, -1} <= shifts
    g = at(rigged(["godfather", "po", "tinker", "chambermaid", "minstrel", "gambler"]), "day", 1)
    g.execute(2)
    at(g, "night", 2)
    g.call("godfather", "night", 0)
    assert any("godfather" in e and e["night"] == 2 for e in g.log)


def test_chambermaid_counts_who_woke_for_their_ability() -> None:
    """Chambermaid: "choose 2 alive players (not yourself): you learn how many woke
    tonight due to their own ability." """
    g = at(rigged(["chambermaid", "po", "tinker", "minstrel", "gambler"]), "night", 2)
    g.kill(4, "demon")
    g.woke_tonight = {1, 2, 3}
    g.call("chambermaid", "night", 0)
    assert g.seats[0].info[0]["chambermaid"][2] == 2


def test_exorcised_demon_does_not_wake_or_kill() -> None:
    """Exorcist: "the Demon, if chosen, learns who you are then doesn't wake
    tonight." """
    g = at(rigged(["exorcist", "shabaloth", "tinker", "minstrel", "gambler"]), "night", 2)
    g.rng.choice = lambda seq: 1 if 1 in seq else seq[0]  # type: ignore[method-assign]
    g.rng.random = lambda: 0.99  # type: ignore[method-assign]
    g.call("exorcist", "night", 0)
    g.call("shabaloth", "night", 1)
    assert 1 not in g.woke_tonight and not [e for e in g.log if "attack" in e]


def test_lunatic_bluffs_and_the_demon_may_follow_their_choices() -> None:
    """Lunatic: "You think you are a Demon, but you are not. The Demon knows who you
    are & who you choose at night." """
    followed = 0
    for i in range(40):
        g = at(rigged(["lunatic", "po", "gambler", "chambermaid", "minstrel", "sailor",
                       "fool"], f"l{i}"), "night", 2)
        g.seats[0].believed = "po"
        g.seats[0].marks["lunatic_po"] = "one"
        g.call("lunatic", "night", 0)
        if not g.marks["lunatic"][2]:  # the Lunatic chose no-one, as a Po may
            assert g.seats[0].marks["lunatic_po"] == "charged"
            continue
        (pick,) = g.marks["lunatic"][2]
        g.seats[1].marks["po"] = "one"
        g.call("po", "night", 1)
        alive = g.alive(0)  # the Po may have killed the Lunatic
        g.step("po", [0])  # the Lunatic at the Po's step: woken, no kill
        chose = [e for e in g.log if e.get("po") == g.name(1)]
        followed += chose[0]["chooses"] == [g.name(pick)]
        assert (0 in g.woke_tonight) == alive
        assert not [e for e in g.log if e.get("po") == g.name(0)]
    assert followed
    g = Game(random.Random("claims"), 12, "bmr")
    for x in g.seats:
        if x.char == "lunatic":
            assert BMR.team[x.believed] == "demon" and BMR.team[x.claim] != "demon"


def test_tinker_may_die_on_the_first_night_and_by_day() -> None:
    """Tinker: "You might die at any time." """
    g = at(rigged(["tinker", "po", "gambler", "chambermaid", "minstrel"]), "night", 1)
    always(g)
    g.before_step("sailor")
    assert g.seats[0].death == ("night", 1)
    g = at(rigged(["tinker", "po", "gambler", "chambermaid", "minstrel"]), "day", 1)
    always(g)
    g.call("tinker", "day", 0)
    assert {"day": 1, "died": g.name(0)} in g.events


def test_courtier_drunk_for_three_nights_and_days() -> None:
    """Courtier: "Once per game, at night, choose a character: they are drunk for 3
    nights & 3 days." """
    g = at(rigged(["courtier", "po", "gambler", "chambermaid", "minstrel"]), "night", 1)
    always(g)
    g.rng.choice = lambda seq: "po" if "po" in seq else seq[0]  # type: ignore[method-assign]
    g.call("courtier", "night", 0)
    assert g.droisoned(1)
    assert at(g, "day", 3) and g.droisoned(1)
    assert at(g, "night", 4) and not g.droisoned(1)


@pytest.mark.parametrize("protected", [False, True])
def test_gambler_wrong_guess_kills_the_gambler(protected: bool) -> None:
    """Gambler: "choose a player & guess their character: if you guess wrong, you
    die." A Tea Lady's good neighbours can't die."""
    row = ["chambermaid", "gambler", "minstrel", "po", "sailor"]
    if protected:
        row = ["tealady", "gambler", "minstrel", "po", "sailor"]
    g = at(rigged(row), "night", 2)
    g.rng.random = lambda: 0.99  # type: ignore[method-assign]
    g.rng.choice = lambda seq: "po" if "po" in seq else seq[0]  # type: ignore[method-assign]
    g.call("gambler", "night", 1)
    assert g.alive(1) == protected


def test_a_night_with_a_resurrection_is_written(monkeypatch) -> None:
    """A resurrection is public ("declare which player is alive again"): the
    loop keeps the night and writes `{night: N, revived: P}`; one brought back
    and killed again the same night shows no event (dead at dusk and at dawn)."""
    g = at(rigged(["professor", "po", "gambler", "chambermaid", "minstrel"]), "day", 1)
    g.kill(2, "execution")
    g.kill(3, "execution")

    def night(self: Game, n: int) -> None:
        self.phase = ("night", n)
        self.revive(2, "professor")
        self.revive(3, "shabaloth")
        self.kill(3, "demon")
        self.settle_revivals()

    monkeypatch.setattr(Game, "play_night", night)
    assert g._play_phase("night", 2)
    assert g.alive(2) and not g.alive(3) and not g.cut
    assert g.events == [{"night": 2, "revived": g.name(2)}]


def _draws(first: float, rest: float = 0.99):
    """A chance draw of `first`, then `rest` ever after."""
    values = iter([first])
    return lambda: next(values, rest)


@pytest.mark.parametrize("taken_on", [True, False])
def test_a_new_po_may_take_on_the_last_choice(taken_on: bool) -> None:
    """Scarlet Woman: "they are that Demon in every way"; the Po: "If your last
    choice was no-one, choose 3 players tonight". Whose last choice a new Po
    reads the texts do not say: after the Po (A) chose no-one and died, the
    Minion made the Po (B, as a Scarlet Woman would be) chooses 3 players if it takes the choice on,
    else one (it has made none)."""
    g = at(rigged(["po", "assassin", "chambermaid", "gambler", "sailor", "fool", "tinker",
                   "minstrel"]), "night", 2)
    always(g)
    g.call("po", "night", 0)
    assert g.marks["po_line"] == (0, "charged")
    g.seats[0].alive, g.seats[1].char = False, "po"
    at(g, "night", 3)
    g.rng.random = _draws(0.0 if taken_on else 0.99)  # type: ignore[method-assign]
    g.call("po", "night", 1)
    (picks,) = [e["chooses"] for e in g.log if e.get("po") == g.name(1) and "chooses" in e]
    assert len(picks) == (3 if taken_on else 1)
    assert g.marks["po_line"] == (1, "one")


@pytest.mark.parametrize("taken_on", [True, False])
def test_a_new_pukka_may_take_on_the_poisoned_player(taken_on: bool) -> None:
    """Scarlet Woman: "they are that Demon in every way"; the Pukka: "The
    previously poisoned player dies then becomes healthy". Whether a new Pukka
    (B, a Minion made the Pukka as a Scarlet Woman would be) takes on the
    player (C) the dead Pukka (A) poisoned the texts do not say: taken on, C
    stays poisoned (How to Run: "the other player marked POISONED dies") and
    dies when B acts; not, C's poison ended with A."""
    g = at(rigged(["pukka", "assassin", "chambermaid", "gambler", "fool", "minstrel"]),
           "night", 1)
    g.marks["pukka_taken_on"] = taken_on
    g.rng.choice = lambda xs: 2 if 2 in xs else xs[0]  # type: ignore[method-assign]
    always(g, 0.99)
    g.call("pukka", "night", 0)
    assert g.seats[0].marks["pukka"] == [2] and g.droisoned(2)
    at(g, "day", 1)
    g.kill(0, "execution")
    g.seats[1].char = "pukka"
    assert g.droisoned(2) == taken_on
    at(g, "night", 2)
    g.rng.choice = lambda xs: 3 if 3 in xs else xs[0]  # type: ignore[method-assign]
    g.call("pukka", "night", 1)
    assert g.alive(2) != taken_on and g.droisoned(3)
