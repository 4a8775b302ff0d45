"""Banshee: "If the Demon kills you, all players learn this. From now on, you may
nominate twice per day and vote twice per nomination."

Rulings (almanac): "The Banshee only gains these powers if they were killed by
the Demon. Dying by execution or to a non-Demon ability does not count"; "If
the Banshee is killed by the Demon but does not have their ability at that
time ... do not tell the group". The announcement ("The Banshee has awoken")
is public: `{night: N, banshee: P}` (or `{day: N, banshee: P}` after a Demon's
kill by day, listed after it) says the Storyteller announced that P, the
Banshee, was killed by the Demon on that night or day: P had the Banshee
ability, working (sober and healthy), when a Demon's attack killed them then.
Without such an event the case says nothing: a case need not record the
announcement, unless `rules: {announcements_complete: true}` (a case that
lists every public announcement): then a working Banshee the Demon killed was
announced, and a case without the event rules that out.
Not constrained: nominations and votes. The solver does not check who may
nominate or how many votes a nomination got, so a dead Banshee's two
nominations a day and two votes are allowed as any recorded nomination is.
"If all good players are dead, the game continues": the game's end is the
Demon's death or two players left, which the Banshee does not change.

Official jinx (Vortox): "If the Vortox kills the Banshee, all players learn
that the Banshee has died." The announcement is true with a Vortox too (not
Townsfolk information the Vortox makes false): as above, it always is here.

Official jinxes (Leviathan, Riot): "Each night*, the Leviathan [Riot] chooses
an alive good player (different to previous nights): a chosen Banshee dies &
gains their ability" (`rules/demonpick.py`): at the Banshee's step a picked
Banshee dies (as to any ability's kill: what keeps a player alive against
abilities keeps them), drunk or not; one whose ability works gains its
powers and is announced as if the Demon had killed them (the same event and
`announcements_complete` switch). It is no Demon's kill: a Grandmother or
Sage does not hear of it. A Banshee by a grant (a Philosopher) is under the
jinx or not, either reading (`World.jinx_applies`); one who only believes
they are the Banshee (a Drunk) is not picked to death.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, is_const, negate
from rules.demonpick import PICKERS, picked


class Banshee(Rule):
    id = "banshee"
    jinxes = ("vortox", *PICKERS)
    wakes_on = "other"  # the Storyteller's step: a picked Banshee dies (jinx)
    kills_at_night = True
    ability = ("If the Demon kills you, all players learn this. From now on, you may "
               "nominate twice per day and vote twice per nomination.")
    constrains = ("an announcement event says its player was a working Banshee the Demon "
                  "killed then; nominations and votes are not checked")

    def wakes(self, w, seat, step):
        return FALSE

    def act(self, w, step):
        """Jinx: the Leviathan's or Riot's pick, a Banshee, dies and awakes."""
        chosen = picked(w, self.id)
        st = w.state
        dies = [all_of([c, st.alive[s], w.jinx_applies(s, self.id)])
                for s, c in enumerate(chosen)]
        if all(is_const(x, False) for x in dies):
            return
        died = [all_of([d, negate(w.cannot_die(s, "ability"))]) for s, d in enumerate(dies)]
        w.kill(died)
        self.on_demon_kill(w, died)

    def on_demon_kill(self, w, dies):
        time = w.step.time
        key = ("banshee_awoke", time.kind, time.n)
        old = w.memo.get(key, [FALSE] * w.n)
        awoke = [any_of([o, all_of([d, w.functioning(s, self.id)])])
                 for s, (o, d) in enumerate(zip(old, dies))]
        w.memo[key] = awoke
        if w.rule_flags.get("announcements_complete"):
            told = {e.subject for e in w.case.events if e.kind == self.id and e.time == time}
            with w.tracked(f"every announcement of {time} is listed"):
                for s in range(w.n):
                    if w.names[s] not in told:
                        w.add(negate(all_of([dies[s], w.functioning(s, self.id)])))

    def night_event(self, w, event):
        self.announced(w, event)

    def day_action(self, w, event):
        self.announced(w, event)

    def announced(self, w, event):
        """The announced player was a working Banshee killed by the Demon then."""
        t = event.time
        awoke = w.memo.get(("banshee_awoke", t.kind, t.n), [FALSE] * w.n)
        w.add(awoke[w.seat(event.subject)])


RULE = Banshee()
