"""Cannibal: "You have the ability of the recently killed executee. If they are
evil, you are poisoned until a good player dies by execution."

Rulings (almanac): "A player must be executed and die for the Cannibal to gain
their ability": executing a dead player, or an executee who survives, gives
nothing; "Each time a player dies by execution, the Cannibal loses the ability
of the previous player". A good executee's ability is the Cannibal's ("do not
say which"; it "will wake at night when this good character would normally
wake"), and a good executee ends the Cannibal's poisoning. After an evil
executee the Cannibal is poisoned and "only thinks that they gain an ability":
the Storyteller "may wake them ... and pretend that they have a new ability".
An "even if dead" ability, or one that "implies it works while dead", is kept
when the Cannibal dies; the Cannibal ability itself is not, so a dead
Cannibal eats no more (each gained ability's own rule says whether a dead
holder uses it).
Reports: like a Philosopher's gained ability, info is keyed by the ability the
Cannibal reports having used, e.g. `{night: 3, empath: 1}` on a Cannibal
claimant: true while that ability is the Cannibal's and works. A first-night
ability gained later is used on the Cannibal's first night with it: the night
after each meal ("the Cannibal gains that player's ability"), even when it had
or was pretended the same ability before (a pretended Librarian, then a real
one eaten).
Rulings where the text is silent (each keeps every world):
- "If they are evil" reads the executee's alignment as an ability does: a
  Recluse may register as evil (the Cannibal is then poisoned and gains
  nothing real) and a Spy as good (its ability is gained).
- A Cannibal drunk or poisoned (by anything but its own last meal) when the
  executee dies may have gained the ability (it works once sober: "You have
  the ability of the recently killed executee") or gained nothing (only
  thinking it has it), the Storyteller's reading. After an evil executee the
  Cannibal is poisoned either way.
- After an evil executee the Storyteller may pretend any abilities on the
  script (none, one or several): each may wake the Cannibal and be reported,
  and constrains nothing.
- A Drunk who thinks they are the Cannibal thinks they gain the same way.
- An eaten Philosopher's ability chooses as the Philosopher's does, the choice
  free when unreported. The next meal loses "the ability of the previous
  player", the Philosopher's; whether the ability it gained goes with it (it
  was gained, not eaten) no text says: either, the Storyteller's reading per
  gain (rules/characters/philosopher.py, `outlives`).
Jinxes (Butler, Zealot): the Cannibal is told it gained that ability; voting
is not modelled, so nothing follows. Jinx (Princess): "If the Cannibal
nominated, executed, & killed the Princess today, the Demon doesn't kill
tonight": the Cannibal who nominated the player executed and killed today
and, alive, holds the Princess's ability from it (working: sober and
healthy) makes every player safe from the Demon tonight, whatever its first day was. A
droisoned one stops nothing. (Juggler: juggler.py.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rule import Rule
from engine.terms import FALSE, Term, all_of, any_of, is_const, negate
from engine.world import Effect

KEY = "cannibal_meal"


@dataclass
class Meal:
    """One seat's Cannibal state: abilities it has and thinks it has (by
    character), and whether it is poisoned by an evil executee."""

    has: dict[str, Term] = field(default_factory=dict)
    thinks: dict[str, Term] = field(default_factory=dict)
    poisoned: Term = FALSE


class Cannibal(Rule):
    id = "cannibal"
    jinxes = ("butler", "zealot", "princess")
    ability = ("You have the ability of the recently killed executee. If they are evil, "
               "you are poisoned until a good player dies by execution.")
    constrains = ("gains the ability of the latest executee who died (reports keyed by that "
                  "ability, true while it works); poisoned after an evil executee, when any "
                  "pretended ability is unconstrained")
    grants_abilities = True

    def setup(self, w):
        effect = Effect("poisoned", [FALSE] * w.n, [FALSE] * w.n, holder=None, until=None,
                        compute=self.poison)
        w.memo[KEY] = effect
        w.add_effect(effect)

    def poison(self, w, st):
        meals = st.marks.get(KEY, {})
        return [all_of([meals[s].poisoned, self.holds(w, s, st)]) if s in meals else FALSE
                for s in range(w.n)]

    def holds(self, w, seat, state):
        """The seat has the Cannibal's ability: the Cannibal, or one granted it
        (a Philosopher who chose it). Settled: a Cannibal who ate a Philosopher
        who chose the Cannibal holds it through a loop of grants."""
        return w.settled(("cannibal_holds", seat), state,
                         lambda: w.has_ability(seat, self.id, state))

    def thinks_it_holds(self, w, seat, state=None):
        """The seat thinks it has the Cannibal's ability (a Drunk who thinks it is
        the Cannibal; a Philosopher who chose it, even drunk)."""
        st = state or w.state
        return w.settled(("cannibal_thinks", seat), st,
                         lambda: w.believes_ability(seat, self.id, st))

    def on_execution(self, w, seat, died):
        self.eat(w, seat, died, w.step.time.n)

    def eat(self, w, seat, died, day):
        """An executee who died (`died`), its ability gained as of `day`: the night
        after that day is the Cannibal's first with it. Also a Mutant executed at
        night (rules/characters/mutant.py)."""
        if is_const(died, False):
            return
        evil = w.check().evil(seat)
        good_as = {c: all_of([negate(evil), v]) for c, v in w.state.chars[seat].items()
                   if not is_const(v, False)}
        meals = dict(w.state.marks.get(KEY, {}))
        ate = dict(w.state.marks.get(f"{KEY}_day{day}", {}))  # seat -> it ate today
        for s in range(w.n):
            if s == seat or is_const(self.thinks_it_holds(w, s), False):
                continue
            eat = all_of([died, w.state.alive[s]])
            # A good executee ends the Cannibal's own poisoning as it is eaten.
            took = any_of([w.sober_besides(s, w.memo[KEY]), w.fresh(f"cannibal_took_d{day}_{s}")])
            old = meals.get(s, Meal())
            fake = {c: all_of([evil, w.fresh(f"cannibal_pretends_d{day}_{s}_{c}")])
                    for c in w.rules if c != self.id}
            has = {c: all_of([v, took]) for c, v in good_as.items()}
            thinks = {c: any_of([good_as.get(c, FALSE), fake.get(c, FALSE)])
                      for c in {*good_as, *fake}}
            meals[s] = Meal(_after(eat, has, old.has), _after(eat, thinks, old.thinks),
                            _pick(eat, evil, old.poisoned))
            ate[s] = any_of([ate.get(s, FALSE), eat])
        w.mark(KEY, meals)
        w.mark(f"{KEY}_day{day}", ate)

    def safe_from_demon(self, w, seat):
        """The Princess jinx: tonight nobody dies by the Demon."""
        time = w.step.time
        if time.kind != "night" or time.n < 2 or not w.jinxed(self.id, "princess"):
            return FALSE
        return any_of([all_of([w.state.alive[c], w.is_(c, self.id), w.functioning(c, "princess")])
                       for c in self.ate_own_nominee(w, time.n - 1)])

    def ate_own_nominee(self, w, day: int) -> list[int]:
        """Seats that nominated a player executed, and killed, on `day`."""
        def compute() -> list[int]:
            events = [e for e in w.case.events if e.time.kind == "day" and e.time.n == day]
            out = set()
            for e in events:
                pair = e.nomination()
                if pair is None:
                    continue
                if any(x.kind == "executed" and x.subject == pair[0] and x.index >= e.index
                       and x.fields.get("died", True) is not False for x in events):
                    out.add(w.seat(pair[1]))
            return sorted(out)
        return w.cached(("cannibal_nominated", day), compute)

    def gained_anew(self, w, seat, char, state):
        """A meal today is a new ability (or a new pretence), even of an ability the
        Cannibal had or thought it had before: tonight is its first night with it."""
        meal = state.marks.get(KEY, {}).get(seat)
        ate = state.marks.get(f"{KEY}_day{w.step.time.n - 1}", {}).get(seat)
        if meal is None or ate is None or char not in meal.thinks:
            return FALSE
        return all_of([ate, self.thinks_it_holds(w, seat, state), meal.thinks[char]])

    def grants(self, w, seat, char, state):
        """The eaten ability, while the seat has the Cannibal's ability (an eaten
        Cannibal's ability is one the seat has already: none to grant)."""
        meal = state.marks.get(KEY, {}).get(seat)
        if meal is None or char not in meal.has or char == self.id:
            return FALSE
        return all_of([self.holds(w, seat, state), meal.has[char]])

    def believes_granted(self, w, seat, char, state):
        meal = state.marks.get(KEY, {}).get(seat)
        if meal is None or char not in meal.thinks or char == self.id:
            return FALSE
        return all_of([self.thinks_it_holds(w, seat, state), meal.thinks[char]])


def _pick(cond: Term, new: Term, old: Term) -> Term:
    """`new` where `cond` holds, else `old` (an if-then-else that folds constants)."""
    return any_of([all_of([cond, new]), all_of([negate(cond), old])])


def _after(eat: Term, new: dict[str, Term], old: dict[str, Term]) -> dict[str, Term]:
    """Per character: the new meal's value if the Cannibal ate now, else the old one."""
    return {c: _pick(eat, new.get(c, FALSE), old.get(c, FALSE)) for c in {*new, *old}}


RULE = Cannibal()
