"""Each Demon candidate's share of the worlds, estimated with a stated
confidence when the exact count (answers/counts.py) does not finish in time.

The worlds are the case's CNF's models projected on the starting characters,
as the exact count counts them. Two ways to an interval, in a child process
(estimate_worker.py) that a time budget stops, keeping what came before:

- samples (`cmsgen`, `unigen`): n worlds drawn one after another; a
  candidate's share is read from the k of them in which it starts as a Demon,
  with the Wilson score interval at 95 %. That interval is about a binomial
  proportion: it holds only for samples drawn uniformly from the worlds.
  UniGen (`pyunigen`) samples over the projection and is proven almost
  uniform: every world's chance lies within a factor 1 + e of 1/|worlds|
  (e = (1 + kappa)(2.23 + 0.48 / (1 - kappa)**2) - 1, about 8.7 at its
  default kappa 0.638), so the proof alone bounds a share only within that
  factor, and the Wilson interval reads UniGen as uniform, which its authors'
  tests find it indistinguishable from. Nor is independence proven: UniGen may
  draw several samples from one hashed cell, and the binomial reading takes
  them as independent draws (each batch of BATCH comes from a fresh sampler
  and seed, estimate_worker.py). CMSGen (`pycmsgen`) promises nothing:
  it is a SAT solver with randomised choices, tested only empirically, and it
  samples whole assignments, not the projection, so a world with more
  Storyteller sub-choices may be drawn more often. `tests/test_estimate.py`
  checks its intervals against every shipped case's exact shares.
- counts (`approxmc`): ApproxMC gives for each count C an estimate c with
  P[C / (1 + eps) <= c <= (1 + eps) C] >= 1 - delta. With c_k for the
  candidate's worlds C_k and c for all worlds C, both bounds hold together
  with probability at least 1 - 2 delta (union bound), and then
  C_k / C lies in [c_k / (c (1 + eps)**2), c_k (1 + eps)**2 / c] (capped at 1):
  each count may be off by a factor 1 + eps, in opposite directions. So each
  candidate's interval has confidence 1 - 2 delta (delta = 0.025 for 95 %).
  The factor (1 + eps)**2 makes these intervals wide (3.24 at ApproxMC's
  default eps 0.8): a guarantee, not a point.

Each interval holds for its candidate alone at the stated confidence; together,
for m candidates, at least 1 - m (1 - confidence) (union bound).
"""

from __future__ import annotations

import importlib.util
import math
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from z3 import BoolRef

from answers.counts import CountError, projected

if TYPE_CHECKING:
    from backends.sat import Cnf

WORKER = Path(__file__).with_name("estimate_worker.py")
METHODS = {"unigen": "pyunigen", "approxmc": "pyapproxmc", "cmsgen": "pycmsgen"}
# UniGen: the one way to a 95 % interval at most 10 points wide that its
# guarantee supports (CMSGen's intervals miss exact shares: tests/test_estimate.py).
METHOD = "unigen"
Z95 = 1.959963984540054  # the normal quantile of 97.5 %
MIN_SAMPLES = 10  # fewer and no interval is given
MAX_SAMPLES = 2000  # enough for a 95 % interval at most 4.4 points wide


@dataclass(frozen=True)
class Share:
    """A candidate's share of the worlds lies in [low, high] with probability
    at least `confidence` (over the estimator's randomness); None: no stated
    confidence (CMSGen's samples)."""

    low: float
    high: float
    confidence: float | None


@dataclass
class Estimate:
    demon: dict[int, Share]  # seat -> its share as a starting Demon
    method: str  # cmsgen, unigen or approxmc
    note: str  # how it was estimated, in words
    seconds: float
    samples: int | None = None
    epsilon: float | None = None
    delta: float | None = None


