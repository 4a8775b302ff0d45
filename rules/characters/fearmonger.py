"""Fearmonger: "Each night, choose a player: if you nominate & execute them, their
team loses. All players know if you choose a new player."

Each night, the first too, the living Fearmonger chooses a player; its
target is the player it chose last. If the Fearmonger nominates its target
and that player is executed (dying or not) while the Fearmonger's ability
works, the target's team loses: the game ends there, so a case that goes on
after such an execution has no such Fearmonger.

The announcement is a public night event `{night: N, fearmonger: new}`: a
working Fearmonger chose a new player that night (every choice on its
first night, then one other than its target). A drunk or poisoned
Fearmonger's announcement is the Storyteller's choice, so either way.
Without the event a working Fearmonger chose its target again, under
`rules: {announcements_complete: true}`; by default a case may leave an
announcement out, so a missing one says nothing.

Official jinx (Vizier): "The Vizier wakes with the Fearmonger, learns whom it
picks, and cannot have that player executed at once": each night a
Fearmonger wakes, a Vizier with its ability wakes too, which a count of who
woke due to their ability may or may not include (the Storyteller's
reading, as for other wakes no text classes). Its immediate execution is an
ordinary execution here (votes are not checked), so the last part changes no
world; what the Vizier learns is no case fact.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate


class Fearmonger(Rule):
    id = "fearmonger"
    ability = ("Each night, choose a player: if you nominate & execute them, their team loses. "
               "All players know if you choose a new player.")
    payload = Player()
    payload_doc = "P: the player chosen (the public announcement is {night: N, fearmonger: new})"
    is_choice = True
    wakes_on = "each"
    event_words = ("new",)
    jinxes = ("vizier",)
    constrains = ("the announcement `{night: N, fearmonger: new}` means a Fearmonger chose "
                  "a new player (a drunk or poisoned one's is free); its working nomination "
                  "and execution of its target ends the game")

    def act(self, w, step):
        n = step.time.n
        made = w.holder_choice(self.id, f"fearmonger_n{n}")
        w.memo[("fearmonger", n)] = made
        woke = [all_of([w.ability_alive(q), w.has_ability(q, self.id)]) for q in range(w.n)]
        for chooser, target in made.groups(w.n):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
        if w.jinxed(self.id, "vizier"):
            with_it = any_of([all_of([x, negate(w.kept_asleep(q))]) for q, x in enumerate(woke)])
            w.may_have_woken([all_of([with_it, w.ability_alive(s), w.has_ability(s, "vizier")])
                              for s in range(w.n)])
        old = w.memo.get("fearmonger_target", [[FALSE] * w.n for _ in range(w.n)])
        must, may, target = [], [], []
        for q in range(w.n):
            chose = made.of(q)
            same = any_of([all_of([c, o]) for c, o in zip(chose, old[q])])
            working = w.functioning(q, self.id)
            must.append(all_of([woke[q], working, negate(same)]))
            may.append(all_of([woke[q], negate(working)]))
            target.append([any_of([all_of([woke[q], c]), all_of([negate(woke[q]), o])])
                           for c, o in zip(chose, old[q])])
        w.memo["fearmonger_target"] = target
        announced = any(e.kind == self.id and e.time == step.time for e in w.case.events)
        if not announced and w.rule_flags.get("announcements_complete"):
            w.add(negate(any_of(must)))
        w.memo[("fearmonger_announced", n)] = any_of(must + may)

    def night_event(self, w, event):
        """`{night: N, fearmonger: new}`: a Fearmonger chose a new player tonight."""
        if event.time.kind != "night":
            w.fail(event.where, "expected {night: N, fearmonger: new}")
        w.add(w.memo.get(("fearmonger_announced", event.time.n), FALSE))

    def day_action(self, w, event):
        w.fail(event.where, "expected {night: N, fearmonger: new} (a night's announcement)")

    def choice(self, w, seat, payload, step):
        return w.memo[("fearmonger", step.time.n)].of(seat)[w.seat(payload)]

    def on_nomination(self, w, nominee, nominator, event):
        w.memo[("fearmonger_nominated", event.time.n, nominee)] = nominator

    def on_execution(self, w, seat, died):
        q = w.memo.get(("fearmonger_nominated", w.step.time.n, seat))
        target = w.memo.get("fearmonger_target")
        if q is None or target is None:
            return
        w.game_over(all_of([w.state.alive[q], w.functioning(q, self.id), target[q][seat]]))


RULE = Fearmonger()
