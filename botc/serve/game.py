"""One game file served to the page: facts go through the same path as
`botc add` and `botc undo` (table/game.py, table/gamefile.py), and the
answers are worked out in a background thread, fact by fact
(answers/anytime.py, as `botc solve --seconds` gives them), so the page can
show each as soon as it is decided: who could be the Demon first, then each
seat's possible characters, the reasons, and the counts last.

The engine builds its formulas in one Z3 context shared by the whole process,
so only one thread uses it at a time (`ENGINE`). A new fact does not wait for
the answer being worked out: it cancels it, and the answer stops at the
solver's next slice of search (a count in progress: its worker is killed).
The fact is then checked (is some world left?) and written, and the same
encoded case goes on to the Demon line of the new file. What cannot be
stopped: another fact's check while it is written (its encoding and the one
question whether some world is left), the encoding of a case the page did
not start (after an undo or a change made elsewhere), and one slice of search.

Z3 objects are freed under `ENGINE` too: a Z3 reference dropped in one thread
while another works in the context corrupts it (an assertion in Z3's
ast.cpp, seen under load). So every object holding Z3 terms (an answer, a
write's result) is let go inside `ENGINE`, and while a game is served the
cyclic garbage collector runs only there (`collect`).
"""

from __future__ import annotations

import gc
import hashlib
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import CommentedMap

from answers.anytime import (
    Anytime,
    Cell,
    Consistency,
    Counts,
    DemonCandidates,
    Fact,
    Travellers,
    UnseatedDemon,
)
from answers.worlds import Result, Stopped
from caselang.case import Case
from caselang.errors import CaseError
from caselang.parse import load_case
from caselang.statements import StatementError
from table import game as table
from table.commands import Change, apply
from table.deletion import remove
from table.gamefile import read_bytes

ENGINE = threading.Lock()  # the Z3 context is one per process


def collect(dropped: list[HeadStart]) -> None:
    """Free the head starts no longer wanted and what only cycles keep,
    holding the engine (see the module's docstring); the automatic collector,
    which could run in any thread, is off while a game is served."""
    gc.disable()
    with ENGINE:
        dropped.clear()
        gc.collect()
COUNT_SECONDS = 8.0  # the counting stage's budget (a new fact stops it at once)
WATCH_SECONDS = 0.5  # how often the file is checked for a change made elsewhere
STAGES = ["who could be the Demon", "each seat's possible characters",
          "why a seat cannot be the Demon", "whether some world seats no Demon",
          "counting the worlds"]
CHECKING = "checking the fact against every world"


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


@dataclass
class HeadStart:
    """A kept fact's answer, begun by its write: the encoded case has said
    that some world is left, and goes on from there."""

    run: Anytime
    facts: Iterator[Fact]
    digest: str  # of the file written
    t0: float  # when the write began (the stages' times count from it)


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


