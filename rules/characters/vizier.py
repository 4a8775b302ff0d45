"""Vizier: "All players know you are the Vizier. You cannot die during the day. If
good voted, you may choose to execute immediately."

The first night's announcement is a public night event `{night: 1, vizier:
P}`: P is the Vizier (announced, not woken: who woke tonight does not count
it). A case may leave it out; under `rules: {announcements_complete: true}`
a first night without it had no working Vizier. By day a Vizier whose
ability works cannot die: executed, it lives (`{day: N, executed: P, died:
false}`), and no ability kills it by day; an executed player who died was
not one. Its immediate execution after a vote with a good voter is an
ordinary execution (the solver checks no vote tallies), so it removes no
world. Left open: whether any good player voted.

Official jinxes: Courtier and Preacher, "A Vizier that loses its ability
learns so, and cannot die by day": with either on the script, a Vizier
drunk, poisoned or silenced still cannot die by day (what it learns is no
case fact). Lil' Monsta, "A Vizier babysitting Lil' Monsta dies when
executed": executed while babysitting, it dies (its other day deaths are
still stopped).

Investigator, Al-Saahir: "The Storyteller doesn't declare the Vizier is in
play": with either on the script there is no first-night announcement, so
even under `announcements_complete` a first night without one says nothing
(an announcement a case lists still names the Vizier). Politician, Zealot:
"The Politician [the Zealot] might register as evil to the Vizier": whether
a good player voted is not checked here (see above), so a vote whose only
good voter registered as evil, which the Vizier could not act on, removes
no world either; nothing to encode.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Vizier(Rule):
    id = "vizier"
    ability = ("All players know you are the Vizier. You cannot die during the day. If good "
               "voted, you may choose to execute immediately.")
    constrains = ("`{night: 1, vizier: P}` makes P the Vizier; a working Vizier cannot die by "
                  "day; its immediate executions are ordinary ones (votes are not checked)")
    wakes_on = "first"
    jinxes = ("courtier", "preacher", "lilmonsta", "investigator", "alsaahir", "politician",
              "zealot")

    def wakes(self, w, seat, step):
        """Announced, not woken."""
        return FALSE

    def act(self, w, step):
        announced = any(e.kind == self.id and e.time == step.time for e in w.case.events)
        if announced or not w.rule_flags.get("announcements_complete"):
            return
        if not any(w.jinxed(self.id, c) for c in ("investigator", "alsaahir")):
            w.add(negate(any_of([w.functioning(s, self.id) for s in range(w.n)])))

    def night_event(self, w, event):
        """`{night: 1, vizier: P}`: P has the Vizier's ability (is the Vizier, or
        gained it: an Apprentice's is announced too)."""
        if event.time.kind != "night" or event.time.n != 1:
            w.fail(event.where, "expected {night: 1, vizier: P} (the first night's announcement)")
        w.add(w.has_ability(w.seat(event.subject), self.id))

    def day_action(self, w, event):
        w.fail(event.where, "expected {night: 1, vizier: P} (the first night's announcement)")

    def cannot_die(self, w, seat, cause):
        if w.step.time.kind != "day":
            return FALSE
        if any(w.jinxed(self.id, c) for c in ("courtier", "preacher")):
            keeps = w.has_ability(seat, self.id)  # even with its ability lost
        else:
            keeps = w.functioning(seat, self.id)
        monsta = w.rules.get("lilmonsta")
        if cause == "execution" and monsta is not None and w.jinxed(self.id, monsta.id):
            keeps = all_of([keeps, negate(monsta.is_the_demon(w, seat, w.state))])
        return keeps


RULE = Vizier()
