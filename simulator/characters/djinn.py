"""Djinn (Fabled): "Use the Djinn's special rule. All players know what it is."

Storyteller's judgement, nothing mechanical of its own: the special rules
are the official jinxes between the script's characters, which the character
modules play whenever both are on the script (the Lleech's host and the
Slayer, Lil' Monsta and the Scarlet Woman, the Marionette with the Summoner
or Lil' Monsta). It has no hook.

Freedoms left out: none (a special rule that is no official jinx is a
homebrew one, the Bootlegger's).
"""
