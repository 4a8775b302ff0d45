"""Exact world counts by projected model counting, without listing the worlds.

Blocking one world at a time manages a few dozen worlds a second on a big
board, so a board with thousands of worlds is never fully enumerated in
interactive time. A projected model counter counts the assignments of the
starting characters that extend to a whole grimoire without listing them:
Ganak (the `pyganak` package) counts the case's CNF projected on the
starting-character variables, so Storyteller sub-choices do not multiply
worlds. The CNF is the SAT backend's own (`from_backend`), or with the Z3
backend Z3's tactics' (pseudo-Boolean constraints into circuits, then
Tseitin clauses; `to_cnf`). Measured on nine simulated games (8 to 15
players), the backend's CNF was counted in 729 s in all against over 968 s
through the tactics (stopped at 370 s on one), faster on five games and
slower on four, by up to 1.8 times (snv, 8 players, 1 night: 88 s against
50 s).

One count answers every question. A selector picks either "the total" or one
seat that starts as a Demon; selecting digit k frees `bits * k` otherwise
forced bits, so a world counts 2**(bits*k) once per digit that applies to it.
In base 2**bits the one number then reads as each candidate's count and the
total (`bits` is wide enough for any count, see `digit_bits`).

The counter runs in a child process (count_worker.py) so a time budget can stop
it. Ganak caches components under hashes: by its authors' account a count is
wrong with a probability below about one in a billion; the checks in
`decode` catch the mistakes that contradict what the SAT solver knows.
"""

from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from z3 import Z3_OP_UNINTERPRETED, BoolRef, Goal, Probe, Then, With, is_const, is_false, is_true

if TYPE_CHECKING:
    from backends.sat import Cnf

WORKER = Path(__file__).with_name("count_worker.py")

# simplify and the circuits keep every variable's meaning (no variable is
# solved away or substituted), so the CNF has the same models projected on the
# starting characters. The default `pb.solver` leaves weighted sums untouched,
# and the DIMACS printer then writes each as a fresh, unconstrained atom: hence
# an explicit encoding, and the is-propositional check below.
PIPELINE = Then("simplify", With("card2bv", **{"pb.solver": "binary_merge"}), "simplify",
                "bit-blast", "tseitin-cnf")


class CountError(Exception):
    """Counting is not available or did not finish; the message says why."""


class CountStopped(CountError):
    """The count was no longer wanted (`stop`): its worker was ended."""


@dataclass
class Counts:
    total: int
    demon: dict[int, int]  # seat -> worlds in which it starts as a Demon
    seconds: float


def available() -> bool:
    return importlib.util.find_spec("pyganak") is not None


def count_worlds(formulas: list[BoolRef], units: list[BoolRef],
                 start: list[dict[str, BoolRef]], demon_seats: dict[int, list[str]],
                 possible: list[list[str]], unique: bool, seconds: float,
                 spent: float = 0, cnf: Cnf | None = None,
                 stop: Callable[[], bool] | None = None) -> Counts:
    """The exact number of worlds, and of worlds per starting Demon seat.

    formulas, units: every constraint of the case and the literals assumed
    true (claims' trackers, assumptions); start[seat][char]: the starting
    variables; demon_seats: each candidate seat with its possible Demons;
    possible: each seat's possible starting characters, exactly (they bound
    the counts, and the others are false in every world); unique: no world
    gives a character to two seats (a tighter bound); spent: the part of the
    `seconds` budget already used (listing the worlds first); cnf: the SAT
    backend's clauses for these formulas, when it has them (`from_backend`);
    stop: see `run_counter`."""
    if not available():
        raise CountError("the model counter (the pyganak package) is not installed")
    t0 = time.perf_counter()
    lines, proj, ids, nvars = projected(formulas, units, start, possible, cnf)
    seats = sorted(demon_seats)
    bits = digit_bits(possible, unique)
    extra, shown, nvars = digits(seats, demon_seats, start, ids, bits, nvars)
    text = "\n".join([f"p cnf {nvars} {len(lines) + len(extra)}", *lines, *extra,
                      "c p show " + " ".join(map(str, proj + shown)) + " 0", ""])
    answer = run_counter(text, seconds - spent - (time.perf_counter() - t0), seconds,
                         "model counting", stop)
    total, per_seat = decode(int(answer), len(seats), bits)
    return Counts(total, dict(zip(seats, per_seat)), time.perf_counter() - t0)


