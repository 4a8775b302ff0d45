"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider in the bag like any other (no count change, no information, no
misregistration; it never wakes). Which Minion ability the Storyteller gains
when it dies, and what the Storyteller then does with it (poison, kill,
madness, nothing), is the Storyteller's judgement that no case records: the
solver constrains only that it is an Outsider, and does not model the
gained ability. A world that only the Storyteller's Minion ability explains
(a player poisoned or killed by it after the Plague Doctor's death) is
missed, so the answer says so whenever the Plague Doctor is on the script.

Official jinxes (Fearmonger, Goblin, Scarlet Woman, Spy, Wraith): "If the
Storyteller would gain the X ability, a Minion gains it instead and learns
so." When a Plague Doctor whose ability works dies (day or night, any
cause), the Storyteller may pick one of those on the script: then one
Minion (the Storyteller's choice, alive or dead) holds its ability from
that moment on, for the rest of the game, beside their own. Or the
Storyteller gains another Minion ability, and no Minion gains anything: both
are kept. Which one is the Storyteller's (in play or not: no text says).
What the Minion learns is evil information: no constraint. A Hermit with
the Plague Doctor's ability is under these jinxes or not (`jinx_applies`).

Official jinx (Baron): "If the Storyteller would gain the Baron ability, up
to two players become Outsiders" (none, one or two: the Storyteller's): at
the death, one player and then maybe another (any players from the bag,
alive or dead) each become an Outsider on the script, keeping their
alignment and learning it (as a Pit-Hag's change is learnt). An Outsider
not in play: no text here makes a second of one (the jinx's earlier
wording said "not-in-play Outsiders").

Official jinxes (Boomdandy, Evil Twin): "If the Storyteller would gain the X
ability, a player becomes the X": at the death, any player from the bag may
become it (if none is in play), keeping their alignment (a change of
character changes no alignment unless a text says so; the Evil Twin's
almanac: "If a good player is turned into an Evil Twin, they are still a
good player") and learning it. A new Evil Twin is paired with an opposing
player as eviltwin.py pairs any new holder.

Official jinx (Marionette): "If the Storyteller would gain the Marionette
ability, one of the Demon's good neighbors becomes the Marionette": at the
death, a good player next to a Demon (sitting next to it, or its nearest
living neighbour: either reading) may become the Marionette (if none is in
play, as for the Boomdandy) and evil. Not
told (the Marionette thinks they are a good character), they still believe
they are what they believed and think they have that ability, which does
not work; being evil, nothing they say binds them.

The Storyteller gains one ability: at most one of these happens at a death.
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_most, exactly_one, implies, is_const, negate

# The jinxed Minions whose ability a Minion gains instead of the Storyteller.
GAINED_BY_A_MINION = ("fearmonger", "goblin", "scarletwoman", "spy", "wraith")
# The jinxed Minions a player becomes instead.
BECOME_IT = ("boomdandy", "eviltwin")


class PlagueDoctor(Rule):
    id = "plaguedoctor"
    jinxes = (*GAINED_BY_A_MINION, *BECOME_IT, "baron", "marionette")
    ability = "When you die, the Storyteller gains a Minion ability."
    grants_abilities = True
    constrains = ("only that it is an Outsider, and, at its death, a Minion that may gain "
                  "a jinxed Minion's ability (Fearmonger, Goblin, Scarlet Woman, Spy, "
                  "Wraith) or players that may become Outsiders (Baron), the Boomdandy, "
                  "the Evil Twin or the Marionette; "
                  "the Minion ability the Storyteller gains otherwise is not modelled")
    warning = ("the Plague Doctor is on the script: the Minion ability the Storyteller gains "
               "at its death is not modelled, so a world only that ability explains is "
               "missing")

    def on_death(self, w, dying):
        """A working Plague Doctor dies: the Storyteller may pass a jinxed
        Minion ability to a Minion, make up to two players Outsiders (the
        Baron's), a player the Boomdandy, the Evil Twin or the Marionette: at
        most one (it gains one ability)."""
        died = any_of([all_of([d, w.functioning(s, self.id), w.jinx_applies(s, self.id)])
                       for s, d in enumerate(dying) if not is_const(d, False)])
        if is_const(died, False):
            return
        k = w.memo.get("plaguedoctor_deaths", 0)
        w.memo["plaguedoctor_deaths"] = k + 1
        used = [self.gift(w, died, k)]
        if w.jinxed(self.id, "baron"):
            outsiders = [c for c in w.script if w.team(c) == "outsider" and c in w.rules]
            used.append(self.players_become(w, died, f"plaguedoctor_baron{k}", outsiders, 2))
        for c in BECOME_IT:
            if w.jinxed(self.id, c):
                used.append(self.players_become(w, died, f"plaguedoctor_{c}{k}", [c], 1))
        if w.jinxed(self.id, "marionette"):
            used.append(self.marionette(w, died, k))
        w.add(at_most(used, 1))

    def gift(self, w, died, k):
        """A Minion may gain one jinxed Minion's ability; whether one did."""
        gifts = [c for c in GAINED_BY_A_MINION if w.jinxed(self.id, c)]
        if not gifts:
            return FALSE
        who = w.choose(f"plaguedoctor_gift{k}",
                       [all_of([died, w.is_team(q, "minion")]) for q in range(w.n)],
                       optional=True)
        given = any_of(who)
        which = self.pick(w, f"plaguedoctor_gift{k}", gifts, given)
        for c, x in which.items():
            old = w.state.marks.get(f"plaguedoctor_{c}", [FALSE] * w.n)
            w.mark(f"plaguedoctor_{c}", [any_of([o, all_of([q, x])]) for o, q in zip(old, who)])
        return given

    def players_become(self, w, died, name, options, most):
        """Up to `most` players (one after the other) become characters of
        `options` not in play, keeping their alignment; whether any did."""
        made = []
        for j in range(most if options else 0):
            who = w.choose(f"{name}_{j}",
                           [died if t in w.bag_seats else FALSE for t in range(w.n)],
                           optional=True)
            chosen = any_of(who)
            which = self.pick(w, f"{name}_{j}", options, chosen)
            for c, x in which.items():
                w.add(implies(all_of([chosen, x]), negate(w.in_play(c))))
            w.become_each([([all_of([t, x]) for t in who], c) for c, x in which.items()])
            made.append(chosen)
        return any_of(made)

    def marionette(self, w, died, k):
        """The Marionette jinx: one of the Demon's good neighbours may become the
        Marionette, evil, still believing what they believed; whether one did."""
        st = w.state
        demon = [w.is_demon(x, st) for x in range(w.n)]
        living = [[] for _ in range(w.n)]  # nearest living neighbours of a Demon
        for d in range(w.n):
            if not is_const(demon[d], False):
                for row in w.neighbours(d, st):
                    for x, near in row:
                        living[x].append(all_of([demon[d], near]))
        near = [any_of([demon[x] for x in w.beside(s)] + living[s]) for s in range(w.n)]
        free = all_of([died, negate(w.in_play("marionette", st))])
        who = w.choose(f"plaguedoctor_marionette{k}",
                       [all_of([free, w.good(s, st), near[s]]) if s in w.bag_seats else FALSE
                        for s in range(w.n)], optional=True)
        good = [c for c in w.script if w.team(c) in ("townsfolk", "outsider")]
        was = [{c: w.believes(s, c, st) for c in good} for s in range(w.n)]
        w.become(who, "marionette")
        w.set_evil(who, True)
        w.mark("plaguedoctor_marionettes",
               [*w.state.marks.get("plaguedoctor_marionettes", []), (who, was)])
        return any_of(who)

    def believes_granted(self, w, seat, char, state):
        """A player made the Marionette still thinks they have the ability of
        the character they believed they were."""
        return any_of([all_of([who[seat], was[seat].get(char, FALSE),
                               w.is_(seat, "marionette", state)])
                       for who, was in state.marks.get("plaguedoctor_marionettes", [])])

    def pick(self, w, name, chars, chosen):
        """One of `chars` if `chosen`, else none."""
        which = {c: w.fresh(f"{name}_{c}") for c in chars}
        w.add(implies(chosen, exactly_one(list(which.values()))))
        w.add(implies(negate(chosen), negate(any_of(list(which.values())))))
        return which

    def grants(self, w, seat, char, state):
        """A Minion given a jinxed Minion's ability at a Plague Doctor's death."""
        held = state.marks.get(f"plaguedoctor_{char}")
        return FALSE if held is None else held[seat]


RULE = PlagueDoctor()
