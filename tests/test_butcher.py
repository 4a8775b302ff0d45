"""Butcher: "Each day, after the 1st execution, you may nominate again." "The
Butcher allows a second execution to occur per day." Otherwise "there can
normally only be one execution per day" (Judge)."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F, claim: slayer}
{name: Z, traveller: butcher}
"""


def text(events: str) -> str:
    return game(ROWS, events, head="hidden: [imp, poisoner, drunk, butler]")


def test_a_second_execution_needs_a_working_butcher() -> None:
    two = "[{day: 1, executed: A}, {day: 1, nominated: B, by: Z}, {day: 1, executed: B}]"
    assert sat(text(two))
    assert not sat(text(two), ["poisoned(Z, day 1)"])
    assert not sat(game(ROWS.replace("butcher", "thief"), two, head="hidden: [imp, poisoner]"))


def test_the_second_nomination_is_the_butchers() -> None:
    other = "[{day: 1, executed: A}, {day: 1, nominated: B, by: C}, {day: 1, executed: B}]"
    assert not sat(text(other))


def test_not_a_third() -> None:
    three = "[{day: 1, executed: A}, {day: 1, executed: B}, {day: 1, executed: C}]"
    assert not sat(text(three))


def test_the_demon_executed_second_sets_off_the_mastermind() -> None:
    """Mastermind: "If the Demon dies by execution (ending the game), play for 1
    more day": the Butcher's second execution of the Demon is such a death, and
    the game goes on to the night (random-script game s9400/63 lost this world:
    what was decided after the first execution was kept)."""
    rows = ROWS.replace("{name: F, claim: slayer}", "{name: F, claim: slayer}\n{name: G}")
    two = ("[{day: 1, executed: A}, {day: 1, nominated: G, by: Z}, {day: 1, executed: G},"
           " {night: 2, died: B}]")
    head = "hidden: [imp, mastermind, poisoner, drunk, butler]"
    script = ("[chef, empath, soldier, virgin, monk, slayer, butler, drunk, mastermind,"
              " poisoner, imp]")
    text = game(rows, two, head=head, script=script)
    assert not sat(text, ["is(G, imp)"]), "a dead Imp kills nobody"
    nobody = two.replace(", {night: 2, died: B}", "")
    assert sat(game(rows, nobody, head=head, script=script) + "now: {night: 2}\n",
               ["is(G, imp)"])


GNOME_ROWS = ROWS + "{name: Y, traveller: gnome, alignment: good}\n"


def gnome_game(events: str) -> str:
    return game(GNOME_ROWS, events, head="hidden: [imp, poisoner, drunk, butler]")


def test_a_butcher_killed_for_the_nomination_has_nominated() -> None:
    """The ability is used as the Butcher nominates ("you may nominate again"):
    a Gnome's kill of the Butcher for nominating its amigo ("kill anyone who
    nominates them") comes after, and the nominee's execution goes on (random
    script game s20019/2 lost this world: the Butcher was required alive at
    the execution)."""
    events = ("[{night: 1, gnome: B}, {day: 1, executed: A}, {day: 1, nominated: B, by: Z},"
              " {day: 1, died: Z, by: gnome}, {day: 1, executed: B}]")
    assert sat(gnome_game(events))
    unrecorded = events.replace(" {day: 1, nominated: B, by: Z},", "")
    assert sat(gnome_game(unrecorded)), "the nomination need not be written"


def test_a_butcher_dead_before_nominating_nominates_nobody() -> None:
    """A Butcher exiled before the nomination cannot nominate: no second
    execution (recorded nomination or not)."""
    exiled = ("[{day: 1, exiled: Z}, {day: 1, executed: A}, {day: 1, nominated: B, by: Z},"
              " {day: 1, executed: B}]")
    assert not sat(text(exiled))
    assert not sat(text(exiled.replace(" {day: 1, nominated: B, by: Z},", "")))
