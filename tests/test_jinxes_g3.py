"""Official jinxes, group G3 (restrictions on setup and alignment, and the
permissive jinxes among them): each test is a small case drawn from the jinx's
text, where the jinx keeps a world the plain texts rule out or removes one
they allow.
"""

from __future__ import annotations

import random

import pytest

from simulator import staysevil
from simulator.characters import module
from simulator.game import custom_script
from simulator.loop import Game
from tests.helpers import possible, table

PITHAG_DAMSEL = """
script: [chef, empath, investigator, soldier, monk, librarian, damsel, saint, pithag, imp]
you: You
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: pithag, info: [{{night: 2, pithag: [A, {made}]}}]}}
  - {{name: A, claim: chef}}
  - {{name: B, claim: [empath, {{night: 2, is: {made}}}]}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E}}
"""


def test_the_storyteller_picks_who_the_pit_hags_damsel_is():
    """Pit-Hag/Damsel: "If the Pit-Hag creates a Damsel, the Storyteller chooses
    which player it is". The Pit-Hag chose A and the Damsel; B, the good
    Empath, became the Damsel: only the jinx allows it (a Saint, with no jinx,
    goes only to the player chosen)."""
    assert possible(PITHAG_DAMSEL.format(made="damsel"), ["good(B)"])
    assert not possible(PITHAG_DAMSEL.format(made="saint"), ["good(B)"])


def rigged(seed: str, script: list[str], row: list[str]) -> Game:
    """A simulator game on `script` whose seats hold `row` in order (a fresh
    setup, then overwritten), between the nights."""
    g = Game(random.Random(seed), len(row), custom_script(script), travellers=(), fabled=())
    for seat, c in zip(g.seats, row, strict=True):
        seat.char = seat.start = seat.believed = seat.claim = c
        seat.evil = g.team(c) in ("minion", "demon")
        seat.info, seat.marks = [], {}
    g.marks, g.effects, g.log, g.events = {}, [], [], []
    return g


def test_the_simulators_pit_hag_damsel_goes_where_the_storyteller_picks():
    """The twin: a Damsel the Pit-Hag makes is sometimes another player than the
    one it chose; a Saint never is."""
    script = ["chef", "empath", "soldier", "monk", "saint", "damsel", "pithag", "imp"]
    elsewhere = {"damsel": 0, "saint": 0}
    for i in range(300):
        g = rigged(f"pithag-damsel:{i}", script, ["pithag", "imp", "chef", "empath", "soldier"])
        g.phase = ("night", 2)
        module("pithag").night(g, 0)
        made = [e for e in g.log if e.get("pithag") and not e["in_play"] and e["works"]]
        changes = [e for e in g.log if "becomes" in e]
        if made and made[0]["char"] in elsewhere:
            elsewhere[made[0]["char"]] += changes[0]["player"] != made[0]["chooses"]
    assert elsewhere["damsel"] > 0 and elsewhere["saint"] == 0


PHILOSOPHER_BH = """
script: [philosopher, bountyhunter, chef, empath, soldier, monk, saint, poisoner, imp]
counts: {townsfolk: 3, outsider: 0, minion: 1, demon: 1}
hidden: [poisoner, imp]
players:
  - {name: A, claim: philosopher, info: [{night: 2, philosopher: bountyhunter}]}
  - {name: B, claim: chef}
  - {name: C, claim: empath}
  - {name: D}
  - {name: E}
"""


def test_a_philosopher_gaining_the_bounty_hunter_may_turn_a_townsfolk_evil():
    """Bounty Hunter/Philosopher: "If the Philosopher gains the Bounty Hunter
    ability, a Townsfolk might turn evil". B, a good Chef at the start, is
    evil at dawn only through the jinx (the Bounty Hunter is not in play);
    or no Townsfolk turns."""
    turned = ["is(B, chef)", "good(B)", "evil(B, night 2)"]
    assert possible(PHILOSOPHER_BH, turned)
    assert possible(PHILOSOPHER_BH, ["good(A, night 2)", "good(B, night 2)", "good(C, night 2)"])
    assert not possible(PHILOSOPHER_BH.replace("bountyhunter}", "soldier}"), turned)


