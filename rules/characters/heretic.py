"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead."

An Outsider in the bag like any other (no count change, no information, no
misregistration). The inversion changes which team wins, never whether or
when the game ends: every end condition (no living Demon, two players left,
a Saint's execution, a Vortox's day without execution...) ends the game as
before, and a case records only whether the game ended, not who won. So the
Heretic's ability removes and adds no world beyond being a possible Outsider.

Official jinxes (Baron, Godfather, Lleech, Pit-Hag, Spy, Widow): "Only 1
jinxed character can be in play." Read per pair, at the two moments a
Storyteller decides who is in play: at setup (the bag, its own changes
included), the Heretic and a jinxed partner are not both in play; and a
Pit-Hag's change that would put both in play at once (a Heretic made while
another player is a partner, a partner made while another player is the
Heretic) does nothing, as for a character in play. A dead character is
still in play. Left open: a partner entering play otherwise during the game
(a Summoner's Lleech, a Scarlet Woman's): those texts do not say the
Storyteller must refuse it, so the world is kept. A Hermit holds the
Heretic's jinxes (its text: "If an Outsider has a jinx, that jinx applies
to the Hermit too"), and so may one given a partner's ability
(`World.jinx_applies`).
"""

from engine.rule import Rule
from engine.terms import FALSE, BoolRef, all_of, any_of, implies, negate
from engine.world import State, World

JINXED = ("baron", "godfather", "lleech", "pithag", "spy", "widow")


class Heretic(Rule):
    id = "heretic"
    jinxes = JINXED
    ability = "Whoever wins, loses & whoever loses, wins, even if you are dead."
    constrains = ("at setup, not in play with a jinxed partner (Baron, Godfather, Lleech, "
                  "Pit-Hag, Spy, Widow); the win's inversion changes who wins, not when the "
                  "game ends, and a case records no winner")

    def setup(self, w):
        st = w.start_state
        for partner in partners(w):
            both = all_of([heretic_side(w, st), holds(w, partner, st)])
            w.add(implies(w.setup_rules_kept(), negate(both)))


def partners(w: World) -> list[str]:
    return [c for c in JINXED if w.jinxed("heretic", c)]


def holds(w: World, char: str, st: State, but: int | None = None) -> BoolRef:
    """Some seat (but `but`) is under `char`'s jinxes in state `st`."""
    return any_of([w.jinx_applies(s, char, st) for s in range(w.n) if s != but])


def heretic_side(w: World, st: State, but: int | None = None) -> BoolRef:
    return holds(w, "heretic", st, but)


def kept_out(w: World, char: str, seat: int, st: State) -> BoolRef:
    """A change of `seat` into `char` would put the Heretic and a jinxed
    partner in play at once (what a Pit-Hag cannot make)."""
    if char == "heretic":
        return any_of([holds(w, c, st, seat) for c in partners(w)])
    if char in partners(w):
        return heretic_side(w, st, seat)
    return FALSE


RULE = Heretic()
