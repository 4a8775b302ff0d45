"""A gained ability chooses for its holder (engine/world.py `World.holder_choice`).

Cannibal: "If a good player dies by execution, the Cannibal gains that player's
ability." Philosopher: "choose a good character: gain that ability."
Apprentice: "you gain a Townsfolk ability (if good), or a Minion ability (if
evil)." A player who gains a choosing ability makes that ability's choices
themselves: their own report of the choice says what the ability did, and the
ability's rule ("choose a player (not yourself)") is read for them.
Monk: "Each night*, choose a player (not yourself): they are safe from the
Demon tonight." Poisoner: "Each night, choose a player: they are poisoned
tonight and tomorrow day." Witch: "Each night, choose a player: if they
nominate tomorrow, they die."
"""

from __future__ import annotations

from tests.helpers import possible, result, table
from tests.travellers import game, sat

# Seven players, A the Cannibal; the evil team (Imp, Scarlet Woman) droisons nobody.
SCRIPT = ("[cannibal, chef, empath, soldier, monk, recluse, washerwoman, investigator, "
          "philosopher, poisoner, scarletwoman, imp]")
CLAIMS = ["B:chef", "C:empath", "D:soldier", "E:monk", "F:washerwoman", "G:investigator"]


def cannibal(info: str, events: str, hidden: str = "[imp, scarletwoman]") -> str:
    seats = [f"{{name: A, claim: cannibal, info: {info}}}", *CLAIMS]
    return table(SCRIPT, seats, hidden, "5/0/1/1", events, "")


ATE_MONK = "{day: 1, executed: E}"


def test_a_cannibals_monk_choice_protects_its_choice():
    """Having eaten the good Monk E, the sober Cannibal A protects B on night 2:
    the Demon cannot kill B that night (on the old code A's choice bound
    nothing, and the protection fell on whoever)."""
    protects_b = "[{night: 2, monk: B}]"
    good = ["good(A)", "is(E, monk)"]
    assert not possible(cannibal(protects_b, f"[{ATE_MONK}, {{night: 2, died: B}}]"), good)
    assert possible(cannibal(protects_b, f"[{ATE_MONK}, {{night: 2, died: C}}]"), good)
    # Not herself: the Monk's rule is read for the Cannibal, its holder.
    assert not possible(cannibal("[{night: 2, monk: A}]", f"[{ATE_MONK}]"), good)


def test_a_poisoned_cannibals_choice_does_nothing():
    """A drunk or poisoned holder's choice has no effect: with a Poisoner in play,
    B may die although A (who ate the Monk) protected B."""
    events = f"[{ATE_MONK}, {{night: 2, died: B}}]"
    assert possible(cannibal("[{night: 2, monk: B}]", events, "[imp, poisoner]"),
                    ["good(A)", "is(E, monk)", "poisoned(A)"])


def test_a_cannibal_droisoned_as_it_eats_may_have_gained_nothing():
    """"A Cannibal drunk or poisoned when the executee dies may have gained the
    ability or gained nothing" (rules/characters/cannibal.py): poisoned as the
    Monk E died, A may only think it protects B, and B may die on night 2 with A
    sober by then."""
    events = f"[{ATE_MONK}, {{night: 2, died: B}}]"
    assert possible(cannibal("[{night: 2, monk: B}]", events, "[imp, poisoner]"),
                    ["good(A)", "is(E, monk)", "poisoned(A, day 1)",
                     "not poisoned(A, night 2)"])


def test_an_unreported_choice_stays_free():
    """A Cannibal who reports no Monk choice may have protected anyone: the night's
    victim is anyone but the one protected."""
    events = f"[{ATE_MONK}, {{night: 2, died: B}}]"
    assert possible(cannibal("[]", events), ["good(A)", "is(E, monk)"])


def philosopher(info: str, events: str) -> str:
    seats = [f"{{name: A, claim: philosopher, info: {info}}}", *CLAIMS[:3], "E:washerwoman",
             "F:investigator", "G:ravenkeeper"]
    return table(SCRIPT.replace("monk, ", "monk, ravenkeeper, "), seats,
                 "[imp, scarletwoman]", "5/0/1/1", events, "")


def test_a_philosophers_monk_choice_protects_its_choice():
    """A sober Philosopher who gains the Monk's ability on night 2 and protects B:
    B does not die to the Demon that night."""
    info = "[{night: 2, philosopher: monk}, {night: 2, monk: B}]"
    assert not possible(philosopher(info, "[{night: 2, died: B}]"), ["good(A)"])
    assert possible(philosopher(info, "[{night: 2, died: C}]"), ["good(A)"])


