"""Summoner: "You get 3 bluffs. On the 3rd night, choose a player: they become an
evil Demon of your choice. [No Demon]" (almanac, seed 000)

Five seats: with the Summoner, 4 Townsfolk and no Demon; A is `you`, the Chef.
"""

from __future__ import annotations

from tests.helpers import possible, table, worlds

SCRIPT = ("[chef, empath, fortuneteller, washerwoman, monk, soldier, slayer, clockmaker, "
          "investigator, poisoner, marionette, summoner, imp, pukka, lordoftyphon]")
TEN = "B:empath C:monk D:soldier F:slayer G:clockmaker H:fortuneteller I:washerwoman J K"
FIVE = "A:chef B:empath C:monk D:soldier E"


def case(events: str = "[]", tail: str = "", hidden: str = "[summoner, imp]",
         seats: str = FIVE, counts: str = "3/0/1/1") -> str:
    return table(SCRIPT, seats.split(), hidden, counts, events, tail=tail)


def test_no_demon_and_one_more_townsfolk():
    """"During the setup phase, remove the Demon and add a Townsfolk": the four
    claimed Townsfolk are real and E, the only evil player, is the Summoner."""
    assert worlds(case()) == {("chef", "empath", "monk", "soldier", "summoner")}


def test_nobody_dies_before_the_summon():
    """No Demon before night 3, so no night kill; the game does not end ("Even
    though there is no Demon in play for two days, the game does not end")."""
    assert possible(case(tail="now: {day: 2}"))
    assert not possible(case("[{night: 2, died: B}]"))
    assert possible(case("[{night: 3, died: B}]"))


def test_good_wins_if_the_summoner_dies_first():
    """"if the Summoner becomes unable to create a Demon (due to dying ...) good
    wins": a case that goes on after the Summoner's execution is impossible."""
    assert possible(case("[{day: 1, executed: B}]", tail="now: {night: 3}"))
    assert not possible(case("[{day: 1, executed: E}]", tail="now: {night: 2}"))
    assert possible(case("[{day: 1, executed: E}]", tail="rules: {game_ended: true}"))


def test_any_player_becomes_an_evil_demon_of_its_choice():
    """"choose a player: they become an evil Demon of your choice": B (good until
    then) is the evil Imp from night 3, and "acts on the same night"."""
    text = case("[{night: 3, died: C}]")
    assert possible(text, ["is(B, imp, night 3)", "evil(B, night 3)", "good(B, night 2)"])
    assert possible(text, ["is(E, imp, night 3)"])  # "even themselves"
    assert not possible(text, ["count(demon, night 2) >= 1", "not in_play(pukka, night 2)"])
    assert not possible(text, ["not evil(B, night 3)", "is(B, imp, night 3)"])


def test_the_summon_as_you():
    """As `you`, the Summoner's night-3 report is the player and Demon chosen (no
    Pukka summoned on night 2, after which it is no longer the Summoner)."""
    def summon(what: str) -> str:
        seats = ["A:chef", "B:empath", "C:monk", "D:soldier",
                 f"{{name: E, claim: summoner, info: [{{night: 3, summoner: {what}}}]}}"]
        return table(SCRIPT, seats, "[summoner, imp]", "3/0/1/1", "[]", head="you: E",
                     tail="now: {day: 3}")
    no_pukka = ["not in_play(pukka, night 2)"]
    assert not possible(summon("[B, lordoftyphon]"), no_pukka)  # no Minion beside B
    assert possible(summon("[B, imp]"), no_pukka + ["is(B, imp, night 3)"])
    assert not possible(summon("[B, imp]"), no_pukka + ["is(C, imp, night 3)"])


