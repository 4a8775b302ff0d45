"""A dead holder whose ability is back (a Bone Collector's choice, a
Minion killed by the Vigormortis) acts as a living one, by the texts."""

from tests.test_bonecollector import with_and_without
from tests.travellers import game, sat

TF = "chef, empath, soldier, virgin, monk"
# Five good players who claim those Townsfolk: the rows every test starts with.
TOWN = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}"""
SEVEN = TOWN + "\n{name: F}\n{name: G}\n"  # and two unclaimed seats
BONE_Z = "{name: Z, traveller: bonecollector, info: [REPORTS]}\n"


def bone(rows, events, report, demon="imp", minion="scarletwoman", extra="", assume=None):
    """(chosen, alone): sat with the Bone Collector Z's report, and without Z."""
    script = f"[{demon}, {minion}, {TF}{extra}]"
    head = f"you: Z\nhidden: [{demon}, {minion}]"
    chosen, alone = with_and_without(rows, events, report, head=head, script=script)
    return sat(chosen, assume), sat(alone, assume)


def test_psychopath_killed_by_vigormortis_still_chooses():
    """"Minions you kill keep their ability": the Psychopath F, killed by the
    Vigormortis on night 2, publicly chooses A on day 2: A dies."""
    rows = TOWN + """
{name: F}
{name: G}
"""
    events = "[{night: 2, died: F}, {day: 2, psychopath: F, target: A, died: yes}]"
    vig = game(rows, events, head="hidden: [vigormortis, psychopath]",
               script=f"[vigormortis, psychopath, {TF}]")
    imp = game(rows, events, head="hidden: [imp, psychopath]",
               script=f"[imp, psychopath, {TF}]")
    assert not sat(imp)
    assert sat(vig)


def test_psychopath_regained_chooses():
    """The Psychopath F, executed on day 1 and chosen by the Bone Collector on
    night 2, publicly chooses A on day 2 ("until dusk"): A dies."""
    rows = SEVEN + BONE_Z
    events = "[{day: 1, executed: F}, {day: 2, psychopath: F, target: A, died: yes}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: F}", minion="psychopath")
    assert not alone
    assert chosen


def test_gunslinger_regained_shoots():
    """The Gunslinger Y, exiled on day 1 and chosen on night 2, shoots A on
    day 2."""
    rows = TOWN + """
{name: F}
{name: G}
{name: Y, traveller: gunslinger}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, exiled: Y}, {day: 2, gunslinger: Y, target: A, died: yes}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", gunslinger")
    assert not alone
    assert chosen


def test_gangster_regained_kills():
    """The Gangster Y, exiled on day 1 and chosen on night 2, kills its alive
    neighbour A on day 2 (B, the other alive neighbour, agrees)."""
    rows = """
{name: A, claim: chef}
{name: Y, traveller: gangster}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, exiled: Y}, {day: 2, gangster: Y, target: A, died: yes}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", gangster")
    assert not alone
    assert chosen


def test_pacifist_regained_spares():
    """The Pacifist F, executed on day 1 and chosen on night 2: the good A
    executed on day 2 may survive."""
    rows = TOWN + """
{name: F, claim: pacifist}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, executed: F}, {day: 2, executed: A, died: false}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: F}",
                         extra=", pacifist", assume=["good(A)", "good(F)"])
    assert not alone
    assert chosen


def test_tealady_regained_protects():
    """The Tea Lady T, executed on day 1 and chosen on night 2: her alive
    neighbours A and B are good, so A executed on day 2 does not die."""
    rows = """
{name: A, claim: chef}
{name: T, claim: tealady}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, executed: T}, {day: 2, executed: A, died: false}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: T}",
                         extra=", tealady", assume=["good(A)", "good(B)", "good(T)"])
    assert not alone
    assert chosen


def test_scapegoat_regained_executed_instead():
    """The Scapegoat Y, exiled on day 1 and chosen on night 2, is executed
    instead of A on day 2."""
    rows = TOWN + """
{name: F}
{name: G}
{name: Y, traveller: scapegoat}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, exiled: Y}, {day: 2, executed: Y, instead_of: A}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", scapegoat")
    assert not alone
    assert chosen


def test_cultleader_regained_cult_ends():
    """The Cult Leader F, executed on day 1 and chosen on night 2, forms a cult
    on day 2 that every good player joins: the game ends."""
    rows = TOWN + """
{name: F, claim: cultleader}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = ("[{day: 1, executed: F}, {day: 2, cultleader: F, voters: [A, B, C, D, E, F, G],"
              " ended: yes}]")
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: F}", extra=", cultleader")
    assert not alone
    assert chosen


def test_mastermind_regained_plays_one_more_day():
    """The Mastermind F, executed on day 1 and chosen on night 2, has the
    ability when the Imp G is executed on day 2: play goes on to day 3."""
    rows = SEVEN + BONE_Z
    events = "[{day: 1, executed: F}, {day: 2, executed: G}]\nnow: {day: 3}"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: F}", minion="mastermind",
                         assume=["is(G, imp)", "is(F, mastermind)"])
    assert not alone
    assert chosen