def test_the_simulators_philosopher_bounty_hunter_turns_a_townsfolk_evil():
    """The twin: sometimes a Townsfolk turns evil as the Philosopher gains the
    Bounty Hunter ability."""
    script = ["philosopher", "bountyhunter", "chef", "empath", "soldier", "monk", "poisoner",
              "imp"]
    turned = 0
    for i in range(40):
        g = rigged(f"philosopher-bh:{i}", script, ["philosopher", "chef", "empath", "poisoner",
                                                   "imp"])
        g.phase = ("night", 2)
        g.rng.random = lambda: 0.0  # the Philosopher chooses; a Townsfolk turns
        g.rng.choice = lambda seq: "bountyhunter" if "bountyhunter" in seq else seq[-1]
        module("philosopher").night(g, 0)
        turned += g.seats[2].evil
    assert turned == 40


def mastermind_table(events: str) -> str:
    return table("[chef, investigator, slayer, washerwoman, empath, soldier, mastermind, "
                 "vigormortis]", "A:chef B:investigator C:slayer D:washerwoman E:empath F G",
                 "[mastermind, vigormortis]", "5/0/1/1", events, "you: A", "now: {day: 3}")


def test_a_mastermind_the_vigormortis_killed_keeps_its_ability_as_it_dies():
    """Mastermind/Vigormortis: "If the Vigormortis kills the Mastermind, the
    Mastermind keeps their ability" as the Vigormortis dies. The Vigormortis F
    killed the Mastermind G on night 2 and was executed on day 2: the game goes
    on to day 3, the Mastermind's day. A Mastermind executed on day 1 (no
    Vigormortis kill) does not keep it."""
    kept = mastermind_table("[{night: 2, died: G}, {day: 2, executed: F}]")
    assert possible(kept, ["is(F, vigormortis)"])
    executed = mastermind_table("[{day: 1, executed: G}, {night: 2, died: B}, "
                                "{day: 2, executed: F}]")
    assert not possible(executed, ["is(F, vigormortis)"])


def test_the_simulators_kept_mastermind_sets_off_the_extra_day():
    """The twin: the Vigormortis (seat 0) killed the Mastermind (seat 1) and is
    executed: the game does not end; a dead Mastermind it did not kill does
    nothing."""
    script = ["chef", "empath", "soldier", "monk", "mastermind", "vigormortis"]
    g = rigged("mastermind-vigormortis", script,
               ["vigormortis", "mastermind", "chef", "empath", "soldier"])
    g.phase = ("day", 2)
    for s in (0, 1):
        g.seats[s].alive, g.seats[s].death = False, ("day", 2) if s == 0 else ("night", 2)
    g.executed_today = 0
    hook = module("mastermind").suspends_game_end
    assert not hook(g, 1, "good wins: no living Demon")
    g.marks["vigormortis"] = {1: 0}
    assert hook(g, 1, "good wins: no living Demon")


def lleech_table(events: str, now: str) -> str:
    return table("[chef, investigator, soldier, washerwoman, empath, monk, mastermind, lleech]",
                 "A:chef B:investigator C:soldier D:washerwoman E:empath F G",
                 "[mastermind, lleech]", "5/0/1/1", events, "you: A", now)


HOST = ["is(F, lleech)", "is(G, mastermind)", "poisoned(B, night 1)"]


