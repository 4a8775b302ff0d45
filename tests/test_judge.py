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
