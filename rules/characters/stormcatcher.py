"""Storm Catcher (Loric): "Name a good character. If in play, they can only
die by execution, but evil players learn which player it is."

The Storyteller announces the character as the game starts: recorded as the
event `{night: 1, stormcatcher: CHARACTER}` (a Townsfolk or an Outsider). If
a player starts as that character, they are stormcaught for the whole game
(the reminder stays on the player): the Demon's attack and every other
ability's kill cannot kill them; an execution can. What the evil players
learn (which player it is) binds nothing: evil players may say anything.
Not read: a player who becomes that character later (the night-1 mark
decides), and a death the case attributes to a Fabled's or Loric's penalty
(those are the Storyteller's word, not an ability's kill).
"""

from engine.rule import Rule
from engine.terms import FALSE
from facts.catalog import team


class StormCatcher(Rule):
    id = "stormcatcher"
    ability = ("Name a good character. If in play, they can only die by execution, but evil "
               "players learn which player it is.")
    constrains = ("the player who starts as the named good character dies only by "
                  "execution; what the evil players learn is not read")
    names_character = True

    def setup(self, w):
        named = [e for e in w.case.events if e.kind == self.id]
        if self.id not in w.case.fabled or not named:
            return
        e = named[0]
        if len(named) > 1 or e.fields or e.time.kind != "night" or e.time.n != 1:
            w.fail((named[1] if len(named) > 1 else e).where,
                   "expected one {night: 1, stormcatcher: CHARACTER}")
        if team(e.subject) not in ("townsfolk", "outsider"):
            w.fail(e.where, f"expected a good character (a Townsfolk or an Outsider), got "
                            f"{e.subject} (a {team(e.subject)})")
        w.memo[self.id] = [w.is_(s, e.subject, w.start_state) if s in w.bag_seats else FALSE
                           for s in range(w.n)]

    def safe_from_demon(self, w, seat):
        return w.memo.get(self.id, [FALSE] * w.n)[seat]

    def cannot_die(self, w, seat, cause):
        return FALSE if cause == "execution" else self.safe_from_demon(w, seat)

    def night_event(self, w, event):
        """Read at setup."""


RULE = StormCatcher()
