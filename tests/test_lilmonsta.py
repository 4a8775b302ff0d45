"""Lil' Monsta: "Each night, Minions choose who babysits Lil' Monsta & "is the
Demon". Each night*, a player might die. [+1 Minion]" (almanac, seed 000)

Five seats: with Lil' Monsta, 3 Townsfolk, 2 Minions and no Demon player; A is
`you`, the Chef.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = ("[chef, empath, fortuneteller, monk, soldier, slayer, poisoner, scarletwoman, "
          "marionette, imp, lilmonsta, summoner]")
HIDDEN = "[poisoner, scarletwoman, marionette, lilmonsta]"


def case(events: str = "[]", tail: str = "", hidden: str = HIDDEN,
         seats: str = "A:chef B:soldier C:slayer D E") -> str:
    return table(SCRIPT, seats.split(), hidden, "3/0/1/1", events, tail=tail)


def test_no_demon_player_and_one_more_minion():
    """"Lil' Monsta isn't a player ... remove Lil' Monsta and add a Minion token":
    the two unclaimed players are Minions and nobody holds a Demon."""
    got = worlds(case(hidden="[poisoner, scarletwoman, lilmonsta]"))
    assert got == {("chef", "soldier", "slayer", "poisoner", "scarletwoman"),
                   ("chef", "soldier", "slayer", "scarletwoman", "poisoner")}
    assert not possible(case(hidden="[poisoner, scarletwoman, lilmonsta]"),
                        ["not in_play(lilmonsta)"])


def test_any_babysitter_is_the_demon_and_stays_good():
    """"If a good player babysits Lil' Monsta, they 'are the Demon' but they remain
    good", and the babysitter may change each night."""
    text = case(tail="now: {night: 2}")
    assert possible(text, ["is(B, demon, night 1)", "good(B, night 1)",
                           "is(C, demon, night 2)", "not is(B, demon, night 2)"])
    assert not possible(case(hidden="[poisoner, imp]"), ["is(B, demon, night 1)",
                                                          "good(B, night 1)"])


def test_the_babysitter_registers_as_the_demon():
    """"They register as a Demon for characters like the Fortune Teller etc.": the
    Slayer's shot kills the good babysitter B (no Recluse on the script)."""
    shot = case("[{day: 1, slayer: C, target: B, died: yes}]", "rules: {game_ended: true}")
    assert possible(shot, ["good(B)"])
    assert not possible(shot, ["good(B)", "not in_play(lilmonsta)"])


def test_good_wins_when_the_babysitter_dies():
    """"The player with the Lil' Monsta token 'is the Demon'. Good wins if they die":
    after B's execution the game goes on only if B was not babysitting (or a
    Scarlet Woman took over: see below)."""
    text = case("[{day: 1, executed: B}]", "now: {night: 2}")
    assert possible(text, ["in_play(lilmonsta)", "not is(B, demon, night 1)"])
    assert not possible(text, ["is(B, demon, night 1)", "not in_play(scarletwoman)"])


def test_a_player_might_die_each_night_but_the_first():
    """"Each night*, a player might die": nobody on night 1; on night 2 one player
    or nobody."""
    assert not possible(case("[{night: 1, died: C}]"), ["in_play(lilmonsta)"])
    assert possible(case("[{night: 2, died: C}]"), ["in_play(lilmonsta)"])
    assert possible(case(tail="now: {day: 2}"), ["in_play(lilmonsta)"])
    assert not possible(case("[{night: 2, died: C}, {night: 2, died: E}]"),
                        ["in_play(lilmonsta)"])


def test_the_death_may_pass_protection():
    """Whether "a player might die" is a Demon's attack the text does not say:
    either, so a sober Soldier may die to it (never to the Imp's attack)."""
    soldier = case("[{night: 2, died: B}]")
    assert possible(soldier, ["in_play(lilmonsta)", "not poisoned(B, night 2)"])
    assert not possible(case("[{night: 2, died: B}]", hidden="[scarletwoman, imp]"),
                        ["not poisoned(B, night 2)"])


def test_scarlet_woman_becomes_the_permanent_babysitter():
    """Jinx (Scarlet Woman): "If Lil' Monsta dies while 5+ players are alive, the
    Scarlet Woman becomes the permanent babysitter": the game goes on after the
    babysitter's execution at five alive, and D babysits from then on."""
    text = case("[{day: 1, executed: B}]", "now: {day: 2}")
    facts = ["is(B, demon, night 1)", "is(D, scarletwoman)"]
    assert possible(text, facts)
    assert not possible(text, facts + ["not is(D, demon, night 2)"])
    assert not possible(text, facts + ["poisoned(D, night 1)"])


def test_marionette_next_to_the_first_babysitter():
    """Jinx (Marionette): the Marionette "must start seated next to" the Demon
    position once it is settled: the night-1 babysitter sits next to it."""
    text = case(tail="now: {day: 1}", seats="A:chef B:soldier C:slayer D E:empath")
    assert possible(text, ["is(B, marionette)", "is(C, demon, night 1)"])
    assert not possible(text, ["is(B, marionette)", "is(D, demon, night 1)"])
