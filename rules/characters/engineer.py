"""Engineer: "Once per game, at night, choose which Minions or which Demon is
in play."

Rulings (almanac, how to run): once per game, on any night, the Engineer
chooses Minion characters of the script, or one Demon, never both. The Demon
player stays the Demon and the Minion players stay Minions (by character,
whatever their alignment; each keeps their alignment and learns the new
character): a chosen character a player already holds stays with that
player, and each Minion (or Demon) player holding a character not chosen
becomes one of the chosen characters no player has, each chosen character
once. The Engineer chooses as many Minions as there are Minion players
(the Demon: one); when the number chosen is exactly that, every living
Minion (or Demon) player ends holding a chosen character, so choosing the
characters already in play changes nothing. A drunk or poisoned Engineer
changes nobody, and the ability is spent either way; it wakes no more once
used. Payload (the Engineer's own choice): `[minion_id, ...]`, or one
`demon_id`; `none` on a night it chose nothing. A player granted the
ability (a Philosopher) chooses with a choice of its own, once per game.

Official jinx (Legion): "A Legion that is created makes every evil player
Legion. With Legion in play, the Engineer starts knowing it and has no
ability": while a Legion is in play the Engineer's choice changes nobody
(nor counts as a failure: it is no droisoning); a Legion it makes turns
every evil player but Travellers into Legion at once. What the Engineer
learns is no case fact.

Left open: which player takes which chosen character; a dead Minion (or
Demon) player may keep their character; with more or fewer characters
chosen than there are such players ("the Storyteller changes as many as is
fair and feasible"), how many change, and who.
"""

from caselang.payloads import CharacterList, OrNone
from engine.rule import Rule
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    at_most,
    count_is,
    implies,
    is_const,
    negate,
)
from engine.world import Choices
from rules.oncepergame import OncePerGame

TEAMS = ("minion", "demon")


class Engineer(OncePerGame, Rule):
    id = "engineer"
    ability = "Once per game, at night, choose which Minions or which Demon is in play."
    payload = OrNone(CharacterList(TEAMS, alone=("demon",)))
    payload_doc = ("[minion_id, ...] or demon_id: the Minions or the Demon chosen (once per "
                   "game); none: nothing chosen tonight")
    constrains = ("once per game, the Minions or the one Demon it chose: Minion (Demon) "
                  "players holding a chosen character keep it, the others become chosen "
                  "characters no player has, each once; with as many chosen as there are "
                  "such players, every living one ends holding a chosen character. Left "
                  "open: who takes which, whether a dead one changes, and how many change "
                  "when the number chosen differs")
    is_choice = True
    wakes_on = "each"
    jinxes = ("legion",)

    def act(self, w, step):
        n = step.time.n
        options = [c for c in w.script if c in w.rules and w.team(c) in TEAMS]
        made = self.pick(w, n, options)
        w.memo[("engineer", n)] = (made, options)
        for k, (chooser, chosen, awake) in enumerate(self.uses(w, made)):
            w.add(implies(any_of(chosen), any_of(awake)))
            acting = [all_of([a, c]) for a, c in zip(awake, chooser)]
            silenced = self.silenced(w)
            working = all_of([any_of([all_of([a, w.functioning(s, self.id)])
                                      for s, a in enumerate(acting)]), negate(silenced)])
            sel = dict(zip(options, chosen))
            would = any_of([self.change(w, working, {c: x for c, x in sel.items()
                                                      if w.team(c) == team}, team, f"n{n}_{k}")
                            for team in TEAMS])
            for s, a in enumerate(acting):
                w.failed_if_droisoned(s, self.id, all_of([a, would, negate(silenced)]))

    def pick(self, w, n, options):
        """Per holder: which of `options` it chose tonight (Minions or one Demon);
        where the character may be held twice, each holder its own."""
        def one(label):
            xs = [w.fresh(f"{label}_{c}") for c in options]
            minions = [x for c, x in zip(options, xs) if w.team(c) == "minion"]
            demons = [x for c, x in zip(options, xs) if w.team(c) == "demon"]
            w.add(at_most(demons, 1))
            w.add(negate(all_of([any_of(minions), any_of(demons)])))
            return xs
        each = w.holders_each(self.id)  # duplicates (a Pope's): each chooses for itself
        own = {q: one(f"engineer_n{n}_by{q}") for q in range(w.n)
               if not is_const(each[q] if each is not None else w.granted(q, self.id), False)}
        shared = [FALSE] * len(options) if each is not None else one(f"engineer_n{n}")
        made = Choices(self.id, shared, own, [w.is_(q, self.id) for q in range(w.n)], each)
        w.per_holder[(self.id, w.step.index)] = made
        return made

    def change(self, w, working, sel, team, tag):
        """The players of `team` become the characters chosen of it; returns
        whether the choice would change someone (a player of the team holds
        a character not chosen, and a chosen one is free)."""
        if not sel:
            return FALSE
        chosen = list(sel.values())
        members = [w.is_team(s, team) for s in range(w.n)]
        keeps = [any_of([all_of([w.is_(s, c), x]) for c, x in sel.items()]) for s in range(w.n)]
        free = {c: negate(w.in_play(c)) for c in sel}
        would = all_of([any_of([all_of([m, negate(k)]) for m, k in zip(members, keeps)]),
                        any_of([all_of([x, free[c]]) for c, x in sel.items()])])
        on = all_of([working, any_of(chosen)])
        if is_const(on, False):
            return would
        moves = {}
        for s in range(w.n):
            if is_const(members[s], False):
                continue
            for c, x in sel.items():
                m = w.fresh(f"engineer_{tag}_{s}_{c}")
                w.add(implies(m, all_of([on, x, members[s], negate(keeps[s]), free[c]])))
                moves[(s, c)] = m
        for s in range(w.n):
            w.add(at_most([m for (t, _), m in moves.items() if t == s], 1))
        for c in sel:
            w.add(at_most([m for (_, d), m in moves.items() if d == c], 1))
        equal = any_of([all_of([count_is(chosen, k), count_is(members, k)])
                        for k in range(1, len(chosen) + 1)])
        for s in range(w.n):
            if is_const(members[s], False):
                continue
            moved = any_of([m for (t, _), m in moves.items() if t == s])
            w.add(implies(all_of([on, equal, members[s], w.state.alive[s]]),
                          any_of([keeps[s], moved])))
        for c in sel:
            who = [moves.get((s, c), FALSE) for s in range(w.n)]
            if not all(is_const(x, False) for x in who):
                w.become(who, c)
        if "legion" in sel and w.jinxed(self.id, "legion"):
            made = any_of([m for (_, c), m in moves.items() if c == "legion"])
            w.become([FALSE if s in w.travellers else all_of([made, w.state.evil[s]])
                      for s in range(w.n)], "legion")
        return would

    def silenced(self, w):
        """Jinx (Legion): with a Legion in play the Engineer has no ability."""
        if not w.jinxed(self.id, "legion"):
            return FALSE
        return w.in_play("legion")

    def choice(self, w, seat, payload, step):
        made, options = w.memo[("engineer", step.time.n)]
        names = set(payload or ())
        if not names <= set(options):
            return FALSE
        return all_of([x if c in names else negate(x) for c, x in zip(options, made.of(seat))])


RULE = Engineer()
