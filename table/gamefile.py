"""A game file that is never lost or half-written.

Every write goes to a temporary file in the same directory, is flushed to
disk, and replaces the file in one step (`os.replace`), so a crash or a
killed process leaves either the old file or the new one. Before each change
the previous bytes are kept as a numbered version in a history folder beside
the file (`.NAME.history/`), with the fact that made the change in the
user's words (`NNNN.fact`): that is what `undo` restores and names. What
`undo` takes away is kept in `redo/` under the same number, so `redo` puts it
back; a new change forgets it. A lock file in that folder keeps two writers
(an open `play` session and an `add` from another terminal) from
interleaving.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from caselang.errors import CaseError

try:  # POSIX; elsewhere writers are not locked against each other
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]

KEEP_VERSIONS = 200  # older versions are dropped from the history


def history_dir(path: str) -> Path:
    p = Path(path)
    return p.parent / f".{p.name}.history"


def redo_dir(path: str) -> Path:
    return history_dir(path) / "redo"


def read_bytes(path: str, key: str = "(file)") -> bytes:
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise CaseError(path, key, "no such file (start a game with `botc new`)") from None
    except OSError as e:
        raise CaseError(path, key, f"expected a readable file ({e.strerror or e})") from None


def writable(path: str) -> None:
    """Refuse to change a game the user may not write, or made read-only:
    replacing it would need only the folder's permission, so the file's own
    is checked first (even for a user who could override it)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # reading it says what is wrong
    if not mode & 0o222 or not os.access(path, os.W_OK):
        raise CaseError(path, "(file)", "read-only; not changed (make it writable to change "
                        f"the game: chmod u+w {path})")


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


def create(tmp: str, path: str, key: str) -> None:
    """Give the flushed temporary file the name `path` only if no file has it,
    in one step (of two writers, one wins; the other is told)."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise CaseError(path, key, "the file already exists; not overwritten") from None
    except OSError:  # a file system without hard links: checked, then replaced
        if Path(path).exists():
            raise CaseError(path, key, "the file already exists; not overwritten") from None
        os.replace(tmp, path)
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


def versions(path: str, folder: Path | None = None) -> list[Path]:
    """The kept versions (or those in `folder`), oldest first."""
    folder = history_dir(path) if folder is None else folder
    if not folder.is_dir():
        return []
    found = [p for p in folder.glob("*.yaml") if p.stem.isdigit()]
    return sorted(found, key=lambda p: int(p.stem))


def fact_of(version: Path) -> str | None:
    """The words of the change a version was kept for (None in a history
    written before the words were kept)."""
    try:
        return version.with_suffix(".fact").read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


def _keep(target: Path, data: bytes, fact: str | None) -> None:
    if fact is not None:
        write_atomic(str(target.with_suffix(".fact")), fact.encode("utf-8"))
    write_atomic(str(target), data)


def _drop(version: Path) -> None:
    discard(str(version))
    discard(str(version.with_suffix(".fact")))


def push_version(path: str, data: bytes, fact: str | None = None) -> Path:
    """Keep `data` (the file as it was before a change) as the newest version,
    with the words of the change."""
    kept = versions(path)
    number = int(kept[-1].stem) + 1 if kept else 1
    target = history_dir(path) / f"{number:04d}.yaml"
    _keep(target, data, fact)
    for old in kept[: max(0, len(kept) + 1 - KEEP_VERSIONS)]:
        _drop(old)
    return target


def forget_redo(path: str) -> None:
    """A new change: what was undone before it can no longer be redone."""
    for undone in versions(path, redo_dir(path)):
        _drop(undone)
    _tidy(path)


def _tidy(path: str) -> None:
    """No empty `redo/` folder is left behind."""
    with contextlib.suppress(OSError):
        redo_dir(path).rmdir()


def nothing_to_undo(path: str) -> CaseError:
    return CaseError(path, "undo", f"nothing to undo (no earlier version in {history_dir(path)}/)")


def nothing_to_redo(path: str) -> CaseError:
    return CaseError(path, "redo", "nothing to redo (no change was undone since the last one)")


def pop_version(path: str) -> str | None:
    """Put the newest kept version back in place of the file, keeping the file
    as it was for `redo`; returns the words of the change undone. A crash in
    between leaves that version both in place and kept: undoing again restores
    the same bytes, nothing is lost."""
    kept = versions(path)
    if not kept:
        raise nothing_to_undo(path)
    newest = kept[-1]
    fact = fact_of(newest)
    redo = redo_dir(path)
    redo.mkdir(exist_ok=True)
    _keep(redo / newest.name, read_bytes(path), fact)
    write_atomic(path, newest.read_bytes())
    _drop(newest)
    sync_dir(str(newest))
    return fact


def redo_version(path: str) -> str | None:
    """Put back the change undone last, keeping the file as it was for `undo`;
    returns its words."""
    undone = versions(path, redo_dir(path))
    if not undone:
        raise nothing_to_redo(path)
    last = undone[0]  # undo goes down the numbers: the lowest was undone last
    fact = fact_of(last)
    push_version(path, read_bytes(path), fact)
    write_atomic(path, last.read_bytes())
    _drop(last)
    sync_dir(str(last))
    _tidy(path)
    return fact
