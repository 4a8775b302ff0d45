"""Po: "Each night*, you may choose a player: they die. If your last choice was
no-one, choose 3 players tonight."

Eight seats; A is `you`; the hidden evil are a Scarlet Woman and the Po (or an
Imp). Dead players cannot be attacked here, so a quiet night means no choice.
"""

from __future__ import annotations

from tests.helpers import possible, table, two_holders

SCRIPT = "[chef, investigator, slayer, mayor, washerwoman, librarian, saint, scarletwoman, imp, po]"


def case(events: str, hidden: str = "[scarletwoman, po]", now: str = "") -> str:
    return table(SCRIPT, "A:chef B:investigator C:slayer D:mayor E F G:washerwoman H:librarian",
                 hidden, "6/0/1/1", events, "you: A\nrules: {demon_attacks_dead: false}", now)


def test_no_one_then_three():
    """"If the Po chose no-one last night, they choose 3 players tonight": no
    death on night 2, then three on night 3."""
    three = "[{day: 2, executed: B}, {night: 3, died: A}, {night: 3, died: C}, {night: 3, died: D}]"
    assert possible(case(three))
    assert not possible(case(three, "[scarletwoman, imp]"))


def test_three_only_after_no_one():
    """After choosing someone on night 2, night 3 has one kill, not three."""
    three = ("[{night: 2, died: B}, {night: 3, died: A}, {night: 3, died: C}, "
             "{night: 3, died: D}]")
    assert not possible(case(three))


def test_may_choose_no_one():
    """"You may choose a player": a quiet night 2 needs no protection for the Po,
    unlike the Imp, who must choose."""
    assert possible(case("[]", now="now: {night: 2}"))
    assert not possible(case("[]", "[scarletwoman, imp]", "now: {night: 2}"))


def test_a_dead_po_with_its_ability_back_chooses_on_its_own():
    """Bone Collector: "they regain their ability until dusk": the executed Po
    (A) and the Scarlet Woman who became the Po (B) each choose a player on
    night 2, so two die; with no ability given back, or three deaths, no
    choices explain the night."""
    two = "[{night: 2, died: C}, {night: 2, died: D}]"
    assert possible(two_holders("po", two), ["is(A, po)", "is(B, scarletwoman)"])
    assert not possible(two_holders("po", two, bone=False))
    three = "[{night: 2, died: C}, {night: 2, died: D}, {night: 2, died: E}]"
    assert not possible(two_holders("po", three))
