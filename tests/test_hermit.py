"""Hermit: "You have all Outsider abilities. [-0 or -1 Outsider]"

Six players in a circle (You, H, A, B, C, D); the Scarlet Woman and the Imp
are hidden (no droisoning). The script's Outsiders vary by test, since the Hermit has exactly the
other Outsider abilities on the script.
"""

from __future__ import annotations

from tests.helpers import possible

TOWN = "chef, empath, investigator, monk, soldier, washerwoman"


def case(outsiders: str = "saint, recluse", counts: tuple[int, int] = (3, 1),
         you: str = "washerwoman", might_be: str = "[]", infos: str = "[]",
         events: str = "[]", hidden: str = "[imp, scarletwoman]") -> str:
    return f"""
script: [{TOWN}, hermit, {outsiders}, scarletwoman, imp]
you: You
you_might_be: {might_be}
hidden: {hidden}
counts: {{townsfolk: {counts[0]}, outsider: {counts[1]}, minion: 1, demon: 1}}
players:
  - {{name: You, claim: {you}, info: {infos}}}
  - {{name: H, claim: hermit}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: monk}}
events: {events}
"""


def test_minus_zero_or_minus_one_outsider():
    """"[-0 or -1 Outsider]": the good Hermit H may be the only Outsider where the
    setup has one (-0) or two (-1), never where it has none."""
    for counts in ((3, 1), (2, 2)):
        assert possible(case(counts=counts), ["is(H, hermit)"])
    assert not possible(case(counts=(4, 0)), ["is(H, hermit)"])
    assert not possible(case(counts=(1, 3)), ["is(H, hermit)"])


def test_has_the_saints_ability():
    """"The Hermit has the abilities of all the other Outsiders on the Script": with
    the Saint on the script an executed Hermit loses the game for good, so the
    game going on means H was not a sober Hermit; without the Saint it may be."""
    events = "[{day: 1, executed: H}]"
    assert not possible(case(events=events), ["is(H, hermit)", "is(A, imp)"])
    assert possible(case(outsiders="recluse", events=events), ["is(H, hermit)", "is(A, imp)"])


def test_has_the_recluses_ability():
    """"A Hermit with the Recluse ability can register as a different character":
    the good Hermit H may register as evil to You, the Empath, only with the
    Recluse on the script."""
    empath = "[{night: 1, empath: 1}]"
    assumed = ["is(H, hermit)", "good(D)"]
    c = case(outsiders="recluse", you="empath", infos=empath)
    assert possible(c, assumed)
    c = case(outsiders="saint", you="empath", infos=empath)
    assert not possible(c, assumed)


def test_hermit_with_the_drunk_ability():
    """"A Hermit with the Drunk ability does not know that they are the Hermit":
    You, shown the Washerwoman, may be the Hermit (if the case says you might
    be), and then your information may be wrong; and the Townsfolk you believe
    is not in play (A, the good Chef, means You do not believe the Chef)."""
    infos = "[{night: 1, washerwoman: [A, B, soldier]}]"
    c = case(outsiders="drunk, saint", might_be="[hermit]", infos=infos,
             hidden="[imp, scarletwoman, hermit]")
    assert possible(c, ["is(You, hermit)"])
    assert not possible(c, ["is(You, washerwoman)"])
    c = case(outsiders="drunk, saint", infos=infos, hidden="[imp, scarletwoman, hermit]")
    assert not possible(c, ["is(You, hermit)"])
    c = case(outsiders="drunk, saint", you="chef", might_be="[hermit]",
             hidden="[imp, scarletwoman, hermit]")
    assert possible(c, ["is(You, hermit)"])
    assert not possible(c, ["is(You, hermit)", "good(A)"])


def test_the_hermit_may_remove_itself():
    """Seed 002: "The Hermit may remove the Hermit from play during setup,
    resulting in one less Outsider than normal." Eight players (normally one
    Outsider), six good Townsfolk and no Outsider: legal with the Hermit on the
    script, no Hermit in play; not without it."""
    rows = "\n".join(f"  - {{name: {n}, claim: {c}}}" for n, c in
                     zip("ABCDEF", TOWN.split(", ")))
    text = f"""
script: [{TOWN}, hermit, butler, imp, poisoner]
hidden: [imp, poisoner]
players:
{rows}
  - {{name: G}}
  - {{name: H}}
"""
    assert possible(text, ["not in_play(hermit)"])
    assert not possible(text.replace("hermit, butler", "butler"))


