"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider with no information and no night step of its own. At its death
the Storyteller gains a Minion ability and never uses it to any effect.

Freedoms left out: the Storyteller's use of the gained Minion ability
(poison, kills, madness...): the solver does not model it either, and its
answer warns of it.
"""
