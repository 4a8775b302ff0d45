"""Fortune Teller: "Each night, choose 2 players: you learn if either is a Demon.
There is a good player that registers as a Demon to you."

The red herring is one good player chosen at setup and fixed for the game (it
may be the Fortune Teller), as players register: a Spy "might register as good"
to an ability that would "affect a good player", so a Spy may be it; a
Traveller who joins later was not there to be marked. Two players who start
as the Fortune Teller (a Pope's duplicates) each have their own. The red
herring is marked "while preparing the first night"; for a holder who gains
the ability later (a Cannibal, a Philosopher, a new character) the texts do
not say whether it has its own or shares the game's: either (a good player
as players register, at setup or then). It is part
of the ability, a fact of the grimoire: under the Vortox, a choice of the red
herring and no Demon is told "no". A dead Demon still gives "yes"; a Recluse
may register as a Demon. The two players chosen are announced to abilities that
react to being chosen (a Goon chosen first tonight makes the Fortune Teller
drunk before she learns).
"""

from caselang.case import Time
from caselang.payloads import Players
from engine.rule import Rule
from engine.statements_eval import at_state
from engine.terms import (
    FALSE,
    all_of,
    any_of,
    exactly_one,
    implies,
    is_const,
    negate,
)


class FortuneTeller(Rule):
    id = "fortuneteller"
    in_csp_fragment = True
    ability = ("Each night, choose 2 players: you learn if either is a Demon. "
               "There is a good player that registers as a Demon to you.")
    payload = Players(2, flag=True)
    payload_doc = "[P1, P2, yes/no]: whether either registers as the Demon (or is the red herring)"
    wakes_on = "each"
    needs_red_herring = True
    grimoire_choices = {"red_herring": "redherring"}

    def setup(self, w):
        self.choose_herring(w)

    def hypothetical_setup(self, w):
        self.choose_herring(w)  # a Fortune Teller nobody holds would have one too

    def choose_herring(self, w):
        """One good player as players register, chosen at setup for the whole
        game: a Spy "might register as good" to an ability that would affect a
        good player, so a Spy may be the red herring. Where two players may
        start as the Fortune Teller (a Pope's duplicates), each has its own
        ("registers as a Demon to you"); the one kept for the game serves a
        holder who gained the ability later."""
        herring = self.one_herring(w, "redherring")
        w.memo["redherring"] = herring
        if not w.duplicated_at_setup(self.id):
            return
        st = w.start_state
        own = {q: self.one_herring(w, f"redherring_by{q}") for q in range(w.n)
               if not is_const(w.is_(q, self.id, st), False)}
        starts = {q: w.is_(q, self.id, st) for q in own}
        w.memo["redherring_shared"] = herring
        w.memo["redherring_own"] = own
        # The grimoire's red herring (a Storyteller's `truth`, a likelihood's
        # count): a starting Fortune Teller's, else the game's.
        w.memo["redherring"] = [any_of([all_of([starts[q], own[q][s]]) for q in own]
                                       + [all_of([negate(any_of(list(starts.values()))),
                                                  herring[s]])]) for s in range(w.n)]

    def one_herring(self, w, name):
        herring = [w.fresh(f"{name}_{s}") for s in range(w.n)]
        w.add(exactly_one(herring))
        chk = w.check()
        for s in range(w.n):
            there = w.present(s, Time("night", 1))  # not a Traveller who joins later
            w.add(implies(herring[s], negate(chk.evil(s)) if there else FALSE))
        return herring

    def herring(self, w, seat):
        """The red herring of the seat's Fortune Teller ability: its own if it
        started as one of several, else the game's; for a holder who gained the
        ability later, its own or the game's (`World.later_pick`)."""
        game = w.memo.get("redherring_shared", w.memo["redherring"])
        starting = w.starting_pick(self.id, w.memo.get("redherring_own", {}), game, seat)
        return w.later_pick(self.id, seat, starting, game, lambda: self.later_herring(w, seat))

    def later_herring(self, w, seat):
        """A red herring marked for a holder who gained the ability after setup:
        a good player as players register, at setup or now (when it is marked
        the texts do not say)."""
        now = w.check()
        with at_state(w, w.start_state):
            then = w.check()
        herring = [w.fresh(f"redherring_later{seat}_{s}") for s in range(w.n)]
        w.add(exactly_one(herring))
        for s in range(w.n):
            good = [negate(now.evil(s)) if w.present(s) else FALSE,
                    negate(then.evil(s)) if w.present(s, Time("night", 1)) else FALSE]
            w.add(implies(herring[s], any_of(good)))
        return herring

    def act(self, w, step):
        w.own_choices(f"fortuneteller_n{step.time.n}", self.choosers(w, step), 2)

    def choice(self, w, seat, payload, step):
        return w.made_choice(f"fortuneteller_n{step.time.n}", seat, payload[:2])

    def info(self, w, seat, payload, step):
        check = w.check()
        herring = self.herring(w, seat) if not w.plain_truth else [FALSE] * w.n
        ping = any_of([any_of([check.team(w.seat(p), "demon"), herring[w.seat(p)]])
                       for p in payload[:2]])
        return ping if payload[2] else negate(ping)

    def first_night(self, view, seat, payload):
        seats = [view.seat(p) for p in payload[:2]]
        can_ping = any("demon" in view.team_options(s) or s == view.herring for s in seats)
        can_miss = all(view.team_options(s) - {"demon"} and s != view.herring for s in seats)
        return can_ping if payload[2] else can_miss


RULE = FortuneTeller()
