"""Judge: "Once per game, if another player nominated, you may choose to force
the current execution to pass or fail." "If the nominee is condemned, then
they are executed immediately"; "If the nominee is pardoned, then they are not
executed today"; "only if a different player made a nomination"."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: judge}
"""


def text(nominator: str, verdict: str, executed: bool) -> str:
    events = [f"{{day: 1, nominated: B, by: {nominator}}}",
              f"{{day: 1, judge: Z, target: B, verdict: {verdict}}}"]
    if executed:
        events.append("{day: 1, executed: B}")
    return game(ROWS, "[" + ", ".join(events) + "]", head="hidden: [imp, poisoner]")


def test_a_working_verdict_holds() -> None:
    assert sat(text("C", "pass", True))
    assert sat(text("C", "fail", False))
    # (Not poisoned when judging: an executed Poisoner's poison would end at once.)
    sober = ["not poisoned(Z, day 1)", "not is(B, poisoner)"]
    assert not sat(text("C", "pass", False), sober)
    assert not sat(text("C", "fail", True), sober)


def test_a_poisoned_judge_decides_nothing() -> None:
    assert sat(text("C", "pass", False), ["poisoned(Z, day 1)"])


def test_not_on_their_own_nomination() -> None:
    assert sat(text("Z", "pass", False), ["not poisoned(Z, day 1)"])


def test_a_pass_may_execute_the_scapegoat_instead() -> None:
    """The condemned nominee "is executed immediately"; the Scapegoat: "If a player
    of your alignment is executed, you might be executed instead" ("If a player of
    the same alignment as the Scapegoat would be executed, you may choose that the
    Scapegoat is executed instead"). A working Judge's pass is met by the
    Scapegoat's execution in the nominee's place."""
    rows = ROWS + "{name: Y, traveller: scapegoat, alignment: good}\n"
    events = ("[{day: 1, nominated: B, by: C}, {day: 1, judge: Z, target: B, verdict: pass},"
              " {day: 1, executed: Y, instead_of: B}]")
    text = game(rows, events, head="hidden: [imp, poisoner]")
    assert sat(text, ["not poisoned(Z, day 1)", "not drunk(Z, day 1)", "good(B)"])
    # A pardon is not: the nominee's execution does not happen, so nobody stands in.
    assert not sat(text.replace("verdict: pass", "verdict: fail"),
                   ["not poisoned(Z, day 1)", "not drunk(Z, day 1)"])


def test_their_own_nomination_in_any_recorded_form() -> None:
    """"only if a different player made a nomination": the Judge's own nomination
    recorded on the execution (`nominated_by` or `by`) keeps a sober Judge's
    verdict from binding, as a `nominated` event does."""
    sober = ["not poisoned(Z, day 1)", "not is(B, poisoner)"]
    for key in ("nominated_by", "by"):
        events = (f"[{{day: 1, judge: Z, target: B, verdict: fail}},"
                  f" {{day: 1, executed: B, {key}: Z}}]")
        assert sat(game(ROWS, events, head="hidden: [imp, poisoner]"), sober)
        other = events.replace(f"{key}: Z", f"{key}: C")
        assert not sat(game(ROWS, other, head="hidden: [imp, poisoner]"), sober)


def test_the_nominee_of_an_execution_in_anothers_place() -> None:
    """`{executed: Y, instead_of: B, nominated_by: Z}`: Z nominated B (the
    Scapegoat Y was executed in B's place), so the Judge Z's verdict on B is on
    their own nomination and binds nothing; C's nomination of B would."""
    rows = ROWS + "{name: Y, traveller: scapegoat, alignment: good}\n"
    events = ("[{day: 1, judge: Z, target: B, verdict: fail},"
              " {day: 1, executed: Y, instead_of: B, nominated_by: Z}]")
    sober = ["not poisoned(Z, day 1)", "not drunk(Z, day 1)", "good(B)"]
    assert sat(game(rows, events, head="hidden: [imp, poisoner]"), sober)
    other = events.replace("nominated_by: Z", "nominated_by: C")
    assert not sat(game(rows, other, head="hidden: [imp, poisoner]"), sober)
