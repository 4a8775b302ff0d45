"""Yaggababble: "You start knowing a secret phrase. For each time you said it
publicly today, a player might die."

The phrase is secret, so how often it was said is not a public fact: each
night but the first, any number of players might die by the Yaggababble's
ability (the Storyteller chooses who, and whether each dies at all), while
the Yaggababble has its ability, sober and healthy. It may be itself. The
deaths are the Demon's kills: a player safe from the Demon (the Monk's
choice, the Soldier) does not die of them, and an escape from death (a
Fool's) may be spent. A player picked who did not die may count as an
ability that did not work, or not (a Mathematician; the Storyteller's
reading). It wakes on the first night only, to learn the phrase; the phrase
(`{night: 1, yaggababble: TEXT}`) binds nothing.

Official jinx (Exorcist): "If the Exorcist chooses the Yaggababble, the
Yaggababble does not kill tonight." The deaths need no waking, so without
the jinx an exorcised Yaggababble still kills; with it, a Yaggababble that a
working Exorcist chose tonight kills nobody (a drunk or poisoned Exorcist's
choice does nothing).
"""

from caselang.payloads import Text
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, negate


class Yaggababble(Rule):
    id = "yaggababble"
    ability = ("You start knowing a secret phrase. For each time you said it publicly today, "
               "a player might die.")
    payload = Text()
    payload_doc = "TEXT: the secret phrase (binds nothing)"
    wakes_on = "each"
    kills_at_night = True
    jinxes = ("exorcist",)
    constrains = ("each night but the first, any number of players not safe from the Demon "
                  "may die, while the Yaggababble's ability works")

    def wakes(self, w, seat, step):
        """Woken to learn the phrase on the first night; the deaths need no waking."""
        return super().wakes(w, seat, step) if step.time.n == 1 else FALSE

    def act(self, w, step):
        n = step.time.n
        if n == 1:
            return
        st = w.state
        holder = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
        kills = holder
        if w.jinxed(self.id, "exorcist") and "exorcist" in w.rules:
            chosen = w.rules["exorcist"].exorcised(w, n)
            kills = [all_of([h, negate(c)]) for h, c in zip(holder, chosen)]
        working = any_of([all_of([h, w.functioning(s, self.id)]) for s, h in enumerate(kills)])
        pick = [w.fresh(f"yaggababble_n{n}_{s}") for s in range(w.n)]
        victims = [all_of([working, pick[s], st.alive[s], negate(w.safe_from_demon(s))])
                   for s in range(w.n)]
        escaped = w.escape(victims, "demon")
        dies = [all_of([v, negate(e)]) for v, e in zip(victims, escaped)]
        failed = any_of([all_of([pick[s], st.alive[s], negate(dies[s])]) for s in range(w.n)])
        for s, h in enumerate(holder):
            w.abnormal(s, all_of([h, failed]), optional=TRUE)
        w.record_demon_kill(dies)
        w.kill(dies, cause=None)

    def learns(self, step):
        return False


RULE = Yaggababble()
