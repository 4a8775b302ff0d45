"""The named Storyteller freedoms (and a few rare player choices) the simulator
draws, for `botc simulate --coverage`: each time a game takes a non-default
option of one of them, it counts it with `Game.freedom(name)`. A freedom is
listed for a script when a character that makes it possible is on the
script (`enabled_by`; "any": every script), so one never exercised over a
run shows as 0: a gap in what the simulator tests the solver on.
"""

from __future__ import annotations

from dataclasses import dataclass

ANY = "any"
DRUNK_MAKERS = ("drunk", "courtier", "goon", "innkeeper", "minstrel", "organgrinder", "sailor",
                "sweetheart", "villageidiot")
POISON_MAKERS = ("angel", "cannibal", "damsel", "hellslibrarian", "lleech", "nodashii", "poisoner",
                 "pukka", "snakecharmer", "vigormortis", "widow", "xaan", "philosopher")
BELIEVERS = ("marionette", "cannibal", "hermit", "philosopher")
TURNERS = ("fanggu", "snakecharmer")  # whose victims may lie all game (`madness.turned_evil`)
MADNESS = ("cerenovus", "mutant")


@dataclass(frozen=True)
class Freedom:
    """What the non-default option is, and the characters that make it possible."""

    description: str
    enabled_by: tuple[str, ...] | str = ANY


