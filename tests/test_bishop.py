"""Bishop: "Only the Storyteller can nominate. At least 1 opposing player must be
nominated each day." Z is the Bishop."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: bishop, alignment: good}
"""


def case(events: str, hidden: str = "[imp, scarletwoman]") -> str:
    return game(ROWS, events, head=f"hidden: {hidden}")


def test_only_the_storyteller_nominates() -> None:
    """A player's nomination while the Bishop lives and works is impossible."""
    assert not sat(case("[{day: 1, nominated: C, by: A}]"))


def test_executions_stand() -> None:
    """The Storyteller's nominations are not recorded; their executions are."""
    assert sat(case("[{day: 1, executed: C}]"))


def test_a_dead_or_poisoned_bishop() -> None:
    """After the Bishop's exile players nominate again; a poisoned Bishop's
    ability does nothing."""
    assert sat(case("[{day: 1, exiled: Z}, {day: 1, nominated: C, by: A}]"))
    assert sat(case("[{day: 1, nominated: C, by: A}]", "[imp, poisoner]"))


WITCH = "[chef, empath, soldier, virgin, monk, witch, poisoner, imp]"


def witch_case(events: str, hidden: str = "[imp, witch]") -> str:
    return game(ROWS, events, head=f"hidden: {hidden}", script=WITCH)


def test_a_death_on_nominating_is_a_players_nomination() -> None:
    """`{day: N, died: P, after_nominating: true}` (a Witch's curse: the nominee
    not recorded) says P nominated: impossible while the Bishop lives and works;
    after the Bishop's exile it stands."""
    death = "{day: 1, died: A, after_nominating: true}"
    assert not sat(witch_case(f"[{death}]"))
    assert sat(witch_case(f"[{{day: 1, exiled: Z}}, {death}]"))


def test_every_other_form_of_who_nominated() -> None:
    """The nominee named on the death (`after_nominating: C`), the nominee's death
    (`after_nominated_by: A`), an execution's `nominated_by` or `by`, and a
    Virgin's `nominated_by`: each a player's nomination."""
    for event in ("{day: 1, died: A, after_nominating: C}",
                  "{day: 1, executed: C, nominated_by: A}",
                  "{day: 1, executed: C, by: A}",
                  "{day: 1, virgin: D, nominated_by: A, executed: A}"):
        assert not sat(witch_case(f"[{event}]")), event
        assert sat(witch_case(f"[{{day: 1, exiled: Z}}, {event}]")), event