# Trouble Brewing around an Apprentice Z; no Minion but the hidden ones.
def apprentice(rows: str, hidden: str, align: str = "evil", events: str = "[]") -> str:
    z = f"{{name: Z, traveller: apprentice, alignment: {align}}}"
    return game(z + "\n" + rows.strip(), events, head=f"hidden: {hidden}")


EMPATH_WRONG = """
{name: A, claim: empath, info: [{night: 1, empath: 2}]}
{name: B, claim: chef}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
"""


def test_an_apprentices_poison_poisons():
    """An evil Apprentice who gained the Poisoner's ability poisons a player of its
    choice (unreported: any): the Empath A between Z and the good B may be told
    2. No Poisoner is in play, so nothing else explains it (on the old code the
    gained poison did nothing)."""
    good = ["good(A)", "good(B)"]
    assert sat(apprentice(EMPATH_WRONG, "[imp, scarletwoman]"), good)
    assert sat(apprentice(EMPATH_WRONG, "[imp, scarletwoman]"), [*good, "poisoned(A)"])
    # A good Apprentice gains no Minion ability.
    assert not sat(apprentice(EMPATH_WRONG, "[imp, scarletwoman]", "good"), good)


TWO_WRONG = """
{name: A, claim: empath, info: [{night: 1, empath: 2}]}
{name: B, claim: chef, info: [{night: 1, chef: 3}]}
{name: C, claim: soldier}
{name: D, claim: virgin}
{name: E, claim: monk}
{name: F, claim: ravenkeeper}
{name: G, claim: washerwoman}
"""


def test_an_apprentice_and_the_poisoner_choose_apart():
    """The Poisoner and an Apprentice with her ability each choose: the Empath A
    and the Chef B, both good, can both be poisoned on night 1 (A sits between Z
    and B, and three evil players make at most 2 pairs). On the old code they
    shared one choice."""
    good = ["good(A)", "good(B)"]
    assert sat(apprentice(TWO_WRONG, "[imp, poisoner]"), good)
    assert not sat(apprentice(TWO_WRONG, "[imp, poisoner]", "good"), good)


def test_an_apprentices_witch_curses_apart():
    """The Witch and an Apprentice with her ability each curse a player: two
    players die on nominating the same day."""
    rows = "\n".join(f"{{name: {n}, claim: {c}}}" for n, c in
                     zip("ABCDEFG", ["chef", "empath", "soldier", "monk", "virgin",
                                     "washerwoman", "investigator"]))
    events = ("[{day: 1, nominated: C, by: A}, {day: 1, died: A, after_nominating: true}, "
              "{day: 1, nominated: D, by: B}, {day: 1, died: B, after_nominating: true}]")
    text = apprentice(rows, "[imp, witch]", events=events).replace("script: tb", SNV_WITCH)
    assert sat(text)
    assert not sat(apprentice(rows, "[imp, witch]", "good", events).replace("script: tb",
                                                                             SNV_WITCH))


SNV_WITCH = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
             "witch, imp]")


MINIONS = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
           "assassin, devilsadvocate, imp]")
SEVEN = "\n".join(f"{{name: {n}, claim: {c}}}" for n, c in
                  zip("ABCDEFG", ["chef", "empath", "soldier", "monk", "virgin",
                                  "washerwoman", "investigator"]))


def minions(hidden: str, events: str, align: str = "evil") -> str:
    return apprentice(SEVEN, hidden, align, events).replace("script: tb", MINIONS)


def test_an_apprentices_devils_advocate_saves():
    """Devil's Advocate: "Each night, choose a living player (different to last
    night): if executed tomorrow, they don't die." An evil Apprentice with that
    ability saves B from execution on day 1 with no Devil's Advocate in play;
    with one in play, the two choose apart, so B survives two executions in a
    row (one holder could not choose B twice)."""
    once = "[{day: 1, executed: B, died: false}]"
    assert sat(minions("[imp, assassin]", once))
    assert not sat(minions("[imp, assassin]", once, "good"))
    twice = "[{day: 1, executed: B, died: false}, {day: 2, executed: B, died: false}]"
    assert sat(minions("[imp, devilsadvocate]", twice))
    assert not sat(minions("[imp, devilsadvocate]", twice, "good"))


