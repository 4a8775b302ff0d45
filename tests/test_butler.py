"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only vote if
they are voting too." """

from __future__ import annotations

import pytest

from tests.helpers import possible, worlds

SCRIPT = "[butler, chef, empath, investigator, washerwoman, librarian, spy, imp]"


def butler_case(info: str = "", events: str = "", players: int = 6) -> str:
    others = ["{name: Ann, claim: chef}", "{name: Ben, claim: empath}",
              "{name: Cid, claim: investigator}", "{name: Dot, claim: washerwoman}",
              "{name: Eli, claim: librarian}"][:players - 1]
    rows = "\n".join(f"  - {o}" for o in others)
    return (f"script: {SCRIPT}\nhidden: [imp, spy]\nplayers:\n"
            f"  - {{name: But, claim: butler, info: [{info}]}}\n{rows}\n{events}")


def test_butler_is_the_outsider():
    """The Butler is an Outsider: with six players (one Outsider) and everyone else
    claiming a Townsfolk, the Butler claimant is the Butler."""
    expected = set()
    for imp in range(1, 6):
        for spy in range(1, 6):
            if spy != imp:
                w = ["butler", "chef", "empath", "investigator", "washerwoman", "librarian"]
                w[imp], w[spy] = "imp", "spy"
                expected.add(tuple(w))
    assert worlds(butler_case()) == expected


def test_no_butler_without_an_outsider_slot():
    """Near miss: with five players (no Outsider) the Butler claimant is evil."""
    case = butler_case(players=5)
    assert possible(case)
    assert not possible(case, ["is(But, butler)"])


def test_butler_chooses_every_night():
    """"Each night, the Butler chooses a player to be their Master. This may be the
    same player as last night or a different one." Night 1 included."""
    info = "{night: 1, butler: Ann}, {night: 2, butler: Ann}, {night: 3, butler: Ben}"
    events = "events:\n  - {night: 2, died: Cid}\n  - {night: 3, died: Dot}\n"
    assert possible(butler_case(info, events), ["is(But, butler)"])


@pytest.mark.parametrize("night, ok", [(1, True), (2, False), (3, False)])
def test_dead_butler_does_not_choose(night, ok):
    """A dead player has no ability and is not woken: the Butler, killed on night 2
    (the Imp wakes before the Butler in the night order), makes no choice that night
    or later."""
    events = "events:\n  - {night: 2, died: But}\n  - {night: 3, died: Ann}\n"
    case = butler_case(f"{{night: {night}, butler: Ben}}", events)
    assert possible(case, ["is(But, butler)"]) == ok


def test_butler_cannot_choose_himself():
    """"choose a player (not yourself)": a good Butler never reports himself as
    master, so the claimant is not the Butler (the Drunk is not on the script)."""
    assert possible(butler_case("{night: 1, butler: Ann}"), ["is(But, butler)"])
    assert not possible(butler_case("{night: 1, butler: But}"), ["is(But, butler)"])


def test_voting_restriction_is_not_the_storytellers():
    """"It is not the Storyteller's responsibility to monitor the Butler. They're
    responsible for their own voting." Votes constrain nothing: the Butler voting
    while his master did not is still a possible real Butler."""
    info = "{night: 1, butler: Ann}"
    events = ("events:\n  - {day: 1, nominated: Cid, by: Ben, voters: [But, Ben]}\n"
              "  - {day: 1, executed: Cid}\n")
    assert possible(butler_case(info, events), ["is(But, butler)"])


def test_a_table_that_trusts_every_hand():
    """`rules: {voting_obligations: true}` ("players keep the voting obligations of
    the abilities they hold ... a vote only with a master's"): a working Butler
    among the voters had his master voting too; a Butler who did not vote, or
    whose master voted with him, is unconstrained."""
    info = "{night: 1, butler: Ann}"

    def case(voters: str) -> str:
        return butler_case(info, "rules: {voting_obligations: true}\nevents:\n"
                           f"  - {{day: 1, nominated: Cid, by: Ben, voters: {voters}}}\n")
    assert not possible(case("[But, Ben]"), ["is(But, butler)"])
    assert possible(case("[But, Ann]"), ["is(But, butler)"])
    assert possible(case("[Ben]"), ["is(But, butler)"])
    # Without the Butler's own report his master is unknown: any other voter may be it.
    unknown = butler_case("", "rules: {voting_obligations: true}\nevents:\n"
                          "  - {day: 1, nominated: Cid, by: Ben, voters: [But, Ben]}\n")
    assert possible(unknown, ["is(But, butler)"])
    alone = unknown.replace("voters: [But, Ben]", "voters: [But]")
    assert not possible(alone, ["is(But, butler)"])


OBLIGED = "rules: {voting_obligations: true}\nevents:\n"


def test_a_days_voted_list_binds_the_butlers_hand():
    """`{day: N, voted: [...]}` lists everyone who had voted so far that day: a
    working Butler among them voted in some vote with his master (Ann) voting
    too, so Ann is in the list; a Butler not in it is unconstrained."""
    info = "{night: 1, butler: Ann}"

    def case(voted: str) -> str:
        return butler_case(info, OBLIGED + f"  - {{day: 1, voted: {voted}}}\n")
    assert not possible(case("[But, Ben]"), ["is(But, butler)"])
    assert possible(case("[But, Ann]"), ["is(But, butler)"])
    assert possible(case("[Ben, Cid]"), ["is(But, butler)"])


def test_an_exile_vote_is_free_for_the_butler():
    """Seed 002: "Because exiles are never affected by abilities, the Butler can
    vote freely for an exile." With a Traveller in the game, an exile vote (one
    that failed goes unrecorded) may be where the Butler's hand was: a day's
    list then says nothing of the master."""
    info = "{night: 1, butler: Ann}"
    case = butler_case(info, OBLIGED + "  - {day: 1, voted: [But, Ben]}\n").replace(
        "players:\n", "players:\n  - {name: Tra, traveller: gunslinger, alignment: good}\n")
    assert possible(case, ["is(But, butler)"])


def test_no_votes_binds_nobody():
    """`votes: 0`: nobody voted, the Butler included: nothing to check."""
    info = "{night: 1, butler: Ann}"
    case = butler_case(info, OBLIGED + "  - {day: 1, nominated: Cid, by: Ben, votes: 0}\n")
    assert possible(case, ["is(But, butler)"])


def test_a_butler_poisoned_earlier_in_the_day_may_have_voted_freely():
    """The list may hold a vote cast while the Butler was poisoned (no ability:
    free to vote): his hand is bound only if he held it working all day so far.
    Eli, the Poisoner, poisoned him on night 1 and was executed before the list:
    sober by then, but perhaps not when he voted."""
    info = "{night: 1, butler: Ann}"
    case = butler_case(info, OBLIGED + "  - {day: 1, executed: Eli}\n"
                       "  - {day: 1, voted: [But, Ben]}\n").replace("spy", "poisoner")
    assert possible(case, ["is(But, butler) and is(Eli, poisoner)"])
    sober = "is(But, butler) and is(Eli, poisoner) and not poisoned(But, night 1)"
    assert not possible(case, [sober])
