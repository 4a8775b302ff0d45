"""Philosopher: "Once per game, at night, choose a good character: gain that
ability. If this character is in play, they are drunk."

Seven players in a circle (You, A, B, C, D, E, F); You are the Philosopher; the
Scarlet Woman (no droisoning) and the Imp are hidden.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = "[chef, empath, investigator, soldier, monk, washerwoman, philosopher, scarletwoman, imp]"


def case(you: str, b: str = "[]", events: str = "[]") -> str:
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef",
             f"{{name: B, claim: empath, info: {b}}}", "C:investigator", "D:soldier", "E:monk",
             "F:washerwoman"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "5/0/1/1", events, "you: You")


def test_gains_the_ability():
    """"When they do so, they gain that character's ability": as the Empath, You
    learn a true number (your neighbours A and F are good: 0)."""
    assumed = ["good(A)", "good(F)"]
    assert possible(case("[{night: 1, philosopher: empath}, {night: 1, empath: 0}]"), assumed)
    assert not possible(case("[{night: 1, philosopher: empath}, {night: 1, empath: 2}]"),
                        assumed)


def test_the_real_one_is_drunk():
    """"If the Philosopher chooses a character that is already in play, the player
    of that character becomes drunk": the Empath B's wrong 2 (A and C good) is
    possible when You chose the Empath, not the Chef."""
    assumed = ["good(A)", "good(C)", "is(B, empath)"]
    b = "[{night: 1, empath: 2}]"
    assert possible(case("[{night: 1, philosopher: empath}]", b), assumed)
    assert not possible(case("[{night: 1, philosopher: washerwoman}]", b), assumed)


def test_sober_again_when_the_philosopher_dies():
    """"If the Philosopher then dies ... the player they are making drunk becomes
    sober again": after your execution, B's night 2 info is true."""
    assumed = ["good(A)", "good(C)", "is(B, empath)"]
    b = "[{night: 2, empath: 2}]"
    alive = "[{day: 1, executed: F}]"  # the Imp attacks a dead player on night 2
    dead = "[{day: 1, executed: You}]"
    assert possible(case("[{night: 1, philosopher: empath}]", b, alive), assumed)
    assert not possible(case("[{night: 1, philosopher: empath}]", b, dead), assumed)


def mad_case(you_info: str, c_claim: str) -> str:
    """You are the Empath; C, made mad by the Cerenovus, may be the Philosopher
    claiming to be a Washerwoman (a mad player hides their own choices)."""
    seats = [f"{{name: You, claim: empath, info: {you_info}}}", "A:chef", "B:investigator",
             f"C:{c_claim}", "D", "E", "F:washerwoman"]
    return table("[chef, empath, investigator, washerwoman, philosopher, cerenovus, imp]", seats,
                 "[imp, cerenovus, philosopher]", "5/0/1/1", head="you: You", tail="now: {day: 1}")


def test_a_philosopher_claiming_another_character_may_have_chosen_silently():
    """A wrong Empath number (A and F good, asked as an assumption) needs You to
    be drunk: possible if C is a Philosopher who silently chose the Empath, not
    if C is a Philosopher claimant who reported no choice."""
    assumed = ["good(A)", "good(F)", "is(C, philosopher)"]
    assert possible(mad_case("[{night: 1, empath: 2}]", "washerwoman"), assumed)
    assert not possible(mad_case("[{night: 1, empath: 2}]", "philosopher"), assumed)


def juggler_case(choice_night: int) -> str:
    """You chose the Juggler on `choice_night`, guessed A as the Chef on day 2
    and learnt on night 3 that the guess was right."""
    you = (f"[{{night: {choice_night}, philosopher: juggler}}, "
           "{day: 2, juggler: {A: chef}}, {night: 3, juggler: 1}]")
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef", "B:empath",
             "C:investigator", "D:soldier", "E:monk", "F:chef"]
    return table("[chef, empath, investigator, soldier, monk, juggler, philosopher, scarletwoman, "
                 "imp]", seats, "[imp, scarletwoman]", "5/0/1/1", head="you: You")


