"""Mathematician: "Each night, you learn how many players' abilities worked
abnormally (since dawn) due to another character's ability."

`you: A` is the Mathematician. The almanac: "They'll learn that something went
wrong if a piece of information was false but was supposed to be true ... The
Recluse registering as evil to the Chef, and the poisoned Soldier dying from
the Imp's attack, would each be detected. The poisoned Empath getting true
information would not."
"""

from __future__ import annotations

from helpers import possible, worlds
from snv_cases import game

NO_OUTSIDER = "counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}"
SIX = "counts: {townsfolk: 3, outsider: 1, minion: 1, demon: 1}"


def math(*counts: tuple[int, int]) -> tuple[str, str]:
    return ("mathematician",
            "[" + ", ".join(f"{{night: {n}, mathematician: {k}}}" for n, k in counts) + "]")


def test_false_info_of_a_poisoned_player_is_counted() -> None:
    """B's Empath 2 is false (A, the Mathematician, is good): B lies, or is a
    poisoned Empath, which the Mathematician counts."""
    empath = ("empath", "[{night: 1, empath: 2}]")
    zero = game(math((1, 0)), empath, "knight", "steward", "chef")
    assert possible(zero)
    assert not possible(zero, ["good(B)"])
    one = game(math((1, 1)), empath, "knight", "steward", "chef")
    assert possible(one, ["good(B)"])


def test_true_info_of_a_poisoned_player_is_not() -> None:
    """"The poisoned Empath getting true information would not" be detected."""
    empath = ("empath", "[{night: 1, empath: 0}]")
    zero = game(math((1, 0)), empath, "knight", "steward", "chef")
    assert possible(zero, ["poisoned(B)", "good(C)"])


def test_misregistration_that_changes_the_answer() -> None:
    """"The Recluse registering as evil to the Chef ... would be detected": seats
    A..F, C the Recluse. A good Chef's 1 with D and F evil needs the Recluse
    (beside D) registering as evil, and counts; with D and E, or E and F, evil the
    1 is simply true and counts nothing, even if the Recluse might also register."""
    chef = ("chef", "[{night: 1, chef: 1}]")
    # D, E and F hold no information of their own (a silent holder's could have
    # been fooled too: see the next test).
    one = game(math((1, 1)), chef, "recluse", "soldier", "virgin", "slayer",
               hidden="[imp, scarletwoman]", extra=SIX)
    zero = one.replace("mathematician: 1", "mathematician: 0")

    def evil(got: set[tuple[str, ...]]) -> set[frozenset[int]]:
        return {frozenset(i for i, c in enumerate(w) if c in ("imp", "scarletwoman"))
                for w in got}

    assert evil(worlds(one)) == {frozenset({3, 5})}
    assert evil(worlds(zero, ["good(B)"])) == {frozenset({3, 4}), frozenset({4, 5})}


def test_a_silent_holder_may_have_been_fooled() -> None:
    """What a holder who reports nothing was told is unknown: "The Recluse
    registering as evil to the Chef ... would be detected" holds for a silent
    Chef too, so with D and F evil and the Recluse C beside D the Mathematician
    may count 1 while every other ability worked."""
    one = game(math((1, 1)), "chef", "recluse", "knight", "steward", "noble",
               hidden="[imp, scarletwoman]", extra=SIX)
    assert possible(one, ["good(B)", "evil(D)", "evil(F)"])


def test_since_dawn_only() -> None:
    """Night 2 counts from dawn of day 1: night 1's false info is not counted again."""
    empath = ("empath", "[{night: 1, empath: 2}]")
    events = "[{day: 1, executed: E}]"
    t = game(math((1, 1), (2, 0)), empath, "knight", "steward", "chef", events=events,
             hidden="[imp, scarletwoman, poisoner]",
             script="mathematician, empath, knight, steward, chef, imp, scarletwoman, "
                    "poisoner, drunk")
    assert possible(t, ["good(B)", "not poisoned(A, night 2)"])


def test_own_failure_is_not_counted() -> None:
    """"The Mathematician does not detect their own ability failing": a poisoned
    Mathematician's 0 needs no other abnormality."""
    t = game(math((1, 0)), "empath", "knight", "steward", "chef")
    assert possible(t, ["poisoned(A)"])


def test_drunk_jinx_is_optional() -> None:
    """Jinx: the count "may include times the Drunk's (believed) ability gave false
    info": a Drunk who thinks they are the Empath, told a false 2, fits 0 and 1."""
    empath = ("empath", "[{night: 1, empath: 2}]")
    for k in (0, 1):
        t = game(math((1, k)), empath, "knight", "steward", "chef", "noble",
                 hidden="[imp, scarletwoman, drunk]", extra=SIX)
        assert possible(t, ["is(B, drunk)"])
    two = game(math((1, 2)), empath, "knight", "steward", "chef", "noble",
               hidden="[imp, scarletwoman, drunk]", extra=SIX)
    assert not possible(two)


