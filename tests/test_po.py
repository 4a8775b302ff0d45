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


def test_a_po_that_chose_the_goon_is_drunk_and_kills_nobody():
    """Goon: "Each night, the 1st player to choose you with their ability is
    drunk until dusk": the Po's attack on the Goon fails, so a Goon who died on
    night 2 with no other killer was not the Po's choice (a per-holder change
    once read whether the Po attacks before its choice was announced)."""
    script = "[chef, empath, investigator, goon, spy, po]"
    night = "[{night: 2, died: B}]"
    assert not possible(table(script, "A:chef B:goon C:empath D E", "[spy, po]", "2/1/1/1", night))
    assert possible(table(script, "A:chef B:empath C:goon D E", "[spy, po]", "2/1/1/1", night))


def test_a_new_po_may_or_may_not_take_on_the_last_choice():
    """Scarlet Woman: "you become the Demon ... they are that Demon in every
    way"; the Po: "If your last choice was no-one, choose 3 players tonight".
    Whose last choice a new Po reads the texts do not say: the Po (E) chose
    no-one on night 2 and was executed; the Scarlet Woman, now the Po, may
    kill one (its own, no charge) or three (the charge taken on) on night 3."""
    executed = "{day: 2, executed: E}"
    one = f"[{executed}, {{night: 3, died: A}}]"
    three = f"[{executed}, {{night: 3, died: A}}, {{night: 3, died: C}}, {{night: 3, died: D}}]"
    assert possible(case(one), ["is(E, po)"])
    assert possible(case(three), ["is(E, po)"])


def test_the_same_po_keeps_its_charge():
    """For a Po that made the last choice itself the readings agree: it chose
    no-one on night 2 and lives, so night 3 cannot have a single death."""
    assert not possible(case("[{day: 2, executed: B}, {night: 3, died: A}]"))
