"""Official jinxes of registration and information (group G2 of
tests/test_jinxes.py): each test is a small case whose worlds the jinx keeps
or removes, drawn from the jinx's text."""

from __future__ import annotations

from tests.helpers import possible, table

LEGION = ("[chef, empath, soldier, monk, politician, zealot, magician, recluse, scarletwoman, "
          "imp, legion]")


def legion_vote(b: str, events: str) -> bool:
    """Five players: A the Chef (you), B is `b`, C, D and E are Legion."""
    case = table(LEGION, ["A:chef", f"B:{b}", "C", "D", "E"], "[legion]", events=events)
    return possible(case, [f"is(B, {b})", "is(C, legion)", "is(D, legion)", "is(E, legion)"])


FAILED = "[{day: 1, executed: C, died: false, voters: [B, D]}]"
KILLED = "[{day: 1, executed: C, voters: [B, D]}]"


def test_the_politician_might_register_as_evil_to_legion() -> None:
    """Jinx: "The Politician might register as evil to Legion." The good
    Politician B and the Legion D voted: the execution may fail (only evil
    voted, as registered) or kill; a good Empath's vote always kills."""
    assert legion_vote("politician", FAILED)
    assert legion_vote("politician", KILLED)
    assert not legion_vote("empath", FAILED)


def test_the_zealot_might_register_as_evil_to_legion() -> None:
    """Jinx: "The Zealot might register as evil to Legion.\""""
    assert legion_vote("zealot", FAILED)
    assert legion_vote("zealot", KILLED)


def test_the_magician_might_register_as_evil_with_legion() -> None:
    """Jinx: "The Magician wakes with Legion and might register as evil." To
    the Legion's vote too."""
    assert legion_vote("magician", FAILED)
    assert legion_vote("magician", KILLED)


def spy_counted(script: str, count: int) -> bool:
    """A is the Chambermaid (you): on night 1 she chose the Spy C and the
    Soldier B (who never wakes); D is the Poppy Grower, alive."""
    info = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {count}]}}]}}"
    case = table(script, [info, "B:soldier", "C", "D:poppygrower", "E"], "[spy, imp]",
                 "3/0/1/1")
    return possible(case, ["is(B, soldier)", "is(C, spy)", "is(D, poppygrower)"])


def test_the_spy_does_not_see_the_grimoire_while_the_poppy_grower_has_its_ability() -> None:
    """Jinx: "If the Poppy Grower has their ability, the Spy does not see the
    Grimoire." Seeing it is all the Spy wakes for, so it may not wake: the
    Chambermaid may count it or not. Without the Poppy Grower's jinx (no
    Poppy Grower on the script: a Soldier D) the Spy woke."""
    jinxed = "[chambermaid, soldier, poppygrower, empath, spy, imp]"
    assert spy_counted(jinxed, 0)
    assert spy_counted(jinxed, 1)
    plain = "[chambermaid, soldier, monk, empath, spy, imp]"
    info = "{name: A, claim: chambermaid, info: [{night: 1, chambermaid: [B, C, 0]}]}"
    case = table(plain, [info, "B:soldier", "C", "D:monk", "E"], "[spy, imp]", "3/0/1/1")
    assert not possible(case, ["is(B, soldier)", "is(C, spy)"])


def test_the_recluse_might_register_as_the_demon_to_the_sage() -> None:
    """Jinx: "The Recluse might register as the Demon to the Sage." The Sage A,
    killed by the Demon on night 2, is shown B and C, neither the Demon (the
    Imp is D): kept when B is the Recluse, not when B is the Saint."""
    script = "[sage, recluse, saint, chef, empath, soldier, monk, poisoner, imp]"
    sage = "{name: A, claim: sage, info: [{night: 2, sage: [B, C]}]}"

    def shown(b: str) -> bool:
        case = table(script, [sage, f"B:{b}", "C:chef", "D", "E"], "[imp, poisoner]",
                     "2/1/1/1", "[{day: 1, executed: E}, {night: 2, died: A}]")
        return possible(case, [f"is(B, {b})", "is(C, chef)", "is(D, imp)"])

    assert shown("recluse")
    assert not shown("saint")


