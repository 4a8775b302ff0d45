"""Hell's Librarian (Fabled): "Something bad might happen to whoever talks when
the Storyteller has asked for silence."

Almanac (seed 000): "the 'something bad' that might happen is up to you.
However, it is recommended to either make the penalty that the player dies,
that the player loses their ability for a day, or that the player may not
vote for a day"; How to Run: "they are now poisoned, or mad, or can't vote
today". The penalty is the Storyteller's to choose and the player is told of
it, so the case records it:
- `{day: N, died: P, by: hellslibrarian}`: P died by day for talking. With the
  Hell's Librarian in play, a day death recorded without `by` may be this too
  (the Storyteller needs no character's ability for it, so nothing protects P).
- `{day: N, hellslibrarian: P, lost: ability}`: P is poisoned from then until
  dusk ("loses their ability for a day").
- `{day: N, hellslibrarian: P, lost: vote}`: P may not vote today; votes
  constrain nothing else, so this is accepted and changes nothing.
Not modelled: a night death, madness, or a penalty the case does not record
(each would let any player be anything, so the case must say so).
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE
from engine.world import Effect

PENALTIES = ("ability", "vote")


class HellsLibrarian(Rule):
    id = "hellslibrarian"
    event_keys = ("lost",)
    ability = ("Something bad might happen to whoever talks when the Storyteller "
               "has asked for silence.")

    def setup(self, w):
        for e in w.case.events:  # a night's event of this kind never reaches day_action
            if e.kind == self.id and e.time.kind != "day":
                self.day_action(w, e)

    def explains_day_death(self, w, event):
        return TRUE if event.fields.get("by") in (None, self.id) else None

    def day_action(self, w, event):
        """`{day: N, <id>: P, lost: ability|vote}` (this Fabled's id)."""
        lost = event.fields.get("lost")
        if event.time.kind != "day" or set(event.fields) != {"lost"} or lost not in PENALTIES:
            w.fail(event.where, f"expected {{day: N, {self.id}: P, lost: ability}} or "
                                f"lost: vote (a death is {{day: N, died: P, by: {self.id}}})")
        if lost == "ability":
            seat = w.seat(event.subject)
            target = [TRUE if s == seat else FALSE for s in range(w.n)]
            w.add_effect(Effect("poisoned", [TRUE] * w.n, target, holder=None,
                                until=event.time.n))


RULE = HellsLibrarian()
