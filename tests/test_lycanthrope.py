"""Lycanthrope: "Each night*, choose an alive player. If good, they die & the
Demon doesn't kill tonight. One good player registers as evil."

Five players; C-E claim Townsfolk; the evil pair is an Imp and a Scarlet
Woman (nobody droisons).
"""

from __future__ import annotations

from helpers import possible, table

SCRIPT = ("[lycanthrope, chef, empath, investigator, washerwoman, librarian, imp, "
          "scarletwoman]")


def case(a_row: str, b_row: str, events: str = "[]", known: str = "",
         script: str = SCRIPT) -> str:
    return table(script, [a_row, b_row, "C:investigator", "D:washerwoman", "E:librarian"],
                 "[imp, scarletwoman]", "3/0/1/1", events,
                 tail=f"known: ['{known}']" if known else "")


EMPATH = "{name: A, claim: empath, info: [{night: 1, empath: %d}]}"


def test_one_good_player_registers_as_evil() -> None:
    """You, the Empath, sit between B (the Lycanthrope) and E, both good: a reading
    of 1 needs one to register as evil (the Faux Paw); 2 needs two, too many;
    without the Lycanthrope on the script, 1 is no world."""
    good = "good(B) and good(E)"
    assert possible(case(EMPATH % 1, "B:lycanthrope", known=good))
    assert not possible(case(EMPATH % 2, "B:lycanthrope", known=good))
    plain = SCRIPT.replace("lycanthrope, ", "")
    assert not possible(case(EMPATH % 1, "B:chef", known=good, script=plain))


ME = "{name: A, claim: lycanthrope, info: [{night: 2, lycanthrope: B}]}"


def test_a_good_choice_dies_and_the_demon_kills_nobody() -> None:
    """You, the Lycanthrope, chose B, who is good, on night 2: B dies and nobody
    else; B living through the night means B registered as evil (the Faux Paw),
    and then the Demon kills as usual. Only one player is the Faux Paw: B and C,
    both good, chosen on nights 2 and 3, cannot both live."""
    good = "good(B)"
    assert possible(case(ME, "B:chef", "[{night: 2, died: B}]", good))
    assert not possible(case(ME, "B:chef", "[{night: 2, died: B}, {night: 2, died: D}]", good))
    assert possible(case(ME, "B:chef", "[{night: 2, died: D}]", good))
    twice = ("{name: A, claim: lycanthrope, info: [{night: 2, lycanthrope: B}, "
             "{night: 3, lycanthrope: C}]}")
    events = "[{night: 2, died: D}, {night: 3, died: E}]"
    assert possible(case(twice, "B:chef", events, "good(B)"))
    assert not possible(case(twice, "B:chef", events, "good(B) and good(C)"))



def test_choosing_itself() -> None:
    """A simulated game: the Lycanthrope B chose itself on night 2 and died of it,
    while the Empath's 1 (between two good players) needs the Faux Paw elsewhere:
    B's report stands although B is dead after its step."""
    script = ("[chef, empath, investigator, washerwoman, mayor, chambermaid, imp, "
              "scarletwoman, lycanthrope]")
    rows = ["A:mayor", "{name: B, claim: lycanthrope, info: [{night: 2, lycanthrope: B}]}",
            "C:chambermaid", "D:mayor", "E:washerwoman",
            "{name: F, claim: empath, info: [{night: 1, empath: 1}]}", "G:investigator"]
    text = table(script, rows, "[imp, scarletwoman]", "", "[{night: 2, died: B}]", head="")
    truth = ("is(A, imp) and is(B, lycanthrope) and is(C, scarletwoman) and is(D, mayor) "
             "and is(E, washerwoman) and is(F, empath) and is(G, investigator)")
    assert possible(text, [truth])


def philosopher_case(nights: str, events: str) -> str:
    """You, the Philosopher, chose the Lycanthrope's ability on night 1 (no
    Lycanthrope is in play) and report its choices `nights` ({N: P})."""
    info = ", ".join(f"{{night: {n}, lycanthrope: {p}}}" for n, p in nights.items())
    you = f"[{{night: 1, philosopher: lycanthrope}}, {info}]"
    seats = [f"{{name: You, claim: philosopher, info: {you}}}", "A:chef", "B:empath",
             "C:investigator", "D:washerwoman", "E:librarian", "F"]
    return table("[philosopher, chef, empath, investigator, washerwoman, librarian, lycanthrope, "
                 "scarletwoman, imp]", seats, "[imp, scarletwoman]", "5/0/1/1", events,
                 head="you: You")


def test_a_philosophers_lycanthrope_has_a_faux_paw() -> None:
    """"One good player registers as evil" is part of the ability a
    Philosopher gains: its choice of the good A on night 2 may leave A alive
    while the Demon kills B (A its Faux Paw; before, only a Lycanthrope in
    play at setup had one, so the game was ruled out); a second good player
    left alive on night 3 is one Faux Paw too many (A again is not)."""
    good = ["good(A)", "good(B)", "good(C)", "good(D)"]
    assert possible(philosopher_case({2: "A"}, "[{night: 2, died: B}]"), good)
    twice = "[{night: 2, died: B}, {night: 3, died: D}]"
    assert possible(philosopher_case({2: "A", 3: "A"}, twice), good)
    assert not possible(philosopher_case({2: "A", 3: "C"}, twice), good)
