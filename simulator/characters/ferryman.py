"""Ferryman (Fabled): "On the final day, all dead players regain their vote
token."

Dead players' vote tokens change no event the case records beyond the
votes themselves, which the solver does not check: no hook.

Freedoms left out: none known.
"""
