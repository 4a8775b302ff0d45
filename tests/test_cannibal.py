"""Cannibal: "You have the ability of the recently killed executee. If they are
evil, you are poisoned until a good player dies by execution."

Seven players in a circle (A to G); A claims the Cannibal and is good (seen
from outside, so a good A reports only abilities it believes it has), between
B and G (both good below, so a true Empath number is 0); the Imp and the
Scarlet Woman (no droisoning) are hidden.
"""

from __future__ import annotations

from tests.helpers import possible, table

SCRIPT = ("[cannibal, chef, empath, soldier, monk, recluse, washerwoman, investigator, "
          "scarletwoman, imp]")
CLAIMS = ["B:chef", "C:empath", "D:soldier", "E:monk", "F:washerwoman", "G:investigator"]
NEIGHBOURS_GOOD = ["good(A)", "good(B)", "good(G)"]


def text(info: str, events: str, claims: list[str] | None = None, counts: str = "5/0/1/1",
         now: str = "") -> str:
    seats = [f"{{name: A, claim: cannibal, info: {info}}}", *(claims or CLAIMS)]
    return table(SCRIPT, seats, "[imp, scarletwoman]", counts, events, "", now)


def empath(n: int, night: int = 2) -> str:
    return f"[{{night: {night}, empath: {n}}}]"


ATE_EMPATH = "{day: 1, executed: C}"


def test_gains_a_good_executees_ability():
    """"If a good player dies by execution, the Cannibal gains that player's
    ability": having eaten the Empath C, A learns the true number (0)."""
    assumed = NEIGHBOURS_GOOD + ["is(C, empath)"]
    assert possible(text(empath(0), f"[{ATE_EMPATH}]"), assumed)
    assert not possible(text(empath(2), f"[{ATE_EMPATH}]"), assumed)


def test_nothing_before_an_execution():
    """Before anyone dies by execution A has no ability to report."""
    assert possible(text("[]", "[]", now="now: {day: 1}"), ["good(A)"])
    assert not possible(text(empath(0, night=1), "[]"), ["good(A)"])


def test_an_evil_executee_poisons():
    """"If they are evil, you are poisoned"; "The Storyteller may ... pretend that
    they have a new ability": after eating C, the Scarlet Woman, A may be told a
    false Empath number."""
    assert possible(text(empath(2), f"[{ATE_EMPATH}]"), NEIGHBOURS_GOOD + ["is(C, scarletwoman)"])


def test_poisoned_until_a_good_player_dies_by_execution():
    """After the Scarlet Woman B (day 1), the good Empath C dies by execution
    (day 2): A has the Empath ability, sober, and learns the truth on night 3."""
    events = "[{day: 1, executed: B}, {day: 2, executed: C}]"
    # B and C are dead by night 3: A's living neighbours are D and G.
    assumed = ["good(A)", "good(G)", "is(B, scarletwoman)", "is(C, empath)", "good(D)"]
    assert possible(text(empath(0, night=3), events), assumed)
    assert not possible(text(empath(2, night=3), events), assumed)


def test_each_execution_replaces_the_ability():
    """"Each time a player dies by execution, the Cannibal loses the ability of the
    previous player": after the Chef B is executed on day 2, A no longer has
    the Empath ability it had from C."""
    events = f"[{ATE_EMPATH}, {{day: 2, executed: B}}]"
    assert possible(text(empath(0, night=2), events, now="now: {night: 3}"))
    assert not possible(text("[{night: 3, empath: 0}]", events), ["good(A)", "good(B)"])


def test_executing_a_dead_player_gives_nothing():
    """"Executing a dead player won't grant the Cannibal an ability": D died on
    night 2 and is executed on day 2, so A keeps the Empath ability (true, 0)."""
    events = f"[{ATE_EMPATH}, {{night: 2, died: D}}, {{day: 2, executed: D}}]"
    assumed = NEIGHBOURS_GOOD + ["is(C, empath)"]
    assert possible(text(empath(0, night=3), events), assumed)
    assert not possible(text(empath(2, night=3), events), assumed)


def test_a_surviving_executee_gives_nothing():
    """"Executing a living player who doesn't die won't grant the Cannibal an
    ability": an executee who survives (the case says so) leaves no meal; a
    Cannibal who ate no one reports nothing."""
    events = "[{day: 1, executed: C, died: false}]"
    assert not possible(text(empath(0), events), ["good(A)"])


def test_a_first_night_ability_is_used_on_its_first_night():
    """"will wake at night when this good character would normally wake": the
    Chef's ability, eaten on day 1, is used on night 2 (its first night with
    A), and its count is true (B, G good; C and D the evil pair)."""
    events = "[{day: 1, executed: B}]"
    seats = ["B:chef", "C", "D", "E:monk", "F:washerwoman", "G:investigator"]
    assumed = ["good(A)", "is(B, chef)", "evil(C)", "evil(D)"]
    assert possible(text("[{night: 2, chef: 1}]", events, seats), assumed)
    assert not possible(text("[{night: 2, chef: 0}]", events, seats), assumed)


