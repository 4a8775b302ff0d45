"""A game file that is never lost or half-written.

Every write goes to a temporary file in the same directory, is flushed to
disk, and replaces the file in one step (`os.replace`), so a crash or a
killed process leaves either the old file or the new one. Before each change
the previous bytes are kept as a numbered version in a history folder beside
the file (`.NAME.history/`), which is what `undo` restores. A lock file in
that folder keeps two writers (an open `play` session and an `add` from
another terminal) from interleaving.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from solver.errors import CaseError

try:  # POSIX; elsewhere writers are not locked against each other
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

KEEP_VERSIONS = 200  # older versions are dropped from the history


def history_dir(path: str) -> Path:
    p = Path(path)
    return p.parent / f".{p.name}.history"


def read_bytes(path: str, key: str = "(file)") -> bytes:
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise CaseError(path, key, "no such file (start a game with `botc new`)") from None
    except OSError as e:
        raise CaseError(path, key, f"expected a readable file ({e.strerror or e})") from None


def write_temp(path: str, data: bytes) -> str:
    """`data` in a new temporary file beside `path`, flushed to disk, with the
    permissions `path` has (or a new file would get)."""
    p = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=p.parent)
    try:
        os.chmod(tmp, _mode(p))
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        discard(tmp)
        raise
    return tmp


def _mode(p: Path) -> int:
    try:
        return p.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def discard(tmp: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(tmp)


def commit(tmp: str, path: str) -> None:
    """Put the flushed temporary file in place of `path` in one step."""
    try:
        os.replace(tmp, path)
    except BaseException:
        discard(tmp)
        raise
    sync_dir(path)


def write_atomic(path: str, data: bytes) -> None:
    commit(write_temp(path, data), path)


def sync_dir(path: str) -> None:
    """Make the rename itself durable (not possible on every system)."""
    with contextlib.suppress(OSError):
        fd = os.open(Path(path).parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def locked(path: str) -> Iterator[None]:
    """Hold the game's lock (creating the history folder if needed)."""
    folder = history_dir(path)
    try:
        folder.mkdir(exist_ok=True)
    except OSError as e:
        raise CaseError(path, "(history)", f"cannot create {folder} ({e.strerror or e})") from None
    with open(folder / "lock", "a+b") as f:
        if fcntl is not None:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            if fcntl is not None:
                fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def versions(path: str) -> list[Path]:
    """The kept versions, oldest first."""
    folder = history_dir(path)
    if not folder.is_dir():
        return []
    found = [p for p in folder.glob("*.yaml") if p.stem.isdigit()]
    return sorted(found, key=lambda p: int(p.stem))


def push_version(path: str, data: bytes) -> Path:
    """Keep `data` (the file as it was before a change) as the newest version."""
    kept = versions(path)
    number = int(kept[-1].stem) + 1 if kept else 1
    target = history_dir(path) / f"{number:04d}.yaml"
    write_atomic(str(target), data)
    for old in kept[: max(0, len(kept) + 1 - KEEP_VERSIONS)]:
        discard(str(old))
    return target


def nothing_to_undo(path: str) -> CaseError:
    return CaseError(path, "undo", f"nothing to undo (no earlier version in {history_dir(path)}/)")


def pop_version(path: str) -> Path:
    """Put the newest kept version back in place of the file, then forget it.
    A crash in between leaves that version both in place and kept: undoing
    again restores the same bytes, nothing is lost."""
    kept = versions(path)
    if not kept:
        raise nothing_to_undo(path)
    newest = kept[-1]
    write_atomic(path, newest.read_bytes())
    discard(str(newest))
    sync_dir(str(newest))
    return newest
