"""Travellers: players who sit in the circle without drawing from the bag.

Texts (almanac seeds 000-004): "Standard setup counts apply (... by number of
non-Traveller players)" (spec); the Apprentice: "They are the Apprentice, a
Traveller, so they may be exiled but not executed, and they do not count
toward the number of alive players to see if evil wins due to just two players
being alive"; the Scarlet Woman: "Travellers do not count as players when
seeing if the Scarlet Woman's ability triggers"; the Undertaker: "Deaths during
the day for other reasons, such as ... the exile of a Traveller, do not
count"; the Mayor: "Travellers count as players for the Mayor's victory"; the
Chef "detects evil Travellers just like other character types, but only if
those Travellers joined the game before the Chef acts".
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from caselang.errors import CaseError
from caselang.parse import load_case
from tests.helpers import case_from, worlds
from tests.travellers import alignments, game, sat

FIVE = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
"""


def test_setup_counts_leave_travellers_out() -> None:
    """Five players from the bag and a Traveller: the five-player counts (no
    Outsider), not the six-player ones (one Outsider)."""
    text = game(FIVE + "{name: Z, traveller: thief}", head="hidden: [imp, poisoner, drunk, saint]")
    found = worlds(text)
    assert found
    assert all(not {"drunk", "saint"} & set(w) for w in found)
    assert all(w[5] == "thief" for w in found)


def test_nobody_draws_a_traveller() -> None:
    """Travellers are not in the bag: a seat from the bag never starts as one,
    even when the script lists Travellers."""
    script = "[chef, empath, soldier, virgin, monk, imp, poisoner, thief, scapegoat]"
    text = game(FIVE + "{name: Z, traveller: thief}", script=script,
                head="hidden: [imp, poisoner, scapegoat]")
    assert all("scapegoat" not in w and w.count("thief") == 1 for w in worlds(text))


def test_traveller_alignment_is_free() -> None:
    """The Storyteller chooses a Traveller's alignment: both, unless stated."""
    rows = FIVE + "{name: Z, traveller: thief}"
    assert alignments(game(rows, head="hidden: [imp, poisoner]")) == {"Z": ["good", "evil"]}
    stated = FIVE + "{name: Z, traveller: thief, alignment: evil}"
    assert alignments(game(stated, head="hidden: [imp, poisoner]")) == {"Z": ["evil"]}


