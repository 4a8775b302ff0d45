"""Game simulator: plays random legal Blood on the Clocktower games as a
Storyteller would and writes each one as a case file whose true world the
solver must find (DESIGN.md, "Correctness", point 2).

It shares the rules' data (script, night order, setup counts) with the solver
but not their encoding: each character runs forward in plain Python, so a rule
misread in one place does not hide itself. `simulator.loop` plays any script
whose characters all have modules in `simulator.characters` (every built-in
script), or a custom list of them.
"""
