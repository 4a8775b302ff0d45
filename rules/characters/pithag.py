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

Official jinx (Damsel): "If the Pit-Hag creates a Damsel, the Storyteller
chooses which player it is": a Damsel made (not in play, a working Pit-Hag)
goes to a player of the Storyteller's choosing, any player (the one the
Pit-Hag chose too), rather than to the one chosen; the chosen player is still
chosen (a Goon reacts to it). Official jinx (Heretic): a change that would
put the Heretic and a jinxed partner in play at once does nothing (the
Heretic's module). Official jinxes (Cult Leader, Goon, Ogre, Politician):
"If the Pit-Hag turns an evil player into the Cult Leader, they can't turn
good due to their own ability" (each): who it made so while evil is recorded
for those abilities (rules/staysevil.py); the Politician's own change of
alignment happens only as the game ends, which a case does not record, so
that one changes no world.

Official jinx (Village Idiot): "If there is a spare token, the Pit-Hag can
create an extra Village Idiot. If so, the drunk Village Idiot might
change." With one or two Village Idiots in play (a third token spare) the
Pit-Hag's choice of the Village Idiot may make one more, or nothing (whether
the token was spare is the Storyteller's); villageidiot.py then redraws
which one is drunk.

Official jinx (Leviathan): "The Leviathan cannot enter play after day 5":
from night 6 on, choosing the Leviathan changes nobody (as if it were in
play; not a failure a Mathematician counts).
"""

from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_most, implies, negate
from rules.characters.heretic import kept_out
from rules.staysevil import PITHAG_KEEPS, record_made

LEVIATHAN_DAYS = 5  # jinx: the Leviathan cannot enter play after day 5


class PitHag(Rule):
    id = "pithag"
    ability = ("Each night*, choose a player & a character they become (if not-in-play). "
               "If a Demon is made, deaths tonight are arbitrary.")
    payload = Players(1, char="any")
    payload_doc = "[P, character_id]: the player chosen and the character they become"
    is_choice = True
    wakes_on = "other"
    kills_at_night = True
    jinxes = ("damsel", "villageidiot", "leviathan", *PITHAG_KEEPS)

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
        for k, ((chooser, aim), (_, chars)) in enumerate(zip(target.groups(w.n),
                                                              picks.groups(w.n))):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], aim)
            working = any_of([all_of([c, w.ability_alive(p), w.functioning(p, self.id)])
                                for p, c in enumerate(chooser)])
            free = {c: [FALSE] * w.n if late and c == "leviathan" else self.free(w, c)
                    for c in options}
            extra = "villageidiot" in free and w.jinxed(self.id, "villageidiot")
            if extra:  # a spare token
                spare = all_of([at_most([w.is_(s, "villageidiot") for s in range(w.n)], 2),
                                w.fresh(f"pithag_n{night}_spare_villageidiot")])
                free["villageidiot"] = [any_of([f, spare]) for f in free["villageidiot"]]
            would_change = any_of([all_of([chars[i], any_of([all_of([a, f]) for a, f
                                                             in zip(aim, free[c])])])
                                   for i, c in enumerate(options)])
            for p in range(w.n):
                w.failed_if_droisoned(p, self.id, all_of([chooser[p], w.ability_alive(p),
                                                          would_change]))
            changes = []
            for i, c in enumerate(options):
                who = [all_of([working, aim[s], chars[i], free[c][s]]) for s in range(w.n)]
                if c == "damsel" and w.jinxed(self.id, c):
                    who = self.storytellers_damsel(w, f"pithag_n{night}_damsel{k}", any_of(who))
                changes.append((who, c))
                if w.team(c) == "demon":
                    made += who
            in_play = w.in_play("villageidiot") if extra else FALSE
            w.become_each(changes)
            record_made(w, changes)
            if extra:
                made_vi = any_of([x for who, c in changes if c == "villageidiot" for x in who])
                w.rules["villageidiot"].extra_made(w, all_of([in_play, made_vi]))
        demon_made = any_of(made)
        arbitrary = [w.fresh(f"pithag_n{night}_death_{s}") for s in range(w.n)]
        for x in arbitrary:
            w.add(implies(x, demon_made))
        w.kill(arbitrary)

    @staticmethod
    def free(w, char):
        """Per seat: a change into `char` would happen: it is not in play, and
        (the Heretic's jinxes) no other player holds a jinxed partner."""
        out = negate(w.in_play(char))
        return [all_of([out, negate(kept_out(w, char, s, w.state))]) for s in range(w.n)]

    @staticmethod
    def storytellers_damsel(w, name, made):
        """The jinx: the Damsel made goes to whichever player the Storyteller
        picks (one when it is made, none otherwise)."""
        pick = w.choose(name, optional=True)
        w.add(any_of(pick) == made)
        return pick

    def choice(self, w, seat, payload, step):
        target, picks, options = w.memo[("pithag", step.time.n)]
        if payload[1] not in options:
            return FALSE
        return all_of([target.of(seat)[w.seat(payload[0])],
                       picks.of(seat)[options.index(payload[1])]])


RULE = PitHag()
