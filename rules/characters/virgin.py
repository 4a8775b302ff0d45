"""Virgin: "The 1st time you are nominated, if the nominator is a Townsfolk, they
are executed immediately."

Only the first nomination matters, and it spends the ability whatever happens
(almanac: "After being nominated for the first time, the Virgin loses their
ability, even if the nominator did not die, and even if the Virgin was
poisoned or drunk"). A Drunk nominator is no Townsfolk; a Spy may register as
one. The case's first recorded nomination of the Virgin is her first unless
nominations may go unrecorded (`nominations_complete` off, the default): then
an earlier one on an earlier day (each player is nominated at most once a day)
may have spent the ability unseen, made by a living player who is no Townsfolk
("If an Outsider, Minion, or Demon nominates the Virgin, nothing happens") or
while the Virgin was drunk or poisoned; a Townsfolk's nomination of a working
Virgin is not unseen, since its execution is public. Those earlier states are
read at each earlier day's dawn (a change within such a day is not seen; a
real Townsfolk never registers otherwise). A nomination before the player had
the ability (a Pit-Hag's new Virgin, a Barber's swap) spent nothing: "If a
player becomes a new character, they gain the new ability, even if it was ... a
'once per game' ability that the original character already used" (Barber).
A Virgin brought back to life "regains their ability, even a 'once per game'
ability already used" (Professor, Shabaloth); whether "the 1st time you are
nominated" can come again no text says, so, as for the Fool, the Storyteller's
reading, once per revival: a nomination before it spends the ability or not.
A dead Virgin the Bone Collector chose has it until dusk, even if spent ("such
as the Virgin ... they may use it again, even if it was already used").
"""

from caselang.case import PublicAction, Time
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, is_const, negate


class Virgin(Rule):
    id = "virgin"
    public_action = PublicAction(keys=("nominated_by", "executed", "died"),
                                 required=("nominated_by",), players=("nominated_by",))
    in_csp_fragment = True
    ability = ("The 1st time you are nominated, if the nominator is a Townsfolk, "
               "they are executed immediately.")

    def on_nominated(self, w, nominee, nominator, first):
        held = w.has_ability(nominee, self.id)
        now = w.step.time
        seen = w.memo.setdefault("virgin_nominations", {})
        before = [] if first else seen.get(nominee, [])
        seen[nominee] = before + [(held, now)]
        if is_const(held, False):
            return FALSE
        earlier = [all_of([h, negate(self.regained(w, nominee, t, now))]) for h, t in before]
        # Spent by an earlier recorded nomination only if they had the ability then;
        # a dead Virgin given it back may use it again (`World.ability_back`).
        fresh = any_of([all_of([negate(any_of(earlier)), negate(self.spent_unseen(w, nominee))]),
                        w.ability_back(nominee)])
        w.failed_if_droisoned(nominee, self.id, all_of([
            w.ability_alive(nominee), w.is_team(nominator, "townsfolk"), fresh]))
        return all_of([w.ability_alive(nominee), w.functioning(nominee, self.id),
                       w.check().team(nominator, "townsfolk"), fresh])

    def regained(self, w, virgin, earlier, later):
        """The Virgin came back to life between these times and the Storyteller
        reads her ability as new again (a choice per revival)."""
        name = w.names[virgin]
        backs = [e for e in w.case.events if e.kind == "revived" and e.subject == name
                 and earlier.order() <= e.time.order() <= later.order()]
        out = []
        for e in backs:
            out.append(w.free_choice(f"virgin_regained_{e.index}"))
        return any_of(out)

    def spent_unseen(self, w, virgin):
        """The ability was spent by an unrecorded nomination on an earlier day (see
        the module's docstring): a Storyteller's fact the case does not show."""
        if w.rule_flags.get("nominations_complete"):
            return FALSE
        dawns = {}  # day -> the state at its dawn (the last of the night before)
        for step, st in w.snapshots:
            if step.time.kind == "night" and 1 <= step.time.n < w.step.time.n:
                dawns[step.time.n] = st
        ways = []
        for day, st in dawns.items():
            others = [s for s in range(w.n) if s != virgin]
            kept = negate(self.regained(w, virgin, Time("day", day), w.step.time))
            ways.append(all_of([kept, any_of(
                [all_of([st.alive[s], negate(w.functioning(virgin, self.id, st))]) for s in others]
                + [all_of([st.alive[s], negate(w.is_team(s, "townsfolk", st))])
                   for s in others])]))
        could = any_of(ways)
        if is_const(could, False):
            return FALSE
        spent = w.fresh(f"virgin_spent_unseen_{virgin}")
        w.add(implies(spent, could))
        return spent

    def day_action(self, w, event):
        """`{day: N, virgin: P, nominated_by: Q[, executed: Q[, died: false]]}`: an
        execution like any other, so `died: false` says the nominator survived it
        (a Devil's Advocate's protection), as `{executed: Q, died: false}` does."""
        nominee = w.seat(event.subject)
        nominator = w.seat(event.fields["nominated_by"])
        w.nominate(nominee, nominator, event, executed="executed" in event.fields,
                   died=event.fields.get("died", True) is not False)


RULE = Virgin()
