"""Preacher: "Each night, choose a player: a Minion, if chosen, learns this. All
chosen Minions have no ability."

Five players; `you: A` is the Preacher; B claims the Chef or the Empath, C-E
claim Townsfolk; the evil pair is an Imp and a Poisoner (or a Scarlet Woman).
"""

from __future__ import annotations

from helpers import table, worlds

SCRIPT = ("[preacher, chef, empath, investigator, washerwoman, librarian, imp, poisoner, "
          "scarletwoman]")


def case(a_info: str, b_row: str, events: str = "[]") -> str:
    seats = [f"{{name: A, claim: preacher, info: {a_info}}}", b_row, "C:investigator",
             "D:washerwoman", "E:librarian"]
    return table(SCRIPT, seats, "[imp, poisoner, scarletwoman]", "3/0/1/1", events)


# B's Chef 2 cannot be true with two evil players: B good was poisoned (or B is evil).
CHEF = "{name: B, claim: chef, info: [{night: 1, chef: 2}]}"


def poisoned_by_c(got: set[tuple[str, ...]]) -> bool:
    """Some world has C the Poisoner and B the (good) Chef or Empath it claims."""
    return any(w[1] in ("chef", "empath") and w[2] == "poisoner" for w in got)


def test_a_chosen_minion_has_no_ability() -> None:
    """You chose C on night 1, before the Poisoner acts: a Poisoner C has no
    ability, so B cannot be a good Chef poisoned by C. Choosing D instead leaves
    that world."""
    assert poisoned_by_c(worlds(case("[{night: 1, preacher: D}]", CHEF)))
    got = worlds(case("[{night: 1, preacher: C}]", CHEF))
    assert got and not poisoned_by_c(got)


# B's Empath 0 on night 2 with C (and A, or E once A is dead) as B's living
# neighbours: false if C is the Poisoner.
EMPATH = "{name: B, claim: empath, info: [{night: 2, empath: 0}]}"


def test_the_minion_regains_its_ability_when_the_preacher_dies() -> None:
    """You chose C on nights 1 and 2 while alive: a Poisoner C cannot have made
    B's Empath 0 false. You chose C on night 1 and were executed on day 1: C has
    its ability again on night 2 and may have poisoned B."""
    alive = worlds(case("[{night: 1, preacher: C}, {night: 2, preacher: C}]", EMPATH,
                        "[{night: 2, died: D}]"))
    assert alive and not poisoned_by_c(alive)
    dead = worlds(case("[{night: 1, preacher: C}]", EMPATH,
                       "[{day: 1, executed: A}, {night: 2, died: D}]"))
    assert poisoned_by_c(dead)
