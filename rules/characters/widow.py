"""Widow: "On your 1st night, look at the Grimoire & choose a player: they are
poisoned. 1 good player knows a Widow is in play."

Rulings (almanac): "The Widow acts on their first night only, poisoning one
player. The player that the Widow poisons is poisoned until the Widow dies";
"On the same night that the Widow acts, one good player learns that the Widow
is in play, but not which player is the Widow". A drunk or poisoned Widow
poisons nobody, and then the Storyteller may or may not show a good player the
Widow. So does one who chose herself: the poison lands before "Wake the player
marked KNOW" (How to Run), so her ability no longer works when the good player
would be told. The good player told reports received info `{night: 1, widow: yes}`;
it is complete: a good player (or `you`) with no such entry was not told. "1
good player" is read as players register to the Widow's ability: a sober Spy
"might register as good" and may be the one told (then no good player reports
it), and a Recluse registering as evil may not be; so a working Widow means
one player who registers as good (or is good) was told. The Widow's own
report, as `you`, is her choice: `{night: 1, widow: P}`. The choice is
announced before the poison takes (World.chosen): a Goon chosen first makes
the Widow drunk, so she poisons nobody.
A player granted the ability (an evil Apprentice) is a Widow of its own
(`World.holder_choice`): it poisons a player of its own choice (free when
unreported) until it dies, and its ability tells a good player too (the same
one the Widow told, or another: no text says which), though no Widow
character is in play. Not encoded: an Apprentice whose first night is after
night 1 (one who joined later) gains the Widow's ability inertly.

Official jinx (Poppy Grower): "If the Poppy Grower has their ability, the
Widow does not see the Grimoire." She still wakes and chooses a player to
poison; what she sees constrains nothing, so no world changes.
"""

from typing import Any

from caselang.payloads import Flag, Player, Shape
from engine.rule import Rule
from engine.terms import TRUE, all_of, any_of, implies, negate
from engine.world import Effect


class WidowPayload(Shape):
    """`yes` (received: a Widow is in play) or `P` (the Widow's own choice)."""

    doc = "yes (received) or P (the Widow's choice)"

    def parse(self, value: Any, r: Any) -> Any:
        if isinstance(value, bool) or (isinstance(value, str) and value.lower() in ("yes", "no")
                                       and value not in getattr(r, "names", [])):
            return Flag().parse(value, r)
        return Player().parse(value, r)


class Widow(Rule):
    id = "widow"
    jinxes = ("poppygrower",)
    ability = ("On your 1st night, look at the Grimoire & choose a player: they are "
               "poisoned. 1 good player knows a Widow is in play.")
    payload = WidowPayload()
    payload_doc = ("received by a good player: yes (a Widow is in play); "
                   "the Widow's own entry: P, the player poisoned")
    is_choice = True
    informs_others = True
    wakes_on = "first"

    def act(self, w, step):
        made = w.holder_choice(self.id, "widow_poison")
        w.memo["widow_poison"] = made
        woke = self.choosers(w, step)
        knows = []
        for i, (chooser, target) in enumerate(made.groups(w.n)):
            w.chosen([all_of([c, x]) for c, x in zip(chooser, woke)], target)
            origin = [all_of([c, w.ability_alive(p), w.functioning(p, self.id)])
                      for p, c in enumerate(chooser)]
            w.add_effect(Effect("poisoned", origin, target, holder=self.id, until=None))
            # Each working holder's ability tells one good player; with a drunk or
            # poisoned one, the Storyteller may show the Widow to anyone or nobody.
            # "Working" is read after the poison lands: a holder who chose themself is
            # poisoned before "Wake the player marked KNOW".
            held = w.in_play(self.id) if i == 0 else any_of(
                [all_of([c, w.believes_ability(p, self.id)]) for p, c in enumerate(chooser)])
            chk = w.check(self.id)
            know = w.choose(f"widow_knows{i}",
                            [all_of([held, any_of([w.good(s), negate(chk.evil(s))])])
                             for s in range(w.n)], optional=True)
            working = any_of([all_of([o, w.functioning(p, self.id)])
                              for p, o in enumerate(origin)])
            w.add(implies(working, any_of(know)))
            knows.append((know, all_of([held, negate(working)])))
        for s, p in enumerate(w.case.players):
            if p.claim == self.id:
                continue
            told = [i for i in p.info if i.ability == self.id and i.time == step.time]
            trusted = all_of([w.trusted(s), negate(w.freed(s, self.id, step))])
            label = f"{p.name} was {'' if told else 'not '}told a Widow is in play"
            with w.tracked(label):
                if told and told[0].payload is True:
                    w.add(implies(trusted, any_of([any_of([k[s], free]) for k, free in knows])))
                else:
                    w.add(implies(trusted, negate(any_of([k[s] for k, _ in knows]))))

    def choice(self, w, seat, payload, step):
        if isinstance(payload, str):
            return w.memo["widow_poison"].of(seat)[w.seat(payload)]
        return TRUE


RULE = Widow()
