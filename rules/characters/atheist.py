"""Atheist: "The Storyteller can break the game rules, and if executed, good wins,
even if you are dead. [No evil characters]"

Rulings (official wiki, Atheist page): "With the Atheist in play, there are no
evil players—no Minions and no Demons"; setup removes "all evil character
tokens and add[s] Townsfolk or Outsider character tokens to match the player
count". "The Storyteller may break any of the game's rules", for example "kill
players at night to simulate a Demon attacking, give players false
information to simulate drunkenness, change characters at night to simulate
a Pit-Hag, or even have the wrong number of Outsiders in play". So:
- setup has no Minion or Demon, and any split of the rest into Townsfolk and
  Outsiders (the Outsider count need not follow the table, and the Townsfolk
  fill the other seats);
- the bag may hold two of a good token (the official tool offers duplicates
  for the Atheist), so the Drunk's token may copy a real player's;
- any player's ability may be given any information (true or false), players
  may die at night (recorded as the pretend Demon's kills) and any day death
  is explained;
- a player may be changed at night into the good character they report
  becoming (a `claim` change);
- a rule the Storyteller breaks at night is broken at a moment of their
  choosing: no step of the night order is the Atheist's (it wakes nobody), so
  a pretend kill or change may come before the first step, between any two
  or after the last (a Knight or an Empath killed tonight may have woken and
  learnt first; one killed before their step did not wake); a pretend kill
  may take a player a resurrection brought back earlier tonight, who is dead
  at dawn as at dusk, so no event shows either (a Professor's working choice
  with no `revived` event);
- a token another brings into play ("[+the Damsel]", "[+the King]") may be
  left out.
The game goes on with no Demon. Executing the Atheist, alive or dead, while its
ability works, ends the game with a good win, so a case that goes on rules it
out.

The ability gained without being the Atheist (a Philosopher's choice, a good
Apprentice's Townsfolk, a Boffin's Demon: "gain that ability") is the same
ability: while its holder is alive and it works, the Storyteller "can break the
game rules" just as above (a pretend kill, a change, any information, a game
with no Demon), from the moment it is gained. Setup is past, so the bag keeps
its evil tokens; and a dead or droisoned holder's ability does not work, so
those freedoms end with it (the Atheist's own game, with no Demon, needs them
while the Atheist is in play at all).
"""

from engine.rule import Rule
from engine.terms import FALSE, Term, all_of, any_of, implies, is_const, negate
from facts import setup as counts_table


class Atheist(Rule):
    id = "atheist"
    ability = ("The Storyteller can break the game rules, and if executed, good wins, "
               "even if you are dead. [No evil characters]")
    breaks_rules = True

    def setup(self, w):
        on = w.in_play(self.id, w.start_state)
        base = w.case.counts or counts_table.counts(w.case.bag_players)
        w.modify_counts(on, minion=-base.get("minion", 0), demon=-base.get("demon", 0))
        w.free_counts(on, "townsfolk", "outsider")

    def breaking(self, w) -> Term:
        """The Storyteller may break the game's rules now: the Atheist is in play,
        or a living player holds its ability by a grant and it works."""
        gained = [all_of([w.ability_alive(s), w.granted(s, self.id), w.functioning(s, self.id)])
                  for s in range(w.n)] if w.granting else []
        return any_of([w.in_play(self.id), *gained])

    def between_steps(self, w, edge):
        """Any moment of the night: the Storyteller's pretend Demon kill of a
        player the case lists as dying tonight, or of one brought back to life
        tonight (killed again, no event shows it), and the reported changes."""
        if w.step.time.kind != "night":
            return
        on = self.breaking(w)
        dies = []
        for s in range(w.n):
            allowed = w.may_die_tonight(s)
            if is_const(allowed, False):
                dies.append(FALSE)
                continue
            now = w.fresh(f"atheist_kill_{w.step.index}_{s}")
            w.add(implies(now, all_of([on, allowed, w.state.alive[s]])))
            dies.append(now)
        if not all(is_const(d, False) for d in dies):
            w.record_demon_kill(dies)
            w.kill(dies)
        self.change_characters(w)

    def change_characters(self, w):
        """The reported changes of tonight to a good character, as the Storyteller
        simulating a Pit-Hag may make them, once, at this moment or another."""
        on = self.breaking(w)
        time = w.step.time
        for s, p in enumerate(w.case.players):
            for k, change in enumerate(p.changes):
                if change.time != time or w.team(change.becomes) not in ("townsfolk",
                                                                          "outsider"):
                    continue
                key = ("atheist_changed", s, k)
                done = w.memo.get(key, FALSE)
                made = w.fresh(f"atheist_change_{w.step.index}_{s}")
                w.add(implies(made, all_of([on, negate(done)])))
                w.memo[key] = any_of([done, made])
                w.become([made if t == s else FALSE for t in range(w.n)], change.becomes)

    def frees_info(self, w, seat, ability, step):
        return self.breaking(w)

    def goes_on_without_demon(self, w):
        return self.breaking(w)

    def explains_day_death(self, w, event):
        return self.breaking(w)

    def on_execution(self, w, seat, died):
        w.game_over(w.functioning(seat, self.id))


RULE = Atheist()