def test_the_banshee_killed_by_the_vortox_is_announced() -> None:
    """Jinx: "If the Vortox kills the Banshee, all players learn that the
    Banshee has died": the announcement is true, not Townsfolk information the
    Vortox makes false."""
    script = "[banshee, chef, empath, soldier, monk, poisoner, vortox]"
    case = table(script, ["A:chef", "B:banshee", "C:empath", "D:soldier", "E"],
                 "[vortox, poisoner]", "3/0/1/1",
                 "[{day: 1, executed: D}, {night: 2, died: B}, {night: 2, banshee: B}]")
    assert possible(case, ["is(B, banshee)", "is(E, vortox)"])


def test_the_widow_still_poisons_while_the_poppy_grower_has_its_ability() -> None:
    """Jinx: "If the Poppy Grower has their ability, the Widow does not see the
    Grimoire." She still chooses a player: the good player told reports it."""
    script = "[poppygrower, chef, empath, soldier, monk, widow, imp]"
    told = "{name: C, claim: empath, info: [{night: 1, widow: yes}]}"
    case = table(script, ["A:chef", "B:poppygrower", told, "D:soldier", "E"], "[widow, imp]",
                 "3/0/1/1")
    assert possible(case, ["is(B, poppygrower)", "is(C, empath)", "is(D, widow)"])


VIZIER = "[chef, empath, {}, washerwoman, politician, zealot, imp, vizier, scarletwoman]"


def vizier_worlds(third: str) -> bool:
    """Every announcement listed and none made: is a Vizier world left?"""
    case = table(VIZIER.format(third), ["A:chef", "B:empath", f"C:{third}", "D:washerwoman", "E"],
                 "[imp, vizier, scarletwoman]", "3/0/1/1", "[]",
                 tail="rules: {announcements_complete: true}")
    return possible(case, ["is(E, vizier)"])


def test_the_vizier_is_not_declared_with_the_investigator_or_the_alsaahir() -> None:
    """Jinxes: "The Storyteller doesn't declare the Vizier is in play" (with the
    Investigator, with the Al-Saahir): a first night with no announcement
    keeps the Vizier; with neither on the script (a Librarian) it rules it
    out."""
    assert vizier_worlds("investigator")
    assert vizier_worlds("alsaahir")
    assert not vizier_worlds("librarian")


def test_a_vizier_execution_with_the_politician_or_zealot_voting() -> None:
    """Jinxes: "The Politician [the Zealot] might register as evil to the
    Vizier." Votes are not checked for the Vizier's "if good voted", so an
    execution whose good voters were only the Politician or the Zealot is
    kept (it was one the Vizier may or may not have called)."""
    for who in ("politician", "zealot"):
        case = table(VIZIER.format("librarian"),
                     ["A:chef", "B:empath", "C:librarian", f"D:{who}", "E", "F"],
                     "[imp, vizier, scarletwoman]", "3/1/1/1",
                     "[{night: 1, vizier: E}, {day: 1, executed: B, voters: [D, E]}]")
        assert possible(case, [f"is(D, {who})", "is(E, vizier)"])


def lunatic_counted(script: str, count: int) -> bool:
    """A is the Mathematician (you), B the Lunatic; nobody is drunk or poisoned,
    nobody misregisters, and the Imp kills C on night 2."""
    math = f"{{name: A, claim: mathematician, info: [{{night: 2, mathematician: {count}}}]}}"
    case = table(script, [math, "B", "C:chef", "D:empath", "E", "F"],
                 "[lunatic, scarletwoman, imp]", "3/1/1/1", "[{night: 2, died: C}]")
    return possible(case, ["is(B, lunatic)"])


def test_the_mathematician_might_count_the_lunatics_attack() -> None:
    """Jinx: "The Mathematician might learn if the Lunatic attacks a different
    player than the real Demon attacked." Whom the Lunatic chose is not
    known, so night 2's count may be 1 or 0; without the Mathematician's jinx
    (no Lunatic on the script, B a Saint) nothing else can make it 1."""
    script = "[mathematician, chef, empath, {}, scarletwoman, imp]"
    assert lunatic_counted(script.format("lunatic"), 1)
    assert lunatic_counted(script.format("lunatic"), 0)
    plain = table(script.format("saint"),
                  ["{name: A, claim: mathematician, info: [{night: 2, mathematician: 1}]}",
                   "B:saint", "C:chef", "D:empath", "E", "F"], "[scarletwoman, imp]",
                  "3/1/1/1", "[{night: 2, died: C}]")
    assert not possible(plain, ["is(B, saint)"])


