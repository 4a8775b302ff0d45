"""Pit-Hag: "Each night*, choose a player & a character they become (if
not-in-play). If a Demon is made, deaths tonight are arbitrary."

Not on the first night. The Pit-Hag (alive, or a dead Minion keeping the
ability) chooses any player, themself too, alive or dead, and any character
of the script (often a Demon). If no one is that character the player
becomes it, keeping their alignment and learning it (a good player lists
the change); a Demon made (a new one, or the Demon into another) brings
arbitrary deaths: the Storyteller kills 0 to 2 players at once, and every
Demon still attacks. A drunk or poisoned Pit-Hag changes nobody; a change it
would have made is counted by a Mathematician. Jinx (Village Idiot): "If
there is a spare token, the Pit-Hag can create an extra Village Idiot. If
so, the drunk Village Idiot might change": with one or two Village Idiots in
play, choosing it sometimes makes one more (a spare token, drawn), and then
which one is drunk is sometimes drawn again (`villageidiot._redraw_drunk`).

Official jinx (Damsel): "If the Pit-Hag creates a Damsel, the Storyteller
chooses which player it is": a Damsel made goes to a player the Storyteller
picks at random (the chosen one among them).

Official jinx (Heretic): a change that would put the Heretic and a jinxed
partner in play at once does nothing, as for a character in play. Official
jinxes (Cult Leader, Goon, Ogre, Politician): an evil player made one cannot
turn good through its own ability (`simulator.staysevil`).

Jinx (Leviathan): "The Leviathan cannot enter play after day 5": from night
6 on, choosing the Leviathan changes nobody, as if it were in play.

Freedoms left out (the solver fixes the twins by seat): the Evil Twin is
never changed and never made; a dead Minion the Vigormortis keeps is never
changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import staysevil
from simulator.characters import villageidiot

if TYPE_CHECKING:
    from simulator.loop import Game

SPARE = 0.5  # a spare Village Idiot token (the jinx)

DEMON = 0.3
LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5
ARBITRARY_DEATHS = (0, 0, 1, 1, 2)


def night(g: Game, s: int) -> None:
    if g.night < 2 or not g.has_ability(s):
        return
    kept = g.marks.get("vigormortis", {})
    pool = [i for i, x in enumerate(g.seats)
            if x.char != "eviltwin" and i not in kept and not x.traveller]
    chars = [c for c in g.script.bag() if c != "eviltwin"]
    demons = [c for c in chars if g.team(c) == "demon"]
    c = g.rng.choice(demons if g.rng.random() < DEMON else chars)
    t = g.rng.choice(pool)
    g.chosen(s, "pithag", t)
    in_play = g.in_play(c) or any(g.call(x, "keeps_out", c, t) for x in g.script.chars) \
        or (c == "leviathan" and g.night > LEVIATHAN_DAYS and g.jinxed("pithag", "leviathan"))
    works = g.works(s, "pithag")
    g.note(pithag=g.name(s), chooses=g.name(t), char=c, in_play=in_play, works=works)
    extra = (in_play and c == "villageidiot" and g.seats[t].char != c
             and g.jinxed("pithag", c) and c in g.script.chars
             and sum(x.char == c for x in g.seats) <= 2 and g.rng.random() < SPARE)
    if in_play and not extra:
        return
    if not works:
        g.malfunction(s, "pithag")
        return
    if c == "damsel" and g.jinxed("pithag", "damsel"):
        t = g.rng.choice(pool)
        g.note(storyteller_picks_damsel=g.name(t))
        g.freedom("pithag_damsel_elsewhere")
    g.become(t, c)
    staysevil.record_made(g, t, c)
    g.freedom(f"pithag_makes_{g.team(c)}")
    if extra:
        g.freedom("pithag_extra_villageidiot")
        villageidiot._redraw_drunk(g)
    g.changed_tonight.discard(t)  # acts with the new ability from its next step on
    if g.team(c) == "demon":
        living = g.alive_seats()
        for k in g.rng.sample(living, min(len(living), g.rng.choice(ARBITRARY_DEATHS))):
            g.note(arbitrary_death=g.name(k))
            g.freedom("pithag_arbitrary_death")
            g.kill(k, "pithag")