def test_the_gained_ability_is_had_from_the_choice_on():
    """"they gain that character's ability" when they choose, not before: the
    Juggler's ability gained on night 2 makes day 2 the Juggler's 1st day, so
    the guesses and the count that night are the Juggler's; chosen on night 1,
    day 1 was the 1st day and day 2's guesses are none of the Juggler's."""
    assert possible(juggler_case(2), ["is(A, chef)"])
    assert not possible(juggler_case(1), ["is(A, chef)"])


# A Philosopher drunk or poisoned when choosing gains nothing, but "Drunk and
# poisoned players have no ability, but they think they do" (Poisoner, almanac:
# "the Storyteller wakes them at the appropriate time and goes through the
# motions as if they were not poisoned. If their ability gives them information,
# the Storyteller may give them false information"), and "If the Philosopher
# gains an ability that works at night, they wake when that character would
# wake" (wiki).

NO_DASHII = "[chef, empath, investigator, soldier, monk, washerwoman, philosopher, drunk, " \
            "chambermaid, scarletwoman, nodashii]"


def philosopher_b(info: str, hidden: str, counts: str, a: str = "A") -> str:
    """B claims the Philosopher, between A and C."""
    b = f"{{name: B, claim: philosopher, info: {info}}}"
    seats = ["{name: You, claim: washerwoman}", a, b, "C:investigator", "D:soldier",
             "E:monk", "F"]
    return table(NO_DASHII, seats, hidden, counts, head="you: You")


def test_a_poisoned_philosopher_is_told_anything_in_the_chosen_ability():
    """B, the No Dashii A's Townsfolk neighbour, is poisoned when choosing the
    Empath: B's Empath 0 is false (A is evil) but possible; sober, B would have
    gained the working ability and learnt at least 1."""
    text = philosopher_b("[{night: 1, philosopher: empath}, {night: 1, empath: 0}]",
                         "[nodashii, scarletwoman]", "5/0/1/1")
    assert possible(text, ["is(A, nodashii)", "good(B)"])
    assert not possible(text, ["is(A, nodashii)", "good(B)", "not poisoned(B, night 1)"])


def test_a_drunk_who_thinks_they_are_the_philosopher_is_told_anything():
    """Drunk (almanac): "You think you are a Townsfolk character" and "act as if
    the Drunk is actually this Townsfolk character": B, the Drunk who thinks they
    are the Philosopher, chose the Empath and is woken and told a number (here a
    false 2: A and C are good)."""
    text = philosopher_b("[{night: 1, philosopher: empath}, {night: 1, empath: 2}]",
                         "[drunk, nodashii, scarletwoman]", "4/1/1/1", "A:chef")
    assert possible(text, ["is(B, drunk)", "good(A)", "good(C)"])


def test_a_poisoned_philosopher_wakes_for_the_chosen_ability():
    """Chambermaid (wiki): "Players that woke tonight due to their ability but
    are drunk or poisoned still count": on night 2 B, poisoned by the No Dashii A
    when choosing the Empath on night 1, is woken for the Empath (and no longer to
    choose); D, a good Soldier, is not. (C is good, so A's other poisoned
    Townsfolk neighbour is C, not You.)"""
    b = ("{name: B, claim: philosopher, info: [{night: 1, philosopher: empath}, "
         "{night: 2, empath: 0}]}")

    def text(n: int) -> str:
        you = f"{{name: You, claim: chambermaid, info: [{{night: 2, chambermaid: [B, D, {n}]}}]}}"
        seats = [you, "C:investigator", "A", b, "D:soldier", "E:monk", "F:washerwoman"]
        return table(NO_DASHII, seats, "[nodashii, scarletwoman]", "5/0/1/1",
                     "[{night: 2, died: E}]", "you: You")
    assumed = ["is(A, nodashii)", "good(B)", "good(C)", "good(D)"]
    assert possible(text(1), assumed)
    assert not possible(text(0), assumed)


