"""One game file served to the page: facts go through the same path as
`botc add` and `botc undo` (table/game.py, table/gamefile.py), and the
answers are worked out in a background thread, stage by stage, so the page
can show each as soon as it is decided.

The engine builds its formulas in one Z3 context shared by the whole process,
so only one thread uses it at a time (`ENGINE`). A new fact does not wait for
a slow stage of the previous answer: the answer thread stops at its next
question to the solver (between two questions the engine is in a state it can
leave; the thread only reads the case) and starts again from the new file.
What cannot be stopped there: the first stage of an answer the page did not
start (who could be the Demon, after an undo or a change made elsewhere), one
question to the solver, and the model counter's run (at most COUNT_SECONDS).
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap

from answers.worlds import Enumerator, Result, solve, tally
from caselang.case import Case
from caselang.errors import CaseError
from caselang.parse import load_case
from caselang.statements import StatementError
from table import game as table
from table.commands import Change, apply
from table.deletion import remove
from table.gamefile import read_bytes

ENGINE = threading.Lock()  # the Z3 context is one per process
COUNT_SECONDS = 8.0  # the counting stage; a fact tapped meanwhile waits at most this
WATCH_SECONDS = 0.5  # how often the file is checked for a change made elsewhere
STAGES = ["who could be the Demon", "each seat's possible characters",
          "why a seat cannot be the Demon", "counting the worlds"]


class Cancelled(Exception):
    """Raised in the answer thread when its answer is no longer wanted."""


@dataclass
class Answers:
    """What the page shows under the circle, filled in stage by stage."""

    working: list[str] = field(default_factory=list)  # the stages still to come
    digest: str = ""  # of the file these answers are of (file_digest)
    error: str | None = None  # the file is not a valid case
    consistent: bool | None = None
    demon: list[str] | None = None  # who could start as the Demon, exact
    no_seated_demon: bool = False
    seats: list[list[str]] | None = None  # each seat's possible starting characters
    reasons: dict[str, str] = field(default_factory=dict)
    counts: dict[str, int] | None = None  # each candidate's worlds, when exact
    world_count: int | None = None
    count_note: str = ""
    travellers: dict[str, list[str]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)  # each stage's time


def file_digest(data: bytes) -> str:
    """Names one content of the file: the page sends it back with an edit."""
    return hashlib.sha256(data).hexdigest()


def signature(path: str) -> str | None:
    """What tells that the file changed (a `botc add` in a terminal, another
    tab): its content, not its time and size, which a change can leave as
    they were (a file system's coarse clock, the same number of bytes)."""
    try:
        return file_digest(Path(path).read_bytes())
    except OSError:
        return None


class Game:
    """The served game: its file, its current answers, and the thread that
    works them out. `version` grows with every change the page should show."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.version = 0
        self.case: Case | None = None
        self.digest = ""  # of the file the case was read from
        self.answers = Answers()
        self._cond = threading.Condition()
        # (generation, a head start and the digest of the file it is of)
        self._wanted: tuple[int, Result | None, str] | None = None
        self._generation = 0
        self._computing = False
        self._closed = False
        self._seen = signature(path)
        self._thread = threading.Thread(target=self._run, name=f"answers:{path}", daemon=True)
        self._thread.start()
        self.refresh()

    # ---- what the page asks -------------------------------------------------------
    def add(self, words: list[str], force: bool = False) -> table.Outcome:
        """`botc add` on the file; the answer thread goes on from the solver's
        result (the Demon line is in it already)."""
        return self._change(lambda: table.add(self.path, words, force, table.TABLE_WORLDS,
                                              seats=False))

    def edit(self, where: str, words: list[str] | None, digest: str,
             force: bool = False) -> table.Outcome:
        """Take out the fact at `where` (and put `words` in its place), kept,
        refused or undone like a new fact; refused if the file is no longer the
        one the page showed (`digest`), which named the fact by its place."""

        def edit(data: CommentedMap) -> Change:
            if file_digest(read_bytes(self.path)) != digest:
                raise CaseError(self.path, where, "the game changed since the page showed it; "
                                "nothing changed, look again")
            gone = remove(where, data, self.path)
            if words is None:
                return gone
            added = apply(words, data, self.path)
            return Change(f"{gone.summary}; {added.summary}", added.report)

        fact = f"take out {where}" if words is None else \
            f"in place of {where}: {table.in_words(words)}"
        return self._change(lambda: table.change_game(self.path, edit, fact, force,
                                                      table.TABLE_WORLDS, seats=False))

    def _change(self, write: Callable[[], table.Outcome]) -> table.Outcome:
        """Stop the answer thread, make the change, and work out the answers
        again, unless nothing was written and every answer was already in. A
        kept fact's Demon line is shown before the request returns: whoever
        asks after it sees the answers of the file as it now is."""
        with self._cond:
            complete = not self._computing and self._wanted is None
            kept = self.answers.working
        self._stop()
        self._set(working=["checking the fact against every world"])
        out: table.Outcome | None = None
        try:
            with ENGINE:  # two changes at once: each shows its answers in the order written
                t0 = time.perf_counter()
                out = write()
                if out.written and out.result is not None:
                    digest = file_digest(out.data)
                    self._seen = digest  # a change made elsewhere since is still seen
                    self.case, self.digest = out.result.case, digest
                    self._demon_line(out.result, digest, time.perf_counter() - t0)
                    self.refresh(out.result, digest)
        finally:
            if out is None or (out.written and out.result is None):
                self.refresh()
            elif not out.written:
                if complete and signature(self.path) == self._seen:
                    self._set(working=kept)  # the file is as it was: so are the answers
                else:
                    self.refresh()
        return out

    def undo(self) -> str | None:
        """`botc undo` on the file; returns the words of the change undone."""
        return self._step(table.undo)

    def redo(self) -> str | None:
        """`botc redo` on the file; returns the words of the change put back."""
        return self._step(table.redo)

    def _step(self, step: Callable[[str], str | None]) -> str | None:
        """Undo or redo: the file is put back as it was, so the answers shown
        are dropped before the request returns (they are of another file) and
        worked out again."""
        with self._cond:
            complete = not self._computing and self._wanted is None
        self._stop()
        try:
            return step(self.path)
        finally:
            now = signature(self.path)
            if not (complete and now == self._seen == self.answers.digest):
                if now != self.answers.digest:
                    self._set(**vars(Answers(working=STAGES, digest=now or "")))
                self.refresh()
            self._seen = now

    def refresh(self, head_start: Result | None = None, digest: str = "") -> None:
        """Read the file again and work out its answers anew (or go on from
        `head_start`, the solver's result on the file of that digest)."""
        with self._cond:
            self._generation += 1
            self._wanted = (self._generation, head_start, digest)
            self._cond.notify()

    def close(self) -> None:
        """Stop the answer thread for good (the game is no longer served)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._stop()
        self._thread.join()

    def wait_idle(self, timeout: float) -> bool:
        """Wait until every answer is in (for scripts and tests)."""
        end = time.monotonic() + timeout
        with self._cond:
            while self._wanted is not None or self._computing:
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    # ---- the answer thread ----------------------------------------------------------
    def _stop(self) -> None:
        """Stop the answer being worked out (it is about to be stale)."""
        with self._cond:
            self._generation += 1
            self._wanted = None
        with ENGINE:  # held by the answer thread until it has stopped
            pass

    def _run(self) -> None:
        while not self._closed:
            try:
                job = self._next_job()
                if job is not None:
                    self._answer(*job)
            except Cancelled:
                pass
            except Exception as e:  # a bug in the engine: said, and the thread goes on
                self._set(working=[], error=f"the solver failed on this game "
                                            f"({type(e).__name__}: {e})")

    def _next_job(self) -> tuple[int, Result | None, str] | None:
        """The next answer wanted: asked for, or the file changed elsewhere."""
        with self._cond:
            self._computing = False
            self._cond.notify_all()
            if self._wanted is None and not self._closed:
                self._cond.wait(WATCH_SECONDS)
            if self._closed:
                return None
            if self._wanted is None and signature(self.path) != self._seen:
                self._generation += 1
                self._wanted = (self._generation, None, "")
            job, self._wanted = self._wanted, None
            if job is not None:
                self._seen = signature(self.path)
                self._computing = True
            return job

    def _set(self, **changes: Any) -> None:
        with self._cond:
            for k, v in changes.items():
                setattr(self.answers, k, v)
            self.version += 1
            self._cond.notify_all()

    def _current(self, generation: int) -> None:
        if generation != self._generation:
            raise Cancelled

    def _stop_asking(self, e: Enumerator, generation: int) -> None:
        """Each later question to the solver first checks that the answer is
        still wanted."""
        ask = e.solver.check

        def check(*assumptions: Any) -> Any:
            self._current(generation)
            return ask(*assumptions)

        e.solver.check = check

    def _read(self) -> tuple[str, Case]:
        """The file's digest and its case, read from the same content (a
        change made in between: read again)."""
        for _ in range(3):
            digest = signature(self.path) or ""
            case = load_case(self.path)
            if signature(self.path) == digest:
                break
        return digest, case

    def _demon_line(self, r: Result, digest: str, seconds: float) -> None:
        """The first stage shown, all at once: the page never shows the old
        Demon line gone and no new one."""
        from botc.cli import no_seated_demon

        self._set(**{**vars(Answers()), "working": STAGES[1:] if r.consistent else [],
                     "digest": digest, "consistent": r.consistent, "demon": list(r.demon),
                     "no_seated_demon": no_seated_demon(r),
                     "travellers": r.traveller_alignments, "seconds": {"demon": seconds}})

    def _answer(self, generation: int, r: Result | None, digest: str) -> None:
        """The stages, each shown when done: the facts, who could be the Demon,
        each seat's characters, short reasons, the shares of worlds. Each is
        of the file `digest` names (with a head start `r`, its Demon line is
        shown already)."""
        from botc.cli import quick_reasons

        shown = r is not None
        try:
            if r is None:  # read before the case: a change in between fails the check
                digest, case = self._read()
                self.digest = digest
            else:
                case = r.case
        except (CaseError, StatementError) as e:
            self.case = None
            self._set(**vars(Answers(error=str(e), digest=signature(self.path) or "")))
            return
        self.case = case
        if r is None:
            self._set(**vars(Answers(working=STAGES, digest=digest)))
        with ENGINE:
            t0 = time.perf_counter()
            if r is None:
                r = solve(case, table.TABLE_WORLDS, ends=False, seats=False)
            self._current(generation)
            if not shown:
                self._demon_line(r, digest, time.perf_counter() - t0)
            if not r.consistent:
                return
            e = r.enumerator
            assert e is not None
            self._stop_asking(e, generation)
            t0 = time.perf_counter()
            if not r.seats_exact:
                r.possible, r.seats_exact = e.possible(r.seen), True
            self._current(generation)
            self._set(working=STAGES[2:], seats=r.possible,
                      seconds={**self.answers.seconds, "seats": time.perf_counter() - t0})
            reasons = quick_reasons(r)
            self._current(generation)
            self._set(working=STAGES[3:], reasons=reasons)
            t0 = time.perf_counter()
            tally(r, e, r.seen, COUNT_SECONDS)
            self._current(generation)
            self._set(working=[], counts=r.demon if r.demon_exact else None,
                      world_count=r.world_count, count_note=r.count_note,
                      seconds={**self.answers.seconds, "counts": time.perf_counter() - t0})
