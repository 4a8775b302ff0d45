"""Buddhist (Fabled): "For the first 2 minutes of each day, veteran players may
not talk."

A table rule about talking, which the simulator's players do not model: no
hook.

Freedoms left out: none known.
"""