def lying_philosopher(head: str = "") -> str:
    """Simulated (snv, seed 2213, game 43): Kira claims the Philosopher and says
    she chose the Savant on night 1, then the Snake Charmer on night 2; on night
    3 she chose Gina as the Snake Charmer. Gina says she was the Vigormortis and
    became the Philosopher that night."""
    seats = ["Olga:klutz", "Finn:mathematician", "Bruno:mutant", "Alice:seamstress",
             "{name: Kira, claim: philosopher, info: [{night: 1, philosopher: savant}, "
             "{night: 2, philosopher: snakecharmer}, {night: 3, snakecharmer: Gina}]}",
             "Emma:savant", "Jonas:dreamer", "Iris:clockmaker",
             "{name: Gina, claim: [vigormortis, {night: 3, is: philosopher}], "
             "info: [{night: 4, philosopher: mathematician}]}"]
    return table("snv", seats, "[witch]", events="[{night: 2, died: Olga}]", head=head,
                 tail="now: {day: 4}")


TRUE_WORLD = ["is(Olga, witch, night 1)", "is(Kira, philosopher, night 1)",
              "is(Emma, savant, night 1)", "is(Gina, vigormortis, night 1)",
              "is(Gina, philosopher, night 4)"]


def test_a_claimant_the_reports_do_not_bind_may_have_lied_about_the_choice():
    """A player evil at the end may have lied throughout (engine/speech.py): Kira,
    evil once she swapped with the Vigormortis, really chose the Snake Charmer on
    night 2, not the Savant she first reported, and swapped with Gina. Were her
    reports binding (she is `you`), the first choice would be hers, she would
    have no Snake Charmer's ability, and nobody could have made Gina the
    Philosopher."""
    assert possible(lying_philosopher(), TRUE_WORLD)
    assert not possible(lying_philosopher("you: Kira"), TRUE_WORLD)


def test_a_cannibal_with_the_philosophers_ability_gains_what_it_chooses():
    """Cannibal: "You have the ability of the recently killed executee" ("The
    Cannibal now has this good player's ability ... and will wake at night
    when this good character would normally wake"); the Philosopher's ability:
    "choose a good character: gain that ability". Finn ate the executed
    Philosopher and chose the Flowergirl on night 2: he has its ability, so
    its answer is the truth (the Po, Mona, did not vote: "no"). A random-script
    game lost its world when only a Philosopher gained the choice."""
    def flowergirl(voted: str) -> str:
        seats = ["{name: Finn, claim: cannibal, info: [{night: 2, philosopher: flowergirl}, "
                 f"{{night: 2, flowergirl: {voted}}}]}}", "Olga:philosopher", "Mona:king",
                 "Emma:chef", "Hugo:damsel"]
        events = ("[{day: 1, voted: [Finn, Olga, Emma, Hugo]}, "
                  "{day: 1, nominated: Olga, by: Emma, votes: 4, "
                  "voters: [Finn, Olga, Emma, Hugo]}, {day: 1, executed: Olga}]")
        return table("[cannibal, philosopher, flowergirl, chef, king, damsel, goblin, po]",
                     seats, "[goblin, po]", "3/0/1/1", events, head="",
                     tail="now: {night: 2}")
    assumed = ["is(Finn, cannibal)", "is(Mona, po)", "is(Olga, philosopher)"]
    assert possible(flowergirl("false"), assumed)
    assert not possible(flowergirl("true"), assumed)


def ogre_philosopher(count: int) -> str:
    """B, the Philosopher, chose the Ogre on night 1 and befriended the Imp A
    (Ogre: "you become their alignment"), so B ends evil and B's reports do not
    bind (A and F hold the hidden characters); B also says they chose the Empath
    on night 2. You, the Chambermaid, choose B and the Soldier C that night."""
    script = "[chambermaid, philosopher, ogre, soldier, empath, monk, chef, scarletwoman, imp]"
    you = f"{{name: You, claim: chambermaid, info: [{{night: 2, chambermaid: [B, C, {count}]}}]}}"
    b = ("{name: B, claim: philosopher, info: [{night: 1, philosopher: ogre}, "
         "{night: 1, ogre: A}, {night: 2, philosopher: empath}]}")
    seats = [you, "A", b, "C:soldier", "D:chef", "E:monk", "F"]
    return table(script, seats, "[imp, scarletwoman]", "5/0/1/1",
                 "[{day: 1, executed: F}, {night: 2, died: D}]", "you: You")


