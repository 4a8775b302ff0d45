"""Baron: "There are extra Outsiders in play. [+2 Outsiders]" """

from __future__ import annotations

from itertools import permutations

from tests.helpers import possible, result, worlds

SCRIPT = ("[chef, empath, investigator, washerwoman, librarian, undertaker, saint, "
          "recluse, drunk, spy, baron, imp]")


def baron_case(claims: list[str], hidden: str = "[imp, baron]", events: str = "") -> str:
    names = ["Ann", "Ben", "Cid", "Dot", "Eli", "Fay", "Gus"]
    rows = "\n".join(f"  - {{name: {names[i]}, claim: {c}}}" for i, c in enumerate(claims))
    return f"script: {SCRIPT}\nhidden: {hidden}\nplayers:\n{rows}\n{events}"


FIVE = ["saint", "recluse", "chef", "empath", "investigator"]


def test_baron_adds_two_outsiders():
    """"While setting up the game, remove any two Townsfolk character tokens and add
    any two Outsider character tokens." Five players (3 Townsfolk) with a Baron have
    1 Townsfolk and 2 Outsiders: the Saint and Recluse are real, and Cid, Dot and
    Eli are one Townsfolk, the Imp and the Baron."""
    expected = set()
    for order in permutations(["imp", "baron", None]):
        w = list(FIVE)
        for seat, c in zip((2, 3, 4), order):
            if c:
                w[seat] = c
        expected.add(tuple(w))
    assert len(expected) == 6
    assert worlds(baron_case(FIVE)) == expected


def test_two_outsider_claims_need_the_baron():
    """Near miss: without a Baron five players have no Outsider, so the Saint and
    Recluse claimants are the two evil players."""
    rest = ("chef", "empath", "investigator")
    assert worlds(baron_case(FIVE, "[imp, spy]")) == {("imp", "spy") + rest,
                                                     ("spy", "imp") + rest}


def test_exactly_two_more():
    """[+2 Outsiders], not +1: seven players (no Outsider by default) with a single
    Outsider claimant cannot fit a Baron's two Outsiders, nor a world without him."""
    claims = ["saint", "chef", "empath", "investigator", "washerwoman", "librarian",
              "undertaker"]
    assert not possible(baron_case(claims))


def test_the_drunk_may_be_an_added_outsider():
    """"(If you add the Drunk, remember to follow its setup instructions as well.)"
    Seven players, one Saint claimant: the Baron's second Outsider is the Drunk, who
    claims a Townsfolk. Every world has the Baron, the Drunk and the Saint."""
    claims = ["saint", "chef", "empath", "investigator", "washerwoman", "librarian",
              "undertaker"]
    r = result(baron_case(claims, "[imp, baron, drunk]"))
    assert r.consistent
    assert all({"baron", "drunk", "saint"} <= set(w.start) for w in r.worlds)


def test_does_not_revert_when_the_baron_dies():
    """"This change happens during setup, and it does not revert if the Baron dies."
    The Baron executed on day 1 leaves both Outsiders in play."""
    events = "events:\n  - {day: 1, executed: Cid}\nnow: {night: 2}\n"
    case = baron_case(FIVE, events=events)
    assert possible(case, ["is(Cid, baron) and is(Ann, saint) and is(Ben, recluse)"])
