"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how
many woke tonight due to their own ability."

Five players; `you: A` is the Chambermaid (near the end of the night order).
"""

from __future__ import annotations

from helpers import possible, table
from snv_cases import game

HIDDEN = "[imp, scarletwoman]"


def text(info: str, events: str = "[]") -> str:
    # B is an Empath (wakes each night), C a Soldier (never wakes).
    return game(("chambermaid", info), "empath", "soldier", "knight", "chef",
                hidden=HIDDEN, events=events)


def test_counts_who_woke() -> None:
    """A good Empath wakes every night, a Soldier never does."""
    t = text("[{night: 1, chambermaid: [B, C, 1]}]")
    assert possible(t, ["good(B) and good(C)"])
    t0 = text("[{night: 1, chambermaid: [B, C, 0]}]")
    assert not possible(t0, ["good(B) and good(C)"])
    assert possible(t0, ["is(B, imp)"])  # the Imp does not wake on night 1


def test_demon_wakes_after_the_first_night() -> None:
    """The Imp wakes on night 2 to kill; E is executed so the kill can miss."""
    t = text("[{night: 2, chambermaid: [C, D, 0]}]", "[{day: 1, executed: E}]")
    assert not possible(t, ["is(C, imp)"])
    assert possible(t, ["is(C, scarletwoman)"])  # the Scarlet Woman is not woken


def test_alive_players_not_yourself() -> None:
    assert not possible(text("[{night: 1, chambermaid: [A, B, 1]}]"))
    dead = text("[{night: 2, chambermaid: [B, E, 1]}]", "[{day: 1, executed: E}]")
    assert not possible(dead)


# Who woke "due to their ability" is who believes they hold an ability and was
# woken for it. Official wiki: "This ability only detects characters who woke in
# order to use their ability. It does not detect characters who woke for any
# other reason—such as ... woke the Demon to give them their starting Demon
# info, woke a player due to the ability of a different character"; "Players
# that woke tonight due to their ability but are drunk or poisoned still count
# as having woke tonight."


def six(script: str, seats: list[str], hidden: str, counts: str = "3/1/1/1",
        events: str = "[]") -> str:
    return table(f"[chambermaid, {script}]", seats, hidden, counts, events)


def cm(payload: str, night: int = 1) -> str:
    return f"{{name: A, claim: chambermaid, info: [{{night: {night}, chambermaid: {payload}}}]}}"


def test_a_drunk_wakes_as_their_townsfolk() -> None:
    """Drunk (almanac): "act as if the Drunk is actually this Townsfolk character.
    (If that character would wake to act at night, the Drunk wakes to act.)": B,
    the Drunk who thinks they are the Empath, woke; C, a good Soldier, did not."""
    seats = [cm("[B, C, 1]"), "B:empath", "C:soldier", "D:chef", "E:monk", "F:chef"]
    text = six("empath, soldier, chef, monk, drunk, scarletwoman, imp", seats,
               "[drunk, scarletwoman, imp]")
    assert possible(text, ["is(B, drunk)", "good(C)"])
    assert not possible(text.replace("[B, C, 1]", "[B, C, 2]"), ["is(B, drunk)", "good(C)"])


def test_a_marionette_wakes_as_their_good_character() -> None:
    """Marionette (almanac): "Treat the Marionette as if they were drunk. They wake
    when their good character would wake": B, the Marionette who thinks they are
    the Empath, and D, the Chef (night 1), both woke."""
    seats = [cm("[B, D, 2]"), "B:empath", "C:soldier", "D:chef", "E:monk"]
    text = six("empath, soldier, chef, monk, marionette, imp", seats, "[marionette, imp]",
               "3/0/1/1")
    assert possible(text, ["is(B, marionette)"])


LUNATIC = "empath, soldier, chef, monk, lunatic, scarletwoman, imp"


def test_the_lunatic_first_night_is_demon_info() -> None:
    """Lunatic (wiki): "The Lunatic wakes during the first night to learn three
    bluffs and the appropriate number of Minions": the Demon's starting info,
    which the Chambermaid does not detect for a Demon. Whether it does for the
    Lunatic the texts do not say: either count is possible. After the first night
    the Lunatic "is woken each night to attack as if they were the Demon":
    counted."""
    seats = [cm("[B, C, 0]"), "B:empath", "C:soldier", "D:chef", "E:monk", "F:chef"]
    first = six(LUNATIC, seats, "[lunatic, scarletwoman, imp]")
    assert possible(first, ["is(B, lunatic)", "good(C)"])
    assert possible(first.replace("[B, C, 0]", "[B, C, 1]"), ["is(B, lunatic)", "good(C)"])
    later = [cm("[B, C, 0]", 2), "B:empath", "C:soldier", "D:chef", "E:monk", "F:chef"]
    second = six(LUNATIC, later, "[lunatic, scarletwoman, imp]",
                 events="[{day: 1, executed: D}, {night: 2, died: E}]")
    assert not possible(second, ["is(B, lunatic)", "good(C)"])
    assert possible(second.replace("[B, C, 0]", "[B, C, 1]"), ["is(B, lunatic)", "good(C)"])


def test_a_granted_ability_wakes_its_holder() -> None:
    """Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good
    character's ability. You both know which." On the first night the Imp does
    not wake for its own ability, but B, the Imp with a waking good ability (the
    Empath's, not in play), woke for that one."""
    seats = [cm("[B, C, 1]"), "B:chef", "C:soldier", "D:monk", "E:investigator"]
    text = six("chef, soldier, monk, investigator, empath, boffin, imp", seats,
               "[boffin, imp]", "3/0/1/1")
    assert possible(text, ["is(B, imp)", "good(C)"])


PHILOSOPHER = "soldier, empath, monk, chef, investigator, philosopher, scarletwoman, imp"


def test_a_philosopher_wakes_for_the_gained_ability_not_the_spent_one() -> None:
    """Philosopher (wiki): "Once per game, at night, choose a good character: gain
    that ability"; "If the Philosopher gains an ability that works at night, they
    wake when that character would wake." On night 2, B (who chose on night 1)
    no longer wakes to choose: the Soldier's ability wakes nobody, the Empath's
    wakes B."""
    def text(chosen: str, n: int) -> str:
        b = f"{{name: B, claim: philosopher, info: [{{night: 1, philosopher: {chosen}}}]}}"
        seats = [cm(f"[B, C, {n}]", 2), b, "C:soldier", "D:monk", "E:chef", "F:investigator"]
        return six(PHILOSOPHER, seats, "[scarletwoman, imp]", "4/0/1/1",
                   "[{day: 1, executed: D}, {night: 2, died: E}]")
    assumed = ["good(B)", "good(C)"]
    assert possible(text("soldier", 0), assumed)
    assert not possible(text("soldier", 1), assumed)
    assert possible(text("empath", 1), assumed)
    assert not possible(text("empath", 0), assumed)


def test_who_held_the_ability_as_the_step_began() -> None:
    """Snake Charmer: "a chosen Demon swaps characters & alignments with you". On
    the first night B, the Snake Charmer, woke and chose the Imp C: B woke for
    the ability (now the Imp's, which does not wake on night 1); C, woken to
    learn they are now the Snake Charmer, woke "due to the ability of a
    different character"."""
    b = ("{name: B, claim: [snakecharmer, {night: 1, is: imp}], "
         "info: [{night: 1, snakecharmer: C}]}")
    def text(pair: str, n: int) -> str:
        seats = [cm(f"[{pair}, {n}]"), b, "C", "D:soldier", "E:chef"]
        return six("snakecharmer, soldier, chef, monk, scarletwoman, imp", seats,
                   "[scarletwoman, imp]", "3/0/1/1")
    assumed = ["is(B, snakecharmer)", "is(C, imp)", "good(D)"]
    assert possible(text("B, D", 1), assumed)
    assert not possible(text("B, D", 0), assumed)
    assert possible(text("C, D", 0), assumed)
    assert not possible(text("C, D", 1), assumed)


def test_a_scarlet_woman_woken_as_the_new_demon_either_way() -> None:
    """Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you
    become the Demon": when the Imp C kills themself on night 2, D is woken to
    learn what her own ability made her. Whether that is a wake "due to their
    ability" the texts do not say: either count is possible (a Minion made the
    Imp by the Imp's choice was woken due to a different character's ability)."""
    def text(n: int) -> str:
        seats = [cm(f"[D, B, {n}]", 2), "B:soldier", "C:chef", "D:monk", "E:investigator",
                 "F:empath"]
        return six("soldier, chef, monk, investigator, empath, scarletwoman, imp", seats,
                   "[scarletwoman, imp]", "4/0/1/1", "[{night: 2, died: C}]")
    assumed = ["is(C, imp)", "is(D, scarletwoman)", "good(B)"]
    assert possible(text(0), assumed)
    assert possible(text(1), assumed)


def test_an_undertaker_may_be_woken_for_nothing() -> None:
    """The Undertaker: "If nobody died today, the Undertaker learns nothing. The
    Storyteller either does not wake the Undertaker at night, or wakes them but
    does not show a token." No execution on day 1, so on night 2 the good
    Undertaker B may count as woken, or not; the Soldier C never wakes."""
    died = "[{night: 2, died: E}]"
    one = game(("chambermaid", "[{night: 2, chambermaid: [B, C, 1]}]"), "undertaker",
               "soldier", "knight", "chef", hidden=HIDDEN, events=died)
    zero = game(("chambermaid", "[{night: 2, chambermaid: [B, C, 0]}]"), "undertaker",
                "soldier", "knight", "chef", hidden=HIDDEN, events=died)
    assert possible(one, ["good(B) and good(C)"])
    assert possible(zero, ["good(B) and good(C)"])
    executed = "[{day: 1, executed: D}, {night: 2, died: E}]"
    woke = game(("chambermaid", "[{night: 2, chambermaid: [B, C, 0]}]"), "undertaker",
                "soldier", "knight", "chef", hidden=HIDDEN, events=executed)
    assert not possible(woke, ["good(B) and good(C)"])  # shown D's character: woken


def test_a_philosopher_with_the_ability_choosing_the_goon_is_drunk() -> None:
    """A player who gains the ability chooses with it as the Chambermaid does: a
    Philosopher who chose the Chambermaid and then the Goon is the first to
    choose the Goon, so drunk before learning: 2 for a Goon and a Soldier, who
    never wake, is possible (before, their choice made nobody drunk)."""
    script = "[chambermaid, philosopher, goon, soldier, empath, chef, scarletwoman, imp]"
    seats = ["{name: A, claim: philosopher, info: [{night: 1, philosopher: chambermaid}, "
             "{night: 1, chambermaid: [B, C, 2]}]}", "B:goon", "C:soldier", "D:empath", "E:chef"]
    t = table(script, seats, HIDDEN, "2/1/1/1", "[]", "you: A")
    assert possible(t, ["is(B, goon)"])
    assert not possible(t, ["good(B) and good(C) and not is(B, goon)"])