def test_no_summon_while_droisoned_on_night_3():
    """"becoming drunk on night 3": the Poisoner (ten seats: two Minions) poisons
    the Summoner on night 3, no Demon is made, and good wins."""
    seats = ["A:chef"] + TEN.split()
    text = table(SCRIPT, seats, "[summoner, poisoner, imp]", "7/0/2/1", "[]",
                 tail="now: {day: 3}")
    assert possible(text, ["is(J, summoner)"])
    assert not possible(text, ["is(J, summoner)", "poisoned(J, night 3)",
                               "not in_play(pukka, night 3)"])


def test_pukka_on_night_2():
    """Jinx (Pukka): "The Summoner may summon a Pukka on night 2 instead of night
    3"; no other Demon on night 2, and no second summon on night 3."""
    text = case(tail="now: {day: 3}")
    assert possible(text, ["is(B, pukka, night 2)"])
    assert possible(text, ["count(demon, night 2) == 0", "is(B, pukka, night 3)"])
    assert not possible(text, ["is(B, imp, night 2)"])
    assert not possible(text, ["is(B, pukka, night 2)", "is(C, imp, night 3)"])


def test_lord_of_typhon_summoned():
    """Jinx (Lord of Typhon): "A summoned Lord of Typhon must neighbour a Minion,
    and its other neighbour becomes an evil Minion": next to the Summoner E, D's
    other neighbour C becomes an evil Minion; B has no Minion beside it."""
    text = case(tail="now: {day: 3}")
    assert possible(text, ["is(D, lordoftyphon, night 3)", "evil(C, night 3)",
                           "is(C, poisoner, night 3)"])
    assert not possible(text, ["is(D, lordoftyphon, night 3)", "good(C, night 3)"])
    assert not possible(text, ["is(B, lordoftyphon, night 3)"])


def test_clockmaker_counts_the_summoner():
    """Jinx (Clockmaker): "The Summoner counts as the Demon for the Clockmaker's
    distance": in ten seats J and K, the Summoner and the Poisoner, sit 1 step
    apart, and a sober Clockmaker learns 1 (with no Demon, no number at all)."""
    def clock(n: int) -> str:
        row = f"{{name: G, claim: clockmaker, info: [{{night: 1, clockmaker: {n}}}]}}"
        seats = ["A:chef"] + [row if x.startswith("G:") else x for x in TEN.split()]
        return table(SCRIPT, seats, "[summoner, poisoner, imp]", "7/0/2/1", "[]")
    sober = ["not poisoned(G, night 1)"]
    assert possible(clock(1), sober)
    assert not possible(clock(2), sober)


def test_a_philosophers_clockmaker_may_or_may_not_count_the_summoner():
    """The same jinx for a Clockmaker ability gained later (Philosopher: "choose a
    good character: gain that ability"): whether the jinx follows a granted
    ability no text says, so either reading. Ten seats: J the Summoner, I the
    Poisoner 1 step from it, E made the Imp on night 3, 4 steps from I and 5
    from J. A sober Philosopher-Clockmaker on night 3 learns 1 (the jinx
    follows) or 4 (it does not); never 2, 3 or 5."""
    script = SCRIPT.replace("clockmaker,", "clockmaker, philosopher,")

    def clock(n: int) -> str:
        a = ("{name: A, claim: philosopher, info: [{night: 3, philosopher: clockmaker}, "
             f"{{night: 3, clockmaker: {n}}}]}}")
        seats = [a, "B:chef", "C:empath", "D:monk", "E:soldier", "F:slayer",
                 "G:washerwoman", "H:investigator", "I", "J"]
        return table(script, seats, "[summoner, poisoner]", "7/0/2/1",
                     "[{night: 3, died: B}]", tail="now: {day: 3}")
    line = ["is(J, summoner)", "is(I, poisoner)", "is(E, imp, night 3)",
            "not poisoned(A, night 3)", "not is(A, drunk)"]
    assert [n for n in range(1, 6) if possible(clock(n), line)] == [1, 4]


