"""The Storyteller's check: a true grimoire (`grimoire`) and the false
information planned for it, checked for legality and coherence (`check`).

May import: `answers`, `engine`, `caselang`, `facts`, `rules.registry`."""