def test_the_lleech_lives_on_without_its_ability_when_its_host_is_executed():
    """Lleech/Mastermind: "If the Mastermind is alive and the Lleech's host is
    executed, the Lleech does not die, but loses their ability". The host B is
    executed on day 1 with the Mastermind G alive: the game goes on to day 2
    (the Lleech F lives), and F kills nobody on night 2. With the Mastermind
    executed first, B's execution on day 2 kills F and ends the game."""
    executed = "[{day: 1, executed: B}]"
    assert possible(lleech_table(executed, "now: {day: 2}"), HOST)
    assert not possible(lleech_table(executed[:-1] + ", {night: 2, died: C}]",
                                     "now: {day: 3}"), HOST)
    first = "[{day: 1, executed: G}, {night: 2, died: C}, {day: 2, executed: B}]"
    assert not possible(lleech_table(first, "now: {day: 3}"), HOST)


def test_the_simulators_lleech_outlives_its_executed_host_with_a_mastermind():
    """The twin: the host executed while the Mastermind lives leaves the Lleech
    alive and without its ability; a host dying otherwise still kills it."""
    script = ["chef", "empath", "soldier", "monk", "mastermind", "lleech"]

    def host_dies(cause: str) -> Game:
        g = rigged("lleech-mastermind", script,
                   ["lleech", "chef", "mastermind", "empath", "soldier"])
        g.phase = ("day", 1)
        g.seats[0].marks["lleech_host"] = 1
        g.kill(1, cause, unstoppable=True)
        return g

    assert not host_dies("demon").alive(0)
    g = host_dies("execution")
    assert g.alive(0) and module("lleech")._lost(g, 0)
    g.play_night(2)
    assert all(g.alive(i) for i in (0, 2, 3, 4))


HERETIC_PARTNERS = ("baron", "godfather", "lleech", "pithag", "spy", "widow")


def heretic_table(partner: str, outsider: str = "heretic") -> str:
    """Six seats, the Chef `you`; the rest unclaimed, among them the Heretic (or
    `outsider`) and the partner, each with another of its team beside it."""
    evil = "scarletwoman, lleech, imp" if partner == "lleech" else f"{partner}, imp"
    chars = f"chef, empath, monk, {outsider}, saint, butler, recluse, poisoner, {evil}"
    return table(f"[{chars}]", "A:chef B C D E F", f"[{chars.removeprefix('chef, ')}]",
                 head="you: A")


@pytest.mark.parametrize("partner", HERETIC_PARTNERS)
def test_the_heretic_and_a_jinxed_partner_are_not_both_in_play(partner: str):
    """Heretic/Baron, Godfather, Lleech, Pit-Hag, Spy, Widow: "Only 1 jinxed
    character can be in play". Each may be in play, never both."""
    text = heretic_table(partner)
    assert possible(text, ["in_play(heretic)"])
    assert possible(text, [f"in_play({partner})"])
    assert not possible(text, ["in_play(heretic)", f"in_play({partner})"])


def test_a_hermit_holds_the_heretics_jinxes():
    """Hermit (seed 002): "If an Outsider has a jinx, that jinx applies to the
    Hermit too": with the Heretic on the script, no Hermit beside a Spy."""
    text = heretic_table("spy", outsider="hermit").replace("saint,", "heretic, saint,", 1)
    assert possible(text, ["in_play(hermit)"]) and possible(text, ["in_play(spy)"])
    assert not possible(text, ["in_play(hermit)", "in_play(spy)"])


PITHAG_MAKES = """
script: [chef, empath, investigator, soldier, monk, librarian, heretic, saint, pithag, imp]
you: You
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: pithag, info: [{{night: 2, pithag: [A, {made}]}}]}}
  - {{name: A, claim: [chef, {{night: 2, is: {made}}}]}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E}}
"""


def test_the_pit_hag_makes_no_heretic():
    """Heretic/Pit-Hag: "Only 1 jinxed character can be in play": the Pit-Hag
    (in play) choosing A and the Heretic changes nothing; a Saint it makes."""
    assert possible(PITHAG_MAKES.format(made="saint"), ["good(A)"])
    assert not possible(PITHAG_MAKES.format(made="heretic"), ["good(A)"])


