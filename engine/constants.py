"""The two Boolean constants, shared by every module so that identity tests
(`x is FALSE`) fold untouched state cheaply."""

from z3 import BoolVal

TRUE = BoolVal(True)
FALSE = BoolVal(False)
# Z3 hash-conses terms: every true (false) term of the context is one node, so
# comparing node addresses is a constant test without a call into Z3.
TRUE_PTR, FALSE_PTR = TRUE.ast.value, FALSE.ast.value
