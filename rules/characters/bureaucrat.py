"""Bureaucrat (Traveller): "Each night, choose a player (not yourself): their
vote counts as 3 votes tomorrow."

Constrains: a Bureaucrat's reported choice `{night: N, bureaucrat: P}` is a
player other than the Bureaucrat, made while the Bureaucrat is in the game
and alive. Not constrained: the triple vote itself. The solver reads no vote
tallies (`votes` on a nomination is a record, checked against nothing).
The choice is announced to abilities that react to being chosen
(World.chosen: a Goon chosen first makes the Bureaucrat drunk and takes the
Bureaucrat's alignment).
"""

from caselang.payloads import Player
from engine.rule import Rule
from engine.terms import negate


class Bureaucrat(Rule):
    id = "bureaucrat"
    ability = ("Each night, choose a player (not yourself): their vote counts as 3 votes "
               "tomorrow.")
    payload = Player()
    payload_doc = "P: the player the Bureaucrat chose (not themself)"
    is_choice = True
    wakes_on = "each"

    def act(self, w, step):
        target = w.choose(f"bureaucrat_n{step.time.n}",
                          [negate(w.is_(s, self.id)) for s in range(w.n)])
        w.memo[("bureaucrat", step.time.n)] = target
        w.chosen(self.choosers(w, step), target)

    def choice(self, w, seat, payload, step):
        return w.memo[("bureaucrat", step.time.n)][w.seat(payload)]


RULE = Bureaucrat()
