"""Cult Leader: "Each night, you become the alignment of an alive neighbor. If
all good players choose to join your cult, your team wins."

Rulings (almanac): "At the end of each night" (its step, first night
included) the Cult Leader turns good if both alive neighbours are good, evil
if both are evil, and either, the Storyteller's choice, if one is each; the
neighbours are the nearest living players each way. "If the Cult Leader's
alignment changes, wake the Cult Leader and give a thumbs up or a thumbs
down"; otherwise they are not woken. A drunk or poisoned Cult Leader's
alignment does not change (their ability does nothing), though the
Storyteller may still wake them and show anything.
Reports: `{night: N, cultleader: good}` (or `evil`), what they were shown:
the alignment they now have, changed tonight.
The cult: `{day: N, cultleader: Q, voters: [P, ...]}` records that Q formed a
cult and exactly these players joined (raised their hand; no vote token is
needed, so the dead may join); add `ended: yes` if the Storyteller then
declared a win. "If all good players vote to join the cult, the game ends
immediately": when Q is the living Cult Leader (or a dead one with the
ability back: a Bone Collector's choice) with a working ability, it is
their first cult that day, and every good player (alive or dead) is among the
voters, the game ended there. So a case that goes on after the event rules
that out; `ended: yes` requires it (and, without `voters`, the Storyteller's
declaration alone says every good player joined). A player bluffing as the
Cult Leader "may pretend to form a cult": then nothing happens.
Rulings where the text is silent (each keeps every world):
- "an alive neighbor" reads the neighbour's alignment as an ability does: a
  Recluse may register as evil, a Spy as good.
- "all good players" includes a good Cult Leader: the game ends only if they
  are among the voters too.

Official jinxes: Boffin, "If the Demon has the Cult Leader ability, they
can't turn good due to this ability"; Pit-Hag, "If the Pit-Hag turns an evil
player into the Cult Leader, they can't turn good due to their own
ability": such a Cult Leader stays evil beside good neighbours.
"""

from caselang.payloads import Word
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, negate
from rules.staysevil import stays_evil


class CultLeader(Rule):
    id = "cultleader"
    event_keys = ("voters", "ended")
    jinxes = ("boffin",)
    ability = ("Each night, you become the alignment of an alive neighbor. If all good "
               "players choose to join your cult, your team wins.")
    payload = Word(("good", "evil"))
    payload_doc = "good/evil: the alignment shown on being woken (it changed tonight)"
    constrains = ("its alignment each night is an alive neighbour's (the Storyteller's "
                  "choice when they differ); a cult every good player joined ends the game")
    wakes_on = "each"

    def act(self, w, step):
        n = step.time.n
        evil = list(w.state.evil)
        check = w.check()
        for s in range(w.n):
            if not w.may_hold(s, self.id):  # a given ability (an Apprentice's) acts too
                continue
            sides = [any_of([all_of([nearest, check.evil(o)]) for o, nearest in row])
                     for row in w.neighbours(s)]
            left = w.fresh(f"cultleader_left_n{n}_{s}")
            follows = any_of([all_of([left, sides[0]]), all_of([negate(left), sides[1]])])
            working = all_of([w.ability_alive(s), w.functioning(s, self.id)])
            w.memo[("cultleader_was_evil", n, s)] = evil[s]
            # The jinxes (Boffin, Pit-Hag): one who stays evil never turns good.
            stays = all_of([stays_evil(w, s, self.id), evil[s]])
            evil[s] = any_of([all_of([working, follows]), all_of([negate(working), evil[s]]),
                              stays])
        w.update(evil=evil)

    def wakes(self, w, seat, step):
        """Woken if the alignment changed tonight; a drunk or poisoned Cult Leader
        may be woken all the same (the Storyteller goes through the motions)."""
        n = step.time.n
        was = w.memo.get(("cultleader_was_evil", n, seat))  # None: a believer only
        changed = FALSE if was is None else negate(w.state.evil[seat] == was)
        woke = w.free_choice(f"cultleader_woke_n{n}_{seat}")
        shown = all_of([negate(w.functioning(seat, self.id)), woke])
        return all_of([w.ability_alive(seat), any_of([changed, shown])])

    def info(self, w, seat, payload, step):
        return w.state.evil[seat] if payload == "evil" else negate(w.state.evil[seat])

    def day_action(self, w, event):
        """A cult formed (see the module docstring)."""
        q = w.seat(event.subject)
        ended = event.fields.get("ended")
        if ended is not None and not isinstance(ended, bool):
            w.fail(f"{event.where}.ended", f"expected yes or no, got {ended!r}")
        first = not any(e.kind == self.id and e.subject == event.subject and e.time == event.time
                        and e.index < event.index for e in w.case.events)
        working = all_of([TRUE if first else FALSE, w.ability_alive(q),
                          w.functioning(q, self.id)])
        voters = event.fields.get("voters")
        joined = TRUE if voters is None else \
            all_of([w.state.evil[p] for p in range(w.n) if w.names[p] not in voters])
        if ended:
            w.add(all_of([working, joined]))
        elif voters is not None:
            w.game_over(all_of([working, joined]))


RULE = CultLeader()
