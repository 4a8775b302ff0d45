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

Two Al-Hadikhias (one a Summoner or Pit-Hag made beside the first) announce
three each, as many announcements a night as Al-Hadikhias woke; the deaths
of each follow its own three. Left out: which holder made which announcement
(either one's ability working lets both kill, a looser reading that keeps
every world), and a Mayor's substitute whom the Demon could not kill (safe from it)
still dies.

A night with no recorded choice: the Al-Hadikhia may have chosen nobody, or,
unless the case lists every announcement (`announcements_complete`), three
players the case does not name, so up to three players may die of it.

Official jinx (Princess): "If the Princess nominated & executed a player on
their 1st day, no one dies to the Al-Hadikhia tonight." Its deaths are the
Demon's kills here, and the Princess makes everyone safe from the Demon that
night (princess.py), so none of the three dies, whatever they chose: the
reading above already follows the jinx.
"""

from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, at_least, at_most, negate


class AlHadikhia(Rule):
    id = "alhadikhia"
    ability = ("Each night*, you may choose 3 players (all players learn who): each silently "
               "chooses to live or die, but if all live, all die.")
    wakes_on = "other"
    kills_at_night = True
    jinxes = ("princess",)
    constrains = ("an announced choice of 3: a non-empty set of them not safe from the "
                  "Demon dies (all three if all chose to live); unannounced, up to 3 deaths "
                  "unless `announcements_complete`")

    def act(self, w, step):
        n = step.time.n
        st = w.state
        said = [e for e in w.case.events if e.time == step.time and e.kind == self.id]
        w.memo[(self.id, n)] = True
        holder = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
        working = any_of([all_of([h, w.functioning(s, self.id), negate(w.kept_asleep(s))])
                          for s, h in enumerate(holder)])
        if said:
            woke = [all_of([w.ability_alive(s), negate(w.kept_asleep(s)),
                            any_of([w.is_(s, self.id), w.believes_ability(s, self.id)])])
                    for s in range(w.n)]
            # Each announcement is one Al-Hadikhia's (a second one a Summoner or a
            # Pit-Hag made beside the first announces its own three).
            w.add(at_least(woke, len(said)))
            picks = [self.announced(w, e, n, k) for k, e in enumerate(said)]
            pick = [any_of([p[s] for p in picks]) for s in range(w.n)]
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

    def announced(self, w, event, n: int, k: int) -> list:
        """Per seat: chosen in this announcement and dying of it (those who chose to
        die, or all three if all chose to live)."""
        chosen = event.subject
        if not isinstance(chosen, list) or len(chosen) != 3:
            w.fail(event.where, "expected the 3 players the Al-Hadikhia chose")
        seats = [w.seat(p) for p in chosen]
        tag = f"_{k}" if k else ""
        live = {q: w.fresh(f"alhadikhia_n{n}{tag}_live{q}") for q in seats}
        all_live = all_of(list(live.values()))
        return [any_of([negate(live[s]), all_live]) if s in live else FALSE
                for s in range(w.n)]

    def night_event(self, w, event):
        """The announcement was read at the Al-Hadikhia's step; a night without one
        (the first) has no choice to announce."""
        if (self.id, event.time.n) not in w.memo:
            w.fail(event.where, "the Al-Hadikhia chooses on each night but the first")


RULE = AlHadikhia()
