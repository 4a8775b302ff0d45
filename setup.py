"""The one compiled part: the CNF backend's walk in C (backends/_cnfwalk.c).
Optional: where it cannot be built the walk runs in Python (same clauses)."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("backends._cnfwalk", ["backends/_cnfwalk.c"], optional=True,
                             extra_compile_args=["-O2"])])
