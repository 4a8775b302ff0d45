"""Room for deep recursion. A long game on a big script nests the engine's
terms deeply (effects whose sources hold granted abilities: a Boffin's, a
Preacher's), past Python's default depth of 1,000 frames and, with a raised
limit, past the main thread's C stack. Work that encodes a game runs in a
thread with a big stack and a raised limit instead of failing."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

DEPTH = 50_000  # Python frames
STACK = 512 * 1024 * 1024  # bytes of C stack for such a thread (reserved, used only as needed)


def allow_deep_recursion() -> None:
    """Raise the frame limit and make every thread started from now on big
    enough for it (the page's answer threads too)."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), DEPTH))
    threading.stack_size(STACK)


def run_deep(fn: Callable[[], T]) -> T:
    """`fn()` in a thread with a big stack, returning what it returns and
    raising what it raises (SystemExit included). The main thread waits in
    short joins, so Ctrl-C still reaches it."""
    limit = sys.getrecursionlimit()
    allow_deep_recursion()
    out: dict[str, object] = {}

    def target() -> None:
        try:
            out["value"] = fn()
        except BaseException as e:  # handed to the caller's thread as it is
            out["error"] = e

    worker = threading.Thread(target=target, name="botc", daemon=True)
    worker.start()
    threading.stack_size(0)  # later threads (none of them encodes) as usual
    try:
        while worker.is_alive():
            worker.join(0.2)
    finally:
        sys.setrecursionlimit(limit)  # the caller's own thread keeps its C stack's limit
    if "error" in out:
        raise out["error"]  # type: ignore[misc]
    return out["value"]  # type: ignore[return-value]
