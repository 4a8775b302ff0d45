"""Ending a `botc` process as soon as its work is done. Every term of a game
lives in Z3's one context, and freeing it at interpreter exit is slow: 19 s
after a 15-player, 4-night Bad Moon Rising game whose answer took 10 s. A
command run from the shell has nothing left to do once the exit handlers of
what it used (worker processes, temporary files) have run and its output is
flushed, so it ends there, before Python frees every object one by one."""

from __future__ import annotations

import atexit
import os
import sys

_status: list[object] = [1]  # an error escaped the command until it says otherwise


def arm() -> None:
    """End the process at exit without freeing its objects. Registered before
    the command imports what registers its own handlers, so it runs after them
    (handlers run last registered first)."""
    atexit.register(_leave)


def status(code: object) -> None:
    """The exit status the command chose (`sys.exit`'s argument)."""
    _status[0] = code


def _leave() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader gone, or a stream already closed
            pass
    code = _status[0]
    os._exit(code if isinstance(code, int) else 0 if code is None else 1)
