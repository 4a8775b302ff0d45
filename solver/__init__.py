"""botc-solver engine: nothing in this package names a particular character."""
