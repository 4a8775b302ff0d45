"""Puzzlemaster: "1 player is drunk, even if you die. If you guess (once) who it
is, learn the Demon player, but guess wrong & get false info."

Rulings (official ability and how to run): at setup the Storyteller makes one
other player (good or evil, any character) drunk for the whole game; the
drunkenness lasts after the Puzzlemaster dies and, like any ongoing effect of
an ability, pauses while the Puzzlemaster is drunk or poisoned. The single
guess, reported as day info `[GUESS, SHOWN]`: if GUESS is the drunk player the
Puzzlemaster is shown the Demon player, otherwise a player who is not the
Demon (a Recluse may register as the Demon, a Spy may not); a drunk or poisoned
Puzzlemaster may be shown anyone. Only the first guess counts. GUESS and SHOWN
may be the same player (the drunk player may be the Demon). Two players who
start as the Puzzlemaster (a Pope's duplicates) each make their own player
drunk and guess at their own. A player who gains the ability after setup (a
Cannibal, a Philosopher, a Pit-Hag's new Puzzlemaster): the drunk player is
chosen "during setup" for the starting Puzzlemaster, and no text says whether
the Storyteller makes another player drunk for the new holder or it shares the
game's, so either (`World.later_pick`); its own drunk player is drunk while it
holds the ability and is sober, dead or alive, from the gain on.
"""

from typing import Any

from caselang.payloads import PayloadError, Shape
from engine.rule import Rule
from engine.terms import FALSE, TRUE, all_of, any_of, if_then_else, is_const, negate
from engine.world import Effect


class GuessShown(Shape):
    """`[GUESS, SHOWN]`: two players, possibly the same."""

    doc = "[GUESS, SHOWN]"

    def parse(self, value: Any, r: Any) -> tuple[str, str]:
        if not isinstance(value, list) or len(value) != 2:
            raise PayloadError(f"expected {self.doc}, got {value!r}")
        return r.player(value[0]), r.player(value[1])


class Puzzlemaster(Rule):
    id = "puzzlemaster"
    ability = ("1 player is drunk, even if you die. If you guess (once) who it is, "
               "learn the Demon player, but guess wrong & get false info.")
    payload = GuessShown()
    payload_doc = ("[GUESS, SHOWN]: the player guessed as the drunk one, "
                   "then the player shown as the Demon")

    def setup(self, w):
        holder = [w.start[p][self.id] for p in range(w.n)]
        w.add_effect(Effect("drunk", [], [], holder=None, until=None, compute=self.later_drunk))
        if w.duplicated_at_setup(self.id):
            self.own_drunks(w, holder)
            return
        drunk = w.choose("puzzle_drunk", [negate(h) for h in holder], optional=True)
        w.add(any_of(drunk) == w.in_play(self.id, w.start_state))
        w.memo["puzzle_drunk"] = drunk
        w.add_effect(Effect("drunk", holder, drunk, holder=self.id, until=None,
                            while_alive=False, while_sober=True))

    def own_drunks(self, w, holder):
        """Where two players may start as the Puzzlemaster (a Pope's
        duplicates), each makes its own player drunk ("1 player is drunk", who
        may be the other Puzzlemaster) and guesses at its own."""
        own = {}
        for q in range(w.n):
            if is_const(holder[q], False):
                continue
            own[q] = w.choose(f"puzzle_drunk_by{q}", [FALSE if t == q else TRUE
                                                      for t in range(w.n)], optional=True)
            w.add(any_of(own[q]) == holder[q])
            w.add_effect(Effect("drunk", [holder[q] if t == q else FALSE for t in range(w.n)],
                                own[q], holder=self.id, until=None, while_alive=False,
                                while_sober=True))
        w.memo["puzzle_drunk_own"] = own
        w.memo["puzzle_drunk"] = w.choose("puzzle_drunk")  # for one who gained it later

    def hypothetical_setup(self, w):
        """For a Puzzlemaster nobody holds: the player it would have made drunk."""
        w.memo["puzzle_drunk"] = w.choose("puzzle_drunk")

    def drunk_of(self, w, seat):
        """Per seat: the player the seat's Puzzlemaster ability makes drunk: its
        own if it started as one of several, the game's if it started as the
        one; for a holder who gained it later, one of its own or the game's."""
        key = ("puzzle_drunk_of", seat)
        if key not in w.memo:
            game = w.memo["puzzle_drunk"]
            starting = w.starting_pick(self.id, w.memo.get("puzzle_drunk_own", {}), game, seat)
            w.memo[key] = w.later_pick(self.id, seat, starting, game, lambda: w.choose(
                f"puzzle_drunk_later{seat}", [FALSE if t == seat else TRUE for t in range(w.n)]))
        return w.memo[key]

    def later_drunk(self, w, st):
        """Per seat: drunk in this state by the ability of a holder who gained it
        after setup and holds it now, sober ("even if you die")."""
        out: list[list] = [[] for _ in range(w.n)]
        for q in range(w.n):
            if not w.may_hold(q, self.id, st):
                continue
            later = all_of([w.has_ability(q, self.id, st),
                            negate(w.is_(q, self.id, w.start_state))])
            if is_const(later, False):
                continue
            later = all_of([later, w.sober_plain(q, st)])
            for t, drunk in enumerate(self.drunk_of(w, q)):
                out[t].append(all_of([later, drunk]))
        return [any_of(x) for x in out]

    def wakes(self, w, seat, step):
        return TRUE  # the guess is made whenever the Puzzlemaster wishes

    def info(self, w, seat, payload, step):
        earlier = [i for i in w.case.players[seat].info
                   if i.ability == self.id and i.time.order() < step.time.order()]
        if earlier:
            return TRUE  # the guess is once per game
        guess, shown = (w.seat(p) for p in payload)
        demon = w.check().team(shown, "demon")
        drunk = self.drunk_of(w, seat)
        return if_then_else(drunk[guess], demon, negate(demon))


RULE = Puzzlemaster()
