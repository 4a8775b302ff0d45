"""Z3's C functions without the Python layer's error check after each call,
and Bool terms made from what they return.

The encoding makes millions of calls on nodes it built itself (an And of
Bools, a Not of a Bool), where no error can occur; the check after each
call, and the checked reference count of each new term, were a seventh of
the time of a neighbour-protecting ability's terms in a profile of a
15-player Bad Moon Rising game. A null result, which a malformed call would
give, still raises.
"""

from __future__ import annotations

import ctypes
from typing import Any

from z3 import BoolRef, Z3Exception, z3core


class _Raw:
    """z3core's functions, unchecked: the C function each wrapper calls."""

    def __getattr__(self, name: str) -> Any:
        f = getattr(z3core, name).__defaults__[0].f
        setattr(self, name, f)
        return f


lib = _Raw()


def address(name: str) -> int:
    """The address of one of Z3's C functions (for the walk in C)."""
    return ctypes.cast(getattr(lib, name), ctypes.c_void_p).value


def bool_term(ptr: Any, ctx: Any) -> BoolRef:
    """The Bool term of a node a raw call returned (what BoolRef(ptr, ctx) does,
    without the checked call)."""
    if not ptr:
        raise Z3Exception("a Z3 call on the encoding's terms failed")
    term = BoolRef.__new__(BoolRef)
    term.ast = ptr
    term.ctx = ctx
    lib.Z3_inc_ref(ctx.ref(), ptr)
    return term
