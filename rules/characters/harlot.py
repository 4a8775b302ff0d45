"""Harlot (Traveller): "Each night*, choose a living player: if they agree, you
learn their character, but you both might die."

Each night but the first the Harlot (in the game, alive) chooses a living
player; whether that player agrees is their own secret choice, and if they
agree the Storyteller may kill both of them tonight: "the Storyteller may
decide that both this player and the Harlot die tonight" (both or neither; a
drunk or poisoned Harlot's choice kills nobody). The Harlot may choose
themself (the text does not forbid it).
Reports: `{night: N, harlot: [P, character_id]}` (P agreed and was shown that
character, as P registers: a Recluse or Spy may misregister), or
`{night: N, harlot: P}` (chose P, who did not agree). Not constrained: whether
anyone agrees when the Harlot reports nothing, or the Storyteller's choice to
kill; the Harlot learns no alignment.
"""

from caselang.payloads import Either, Player, Players
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import FALSE, all_of, any_of, negate


class Harlot(Rule):
    id = "harlot"
    ability = ("Each night*, choose a living player: if they agree, you learn their "
               "character, but you both might die.")
    payload = Either(Players(1, char="any"), Player())
    payload_doc = ("[P, character_id]: P agreed and the Harlot learnt that character; "
                   "P: the Harlot chose P, who did not agree")
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        n = step.time.n
        target = w.choose(f"harlot_n{n}", [w.state.alive[s] for s in range(w.n)])
        agreed, deadly = w.fresh(f"harlot_agreed_n{n}"), w.fresh(f"harlot_kills_n{n}")
        w.memo[("harlot", n)] = (target, agreed, w.state)  # what was learnt, before any death
        w.memo[("harlot_awake", n)] = [w.ability_alive(s) for s in range(w.n)]
        harlots = [all_of([w.ability_alive(s), w.is_(s, self.id)]) for s in range(w.n)]
        w.chosen(harlots, target)
        working = any_of([all_of([w.ability_alive(s), w.functioning(s, self.id)])
                          for s in range(w.n)])
        kills = all_of([working, agreed, deadly])
        if kills is FALSE:
            return
        w.kill([all_of([kills, any_of([target[s], harlots[s]])]) for s in range(w.n)])

    def wakes(self, w, seat, step):
        """Awake as the step began: a Harlot who dies of it still learnt."""
        return w.memo[("harlot_awake", step.time.n)][seat]

    def choice(self, w, seat, payload, step):
        target, _, _ = w.memo[("harlot", step.time.n)]
        return target[w.seat(payload[0] if isinstance(payload, tuple) else payload)]

    def info(self, w, seat, payload, step):
        _, agreed, learnt = w.memo[("harlot", step.time.n)]
        if not isinstance(payload, tuple):
            return negate(agreed)
        with at_state(w, learnt):  # learnt before both die (one reincarnated is shown the old)
            return all_of([agreed, w.check().char(w.seat(payload[0]), payload[1])])


RULE = Harlot()