def test_the_simulators_bags_keep_the_heretic_apart_from_its_partners():
    """The twin: no bag holds the Heretic (or a Hermit, on a script with it)
    beside a jinxed partner; each comes up alone."""
    script = custom_script(["chef", "empath", "soldier", "monk", "investigator", "librarian",
                            "heretic", "hermit", "saint", "recluse", "butler", "baron", "spy",
                            "poisoner", "imp"])
    seen = set()
    for i in range(80):
        g = Game(random.Random(f"heretic-bag:{i}"), 8, script, travellers=(), fabled=())
        bag = {x.start for x in g.seats}
        assert not ({"heretic", "hermit"} & bag and {"baron", "spy"} & bag)
        seen |= bag
    assert {"heretic", "baron", "spy"} <= seen


def test_the_simulators_pit_hag_makes_no_heretic_beside_a_partner():
    script = ["chef", "empath", "soldier", "monk", "heretic", "saint", "pithag", "imp"]
    g = rigged("pithag-heretic", script, ["pithag", "imp", "chef", "empath", "soldier"])
    keeps_out = module("heretic").keeps_out
    assert keeps_out(g, "heretic", 2) and not keeps_out(g, "heretic", 0)
    assert not keeps_out(g, "saint", 2)


BOFFIN_PICKS = """
script: [chef, empath, investigator, {spare}, boffin, imp]
hidden: [boffin, imp]
players:
  - {{name: A, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D}}
  - {{name: E}}
"""


@pytest.mark.parametrize("spare", ("heretic", "ogre", "politician", "drunk"))
def test_the_boffin_never_gives_the_jinxed_abilities(spare: str):
    """Boffin/Drunk, Heretic, Ogre, Politician: "The Demon cannot have the
    Heretic ability" (and each). With the three Townsfolk good and in play,
    the only good character out of play is the jinxed one: no Boffin (the
    Saint it may give). The Drunk was never given (it has no ability of its
    own): that test passes without the jinx too."""
    good = ["good(A)", "good(B)", "good(C)", "in_play(boffin)"]
    assert not possible(BOFFIN_PICKS.format(spare=spare), good)
    assert possible(BOFFIN_PICKS.format(spare="saint"), good)


@pytest.mark.parametrize("spare", ("heretic", "ogre", "politician"))
def test_the_simulators_boffin_never_gives_the_jinxed_abilities(spare: str):
    row = ["boffin", "imp", "chef", "empath", "investigator"]
    g = rigged("boffin", ["chef", "empath", "investigator", spare, "saint", "boffin", "imp"], row)
    for _ in range(20):
        g.marks = {}
        module("boffin").setup_seat(g, 0)
        assert g.marks["boffin"] == "saint"


BOFFIN_GIVES = """
script: [chef, empath, investigator, monk, {given}, boffin, imp]
hidden: [boffin, imp]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: A, claim: monk, info: [{{night: 2, monk: D}}]}}
  - {{name: B, claim: chef}}
  - {{name: C, claim: empath}}
  - {{name: D}}
  - {{name: E, claim: investigator}}
  - {{name: F}}
events: [{{night: 2, died: B}}]
"""


@pytest.mark.parametrize("given", ("cultleader", "goon"))
def test_a_boffin_demon_does_not_turn_good_through_its_ability(given: str):
    """Boffin/Cult Leader, Goon: "If the Demon has the Cult Leader ability, they
    can't turn good due to this ability" (the Goon's too). The good Monk A
    chooses the Imp D on night 2 (a Goon's chooser), D's neighbours are the
    good C and E (a Cult Leader's); the only good character out of play is the
    one given. D is evil still at dawn; a Monk chose it as it sat there."""
    text = BOFFIN_GIVES.format(given=given)
    setup = ["is(D, imp)", "good(A)", "good(B)", "good(C)", "good(E)"]
    assert possible(text, setup)
    assert not possible(text, setup + ["good(D, night 2)"])


