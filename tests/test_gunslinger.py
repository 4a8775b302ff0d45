"""Gunslinger: "Each day, after the 1st vote has been tallied, you may choose a
player that voted: they die." Z is the Gunslinger."""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: gunslinger, alignment: good}
"""


def case(events: str, head: str = "") -> str:
    return game(ROWS, events, head="hidden: [imp, scarletwoman]\n" + head)


def test_a_day_death_may_be_the_shot() -> None:
    """"they die": any player, a day death by the Gunslinger."""
    assert sat(case("[{day: 1, died: C, by: gunslinger}]"))


def test_a_dead_gunslinger_shoots_nobody() -> None:
    """A dead Gunslinger has no ability: the shot is not theirs."""
    assert sat(case("[{day: 1, died: A, by: gunslinger}]"))
    assert not sat(case("[{day: 1, exiled: Z}, {day: 1, died: A, by: gunslinger}]"))


def test_once_a_day() -> None:
    """"Each day ... a player": one shot a day."""
    assert not sat(case("[{day: 1, died: A, by: gunslinger}, {day: 1, died: B, by: gunslinger}]"))
    assert sat(case("[{day: 1, died: A, by: gunslinger}, {day: 2, died: B, by: gunslinger}]"))


COMPLETE = "rules: {nominations_complete: true}"
VOTE = "{day: 1, nominated: A, by: B, votes: 2, voters: [C, E]}"


def test_a_player_that_voted_in_the_first_vote() -> None:
    """"a player that voted": with every nomination recorded, the day's first
    vote lists its voters, and only they can be shot."""
    assert sat(case(f"[{VOTE}, {{day: 1, died: C, by: gunslinger}}]", COMPLETE))
    assert not sat(case(f"[{VOTE}, {{day: 1, died: D, by: gunslinger}}]", COMPLETE))


def test_after_the_first_vote() -> None:
    """"after the 1st vote has been tallied": with every nomination recorded, a
    shot before any nomination is impossible."""
    assert not sat(case("[{day: 1, died: C, by: gunslinger}]", COMPLETE))
    assert not sat(case(f"[{{day: 1, died: C, by: gunslinger}}, {VOTE}]", COMPLETE))


def test_unrecorded_votes_leave_the_voters_open() -> None:
    """Without the switch the first vote may be unrecorded: D may have voted."""
    assert sat(case(f"[{VOTE}, {{day: 1, died: D, by: gunslinger}}]"))


def test_a_death_by_the_gunslinger_player() -> None:
    """`by` on a day death takes a player too (the case language has always
    accepted one): the ability of that player killed. Z, the Gunslinger, shot C;
    A, a player from the bag holding no day-killing ability here, can have shot
    nobody."""
    assert sat(case("[{day: 1, died: C, by: Z}]"))
    assert not sat(case("[{day: 1, exiled: Z}, {day: 1, died: C, by: Z}]"))
    assert not sat(case("[{day: 1, died: C, by: A}]"))


def test_an_executions_own_vote_is_a_vote() -> None:
    """The day's first vote recorded only on its execution (`executed: A,
    nominated_by: B, voters: [...]`, no `nominated` event) is a vote like any:
    with every nomination recorded, one of its voters may be shot after it."""
    vote = "{day: 1, executed: A, nominated_by: B, voters: [C, E]}"
    assert sat(case(f"[{vote}, {{day: 1, died: C, by: gunslinger}}]", COMPLETE))
    assert not sat(case(f"[{vote}, {{day: 1, died: D, by: gunslinger}}]", COMPLETE))


def test_a_later_voted_list_holds_the_victim() -> None:
    """The victim voted in the day's first vote, before the shot, and a day's
    `voted` list holds everyone who had voted so far: a list after the shot
    without the victim shows the shot was not the Gunslinger's (with or
    without the switch). A list before the shot may predate the first vote."""
    assert not sat(case("[{day: 1, died: D, by: gunslinger}, {day: 1, voted: [C, E]}]"))
    assert sat(case("[{day: 1, died: C, by: gunslinger}, {day: 1, voted: [C, E]}]"))
    assert sat(case("[{day: 1, voted: [C, E]}, {day: 1, died: D, by: gunslinger}]"))


def test_the_first_votes_voters_by_a_later_list() -> None:
    """With every nomination recorded, the first vote's voters, its count only
    recorded (`votes: 2`), lie within the next `voted` list."""
    vote = "{day: 1, nominated: A, by: B, votes: 2}, {day: 1, voted: [C, E]}"
    assert sat(case(f"[{vote}, {{day: 1, died: C, by: gunslinger}}]", COMPLETE))
    assert not sat(case(f"[{vote}, {{day: 1, died: D, by: gunslinger}}]", COMPLETE))


def test_a_first_vote_with_no_votes() -> None:
    """`votes: 0` on the first vote: nobody voted (no Thief in the game), so
    there is no player that voted to shoot."""
    vote = "{day: 1, nominated: A, by: B, votes: 0}"
    assert not sat(case(f"[{vote}, {{day: 1, died: C, by: gunslinger}}]", COMPLETE))
    assert sat(case(f"[{vote}, {{day: 1, died: C, by: gunslinger}}]"))


EXILE_ROWS = ROWS + "{name: Y, traveller: beggar, alignment: good}\n"


def test_an_exile_may_be_the_first_vote() -> None:
    """Whether an exile's vote is "the 1st vote" the text leaves open: keep both.
    With every nomination recorded, a shot after an exile (C voted) and before
    any nomination is of one of the exile's voters; after the exile and a
    nomination (C and E voted), of a voter of either."""
    exile = "{day: 1, exiled: Y, voters: [C]}"
    head = "hidden: [imp, scarletwoman]\n" + COMPLETE

    def shot(events: str) -> bool:
        return sat(game(EXILE_ROWS, events, head))
    assert shot(f"[{exile}, {{day: 1, died: C, by: gunslinger}}]")
    assert not shot(f"[{exile}, {{day: 1, died: E, by: gunslinger}}]")
    assert shot(f"[{exile}, {VOTE}, {{day: 1, died: E, by: gunslinger}}]")
    assert not shot(f"[{exile}, {VOTE}, {{day: 1, died: D, by: gunslinger}}]")


def test_a_public_shot_kills_a_voter() -> None:
    """The shot written as the public choice it is, `{day: N, gunslinger: G,
    target: P, died: yes/no}`: with every nomination recorded, only a voter of
    the first vote may die of it, and it counts as the day's one shot."""
    assert sat(case(f"[{VOTE}, {{day: 1, gunslinger: Z, target: C, died: yes}}]", COMPLETE))
    assert not sat(case(f"[{VOTE}, {{day: 1, gunslinger: Z, target: D, died: yes}}]", COMPLETE))
    assert not sat(case(f"[{VOTE}, {{day: 1, gunslinger: Z, target: C, died: yes}}, "
                        "{day: 1, died: E, by: gunslinger}]", COMPLETE))


def test_a_failed_public_shot_needs_a_reason() -> None:
    """`died: no`: a working Gunslinger's shot at a living voter who can die
    fails only if something stops it; here nothing can (no Poisoner, no Drunk,
    no Fool): no world. At a player who did not vote it fails anyway."""
    assert not sat(case(f"[{VOTE}, {{day: 1, gunslinger: Z, target: C, died: no}}]", COMPLETE))
    assert sat(case(f"[{VOTE}, {{day: 1, gunslinger: Z, target: D, died: no}}]", COMPLETE))


FOOL_ROWS = """
{name: A, claim: fool}
{name: B, claim: chambermaid}
{name: C, claim: gossip}
{name: D, claim: exorcist}
{name: E, claim: innkeeper}
{name: Z, traveller: gunslinger, alignment: good}
"""


def test_a_fool_escapes_the_shot_and_dies_the_next_time() -> None:
    """Fool: "The first time you die, you don't." A sober Fool shot on day 1
    escapes (`died: no`), so executed the same day he dies: his escape is used
    up. Without the shot on record, a sober Fool executed on day 1 (no Demon
    has attacked yet) would not die."""
    sober = ["is(A, fool)", "not drunk(A, day 1)", "not poisoned(A, day 1)"]
    head = "hidden: [po, assassin]"
    shot = game(FOOL_ROWS, "[{day: 1, nominated: B, by: C, votes: 1, voters: [A]}, "
                "{day: 1, gunslinger: Z, target: A, died: no}, {day: 1, executed: A}]",
                head=head, script="bmr")
    assert sat(shot, sober)
    plain = game(FOOL_ROWS, "[{day: 1, nominated: B, by: C, votes: 1, voters: [A]}, "
                 "{day: 1, executed: A}]", head=head, script="bmr")
    assert not sat(plain, sober)
