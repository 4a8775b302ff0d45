"""The two Boolean constants, shared by every module so that identity tests
(`x is FALSE`) fold untouched state cheaply."""

from z3 import BoolVal

TRUE = BoolVal(True)
FALSE = BoolVal(False)
TRUE_ID, FALSE_ID = TRUE.get_id(), FALSE.get_id()
