"""Dreamer: "Each night, choose a player (not yourself or Travellers): you learn
1 good & 1 evil character, 1 of which is correct."

The chosen player registers as one of the two characters shown; the other is
from the opposite side (a Townsfolk or Outsider against a Minion or Demon), so
a pair of two good or two evil characters is never shown. The Drunk shows as
the Drunk; a Recluse may show as an evil character, a Spy as a good one. The
choice is announced to abilities that react to being chosen (a Goon chosen
first tonight makes the Dreamer drunk before they learn).
"""

from caselang.payloads import Character, Player, Tuple
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, negate
from facts.catalog import GOOD_TEAMS, team


def one_good_one_evil(a: str, b: str) -> bool:
    return (team(a) in GOOD_TEAMS) != (team(b) in GOOD_TEAMS) and \
        team(a) in ("townsfolk", "outsider", "minion", "demon") and \
        team(b) in ("townsfolk", "outsider", "minion", "demon")


class Dreamer(Rule):
    id = "dreamer"
    in_csp_fragment = True
    ability = ("Each night, choose a player (not yourself or Travellers): "
               "you learn 1 good & 1 evil character, 1 of which is correct.")
    payload = Tuple(Player(), Character(), Character())
    payload_doc = "[P, char_a, char_b]: the player chosen is one of the two (one good, one evil)"
    wakes_on = "each"

    def act(self, w, step):
        w.own_choices(f"dreamer_n{step.time.n}", self.choosers(w, step))

    def info(self, w, seat, payload, step):
        player, a, b = payload
        if not one_good_one_evil(a, b):
            return FALSE
        check = w.check()
        return any_of([check.is_char(w.seat(player), a), check.is_char(w.seat(player), b)])

    def choice(self, w, seat, payload, step):
        chosen = w.seat(payload[0])
        if chosen == seat or not one_good_one_evil(payload[1], payload[2]):
            return FALSE
        return all_of([negate(w.is_team(chosen, "traveller")),
                         w.made_choice(f"dreamer_n{step.time.n}", seat, payload[:1])])

    def first_night(self, view, seat, payload):
        player, a, b = payload
        if not one_good_one_evil(a, b) or view.seat(player) == seat:
            return False
        return view.registers_as(view.seat(player), a) or view.registers_as(view.seat(player), b)


RULE = Dreamer()