def test_a_philosopher_who_has_chosen_does_not_wake_for_a_later_reported_choice():
    """"Once per game": B, who chose the Ogre on night 1, is not woken to choose
    on night 2, whatever B (evil, not bound by the reports) says of that night;
    the Ogre's ability does not wake after the first night, and the Soldier never
    does, so the Chambermaid learns 0 (simulated random-script seed 9804 game 57
    lost its true world: the evil Philosopher's second reported choice woke him).
    """
    assumed = ["is(A, imp)", "is(B, philosopher)", "evil(B, night 2)", "good(C)",
               "is(C, soldier)"]
    assert possible(ogre_philosopher(0), assumed)
    assert not possible(ogre_philosopher(1), assumed)


def cannibal_flowergirl(info: str, executee: str = "philosopher", day2: str = "",
                        now: str = "{night: 2}") -> str:
    """Finn, the Cannibal, eats the executed Olga (claiming `executee`) on day 1;
    Mona, the Po, never votes; Emma (the Chef, or the Philosopher when Olga is
    the Chef) may be eaten on day 2 (`day2`)."""
    emma = "philosopher" if executee == "chef" else "chef"
    seats = [f"{{name: Finn, claim: cannibal, info: {info}}}", f"Olga:{executee}",
             "Mona:king", f"Emma:{emma}", "Hugo:damsel"]
    events = ("[{day: 1, voted: [Finn, Olga, Emma, Hugo]}, "
              "{day: 1, nominated: Olga, by: Emma, votes: 4, "
              f"voters: [Finn, Olga, Emma, Hugo]}}, {{day: 1, executed: Olga}}{day2}]")
    return table("[cannibal, philosopher, flowergirl, chef, king, damsel, goblin, po]",
                 seats, "[goblin, po]", "3/0/1/1", events, head="", tail=f"now: {now}")


CANNIBAL_WORLD = ["is(Finn, cannibal)", "is(Mona, po)"]


def test_a_cannibals_unreported_philosopher_choice_is_free():
    """A player who gains a choosing ability makes its choices, "and an
    unreported choice is free" (docs/rulings.md): Finn, who ate the Philosopher,
    reports the Flowergirl's answer but not the choice that gained it; he chose
    it, so the answer binds (Mona did not vote: "no"). A Cannibal who ate the
    Chef has no Flowergirl ability to report (simulated random-script seed
    20004 game 4 lost its true world when the choice went unreported)."""
    def world(olga: str) -> list[str]:
        return [*CANNIBAL_WORLD, f"is(Olga, {olga})"]
    assert possible(cannibal_flowergirl("[{night: 2, flowergirl: false}]"), world("philosopher"))
    assert not possible(cannibal_flowergirl("[{night: 2, flowergirl: true}]"),
                        world("philosopher"))
    assert not possible(cannibal_flowergirl("[{night: 2, flowergirl: false}]", "chef"),
                        world("chef"))


def test_a_philosophers_unreported_choice_is_seen_in_the_gained_reports():
    """"Once per game, at night, choose a good character: gain that ability": You
    report the Empath's first-night number but not the choice; You chose the
    Empath that night, so the number is the truth (A and F good: 0)."""
    assumed = ["good(A)", "good(F)"]
    assert possible(case("[{night: 1, empath: 0}]"), assumed)
    assert not possible(case("[{night: 1, empath: 2}]"), assumed)