def test_minstrel_regained_makes_drunk():
    """The Minstrel M, executed on day 1 and chosen on night 2, has the
    ability when the Scarlet Woman G is executed on day 2: the Empath B is drunk
    on night 3 (its 1 is false: both alive neighbours are good)."""
    rows = """
{name: A, claim: chef}
{name: B, claim: empath, info: [{night: 3, empath: 1}]}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: M, claim: minstrel}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{day: 1, executed: M}, {day: 2, executed: G}]\nnow: {night: 3}"
    assume = ["is(E, imp)", "is(G, scarletwoman)", "good(B)", "is(B, empath)", "good(M)"]
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: M}", extra=", minstrel",
                         assume=assume)
    assert not alone
    assert chosen


def regained_philosopher(info: str) -> tuple[bool, bool]:
    """(chosen, alone): the Philosopher P, executed on day 1 and chosen by the
    Bone Collector on night 2, reports `info` that night."""
    rows = f"""
{{name: A, claim: chef}}
{{name: B, claim: soldier}}
{{name: C, claim: virgin}}
{{name: D, claim: monk}}
{{name: P, claim: philosopher, info: {info}}}
{{name: F}}
{{name: G}}
{{name: Z, traveller: bonecollector, info: [REPORTS]}}
"""
    events = "[{day: 1, executed: P}]\nnow: {night: 2}"
    return bone(rows, events, "{night: 2, bonecollector: P}", extra=", philosopher",
                assume=["good(P)", "is(P, philosopher)"])


def test_philosopher_regained_gains():
    """The Philosopher P, executed on day 1 and chosen on night 2, chooses the
    Empath that night and learns its number (1: F, unclaimed, is evil)."""
    chosen, alone = regained_philosopher("[{night: 2, philosopher: empath}, {night: 2, empath: 1}]")
    assert not alone
    assert chosen


def test_philosopher_regained_gains_unreported():
    """The same, the choice unreported ("an unreported choice is free",
    docs/rulings.md): P reports only the Empath's number on night 2, so P chose
    the Empath that night, dead with the ability back."""
    chosen, alone = regained_philosopher("[{night: 2, empath: 1}]")
    assert not alone
    assert chosen


def test_gossip_regained_kills_tonight():
    """The Gossip A's true statement on day 1, then A executed: chosen by the
    Bone Collector on night 2, A has the ability at its step that night, and a
    player dies (the Leviathan kills nobody at night)."""
    rows = """
{name: A, claim: gossip}
{name: B, claim: chef}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = ('[{day: 1, gossip: A, statement: "is(A, gossip)"}, {day: 1, executed: A},'
              ' {night: 2, died: B}]')
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: A}", demon="leviathan",
                         extra=", gossip", assume=["is(A, gossip)"])
    assert not alone
    assert chosen


def test_gnome_regained_kills_a_nominator():
    """The Gnome Y, exiled on day 1 and chosen on night 2, kills C who nominates
    its amigo B on day 2."""
    rows = TOWN + """
{name: F}
{name: G}
{name: Y, traveller: gnome}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = ("[{night: 1, gnome: B}, {day: 1, exiled: Y}, {day: 2, nominated: B, by: C},"
              " {day: 2, died: C, by: gnome}]")
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", gnome")
    assert not alone
    assert chosen


def test_bishop_regained_forbids_nominations():
    """The Bishop Y, exiled on day 1 and chosen on night 2: "Only the Storyteller
    can nominate" until dusk, so C cannot nominate A on day 2."""
    rows = SEVEN + "{name: Y, traveller: bishop}\n" + BONE_Z
    events = "[{day: 1, exiled: Y}, {day: 2, nominated: A, by: C}]"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", bishop")
    assert alone
    assert not chosen


def test_judge_regained_forces_the_execution():
    """The Judge Y, exiled on day 1 and chosen on night 2, forces A's execution
    to fail on day 2: A is not executed."""
    rows = SEVEN + "{name: Y, traveller: judge}\n" + BONE_Z
    events = ("[{day: 1, exiled: Y}, {day: 2, nominated: A, by: C},"
              " {day: 2, judge: Y, target: A, verdict: fail}, {day: 2, executed: A}]")
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: Y}", extra=", judge")
    assert alone
    assert not chosen


def test_alsaahir_regained_wins():
    """The Alsaahir A, executed on day 1 and chosen on night 2, guesses right on
    day 2: good wins, so the game cannot go on to night 3."""
    rows = (SEVEN.replace("claim: chef", "claim: alsaahir")
            + "{name: Z, traveller: bonecollector, info: [REPORTS]}\n")
    events = ("[{day: 1, executed: A}, {day: 2, alsaahir: A, minions: [F], demons: [G]}]"
              "\nnow: {night: 3}")
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: A}", extra=", alsaahir",
                         assume=["is(F, scarletwoman)", "is(G, imp)", "is(A, alsaahir)"])
    assert alone
    assert not chosen


def test_damsel_regained_guessed():
    """The Damsel M, executed on day 1 and chosen on night 2, is guessed by the
    Scarlet Woman F on day 2: good loses, so the game cannot go on."""
    rows = (SEVEN + "{name: M, claim: damsel}\n"
            + "{name: Z, traveller: bonecollector, info: [REPORTS]}\n")
    events = "[{day: 1, executed: M}, {day: 2, damsel: M, by: F}]\nnow: {night: 3}"
    chosen, alone = bone(rows, events, "{night: 2, bonecollector: M}", extra=", damsel",
                         assume=["is(F, scarletwoman)", "is(M, damsel)"])
    assert alone
    assert not chosen