def test_an_apprentices_assassin_kills_once_of_its_own():
    """Assassin: "Once per game, at night*, choose a player: they die, even if for
    some reason they could not." The Assassin and an evil Apprentice with her
    ability each kill once: with the Imp's kill, three die on night 2."""
    three = "[{night: 2, died: A}, {night: 2, died: B}, {night: 2, died: C}]"
    assert sat(minions("[imp, assassin]", three))
    assert not sat(minions("[imp, assassin]", three, "good"))


def summoned(events: str) -> str:
    seats = ["A:chef", "B:empath", "C:dreamer",
             "{name: D, claim: monk, info: [{night: 3, monk: B}]}",
             "E:virgin", "F:fortuneteller", "G:librarian"]
    return table("seed000", seats, "[summoner]", "", events, "", "fabled: [djinn]")


def test_the_monks_protection_may_end_when_the_monk_is_poisoned():
    """Whether a protection outlives its holder's poisoning later that night no
    text says, so either (engine/world.py `World.guard`). Summoner: "On the 3rd
    night, choose a player: they become an evil Demon of your choice"; No
    Dashii: "Your 2 Townsfolk neighbors are poisoned". The Monk D protects B;
    the Summoner then makes C, D's neighbour, a No Dashii, which poisons D, and
    kills B (on the old code the protection was fixed at the Monk's step).
    The Summoner A has four ways: C or E as the No Dashii (D is their Townsfolk
    neighbour), or D itself as a Demon (no longer the Monk); elsewhere the No
    Dashii poisons not D (G's neighbours are F and, past the Summoner, B), and a
    Fang Gu elsewhere cannot kill the protected B."""
    got = result(summoned("[{night: 3, died: B}]"), ["is(A, summoner)", "is(D, monk)"])
    ends = {e for w in got.worlds for e in w.ends}
    base = ("summoner", "empath", "dreamer", "monk", "virgin", "fortuneteller", "librarian")
    assert ends == {base[:i] + (demon,) + base[i + 1:]
                    for i, demon in ((2, "nodashii"), (3, "nodashii"), (3, "fanggu"),
                                     (4, "nodashii"))}


BMR_LIKE = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
            "innkeeper, recluse, godfather, scarletwoman, imp]")


def test_an_apprentices_innkeeper_protects_its_choice():
    """Innkeeper: "Each night*, choose 2 players: they can't die tonight, but 1 is
    drunk until dusk." A good Apprentice who joined on day 1 gains it on night
    2 and chooses B and C: B cannot die that night (nothing droisons)."""
    z = ("{name: Z, traveller: apprentice, alignment: good, joined: {day: 1}, info: "
         "[{night: 2, apprentice: innkeeper}, {night: 2, innkeeper: [B, C]}]}")
    head = "you: Z\nhidden: [imp, scarletwoman]"
    text = game(z + "\n" + SEVEN, "[{night: 2, died: B}]", head=head)
    text = text.replace("script: tb", BMR_LIKE)
    assert not sat(text)
    assert sat(text.replace("died: B", "died: D"))


def test_an_apprentices_godfather_kills_apart():
    """Godfather: "If 1 died today, choose a player tonight: they die." The
    Godfather and an evil Apprentice with her ability each kill after the
    Recluse A dies by execution: with the Imp's kill, three die on night 2."""
    rows = SEVEN.replace("claim: chef", "claim: recluse")
    events = ("[{day: 1, executed: A}, {night: 2, died: B}, {night: 2, died: C}, "
              "{night: 2, died: D}]")
    text = apprentice(rows, "[imp, godfather]", events=events).replace("script: tb", BMR_LIKE)
    assert sat(text)
    assert not sat(text.replace("alignment: evil", "alignment: good"))


def test_an_apprentices_sailor_makes_its_choice_drunk():
    """Sailor: "Each night, choose an alive player: either you or they are drunk
    until dusk." A good Apprentice with that ability may make the Empath B
    drunk on night 1 (no droisoning Minion in play): B's 2 between the good A
    and C may be false (on the old code the gained ability made nobody drunk)."""
    rows = SEVEN.replace("claim: empath}", "claim: empath, info: [{night: 1, empath: 2}]}")
    text = apprentice(rows, "[imp, scarletwoman]", "good").replace("script: tb", SAILOR)
    good = ["good(A)", "good(B)", "good(C)"]
    assert sat(text.replace("{name: Z, ", "{name: Z, info: [{night: 1, apprentice: sailor}], "),
               good)
    assert not sat(text.replace("{name: Z, ", "{name: Z, info: [{night: 1, apprentice: chef}], "),
                   good)


