"""Bootlegger (Loric): "This script has homebrew characters or rules."

Storyteller's judgement: the homebrew rules are not named anywhere, so
there is nothing mechanical to play; the game follows the official rules.
It has no hook.

Freedoms left out: any homebrew rule (none is given).
"""
