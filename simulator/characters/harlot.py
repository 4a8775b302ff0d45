"""Harlot (Traveller): "Each night*, choose a living player: if they agree,
you learn their character, but you both might die."

Each night but the first a living Harlot chooses a living player (rarely
themself). The player agrees or not (their own choice, drawn); if they
agree, the Harlot learns their character as it registers, and "the
Storyteller may decide that both this player and the Harlot die tonight"
(both or neither; a drunk or poisoned Harlot's choice kills nobody and may
show a false character). Reports: `{night: N, harlot: [P, char]}` (agreed)
or `{night: N, harlot: P}` (refused).

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

AGREE = 0.5
KILL = 0.25
SELF = 0.03


def night(g: Game, s: int) -> None:
    if g.night == 1 or not g.alive(s):
        return
    living = [i for i in g.alive_seats() if i != s]
    p = s if not living or st.chance(g, SELF) else g.rng.choice(living)
    g.chosen(s, "harlot", p)
    if not st.chance(g, AGREE):
        g.report(s, "harlot", g.name(p))
        return
    shown = st.told(g, s, "harlot", lambda: [g.name(p), st.register_char(g, p)])
    g.report(s, "harlot", [g.name(p), shown[1]])
    if (g.works(s, "harlot") and st.chance(g, KILL) and g.may_die(p, "harlot")
            and g.may_die(s, "harlot")):
        g.note(harlot_kills=[g.name(p), g.name(s)])
        g.freedom("harlot_kill")
        g.kill(p, "harlot")
        g.kill(s, "harlot")


def anything(g: Game, s: int) -> Any:
    return [g.name(g.rng.randrange(g.n)), g.rng.choice(g.script.seated())]
