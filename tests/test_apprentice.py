"""Apprentice: "On your 1st night, you gain a Townsfolk ability (if good), or a
Minion ability (if evil)." "Only abilities listed on the character sheet may
be gained." "If the Apprentice gains an ability that normally only functions
on the first night of the game, such as the Grandmother's, it functions on
the Apprentice's first night instead.\""""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: Z, traveller: apprentice, alignment: ALIGN, JOINinfo: [REPORTS]}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
"""
HEAD = "you: Z\nhidden: [imp, scarletwoman]"


def text(reports: str, align: str = "good", joined: str = "") -> str:
    rows = ROWS.replace("REPORTS", reports).replace("ALIGN", align)
    rows = rows.replace("JOIN", f"joined: {joined}, " if joined else "")
    return game(rows, head=HEAD)


def test_good_gains_a_townsfolk_evil_a_minion() -> None:
    assert sat(text("{night: 1, apprentice: empath}"))
    assert not sat(text("{night: 1, apprentice: poisoner}"))
    assert sat(text("{night: 1, apprentice: poisoner}", "evil"))
    assert not sat(text("{night: 1, apprentice: empath}", "evil"))


def test_only_the_character_sheet() -> None:
    assert not sat(text("{night: 1, apprentice: sailor}"))


def test_the_gained_ability_works() -> None:
    """A good Apprentice with the Empath's ability between A and B learns the
    truth: 1 with B the Demon, not 0."""
    reports = "{night: 1, apprentice: empath}, {night: 1, empath: EMPATH}"
    assert sat(text(reports.replace("EMPATH", "1")), ["is(B, imp)", "good(A)"])
    assert not sat(text(reports.replace("EMPATH", "0")), ["is(B, imp)", "good(A)"])


def test_a_late_apprentice_uses_a_first_night_ability_on_their_first_night() -> None:
    """Joined on day 1: their first night is night 2, where a gained Chef
    ability counts the pairs."""
    reports = "{night: 2, apprentice: chef}, {night: 2, chef: CHEF}"
    late = "{day: 1}"
    assert sat(text(reports.replace("CHEF", "1"), joined=late), ["is(B, imp)", "evil(C)"])
    assert not sat(text(reports.replace("CHEF", "0"), joined=late), ["is(B, imp)", "evil(C)"])
    assert not sat(text("{night: 3, apprentice: chef}", joined=late))


def test_a_gained_cult_leader_ability_changes_the_apprentices_alignment() -> None:
    """Cult Leader: "Each night, you become the alignment of an alive
    neighbor": the good Apprentice given it between two evil players (Z sits
    between A and B) is evil by the end of night 1, unless droisoned."""
    script = "[apprentice, cultleader, chef, empath, soldier, virgin, monk, imp, poisoner]"
    text = game(ROWS.replace("REPORTS", "{night: 1, apprentice: cultleader}")
                .replace("ALIGN", "good").replace("JOIN", ""),
                head="you: Z\nhidden: [imp, poisoner]", script=script)
    both_evil = ["evil(A)", "evil(B)", "not poisoned(Z, night 1)"]
    assert sat(text, [*both_evil, "evil(Z, night 1)"])
    assert not sat(text, [*both_evil, "good(Z, night 1)"])


def test_a_gained_philosophers_unreported_choice_is_free() -> None:
    """Given the Philosopher's ability ("choose a good character: gain that
    ability"), Z reports a night-2 Empath number but not the choice: Z chose
    the Empath, so the number binds (1 with B the Demon, A good). Given the
    Chef's instead, Z has no Empath ability to report."""
    script = "[apprentice, philosopher, chef, empath, soldier, virgin, monk, imp, scarletwoman]"
    head = HEAD + "\nnow: {night: 2}"

    def text(gained: str, number: int) -> str:
        reports = f"{{night: 1, apprentice: {gained}}}, {{night: 2, empath: {number}}}"
        rows = ROWS.replace("REPORTS", reports).replace("ALIGN", "good").replace("JOIN", "")
        return game(rows, head=head, script=script)
    world = ["is(B, imp)", "good(A)"]
    assert sat(text("philosopher", 1), world)
    assert not sat(text("philosopher", 0), world)
    assert not sat(text("chef", 1), world)