def available(method: str) -> bool:
    return importlib.util.find_spec(METHODS[method]) is not None


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a binomial proportion, k successes in n."""
    p, z2 = k / n, z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z / (1 + z2 / n) * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    # At k = 0 and k = n the bounds are 0 and 1 exactly (rounding may miss them).
    low = 0.0 if k == 0 else max(0.0, centre - half)
    return low, 1.0 if k == n else min(1.0, centre + half)


def ratio(part: int, whole: int, epsilon: float) -> tuple[float, float]:
    """The interval on C_k / C from ApproxMC's estimates `part` of C_k and
    `whole` of C, when each is within a factor 1 + epsilon (module docstring)."""
    f = (1 + epsilon) ** 2
    return min(1.0, part / (whole * f)), min(1.0, part * f / whole)


def estimate_shares(formulas: list[BoolRef], units: list[BoolRef],
                    start: list[dict[str, BoolRef]], demon_seats: dict[int, list[str]],
                    possible: list[list[str]], seconds: float, method: str = METHOD,
                    seed: int = 1, cnf: Cnf | None = None, epsilon: float = 0.8,
                    confidence: float = 0.95, samples: int = MAX_SAMPLES) -> Estimate:
    """Each of `demon_seats`' share of the worlds as a starting Demon, with
    intervals at `confidence` (95 % for the samplers), within `seconds`.
    Arguments as `counts.count_worlds`; `possible` may be wider than exact (a
    character no world gives the seat changes no count)."""
    if not available(method):
        raise CountError(f"the estimator (the {METHODS[method]} package) is not installed")
    if seconds <= 0:
        raise CountError("estimating was not asked for")
    t0 = time.perf_counter()
    lines, proj, ids, nvars = projected(formulas, units, start, possible, cnf)
    seats = sorted(demon_seats)
    groups = [" ".join(str(ids[start[s][c].decl().name()]) for c in demon_seats[s])
              for s in seats]
    delta = (1 - confidence) / 2
    text = "\n".join([f"p cnf {nvars} {len(lines)}", *lines,
                      "c p show " + " ".join(map(str, proj)) + " 0",
                      *(f"c e group {g} 0" for g in groups), ""])
    out = run_worker(text, [method, str(seed), str(epsilon), str(delta), str(samples)],
                     seconds - (time.perf_counter() - t0))
    took = time.perf_counter() - t0
    if method == "approxmc":
        counts = {w[1]: int(w[2]) for w in (line.split() for line in out) if w[0] == "count"}
        if "total" not in counts or len(counts) < len(seats) + 1:
            raise CountError(f"ApproxMC did not count every candidate within {seconds:g} s")
        shares = {s: Share(*ratio(counts[str(k)], counts["total"], epsilon), 1 - 2 * delta)
                  for k, s in enumerate(seats)}
        note = (f"estimated by ApproxMC (epsilon {epsilon:g}, delta {delta:g} per count) in "
                f"{took:.1f} s; each interval holds with probability at least "
                f"{1 - 2 * delta:.0%}")
        return Estimate(shares, method, note, took, epsilon=epsilon, delta=delta)
    drawn = [line.split()[1:] for line in out if line.startswith("sample")]
    n = len(drawn)
    if n < MIN_SAMPLES:
        raise CountError(f"{method} drew {n} worlds within {seconds:g} s, too few to estimate")
    sure = 0.95 if method == "unigen" else None
    shares = {s: Share(*wilson(sum(str(k) in d for d in drawn), n), sure)
              for k, s in enumerate(seats)}
    if method == "unigen":
        note = (f"estimated from {n} worlds sampled by UniGen (almost uniform) in {took:.1f} s; "
                "Wilson 95 % intervals, each for its candidate alone")
    else:
        note = (f"sampled: {n} models drawn by CMSGen in {took:.1f} s, with no proof of "
                "uniformity and weighted by each world's Storyteller choices, so the "
                "intervals (Wilson 95 % for a uniform sample) have no stated confidence")
    return Estimate(shares, method, note, took, samples=n)


def run_worker(text: str, args: list[str], left: float) -> list[str]:
    """The worker's lines printed within `left` seconds (then it is stopped)."""
    if left <= 0:
        return []
    child = subprocess.Popen([sys.executable, str(WORKER), *args], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = child.communicate(text, timeout=left)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
    else:
        if child.returncode != 0:
            why = (err.strip().splitlines() or ["no answer"])[-1]
            raise CountError(f"the estimator failed: {why}")
    lines = out.split("\n")
    return lines[:-1]  # the last is empty, or a line cut off by the stop
