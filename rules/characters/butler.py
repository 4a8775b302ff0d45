"""Butler: "Each night, choose a player (not yourself): tomorrow, you may only
vote if they are voting too."

The restriction is enforced by the player, not the Storyteller ("It is not
the Storyteller's responsibility to monitor the Butler. They're responsible
for their own voting"), so by default the master's choice constrains nothing
the solver sees. It is announced to abilities that react to being chosen
(World.chosen: a Goon chosen first makes the Butler drunk and takes the
Butler's alignment). A player granted the ability (a Cannibal, a good
Apprentice, a Hermit) chooses a master of its own (`World.own_choices` is per
seat).

Under `rules: {voting_obligations: true}` (a table that trusts every hand): a
nomination's vote whose voters the case records (its `voters`; `votes: 0` is
nobody: rules/votes.py), on day N, with a holder of the ability among them,
alive, sober and healthy, has that holder's master of night N among the
voters too. A day's `{day: N, voted: [...]}` list (everyone who had voted so
far) binds the same way: a holder in it who held the ability working all day
so far has the master in it too, unless a vote of the day may have been an
exile's ("Because exiles are never affected by abilities, the Butler can vote
freely for an exile": seed 002; a Traveller in the game) or a cult's (a Cult
Leader on the script). The master is the holder's own `butler` report where it
binds them, else any other player. While an Organ Grinder's ability is active
this is left free (the official jinx counts such a hand "only if the master
also voted", and a Hermit master's hand is ignored then: seed 002). Seed 002's
Hermit ruling (it votes exactly when its master does) is in
rules/characters/zealot.py.
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, is_const, negate
from rules.votes import exact_voters


def master(w, seat, night):
    """The master `seat` chose on `night` with the Butler's ability (not
    themself), one fresh choice per seat and night: their own `butler` report
    that night where it binds them."""
    key = ("butler_master", seat, night)
    if key not in w.memo:
        xs = [w.fresh(f"butler_master_{seat}_n{night}") if m != seat else FALSE
              for m in range(w.n)]
        w.add(exactly_one(xs))
        for info in w.case.players[seat].info:
            if info.ability == "butler" and info.time.kind == "night" \
                    and info.time.n == night and info.payload in w.names:
                at_night = [st for step, st in w.snapshots if step.time == info.time]
                state = at_night[-1] if at_night else None
                w.add(implies(w.trusted(seat, state), xs[w.seat(info.payload)]))
        w.memo[key] = xs
    return w.memo[key]


class Butler(Rule):
    id = "butler"
    in_csp_fragment = True
    ability = ("Each night, choose a player (not yourself): tomorrow, "
               "you may only vote if they are voting too.")
    payload = Player()
    payload_doc = "P: the master chosen"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        """The master chosen, announced to abilities that react to being chosen (a
        Goon chosen first makes the Butler drunk until dusk: free to vote)."""
        w.own_choices(f"butler_n{step.time.n}", self.choosers(w, step))

    def choice(self, w, seat, payload, step):
        """"(not yourself)": a real Butler never names himself."""
        if w.seat(payload) == seat:
            return FALSE
        return w.made_choice(f"butler_n{step.time.n}", seat, [payload])

    def on_vote(self, w, event):
        if not w.rule_flags.get("voting_obligations"):
            return
        if event.kind == "voted":
            self.by_voted_list(w, event)
            return
        voters = exact_voters(w, event) if event.kind != "exiled" else None
        if voters is None:
            return  # an exile's vote is free; unnamed voters are unknown
        voted = {w.seat(p) for p in voters}
        for b in voted:
            working = all_of([w.ability_alive(b), w.functioning(b, self.id),
                              negate(secret(w))])
            if is_const(working, False):
                continue
            chosen = master(w, b, event.time.n)
            w.add(implies(working, any_of([chosen[m] for m in voted if m != b])))

    def by_voted_list(self, w, event):
        """`{day: N, voted: [...]}`: everyone who had voted so far that day. A
        Butler among them voted in some vote of the day with his master's hand
        up too, so the master is among them, where he held the ability working
        all day so far (the vote's moment is unknown). Not where that vote may
        have been an exile's (a Traveller in the game: a failed exile goes
        unrecorded) or a cult's (a Cult Leader on the script)."""
        if w.travellers or any(e.kind == "reincarnated" for e in w.case.events) \
                or "cultleader" in w.script:
            return
        voted = {w.seat(p) for p in event.subject}
        states = states_today(w, event)
        for b in voted:
            working = []
            for st in states:
                with at_state(w, st):
                    working.append(all_of([w.ability_alive(b), w.functioning(b, self.id),
                                           negate(secret(w))]))
            working = all_of(working)
            if is_const(working, False):
                continue
            chosen = master(w, b, event.time.n)
            w.add(implies(working, any_of([chosen[m] for m in voted if m != b])))


def secret(w):
    """Some Organ Grinder keeps the vote eyes-closed now: its jinx counts the
    Butler's hand only if the master voted, a Hermit master's hand is ignored."""
    if "organgrinder" not in w.rules:
        return FALSE
    from rules.characters.organgrinder import secret_vote

    return secret_vote(w)


def states_today(w, event):
    """The states the day went through before `event`: its dawn (the night's
    last state) and after each earlier event of the day, then now."""
    dawn, today = None, []
    for step, st in w.snapshots:
        if step.time == event.time:
            today.append(st)
        elif step.time.order() < event.time.order():
            dawn = st
    return [*([dawn] if dawn is not None else []), *today, w.state]


RULE = Butler()
