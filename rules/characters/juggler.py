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
before her first day). A Juggler executed on their first day who has the
ability back that night (a Bone Collector's choice) learns the count.

Official jinx (Cannibal): "If the Juggler guesses on their first day and dies
by execution, tonight the living Cannibal learns how many guesses the
Juggler got correct." A living Cannibal holding the Juggler's ability (it
ate that Juggler) is woken the night after and its count is of the eaten
Juggler's guesses; its own first day with the ability is the next one, as
for any ability gained.
"""

from caselang.case import Time
from caselang.payloads import Either, Guesses, Number
from engine.rule import Rule
from engine.statements_eval import at_state, state_at
from engine.terms import FALSE, TRUE, all_of, any_of, count_is, if_then_else, negate


class Juggler(Rule):
    id = "juggler"
    ability = ("On your 1st day, publicly guess up to 5 players' characters. "
               "That night, you learn how many you got correct.")
    payload = Either(Guesses(5), Number(0, 5))
    payload_doc = ("{P: character_id, ...} (or [[P, character_id], ...]) on a day: up to 5 "
                   "public guesses; N on the following night: how many were correct")
    wakes_on = "other"
    jinxes = ("cannibal",)

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
        alive = w.ability_alive(seat)
        if step.time.kind == "day":
            return all_of([alive, self.first_day(w, seat, n)])
        eaten = self.eaten(w, seat, n - 1)
        return all_of([alive, any_of([self.first_day(w, seat, n - 1),
                                      eaten[1] if eaten else FALSE])])

    def eaten(self, w, seat: int, day: int):
        """The Cannibal jinx: (the guesses of, the condition that `seat` learns
        them tonight), for a player who guessed on `day`, their first day, and
        died by execution that day, while `seat` is a Cannibal holding the
        Juggler's ability; None if there is no such player."""
        if not w.jinxed(self.id, "cannibal"):
            return None
        for e in w.case.events:
            if (e.time != Time("day", day) or e.kind != "executed"
                    or e.fields.get("died", True) is False):
                continue
            t = w.seat(e.subject)
            guesses = self.guesses(w, t, day) if t != seat else []
            if guesses:
                learns = all_of([w.is_(seat, "cannibal"), w.has_ability(seat, self.id),
                                 self.first_day(w, t, day)])
                return guesses, learns
        return None

    def info(self, w, seat, payload, step):
        if step.time.kind == "day":
            if not isinstance(payload, tuple):
                w.fail("juggler", f"a Juggler's day entry is the guesses, got {payload!r}")
            return TRUE
        if isinstance(payload, tuple):
            w.fail("juggler", "a Juggler's night entry is a number of correct guesses")
        day = step.time.n - 1
        own = self.count(w, self.guesses(w, seat, day), payload, day)
        eaten = self.eaten(w, seat, day)
        if eaten is None:
            return own
        return if_then_else(eaten[1], self.count(w, eaten[0], payload, day), own)

    @staticmethod
    def count(w, guesses, payload, day):
        """`payload` of the guesses made on `day` were correct."""
        with at_state(w, state_at(w, Time("night", day))):
            check = w.check()  # each guess is a detection of its own
            correct = [check.detection().is_char(w.seat(p), c) for p, c in guesses]
        return count_is([x for x in correct], payload) if correct else \
            (TRUE if payload == 0 else FALSE)


RULE = Juggler()