def projected(formulas: list[BoolRef], units: list[BoolRef], start: list[dict[str, BoolRef]],
              possible: list[list[str]], cnf: Cnf | None = None
              ) -> tuple[list[str], list[int], dict[str, int], int]:
    """The case's DIMACS clause lines (the SAT backend's own when `cnf` is
    given, else through Z3's tactics), the starting variables to count on
    (each seat's `possible` characters; the others get a unit clause), each
    starting variable's DIMACS id by name, and the number of variables."""
    lines, var_of, nvars = from_backend(cnf, formulas, units) if cnf is not None \
        else to_cnf(formulas, units)
    proj: list[int] = []
    ids: dict[str, int] = {}
    for seat, chars in zip(start, possible):
        for c, v in seat.items():
            if is_const(v) and v.decl().kind() == Z3_OP_UNINTERPRETED:
                var, nvars = var_of(v, nvars)
                ids[v.decl().name()] = var
                # A character the SAT solver showed impossible for the seat is
                # false in every world: a unit clause, and nothing to count on.
                # It spares the counter's preprocessing most of its work.
                if c in chars:
                    proj.append(var)
                else:
                    lines.append(f"-{var} 0")
            elif not is_false(v) and not is_true(v):  # a Traveller's seat is fixed
                raise CountError(f"a starting character is not a variable: {v}")
    return lines, proj, ids, nvars


VarOf = Callable[[BoolRef, int], tuple[int, int]]


STOP_POLL = 0.05  # how often a running count asks whether it is still wanted


