"""Deviant (Traveller): "If you were funny today, you cannot die by exile."
(The seed prints it in Korean: "If you brought laughter today, you cannot die
by exile.")

Constrains: an exile that did not kill (`{day: N, exiled: P, died: false}`) is
allowed only for a Deviant whose ability works (sober and healthy): nobody
else survives an exile, and a drunk or poisoned Deviant's exile kills them.
Not constrained: whether they were funny, which is the Storyteller's judgement
(free), so an exiled Deviant may die or not.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of


class Deviant(Rule):
    id = "deviant"
    ability = "If you were funny today, you cannot die by exile."
    payload_doc = ("event {day: N, exiled: P, died: false}: only a working Deviant survives "
                   "an exile; whether they were funny is not judged")

    def cannot_die(self, w, seat, cause):
        if cause != "exile":
            return FALSE
        return all_of([w.state.alive[seat], w.functioning(seat, self.id)])


RULE = Deviant()