def test_marionette_next_to_the_summoned_demon():
    """Jinx (Marionette): "any Marionette is assigned after the Demon enters play
    and must start seated next to it": in ten seats the summoned Demon sits by
    the Marionette, who believes a Townsfolk from the start."""
    seats = ["A:chef"] + TEN.replace(" K", " K:investigator").split()
    text = table(SCRIPT, seats, "[summoner, imp, poisoner, marionette]", "7/0/2/1", "[]",
                 tail="now: {day: 3}")
    no_pukka = ["not in_play(pukka, night 2)"]
    assert possible(text, no_pukka + ["is(B, marionette)", "is(C, imp, night 3)"])
    assert not possible(text, no_pukka + ["is(B, marionette)", "is(D, imp, night 3)"])


def test_lord_of_typhon_between_two_minions():
    """The Lord of Typhon jinx: with a Minion on both sides of the summoned Lord of
    Typhon, its "other neighbour" is a Minion already and may stay the one it is
    (ten seats: the Summoner I and the Poisoner K around J)."""
    seats = ["A:chef"] + "B:empath C:monk D:soldier F:slayer G:clockmaker H:fortuneteller " \
        "I J:washerwoman K".split()
    text = table(SCRIPT, seats, "[summoner, poisoner, imp]", "7/0/2/1", "[]",
                 tail="now: {day: 3}")
    facts = ["is(I, summoner)", "is(K, poisoner)", "is(J, lordoftyphon, night 3)"]
    assert possible(text, facts + ["is(K, poisoner, night 3)", "is(I, summoner, night 3)"])
    assert not possible(text, facts + ["good(I, night 3)"])


def test_marionette_next_to_the_summoned_demon_across_a_traveller():
    """Jinx (Marionette): the summoned Demon "must start seated next to" the
    Marionette; the Marionette: "There are no players sitting in between the
    Marionette and the Demon". At setup a Traveller (not drawn from the bag) may
    sit between them, the text being silent on Travellers; the summoned Demon
    is seated by the same reading (ten seats, the Thief Z between B and C; the
    Summoner J)."""
    seats = ["A:chef", "B:empath", "{name: Z, traveller: thief}"] + \
        TEN.replace(" K", " K:investigator").split()[1:]
    text = table(SCRIPT, seats, "[summoner, imp, poisoner, marionette]", "7/0/2/1", "[]",
                 tail="now: {day: 3}")
    given = ["not in_play(pukka, night 2)", "is(J, summoner)"]
    assert possible(text, given + ["is(B, marionette)", "is(C, imp, night 3)"])
    assert not possible(text, given + ["is(B, marionette)", "is(D, imp, night 3)"])
    # Nobody sits between B and the Traveller Z: Z, made the Demon, is next to B too.
    assert possible(text, given + ["is(B, marionette)", "is(Z, imp, night 3)"])


def test_who_woke_for_the_summoner():
    """A Chambermaid counts who "woke tonight due to their own ability". The jinx
    says the Summoner "may summon a Pukka on night 2", not that they are woken:
    the Storyteller may leave them asleep on night 2; and once a Pukka came on
    night 2 the ability is spent, so they are not woken on night 3."""
    script = SCRIPT.replace("[chef,", "[chambermaid, chef,")

    def maid(night: int) -> str:
        seats = [f"{{name: A, claim: chambermaid, info: [{{night: {night}, "
                 "chambermaid: [D, E, 0]}]}", "B:empath", "C:monk", "D:soldier", "E"]
        return table(script, seats, "[summoner, imp]", "3/0/1/1", "[]",
                     tail=f"now: {{day: {night}}}")
    # (a Pukka summoned on night 2 could poison A: the worlds asked about have none
    # poisoning A)
    assert possible(maid(2), ["is(E, summoner)", "not in_play(pukka, night 2)"])
    assert possible(maid(3), ["is(E, summoner)", "is(B, pukka, night 2)",
                              "not poisoned(A, night 3)"])
    # Summoning on night 3 wakes them (a Pukka summoned then could poison A).
    assert not possible(maid(3), ["is(E, summoner)", "not in_play(pukka, night 3)"])


