"""Nightwatchman: "Once per game, at night, choose a player: they learn you
are the Nightwatchman."

Seed 003: "The Nightwatchman player chooses which night to act"; the chosen
player "wakes, and learns which player the Nightwatchman is"; then "The
Nightwatchman loses their ability". On a night of their choosing a living
Nightwatchman (or a Drunk who believes they are one) chooses another player,
usually alive, and reports the choice; the use is spent whatever happens. If
the ability works, the chosen player is woken and shown them, and reports
`{night: N, nightwatchman: Q}` (under a working Vortox, which makes the
Townsfolk's information false, shown any other player); a drunk or poisoned
Nightwatchman's choice wakes nobody.

A holder who does not claim the Nightwatchman (a Cannibal who ate one) does
not report the choice: on their entry the `nightwatchman` key means they
were the one chosen.

Freedoms left out: the Nightwatchman never chooses themself (their own
report and the chosen player's would be the same line).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.4  # chance per night that an unspent Nightwatchman acts


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("nightwatchman") or not st.chance(g, USE):
        return
    seat.marks["nightwatchman"] = True
    t = st.pick(g, {s}, 0.9)
    if seat.claim == "nightwatchman":  # on anyone else the key means "I was chosen"
        g.report(s, "nightwatchman", g.name(t))
    g.chosen(s, "nightwatchman", t)
    if g.works(s, "nightwatchman"):
        shown = s
        if st.falsified(g, t, "nightwatchman", given=True):
            # Under the Vortox the chosen player is shown someone else.
            shown = g.rng.choice([i for i in range(g.n) if i != s])
            st.made_up(g, t, "nightwatchman", True)
        g.report(t, "nightwatchman", g.name(shown))


def anything(g: Game, s: int) -> Any:
    return g.name(st.pick(g, {s}))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant makes up one use, on some night."""
    seat = g.seats[s]
    if seat.marks.get("nightwatchman_bluffed") or not seat.alive_at("night", n):
        return False
    seat.marks["nightwatchman_bluffed"] = st.chance(g, USE)
    return seat.marks["nightwatchman_bluffed"]


def wakes(g: Game, s: int) -> bool:
    """Woken each night until the ability is used."""
    return g.alive(s) and not g.seats[s].marks.get("nightwatchman")
