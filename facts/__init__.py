"""The game's facts, read by the solver, the rules and the simulator alike:
characters' teams and names, the official night order, setup counts, jinxes
and the built-in scripts (`facts/data/`). Nothing here knows how a character's
ability works."""
