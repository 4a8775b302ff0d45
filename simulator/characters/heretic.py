"""Heretic: "Whoever wins, loses & whoever loses, wins, even if you are dead."

The game ends when it would without the Heretic; only the winner is the
other team, which the case does not record: no hook.

Freedoms left out: none known.
"""