SAILOR = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
          "sailor, scarletwoman, imp]")


WIDOWS = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
          "ravenkeeper, widow, poisoner, scarletwoman, imp]")


def widows(hidden: str, told: str = "C", align: str = "evil", script: str = WIDOWS) -> str:
    """TWO_WRONG (the Empath A and the Chef B both wrong) on a script with the
    Widow; the players in `told` report that a Widow is in play."""
    rows = TWO_WRONG
    for name in told:
        rows = rows.replace(f"{{name: {name}, claim: ",
                            f"{{name: {name}, info: [{{night: 1, widow: yes}}], claim: ")
    return apprentice(rows, hidden, align).replace("script: tb", script)


def test_an_apprentices_widow_tells_a_good_player():
    """Widow: "On your 1st night, look at the Grimoire & choose a player: they are
    poisoned. 1 good player knows a Widow is in play." An evil Apprentice with
    the Widow's ability (no Widow in play) poisons one of the Empath A or the
    Chef B, the Poisoner the other, and the good C is told (on the old code a
    good player told so meant the Widow herself was in play)."""
    good = ["good(A)", "good(B)", "good(C)"]
    assert sat(widows("[imp, poisoner]"), good)
    assert not sat(widows("[imp, poisoner]", align="good"), good)


def test_an_apprentices_widow_and_the_widow_choose_apart():
    """The Widow and an Apprentice with her ability each poison a player and each
    tell a good player, the same one (C) or two (C and D), which no text
    forbids: A and B can both be wrong (on the old code the two shared one
    choice)."""
    good = ["good(A)", "good(B)", "good(C)", "good(D)"]
    script = WIDOWS.replace("poisoner, ", "")
    assert sat(widows("[imp, widow]", "C", script=script), good)
    assert sat(widows("[imp, widow]", "CD", script=script), good)
    assert not sat(widows("[imp, widow]", "C", "good", script), good)


def test_a_poisoned_apprentices_widow_poisons_nobody():
    """A drunk or poisoned Widow poisons nobody: the Poisoner poisoning the
    Apprentice leaves A or B unexplained."""
    good = ["good(A)", "good(B)", "good(C)"]
    assert not sat(widows("[imp, poisoner]"), [*good, "poisoned(Z, night 1)"])


def summoning(z_info: str, hidden: str = "[nodashii, widow]") -> str:
    """Seed 000 with an evil Apprentice Z (you): the Demon is in play, since the
    Apprentice is not in the bag ([No Demon] is not theirs). G was told a Widow
    is in play."""
    z = ("{name: Z, traveller: apprentice, alignment: evil, info: "
         f"[{{night: 1, apprentice: summoner}}{', ' + z_info if z_info else ''}]}}")
    seats = [z, "A:chef", "B:empath", "C:dreamer", "D:monk", "E:virgin", "F:fortuneteller",
             "{name: G, claim: librarian, info: [{night: 1, widow: yes}]}"]
    events = "[{night: 2, died: A}, {night: 3, died: C}]"
    return table("seed000", seats, hidden, "", events, "you: Z", "fabled: [djinn]")


def test_an_apprentices_summoner_makes_a_demon():
    """Summoner: "On the 3rd night, choose a player: they become an evil Demon of
    your choice." An evil Apprentice with the Summoner's ability makes B a Fang
    Gu on night 3, beside the No Dashii in play (on the old code the gained
    ability made nobody a Demon)."""
    text = summoning("{night: 3, summoner: [B, fanggu]}")
    assert possible(text, ["is(B, fanggu, night 3)", "evil(B, night 3)",
                           "is(Z, apprentice, night 3)"])
    assert not possible(text, ["not poisoned(Z, night 2)", "not is(B, fanggu, night 3)"])


def test_an_apprentices_summoner_chooses_freely_when_unreported():
    """Unreported, the Apprentice's choice is free: B may or may not be a Demon."""
    text = summoning("")
    assert possible(text, ["is(B, fanggu, night 3)"])
    assert possible(text, ["is(B, empath, night 3)"])


