"""Matron (Traveller): "Each day, you may choose up to 3 sets of 2 players to
swap seats. Players may not leave their seats to talk in private."

Whispering is a table rule, not a fact of the grimoire: nothing to solve. The
seat swaps would change who neighbours whom for the rest of the game, and
the solver keeps the listed seating all game: a case recording a swap
(`{day: N, matron: Q, swap: [[A, B], ...]}`) is refused with one line saying
so, and a case with a Matron and no swap recorded is read as a game in which
she swapped nobody (the report says so).
"""

from caselang.case import PublicAction
from engine.rule import Rule


class Matron(Rule):
    id = "matron"
    ability = ("Each day, you may choose up to 3 sets of 2 players to swap seats. Players may "
               "not leave their seats to talk in private.")
    public_action = PublicAction(keys=("swap",))
    constrains = "nothing: the seating is as listed all game (seat swaps are not supported yet)"
    warning = ("the Matron is in play: the answer keeps the listed seating all game (her seat "
               "swaps are not supported yet)")

    def day_action(self, w, event):
        w.fail(event.where, "the Matron's seat swaps are not supported yet (the seating is "
                            "as listed all game)")


RULE = Matron()
