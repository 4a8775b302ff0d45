"""Matron (Traveller): "Each day, you may choose up to 3 sets of 2 players to
swap seats. Players may not leave their seats to talk in private."

The Matron sits in the game and never swaps anyone (she "may").

Freedoms left out: seat swaps (the solver keeps the listed seating); the
players' whispering is not played.
"""