def test_a_poisoned_apprentices_summoner_summons_nobody():
    """A Summoner drunk on night 3 summons nothing: poisoned by the Widow, the
    Apprentice still points at B (its report stands) and B stays the Empath."""
    text = summoning("{night: 3, summoner: [B, fanggu]}")
    assert possible(text, ["poisoned(Z, night 3)", "is(B, empath, night 3)"])
    assert not possible(text, ["poisoned(Z, night 3)", "is(B, fanggu, night 3)"])


def test_an_apprentice_may_summon_itself():
    """"The Summoner may choose any player to become the Demon, even themselves":
    the Apprentice's report of choosing itself binds it although the choice
    made it a Demon (no longer the Apprentice, so no longer holding the gained
    ability once it is made)."""
    text = summoning("{night: 3, summoner: [Z, fanggu]}")
    assert possible(text, ["is(Z, fanggu, night 3)"])
    assert not possible(text, ["not poisoned(Z, night 2)", "not is(Z, fanggu, night 3)"])


def test_a_later_apprentices_third_night_is_either():
    """Whether "the 3rd night" of an Apprentice who joined on day 1 (first night:
    night 2) is the game's 3rd night or its own no text says (the almanac moves
    only first-night abilities to "the Apprentice's first night"): either."""
    def joined(report: str) -> str:
        text = summoning(report).replace("alignment: evil,", "alignment: evil, joined: {day: 1},")
        text = text.replace("{night: 1, apprentice: summoner}", "{night: 2, apprentice: summoner}")
        return text.replace("{night: 3, died: C}]", "{night: 3, died: C}, {night: 4, died: D}]")
    assert possible(joined("{night: 3, summoner: [B, fanggu]}"), ["is(B, fanggu, night 4)"])
    assert possible(joined("{night: 4, summoner: [B, fanggu]}"), ["is(B, fanggu, night 4)"])
    assert not possible(joined("{night: 4, summoner: [B, fanggu]}"),
                        ["not poisoned(Z, night 3)", "is(Z, apprentice, night 3)",
                         "not is(B, fanggu, night 4)"])


TWINS = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
         "ravenkeeper, eviltwin, poisoner, imp]")


def twins(events: str, align: str = "evil", b_info: str = "[{night: 1, eviltwin: Z}]",
          hidden: str = "[imp, poisoner]") -> str:
    rows = SEVEN.replace("claim: empath}", f"claim: empath, info: {b_info}}}")
    return apprentice(rows, hidden, align, events).replace("script: tb", TWINS)


def test_an_apprentices_evil_twin_has_a_twin():
    """Evil Twin: "You & an opposing player know each other. If the good player is
    executed, evil wins. Good can't win if you both live." An evil Apprentice
    with the ability is paired with the good B, who is shown Z as the Evil
    Twin (on the old code that needed the Evil Twin character in play); while
    both live the Imp's execution does not end the game."""
    assert sat(twins("[]"), ["good(B)"])
    imp_dies = "[{day: 1, executed: C}, {day: 2, executed: D}]"
    assert sat(twins(imp_dies), ["good(B)", "is(C, imp)"])
    assert not sat(twins(imp_dies, "good"), ["good(B)", "is(C, imp)"])
    # Not shown a twin (and nobody reports one): the Imp's execution ends the game.
    assert not sat(twins(imp_dies, b_info="[]"), ["good(B)", "is(C, imp)"])


def test_executing_an_apprentices_good_twin_ends_the_game():
    """"If the good player is executed, evil wins": after the good twin B's
    execution the game goes on only if Z's ability did not work (poisoned)."""
    events = "[{day: 1, executed: B}, {night: 2, died: A}]"
    assert not sat(twins(events), ["good(B)", "not poisoned(Z, day 1)"])
    assert sat(twins(events), ["good(B)", "poisoned(Z, day 1)"])


CERENOVUS = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
             "ravenkeeper, cerenovus, scarletwoman, imp]")


def mad(align: str = "evil", z_info: str = "") -> str:
    """SEVEN, but the Empath B claims the Chef."""
    rows = SEVEN.replace("{name: B, claim: empath}", "{name: B, claim: chef}")
    text = apprentice(rows, "[imp, scarletwoman, empath]", align, "[{day: 1, executed: G}]")
    if z_info:
        text = text.replace("{name: Z, ", f"{{name: Z, info: {z_info}, ")
        text = text.replace("hidden:", "you: Z\nhidden:")
    return text.replace("script: tb", CERENOVUS)