def test_chef_counts_an_evil_traveller() -> None:
    """The Chef detects evil Travellers: a good Chef's 1 beside a stated evil
    Traveller and a Minion needs no other pair, and a 0 is impossible."""
    rows = """
    {name: A, claim: chef, info: [{night: 1, chef: 0}]}
    {name: Z, traveller: thief, alignment: evil}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    text = game(rows, head="you: A\nhidden: [imp, scarletwoman]")
    assert not sat(text, ["is(B, scarletwoman)"])
    assert sat(text.replace("chef: 0", "chef: 1"), ["is(B, scarletwoman)"])


def test_scarlet_woman_does_not_count_travellers() -> None:
    """Four players from the bag and a Traveller alive when the Demon is
    executed: fewer than five (Travellers don't count), so the game ends; with
    five from the bag alive, the Scarlet Woman may go on as the Demon."""
    def text(bag: list[str]) -> str:
        rows = "\n".join(f"{{name: {n}}}" for n in bag) + "\n{name: Z, traveller: thief}"
        events = (f"[{{day: 1, executed: {bag[0]}}}, {{night: 2, died: {bag[1]}}}, "
                  f"{{day: 2, executed: {bag[2]}}}]")
        return game(rows, events, head="now: {night: 3}\nhidden: [imp, scarletwoman, saint, "
                                       "chef, empath, soldier, monk, virgin, butler]")
    six = ["A", "B", "C", "D", "E", "F"]
    assert not sat(text(six), ["is(C, imp)"])
    assert sat(text(six + ["G"]), ["is(C, imp)"])


def test_travellers_do_not_count_toward_the_last_two() -> None:
    """Two players from the bag alive and a Traveller: evil has won, so the game
    cannot go on to another night."""
    events = "[{day: 1, executed: A}, {night: 2, died: B}, {day: 2, executed: C}]"
    rows = FIVE + "{name: Z, traveller: thief}"
    head = "now: {night: 3}\nhidden: [imp, poisoner]"
    assert not sat(game(rows, events, head=head))
    three = events.replace(", {day: 2, executed: C}", "")
    assert sat(game(rows, three, head=head))


def test_mayor_counts_travellers() -> None:
    """Travellers count for the Mayor: three from the bag and a Traveller alive
    at dusk with no execution are four players, so a sober Mayor has not won
    and the game goes on."""
    rows = """
    {name: A, claim: mayor}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    {name: F, claim: chef}
    {name: Z, traveller: thief}
    """
    events = ("[{day: 1, executed: B}, {night: 2, died: C}, {day: 2, executed: D}, "
              "{day: 3, nominated: A, by: F}]")
    text = game(rows, events, head="you: A\nnow: {night: 4}\nhidden: [imp, poisoner, drunk, "
                                   "butler]")
    assert sat(text, ["not poisoned(A, day 3)"])


def test_exile_is_not_an_execution() -> None:
    """An Undertaker learns nothing after a day whose only death was an exile,
    and the day may still have its execution after the exile."""
    rows = """
    {name: A, claim: undertaker, info: [{night: 2, undertaker: thief}]}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    {name: Z, traveller: thief}
    """
    text = game(rows, "[{day: 1, exiled: Z}]", head="you: A\nhidden: [imp, poisoner]")
    assert not sat(text)
    both = game(rows.replace("thief}]", "soldier}]"),
                "[{day: 1, exiled: Z}, {day: 1, executed: C}]",
                head="you: A\nhidden: [imp, scarletwoman]")
    assert sat(both)


def test_exile_kills() -> None:
    """The exiled Traveller dies (they may not survive an exile without a rule)."""
    rows = FIVE + "{name: Z, traveller: thief}"
    text = game(rows, "[{day: 1, exiled: Z}]", head="hidden: [imp, poisoner]")
    assert sat(text, ["dead(Z)"]) and not sat(text, ["not dead(Z)"])
    assert not sat(game(rows, "[{day: 1, exiled: Z, died: false}]", head="hidden: [imp]"))


def test_one_execution_a_day() -> None:
    """"there can normally only be one execution per day" (Judge): a second
    needs a rule."""
    text = game(FIVE + "{name: Z, traveller: thief}",
                "[{day: 1, executed: A}, {day: 1, executed: B}]", head="hidden: [imp, poisoner]")
    assert not sat(text)


def test_a_traveller_who_joins_later_is_not_there_before() -> None:
    """Before joining the seat is empty: an Empath's neighbour is the next
    player beyond it, and a stated good Traveller there counts only later."""
    rows = """
    {name: A, claim: empath, info: [{night: 1, empath: 1}]}
    {name: Z, traveller: thief, alignment: good, joined: {day: 1}}
    {name: B, claim: chef}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    text = game(rows, head="you: A\nhidden: [imp, scarletwoman]")
    assert sat(text, ["is(B, imp)", "good(E)"])
    present = text.replace(", joined: {day: 1}", "")
    assert not sat(present, ["is(B, imp)", "good(E)"])


def test_a_traveller_who_left_is_not_there_after() -> None:
    """A Traveller may leave the game without being exiled (`left:`): from then on
    their seat is empty, as before joining, so the Empath's living neighbours on
    night 2 are the players either side of it. The evil Traveller Z between A and
    B left on day 1: A's 0 fits good B and E; had Z stayed, Z would be evil and
    alive beside A."""
    rows = """
    {name: A, claim: empath, info: [{night: 2, empath: 0}]}
    {name: Z, traveller: thief, alignment: evil, left: {day: 1}}
    {name: B, claim: chef}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    text = game(rows, "[{night: 2, died: D}]", head="you: A\nhidden: [imp, scarletwoman]")
    assert sat(text, ["good(B)", "good(E)"])
    stayed = text.replace(", left: {day: 1}", "")
    assert stayed != text
    assert not sat(stayed, ["good(B)", "good(E)"])


def test_an_empty_seat_is_nobody_to_choose() -> None:
    """The Imp: "Each night*, choose a player: they die." A Traveller who joins on
    day 2 has no seat on night 2 to be chosen. Nobody is dead by night 2 and no
    Soldier, Monk or droisoner is in play (the Imp's self-kill is a public death
    too), so somebody dies on night 2: the empty seat is no way out, for the
    Demon who chooses the living only (`demon_attacks_dead: false`) or the dead too."""
    rows = """
    {name: A, claim: empath}
    {name: Z, traveller: thief, joined: {day: 2}}
    {name: B, claim: chef}
    {name: C, claim: investigator}
    {name: D, claim: virgin}
    {name: E, claim: washerwoman}
    """
    for rules in ("{demon_attacks_dead: false}", "{}"):
        head = f"hidden: [imp, scarletwoman]\nrules: {rules}\nnow: {{day: 2}}"
        assert not sat(game(rows, head=head))
        assert sat(game(rows, "[{night: 2, died: B}]", head=head))


# ---- the case format ------------------------------------------------------------

def write(tmp: Path, data: dict) -> str:
    path = tmp / "case.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(path)


BASE = [{"name": n, "claim": c} for n, c in zip("ABCDE", ["chef", "empath", "soldier",
                                                         "virgin", "monk"])]


@pytest.mark.parametrize("row", [
    {"name": "Z", "traveller": "thief"},
    {"name": "Z", "traveller": True, "claim": "Thief"},
    {"name": "Z", "claim": "thief"},
    {"name": "Z", "traveller": "thief", "claim": "thief", "alignment": "good",
     "joined": {"night": 2}},
])
def test_traveller_forms(tmp_path: Path, row: dict) -> None:
    case = load_case(write(tmp_path, {"script": "tb", "players": [*BASE, row]}))
    z = case.players[-1]
    assert (z.traveller, z.claim) == ("thief", "thief")
    assert case.bag_players == 5


@pytest.mark.parametrize("row, events, message", [
    ({"name": "Z", "traveller": "empath"}, [], "expected a Traveller character"),
    ({"name": "Z", "claim": "imp", "alignment": "evil"}, [], "only on a Traveller's seat"),
    ({"name": "Z", "traveller": "thief", "claim": "judge"}, [], "own character"),
    ({"name": "Z", "traveller": "thief", "alignment": "evilish"}, [], "good or evil"),
    ({"name": "Z", "traveller": "thief"}, [{"day": 1, "exiled": "A"}], "only Travellers"),
    ({"name": "Z", "traveller": "thief"}, [{"day": 1, "executed": "Z"}], "not executed"),
    ({"name": "Z", "traveller": "thief", "joined": {"day": 2}}, [{"day": 1, "exiled": "Z"}],
     "joined"),
    ({"name": "Z", "traveller": "thief", "left": {"day": 2}}, [{"day": 2, "exiled": "Z"}],
     "still in the game"),
    ({"name": "Z", "traveller": "thief", "joined": {"day": 2}, "left": {"day": 2}}, [],
     "after Z joined"),
    ({"name": "Z", "claim": "chef", "left": {"day": 2}}, [], "only on a Traveller's seat"),
])
def test_traveller_errors(tmp_path: Path, row: dict, events: list, message: str) -> None:
    with pytest.raises(CaseError, match=message):
        load_case(write(tmp_path, {"script": "tb", "players": [*BASE, row], "events": events}))


def test_two_of_one_traveller_is_an_error() -> None:
    with pytest.raises(CaseError, match="twice"):
        case_from(game(FIVE + "{name: Y, traveller: thief}\n{name: Z, traveller: thief}"))


# ---- at the table: `botc add` ----------------------------------------------------

def test_table_words_for_travellers(tmp_path: Path) -> None:
    """`traveller NAME CHARACTER [good|evil] [joined night|day N] [left night|day
    N]` seats a new Traveller last (or marks a player), and `exiled NAME day N`
    records an exile."""
    from click.testing import CliRunner

    from botc.cli import main

    game = tmp_path / "game.yaml"

    def botc(*args: str) -> None:
        r = CliRunner().invoke(main, [*args])
        assert r.exit_code == 0, r.output

    botc("new", str(game), "--script", "tb", "--players", "Ann, Ben, Cat, Dan, Eve")
    botc("add", str(game), "traveller", "Zed", "thief", "evil", "joined", "day", "1",
         "--max-worlds", "1")
    botc("add", str(game), "exiled", "Zed", "day", "2", "--max-worlds", "1")
    case = load_case(str(game))
    zed = case.players[-1]
    assert (zed.name, zed.traveller, zed.alignment, str(zed.joined)) == \
        ("Zed", "thief", "evil", "day 1")
    assert [(e.kind, e.subject) for e in case.events] == [("exiled", "Zed")]
    botc("add", str(game), "traveller", "Yan", "judge", "joined", "night", "2", "--max-worlds", "1")
    botc("add", str(game), "traveller", "Yan", "judge", "left", "day", "3", "--max-worlds", "1")
    yan = load_case(str(game)).players[-1]
    assert (yan.name, str(yan.joined), str(yan.left)) == ("Yan", "night 2", "day 3")


def test_minstrel_leaves_travellers_sober() -> None:
    """Minstrel: "all other players (except Travellers) are drunk until dusk
    tomorrow": a Deviant exiled the next day may still survive it."""
    rows = """
    {name: A, claim: minstrel}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    {name: Z, traveller: deviant}
    """
    events = "[{day: 1, executed: B}, {day: 2, exiled: Z, died: false}]"
    text = game(rows, events, script="[minstrel, empath, soldier, virgin, monk, imp, "
                "scarletwoman]", head="hidden: [imp, scarletwoman]")
    assert sat(text, ["is(B, scarletwoman)", "is(A, minstrel)"])


def test_marionette_may_neighbour_the_demon_across_a_traveller() -> None:
    """Marionette: "There are no players sitting in between the Marionette and
    the Demon" speaks of the bag's players; a Traveller between them is not
    ruled out (the text is silent on Travellers), so the world stays."""
    rows = """
    {name: A, claim: chef}
    {name: Z, traveller: thief}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    script = "[chef, empath, soldier, virgin, monk, lilmonsta, nodashii, marionette, poisoner]"
    text = game(rows, script=script, head="hidden: [nodashii, marionette]")
    assert sat(text, ["is(A, marionette)", "is(B, nodashii)"])


def test_chef_pairs_skip_a_traveller_not_yet_joined() -> None:
    """The Chef detects Travellers "only if those Travellers joined the game
    before the Chef acts": before they join, their seat is empty, so the two
    players either side of it sit next to each other. Imp B and Scarlet Woman
    C with a later joiner between them are a pair on night 1: the Chef's 1
    allows it (and a 0 does not)."""
    rows = """
    {name: A, claim: chef, info: [{night: 1, chef: 1}]}
    {name: B, claim: empath}
    {name: Z, traveller: thief, alignment: good, joined: {day: 1}}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    text = game(rows, head="you: A\nhidden: [imp, scarletwoman]")
    truth = ["is(B, imp)", "is(C, scarletwoman)"]
    assert sat(text, truth)
    assert not sat(text.replace("chef: 1", "chef: 0"), truth)


GEOMETRY = "[clockmaker, shugenja, chef, empath, soldier, virgin, monk, imp, scarletwoman, thief]"


def test_clockmaker_steps_skip_a_traveller_not_yet_joined() -> None:
    """The Clockmaker counts "steps from the Demon to its nearest Minion"; a
    Traveller who joins on day 1 has no seat yet on night 1 (the Chef's note:
    Travellers are detected "only if those Travellers joined the game before
    the Chef acts"): Imp B and Scarlet Woman C either side of that empty seat
    are 1 step apart, not 2."""
    rows = """
    {name: A, claim: clockmaker, info: [{night: 1, clockmaker: 1}]}
    {name: B, claim: empath}
    {name: Z, traveller: thief, alignment: good, joined: {day: 1}}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    """
    text = game(rows, head="you: A\nhidden: [imp, scarletwoman]", script=GEOMETRY)
    truth = ["is(B, imp)", "is(C, scarletwoman)"]
    assert sat(text, truth)
    assert not sat(text.replace("clockmaker: 1", "clockmaker: 2"), truth)


def test_shugenja_steps_skip_a_traveller_not_yet_joined() -> None:
    """The Shugenja learns "if your closest evil player is clockwise or
    anti-clockwise": with a Traveller joining on day 1 between Shugenja A and
    Imp B, B is 1 step clockwise on night 1 and Scarlet Woman F 2 steps
    anti-clockwise, so the answer is clockwise (not equidistant)."""
    rows = """
    {name: A, claim: shugenja, info: [{night: 1, shugenja: clockwise}]}
    {name: Z, traveller: thief, alignment: good, joined: {day: 1}}
    {name: B, claim: empath}
    {name: C, claim: soldier}
    {name: D, claim: virgin}
    {name: E, claim: monk}
    {name: F, claim: chef}
    {name: G, claim: clockmaker}
    """
    text = game(rows, head="you: A\nhidden: [imp, scarletwoman]", script=GEOMETRY)
    truth = ["is(B, imp)", "is(F, scarletwoman)"]
    assert sat(text, truth)
    assert not sat(text.replace("shugenja: clockwise", "shugenja: anticlockwise"), truth)