def test_a_recluse_may_register_as_evil():
    """Ruling: "If they are evil" reads the executee as an ability does, so a
    Recluse executee may leave A poisoned and pretending (a false Empath number
    after eating the Recluse C)."""
    claims = ["B:chef", "C:recluse", "D:soldier", "E:monk", "F:washerwoman", "G:investigator"]
    assumed = NEIGHBOURS_GOOD + ["is(C, recluse)"]
    assert possible(text(empath(2), f"[{ATE_EMPATH}]", claims, "4/1/1/1"), assumed)
    empath_claims = [c if c != "C:recluse" else "C:empath" for c in claims]
    assert not possible(text(empath(2), f"[{ATE_EMPATH}]", empath_claims, "5/0/1/1"),
                        NEIGHBOURS_GOOD + ["is(C, empath)"])


def banshee(events: str) -> str:
    """The Banshee C is executed on day 1 (or not); A, the Cannibal, dies to the
    Demon on night 2 and is announced as the Banshee."""
    claims = ["B:chef", "C:banshee", "D:soldier", "E:monk", "F:washerwoman", "G:investigator"]
    seats = ["{name: A, claim: cannibal}", *claims]
    return table(f"[banshee, {SCRIPT[1:]}", seats, "[imp, scarletwoman]", "5/0/1/1", events, "")


def test_a_gained_ability_works_as_the_characters_own():
    """"the Cannibal gains that player's ability": having eaten the Banshee C, A
    killed by the Demon is announced as the Banshee ("If the Demon kills you,
    all players learn this"); a Cannibal who ate no one cannot be."""
    ate = "[{day: 1, executed: C}, {night: 2, died: A}, {night: 2, banshee: A}]"
    fasted = "[{night: 2, died: A}, {night: 2, banshee: A}]"
    assert possible(banshee(ate), ["is(A, cannibal)", "is(C, banshee)"])
    assert not possible(banshee(fasted), ["is(A, cannibal)"])


def test_a_cannibal_poisoned_when_eating_may_have_gained_nothing():
    """Ruling (the text is silent): a Cannibal poisoned by a Poisoner when the
    Empath C dies by execution may have gained the working ability or only think
    so, so a false number on night 2, once sober, is kept; sober when eating,
    it is not."""
    seats = ["{name: A, claim: cannibal, info: [{night: 2, empath: 2}]}", *CLAIMS]
    text = table(f"[poisoner, {SCRIPT[1:]}", seats, "[imp, poisoner]", "5/0/1/1",
                 f"[{ATE_EMPATH}]", "")
    assumed = NEIGHBOURS_GOOD + ["is(C, empath)", "not poisoned(A, night 2)"]
    assert possible(text, assumed + ["poisoned(A, day 1)"])
    assert not possible(text, assumed + ["not poisoned(A, day 1)"])


def test_a_pretended_ability_then_the_same_one_really_gained():
    """After an evil executee the Storyteller "may wake them when this evil
    character would normally wake, and pretend that they have a new ability";
    later "If a good player dies by execution, the Cannibal gains that player's
    ability". The Scarlet Woman C claiming the Chef is eaten on day 1 (A is told
    a Chef number on night 2, pretended), the real Chef B on day 2: a new
    ability, used on A's first night with it (night 3), and its count is true
    (C and D the evil pair)."""
    events = "[{day: 1, executed: C}, {day: 2, executed: B}]"
    seats = ["B:chef", "C:chef", "D", "E:monk", "F:washerwoman", "G:investigator"]
    assumed = ["good(A)", "is(B, chef)", "is(C, scarletwoman)", "is(D, imp)"]
    both = "[{night: 2, chef: 0}, {night: 3, chef: N}]"
    assert possible(text(both.replace("N", "1"), events, seats), assumed)
    assert not possible(text(both.replace("N", "0"), events, seats), assumed)


def test_your_report_is_from_an_ability_you_believe_you_have():
    """The case format: `you` report "what they were told", so the ability you
    report was one you were woken for. You, the Cannibal A, report an Empath
    number on night 2 after the Investigator C was executed: C was not good
    (a good executee gives its own ability), so you were poisoned and the
    Storyteller pretended the Empath's ("pretend that they have a new
    ability")."""
    claims = ["B:chef", "C:investigator", "D:soldier", "E:monk", "F:washerwoman",
              "G:empath"]
    seats = ["{name: A, claim: cannibal, info: [{night: 2, empath: 0}]}", *claims]
    text = table(SCRIPT, seats, "[imp, scarletwoman]", "5/0/1/1", "[{day: 1, executed: C}]",
                 "you: A")
    assert not possible(text, ["good(C)"])
    assert possible(text, ["not good(C)"])