def test_an_apprentices_cerenovus_makes_a_player_mad():
    """Cerenovus: "Each night, choose a player & a good character: they are "mad"
    they are this character tomorrow, or might be executed." An evil
    Apprentice with the ability makes the good Empath B mad that they are the
    Chef, which B claims (on the old code only the Cerenovus character made
    anyone mad)."""
    assume = ["good(B)", "is(B, empath)"]
    assert sat(mad(), assume)
    assert not sat(mad("good"), assume)
    # Its reported choice binds it: mad about another character, B may not claim the Chef.
    assert not sat(mad(z_info="[{night: 1, apprentice: cerenovus}, "
                              "{night: 1, cerenovus: [B, monk]}]"), assume)
    assert sat(mad(z_info="[{night: 1, apprentice: cerenovus}, "
                          "{night: 1, cerenovus: [B, chef]}]"), assume)


def minion_script(minion: str) -> str:
    return ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
            f"ravenkeeper, {minion}, poisoner, imp]")


def test_an_apprentices_scarlet_woman_catches_the_demon():
    """Scarlet Woman: "If there are 5 or more players alive & the Demon dies, you
    become the Demon. (Travellers don't count.)" An evil Apprentice with the
    ability becomes the Demon when the Imp C is executed, so the game goes on
    to day 2; not so when it is poisoned or good. (The rule reads whoever holds
    the ability working, so this already held.)"""
    events = "[{day: 1, executed: C}, {day: 2, executed: D}]"
    text = apprentice(SEVEN, "[imp, poisoner]", "evil", events)
    sw = text.replace("script: tb", minion_script("scarletwoman"))
    assert sat(sw, ["is(C, imp)", "is(Z, imp, day 2)"])
    assert not sat(sw, ["is(C, imp)", "poisoned(Z, day 1)"])
    assert not sat(sw.replace("alignment: evil", "alignment: good"), ["is(C, imp)"])


def test_an_apprentices_spy_registers_as_good():
    """Spy: "You might register as good & as a Townsfolk or Outsider." The
    Empath A between the evil Apprentice Z and the good B may learn 0 when Z
    holds the Spy's ability, with no Spy on the script not. (The registration
    reads whoever holds the ability working, so this already held.)"""
    rows = SEVEN.replace("{name: A, claim: chef}",
                         "{name: A, claim: empath, info: [{night: 1, empath: 0}]}")
    rows = rows.replace("{name: B, claim: empath}", "{name: B, claim: chef}")
    text = apprentice(rows, "[imp, scarletwoman]")
    good = ["good(A)", "good(B)"]
    script = minion_script("spy").replace("poisoner", "scarletwoman")
    assert sat(text.replace("script: tb", script), good)
    assert not sat(text.replace("script: tb", script.replace("spy, ", "")), good)


PITHAG = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
          "ravenkeeper, pithag, poisoner, imp]")


def hag(z_info: str = "", align: str = "evil", hidden: str = "[imp, poisoner]") -> str:
    events = "[{day: 1, executed: G}, {night: 2, died: F}]"
    text = apprentice(SEVEN, hidden, align, events)
    text = text.replace("{name: Z, ", f"{{name: Z, info: [{{night: 1, apprentice: pithag}}"
                                      f"{', ' + z_info if z_info else ''}], ")
    return text.replace("hidden:", "you: Z\nhidden:").replace("script: tb", PITHAG)


def test_an_apprentices_pit_hag_changes_a_player():
    """Pit-Hag: "Each night*, choose a player & a character they become (if
    not-in-play)." An evil Apprentice with the ability makes the Chef A the
    Ravenkeeper (not in play) on night 2 (on the old code only the Pit-Hag
    character changed anyone); poisoned, it changes nobody; unreported, its
    choice is free."""
    text = hag("{night: 2, pithag: [A, ravenkeeper]}")
    assert sat(text, ["is(A, ravenkeeper, night 2)"])
    sober = hag("{night: 2, pithag: [A, ravenkeeper]}", hidden="[imp, spy]")
    assert not sat(sober.replace("poisoner", "spy"), ["is(A, chef)",
                                                      "not is(A, ravenkeeper, night 2)"])
    assert sat(text, ["is(A, chef)", "poisoned(Z, night 2)", "is(A, chef, night 2)"])
    assert sat(hag(), ["is(A, chef)", "is(A, ravenkeeper, night 2)"])
    # With the Pit-Hag in play, each changes a player of its own choice.
    two = hag("{night: 2, pithag: [A, ravenkeeper]}", hidden="[imp, pithag]")
    assert sat(two, ["is(B, empath)", "is(B, soldier, night 2)"])


