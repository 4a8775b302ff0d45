"""Al-Hadikhia: "Each night*, you may choose 3 players (all players learn who):
each silently chooses to live or die, but if all live, all die."

Not on the first night. The choice is public, recorded as `{night: N,
alhadikhia: [A, B, C]}` (three different players): some player woke as the
Al-Hadikhia that night (the real one, or one who only believes they are it).
While the Al-Hadikhia has its ability, sober and healthy, each of the three
chose to live or die in secret (a free choice, the player's own): those who
chose to die die, and if all three chose to live, all three die. Any
non-empty set of the three may die, never none. The deaths are the Demon's
kills: a chosen player safe from the Demon (the Monk's choice, the Soldier)
does not die, and an escape from death (a Fool's) may be spent; a dead chosen
player stays dead whatever they chose (their choice still counts towards "all
live"). A chosen Mayor dying may have another player die instead. A drunk or
poisoned Al-Hadikhia's choice kills nobody. A chosen player who did not die
may count as an ability that did not work, or not (a Mathematician; the
Storyteller's reading).

Left out: a Mayor's substitute whom the Demon could not kill (safe from it)
still dies.

A night with no recorded choice: the Al-Hadikhia may have chosen nobody, or,
unless the case lists every announcement (`announcements_complete`), three
players the case does not name, so up to three players may die of it.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_most, negate


class AlHadikhia(Rule):
    id = "alhadikhia"
    ability = ("Each night*, you may choose 3 players (all players learn who): each silently "
               "chooses to live or die, but if all live, all die.")
    wakes_on = "other"
    kills_at_night = True
    constrains = ("an announced choice of 3: a non-empty set of them not safe from the "
                  "Demon dies (all three if all chose to live); unannounced, up to 3 deaths "
                  "unless `announcements_complete`")

    def act(self, w, step):
        n = step.time.n
        st = w.state
        said = [e for e in w.case.events if e.time == step.time and e.kind == self.id]
        w.memo[(self.id, n)] = True
        if len(said) > 1:
            w.fail(said[1].where, "the Al-Hadikhia chooses once a night")
        holder = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
        working = any_of([all_of([h, w.functioning(s, self.id), negate(w.kept_asleep(s))])
                          for s, h in enumerate(holder)])
        if said:
            chosen = said[0].subject
            if not isinstance(chosen, list) or len(chosen) != 3:
                w.fail(said[0].where, "expected the 3 players the Al-Hadikhia chose")
            woke = [all_of([w.ability_alive(s), negate(w.kept_asleep(s)),
                            any_of([w.is_(s, self.id), w.believes_ability(s, self.id)])])
                    for s in range(w.n)]
            w.add(any_of(woke))
            seats = [w.seat(p) for p in chosen]
            live = {q: w.fresh(f"alhadikhia_n{n}_live{q}") for q in seats}
            all_live = all_of(list(live.values()))
            pick = [any_of([negate(live[s]), all_live]) if s in live else FALSE
                    for s in range(w.n)]
        else:
            pick = [w.fresh(f"alhadikhia_n{n}_{s}") for s in range(w.n)]
            w.add(at_most(pick, 3))
            if w.rule_flags.get("announcements_complete"):
                w.add(negate(any_of(pick)))
        victims = [all_of([working, pick[s], st.alive[s], negate(w.safe_from_demon(s))])
                   for s in range(w.n)]
        victims = w.instead(victims, "demon")  # a Mayor's "another player might die instead"
        escaped = w.escape(victims, "demon")
        dies = [all_of([v, negate(e)]) for v, e in zip(victims, escaped)]
        failed = any_of([all_of([pick[s], st.alive[s], negate(dies[s])]) for s in range(w.n)])
        for s, h in enumerate(holder):
            w.abnormal(s, all_of([h, failed]), optional=TRUE)
        w.record_demon_kill(dies)
        w.kill(dies, cause=None)

    def night_event(self, w, event):
        """The announcement was read at the Al-Hadikhia's step; a night without one
        (the first) has no choice to announce."""
        if (self.id, event.time.n) not in w.memo:
            w.fail(event.where, "the Al-Hadikhia chooses on each night but the first")


RULE = AlHadikhia()
