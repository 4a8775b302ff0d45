"""Town Crier: "Each night*, you learn if a Minion nominated today."

"Today" is the day just ended. The nominations are the case's: `nominated` (by),
a Virgin's `nominated_by`, an `executed` event's `nominated_by`/`by`, and day
deaths `after_nominating` (`true` or the nominee: the dead player nominated) or `after_nominated_by`
(that player nominated); an execution with no recorded nominator was nominated
by some living player the Storyteller knows. The spec closes only the list of
deaths, so by default a player alive that morning who is not recorded as
nominating may have nominated unrecorded (each player nominates once a day);
`rules: {nominations_complete: true}` takes the recorded list as complete. A
nominator counts if they register as a Minion then (a Spy may not, a Recluse
may).
"""

from caselang.case import Time
from caselang.payloads import Flag
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import FALSE, all_of, any_of, negate


class TownCrier(Rule):
    id = "towncrier"
    ability = "Each night*, you learn if a Minion nominated today."
    payload = Flag()
    payload_doc = "yes/no: whether a Minion nominated during the day just ended"
    wakes_on = "other"

    def nominations(self, w, day):
        """(nominator seat or None if unknown, state before, state after) per nomination."""
        out = []
        nominees = []
        for i, (step, state) in enumerate(w.snapshots):
            e = step.event
            if e is None or e.time.kind != "day" or e.time.n != day:
                continue
            before = w.snapshots[i - 1][1]
            f = e.fields
            who = None
            if e.kind == "nominated":
                who = f.get("by")
                nominees.append((e.subject, who))
            elif e.kind == "virgin":
                who = f.get("nominated_by")
                nominees.append((e.subject, who))
            elif e.kind == "died" and f.get("after_nominating") is True:
                who = e.subject
            elif e.kind == "died" and isinstance(f.get("after_nominating"), str):
                who = e.subject  # they nominated the player named, and died of it
                nominees.append((f["after_nominating"], who))
            elif e.kind == "died" and f.get("after_nominated_by"):
                who = f["after_nominated_by"]
            elif e.kind == "executed":
                who = f.get("nominated_by") or f.get("by")
                if who is None:
                    # Already nominated by a known player, or executed on nominating
                    # (a Virgin): no other nomination. Otherwise someone unknown.
                    if any(e.subject in pair for pair in nominees):
                        continue
                    out.append((None, before, state))
                    continue
            else:
                continue
            if who is not None:
                out.append((w.seat(who), before, state))
        return out

    def info(self, w, seat, payload, step):
        day = step.time.n - 1
        minion = []
        for k, (who, before, after) in enumerate(self.nominations(w, day)):
            if who is None:
                key = ("towncrier_unknown", day, k)
                if key not in w.memo:
                    w.memo[key] = w.choose(f"nominator_d{day}_{k}", before.alive)
                pick = w.memo[key]
                with at_state(w, before):
                    check = w.check()
                    minion += [all_of([pick[s], check.team(s, "minion")]) for s in range(w.n)]
            else:
                with at_state(w, after):
                    minion.append(w.check().team(who, "minion"))
        if not w.rule_flags.get("nominations_complete"):
            minion += self.unrecorded(w, day, [who for who, *_ in self.nominations(w, day)])
        yes = any_of(minion)
        return yes if payload else negate(yes)

    def unrecorded(self, w, day, recorded):
        """A Minion's nomination the case may not list: by a player alive that
        morning (as the day began) who is not recorded as nominating."""
        key = ("towncrier_unrecorded", day)
        if key not in w.memo:
            morning = next(st for step, st in reversed(w.snapshots)
                           if step.time.order() < Time("day", day).order())
            allowed = [FALSE if s in recorded else morning.alive[s] for s in range(w.n)]
            pick = w.choose(f"unrecorded_nominator_d{day}", allowed, optional=True)
            with at_state(w, morning):
                check = w.check()
                w.memo[key] = [all_of([pick[s], check.team(s, "minion")]) for s in range(w.n)]
        return w.memo[key]


RULE = TownCrier()