def run_counter(text: str, left: float, seconds: float, what: str,
                stop: Callable[[], bool] | None = None) -> str:
    """The model counter's answer to a DIMACS `text` (its last word), run in a
    worker process within the `left` of a `seconds` budget. With `stop`, the
    worker is killed as soon as `stop()` turns true (a new fact at the table:
    the count is of a game that is gone) and CountStopped is raised."""
    if left <= 0:
        raise CountError(f"{what} ran out of its {seconds:g} s budget")
    end = time.monotonic() + left
    # The clauses go through a file: a pipe's writer would have to be kept
    # going across the waits below (a retried `communicate` cannot go on
    # writing its input).
    with tempfile.TemporaryFile("w+") as clauses:
        clauses.write(text)
        clauses.seek(0)
        proc = subprocess.Popen([sys.executable, str(WORKER)], stdin=clauses,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        while True:
            wait = max(0.0, end - time.monotonic())
            try:
                out, err = proc.communicate(timeout=wait if stop is None else
                                            min(wait, STOP_POLL))
                break
            except subprocess.TimeoutExpired:
                if stop is not None and stop():
                    raise CountStopped(f"{what} was stopped") from None
                if time.monotonic() >= end:
                    raise CountError(f"{what} ran out of its {seconds:g} s budget") from None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    if proc.returncode != 0 or not out.strip():
        why = (err.strip().splitlines() or ["no answer"])[-1]
        raise CountError(f"the model counter failed: {why}")
    return out.split()[-1]


def from_backend(cnf: Cnf, formulas: list[BoolRef],
                 units: list[BoolRef]) -> tuple[list[str], VarOf, int]:
    """DIMACS clause lines from the SAT backend's own CNF (satsolver.Cnf), as
    `to_cnf` gives them. Its clauses only define one variable per formula node
    (each a function of its parts, so they change no count projected on the
    starting characters) and each formula and unit adds its node's literal.
    It shares every subformula where Z3's tactics copy them: on a 15-player,
    4-night Bad Moon Rising game 14 s and 2.8 million clauses through the
    tactics, against the backend's clauses, already made."""
    tops = [cnf.of(f) for f in formulas] + [cnf.of(u) for u in units]
    lines = [" ".join(map(str, c)) + " 0" for c in cnf.clauses]
    lines += [f"{x} 0" for x in dict.fromkeys(tops)]

    def var_of(v: BoolRef, nvars: int) -> tuple[int, int]:
        lit = cnf.of(v)  # a variable seen first here is a fresh one, constrained by nothing
        return lit, max(nvars, cnf.nv)

    return lines, var_of, cnf.nv


def to_cnf(formulas: list[BoolRef], units: list[BoolRef]) -> tuple[list[str], VarOf, int]:
    """DIMACS clause lines through Z3's tactics (the Z3 backend keeps no clauses),
    a starting variable's DIMACS id (a new one for a variable simplified away:
    constrained by nothing), the number of variables."""
    g = Goal()
    g.add(*formulas)
    g.add(*units)
    sub = PIPELINE(g)
    if len(sub) != 1 or Probe("is-propositional")(sub[0]) != 1.0:
        raise CountError("the encoding did not reduce to clauses")
    lines, ids, nvars = [], {}, 0
    for line in sub[0].dimacs(include_names=True).splitlines():
        if line.startswith("c "):
            _, num, name = line.split(" ", 2)
            ids[name] = int(num)
        elif line.startswith("p "):
            nvars = int(line.split()[2])
        else:
            lines.append(line)

    def var_of(v: BoolRef, n: int) -> tuple[int, int]:
        name = v.decl().name()
        if name not in ids:
            n += 1
            ids[name] = n
        return ids[name], n

    return lines, var_of, nvars


def digit_bits(possible: list[list[str]], unique: bool) -> int:
    """Bits per digit: no count exceeds the number of ways to give every seat one
    of its possible characters, all different when `unique` (no world gives a
    character to two seats). Fewer bits spare the counter much work."""
    bound = math.prod(max(1, len(p)) for p in possible)
    if unique:
        bound = min(bound, injective(possible) or bound)
    return max(1, bound.bit_length())


def injective(possible: list[list[str]], cap: int = 200_000) -> int | None:
    """Ways to give every seat a different one of its possible characters,
    seat by seat over the sets of characters used so far (None past `cap`
    sets)."""
    bit = {c: 1 << k for k, c in enumerate(dict.fromkeys(c for p in possible for c in p))}
    ways = {0: 1}
    for chars in possible:
        after: dict[int, int] = {}
        for used, k in ways.items():
            for c in chars:
                if not used & bit[c]:
                    after[used | bit[c]] = after.get(used | bit[c], 0) + k
        if len(after) > cap:
            return None
        ways = after
    return sum(ways.values())


def digits(seats: list[int], demon_seats: dict[int, list[str]], start: list[dict[str, BoolRef]],
           ids: dict[str, int], bits: int, nvars: int) -> tuple[list[str], list[int], int]:
    """Clauses of the selector: digit k < len(seats) needs seats[k] to start as
    a Demon, the last digit is the total; digit k frees the first bits * k of
    the free bits. Returns the clauses, the added variables to count on, and
    the new number of variables."""
    z = list(range(nvars + 1, nvars + len(seats) + 2))
    nvars += len(z)
    out = [" ".join(map(str, z)) + " 0"]
    out += [f"-{a} -{b} 0" for i, a in enumerate(z) for b in z[i + 1:]]
    for k, seat in enumerate(seats):
        demons = [ids[start[seat][c].decl().name()] for c in demon_seats[seat]]
        out.append(" ".join(map(str, [-z[k], *demons])) + " 0")
    free = list(range(nvars + 1, nvars + bits * len(seats) + 1))
    nvars += len(free)
    for j, y in enumerate(free):
        out.append(" ".join(map(str, [-y, *z[j // bits + 1:]])) + " 0")
    return out, z + free, nvars


def decode(count: int, n: int, bits: int) -> tuple[int, list[int]]:
    """The total and the per-seat digits of one count."""
    mask = (1 << bits) - 1
    per_seat = [(count >> (bits * k)) & mask for k in range(n)]
    total = count >> (bits * n)
    if total >> bits:
        raise CountError("the model counter's answer does not decode")
    return total, per_seat