PITHAG_KEEPS = """
script: [chef, empath, investigator, soldier, {made}, pithag, imp]
you: You
counts: {{townsfolk: 3, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: You, claim: [pithag, {{night: 2, is: {made}}}],
     info: [{{night: 2, pithag: [You, {made}]}}]}}
  - {{name: A, claim: chef}}
  - {{name: B}}
  - {{name: C, claim: empath}}
  - {{name: D, claim: investigator}}
events: [{{night: 2, died: C}}]
"""


@pytest.mark.parametrize("made", ("cultleader", "ogre"))
def test_an_evil_player_the_pit_hag_makes_the_cult_leader_stays_evil(made: str):
    """Pit-Hag/Cult Leader, Ogre: "If the Pit-Hag turns an evil player into the
    Cult Leader, they can't turn good due to their own ability" (the Ogre's
    too). The Pit-Hag made itself the Cult Leader on night 2, between the good
    A and D (or the Ogre, which chooses a player that night, any of them good):
    evil still at dawn."""
    text = PITHAG_KEEPS.format(made=made)
    assert possible(text, ["is(B, imp)"])
    assert not possible(text, ["is(B, imp)", "good(You, night 2)"])


PITHAG_GOON = """
script: [chef, empath, monk, soldier, goon, pithag, imp]
you: You
counts: {townsfolk: 3, outsider: 0, minion: 1, demon: 1}
players:
  - {name: You, claim: [pithag, {night: 2, is: goon}], info: [{night: 2, pithag: [You, goon]}]}
  - {name: A, claim: monk, info: [{night: 3, monk: You}]}
  - {name: B}
  - {name: C, claim: chef}
  - {name: D, claim: empath}
events: [{night: 2, died: C}, {night: 3, died: D}]
"""


def test_an_evil_player_the_pit_hag_makes_the_goon_stays_evil():
    """Pit-Hag/Goon: the Pit-Hag made itself the Goon on night 2; the good Monk
    A chose it first on night 3 (drunk for it): it stays evil."""
    setup = ["is(B, imp)", "good(A)"]
    assert possible(PITHAG_GOON, setup)
    assert not possible(PITHAG_GOON, setup + ["good(You, night 3)"])


def test_the_simulators_kept_evil_goon_and_cult_leader():
    """The twins: a Boffin's Demon with the Goon ability, and an evil player the
    Pit-Hag made the Goon, stay evil when a good player chooses them; an evil
    Cult Leader the Pit-Hag made plans no turn to good."""
    script = ["chef", "empath", "monk", "soldier", "goon", "cultleader", "boffin", "pithag", "imp"]
    g = rigged("stays-evil", script, ["monk", "imp", "pithag", "chef", "empath"])
    g.phase = ("night", 2)
    g.seats[1].gained.append("goon")
    module("goon").on_chosen(g, 1, 0, "monk")
    assert g.seats[1].evil
    g.become(2, "goon")
    staysevil.record_made(g, 2, "goon")
    module("goon").on_chosen(g, 2, 0, "monk")
    assert g.seats[2].evil
    g.become(2, "cultleader")
    staysevil.record_made(g, 2, "cultleader")
    g.seats[2].marks.pop("goon", None)
    for _ in range(10):
        module("cultleader").wakes(g, 2)
        assert g.seats[2].marks["cultleader_plan"][1] is not False


MARIONETTE_HUNTSMAN = """
script: [huntsman, chef, empath, investigator, monk, damsel, saint, marionette, imp]
you: A
you_might_be: [marionette]
hidden: [marionette, imp, damsel, saint, monk]
players:
  - {name: A, claim: huntsman}
  - {name: B, claim: chef}
  - {name: C, claim: empath}
  - {name: D}
  - {name: E}
  - {name: F}
"""


def test_a_marionette_who_thinks_it_is_the_huntsman_had_the_damsel_added():
    """Marionette/Huntsman: "If the Marionette thinks that they are the Huntsman,
    the Damsel was added". A (`you`), shown the Huntsman, may be the Marionette
    only with the Damsel in play."""
    assert possible(MARIONETTE_HUNTSMAN, ["is(A, marionette)", "in_play(damsel)"])
    assert possible(MARIONETTE_HUNTSMAN, ["is(A, huntsman)"])
    assert not possible(MARIONETTE_HUNTSMAN, ["is(A, marionette)", "not in_play(damsel)"])