def test_each_abnormal_outcome_needs_a_cause() -> None:
    """"due to another character's ability": B's Empath 2 is false, C's Noble may
    be; with one Poisoner and no other cause, two good players cannot both have
    gone wrong tonight."""
    empath = ("empath", "[{night: 1, empath: 2}]")
    noble = ("noble", "[{night: 1, noble: [A, D, E]}]")
    two = game(math((1, 2)), empath, noble, "steward", "chef")
    assert not possible(two, ["good(B) and good(C)"])  # one Poisoner, one victim
    one = game(math((1, 1)), empath, noble, "steward", "chef")
    assert possible(one, ["good(B)"])


def test_poisoned_soldier_killed_by_the_demon() -> None:
    """"the poisoned Soldier dying from the Imp's attack would be detected": a good
    Soldier B who died on night 2 was poisoned, and counts."""
    events = "[{day: 1, executed: E}, {night: 2, died: B}]"
    zero = game(math((2, 0)), "soldier", "knight", "steward", "chef", events=events)
    assert not possible(zero, ["good(B)"])
    assert possible(zero, ["evil(B)"])
    one = game(math((2, 1)), "soldier", "knight", "steward", "chef", events=events)
    assert possible(one, ["good(B)"])


# "or if an ability should have worked but didn't, due to another character":
# one test per ability that can fail this way. The other seats claim abilities
# that learn nothing, and the Mathematician A is sober, so nothing
# else can be counted.
FAILS = "mathematician, ravenkeeper, virgin, slayer, mayor, {}, poisoner"


def sober(n: int) -> str:
    return f"not poisoned(A, night {n})"


def held_poisoned(char: str, time: str, seats: str = "BCDEF") -> str:
    """Whoever is `char` is poisoned at `time`."""
    return " or ".join(f"(is({p}, {char}) and poisoned({p}, {time}))" for p in seats)


def test_a_poisoned_fang_gu_s_attack() -> None:
    """A Fang Gu poisoned on night 2 kills nobody it attacks: counted."""
    counts = "counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}"
    seats = (math((2, 1)), "ravenkeeper", "virgin", "saint", "slayer", "mayor")
    one = game(*seats, hidden="[fanggu, poisoner]", events="[{day: 1, executed: F}]",
               extra=counts, script=FAILS.format("saint, fanggu"))
    assert possible(one, [sober(2)])
    assert not possible(one, [sober(2), f"not ({held_poisoned('fanggu', 'night 2')})"])


def test_a_poisoned_snake_charmer_choosing_the_demon() -> None:
    """A poisoned Snake Charmer who chooses the Demon swaps nothing: counted."""
    seats = (math((1, 1)), ("snakecharmer", "[{night: 1, snakecharmer: E}]"), "ravenkeeper",
             "virgin", "slayer")
    one = game(*seats, script=FAILS.format("snakecharmer, imp"))
    assert possible(one, ["good(B)", sober(1)])
    assert not possible(one, ["good(B)", sober(1), "good(E)"])


