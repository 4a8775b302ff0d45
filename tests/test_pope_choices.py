"""Each holder of a duplicated character makes its own choices (the Pope:
"There are duplicate good characters in play"): a world where two holders of
one character chose differently is kept. Without the Pope one player holds
each character, and one choice serves them (the encoding is unchanged)."""

from __future__ import annotations

from helpers import possible

SCRIPT = ("[empath, monk, chef, soldier, saint, recluse, philosopher, fortuneteller,"
          " grandmother, gambler, acrobat, snakecharmer, ogre, moonchild, puzzlemaster,"
          " imp, poisoner, spy, scarletwoman, pope]")


def case(seats: list[str], hidden: str, counts: str, fabled: str = "[pope]",
         events: str = "[]", extra: str = "") -> str:
    """`seats`: one YAML row per player, in seat order."""
    rows = "".join(f"\n  - {s}" for s in seats)
    return (f"script: {SCRIPT}\nfabled: {fabled}\nhidden: {hidden}\ncounts: {counts}\n"
            f"{extra}\nplayers:{rows}\nevents: {events}\n")


SEVEN = "{townsfolk: 5, outsider: 0, minion: 1, demon: 1}"
# One Outsider character on the table, two players holding it (a Townsfolk
# token swapped for its duplicate).
ONE_OUT = "{townsfolk: 4, outsider: 1, minion: 1, demon: 1}"


def test_two_philosophers_each_make_a_holder_drunk() -> None:
    """Philosopher: "Once per game, at night, choose a good character: gain that
    ability. If this character is in play, they are drunk." A and B, neither
    saying so, are both Philosophers; each chose on night 1, one the Empath
    (C, whose 1 is false: B and D are good) and one the Chef (D, whose 0 is
    false: F and G, evil, sit together). The Scarlet Woman misregisters nobody."""
    seats = ["{name: A}", "{name: B}",
             "{name: C, claim: empath, info: [{night: 1, empath: 1}]}",
             "{name: D, claim: chef, info: [{night: 1, chef: 0}]}",
             "{name: E, claim: monk}", "{name: F}", "{name: G}"]
    mine = ["is(A, philosopher)", "is(B, philosopher)", "is(F, imp)", "is(G, scarletwoman)"]
    assert possible(case(seats, "[philosopher, imp, scarletwoman]", SEVEN), mine)
    one = [*seats[:3], "{name: D, claim: chef, info: [{night: 1, chef: 1}]}", *seats[4:]]
    assert possible(case(one, "[philosopher, imp, scarletwoman]", SEVEN), mine)


def test_two_fortune_tellers_each_have_a_red_herring() -> None:
    """Fortune Teller: "There is a good player that registers as a Demon to
    you." To A, one of C and D (both good) registers as a Demon; to B neither
    does: each has its own red herring. One red herring for both could not."""
    seats = ["{name: A, claim: fortuneteller, info: [{night: 1, fortuneteller: [C, D, yes]}]}",
             "{name: B, claim: fortuneteller, info: [{night: 1, fortuneteller: [C, D, no]}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, fortuneteller)", "is(B, fortuneteller)", "is(F, imp)", "is(G, scarletwoman)"]
    assert possible(case(seats, "[imp, scarletwoman]", SEVEN), mine)


def test_two_grandmothers_each_know_a_grandchild() -> None:
    """Grandmother: "You start knowing a good player & their character." A was
    shown C the Chef, B was shown D the Empath: each its own grandchild."""
    seats = ["{name: A, claim: grandmother, info: [{night: 1, grandmother: [C, chef]}]}",
             "{name: B, claim: grandmother, info: [{night: 1, grandmother: [D, empath]}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, grandmother)", "is(B, grandmother)", "is(F, imp)", "is(G, scarletwoman)"]
    assert possible(case(seats, "[imp, scarletwoman]", SEVEN), mine)


def test_each_grandmother_dies_with_her_own_grandchild() -> None:
    """"If the Demon kills them, you die too": the Imp killed C, A's grandchild,
    on night 2, and A died with her; B, whose grandchild is D, lived."""
    seats = ["{name: A, claim: grandmother, info: [{night: 1, grandmother: [C, chef]}]}",
             "{name: B, claim: grandmother, info: [{night: 1, grandmother: [D, empath]}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, grandmother)", "is(B, grandmother)", "is(F, imp)", "is(G, scarletwoman)"]
    deaths = "{night: 2, died: C}, {night: 2, died: A}"
    text = case(seats, "[imp, scarletwoman]", SEVEN, events=f"[{deaths}]",
                extra="now: {day: 2}")
    assert possible(text, mine)
    both = case(seats, "[imp, scarletwoman]", SEVEN, events=f"[{deaths}, {{night: 2, died: B}}]",
                extra="now: {day: 2}")
    assert not possible(both, mine)


def test_two_gamblers_each_guess() -> None:
    """Gambler: "Each night*, choose a player & guess their character: if you
    guess wrong, you die." On night 2 A guessed C the Chef (right: A lived)
    and B guessed C the Empath (wrong: B died). One guess could not be both."""
    seats = ["{name: A, claim: gambler, info: [{night: 2, gambler: [C, chef]}]}",
             "{name: B, claim: gambler, info: [{night: 2, gambler: [C, empath]}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, gambler)", "is(B, gambler)", "is(C, chef)", "is(F, imp)",
            "is(G, scarletwoman)"]
    text = case(seats, "[imp, scarletwoman]", SEVEN, events="[{night: 2, died: B}]",
                extra="now: {day: 2}")
    assert possible(text, mine)
    assert not possible(text.replace("died: B", "died: A"), mine)