def test_an_outsiders_jinx_applies_to_the_hermit():
    """Seed 002: "If an Outsider has a jinx, that jinx applies to the Hermit too";
    the Damsel/Spy jinx: "If a Spy is or ever was in play, the Damsel is
    poisoned". With the Damsel on the script and the Spy in play, the Hermit is
    poisoned, so its Saint ability fails: H executed and the game goes on."""
    events = "[{day: 1, executed: H}, {night: 2, died: A}]"
    spy = case(outsiders="saint, damsel, spy", events=events, hidden="[imp, spy]")
    assert possible(spy, ["is(H, hermit)", "in_play(spy)"])
    # Without the Damsel on the script, no jinx: the Hermit's Saint ability works.
    plain = case(outsiders="saint, recluse, spy", events=events, hidden="[imp, spy]")
    assert not possible(plain, ["is(H, hermit)", "in_play(spy)"])


def test_a_player_made_the_hermit_mid_game_may_be_shown_a_townsfolk():
    """Seed 002: "A Hermit with the Drunk ability does not know that they are the
    Hermit". A, the Chef, swapped by the Barber's Demon with the Hermit C on
    night 2, becomes the Hermit, holds the Drunk's ability, and may be shown the
    Empath (not in play) instead: A's listed change binds what A believes."""
    from tests.helpers import table

    script = ("[chef, empath, investigator, librarian, washerwoman, monk, soldier, barber, "
              "hermit, drunk, poisoner, imp]")

    def case(a_change: str) -> str:
        seats = [f"{{name: A, claim: [chef, {{night: 2, is: {a_change}}}]}}", "B:barber",
                 "{name: C, claim: [soldier, {night: 2, is: chef}]}", "D:investigator",
                 "E:librarian", "F:washerwoman", "G:monk", "H", "I"]
        return table(script, seats, "[poisoner, imp, hermit]", "5/2/1/1",
                     "[{day: 1, executed: B}]", head="you: D", tail="now: {day: 2}")

    truth = ["is(A, chef)", "is(B, barber)", "is(C, hermit)", "is(H, poisoner)", "is(I, imp)"]
    assert possible(case("hermit"), truth)
    assert possible(case("empath"), truth)
    assert not possible(case("investigator"), truth)  # in play: never the shown token


def test_the_tinkers_ability_kills_at_night_too():
    """Tinker on the script: "You might die at any time", the Hermit too (a
    granted ability acts as the real one does). Nothing else kills on night 1,
    so a death then is the Hermit's own."""
    text = case(outsiders="tinker", events="[{night: 1, died: H}]")
    assert possible(text, ["is(H, hermit)"])
    assert not possible(case(outsiders="saint", events="[{night: 1, died: H}]"),
                        ["is(H, hermit)"])


def test_the_mutants_ability_may_have_them_executed_at_night():
    """Mutant on the script: the Hermit with its ability "might be executed",
    at night too (Mutant: "execute them—even outside the nomination phase, or
    at night"), on night 1 when nothing else kills."""
    text = case(outsiders="mutant", events="[{night: 1, died: H}]")
    assert possible(text, ["is(H, hermit)"])


def test_the_hatters_ability_throws_the_tea_party_at_the_hermits_death():
    """Hatter on the script: "If you died today or tonight, the Minion & Demon
    players may choose new Minion & Demon characters to be". The Hermit with
    its ability executed on day 1: that night the Scarlet Woman may become the
    Poisoner, which no other ability allows."""
    def text(outsiders: str) -> str:
        return case(outsiders=outsiders, events="[{day: 1, executed: H}]",
                    hidden="[imp, scarletwoman, poisoner]").replace(
            "scarletwoman, imp]", "scarletwoman, poisoner, imp]") + "now: {night: 2}\n"
    changed = ["is(H, hermit)", "is(A, scarletwoman, night 1)", "is(A, poisoner, night 2)"]
    assert possible(text("hatter"), changed)
    assert not possible(text("recluse"), changed)


def test_the_moonchilds_ability_kills_after_the_hermits_death():
    """Moonchild on the script: "When you learn that you died, publicly choose 1
    alive player. Tonight, if it was a good player, they die." The Hermit with
    its ability executed on day 1: two deaths that night, the Imp's and the
    Hermit's choice's (before, no world explained the second)."""
    def text(outsiders: str) -> str:
        return case(outsiders=outsiders,
                    events="[{day: 1, executed: H}, {night: 2, died: A}, {night: 2, died: B}]")
    assert possible(text("moonchild"), ["is(H, hermit)"])
    assert not possible(text("recluse"), ["is(H, hermit)"])


def test_the_goons_ability_makes_the_first_chooser_drunk():
    """Goon on the script: "Each night, the 1st player to choose you with their
    ability is drunk until dusk." You, the Monk, protect the Hermit with its
    ability on night 2 and are the first to choose them: drunk, so the Imp's
    kill of the Hermit that night is possible (before, the Monk's protection
    held and no world was left)."""
    def text(outsiders: str) -> str:
        return case(outsiders=outsiders, you="monk", infos="[{night: 2, monk: H}]",
                    events="[{day: 1, executed: A}, {night: 2, died: H}]")
    assert possible(text("goon"), ["is(H, hermit)"])
    assert not possible(text("recluse"), ["is(H, hermit)"])
