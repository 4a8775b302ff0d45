"""The characters' rules: one module per character in `rules/characters/`,
each a `Rule` read like its almanac entry, found by the engine through
`registry.py`; shared shapes of several characters (`demonkill`,
`oncepergame`) beside it.

May import: the engine's vocabulary (`engine.terms`, `engine.rule`,
`engine.world`, `engine.statements_eval`), `caselang` (payload shapes, times),
`facts`. Never z3 itself, never the answers, the table or the simulator."""
