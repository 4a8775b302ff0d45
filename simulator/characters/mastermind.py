"""Mastermind: "If the Demon dies by execution (ending the game), play for 1
more day. If a player is then executed, their team loses."

If an executed Demon dies and the game would end for it, while the
Mastermind is alive, sober and healthy, the game goes on through that night
and the next day (`suspends_game_end`, even with two players left; the dead Demon
does not act). That day ends the game either way: at an execution (the
executee's team loses, alive or dead, died or not) or at dusk (good wins),
so its record stops there (`g.final`). A Zombuul's apparent death ends
nothing, so it sets nothing off; its real death by execution does.

Official jinx (Vigormortis): a dead Mastermind the executed Vigormortis
kept its ability keeps it through the Vigormortis's death, and sets the
extra day off.

Official jinx (Al-Hadikhia): an executed Al-Hadikhia's Mastermind night is
the last phase (its three choices end the game at dawn): no extra day.

Freedoms left out: none known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator.game import order_of

if TYPE_CHECKING:
    from simulator.loop import Game


def suspends_game_end(g: Game, s: int, reason: str) -> bool:
    day = g.marks.get("mastermind")
    if day is not None:
        return order_of(*g.phase) <= order_of("day", day)
    t = g.executed_today
    if (g.phase[0] == "day" and reason.startswith("good") and t is not None
            and g.team(g.seats[t].char) == "demon" and not g.alive(t)
            and not g.seats[t].lives_on
            and (g.alive(s) or _kept_by(g, s, t)) and g.works(s, "mastermind")):
        g.marks["mastermind"] = g.day + 1
        g.note(mastermind=g.name(s), extra_day=g.day + 1)
        if g.seats[t].char == "alhadikhia" and g.jinxed("mastermind", "alhadikhia"):
            g.marks["mastermind_night_only"] = True
        return True
    return False


def _kept_by(g: Game, s: int, t: int) -> bool:
    """The jinx: the Vigormortis executed (seat `t`) had killed this Mastermind,
    who keeps its ability through that death."""
    return (g.jinxed("mastermind", "vigormortis") and g.seats[t].char == "vigormortis"
            and g.marks.get("vigormortis", {}).get(s) == t)


def before_step(g: Game, s: int, char: str) -> None:
    """The Al-Hadikhia jinx: the game ends at dawn after the execution night."""
    if char == "dawn" and g.marks.get("mastermind_night_only") \
            and g.marks.get("mastermind") == g.night:
        g.final = "the Al-Hadikhia's three choices end the game at dawn (Mastermind jinx)"


def at_dusk(g: Game, s: int) -> None:
    if g.marks.get("mastermind") != g.day:
        return
    t = g.executed_today
    if t is not None:
        g.end(f"{'good' if g.seats[t].evil else 'evil'} wins: executed on the Mastermind's day")
    else:
        g.final = "good wins at dusk of the Mastermind's extra day"