def test_the_chambermaid_may_detect_the_mathematician_who_will_wake() -> None:
    """Jinx: "The Chambermaid can detect if the Mathematician will wake
    tonight." On night 1 she chose the Mathematician B (who wakes after her)
    and the Soldier C (who never wakes): 1 or 0."""
    script = "[chambermaid, mathematician, soldier, empath, monk, scarletwoman, imp]"

    def count(k: int) -> bool:
        info = f"{{name: A, claim: chambermaid, info: [{{night: 1, chambermaid: [B, C, {k}]}}]}}"
        case = table(script, [info, "B:mathematician", "C:soldier", "D", "E"],
                     "[scarletwoman, imp]", "3/0/1/1")
        return possible(case, ["is(B, mathematician)", "is(C, soldier)"])

    assert count(1)
    assert count(0)
    assert not count(2)


def goblin_claim(script: str) -> bool:
    """Six players: the good Empath B claims the Goblin on day 1 (a Cerenovus
    and an Imp hidden among C to F)."""
    case = f"""
script: {script}
hidden: [imp, cerenovus, empath]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: A, claim: chef}}
  - {{name: B, claim: goblin}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E, claim: monk}}
  - {{name: Y, claim: cerenovus}}
now: {{day: 1}}
"""
    return possible(case, ["is(B, empath)", "good(B)"])


def test_the_cerenovus_may_make_a_player_mad_that_they_are_the_goblin() -> None:
    """Jinx: "The Cerenovus may choose to make a player mad that they are the
    Goblin." A good player claiming the Goblin (an evil character, no
    misclaim of theirs otherwise) is kept: mad about it."""
    assert goblin_claim("[chef, empath, investigator, soldier, monk, cerenovus, goblin, imp]")


def test_the_boffin_may_give_the_demon_the_village_idiot_in_play() -> None:
    """Jinx: "If there is a spare token, the Boffin can give the Demon the
    Village Idiot ability." Every good character of the script is in play
    (the Village Idiot B among them), so only the jinx leaves the Boffin E a
    character to give; then the Imp C wakes on night 1 as a Village Idiot,
    which the Chambermaid A counts."""
    script = "[chambermaid, villageidiot, soldier, boffin, imp]"
    info = "{name: A, claim: chambermaid, info: [{night: 1, chambermaid: [C, D, 1]}]}"
    case = table(script, [info, "B:villageidiot", "C", "D:soldier", "E"], "[boffin, imp]",
                 "3/0/1/1")
    assert possible(case, ["is(C, imp)", "is(D, soldier)", "is(E, boffin)"])


def pithag_case(b_info: str = "[]") -> str:
    """Six players: A started as the Chef and learnt on night 2 that they
    became the Village Idiot, while B, a Village Idiot, was in play."""
    return f"""
script: [chef, investigator, soldier, villageidiot, pithag, scarletwoman, imp]
hidden: [imp, pithag, scarletwoman]
counts: {{townsfolk: 4, outsider: 0, minion: 1, demon: 1}}
players:
  - {{name: A, claim: [chef, {{night: 2, is: villageidiot}}]}}
  - {{name: B, claim: villageidiot, info: {b_info}}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: soldier}}
  - {{name: E}}
  - {{name: F}}
"""


GOOD_IDIOTS = ["good(A)", "good(B)", "is(B, villageidiot)", "good(C)", "in_play(pithag)"]


def test_the_pithag_may_make_an_extra_village_idiot() -> None:
    """Jinx: "If there is a spare token, the Pit-Hag can create an extra Village
    Idiot": A became one beside the Village Idiot B."""
    assert possible(pithag_case(), GOOD_IDIOTS)


def test_then_the_drunk_village_idiot_might_change() -> None:
    """"If so, the drunk Village Idiot might change": B, the only Village Idiot
    of the setup (so sober), may be the drunk one after night 2 and learn on
    night 3 that the good C is evil; not on night 1, before the extra was made."""
    assert possible(pithag_case("[{night: 3, villageidiot: [C, evil]}]"), GOOD_IDIOTS)
    assert not possible(pithag_case("[{night: 1, villageidiot: [C, evil]}]"), GOOD_IDIOTS)