def test_two_acrobats_each_choose() -> None:
    """Acrobat: "Each night*, choose a player: if they are or become drunk or
    poisoned tonight, you die." On night 2 A chose D, whom the Poisoner
    poisoned (A died), and B chose E (B lived): two choices."""
    seats = ["{name: A, claim: acrobat, info: [{night: 2, acrobat: D}]}",
             "{name: B, claim: acrobat, info: [{night: 2, acrobat: E}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, acrobat)", "is(B, acrobat)", "is(F, imp)", "is(G, poisoner)"]
    text = case(seats, "[imp, poisoner]", SEVEN, events="[{night: 2, died: A}]",
                extra="now: {day: 2}")
    assert possible(text, mine)


def test_two_snake_charmers_each_choose() -> None:
    """Snake Charmer: "Each night, choose an alive player: a chosen Demon swaps
    characters & alignments with you". On night 1 A chose C and B chose D,
    neither the Demon: two choices, nothing swapped."""
    seats = ["{name: A, claim: snakecharmer, info: [{night: 1, snakecharmer: C}]}",
             "{name: B, claim: snakecharmer, info: [{night: 1, snakecharmer: D}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, snakecharmer)", "is(B, snakecharmer)", "is(F, imp)", "is(G, scarletwoman)"]
    text = case(seats, "[imp, scarletwoman]", SEVEN, extra="now: {day: 1}")
    assert possible(text, [*mine, "good(A, day 1)", "good(B, day 1)"])


def test_of_two_snake_charmers_choosing_the_demon_one_swaps() -> None:
    """Both chose F, the Imp, on night 1: the first woken swaps (and says so),
    the second finds a Snake Charmer there and stays as they are."""
    seats = ["{name: A, claim: [snakecharmer, {night: 1, is: imp}],"
             " info: [{night: 1, snakecharmer: F}]}",
             "{name: B, claim: snakecharmer, info: [{night: 1, snakecharmer: F}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, snakecharmer)", "is(B, snakecharmer)", "is(F, imp)", "is(G, scarletwoman)"]
    text = case(seats, "[imp, scarletwoman]", SEVEN, extra="now: {day: 1}")
    assert possible(text, [*mine, "is(A, imp, day 1)", "good(B, day 1)"])
    assert not possible(text, [*mine, "is(A, imp, day 1)", "is(B, imp, day 1)"])


def test_two_puzzlemasters_each_make_a_player_drunk() -> None:
    """Puzzlemaster: "1 player is drunk, even if you die. If you guess (once)
    who it is, learn the Demon player". A guessed C and B guessed D, and each
    was shown F, the Imp: both guessed right, so each made its own player drunk."""
    seats = ["{name: A, claim: puzzlemaster, info: [{day: 1, puzzlemaster: [C, F]}]}",
             "{name: B, claim: puzzlemaster, info: [{day: 1, puzzlemaster: [D, F]}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, puzzlemaster)", "is(B, puzzlemaster)", "is(F, imp)", "is(G, scarletwoman)"]
    text = case(seats, "[imp, scarletwoman]", ONE_OUT, extra="now: {day: 1}")
    assert possible(text, [*mine, "drunk(C, day 1)", "drunk(D, day 1)"])


def test_two_ogres_each_choose() -> None:
    """Ogre: "On your 1st night, choose a player (not yourself): you become
    their alignment". A chose C and B chose D, both good: two choices, both
    Ogres good."""
    seats = ["{name: A, claim: ogre, info: [{night: 1, ogre: C}]}",
             "{name: B, claim: ogre, info: [{night: 1, ogre: D}]}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: F}", "{name: G}"]
    mine = ["is(A, ogre)", "is(B, ogre)", "is(F, imp)", "is(G, scarletwoman)"]
    text = case(seats, "[imp, scarletwoman]", ONE_OUT, extra="now: {day: 1}")
    assert possible(text, [*mine, "good(A, day 1)", "good(B, day 1)"])


def test_two_moonchildren_each_choose() -> None:
    """Moonchild: "When you learn that you died, publicly choose 1 alive
    player. Tonight, if it was a good player, they die." A, executed on day 1,
    chose C; B, killed on night 2, chose D on day 2: C died on night 2 beside B
    (the Imp's kill), D on night 3 beside E (the Imp's)."""
    seats = ["{name: A, claim: moonchild}", "{name: B, claim: moonchild}",
             "{name: C, claim: chef}", "{name: D, claim: empath}", "{name: E, claim: monk}",
             "{name: H, claim: soldier}", "{name: I, claim: saint}", "{name: F}",
             "{name: G}"]
    mine = ["is(A, moonchild)", "is(B, moonchild)", "is(F, imp)", "is(G, scarletwoman)"]
    events = ("[{day: 1, executed: A}, {day: 1, moonchild: A, chose: C}, {night: 2, died: B},"
              " {night: 2, died: C}, {day: 2, moonchild: B, chose: D}, {night: 3, died: D},"
              " {night: 3, died: E}]")
    nine = "{townsfolk: 5, outsider: 2, minion: 1, demon: 1}"  # two Moonchildren and a Saint
    text = case(seats, "[imp, scarletwoman]", nine, events=events, extra="now: {day: 3}")
    assert possible(text, mine)
