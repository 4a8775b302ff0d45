"""Revolutionary (Fabled): "2 neighboring players are known to be the same
alignment. Once per game, 1 of them registers falsely."

The Storyteller announces the pair as the game starts: recorded as the event
`{night: 1, revolutionary: P, with: Q}` (P and Q sit next to each other;
Travellers between them may be skipped, as for every seating rule). They
start the game with the same alignment, both good or both evil; a later
change of alignment is not read against it. Without the event the pair is
unknown: some two neighbours of the same starting alignment, the
Storyteller's choice.

"Registers falsely": once in the game, to one detection by any ability (one
reading: a count, a yes/no, a character shown), one of the two may register
as anything, any alignment and any character (the Storyteller's choice, as
for a Spy or Recluse, but without their ability and whatever droisons them);
whether and when is free. Not read: the Storyteller's reasons for choosing
the pair.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, exactly_one, implies, is_const, negate


class Revolutionary(Rule):
    id = "revolutionary"
    event_keys = ("with",)
    ability = ("2 neighboring players are known to be the same alignment. Once per game, "
               "1 of them registers falsely.")
    constrains = ("the announced neighbours start with the same alignment; once per game one "
                  "of them may register as anything to one detection")

    def announced(self, w) -> list:
        return [e for e in w.case.events if e.kind == self.id]

    def setup(self, w):
        if self.id not in w.case.fabled:
            return
        events = self.announced(w)
        if len(events) > 1:
            w.fail(events[1].where, "expected the Revolutionary's pair announced once")
        if events:
            e = events[0]
            p, q = w.seat(e.subject), w.seat(e.fields.get("with") or e.subject)
            if set(e.fields) != {"with"} or q not in w.beside(p):
                w.fail(e.where, "expected {night: 1, revolutionary: P, with: Q} (P and Q "
                                "neighbours)")
            pairs = {(p, q): TRUE}
        else:
            options = sorted({tuple(sorted((s, t))) for s in range(w.n) for t in w.beside(s)})
            picks = [w.fresh(f"revolutionary_pair_{s}_{t}") for s, t in options]
            w.add(exactly_one(picks))
            pairs = dict(zip(options, picks))
        evil = w.start_state.evil
        for (s, t), chosen in pairs.items():
            w.add(implies(chosen, evil[s] == evil[t]))
        w.memo[self.id] = {s: any_of([c for pair, c in pairs.items() if s in pair])
                           for s in range(w.n)}
        w.memo[(self.id, "used")] = FALSE

    def registers_falsely(self, w, seat, check):
        in_pair = w.memo.get(self.id, {}).get(seat, FALSE)
        if is_const(in_pair, False):
            return FALSE
        key = (self.id, seat)
        if key not in check.cache:
            use = w.fresh(f"revolutionary_registers_{seat}")
            used = w.memo[(self.id, "used")]
            w.add(implies(use, negate(used)))  # once per game, for either of them
            w.memo[(self.id, "used")] = any_of([used, use])
            check.cache[key] = all_of([use, in_pair])
        return check.cache[key]

    def night_event(self, w, event):
        """Read at setup."""

    def day_action(self, w, event):
        """Read at setup."""


RULE = Revolutionary()
