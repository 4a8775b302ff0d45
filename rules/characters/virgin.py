"""Virgin: "The 1st time you are nominated, if the nominator is a Townsfolk, they
are executed immediately."

Only the first nomination matters, and it spends the ability whatever happens
(even drunk or poisoned). A Drunk nominator is no Townsfolk; a Spy may register
as one.
"""

from solver.model import all_of
from solver.rule import Rule


class Virgin(Rule):
    id = "virgin"
    in_csp_fragment = True
    ability = ("The 1st time you are nominated, if the nominator is a Townsfolk, "
               "they are executed immediately.")

    def on_nominated(self, w, nominee, nominator, first):
        if not first:
            return w.false
        w.failed_if_droisoned(nominee, self.id, all_of([
            w.state.alive[nominee], w.is_team(nominator, "townsfolk")]))
        return all_of([w.state.alive[nominee], w.functioning(nominee, self.id),
                       w.check().team(nominator, "townsfolk")])

    def day_action(self, w, event):
        """`{day: N, virgin: P, nominated_by: Q[, executed: Q]}`."""
        nominee = w.seat(event.subject)
        nominator = w.seat(event.fields["nominated_by"])
        w.nominate(nominee, nominator, event, executed="executed" in event.fields)


RULE = Virgin()
