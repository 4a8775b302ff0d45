"""The `botc` command: it composes the facts, the solver, the rules and the
simulator, none of which imports it."""
