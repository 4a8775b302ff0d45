"""Apprentice (Traveller): "On your 1st night, you gain a Townsfolk ability
(if good), or a Minion ability (if evil)."

On their first night (night 1 at its step, before every other; a joiner's
first night is the one they joined at or the one after the day they joined,
before every other step), a living Apprentice gains the
ability of a Townsfolk on the script if good, of a Minion on the script if
evil ("Only abilities listed on the character sheet may be gained"), in
play or not, and reports it (`{night: 1, apprentice: char}`); they keep it
until they die and stay the Apprentice (detected as the Apprentice). The
gained ability acts at its own steps from that night on ("they may act that
night"), its reports under its own key; a "you start knowing" ability
gained after night 1 acts once, late that night ("it functions on the
Apprentice's first night instead").

Freedoms left out: a drunk or poisoned Apprentice who only thinks they
gained it (nothing droisons before the Apprentice's step on night 1); the
Summoner's and the Marionette's abilities are not given, and a gained
Xaan's night is not counted (their setup-time parts never happened).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator.game import night_positions

if TYPE_CHECKING:
    from simulator.loop import Game

NOT_GIVEN = ("summoner", "marionette", "xaan")


def options(g: Game, s: int) -> list[str]:
    team = "minion" if g.seats[s].evil else "townsfolk"
    return [c for c in g.script.of(team) if c not in NOT_GIVEN]


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("apprentice") or not g.alive(s) or "apprentice" not in seat.abilities():
        return
    seat.marks["apprentice"] = True
    pool = options(g, s)
    if not pool:
        return
    c = g.rng.choice(pool)
    seat.gained.append(c)
    g.note(apprentice=seat.name, gains=c)
    g.report(s, "apprentice", c)
    first, other = night_positions().get(c, (0, 0))
    if g.night > 1 and first and not other:
        g.late.append((s, c))


def anything(g: Game, s: int) -> Any:
    return g.rng.choice(options(g, s) or g.script.seated())


def wakes(g: Game, s: int) -> bool:
    """Woken on their first night only, to learn the ability gained."""
    return g.alive(s) and not g.seats[s].marks.get("apprentice")
