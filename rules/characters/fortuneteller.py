"""Fortune Teller: "Each night, choose 2 players: you learn if either is a Demon.
There is a good player that registers as a Demon to you."

The red herring is one good player chosen at setup and fixed for the game (it
may be the Fortune Teller), as players register: a Spy "might register as good"
to an ability that would "affect a good player", so a Spy may be it; a
Traveller who joins later was not there to be marked. It is part
of the ability, a fact of the grimoire: under the Vortox, a choice of the red
herring and no Demon is told "no". A dead Demon still gives "yes"; a Recluse
may register as a Demon. The two players chosen are announced to abilities that
react to being chosen (a Goon chosen first tonight makes the Fortune Teller
drunk before she learns).
"""

from caselang.case import Time
from caselang.payloads import Players
from engine.rule import Rule
from engine.terms import FALSE, any_of, exactly_one, implies, negate


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
        good player, so a Spy may be the red herring."""
        herring = [w.fresh(f"redherring_{s}") for s in range(w.n)]
        w.add(exactly_one(herring))
        chk = w.check()
        for s in range(w.n):
            there = w.present(s, Time("night", 1))  # not a Traveller who joins later
            w.add(implies(herring[s], negate(chk.evil(s)) if there else FALSE))
        w.memo["redherring"] = herring

    def act(self, w, step):
        w.own_choices(f"fortuneteller_n{step.time.n}", self.choosers(w, step), 2)

    def choice(self, w, seat, payload, step):
        return w.made_choice(f"fortuneteller_n{step.time.n}", seat, payload[:2])

    def info(self, w, seat, payload, step):
        check = w.check()
        herring = w.memo["redherring"] if not w.plain_truth else [FALSE] * w.n
        ping = any_of([any_of([check.team(w.seat(p), "demon"), herring[w.seat(p)]])
                       for p in payload[:2]])
        return ping if payload[2] else negate(ping)

    def first_night(self, view, seat, payload):
        seats = [view.seat(p) for p in payload[:2]]
        can_ping = any("demon" in view.team_options(s) or s == view.herring for s in seats)
        can_miss = all(view.team_options(s) - {"demon"} and s != view.herring for s in seats)
        return can_ping if payload[2] else can_miss


RULE = FortuneTeller()