def answer_of(case: Case) -> Anytime:
    """The page's answer to a case, fact by fact: the worlds the report lists
    at the table, without their end states, and the counts last."""
    return Anytime(case, max_worlds=table.TABLE_WORLDS, ends=False, count_seconds=COUNT_SECONDS)


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
        self._wanted: tuple[int, HeadStart | None] | None = None  # (generation, head start)
        self._generation = 0
        self._computing = False
        self._closed = False
        self._writing = 0  # changes under way: the file is not watched meanwhile
        self._active: Anytime | None = None  # the answer being worked out
        self._seen = signature(path)
        try:  # the circle and the forms at once; the answers follow
            self.digest, self.case = self._read()
        except (CaseError, StatementError):
            pass  # said by the answer thread
        self._dropped: list[HeadStart] = []  # freed by the answer thread (`collect`)
        gc.disable()  # cycles are freed holding the engine (`collect`)
        self._thread = threading.Thread(target=self._run, name=f"answers:{path}", daemon=True)
        self._thread.start()
        self.refresh()

    # ---- what the page asks -------------------------------------------------------
    def add(self, words: list[str], force: bool = False) -> table.Outcome:
        """`botc add` on the file; the answer thread goes on from the check's
        encoded case."""
        return self._change(lambda judge: table.add(self.path, words, force, table.TABLE_WORLDS,
                                                    seats=False, judge=judge))

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
        return self._change(lambda judge: table.change_game(
            self.path, edit, fact, force, table.TABLE_WORLDS, seats=False, judge=judge))

    def _change(self, write: Callable[[table.Judge], table.Outcome]) -> table.Outcome:
        """Stop the answer being worked out, make the change, and work out the
        answers again, unless nothing was written and every answer was already
        in. The check of a kept fact (some world is left) is the first stage of
        its answer: when the request returns, the page shows the answers of the
        file as it now is (none yet but that), and the Demon line follows."""
        with self._cond:
            complete = not self._computing and self._wanted is None
            kept = self.answers.working
            self._writing += 1
        heads: list[HeadStart] = []

        def judge(case: Case) -> Result:
            """Whether some world is left, from the answer the page goes on with."""
            run = answer_of(case)
            facts = run.facts()
            first = next(facts)
            assert isinstance(first, Consistency)
            heads.append(HeadStart(run, facts, "", t0))
            return Result(case, first.consistent, [], False, {}, [], run.answer.seconds,
                          run.e.w, demon_exact=False, enumerator=run.e, seats_exact=False,
                          count_note="not asked: the page works the answers out")

        out: table.Outcome | None = None
        try:
            self._stop()
            self._set(None, working=[CHECKING])
            failure: Exception | None = None
            with ENGINE:  # two changes at once: each shows its answers in the order written
                try:
                    t0 = time.perf_counter()
                    out = write(judge)
                    if out.written and out.result is not None:
                        digest = file_digest(out.data)
                        self._seen = digest  # a change made elsewhere since is still seen
                        self.case, self.digest = out.result.case, digest
                        ok = out.result.consistent
                        self._set(None, **vars(Answers(
                            working=STAGES if ok else [], digest=digest, consistent=ok,
                            seconds={"check": time.perf_counter() - t0})))
                        if ok:
                            head = heads[-1]
                            head.digest = digest
                            self.refresh(head)
                except Exception as e:  # its traceback's frames hold Z3 terms: dropped here
                    e.__traceback__ = e.__context__ = e.__cause__ = None
                    failure = e
                finally:
                    if out is not None and out.result is not None:  # its Z3 terms go here
                        out.result = Result(out.result.case, out.result.consistent, [], False,
                                            {}, [], out.result.seconds, None)  # type: ignore[arg-type]
                    heads.clear()
            if failure is not None:
                raise failure
        finally:
            with self._cond:
                self._writing -= 1
            if out is None or (out.written and out.result is None):
                self.refresh()
            elif not out.written:
                if complete and signature(self.path) == self._seen:
                    self._set(None, working=kept)  # the file is as it was: so are the answers
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
            self._writing += 1
        try:
            self._stop()
            return step(self.path)
        finally:
            with self._cond:
                self._writing -= 1
            now = signature(self.path)
            if not (complete and now == self._seen == self.answers.digest):
                if now != self.answers.digest:
                    self._set(None, **vars(Answers(working=STAGES, digest=now or "")))
                self.refresh()
            self._seen = now

    def refresh(self, head: HeadStart | None = None) -> None:
        """Read the file again and work out its answers anew (or go on from
        `head`, a kept fact's answer begun by its write)."""
        with self._cond:
            self._generation += 1
            self._drop(self._wanted)
            self._wanted = (self._generation, head)
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
        """Stop the answer being worked out (it is about to be stale): it is
        cancelled, and gives the engine back at the solver's next slice."""
        with self._cond:
            self._generation += 1
            self._drop(self._wanted)
            self._wanted = None
            if self._active is not None:
                self._active.cancel()
        with ENGINE:  # held by the answer thread until it has stopped
            pass

    def _run(self) -> None:
        while not self._closed:
            try:
                job = self._next_job()
                if job is not None:
                    self._answer(*job)
                    job = None
                    collect(self._dropped)
            except Cancelled:
                job = None
                collect(self._dropped)
            except Exception as e:  # a bug in the engine: said, and the thread goes on
                self._set(None, working=[], error=f"the solver failed on this game "
                                                  f"({type(e).__name__}: {e})")

    def _drop(self, wanted: tuple[int, HeadStart | None] | None) -> None:
        """Keep a head start no longer wanted for the answer thread to free
        holding the engine (its Z3 terms; called holding `_cond`)."""
        if wanted is not None and wanted[1] is not None:
            self._dropped.append(wanted[1])

    def _next_job(self) -> tuple[int, HeadStart | None] | None:
        """The next answer wanted: asked for, or the file changed elsewhere
        (not looked for while the page is changing it)."""
        with self._cond:
            self._computing = False
            self._cond.notify_all()
            if self._wanted is None and not self._closed:
                self._cond.wait(WATCH_SECONDS)
            if self._closed:
                return None
            if self._wanted is None and not self._writing and \
                    signature(self.path) != self._seen:
                self._generation += 1
                self._wanted = (self._generation, None)
            job, self._wanted = self._wanted, None
            if job is not None:
                if job[1] is None:
                    self._seen = signature(self.path)
                self._computing = True
            return job

    def _set(self, generation: int | None, **changes: Any) -> None:
        """Show `changes`, unless they are of an answer no longer wanted
        (`generation`; None: the page's own request)."""
        with self._cond:
            if generation is not None and generation != self._generation:
                raise Cancelled
            for k, v in changes.items():
                setattr(self.answers, k, v)
            self.version += 1
            self._cond.notify_all()

    def _current(self, generation: int) -> None:
        if generation != self._generation:
            raise Cancelled

    def _read(self) -> tuple[str, Case]:
        """The file's digest and its case, read from the same content (a
        change made in between: read again)."""
        for _ in range(3):
            digest = signature(self.path) or ""
            case = load_case(self.path)
            if signature(self.path) == digest:
                break
        return digest, case

    def _answer(self, generation: int, head: HeadStart | None) -> None:
        """The answers of the file, each shown when decided (with a head
        start, the answer its write began; else the file as it now is)."""
        if head is None:
            try:  # read before the case: a change in between fails the check
                digest, case = self._read()
            except (CaseError, StatementError) as e:
                self.case = None
                self._set(generation, **vars(Answers(error=str(e),
                                                     digest=signature(self.path) or "")))
                return
            self.case, self.digest = case, digest
            self._set(generation, **vars(Answers(working=STAGES, digest=digest)))
            head_or_case: HeadStart | Case = case
        else:
            head_or_case = head
        with ENGINE:
            failure = self._engine_work(generation, head_or_case)
        if failure is not None:
            raise failure

    def _engine_work(self, generation: int, job: HeadStart | Case) -> Exception | None:
        """`_answer`'s part that holds the engine. What stops it is returned with
        its traceback dropped here, holding the engine: the frames it keeps
        hold Z3 terms (see the module's docstring)."""
        try:
            if isinstance(job, HeadStart):
                self._stream(generation, job.run, job.facts, job.t0)
                return None
            self._current(generation)
            t0 = time.perf_counter()
            run = answer_of(job)  # the encoding: not stopped midway
            self._stream(generation, run, run.facts(), t0)
            del run  # its Z3 terms are let go holding the engine
        except Exception as e:
            e.__traceback__ = e.__context__ = e.__cause__ = None
            return e
        finally:
            if isinstance(job, HeadStart):
                job.run = job.facts = None  # type: ignore[assignment]
        return None

    def _stream(self, generation: int, run: Anytime, facts: Iterator[Fact],
                t0: float) -> None:
        """Each fact of `run` shown as it comes; a stage still open is said to
        be worked on, never shown decided. Stops (Cancelled) as soon as the
        answer is no longer wanted."""
        with self._cond:
            if generation != self._generation:
                raise Cancelled
            self._active = run
        try:
            for fact in facts:
                self._show(generation, run, fact, t0)
            if run.answer.stopped:  # cancelled: a newer answer is wanted
                raise Cancelled
        except Stopped:  # a question asked between two facts (the reasons)
            raise Cancelled from None
        finally:
            with self._cond:
                self._active = None
            close = getattr(facts, "close", None)
            if close is not None:
                close()

    def _show(self, generation: int, run: Anytime, fact: Fact, t0: float) -> None:
        from botc.cli import quick_reasons

        a, shown = run.answer, self.answers
        seconds = {**shown.seconds}
        if isinstance(fact, Consistency):
            self._set(generation, consistent=fact.consistent,
                      working=STAGES if fact.consistent else [])
        elif isinstance(fact, DemonCandidates):
            seconds["demon"] = time.perf_counter() - t0
            self._set(generation, demon=list(fact.players), working=STAGES[1:],
                      seconds=seconds)
        elif isinstance(fact, UnseatedDemon):
            self._set(generation, no_seated_demon=fact.possible, working=STAGES[4:])
        elif isinstance(fact, Travellers):
            self._set(generation, travellers=fact.alignments)
        elif isinstance(fact, Counts):
            seconds["counts"] = time.perf_counter() - t0
            self._set(generation, working=[], counts=fact.demon if fact.exact else None,
                      world_count=fact.world_count, count_note=fact.note, seconds=seconds)
        if isinstance(fact, Cell) or a.demon is None:
            self._progress(generation, a)
        if a.consistent and a.demon is not None and shown.seats is None and \
                not a.open_cells():
            r = a.result(run.e)
            seconds["seats"] = time.perf_counter() - t0
            self._set(generation, seats=r.possible, working=STAGES[2:], seconds=seconds)
            reasons = quick_reasons(r)
            self._set(generation, reasons=reasons, working=STAGES[3:])

    def _progress(self, generation: int, a: Any) -> None:
        """The stage under way, with how much of it is decided."""
        if a.demon is None:
            n = len(a.names)
            done = n - len(a.demon_open())
            stage = f"{STAGES[0]} ({done} of {n} seats decided)"
        elif self.answers.seats is None:
            stage = f"{STAGES[1]} ({int(100 * a.decided_share())} % decided)"
        else:
            return
        working = self.answers.working
        if working and working[0] != stage:
            self._set(generation, working=[stage, *working[1:]])
