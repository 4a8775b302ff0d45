"""Gangster: "Once per day, you may choose to kill an alive neighbour, if your
other alive neighbour agrees." Z, the Gangster, sits between E and A."""

import random

from simulator.characters import gangster
from simulator.game import custom_script, load_script
from simulator.loop import Game
from simulator.state import DRUNK, Effect
from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: gangster, alignment: good}
"""


def case(events: str) -> str:
    return game(ROWS, events, head="hidden: [imp, scarletwoman]")


def test_kills_an_alive_neighbour() -> None:
    """A, Z's neighbour, may die by day to the Gangster; C, not a neighbour,
    may not."""
    assert sat(case("[{day: 1, died: A, by: gangster}]"))
    assert not sat(case("[{day: 1, died: C, by: gangster}]"))


def test_the_nearest_living_neighbour() -> None:
    """With A dead, B is Z's nearest living neighbour on that side."""
    assert sat(case("[{night: 2, died: A}, {day: 2, died: B, by: gangster}]"))


def test_once_per_day() -> None:
    """"Once per day": a second kill the same day is not the Gangster's."""
    assert not sat(case("[{day: 1, died: A, by: gangster}, {day: 1, died: E, by: gangster}]"))
    assert sat(case("[{day: 1, died: A, by: gangster}, {day: 2, died: E, by: gangster}]"))


def sim_day(seed: int, drunk_fool: bool = False) -> Game:
    """Day 1 of a simulated game where Z, the Gangster (seat 1), sits between a
    Fool (seat 0) and a Chef (seat 2), and always chooses to kill."""
    row = ["fool", "gangster", "chef", "imp", "empath", "monk"]
    g = Game(random.Random(seed), len(row), custom_script((*load_script("tb").chars, "gangster")),
             travellers=(), fabled=())
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = c == "imp"
        seat.info, seat.marks = [], {}
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    if drunk_fool:
        g.add_effect(Effect(DRUNK, 0, None, "test"))
    g.phase = ("day", 1)
    gangster.day(g, 1)
    return g


def test_the_simulator_writes_a_fools_escape_as_a_failed_choice(monkeypatch) -> None:
    """Fool: "The first time you die, you don't." A Gangster's kill of a sober
    Fool is written as the public choice that failed (`died: no`), the Fool
    alive with the escape spent; every death written happened. A drunk Fool
    chosen dies as written."""
    monkeypatch.setattr(gangster, "KILL", 1.0)
    games = [sim_day(seed) for seed in range(16)]
    assert any(not g.alive(2) for g in games)  # the Chef was chosen some days
    chose_fool = [g for g in games if g.alive(2)]
    assert chose_fool
    for g in chose_fool:
        assert g.events == [{"day": 1, "gangster": g.name(1), "target": g.name(0), "died": False}]
        assert g.alive(0) and g.seats[0].marks.get("fool")
    for g in games:
        names = [g.name(s) for s in range(g.n)]
        dead = [e.get("died") if isinstance(e.get("died"), str) else e.get("target")
                for e in g.events if e.get("died") not in (None, False)]
        assert all(not g.alive(names.index(p)) for p in dead)
    drunk = [sim_day(seed, drunk_fool=True) for seed in range(16)]
    assert any(not g.alive(0) and g.events for g in drunk)
    assert all(g.alive(0) or g.events[0].get("died") in (True, g.name(0)) for g in drunk)


def test_a_public_choice_kills_a_living_neighbour() -> None:
    """The kill written as the public choice it is: `{day: N, gangster: G,
    target: P, died: yes/no}`; a neighbour may die, nobody else."""
    assert sat(case("[{day: 1, gangster: Z, target: A, died: yes}]"))
    assert not sat(case("[{day: 1, gangster: Z, target: C, died: yes}]"))
    assert not sat(case("[{day: 1, gangster: Z, target: A, died: yes}, "
                        "{day: 1, died: E, by: gangster}]"))


def test_a_failed_public_choice_needs_a_reason() -> None:
    """`died: no`: the working Gangster's choice of a living neighbour who can
    die fails only if something stops it. Here nothing can (no Poisoner, no
    Drunk, no Fool): no world. Of a non-neighbour, it fails anyway."""
    assert not sat(case("[{day: 1, gangster: Z, target: A, died: no}]"))
    assert sat(case("[{day: 1, gangster: Z, target: C, died: no}]"))


FOOL_ROWS = """
{name: A, claim: fool}
{name: B, claim: chambermaid}
{name: C, claim: gossip}
{name: D, claim: exorcist}
{name: E, claim: innkeeper}
{name: Z, traveller: gangster, alignment: good}
"""


def test_a_fool_escapes_the_public_kill_and_dies_the_next_time() -> None:
    """Fool: "The first time you die, you don't." A sober Fool chosen by the
    Gangster on day 1 escapes (`died: no`), so executed the same day he dies:
    his escape is used up. Without the Gangster's choice on record, a sober
    Fool executed on day 1 (no Demon has attacked yet) would not die."""
    sober = ["is(A, fool)", "not drunk(A, day 1)", "not poisoned(A, day 1)"]
    head = "hidden: [po, assassin]"
    failed = game(FOOL_ROWS, "[{day: 1, gangster: Z, target: A, died: no}, "
                  "{day: 1, executed: A}]", head=head, script="bmr")
    assert sat(failed, sober)
    plain = game(FOOL_ROWS, "[{day: 1, executed: A}]", head=head, script="bmr")
    assert not sat(plain, sober)
