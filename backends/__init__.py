"""The SAT backends that answer the engine's questions: CaDiCaL on the
engine's own CNF (`sat`, with its walk in C, `_cnfwalk.c`), Z3's
finite-domain solver, and the CSP cross-check (`csp`). `select` picks one.

May import: z3 and the SAT libraries, `engine.z3raw`/`engine.terms` for
terms, `facts`, `caselang` (the CSP reads a case). A new backend goes here."""