ALCHEMY = "[alchemist, chef, empath, washerwoman, summoner, scarletwoman, imp, pukka]"


def alchemist_summons(events: str = "[]", report: str = "") -> str:
    """You, A, the Alchemist shown the Summoner (not in play); an Imp and a
    Scarlet Woman among D and E, so nothing but a summon stops the Imp's kill."""
    a = ("{name: A, claim: alchemist, info: [{night: 1, alchemist: summoner}"
         + (f", {report}" if report else "") + "]}")
    return table(ALCHEMY, [a, "B:chef", "C:empath", "D", "E"], "[scarletwoman, imp]",
                 "3/0/1/1", events, tail="now: {day: 2}")


def test_an_alchemists_summoner_may_summon_a_pukka_on_night_2():
    """Jinx (Pukka): "The Summoner may summon a Pukka on night 2 instead of night
    3"; Alchemist: "You have a Minion ability". Whether the jinx follows the
    ability no text says (the Hermit's: "If an Outsider has a jinx, that jinx
    applies to the Hermit too"), so either reading. Nobody dies on night 2 with
    an Imp in play only if the Alchemist makes the Imp player a Pukka then
    (random-script game s4/21 lost this world: the jinx was the Summoner's
    only)."""
    text = alchemist_summons()
    assert possible(text, ["is(E, imp)", "is(E, pukka, night 2)"])
    assert not possible(text, ["is(E, imp)", "not is(E, pukka, night 2)"])
    reported = alchemist_summons(report="{night: 2, summoner: [E, pukka]}")
    assert possible(reported, ["is(E, imp)", "is(E, pukka, night 2)"])


def test_an_alchemists_summoner_summons_a_pukka_once():
    """"Instead of night 3": the Pukka made on night 2 poisons C, who dies on
    night 3; no second Demon comes on night 3, and no other Demon on night 2."""
    text = alchemist_summons("[{night: 3, died: C}]").replace("now: {day: 2}", "now: {day: 3}")
    assert possible(text, ["is(E, imp)", "is(E, pukka, night 3)"])
    assert not possible(text, ["is(E, pukka, night 2)", "is(B, imp, night 3)"])
    assert not possible(text, ["is(E, pukka, night 2)", "is(B, pukka, night 3)"])
    assert not possible(text, ["is(B, imp, night 2)"])


def test_without_the_jinx_an_alchemists_summoner_waits_for_night_3():
    """With no Pukka on the script there is no jinx: the Imp kills on night 2."""
    text = alchemist_summons().replace(", pukka]", "]")
    assert not possible(text)


def test_an_alchemists_lord_of_typhon_may_bring_its_minion_line():
    """Jinx (Lord of Typhon): "A summoned Lord of Typhon must neighbour a Minion,
    and its other neighbour becomes an evil Minion"; for the Alchemist with the
    Summoner's ability, either reading. The Alchemist A makes E a Lord of Typhon
    on night 3, the Imp E beside the Scarlet Woman D: the Washerwoman F may
    become an evil Poisoner (the jinx follows the ability) or stay good (it
    does not). The Imp attacks the executed B each night."""
    script = ("[alchemist, chef, empath, washerwoman, summoner, scarletwoman, poisoner, imp, "
              "lordoftyphon]")
    a = ("{name: A, claim: alchemist, info: [{night: 1, alchemist: summoner}, "
         "{night: 3, summoner: [E, lordoftyphon]}]}")
    text = table(script, [a, "B:chef", "C:empath", "D", "E", "F:washerwoman"],
                 "[scarletwoman, poisoner, imp, lordoftyphon]", "4/0/1/1",
                 "[{day: 1, executed: B}]", tail="now: {day: 3}")
    line = ["is(D, scarletwoman)", "is(E, imp)", "is(E, lordoftyphon, night 3)"]
    assert possible(text, line + ["is(F, poisoner, night 3)", "evil(F, night 3)"])
    assert possible(text, line + ["good(F, night 3)"])
