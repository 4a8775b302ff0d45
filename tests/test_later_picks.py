"""A holder who gains the Fortune Teller's or the Grandmother's ability after
setup (here a Cannibal: "You have the ability of the recently killed
executee"). The Fortune Teller's red herring is marked "while preparing the
first night" and "is the same player throughout the entire game"; "There is a
good player that registers as a Demon to you" and the Grandmother's "You start
knowing a good player" say nothing of a holder who gains the ability later:
whether the Storyteller marks a new player for them or they share the game's,
the texts are silent, so both are kept (World.later_pick).

Seven players in a circle (A to G); A is the Cannibal (good), the Imp and the
Scarlet Woman (no droisoning) are hidden.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = ("[cannibal, chef, empath, soldier, monk, fortuneteller, grandmother, "
          "investigator, scarletwoman, imp]")


def game(a_info: str, b: str, events: str) -> str:
    seats = [f"{{name: A, claim: cannibal, info: {a_info}}}", b,
             "C:chef", "D:empath", "E:monk", "F:soldier", "G:investigator"]
    return table(SCRIPT, seats, "[imp, scarletwoman]", "5/0/1/1", events, "")


def test_a_cannibal_fortune_teller_may_have_a_red_herring_of_its_own():
    """B, the Fortune Teller, learns "yes" for C and D on night 1 (both good:
    one of them is B's red herring); B is executed and A, the Cannibal, learns
    "no" for the same two on night 2: A's red herring is another player. One
    red herring for the game could not; the game's is kept too (A's "yes")."""
    b = "{name: B, claim: fortuneteller, info: [{night: 1, fortuneteller: [C, D, yes]}]}"
    assumed = ["is(A, cannibal)", "is(B, fortuneteller)", "good(C)", "good(D)"]
    for answer in ("no", "yes"):
        a_info = f"[{{night: 2, fortuneteller: [C, D, {answer}]}}]"
        assert possible(game(a_info, b, "[{day: 1, executed: B}]"), assumed), answer


def test_a_cannibal_grandmother_may_have_a_grandchild_of_its_own():
    """B, the Grandmother, was shown C the Chef; B is executed and A, the
    Cannibal, holds her ability. On night 2 the Imp kills D and A dies too:
    "If the Demon kills them, you die too" with D as A's own grandchild. With
    the game's grandchild C alone A could not have died."""
    b = "{name: B, claim: grandmother, info: [{night: 1, grandmother: [C, chef]}]}"
    deaths = "[{day: 1, executed: B}, {night: 2, died: D}, {night: 2, died: A}]"
    assumed = ["is(A, cannibal)", "is(B, grandmother)", "good(D)"]
    assert possible(game("[]", b, deaths), assumed)


def test_the_game_s_grandchild_still_takes_the_later_holder():
    """Near miss kept: the Imp kills C, B's grandchild, and A dies with C."""
    b = "{name: B, claim: grandmother, info: [{night: 1, grandmother: [C, chef]}]}"
    deaths = "[{day: 1, executed: B}, {night: 2, died: C}, {night: 2, died: A}]"
    assert possible(game("[]", b, deaths), ["is(A, cannibal)", "is(B, grandmother)"])


def test_a_starting_holder_keeps_one_red_herring():
    """Near miss: a Fortune Teller from the start has one red herring for the
    game ("The Red Herring is the same player throughout the entire game"): B's
    "yes" then "no" for the same two good players on nights 1 and 2 is no
    sober Fortune Teller's."""
    b = ("{name: B, claim: fortuneteller, info: [{night: 1, fortuneteller: [C, D, yes]}, "
         "{night: 2, fortuneteller: [C, D, no]}]}")
    assumed = ["is(B, fortuneteller)", "good(C)", "good(D)"]
    assert not possible(game("[]", b, "[]"), assumed)


PUZZLE = ("[cannibal, chef, empath, soldier, monk, puzzlemaster, investigator, "
          "scarletwoman, imp]")


def test_a_cannibal_puzzlemaster_may_make_its_own_player_drunk():
    """B, the Puzzlemaster, guesses C on day 1 and is shown F, the Imp: C is the
    game's drunk player. B is executed; A, the Cannibal, holds the ability
    ("1 player is drunk") and guesses D on day 2, shown F: right only if D is
    A's own drunk player, who is then drunk (D, the Soldier, dies to the Imp on
    night 3)."""
    seats = ["{name: A, claim: cannibal, info: [{day: 2, puzzlemaster: [D, F]}]}",
             "{name: B, claim: puzzlemaster, info: [{day: 1, puzzlemaster: [C, F]}]}",
             "C:chef", "D:soldier", "E:monk", "F", "G"]
    events = "[{day: 1, executed: B}, {night: 3, died: D}]"
    text = table(PUZZLE, seats, "[imp, scarletwoman]", "4/1/1/1", events, "")
    assumed = ["is(A, cannibal)", "is(B, puzzlemaster)", "is(D, soldier)", "is(F, imp)"]
    assert possible(text, assumed)


def own_drunk_empath(reading: int) -> str:
    """As above, with D an Empath reporting `reading` on night 1, before A
    gained the ability; C and E, D's neighbours, are good."""
    seats = ["{name: A, claim: cannibal, info: [{day: 2, puzzlemaster: [D, F]}]}",
             "{name: B, claim: puzzlemaster, info: [{day: 1, puzzlemaster: [C, F]}]}",
             "C:chef", f"{{name: D, claim: empath, info: [{{night: 1, empath: {reading}}}]}}",
             "E:monk", "F", "G"]
    return table(PUZZLE, seats, "[imp, scarletwoman]", "4/1/1/1", "[{day: 1, executed: B}]", "")


def test_a_later_holder_s_own_drunk_player_is_drunk_only_from_the_gain():
    """Near miss: D, A's own drunk player (A's guess of D was right), reported a
    false Empath 1 on night 1, before A held the ability: D was sober then, so
    no world; the true 0 is kept."""
    assumed = ["is(A, cannibal)", "is(B, puzzlemaster)", "is(D, empath)", "is(F, imp)",
               "good(C)", "good(E)"]
    assert possible(own_drunk_empath(0), assumed)
    assert not possible(own_drunk_empath(1), assumed)
