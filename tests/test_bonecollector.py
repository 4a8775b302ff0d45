"""Bone Collector: "Once per game, at night*, choose a dead player: they regain
their ability until dusk." "The chosen player remains dead, but they get their
ability to use." "They may need to be woken tonight to use their ability.\""""

from tests.travellers import game, sat

ROWS = """
{name: A, claim: chef}
{name: B, claim: empath, info: [{night: 2, empath: 0}]}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
HEAD = "you: Z\nhidden: [imp, scarletwoman]"
BONE_ROW = "{name: Z, traveller: bonecollector, info: [REPORTS]}\n"


def with_and_without(rows: str, events: str, report: str, head: str = HEAD,
                     **kw: str) -> tuple[str, str]:
    """The game with the Bone Collector Z reporting `report`, and the same game
    without Z (nobody gives an ability back)."""
    return (game(rows.replace("REPORTS", report), events, head=head, **kw),
            game(rows.replace(BONE_ROW, ""), events, head=head.replace("you: Z", ""), **kw))


def text(reports: str, events: str = "[{day: 1, executed: B}]") -> str:
    return game(ROWS.replace("REPORTS", reports), events, head=HEAD)


def test_a_dead_player_regains_their_ability() -> None:
    """The dead Empath chosen tonight is woken and reports as a living one."""
    assert sat(text("{night: 2, bonecollector: B}"), ["good(B)"])
    assert not sat(text("{night: 2, bonecollector: C}"), ["good(B)"])


def test_only_a_dead_player() -> None:
    assert not sat(text("{night: 2, bonecollector: C}", "[]"))


def test_not_on_the_first_night_and_once() -> None:
    assert not sat(text("{night: 1, bonecollector: B}"))
    twice = "{night: 2, bonecollector: B}, {night: 3, bonecollector: B}"
    assert not sat(text(twice, "[{day: 1, executed: B}, {night: 3, died: C}]"))


DEMON_ROWS = """
{name: A, claim: chef}
{name: B, claim: barber}
{name: C, claim: empath}
{name: D, claim: monk}
{name: E, claim: fortuneteller}
{name: F, claim: dreamer}
{name: G, claim: librarian}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
JUMPED = ["is(A, fanggu)", "is(B, barber)"]


def demon_game(reports: str, deaths: str) -> str:
    events = f"[{{day: 1, executed: E}}, {{night: 2, died: A}}, {deaths}]"
    return game(DEMON_ROWS.replace("REPORTS", reports), events,
                head="you: Z\nhidden: [fanggu, widow]", script="seed000")


def test_a_dead_demon_regained_attacks_beside_the_living_one() -> None:
    """The Fang Gu jumped to the Barber on night 2 and died; on night 3 the
    Bone Collector gives the dead Fang Gu its ability back: both Fang Gu
    attack ("they get their ability to use"), so two die. Spent on the
    executed player the night before, only the living Fang Gu kills."""
    two = "{night: 3, died: C}, {night: 3, died: D}"
    assert sat(demon_game("{night: 3, bonecollector: A}", two), JUMPED)
    assert not sat(demon_game("{night: 2, bonecollector: E}", two), JUMPED)
    one = "{night: 3, died: C}"
    assert sat(demon_game("{night: 3, bonecollector: A}", one), JUMPED)


def test_a_spent_day_ability_may_be_used_again() -> None:
    """"If their ability was a 'you start knowing' or a 'once per game' ability
    ... they may use it again, even if it was already used, until dusk falls":
    the Slayer B shot C on day 1 and was executed; chosen on night 2, the dead
    B shoots the Imp F on day 2 (the Scarlet Woman G becomes the Imp)."""
    rows = """
{name: A, claim: chef}
{name: B, claim: slayer}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = ("[{day: 1, slayer: B, target: C, died: false}, {day: 1, executed: B},"
              " {day: 2, slayer: B, target: F, died: true}]")
    chosen, alone = with_and_without(rows, events, "{night: 2, bonecollector: B}")
    assert sat(chosen, ["is(F, imp)", "good(B)"])
    assert not sat(alone,
                   ["is(F, imp)", "good(B)"])


def test_a_spent_night_ability_may_be_used_again() -> None:
    """The same for a night ability: the Seamstress A used hers on night 1 and was
    executed; chosen on night 2, the dead A may use it again that night."""
    rows = """
{name: A, claim: seamstress, info: [SEAMS]}
{name: B, claim: clockmaker}
{name: C, claim: dreamer}
{name: D, claim: sweetheart}
{name: E}
{name: F}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    rows = rows.replace("SEAMS", "{night: 1, seamstress: [B, C, same]}, "
                                 "{night: 2, seamstress: [B, D, same]}")
    head = "you: Z\nhidden: [nodashii, witch]"
    events = "[{day: 1, executed: A}]"
    chosen, alone = with_and_without(rows, events, "{night: 2, bonecollector: A}",
                                     head=head, script="snv")
    assert sat(chosen, ["good(A)"])
    assert not sat(alone,
                   ["good(A)"])


