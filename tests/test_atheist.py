"""Atheist: "The Storyteller can break the game rules, and if executed, good wins,
even if you are dead. [No evil characters]"

Five players; `you: A` is the Atheist unless a test says otherwise.
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game
from travellers import game as traveller_game
from travellers import sat


def test_no_evil_characters() -> None:
    got = worlds(game("atheist", "noble", "knight", "steward", "chef"))
    assert got == {("atheist", "noble", "knight", "steward", "chef")}


def test_the_storyteller_may_give_any_info() -> None:
    """Info that fits no legal game (a Clockmaker's 3 in five seats) is possible
    only in an Atheist game."""
    clock = ("clockmaker", "[{night: 1, clockmaker: 3}]")
    assert possible(game("atheist", clock, "knight", "steward", "chef"), ["good(B)"])
    assert not possible(game("noble", clock, "knight", "steward", "chef", you=None,
                             hidden="[imp, scarletwoman]"), ["good(B)"])


def test_game_goes_on_and_players_die_at_night() -> None:
    """No Demon, yet the game goes on; the Storyteller may kill at night."""
    events = "[{day: 1, executed: E}, {night: 2, died: D}]"
    assert possible(game("atheist", "noble", "knight", "steward", "chef", events=events))


def test_executing_the_atheist_ends_the_game() -> None:
    """"if executed, good wins": a case that goes on after it is impossible."""
    events = "[{day: 1, executed: A}, {night: 2, died: D}]"
    assert not possible(game("atheist", "noble", "knight", "steward", "chef", events=events))
    # A player executed while merely claiming the Atheist (a Drunk's belief, or a lie).
    t = game("atheist", "noble", "knight", "steward", "chef", "empath", you=None,
             hidden="[imp, scarletwoman, drunk, atheist]",
             extra="counts: {townsfolk: 3, outsider: 1, minion: 1, demon: 1}",
             events="[{day: 1, executed: A}]")
    assert possible(t, ["is(A, drunk)"])
    assert not possible(t, ["is(A, atheist)"])


def test_any_number_of_outsiders() -> None:
    """"The Storyteller may break any of the game's rules ... or even have the wrong
    number of Outsiders in play", the Townsfolk filling the other seats: three
    Outsiders in five seats (the table has none, and the two evil seats make
    two at most), and none in eight (the table has one)."""
    three = game("atheist", "saint", "recluse", "butler", "chef")
    assert possible(three)
    eight = game("atheist", "noble", "knight", "steward", "chef", "empath", "clockmaker",
                 "dreamer")
    assert possible(eight)
    assert not possible(eight, ["not in_play(atheist)"])


def test_two_of_a_good_token() -> None:
    """Breaking the rules, the Storyteller may put two of a good token in the bag
    (the official tool offers the Atheist duplicate good characters): two real
    Chefs, where without the Atheist one of them would be lying."""
    two = game("atheist", "chef", "chef", "noble", "knight")
    assert possible(two, ["is(B, chef) and is(C, chef)"])


def test_a_character_changed_at_night() -> None:
    """"change characters at night to simulate a Pit-Hag": the Noble who reports
    becoming the Knight on night 2."""
    changed = game("atheist", "[noble, {night: 2, is: knight}]", "steward", "chef", "empath",
                   extra="now: {night: 2}")
    assert possible(changed, ["is(B, knight, night 2)"])


def test_a_pretend_kill_at_any_moment_of_the_night() -> None:
    """The Storyteller breaks the rules when they choose: the Empath killed on
    night 2 may have woken and learnt first (the kill after the Empath's step).
    Without an Atheist the Demon kills at its step, before the Empath's, so a
    true Empath killed tonight learnt nothing."""
    empath = ("empath", "[{night: 2, empath: 0}]")
    events = "[{night: 2, died: E}]"
    now = "now: {day: 2}"
    with_atheist = game("atheist", "noble", "knight", "steward", empath, events=events,
                        extra=now)
    assert possible(with_atheist, ["is(E, empath)"])
    without = game("chef", "noble", "knight", "steward", empath, you=None, events=events,
                   extra=now)
    assert possible(without)
    assert not possible(without, ["is(E, empath)"])


def test_a_pretend_kill_of_a_player_brought_back_tonight() -> None:
    """A pretend kill may come after the Professor's step, of the Townsfolk it
    has just resurrected: dead at dawn as at dusk, so no `revived` or `died`
    event shows it (docs/case-format.md: "One brought back and killed again the
    same night shows no event"). The Professor's choice of the executed Noble
    is then a working one (random-script game s62000/2 lost this world)."""
    from snv_cases import SCRIPT

    prof = ("professor", "[{night: 2, professor: B}]")
    case = game("atheist", "noble", "knight", "steward", prof, script=SCRIPT + ", professor",
                events="[{day: 1, executed: B}]", extra="now: {day: 2}")
    assert possible(case, ["is(E, professor)"])


def test_a_pretend_change_at_any_moment_of_the_night() -> None:
    """So with a pretend Pit-Hag's change: the Empath made the Noble on night 2
    may have been changed after the Empath's step, and learnt first."""
    changed = game("atheist", "noble", "knight", "steward",
                   ("[empath, {night: 2, is: noble}]", "[{night: 2, empath: 0}]"),
                   extra="now: {day: 2}")
    assert possible(changed, ["is(E, noble, night 2)"])


GAINED = ("philosopher, atheist, chef, empath, investigator, washerwoman, clockmaker, imp, "
          "scarletwoman")


def gained(choice: str, *seats: str | tuple[str, str], events: str = "[]",
           extra: str = "") -> str:
    """You (A) are the Philosopher who chose `choice` on night 1; the Imp and the
    Scarlet Woman are hidden, so the Atheist is not in play."""
    me = ("philosopher", f"[{{night: 1, philosopher: {choice}}}]")
    return game(me, *seats, hidden="[imp, scarletwoman]", events=events, extra=extra,
                script=GAINED)


def test_a_gained_atheist_ability_lets_the_storyteller_kill() -> None:
    """The Philosopher "gain[s] that ability": the Storyteller "can break the game
    rules", so a night-1 death (no Imp kills on night 1) is a pretend kill after
    your choice. Having chosen the Chef, nothing explains it."""
    events = "[{night: 1, died: C}]"
    seats = ("chef", "empath", "investigator", "washerwoman")
    assert possible(gained("atheist", *seats, events=events))
    assert not possible(gained("chef", *seats, events=events))


def test_a_gained_atheist_ability_frees_information() -> None:
    """Information that fits no legal game (a Clockmaker's 3 in five seats) may be
    given once the Philosopher (first in the night order) has the Atheist's
    ability."""
    clock = ("clockmaker", "[{night: 1, clockmaker: 3}]")
    assert possible(gained("atheist", clock, "empath", "investigator", "washerwoman"),
                    ["good(B)"])
    assert not possible(gained("chef", clock, "empath", "investigator", "washerwoman"),
                        ["good(B)"])


def test_a_dead_holders_gained_ability_breaks_no_rules() -> None:
    """A dead player's ability does not work: with You executed on day 1, two
    deaths on night 2 are one more than the Imp makes; alive, the Storyteller may
    add the second."""
    seats = ("chef", "empath", "investigator", "washerwoman", "clockmaker", "chef")
    two = "{night: 2, died: C}, {night: 2, died: D}"
    alive = gained("atheist", *seats, events=f"[{{day: 1, executed: E}}, {two}]")
    dead = gained("atheist", *seats, events=f"[{{day: 1, executed: A}}, {two}]")
    assert possible(alive)
    assert not possible(dead)


# A good Apprentice given the Atheist's ability on night 1 ("you gain a
# Townsfolk ability"), the Traveller of random-script game s9600/39: the Imp
# and the Poisoner stay in play.
APPRENTICE_SCRIPT = "[apprentice, atheist, chef, empath, soldier, virgin, monk, imp, poisoner]"
APPRENTICE_ROWS = """
{name: A, claim: chef, info: [CHEF]}
{name: Z, traveller: apprentice, alignment: good, info: [{night: 1, apprentice: GAINED}]}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
"""


def apprenticed(ability: str, events: str, chef: str = "") -> str:
    rows = APPRENTICE_ROWS.replace("GAINED", ability).replace("CHEF", chef)
    return traveller_game(rows, events=events, head="hidden: [imp, poisoner]",
                          script=APPRENTICE_SCRIPT)


def test_an_apprentices_atheist_ability_lets_the_storyteller_kill_on_night_1() -> None:
    """No ability on the script kills on night 1; the Storyteller breaking the
    rules may, once the Apprentice (early in the night order) holds it."""
    events = "[{night: 1, died: B}]"
    assert sat(apprenticed("atheist", events))
    assert not sat(apprenticed("empath", events))


def test_a_gained_atheist_ability_only_while_it_works() -> None:
    """"Drunk or poisoned players have no ability": a day death no ability
    explains is the Storyteller's only while the Apprentice's gained Atheist
    ability works (the Poisoner's poison lasts the day)."""
    day = apprenticed("atheist", "[{day: 1, died: B}]")
    assert sat(day, ["not poisoned(Z)"])
    assert not sat(day, ["poisoned(Z)"])


def test_a_gained_atheist_ability_may_keep_the_game_going() -> None:
    """The Imp executed (no Scarlet Woman on the script): the game may go on
    only as a rule the Storyteller breaks."""
    events = "[{day: 1, executed: C}, {night: 2, died: D}]"
    assert sat(apprenticed("atheist", events), ["is(C, imp)"])
    assert not sat(apprenticed("empath", events), ["is(C, imp)"])
