"""Juggler: "On your 1st day, publicly guess up to 5 players' characters. That
night, you learn how many you got correct."

The guesses are public, so a player's reported guesses happened whoever they
are; only a Juggler on their first day as the Juggler (day 1 for one who
started so) may make them, and is woken that night (having guessed zero or
more). A guess is correct if the player registers as that character when the
guess is made (read at dawn of that day: a Recluse may count as a guessed
Demon, a Spy as a Townsfolk); a player may be guessed more than once, and each
guess is a detection of its own (one registration for all of them under the
rule `one_registration_per_reading`). Only the
Juggler's sobriety that night matters: guesses made while drunk or poisoned
still get a true count from a sober and healthy Juggler. A Juggler brought
back to life may, in the Storyteller's reading, have a "1st day" again: the
first day after the revival (case `sim/random-s33-g0029-...`, a Juggler dead
before her first day).
"""

from caselang.case import Time
from caselang.payloads import Either, Guesses, Number
from engine.rule import Rule
from engine.statements_eval import at_state, state_at
from engine.terms import FALSE, TRUE, all_of, any_of, count_is, negate


class Juggler(Rule):
    id = "juggler"
    ability = ("On your 1st day, publicly guess up to 5 players' characters. "
               "That night, you learn how many you got correct.")
    payload = Either(Guesses(5), Number(0, 5))
    payload_doc = ("{P: character_id, ...} (or [[P, character_id], ...]) on a day: up to 5 "
                   "public guesses; N on the following night: how many were correct")
    wakes_on = "other"

    @staticmethod
    def guesses(w, seat: int, day: int) -> list[tuple[str, str]]:
        return [g for i in w.case.players[seat].info
                if i.ability == "juggler" and i.time == Time("day", day)
                and isinstance(i.payload, tuple) for g in i.payload]

    def learns(self, step):
        return step.time.kind == "night"

    def first_day(self, w, seat: int, day: int):
        """Day `day` is the seat's first day with the Juggler's ability (as they
        believe), or, in the Storyteller's reading, their first day back to life
        (`revived_first_day`)."""
        back = self.revived_first_day(w, seat, day)
        if day == 1:
            return w.believes_ability(seat, self.id, state_at(w, Time("night", 1)))
        return any_of([back, all_of([
            w.believes_ability(seat, self.id, state_at(w, Time("night", day))),
            negate(w.believes_ability(seat, self.id, state_at(w, Time("night", day - 1))))])])

    def revived_first_day(self, w, seat: int, day: int):
        """The seat came back to life on night `day` as a Juggler: it "regains their
        ability, even a 'once per game' ability already used" (Professor,
        Shabaloth), and whether day `day` is a "1st day" again no text says, so
        the Storyteller's reading, per revival (a player who died before their
        first day may juggle on their first day alive)."""
        name = w.names[seat]
        if not any(e.kind == "revived" and e.subject == name and e.time == Time("night", day)
                   for e in w.case.events):
            return FALSE
        return all_of([w.free_choice(f"juggler_regained_{seat}_d{day}"),
                       w.believes_ability(seat, self.id, state_at(w, Time("night", day)))])

    def wakes(self, w, seat, step):
        n = step.time.n
        alive = w.state.alive[seat]
        if step.time.kind == "day":
            return all_of([alive, self.first_day(w, seat, n)])
        return all_of([alive, self.first_day(w, seat, n - 1)])

    def info(self, w, seat, payload, step):
        if step.time.kind == "day":
            if not isinstance(payload, tuple):
                w.fail("juggler", f"a Juggler's day entry is the guesses, got {payload!r}")
            return TRUE
        if isinstance(payload, tuple):
            w.fail("juggler", "a Juggler's night entry is a number of correct guesses")
        guesses = self.guesses(w, seat, step.time.n - 1)
        with at_state(w, state_at(w, Time("night", step.time.n - 1))):
            check = w.check()  # each guess is a detection of its own
            correct = [check.detection().is_char(w.seat(p), c) for p, c in guesses]
        return count_is([x for x in correct], payload) if correct else \
            (TRUE if payload == 0 else FALSE)


RULE = Juggler()