def test_a_spent_marked_ability_may_be_used_again() -> None:
    """The same for an ability the engine marks used (the Professor's): A
    brought B back on night 2 and was killed on night 3; chosen on night 4,
    the dead A brings C back too."""
    rows = """
{name: A, claim: professor, info: [{night: 2, professor: B}, {night: 4, professor: C}]}
{name: B, claim: chef}
{name: C, claim: investigator}
{name: D, claim: soldier}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    script = "[professor, chef, investigator, soldier, monk, scarletwoman, imp, bonecollector]"
    events = ("[{day: 1, executed: B}, {night: 2, revived: B}, {night: 2, died: C},"
              " {night: 3, died: A}, {night: 4, revived: C}]")
    chosen, alone = with_and_without(rows, events, "{night: 4, bonecollector: A}",
                                     script=script)
    assert sat(chosen, ["good(A)"])
    assert not sat(alone)


def test_a_dead_virgin_given_her_ability_back() -> None:
    """"such as the Virgin ... they may use it again, even if it was already
    used, until dusk falls": the Virgin D, spent on day 1 and killed on night
    2, chosen on night 3, executes the Townsfolk who nominates her on day 3."""
    rows = """
{name: A, claim: chef}
{name: B, claim: empath}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = ("[{day: 1, virgin: D, nominated_by: A, executed: A}, {night: 2, died: D},"
              " {day: 3, virgin: D, nominated_by: B, executed: B}]")
    chosen, alone = with_and_without(rows, events, "{night: 3, bonecollector: D}")
    assert sat(chosen, ["good(D)"])
    assert not sat(alone, ["good(D)"])


def test_a_dead_fisherman_given_the_ability_back_visits_again() -> None:
    """The Fisherman A visited on day 1 and was killed on night 2; chosen on
    night 3, the dead A visits again on day 3."""
    rows = """
{name: A, claim: fisherman, info: [{day: 1, fisherman: none}, {day: 3, fisherman: none}]}
{name: B, claim: chef}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    script = "[fisherman, chef, soldier, virgin, monk, scarletwoman, imp, bonecollector]"
    events = "[{night: 2, died: A}]\nnow: {day: 3}"
    chosen, alone = with_and_without(rows, events, "{night: 3, bonecollector: A}",
                                     script=script)
    assert sat(chosen, ["good(A)"])
    assert not sat(alone,
                   ["good(A)"])


def woken(night: int, count: int) -> str:
    """You, A, the Chambermaid, choose the Bone Collector Z (who reports nothing)
    and the Soldier C; the Empath B was executed on day 1."""
    rows = f"""
{{name: A, claim: chambermaid, info: [{{night: {night}, chambermaid: [Z, C, {count}]}}]}}
{{name: B, claim: empath}}
{{name: C, claim: soldier}}
{{name: D, claim: virgin}}
{{name: E, claim: monk}}
{{name: Z, traveller: bonecollector}}
"""
    return game(rows, "[{day: 1, executed: B}, {night: 2, died: D}]",
                head="you: A\nhidden: [imp, scarletwoman]",
                script="[chambermaid, empath, soldier, virgin, monk, chef, imp, scarletwoman]")


def test_woken_until_the_use_reported_or_not() -> None:
    """"Once per game": Z is woken on night 2 (not used yet), and may have used it
    then unreported and so not be woken on night 3."""
    assumed = ["good(Z)", "good(C)", "is(C, soldier)"]
    assert not sat(woken(2, 0), assumed)
    assert sat(woken(3, 0), assumed)
    assert sat(woken(3, 1), assumed)


def test_a_dead_undertaker_regained_learns_the_execution() -> None:
    """"They may need to be woken tonight to use their ability": the Undertaker
    A, killed on night 2, chosen on night 3, learns the Soldier C executed on
    day 2 (random-script game s40002/5 lost its true world)."""
    rows = """
{name: A, claim: undertaker, info: [{night: 3, undertaker: soldier}]}
{name: B, claim: chef}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F}
{name: G}
{name: Z, traveller: bonecollector, info: [REPORTS]}
"""
    events = "[{night: 2, died: A}, {day: 2, executed: C}]"
    chosen, alone = with_and_without(rows, events, "{night: 3, bonecollector: A}")
    assert sat(chosen, ["good(A)", "is(C, soldier)"])
    assert not sat(alone, ["good(A)", "is(C, soldier)"])


def executed_a_chosen_night_2(a_row: str) -> tuple[str, str]:
    """An snv game where A (`a_row`) is executed on day 1 and the Bone Collector
    Z chooses A on night 2, and the same game without Z."""
    rows = f"""
{a_row}
{{name: B, claim: clockmaker}}
{{name: C, claim: dreamer}}
{{name: D, claim: sweetheart}}
{{name: E}}
{{name: F}}
{{name: Z, traveller: bonecollector, info: [REPORTS]}}
"""
    return with_and_without(rows, "[{day: 1, executed: A}]", "{night: 2, bonecollector: A}",
                            head=HEAD.replace("[imp, scarletwoman]", "[nodashii, witch]"),
                            script="snv")


def test_a_dead_savant_regained_visits_until_dusk() -> None:
    """"Until dusk": the Savant A, executed on day 1 and chosen on night 2, may
    visit the Storyteller on day 2."""
    chosen, alone = executed_a_chosen_night_2(
        "{name: A, claim: savant, info: [{day: 2, savant: ['is(B, clockmaker)', "
        "'is(B, dreamer)']}]}")
    assert sat(chosen, ["good(A)"])
    assert not sat(alone, ["good(A)"])


def test_a_juggler_executed_on_day_one_regained_learns_the_count() -> None:
    """"That night, you learn how many you got correct": the Juggler A guessed
    on day 1 and was executed; chosen on night 2, the dead A learns the count."""
    chosen, alone = executed_a_chosen_night_2(
        "{name: A, claim: juggler, info: [{day: 1, juggler: {B: clockmaker}}, "
        "{night: 2, juggler: 1}]}")
    assert sat(chosen, ["good(A)"])
    assert not sat(alone, ["good(A)"])
