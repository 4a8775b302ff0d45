"""Amnesiac: "You do not know what your ability is. Each day, privately guess
what it is: you learn how accurate you are."

Rulings (almanac): "The Storyteller decides what the Amnesiac's ability is. It
may be the same ability as another character ..., something similar, or
something original. The Amnesiac may wake at any time during the night to
learn information or to choose a player, or their ability may be passive."
Each day's guess is answered "cold", "warm", "hot" or "bingo".
So the holder may report anything, by day (`{day: N, amnesiac: [GUESS,
ANSWER]}` or any other form) or by night (`{night: N, amnesiac: ...}`, what
they were shown or chose): no report constrains a world, since some invented
ability makes it true (and the answer to a guess is about that invented
ability). Mechanical: the Amnesiac is a Townsfolk in play under the standard
setup; by night it may or may not have woken (the Storyteller's invention: a
Chambermaid counting it sees either), at any moment of the night ("may wake
at any time during the night"), so also before a change of character or a
death earlier that night; a holder who died during the night may have woken
before dying, so their report of that night stands.
Not modelled: what the invented ability might do to others (protect, kill,
droison, change a character): the solver cannot enumerate invented
abilities, so a world that only such an effect would explain is missed.
"""

from engine.rule import Rule
from engine.terms import all_of, any_of


class Amnesiac(Rule):
    id = "amnesiac"
    ability = ("You do not know what your ability is. Each day, privately guess what it "
               "is: you learn how accurate you are.")
    payload_doc = "anything: the guess and answer by day, or what was shown or chosen by night"
    constrains = ("reports constrain nothing (an invented ability); woken at night or not, "
                  "as the Storyteller invents; its effects on other players are not modelled")
    wakes_on = "each"
    wakes_anytime = True

    def wakes(self, w, seat, step):
        """By night, woken only if the invented ability wakes them tonight (a free
        choice), at any moment they were alive: a holder who died later that
        night may have woken first (a report from them stands); by day, a guess
        is made while alive."""
        if step.time.kind == "day":
            return w.ability_alive(seat)
        alive = any_of([w.dusk_alive[seat], w.ability_alive(seat)])
        return all_of([alive, w.woke_freely(self.id, seat, step)])


RULE = Amnesiac()
