"""Pit-Hag: "Each night*, choose a player & a character they become (if
not-in-play). If a Demon is made, deaths tonight are arbitrary."

Rulings (official ability and how to run): not on the first night. The Pit-Hag
chooses any player (themself included) and any character on the script; if
that character is not in play the player becomes it (keeping their
alignment, and learning it), otherwise nothing happens. A drunk or poisoned
Pit-Hag changes nobody; a change it would have made is an ability that should
have worked and did not (the Mathematician counts it). "If a Demon is made,
deaths tonight are arbitrary": the Storyteller may kill any players tonight,
besides the Demon's own kill (which may also find nobody). Payload (the Pit-Hag's own choice):
`[P, character_id]`. Only characters the solver has rules for can be made.
The choice is announced before it takes effect (World.chosen): a Goon chosen
first makes the Pit-Hag drunk, so nobody changes.
A player granted the ability (an evil Apprentice) chooses a player and a
character of its own (`World.holder_choice`, `World.holder_pick`; free when
unreported), after the Pit-Hag's change if both act.

Official jinx (Leviathan): "The Leviathan cannot enter play after day 5":
from night 6 on, choosing the Leviathan changes nobody (as if it were in
play; not a failure a Mathematician counts).
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, implies, negate

LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5


class PitHag(Rule):
    id = "pithag"
    jinxes = ("leviathan",)
    ability = ("Each night*, choose a player & a character they become (if not-in-play). "
               "If a Demon is made, deaths tonight are arbitrary.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player chosen and the character they become"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True

    def act(self, w, step):
        night = step.time.n
        late = night > LEVIATHAN_DAYS and w.jinxed(self.id, "leviathan")
        options = [c for c in w.script if c in w.rules
                   and w.team(c) in ("townsfolk", "outsider", "minion", "demon")]
        target = w.holder_choice(self.id, f"pithag_n{night}")
        picks = w.holder_pick(self.id, f"pithag_n{night}_char", len(options))
        w.memo[("pithag", night)] = (target, picks, options)
        woke = self.choosers(w, step)
        made = []
        # Each holder (the Pit-Hag, one granted the ability) changes a player of
        # its own choice, one after the other.
        for (chooser, aim), (_, chars) in zip(target.groups(w.n), picks.groups(w.n)):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], aim)
            working = any_of([all_of([c, w.ability_alive(p), w.functioning(p, self.id)])
                                for p, c in enumerate(chooser)])
            free = {c: FALSE if late and c == "leviathan" else negate(w.in_play(c))
                    for c in options}
            would_change = any_of([all_of([chars[i], free[c]]) for i, c in enumerate(options)])
            for p in range(w.n):
                w.failed_if_droisoned(p, self.id, all_of([chooser[p], w.ability_alive(p),
                                                          would_change]))
            changes = []
            for i, c in enumerate(options):
                who = [all_of([working, aim[s], chars[i], free[c]]) for s in range(w.n)]
                changes.append((who, c))
                if w.team(c) == "demon":
                    made += who
            w.become_each(changes)
        demon_made = any_of(made)
        arbitrary = [w.fresh(f"pithag_n{night}_death_{s}") for s in range(w.n)]
        for x in arbitrary:
            w.add(implies(x, demon_made))
        w.kill(arbitrary)

    def choice(self, w, seat, payload, step):
        target, picks, options = w.memo[("pithag", step.time.n)]
        if payload[1] not in options:
            return FALSE
        return all_of([target.of(seat)[w.seat(payload[0])],
                       picks.of(seat)[options.index(payload[1])]])


RULE = PitHag()
