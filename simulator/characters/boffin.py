"""Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good
character's ability. You both know which."

At setup the Storyteller picks a good character of the script that no seat
holds (never the Drunk, who only thinks they are a Townsfolk). While a
Boffin has its ability and is sober and healthy, every Demon holds that
ability besides its own (`Seat.gained`: it acts, wakes and reacts as that
character would), and it works even while the Demon is drunk or poisoned
(`grant_works`); a dead or droisoned Boffin gives nothing, and a new Demon
(a star-pass) gets it. The Boffin wakes on the first night to learn it
(nothing reported). Official jinxes: never the Drunk, the Heretic, the
Ogre or the Politician. Jinx (Village Idiot): "If there is a spare token,
the Boffin can give the Demon the Village Idiot ability": with one or two
Village Idiots in play it may be picked too.

Freedoms left out: the Storyteller never picks a character whose ability
changes the setup (its bracket text: the bag is drawn before the pick).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from facts.catalog import catalog
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

BELIEVES_OTHER = ("drunk",)  # no ability of its own to give: it believes it is another
NEVER_GIVEN = ("heretic", "ogre", "politician")  # the jinxes: "The Demon cannot have ..."


def setup_seat(g: Game, s: int) -> None:
    """The Boffin's pick, or an Alchemist's shown the Boffin (alchemist.py)."""
    if "boffin" not in g.seats[s].abilities() or "boffin" in g.marks:
        return
    held = {x.char for x in g.seats}
    options = [c for c in g.script.good() if c not in held and c not in BELIEVES_OTHER
               and not (c in NEVER_GIVEN and g.jinxed("boffin", c)) and not catalog()[c].setup]
    idiots = sum(x.char == "villageidiot" for x in g.seats)
    if g.jinxed("boffin", "villageidiot") and 1 <= idiots <= 2:
        options.append("villageidiot")  # in play (its setup done), a spare token
    if not options:
        raise Unplayable("no good character out of play for the Boffin")
    g.marks["boffin"] = g.rng.choice(options)
    _grant(g)


def _working(g: Game) -> bool:
    """Some Boffin has its ability and is sober and healthy."""
    return any("boffin" in x.abilities() and g.has_ability(i) and not g.droisoned(i)
               for i, x in enumerate(g.seats))


def _grant(g: Game) -> None:
    """Every Demon holds the Boffin's pick while a Boffin works; nobody else."""
    char = g.marks.get("boffin")
    if char is None:
        return
    working = _working(g)
    given = set(g.marks.get("boffin_to", ()))
    for i, x in enumerate(g.seats):
        demon = working and g.team(x.char) == "demon"
        if demon and char not in x.gained:
            x.gained.append(char)
            given.add(i)
            g.note(boffin_gives=char, to=x.name)
        elif not demon and i in given:
            x.gained = [c for c in x.gained if c != char]
            given.discard(i)
            g.note(boffin_takes=char, taken_from=x.name)
    g.marks["boffin_to"] = sorted(given)


def grant_works(g: Game, holder: int, s: int, char: str) -> bool | None:
    if char != g.marks.get("boffin") or s not in g.marks.get("boffin_to", ()):
        return None
    return _working(g)


def before_step(g: Game, s: int, char: str) -> None:
    _grant(g)


def at_dawn(g: Game, s: int) -> None:
    _grant(g)


def at_dusk(g: Game, s: int) -> None:
    _grant(g)


def on_any_death(g: Game, holder: int, dead: int, cause: str, alive_before: int) -> None:
    _grant(g)