def test_a_poisoned_sweetheart_s_death() -> None:
    """A Sweetheart poisoned as they die makes nobody drunk: counted."""
    seats = (math((2, 1)), "sweetheart", "ravenkeeper", "virgin", "slayer")
    events = "[{day: 1, executed: B}, {night: 2, died: C}]"
    one = game(*seats, events=events, script=FAILS.format("sweetheart, imp"),
               extra="counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(one, ["good(B)", sober(2), "poisoned(B, day 1)"])
    zero = one.replace("mathematician: 1", "mathematician: 0")
    assert not possible(zero, ["good(B)", sober(2), "poisoned(B, day 1)"])


def test_a_poisoned_klutz_choosing_an_evil_player() -> None:
    """A poisoned Klutz who chooses an evil player does not lose: counted."""
    seats = (math((2, 1)), "klutz", "ravenkeeper", "virgin", "slayer")
    events = "[{day: 1, executed: B}, {day: 1, klutz: B, chose: E}, {night: 2, died: C}]"
    one = game(*seats, events=events, script=FAILS.format("klutz, imp"),
               extra="counts: {townsfolk: 2, outsider: 1, minion: 1, demon: 1}")
    assert possible(one, ["good(B)", sober(2), "evil(E)"])
    zero = one.replace("mathematician: 1", "mathematician: 0")
    assert not possible(zero, ["good(B)", sober(2), "evil(E)"])


def test_a_poisoned_philosopher_s_choice() -> None:
    """A poisoned Philosopher (the No Dashii's neighbour) spends the ability and
    gains nothing: counted."""
    seats = (math((1, 1)), ("philosopher", "[{night: 1, philosopher: ravenkeeper}]"), "virgin",
             "slayer", "mayor")
    one = game(*seats, hidden="[nodashii, poisoner]", script=FAILS.format("philosopher, nodashii"))
    assert possible(one, ["good(B)", sober(1), "poisoned(B, night 1)"])
    zero = one.replace("mathematician: 1", "mathematician: 0")
    assert not possible(zero, ["good(B)", sober(1), "poisoned(B, night 1)"])


TWO_MINIONS = "counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}"


def test_a_poisoned_witch_s_curse() -> None:
    """A player the poisoned Witch cursed nominates and lives: counted."""
    seats = (math((2, 1)), "ravenkeeper", "virgin", "slayer", "mayor", "soldier")
    events = "[{day: 1, nominated: D, by: B}, {day: 1, executed: D}, {night: 2, died: E}]"
    one = game(*seats, hidden="[imp, poisoner, witch]", events=events,
               script=FAILS.format("soldier, witch, imp"), extra=TWO_MINIONS)
    assert possible(one, ["good(B)", sober(2)])
    assert not possible(one, ["good(B)", sober(2),
                              f"not ({held_poisoned('witch', 'night 1', 'CDEF')})"])


def test_a_poisoned_cerenovus() -> None:
    """A poisoned Cerenovus's madness has no effect: counted."""
    seats = (math((1, 1)), "ravenkeeper", "virgin", "slayer", "mayor", "soldier")
    one = game(*seats, hidden="[imp, poisoner, cerenovus]",
               script=FAILS.format("soldier, cerenovus, imp"), extra=TWO_MINIONS)
    assert possible(one, [sober(1)])
    assert not possible(one, [sober(1), f"not ({held_poisoned('cerenovus', 'night 1')})"])


def test_a_poisoned_evil_twin() -> None:
    """The Good Twin executed while the Evil Twin is poisoned: the game goes on,
    counted."""
    seats = (math((2, 1)), ("ravenkeeper", "[{night: 1, eviltwin: E}]"), "virgin", "slayer",
             "mayor", "soldier")
    events = "[{day: 1, executed: B}, {night: 2, died: C}]"
    one = game(*seats, hidden="[imp, poisoner, eviltwin]", events=events,
               script=FAILS.format("soldier, eviltwin, imp"), extra=TWO_MINIONS)
    assert possible(one, ["good(B)", sober(2)])
    zero = one.replace("mathematician: 1", "mathematician: 0")
    assert not possible(zero, ["good(B)", sober(2)])


def test_a_poisoner_poisoning_herself_is_not_counted() -> None:
    """A Poisoner who chooses herself did poison someone: her ability worked that
    night, so a 0 fits."""
    seats = (math((1, 0)), "ravenkeeper", "virgin", "slayer", "mayor")
    zero = game(*seats, script=FAILS.format("soldier, imp"))
    assert possible(zero, [sober(1), held_poisoned("poisoner", "night 1", "BCDE")])


def test_a_poisoned_philosopher_s_believed_ability() -> None:
    """The poisoned Philosopher B (the No Dashii C's neighbour) chose the Empath
    on night 1, which is counted; the false Empath 0 B was told on night 2 (C is
    evil) may be counted or not, as for a Drunk's believed ability (B has no
    Empath ability to work abnormally)."""
    b = ("philosopher", "[{night: 1, philosopher: empath}, {night: 2, empath: 0}]")
    one = game(math((1, 1), (2, 1)), b, "virgin", "slayer", "mayor",
               hidden="[nodashii, poisoner]", events="[{night: 2, died: E}]",
               script=FAILS.format("philosopher, empath, nodashii"))
    assumed = ["good(B)", "is(C, nodashii)", sober(1), sober(2)]
    assert possible(one, assumed)
    assert possible(one.replace("{night: 2, mathematician: 1}", "{night: 2, mathematician: 0}"),
                    assumed)
    assert not possible(one.replace("{night: 1, mathematician: 1}",
                                    "{night: 1, mathematician: 0}"), assumed)


def test_a_target_the_monk_protects_may_be_counted() -> None:
    """The Imp's kill stopped by the Monk: "an ability should have worked but
    didn't, due to another character", or the Monk's protection working as
    intended; the almanac does not say, so both counts are the Storyteller's.
    Nobody is dead and nobody died on night 2, so the Imp (not poisoned) chose
    a living player who survived: C, whom the good Monk B protected."""
    seats = (math((2, 1)), ("monk", "[{night: 2, monk: C}]"), "ravenkeeper", "virgin",
             "slayer", "mayor")
    one = game(*seats, script=FAILS.format("monk, imp"), extra=NO_OUTSIDER)
    assume = ["good(B) and good(C) and good(F)", sober(2),
              "not (" + held_poisoned("imp", "night 2") + ")"]
    assert possible(one, assume)
    assert possible(one.replace("mathematician: 1", "mathematician: 0"), assume)


def test_a_poisoned_demon_s_kill_is_counted() -> None:
    """A poisoned Imp's kill on an unprotected living player does nothing:
    counted. Nobody is dead and nobody died on night 2, and nothing protects
    anyone: the Imp's kill failed (poisoned), so the count is not 0."""
    seats = (math((2, 1)), "ravenkeeper", "virgin", "slayer", "saint", "ravenkeeper")
    one = game(*seats, script=FAILS.format("saint, imp"))
    assert possible(one, [sober(2)])
    assert not possible(one, [sober(2), "not (" + held_poisoned("imp", "night 2") + ")"])
    assert not possible(one.replace("mathematician: 1", "mathematician: 0"), [sober(2)])


def test_a_poisoned_virgin_nominated_by_a_townsfolk() -> None:
    """The poisoned Virgin's first nomination by a Townsfolk executes nobody: her
    ability should have worked and did not, counted on the next night."""
    events = ("[{day: 1, nominated: C, by: D, votes: 0}, {day: 1, nominated: E, by: B, votes: 4},"
              " {day: 1, executed: E}]")  # the Imp may attack the dead E: no failure
    seats = (math((2, 1)), "ravenkeeper", "virgin", "slayer", "saint", "mayor")
    one = game(*seats, events=events, script=FAILS.format("saint, imp"), extra=NO_OUTSIDER)
    assume = ["good(C) and good(D)", sober(2)]
    assert possible(one, assume)
    assert not possible(one.replace("mathematician: 1", "mathematician: 0"),
                        assume + ["poisoned(C, day 1)"])


def counted(one: str, assume: list[str]) -> None:
    """The count of 1 fits, and 0 does not: the failure is counted."""
    assert possible(one, assume)
    assert not possible(one.replace("mathematician: 1", "mathematician: 0"), assume)


def test_a_poisoned_tea_lady_s_neighbour_executed() -> None:
    """Tea Lady: "If both your alive neighbours are good, they can't die." The
    good C beside the good Tea Lady B (the good A on her other side) was
    executed, so B's ability failed: counted on night 2."""
    seats = (math((2, 1)), "tealady", "ravenkeeper", "virgin", "slayer", "mayor")
    one = game(*seats, events="[{day: 1, executed: C}]", script=FAILS.format("tealady, imp"),
               extra=NO_OUTSIDER)
    assume = ["good(B) and good(C)", sober(2)]
    counted(one, assume)


def test_a_poisoned_innkeeper_s_guest_killed() -> None:
    """Innkeeper: "choose 2 players: they can't die tonight". The good
    Innkeeper B chose C and D on night 2 and C died that night: B's ability
    failed, counted."""
    seats = (math((2, 1)), ("innkeeper", "[{night: 2, innkeeper: [C, D]}]"), "ravenkeeper",
             "virgin", "slayer", "mayor")
    one = game(*seats, events="[{night: 2, died: C}]", script=FAILS.format("innkeeper, imp"),
               extra=NO_OUTSIDER)
    assume = ["good(B)", sober(2)]
    counted(one, assume)


def test_a_drunk_sailor_s_death_may_be_counted() -> None:
    """Sailor: "either you or they are drunk until dusk. You can't die." The good
    Sailor B died on night 2: drunk by their own choice (not "another
    character's ability") or poisoned; the count may be 0 or 1."""
    seats = (math((2, 1)), "sailor", "ravenkeeper", "virgin", "slayer", "mayor")
    one = game(*seats, events="[{night: 2, died: B}]", script=FAILS.format("sailor, imp"),
               extra=NO_OUTSIDER)
    assume = ["good(B)", sober(2)]
    assert possible(one, assume)
    assert possible(one.replace("mathematician: 1", "mathematician: 0"), assume)


def test_a_poisoned_princess_s_execution() -> None:
    """Princess: "On your 1st day, if you nominated & executed a player, the Demon
    doesn't kill tonight." The good Princess B nominated C, executed on day 1,
    and D died on night 2: B's ability failed, counted."""
    events = "[{day: 1, nominated: C, by: B, votes: 4}, {day: 1, executed: C}, {night: 2, died: D}]"
    seats = (math((2, 1)), "princess", "ravenkeeper", "virgin", "slayer", "mayor")
    one = game(*seats, events=events, script=FAILS.format("princess, imp"), extra=NO_OUTSIDER)
    assume = ["good(B)", sober(2)]
    counted(one, assume)