FREEDOMS: dict[str, Freedom] = {
    # registration (storyteller.register_char / register_evil, info.pair_info)
    "misregistration": Freedom("a player registers as other than they are",
                               ("recluse", "spy")),
    "recluse_registers_evil": Freedom("a Recluse registers as evil", ("recluse",)),
    "recluse_registers_as_minion": Freedom("a Recluse registers as a Minion", ("recluse",)),
    "recluse_registers_as_demon": Freedom("a Recluse registers as a Demon", ("recluse",)),
    "jinx_registers_evil_to_legion": Freedom(
        "a good Politician, Zealot or Magician registers as evil to Legion (jinxes)", ("legion",)),
    "magician_registers_evil": Freedom("a Magician registers as evil (Legion jinx)", ("legion",)),
    "spy_not_woken": Freedom("a Spy is not woken while the Poppy Grower has its ability (jinx)",
                             ("poppygrower",)),
    "spy_registers_good": Freedom("a Spy registers as good", ("spy",)),
    "spy_registers_as_townsfolk": Freedom("a Spy registers as a Townsfolk", ("spy",)),
    "spy_registers_as_outsider": Freedom("a Spy registers as an Outsider", ("spy",)),
    # information (storyteller.told)
    "false_info": Freedom("a holder whose ability does not work is told something made up",
                          (*DRUNK_MAKERS, *POISON_MAKERS, *BELIEVERS, "vortox")),
    "drunk_false_info": Freedom("a drunk holder (the Drunk too) is told something made up",
                                DRUNK_MAKERS),
    "poisoned_false_info": Freedom("a poisoned holder (or one a standing ability "
                                   "makes drunk) is told something made up", POISON_MAKERS),
    "believer_false_info": Freedom("a holder who only believes they have the ability (not the "
                                   "Drunk) is told something made up", BELIEVERS),
    "vortox_false_info": Freedom("information the Vortox makes false", ("vortox",)),
    "fibbin_false_info": Freedom("a good player is told anything, once per game", ("fibbin",)),
    "knaves_lie": Freedom("the lying Storyteller tells a player anything", ("knaves",)),
    "ventriloquist_spares": Freedom("an executed player mad as a fresh character lives",
                                    ("ventriloquist",)),
    "revolutionary_registers_falsely": Freedom(
        "one of the Revolutionary's pair registers as other than it is, once per game",
        ("revolutionary",)),
    # the loop and shared choices
    "self_nomination": Freedom("a player nominates themself"),
    "resurrection": Freedom("a dead player comes back to life (the case says `revived:`)",
                            ("shabaloth", "professor")),
    "madness_broken": Freedom("a mad player does not honour their madness", MADNESS),
    "madness_execution": Freedom("the Storyteller executes a player for breaking madness",
                                 MADNESS),
    "madness_claim": Freedom("a mad player claims another character all game", MADNESS),
    "turned_evil_lie": Freedom("a player turned evil lies about their whole game", TURNERS),
    # setup
    "godfather_removes_outsider": Freedom("the Godfather's -1 Outsider", ("godfather",)),
    "balloonist_adds_outsider": Freedom("the Balloonist's +1 Outsider", ("balloonist",)),
    "hermit_removes_outsider": Freedom("the Hermit's -1 Outsider (another goes)", ("hermit",)),
    "hermit_made_drunk": Freedom("a player made the Hermit mid-game is shown a Townsfolk "
                                 "(the Drunk's ability)", ("hermit",)),
    "hermit_removes_self": Freedom("the Hermit removes itself from play", ("hermit",)),
    # character abilities the Storyteller (or rarely the player) settles
    "demon_blocked_counted": Freedom(
        "a Mathematician counts the Demon whose kill another's ability stopped",
        ("monk", "soldier", "tealady", "innkeeper", "sailor", "mayor", "fool", "princess")),
    "sailor_failure_counted": Freedom(
        "a Mathematician counts a drunk or poisoned Sailor's death", ("sailor",)),
    "mayor_bounce": Freedom("another player dies instead of the attacked Mayor", ("mayor",)),
    "mayor_bounce_dead": Freedom("the Mayor's death goes to a dead player", ("mayor",)),
    "fanggu_bounce_jump": Freedom("an Outsider dying in an attacked Mayor's place becomes "
                                  "the Fang Gu", ("fanggu",)),
    "starpass_minion_choice": Freedom("the Imp's star-pass with two or more Minions to choose "
                                      "from", ("imp",)),
    "zombuul_apparent_death": Freedom("the Zombuul dies the first time and lives on",
                                      ("zombuul",)),
    "plaguedoctor_minion_gains": Freedom("a Minion gains the jinxed Minion ability the "
                                         "Storyteller would gain", ("plaguedoctor",)),
    "plaguedoctor_player_becomes": Freedom("a player becomes an Outsider (Baron), the "
                                           "Boomdandy, Evil Twin or Marionette instead of "
                                           "the Storyteller gaining it",
                                           ("plaguedoctor",)),
    "alchemist_shown_in_play": Freedom("the Alchemist is shown a jinxed Minion in play",
                                       ("alchemist",)),
    "pithag_makes_townsfolk": Freedom("the Pit-Hag makes a Townsfolk", ("pithag",)),
    "pithag_makes_outsider": Freedom("the Pit-Hag makes an Outsider", ("pithag",)),
    "pithag_makes_minion": Freedom("the Pit-Hag makes a Minion", ("pithag",)),
    "pithag_makes_demon": Freedom("the Pit-Hag makes a Demon", ("pithag",)),
    "rules_broken_info": Freedom("information with no legal answer made up (the Atheist)",
                                 ("atheist",)),
    "atheist_kill": Freedom("the Storyteller kills at night with no Demon, at any moment "
                            "(the Atheist)",
                            ("atheist",)),
    "po_last_choice_taken_on": Freedom("a new Po takes on the last choice of the Po "
                                       "before it (no-one, or a player)", ("po",)),
    "pukka_poison_taken_on": Freedom("a new Pukka takes on the player the Pukka before it "
                                     "poisoned (still poisoned, dies when it acts)", ("pukka",)),
    "summoner_pukka_on_night_2": Freedom("the Summoner summons a Pukka on night 2 (jinx)",
                                         ("summoner",)),
    "summoner_storyteller_summons": Freedom(
        "the Storyteller summons for a Summoner with no ability (jinx)", ("summoner",)),
    "summoner_arbitrary_death": Freedom(
        "a player dies the night a second living Demon is summoned (jinx)", ("summoner",)),
    "summoner_dead_zombuul": Freedom(
        "a dead player is summoned as the Zombuul, having died once (jinx)", ("summoner",)),
    "engineer_makes_minion": Freedom("the Engineer's choice changes the Minions", ("engineer",)),
    "engineer_makes_demon": Freedom("the Engineer's choice changes the Demon", ("engineer",)),
    "engineer_count_off": Freedom("the Engineer chose more or fewer Minions than there are "
                                  "Minion players", ("engineer",)),
    "engineer_dead_kept": Freedom("a dead Minion keeps their character through the "
                                  "Engineer's change", ("engineer",)),
    "princess_scapegoat_counts": Freedom(
        "a Scapegoat executed in the Princess's nominee's place counts as her nominee's "
        "execution", ("princess",)),
    "barista_twice": Freedom("the Barista makes a player's ability work twice", ("barista",)),
    "barista_step_twice": Freedom("a player's night step is played twice (the Barista)",
                                  ("barista",)),
    "pithag_damsel_elsewhere": Freedom("the Storyteller picks who the Pit-Hag's Damsel is",
                                       ("pithag",)),
    "pithag_arbitrary_death": Freedom("a player dies of a new Demon's arrival", ("pithag",)),
    "lleech_lives_on_mastermind": Freedom("the Lleech lives on without its ability, its "
                                          "host executed while the Mastermind lives",
                                          ("lleech",)),
    "philosopher_bountyhunter_evil": Freedom("a Townsfolk turns evil as a Philosopher "
                                             "gains the Bounty Hunter ability",
                                             ("philosopher",)),
    "philosopher_choice": Freedom("the Philosopher chooses a character", ("philosopher",)),
    "sailor_drunk_self": Freedom("the Sailor, not their choice, is drunk", ("sailor",)),
    "tinker_death": Freedom("the Tinker dies at the Storyteller's whim", ("tinker",)),
    "harlot_kill": Freedom("the Harlot and their choice both die", ("harlot",)),
    "hellslibrarian_kill": Freedom("the Hell's Librarian's silence is broken: a death",
                                   ("hellslibrarian",)),
    "angel_kill": Freedom("the Angel's penalty for a new player's death: a death", ("angel",)),
    "bigwig_kill": Freedom("a speaker for a nominee fails the Big Wig's madness and dies",
                           ("bigwig",)),
    "scapegoat_instead": Freedom("the Scapegoat is executed instead", ("scapegoat",)),
    "deviant_survives_exile": Freedom("the Deviant survives exile", ("deviant",)),
    "pacifist_spares": Freedom("an executed good player does not die", ("pacifist",)),
    "cannibal_pretends": Freedom("after an evil meal, the poisoned Cannibal thinks it gained "
                                 "an ability", ("cannibal",)),
    "cannibal_only_thinks": Freedom("a droisoned Cannibal only thinks it gained a good "
                                    "executee's ability", ("cannibal",)),
    "lilmonsta_no_death": Freedom("nobody dies of Lil' Monsta tonight", ("lilmonsta",)),
    "lilmonsta_plain_death": Freedom("Lil' Monsta's death is not a Demon attack",
                                     ("lilmonsta",)),
    "pithag_extra_villageidiot": Freedom("the Pit-Hag makes an extra Village Idiot (jinx)",
                                         ("pithag",)),
    "villageidiot_drunk_redrawn": Freedom("the drunk Village Idiot changes after the Pit-Hag's "
                                          "extra one (jinx)", ("pithag",)),
    "villageidiot_extra": Freedom("two or three Village Idiots (one of them drunk)",
                                  ("villageidiot",)),
    "chambermaid_counts_mathematician": Freedom(
        "a Chambermaid counts a Mathematician who will wake later tonight (jinx)",
        ("mathematician",)),
    "lunatic_attack_counted": Freedom("a Mathematician counts the Lunatic's attack (jinx)",
                                      ("lunatic",)),
    "lunatic_wake_counted": Freedom("the Lunatic's wake counts as one for their ability (a "
                                    "Chambermaid's)", ("lunatic",)),
    "doomsayer_survived": Freedom("the player the Doomsayer's call picked does not die",
                                  ("doomsayer",)),
    "riot_recluse": Freedom("a Recluse becomes Riot with the Minions", ("riot",)),
    "demon_pick_jinx": Freedom("the Leviathan or Riot picks a Sage, Ravenkeeper, Farmer or "
                               "Banshee (jinx)", ("leviathan", "riot")),
    "widow_droisoned_told": Freedom("a droisoned Widow's choice still tells a good player",
                                    ("widow",)),
}


def relevant(chars: list[str] | tuple[str, ...]) -> list[str]:
    """The freedoms some character of `chars` makes possible, in registry order."""
    here = set(chars)
    return [name for name, f in FREEDOMS.items()
            if f.enabled_by == ANY or here & set(f.enabled_by)]


def describe() -> str:
    """Every freedom with its description, one a line."""
    return "\n".join(f"{name}: {f.description}" for name, f in FREEDOMS.items())
