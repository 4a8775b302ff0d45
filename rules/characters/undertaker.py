"""Undertaker: "Each night*, you learn which character died by execution today."

Woken to learn only if someone died by execution today; an executed Drunk
shows as the Drunk, a Recluse or Spy may misregister (even dead). An execution
without a death does not count. One who came back as another character (a
Hindu's Traveller) shows as either: the texts do not say which. "If nobody
died today, the Undertaker learns nothing. The Storyteller either does not
wake the Undertaker at night, or wakes them but does not show a token": who
woke tonight (a Chambermaid's count) may include a living Undertaker on such
a night, the Storyteller's choice. A dead Undertaker who has the ability
back (a Bone Collector's choice) wakes as a living one."""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class Undertaker(Rule):
    id = "undertaker"
    in_csp_fragment = True
    ability = "Each night*, you learn which character died by execution today."
    payload = Character()
    payload_doc = "character_id: the character of the player executed (and killed) the day before"
    wakes_on = "other"

    def executed_dead(self, w, step):
        return w.executions.get(step.time.n - 1, [])

    def wakes(self, w, seat, step):
        died = [d for _, d in self.executed_dead(w, step)]
        return all_of([w.ability_alive(seat), any_of(died) if died else FALSE])

    def woken(self, w, seat, step):
        died = [d for _, d in self.executed_dead(w, step)]
        anyway = w.free_choice(f"undertaker_woken_{seat}_n{step.time.n}")
        return all_of([w.ability_alive(seat), any_of(died + [anyway])])

    def info(self, w, seat, payload, step):
        check = w.check()
        # The character that died: the executee's then, or (the texts being silent
        # on one who came back as another) their character now.
        then = w.executed_in.get(step.time.n - 1, [])
        shown = [all_of([d, any_of([check.char(s, payload), w.is_(s, payload, st)])])
                 for (s, d), st in zip(self.executed_dead(w, step), then, strict=True)]
        return any_of(shown) if shown else FALSE


RULE = Undertaker()
