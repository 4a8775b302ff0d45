"""The `{night: N, revived: P}` event: a resurrection declared at dawn.

Professor (almanac): "If the Professor chose a dead Townsfolk, the chosen
player becomes alive again ... At dawn, after declaring which players died,
declare which player is alive again." Shabaloth (almanac): "At dawn, after
declaring which players died, declare which player is alive again." So a
resurrection is public, like a death: the event says P, dead before night N
(or killed during it), is alive at its end, and some ability in the world
must have brought them back. Without the event nobody came back.

Six seats; A is `you`, the Professor; B the Empath sits between A and C.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from caselang.errors import CaseError
from caselang.parse import load_case
from tests.helpers import possible, table

SCRIPT = "[professor, chef, empath, investigator, slayer, mayor, drunk, spy, scarletwoman, imp]"
NO_REVIVER = "[chef, empath, investigator, slayer, mayor, scarletwoman, imp]"


def case(events: str, chose: str = "C", empath: str = "", hidden: str = "[scarletwoman, imp]",
         script: str = SCRIPT, now: str = "day: 2", drunk: bool = False) -> str:
    """C (the Chef) was executed on day 1; on night 2 the Professor A chose `chose`."""
    prof = "" if script == NO_REVIVER else f", info: [{{night: 2, professor: {chose}}}]"
    emp = f", info: [{{night: 2, empath: {empath}}}]" if empath else ""
    seats = [f"{{name: A, claim: {'professor' if prof else 'mayor'}{prof}}}",
             f"{{name: B, claim: empath{emp}}}", "C:chef", "D", "E:investigator", "F"]
    head = "you: A\nyou_might_be: [drunk]" if drunk else "you: A"  # A the one Outsider
    if drunk:
        hidden = hidden.replace("]", ", drunk]")
    return table(script, seats, hidden, "3/1/1/1" if drunk else "4/0/1/1", events, head=head,
                 tail=f"now: {{{now}}}")


BACK = "[{day: 1, executed: C}, {night: 2, revived: C}]"


def test_a_townsfolk_the_professor_chose_comes_back():
    """"If that player is a Townsfolk, they are resurrected": the dead Chef C
    the Professor chose is alive again, and must have registered as a
    Townsfolk."""
    assert possible(case(BACK))
    assert not possible(case(BACK), ["not is(C, townsfolk) and not is(C, spy)"])


def test_a_spy_may_register_as_the_townsfolk_brought_back():
    """Spy: "might register as good & as a Townsfolk or Outsider, even if dead":
    the dead Spy the Professor chose may come back (the Storyteller's choice)."""
    assert possible(case(BACK, hidden="[spy, imp]").replace("{name: C, claim: chef}", "{name: C}")
                    .replace("{name: F}", "{name: F, claim: chef}"), ["is(C, spy)"])


def test_only_the_chosen_player_comes_back():
    """The Professor "chose a dead player": another dead player's return is not
    explained by that choice."""
    events = "[{day: 1, executed: C}, {night: 2, revived: C}]"
    assert not possible(case(events, chose="B").replace("{day: 1, executed: C}",
                                                         "{day: 1, executed: C}, "
                                                         "{night: 1, died: B}"))


def test_nothing_on_the_script_brings_anyone_back():
    """A resurrection needs an ability that resurrects: with none on the
    script, no world has C come back."""
    assert possible(case("[{day: 1, executed: C}]", script=NO_REVIVER))
    assert not possible(case(BACK, script=NO_REVIVER))


def test_an_outsider_is_not_brought_back():
    """"If the Professor chooses an Outsider, Minion, or Demon, then nothing
    happens": the dead C, a Drunk (an Outsider), does not come back."""
    assert not possible(case(BACK), ["is(C, drunk)"])


def test_a_drunk_professor_brings_nobody_back():
    """A drunk Professor's ability does not work: A, who might be the Drunk
    believing they are the Professor (the one Outsider), did not resurrect C."""
    assert possible(case("[{day: 1, executed: C}]", drunk=True), ["is(A, drunk)"])
    assert not possible(case(BACK, drunk=True), ["is(A, drunk)"])


def test_no_event_means_no_resurrection():
    """Resurrections are public: without the event, a sober Professor did not
    choose the dead Townsfolk (the old reading, kept)."""
    assert not possible(case("[{day: 1, executed: C}]"))


def test_the_revived_player_is_alive_for_the_empath():
    """The Professor acts before the Empath, who learns "how many of your 2
    alive neighbors are evil": back to life, C is B's neighbour again (not D
    beyond them), so with D the Imp and B sober B learns 0."""
    assume = ["is(D, imp)", "good(B)"]
    assert possible(case(BACK, empath="0"), assume)
    assert not possible(case(BACK, empath="1"), assume)


def test_killed_and_brought_back_the_same_night():
    """"You are woken ... choose a dead player": C, killed by the Demon on night
    2, is dead when the Professor acts; at dawn both are declared."""
    assert possible(case("[{night: 2, died: C}, {night: 2, revived: C}]"))


def test_a_revived_player_may_die_again():
    """Alive again, C can be executed on day 2 (and is dead after it)."""
    events = "[{day: 1, executed: C}, {night: 2, revived: C}, {day: 2, executed: C}]"
    assert possible(case(events))
    assert not possible(case(events), ["not dead(C)"])
    assert possible(case(BACK), ["not dead(C)"])


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "case.yaml"
    path.write_text(yaml.safe_dump(yaml.safe_load(text), sort_keys=False), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(("events", "key", "words"), [
    ("[{night: 2, revived: Zed}]", "events[0].revived", "expected a player"),
    ("[{night: 2, revived: C}]", "events[0].revived", "died before or during night 2"),
    ("[{day: 1, executed: C}, {day: 2, revived: C}]", "events[1].day", "on a night"),
    ("[{day: 1, executed: C}, {night: 2, revived: C}, {night: 3, revived: C}]",
     "events[2].revived", "died before or during night 3"),
    ("[{day: 1, executed: C}, {night: 2, revived: C, by: A}]", "events[1].by", "unknown key"),
])
def test_a_revived_player_must_have_died(tmp_path, events, key, words):
    """The event names a player who was dead (one line naming the file and key)."""
    with pytest.raises(CaseError) as e:
        load_case(write(tmp_path, case(events, now="day: 3")))
    message = str(e.value)
    assert e.value.key == key and words in message and "case.yaml" in message, message
    assert "\n" not in message


def test_brought_back_and_killed_again_is_a_death_tonight():
    """Shabaloth: "A dead player you chose last night might be regurgitated";
    Ravenkeeper: "If you die at night, you are woken to choose a player". The
    Ravenkeeper A, eaten on night 2, may be regurgitated on night 3 and eaten
    again (dead at dusk and at dawn, so no event shows it): A dies at night
    again and wakes (a simulated game found this world lost)."""
    script = "[ravenkeeper, chef, investigator, slayer, washerwoman, scarletwoman, shabaloth]"
    seats = ["{name: A, claim: ravenkeeper, info: [{night: 2, ravenkeeper: [B, chef]}, "
             "{night: 3, ravenkeeper: [D, slayer]}]}", "B:chef", "C:investigator", "D:slayer",
             "E:washerwoman", "F", "G"]
    events = "[{night: 2, died: A}, {night: 2, died: C}, {night: 3, died: E}]"
    assert possible(table(script, seats, "[scarletwoman, shabaloth]", "5/0/1/1", events,
                          tail="now: {day: 3}"))


def test_killed_and_brought_back_before_the_ravenkeeper_wakes():
    """Professor (almanac): the resurrected player "wake[s] later tonight if they
    normally would"; Ravenkeeper: "If you die at night, you are woken". The
    Ravenkeeper B, killed on night 2 and brought back by the Professor A (who
    acts before the Ravenkeeper), still died at night: B wakes and learns a
    character (a simulated game found this world lost)."""
    script = "[professor, ravenkeeper, chef, investigator, slayer, scarletwoman, imp]"
    seats = ["{name: A, claim: professor, info: [{night: 2, professor: B}]}",
             "{name: B, claim: ravenkeeper, info: [{night: 2, ravenkeeper: [C, chef]}]}",
             "C:chef", "D:investigator", "E:slayer", "F", "G"]
    events = "[{night: 2, died: B}, {night: 2, revived: B}]"
    text = table(script, seats, "[scarletwoman, imp]", "5/0/1/1", events, tail="now: {day: 2}")
    assert possible(text)
    assert possible(text, ["is(C, chef) and good(B)"])
    assert not possible(text.replace("ravenkeeper: [C, chef]", "ravenkeeper: [C, slayer]"),
                        ["is(C, chef) and good(B) and not poisoned(B, night 2)"])


def brought_back(ability: str, night: int, b: str, events: str, now: str) -> str:
    """Seven seats: the Professor A chose B on `night`; B (row `b`) holds the
    once-per-game `ability`; F and G unclaimed, a Scarlet Woman and an Imp hidden."""
    script = f"[professor, {ability}, chef, investigator, washerwoman, scarletwoman, imp]"
    seats = [f"{{name: A, claim: professor, info: [{{night: {night}, professor: B}}]}}", b,
             "C:chef", "D:investigator", "E:washerwoman", "F", "G"]
    return table(script, seats, "[scarletwoman, imp]", "5/0/1/1", events, tail=f"now: {{{now}}}")


def test_a_slayer_brought_back_shoots_again():
    """Professor: "The resurrected player regains their ability, even a 'once per
    game' ability they used already." The Slayer B shot C on day 1 (nothing),
    died on night 2 and was brought back by the Professor A; B's second shot,
    on day 2, may kill the Demon F (a Scarlet Woman takes over)."""
    events = ("[{day: 1, slayer: B, target: C, died: no}, {night: 2, died: B}, "
              "{night: 2, revived: B}, {day: 2, slayer: B, target: F, died: yes}]")
    text = brought_back("slayer", 2, "B:slayer", events, "day: 2")
    assert possible(text, ["is(F, imp)"])
    # Without the resurrection the second shot is spent: F did not die of it.
    assert not possible(text.replace("{night: 2, revived: B}, ", "")
                        .replace("{night: 2, died: B}, ", ""))


def test_a_seamstress_brought_back_chooses_again():
    """The same for the Seamstress: her night-2 question spent the ability, and
    back to life (killed on night 3, brought back that night) she may ask again
    on night 4."""
    b = ("{name: B, claim: seamstress, info: [{night: 2, seamstress: [C, D, yes]}, "
         "{night: 4, seamstress: [E, F, no]}]}")
    events = ("[{night: 2, died: C}, {night: 3, died: B}, {night: 3, revived: B}, "
              "{night: 4, died: D}]")
    text = brought_back("seamstress", 3, b, events, "day: 4")
    assert possible(text, ["good(B)"])
    assert not possible(text.replace("{night: 3, died: B}, {night: 3, revived: B}, ", "")
                        .replace("{night: 3, professor: B}", ""), ["good(B)"])
    assert possible(text.replace("{night: 3, died: B}, {night: 3, revived: B}, ", "")
                    .replace("{night: 3, professor: B}", "")
                    .replace(", {night: 4, seamstress: [E, F, no]}", ""), ["good(B)"])


def test_the_game_ends_at_dawn_not_when_two_are_left_mid_night() -> None:
    """Five players; the Shabaloth kills two on night 2, leaving two alive, and
    the Professor (later in the night) brings one back: the game goes on. No
    text ends it before the night is over; without the revival it ends at dawn."""
    script = "[professor, chambermaid, pacifist, tealady, grandmother, mastermind, shabaloth]"
    seats = ["{name: A, claim: professor, info: [{night: 2, professor: B}]}", "B:pacifist",
             "C:tealady", "D:chambermaid", "E:grandmother"]
    day2 = "{day: 2, nominated: A, by: C}"
    revived = f"[{{day: 1, executed: E}}, {{night: 2, died: D}}, {{night: 2, died: B}}, " \
              f"{{night: 2, revived: B}}, {day2}]"
    assert possible(table(script, seats, "[shabaloth, mastermind]", "3/0/1/1", revived,
                          tail="now: {day: 2}"), ["is(C, shabaloth)", "is(E, mastermind)"])
    dead = "[{day: 1, executed: E}, {night: 2, died: D}, {night: 2, died: B}, " + day2 + "]"
    seats[0] = "A:professor"
    assert not possible(table(script, seats, "[shabaloth, mastermind]", "3/0/1/1", dead,
                              tail="now: {day: 2}"), ["is(C, shabaloth)", "is(E, mastermind)"])