def test_the_gained_ability_binds_only_from_a_choice_before_its_report():
    """"The ability is had from the choice on": Finn ate the Chef on day 1 and
    the Philosopher Emma only on day 2. His Flowergirl answer on night 3 may
    come from an unreported choice that night; one on night 2 has no choice
    before it."""
    def answer(night: int) -> str:
        day2 = (", {day: 2, voted: [Finn, Emma, Hugo]}, {day: 2, nominated: Emma, by: Hugo, "
                "votes: 3, voters: [Finn, Emma, Hugo]}, {day: 2, executed: Emma}")
        return cannibal_flowergirl(f"[{{night: {night}, flowergirl: false}}]", "chef", day2,
                                   now="{night: 3}")
    assumed = [*CANNIBAL_WORLD, "is(Emma, philosopher)"]
    assert possible(answer(3), assumed)
    assert not possible(answer(2), assumed)


def test_a_cannibals_chosen_ability_may_outlive_its_next_meal():
    """"Each time a player dies by execution, the Cannibal loses the ability of the
    previous player": Finn chose the Flowergirl with the eaten Philosopher's
    ability, then ate the Chef Emma on day 2. What he loses is the Philosopher's
    ability; whether the Flowergirl's, which he gained, goes with it no text
    says, so either: his night-3 answer may be reported, and then binds (Mona
    did not vote on day 2: "no")."""
    day2 = (", {day: 2, voted: [Finn, Hugo]}, {day: 2, nominated: Emma, by: Hugo, votes: 2, "
            "voters: [Finn, Hugo]}, {day: 2, executed: Emma}")

    def night3(answer: str) -> str:
        info = (f"[{{night: 2, philosopher: flowergirl}}, {{night: 2, flowergirl: false}}, "
                f"{{night: 3, flowergirl: {answer}}}]")
        return cannibal_flowergirl(info, day2=day2, now="{night: 3}")
    assumed = [*CANNIBAL_WORLD, "is(Olga, philosopher)", "is(Emma, chef)"]
    assert possible(night3("false"), assumed)
    assert not possible(night3("true"), assumed)


def philosopher_cannibal(info: str, events: str = "[{day: 1, executed: C}]") -> str:
    """A, the Philosopher, chose the Cannibal on night 1 and reports `info`; the
    Empath C is executed on day 1."""
    a = f"{{name: A, claim: philosopher, info: [{{night: 1, philosopher: cannibal}}, {info}]}}"
    seats = [a, "B:chef", "C:empath", "D:soldier", "E:monk", "F:washerwoman", "G:investigator"]
    return table("[philosopher, cannibal, chef, empath, soldier, monk, washerwoman, investigator,"
                 " scarletwoman, imp]", seats, "[imp, scarletwoman]", "5/0/1/1", events)


def test_a_philosopher_who_chose_the_cannibal_eats():
    """"Choose a good character: gain that ability"; the Cannibal's: "You have
    the ability of the recently killed executee". A chose the Cannibal, so the
    executed Empath's ability is A's: on night 2 A learns the truth (B and G,
    A's living neighbours, good: 0). Random-script game s69000/9 lost its
    world when only a Cannibal ate."""
    assumed = ["is(A, philosopher)", "good(B)", "good(G)", "is(C, empath)"]
    assert possible(philosopher_cannibal("{night: 2, empath: 0}"), assumed)
    assert not possible(philosopher_cannibal("{night: 2, empath: 2}"), assumed)
    # Without an execution there is nothing to eat: no Empath ability to report.
    assert not possible(philosopher_cannibal("{night: 2, empath: 0}", "[]"), assumed)


def test_a_cannibal_who_ate_a_philosopher_and_chose_the_cannibal():
    """A loop of grants: Finn, the Cannibal, ate the Philosopher Olga and chose
    the Cannibal with her ability. He holds the Cannibal's ability as the
    Cannibal; the loop gives nothing more, and the case solves (it recursed
    without end before the loop was settled)."""
    case = cannibal_flowergirl("[{night: 2, philosopher: cannibal}]", now="{day: 2}")
    assert possible(case, [*CANNIBAL_WORLD, "is(Olga, philosopher)"])