COURTIER = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
            "courtier, scarletwoman, imp]")


def courted(z_info: str) -> str:
    """A good Apprentice Z (you) gained the Courtier's ability; the Empath A sits
    between Z and the good B and learns 2."""
    rows = SEVEN.replace("{name: A, claim: chef}",
                         "{name: A, claim: empath, info: [{night: 1, empath: 2}]}")
    rows = rows.replace("{name: B, claim: empath}", "{name: B, claim: chef}")
    text = apprentice(rows, "[imp, scarletwoman]", "good")
    text = text.replace("{name: Z, ", "{name: Z, info: [{night: 1, apprentice: courtier}"
                                      f"{', ' + z_info if z_info else ''}], ")
    return text.replace("hidden:", "you: Z\nhidden:").replace("script: tb", COURTIER)


def test_an_apprentices_courtier_makes_a_character_drunk():
    """Courtier: "Once per game, at night, choose a character: they are drunk for 3
    nights & 3 days." A good Apprentice with the ability chooses the Empath on
    night 1: A's 2 (Z good) may be false (on the old code only the Courtier
    character made anyone drunk). Choosing another character, or nothing, it
    is not; unreported, the choice is free."""
    good = ["good(A)", "good(B)"]
    assert sat(courted("{night: 1, courtier: empath}"), good)
    assert not sat(courted("{night: 1, courtier: chef}"), good)
    assert sat(courted(""), good)


PROFESSOR = ("script: [chef, empath, soldier, monk, virgin, washerwoman, investigator, "
             "professor, scarletwoman, imp]")


def professors(z_info: str) -> str:
    """A good Apprentice Z (you) gained the Professor's ability; D claims the
    Professor and chose the executed A on night 2."""
    rows = SEVEN.replace("{name: D, claim: monk}",
                         "{name: D, claim: professor, info: [{night: 2, professor: A}]}")
    events = ("[{day: 1, executed: A}, {night: 2, died: B}, {night: 3, died: F}, "
              "{night: 4, died: G}]")
    text = apprentice(rows, "[imp, scarletwoman]", "good", events)
    text = text.replace("{name: Z, ", f"{{name: Z, info: [{{night: 1, apprentice: professor}}, "
                                      f"{z_info}], ")
    return text.replace("hidden:", "you: Z\nhidden:").replace("script: tb", PROFESSOR)


def test_an_apprentices_professor_chooses_once_of_its_own():
    """Professor: "Once per game, at night*, choose a dead player: if they are a
    Townsfolk, they are resurrected." The Professor D and a good Apprentice
    with the ability each use it once: Z may choose the dead Scarlet Woman A
    on night 3 after D did on night 2 (on the old code they shared one use),
    but not again on night 4; a sober Z choosing the dead Chef B would have
    resurrected him."""
    sw = ["is(A, scarletwoman)", "good(D)"]
    assert sat(professors("{night: 3, professor: A}"), sw)
    assert not sat(professors("{night: 3, professor: A}, {night: 4, professor: A}"), sw)
    assert not sat(professors("{night: 3, professor: B}"), [*sw, "is(B, chef)"])


HERMIT = ("[cannibal, hermit, recluse, chef, empath, soldier, monk, washerwoman, "
          "investigator, scarletwoman, imp]")


def ate_hermit(empath: int) -> str:
    """Eight players: the Cannibal A eats the executed Hermit C on day 1; the
    Empath B (A and, past the dead C, D alive beside him) learns `empath`."""
    seats = ["{name: A, claim: cannibal}",
             f"{{name: B, claim: empath, info: [{{night: 2, empath: {empath}}}]}}",
             "C:hermit", "D:soldier", "E:monk", "F:washerwoman", "G:investigator", "H:chef"]
    return table(HERMIT, seats, "[imp, scarletwoman]", "5/1/1/1", "[{day: 1, executed: C}]",
                 "")


