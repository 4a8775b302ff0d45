"""Gardener (Loric): "The Storyteller assigns all players' characters."

Storyteller's judgement: who gets which character. The loop already draws
every legal bag and seating at random, which includes every assignment a
Storyteller could choose, so nothing changes. It has no hook.

Freedoms left out: none.
"""
