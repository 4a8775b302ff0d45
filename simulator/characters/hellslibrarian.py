"""Hell's Librarian (Fabled): "Something bad might happen to whoever talks
when the Storyteller has asked for silence."

Storyteller's judgement: who talked and what befalls them is free; the
mechanical part is the penalty, of the kinds the almanac recommends. Now
and then by day a living player is punished: they die (`{day: N, died: P,
by: hellslibrarian}`) or lose their ability until dusk (`{day: N,
hellslibrarian: P, lost: ability}`: poisoned until dusk).

Freedoms left out: the "may not vote for a day" penalty (the loop's voting
has no per-player ban), madness, and penalties by night.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st

if TYPE_CHECKING:
    from simulator.loop import Game


def day(g: Game, s: None) -> None:
    st.penalty(g, "hellslibrarian")