def test_a_cannibal_who_ate_the_hermit_has_every_outsider_ability():
    """Hermit: "You have all Outsider abilities." Cannibal: "You have the ability
    of the recently killed executee." Having eaten the Hermit C, the Cannibal A
    has the Recluse's ability ("You might register as evil"): the Empath B may
    learn 1 with A, B and D good (on the old code the Hermit's ability gave its
    Outsider abilities only to the Hermit)."""
    good = ["good(A)", "good(B)", "good(D)", "is(C, hermit)"]
    assert possible(ate_hermit(1), good)
    assert not possible(ate_hermit(1), [*good[:3], "not is(C, hermit)"])


ZEALOTS = ("[cannibal, hermit, butler, zealot, chef, empath, soldier, monk, washerwoman, "
           "scarletwoman, imp]")


def cannibal_votes(voters: str) -> str:
    """The Cannibal A (you) eats the Hermit C (with the Butler's and the Zealot's
    abilities) on day 1, chooses B as its master on night 2, and on day 2 D is
    nominated with `voters` voting (everyone's hand trusted)."""
    seats = ["{name: A, claim: cannibal, info: [{night: 2, butler: B}]}", "B:chef", "C:hermit",
             "D:soldier", "E:monk", "F:washerwoman", "G:empath", "H:chef"]
    events = f"[{{day: 1, executed: C}}, {{day: 2, nominated: D, by: E, voters: {voters}}}]"
    return table(ZEALOTS, seats, "[imp, scarletwoman]", "5/1/1/1", events, "you: A",
                 "rules: {voting_obligations: true}")


def test_a_cannibal_who_ate_the_hermit_votes_with_its_master():
    """Seed 002: "The Hermit must vote when (and only when) their master votes";
    a Cannibal holding the Hermit's ability is bound the same way (on the old
    code its Zealot duty, had it held one, would have bound it to every vote)."""
    ate = ["is(C, hermit)"]
    assert possible(cannibal_votes("[E, F]"), ate)
    assert not possible(cannibal_votes("[B, E]"), ate)
    assert possible(cannibal_votes("[A, B, E]"), ate)


def test_an_apprentices_mastermind_plays_one_more_day():
    """Mastermind: "If the Demon dies by execution (ending the game), play for 1
    more day." An evil Apprentice with the ability keeps the game going after
    the Imp C's execution, to day 2 (the rule reads whoever holds the ability
    working, so this already held); a good Apprentice does not."""
    text = apprentice(SEVEN, "[imp, poisoner]", "evil", "[{day: 1, executed: C}]")
    text = text.replace("script: tb", minion_script("mastermind")) + "now: {day: 2}\n"
    assert sat(text, ["is(C, imp)"])
    assert not sat(text.replace("alignment: evil", "alignment: good"), ["is(C, imp)"])


def test_an_apprentices_widow_who_poisons_herself_need_tell_nobody():
    """Widow, How to Run: the chosen player is marked POISONED, "Put the Widow to
    sleep. Wake the player marked KNOW". The evil Apprentice Z (`you`) gained the
    Widow's ability, nothing else droisons and no good player was told: only a
    Z who chose herself, poisoned before anyone would be told, fits (on the old
    code a good player still had to report it)."""
    script = WIDOWS.replace("poisoner, ", "")
    text = apprentice(SEVEN, "[imp, scarletwoman]").replace("script: tb", script)
    text = text.replace("hidden:", "you: Z\nhidden:").replace(
        "{name: Z, ", "{name: Z, info: [{night: 1, apprentice: widow}], ")
    assert sat(text)
    assert not sat(text, ["not poisoned(Z, night 1)"])


def test_a_cannibals_innkeeper_drunk_by_its_own_choice():
    """Innkeeper: "choose 2 players: they can't die tonight, but 1 is drunk until
    dusk." Having eaten the good Innkeeper E, the Cannibal A chooses themself and
    B on night 2; made the drunk one, A's ability no longer works, and whether
    the protection outlives it no text says, so B may die that night. Choosing C
    and B instead, A stays sober and B cannot die."""
    script = SCRIPT.replace("monk", "innkeeper")
    claims = "\n".join(CLAIMS).replace("E:monk", "E:innkeeper").split("\n")

    def case(pick: str) -> str:
        seats = [f"{{name: A, claim: cannibal, info: [{{night: 2, innkeeper: [{pick}, B]}}]}}",
                 *claims]
        return table(script, seats, "[imp, scarletwoman]", "5/0/1/1",
                     "[{day: 1, executed: E}, {night: 2, died: B}]", "")
    good = ["good(A)", "is(E, innkeeper)"]
    assert possible(case("A"), good)
    assert not possible(case("C"), good)
