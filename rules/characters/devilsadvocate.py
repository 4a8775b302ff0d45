"""Devil's Advocate: "Each night, choose a living player (different to last
night): if executed tomorrow, they don't die."

The chosen player, if executed the next day, survives the execution (the
case shows `{day: N, executed: P, died: false}`), provided the Devil's
Advocate was sober and healthy when choosing and still has the ability at
the execution. Whoever holds the ability chooses with it (one who gained it
chooses for themselves, different to their own choice last night).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of


class DevilsAdvocate(Rule):
    id = "devilsadvocate"
    ability = ("Each night, choose a living player (different to last night): "
               "if executed tomorrow, they don't die.")
    payload = Player()
    payload_doc = "P: the player chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        st = w.state
        last = w.memo.get(("devilsadvocate", n - 1))
        made = w.holder_choice(self.id, f"devilsadvocate_n{n}", allowed=list(st.alive),
                               differ=last[0] if last else None)
        saves = []
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([w.ability_alive(s), c]) for s, c in enumerate(chooser)], target)
            working = [all_of([c, w.ability_alive(p), w.functioning(p, self.id)])
                       for p, c in enumerate(chooser)]
            saves.append((target, working))
        w.memo[("devilsadvocate", n)] = (made, saves)

    def on_execution(self, w, seat, died):
        """A drunk or poisoned Devil's Advocate whose chosen player is executed and
        dies: "they don't die" should have held (a Mathematician counts it)."""
        chosen = w.memo.get(("devilsadvocate", w.step.time.n))
        if not w.tracks_abnormal or chosen is None or w.step.time.kind != "day":
            return
        for chooser, target in chosen[0].groups(w.n):
            for p, c in enumerate(chooser):
                w.failed_if_droisoned(p, self.id, all_of([c, w.ability_alive(p), target[seat],
                                                          died]))

    def cannot_die(self, w, seat, cause):
        if cause != "execution" or w.step.time.kind != "day":
            return FALSE
        chosen = w.memo.get(("devilsadvocate", w.step.time.n))
        if chosen is None:
            return FALSE
        out = []
        for target, working in chosen[1]:
            still = any_of([all_of([x, w.ability_alive(p),
                                      any_of([w.is_(p, self.id), w.granted(p, self.id)])])
                              for p, x in enumerate(working)])
            out.append(all_of([target[seat], still]))
        return any_of(out)

    def choice(self, w, seat, payload, step):
        return w.memo[("devilsadvocate", step.time.n)][0].of(seat)[w.seat(payload)]


RULE = DevilsAdvocate()
