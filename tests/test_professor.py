"""Professor: "Once per game, at night*, choose a dead player: if they are a
Townsfolk, they are resurrected."

Six seats; A is `you`, the Professor. A resurrection would be public, and the
case lists none, so a working Professor cannot have chosen a dead Townsfolk.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[professor, chef, investigator, slayer, mayor, scarletwoman, poisoner, imp]"


def case(chose: str, hidden: str = "[scarletwoman, imp]", extra: str = "") -> str:
    seats = [f"{{name: A, claim: professor, info: [{{night: 2, professor: {chose}}}{extra}]}}",
             "B:chef", "C:investigator", "D:slayer", "E", "F"]
    return table(SCRIPT, seats, hidden, "4/0/1/1", "[{day: 1, executed: B}]",
                 tail="now: {day: 2}")


def test_a_dead_townsfolk_would_come_back():
    """"If that player is a Townsfolk, they are resurrected": B (a Chef, dead)
    did not come back, so a sober Professor's choice of B is impossible, but a
    poisoned Professor's is possible."""
    assert not possible(case("B"))
    assert possible(case("B", "[poisoner, imp]"))


def test_anyone_else_does_nothing():
    """"If the Professor chooses an Outsider, Minion, or Demon, then nothing
    happens": choosing the dead B when B was evil is fine."""
    text = case("B", "[scarletwoman, imp]").replace("{name: B, claim: chef}", "{name: B}")
    text = text.replace("{name: F}", "{name: F, claim: mayor}")
    assert possible(text, ["evil(B)"])


def test_once_per_game_and_only_the_dead():
    """"Once per game ... choose a dead player": a living choice or a second
    choice is no real Professor's."""
    assert not possible(case("C"))
    assert not possible(case("B", "[poisoner, imp]", ", {night: 3, professor: B}")
                        .replace("now: {day: 2}", "now: {day: 3}"))



def test_a_professor_brought_back_may_choose_again():
    """Shabaloth: "The regurgitated player regains their ability, even a 'once
    per game' ability already used." The Professor A chose the dead B on night
    2 (nothing happened), was eaten on night 3 and regurgitated on night 4, and
    may then choose the dead Chef C (eaten with A), who comes back too."""
    seats = ["{name: A, claim: professor, info: [{night: 2, professor: B}, "
             "{night: 4, professor: C}]}", "B", "C:chef", "D:investigator", "E:slayer",
             "F:washerwoman", "G"]
    events = ("[{day: 1, executed: B}, {night: 2, died: D}, {night: 3, died: A}, "
              "{night: 3, died: C}, {night: 4, revived: A}, {night: 4, revived: C}]")
    script = "[professor, chef, investigator, slayer, washerwoman, scarletwoman, shabaloth]"
    assert possible(table(script, seats, "[scarletwoman, shabaloth]", "5/0/1/1", events,
                          tail="now: {day: 4}"))


def revived_case(chose: str, events: str = ", {night: 3, revived: C}") -> str:
    """A, the Philosopher, gained the Professor's ability on night 1 and was
    executed on day 2; on night 3 the Professor B brings A back."""
    seats = ["{name: A, claim: philosopher, info: [{night: 1, philosopher: professor}, "
             f"{{night: 3, professor: {chose}}}]}}", "B:professor", "C:chef",
             "D:investigator", "E:slayer", "F", "G"]
    script = "[professor, philosopher, chef, investigator, slayer, mayor, scarletwoman, imp]"
    return table(script, seats, "[scarletwoman, imp]", "5/0/1/1",
                 "[{day: 1, executed: C}, {night: 2, died: D}, {day: 2, executed: A}, "
                 "{night: 3, died: E}, {night: 3, revived: A}" + events + "]",
                 tail="now: {day: 3}")


def test_a_holder_brought_back_at_the_step_may_choose():
    """"Resurrected Townsfolk may or may not get to act on the night of their
    resurrection, depending on whether they would act before or after the
    Professor": the Professor B brings back A, who holds the Professor's
    ability too and chooses after B, at the same step; A's choice of the dead
    Chef C brings C back as well."""
    assert possible(revived_case("C"), ["is(B, professor)"])


def test_a_holder_brought_back_chooses_as_a_holder():
    """A's choice after coming back is a working Professor's: C, a dead
    Townsfolk, comes back (no revival of C listed: impossible); A, alive
    again, cannot choose themselves; and A, dead all night, chooses nothing."""
    assert not possible(revived_case("C", ""), ["is(B, professor)"])
    assert not possible(revived_case("A", ""), ["is(B, professor)"])
    dead = revived_case("C", ", {night: 3, revived: C}").replace(", {night: 3, revived: A}", "")
    assert not possible(dead, ["is(B, professor)"])