def test_the_simulators_marionette_is_shown_the_huntsman_only_with_the_damsel():
    script = ["huntsman", "chef", "empath", "monk", "damsel", "marionette", "imp"]
    for damsel in (False, True):
        g = rigged("marionette-huntsman", script,
                   ["marionette", "imp", "chef", "damsel" if damsel else "empath", "monk"])
        seen = set()
        for _ in range(30):
            g.seats[0].believed = "marionette"
            module("marionette").setup_seat(g, 0)
            seen.add(g.seats[0].believed)
        assert ("huntsman" in seen) == damsel


KAZALI = """
script: [chef, empath, investigator, soldier, bountyhunter, saint, marionette, poisoner, kazali]
hidden: [kazali, marionette, poisoner, bountyhunter, saint, soldier]
players:
  - {name: A, claim: chef}
  - {name: B}
  - {name: C}
  - {name: D, claim: empath}
  - {name: E}
"""


def test_with_the_kazali_no_evil_townsfolk_without_a_bounty_hunter():
    """Bounty Hunter/Kazali: "An evil Townsfolk is only created if the Bounty
    Hunter is still in play after the Kazali acts". The Kazali's Minions are
    the starting characters here, so this held before the jinx was declared:
    the world it keeps is an evil Townsfolk beside a Bounty Hunter."""
    assert possible(KAZALI, ["in_play(bountyhunter)", "evil(A)"])
    assert not possible(KAZALI, ["not in_play(bountyhunter)", "evil(A)", "is(A, chef)"])


def test_with_the_kazali_the_marionette_neighbours_it():
    """Marionette/Kazali: "If the Kazali chooses to create a Marionette, they
    must choose one of their neighbours". The Marionette neighbours the Demon
    at setup anyway (this held before the jinx was declared)."""
    assert possible(KAZALI, ["is(B, kazali)", "is(C, marionette)"])
    assert not possible(KAZALI, ["is(B, kazali)", "is(E, marionette)"])


def alhadikhia_table(now: str) -> str:
    return table("[chef, investigator, slayer, washerwoman, empath, mastermind, alhadikhia, imp]",
                 "A:chef B:investigator C:slayer D:washerwoman E:empath F G",
                 "[mastermind, alhadikhia, imp]", "5/0/1/1", "[{day: 1, executed: F}]",
                 "you: A", now)


def test_an_executed_al_hadikhia_brings_the_mastermind_one_night_no_day():
    """Al-Hadikhia/Mastermind: "If the Al-Hadikhia dies by execution, and the
    Mastermind is alive, the Al-Hadikhia chooses 3 good players tonight: if
    all 3 choose to live, evil wins. Otherwise, good wins". The Al-Hadikhia F
    executed on day 1: the game goes on through night 2 and ends at its dawn
    (an Imp's execution brings the extra day 2)."""
    assert possible(alhadikhia_table("now: {night: 2}"), ["is(F, alhadikhia)"])
    assert not possible(alhadikhia_table("now: {day: 2}"), ["is(F, alhadikhia)"])
    assert possible(alhadikhia_table("now: {day: 2}"), ["is(F, imp)"])


def test_the_simulators_al_hadikhia_mastermind_night_is_the_last():
    script = ["chef", "empath", "soldier", "monk", "mastermind", "alhadikhia"]
    g = rigged("alhadikhia-mastermind", script,
               ["alhadikhia", "mastermind", "chef", "empath", "soldier"])
    g.phase = ("day", 1)
    g.seats[0].alive, g.seats[0].death = False, ("day", 1)
    g.executed_today = 0
    assert module("mastermind").suspends_game_end(g, 1, "good wins: no living Demon")
    g.phase = ("night", 2)
    module("mastermind").before_step(g, 1, "dawn")
    assert g.final