def cannibal_learns(count: int, night: int = 2) -> bool:
    """A, the Cannibal (you), ate the Juggler B executed on day 1, who guessed
    that day that C is the Soldier and D the Empath (both right)."""
    script = "[cannibal, juggler, soldier, empath, chef, scarletwoman, imp]"
    a = f"{{name: A, claim: cannibal, info: [{{night: {night}, juggler: {count}}}]}}"
    b = "{name: B, claim: juggler, info: [{day: 1, juggler: {C: soldier, D: empath}}]}"
    case = table(script, [a, b, "C:soldier", "D:empath", "E", "F"], "[scarletwoman, imp]",
                 "4/0/1/1", "[{day: 1, executed: B}]")
    return possible(case, ["is(B, juggler)", "is(C, soldier)", "is(D, empath)"])


def test_the_cannibal_learns_the_eaten_jugglers_count() -> None:
    """Jinx: "If the Juggler guesses on their first day and dies by execution,
    tonight the living Cannibal learns how many guesses the Juggler got
    correct": that night (2) the Cannibal learns 2, not another count."""
    assert cannibal_learns(2)
    assert not cannibal_learns(1)
    assert not cannibal_learns(0)


def exorcised(choice: str) -> bool:
    """A, the Exorcist (you), chose `choice` on night 2; the Yaggababble is D,
    and the empath C died that night."""
    script = "[exorcist, soldier, empath, chef, saint, scarletwoman, yaggababble]"
    a = f"{{name: A, claim: exorcist, info: [{{night: 2, exorcist: {choice}}}]}}"
    case = table(script, [a, "B:soldier", "C:empath", "D", "E"],
                 "[scarletwoman, yaggababble]", "3/0/1/1", "[{night: 2, died: C}]")
    return possible(case, ["is(C, empath)", "is(D, yaggababble)"])


def test_an_exorcised_yaggababble_does_not_kill() -> None:
    """Jinx: "If the Exorcist chooses the Yaggababble, the Yaggababble does not
    kill tonight." Its deaths need no waking, so only the jinx stops them."""
    assert not exorcised("D")
    assert exorcised("E")


def princess_eaten(night: str) -> bool:
    """The Imp killed the Chef D on night 2; A, the Cannibal (you), nominated
    the Princess B on day 2; B was executed and died; then `night`'s events."""
    script = "[cannibal, princess, soldier, empath, chef, scarletwoman, imp]"
    events = (f"[{{night: 2, died: D}}, {{day: 2, nominated: B, by: A}}, "
              f"{{day: 2, executed: B}}{night}]")
    case = table(script, ["A:cannibal", "B:princess", "C:empath", "D:chef", "E", "F"],
                 "[scarletwoman, imp]", "4/0/1/1", events)
    return possible(case, ["is(B, princess)", "is(C, empath)", "is(D, chef)"])


def test_the_cannibal_that_ate_its_princess_nominee_stops_the_demon() -> None:
    """Jinx: "If the Cannibal nominated, executed, & killed the Princess today,
    the Demon doesn't kill tonight": the Empath C does not die on night 3;
    the Demon kills again on night 4."""
    assert princess_eaten("")
    assert not princess_eaten(", {night: 3, died: C}")
    assert princess_eaten(", {night: 4, died: C}")


def test_no_one_dies_to_the_alhadikhia_after_the_princesss_execution() -> None:
    """Jinx: "If the Princess nominated & executed a player on their 1st day, no
    one dies to the Al-Hadikhia tonight": its three choose to live or die,
    and none of them dies on night 2."""
    script = "[princess, soldier, empath, chef, monk, scarletwoman, alhadikhia]"

    def dies(night: str) -> bool:
        events = ("[{day: 1, nominated: E, by: B}, {day: 1, executed: E}, "
                  f"{{night: 2, alhadikhia: [A, C, D]}}{night}]")
        case = table(script, ["A:chef", "B:princess", "C:empath", "D:monk", "E", "F"],
                     "[scarletwoman, alhadikhia]", "4/0/1/1", events)
        return possible(case, ["is(B, princess)", "good(A)", "good(C)", "good(D)"])

    assert dies("")
    assert not dies(", {night: 2, died: C}")
