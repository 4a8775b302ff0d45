"""The case language: a case file read, validated and held as plain data
(`case.Case`), the STATEMENT language, and the payload shapes of information.

May import: `facts`, and `rules.registry` (to read what each character declares:
its payload shape, its public actions). Never z3, never the engine: a case is
read and refused the same whatever backend will solve it."""
