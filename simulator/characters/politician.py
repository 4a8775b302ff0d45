"""Politician: "If you were the player most responsible for your team losing,
you change alignment & win, even if dead."

Seed 004: this happens "When the game ends", as the Storyteller's judgement,
and "A drunk or poisoned Politician can not change teams". A simulated game
is still going at its end, so the Politician does nothing in play: an
Outsider with no night step, who registers as itself and claims the
Politician like any good player.

Freedoms left out: none (the change at the game's end is never reached).
"""
