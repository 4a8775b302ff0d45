"""Artist: "Once per game, during the day, privately ask the Storyteller any
yes/no question."

The question is a STATEMENT about the game as it stands that day (the case
does not say when in the day it was asked, so it is read at dawn); the
Storyteller answers it honestly, and players register to it as to any ability
(a Spy may be answered as the Drunk, a Recluse as evil). Drunk or poisoned, the
answer may be anything. Once per game: a second question is no Artist's.
"""

from caselang.payloads import Flag, Record, Statement
from engine.rule import Rule
from engine.statements_eval import evaluate
from engine.terms import FALSE, negate


class Artist(Rule):
    id = "artist"
    ability = "Once per game, during the day, privately ask the Storyteller any yes/no question."
    payload = Record(question=Statement(), answer=Flag())
    payload_doc = "{question: STATEMENT, answer: yes/no}: the question asked and its answer"
    may_decline = True

    def wakes(self, w, seat, step):
        """Used while alive, and only once: an earlier question by this player spent it
        (unless they came back to life since)."""
        asked = w.case.uses_since_revival(seat, self.id, step.time)
        return FALSE if len(asked) > 1 else w.state.alive[seat]

    def info(self, w, seat, payload, step):
        question, answer = payload
        truth = evaluate(w, question, default="end", check=w.check())
        return truth if answer else negate(truth)


RULE = Artist()
