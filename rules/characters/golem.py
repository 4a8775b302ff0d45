"""Golem: "You may only nominate once per game. When you do, if the nominee is
not the Demon, they die."

Rulings (official ability and almanac): the nominee dies at once if they are
not the Demon (a Recluse may register as the Demon and live, a Spy registers
as it is or as good); a drunk or poisoned Golem's nomination kills nobody, and
it is spent either way. Only the Golem's first nomination counts; one the
player made before they had the ability (a Pit-Hag's new Golem) spends nothing.
Public events: `{day: N, died: P, after_nominated_by: Q}` (a `by` on it names
the Golem or Q) is explained by a working Golem Q's first nomination of P; a
recorded nomination by Q (a `nominated` event, an execution's `nominated_by`
or `by`, Q's own death `after_nominating: P`) after which the nominee does not
die this way says Q was not a working Golem nominating a non-Demon for the
first time, or that the nominee could not die (a Tea Lady's neighbour, a
Fool's escape).
With nominations not all recorded (`nominations_complete` off), an unrecorded
earlier nomination by Q would make the recorded one Q's second, which a Golem
("You may only nominate once per game") cannot make: so Q's first recorded
nomination is the Golem's only one, and no world waits on an unseen one.
A Golem brought back to life "regains their ability, even a 'once per game'
ability already used" (Professor, Shabaloth): nominations before the revival
spend nothing.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, implies, negate


def nominations_by(w, name):
    """The nominations by `name` (in every form a case records one:
    `Event.nomination`), each as the first event recording it, in order."""
    out = []
    for e in sorted(w.case.events, key=lambda e: (e.time.order(), e.index)):
        pair = e.nomination()
        if pair is not None and pair[1] == name and not any(a.same_nomination(e) for a in out):
            out.append(e)
    return out


class Golem(Rule):
    id = "golem"
    ability = ("You may only nominate once per game. "
               "When you do, if the nominee is not the Demon, they die.")

    def once(self, w, event, name):
        """Whether `event`, a recorded nomination by `name`, is the Golem's one:
        they have the ability now and had it at none of their earlier recorded
        nominations (one made before they became the Golem spent nothing: "they
        gain the new ability, even if it was ... a 'once per game' ability",
        the Barber). Each nomination's answer is kept for the later ones."""
        noms = nominations_by(w, name)
        mine = next((e for e in noms if e.index == event.index or e.same_nomination(event)), None)
        if mine is None:
            return FALSE
        held = w.memo.setdefault("golem_held", {})
        if mine.index not in held:
            held[mine.index] = w.has_ability(w.seat(name), self.id)
        earlier = [held.get(e.index, TRUE) for e in noms[:noms.index(mine)]
                   if not w.case.revived_between(name, e.time, mine.time)]
        return all_of([held[mine.index], negate(any_of(earlier))])

    def kills(self, w, nominee, nominator):
        return all_of([w.functioning(nominator, self.id), w.state.alive[nominee],
                       negate(w.check().team(nominee, "demon"))])

    def explains_day_death(self, w, event):
        by = event.fields.get("after_nominated_by")
        if not isinstance(by, str) or event.fields.get("by") not in (None, self.id):
            return None
        return all_of([self.once(w, event, by), self.kills(w, w.seat(event.subject), w.seat(by))])

    def on_nomination(self, w, nominee, nominator, event):
        once = self.once(w, event, w.names[nominator])
        if any((e.index == event.index or event.same_nomination(e)) and e.kind == "died"
               and e.subject == w.names[nominee] for e in w.case.events):
            return  # the nominee's death is its own event, explained above
        kills = all_of([once, self.kills(w, nominee, nominator)])
        w.add(implies(kills, w.averted(nominee, kills, "ability")))


RULE = Golem()
