"""Tor (Loric): "Players don't know their character or alignment. They learn
them when they die."

The simulator's players still claim and report as they otherwise would:
what players say binds nothing under the Tor, so any claims are among those
the solver allows. No hook.

Freedoms left out: players' guesses about themselves (claims other than
what they are), which the solver reads as freely as these.
"""
