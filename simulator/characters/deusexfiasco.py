"""Deus ex Fiasco (Fabled): "At least once per game, the Storyteller will make a
mistake, correct it, and publicly admit to it."

The simulated Storyteller makes no mistakes, so the one admitted is
corrected before the case is written: no hook.

Freedoms left out: none known.
"""
