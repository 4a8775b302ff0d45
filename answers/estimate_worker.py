"""Estimate Demon candidates' shares of the worlds: run as a child process by
estimate.py so a time budget can stop it. Reads DIMACS from standard input
with a `c p show VARS 0` line (the starting variables, the worlds'
projection) and one `c e group LITS 0` line per Demon candidate (a clause:
the candidate starts as a Demon). Arguments: METHOD (approxmc, unigen or
cmsgen), SEED, EPSILON, DELTA, SAMPLES. Prints one line per result as soon as
it is known, so that what came before the budget ran out is kept:

- approxmc: `count total N`, then `count K N` for group K (from 0), each
  ApproxMC's estimate with its (EPSILON, DELTA) guarantee;
- unigen, cmsgen: `sample K1 K2 ...`, the groups one sampled world is in
  (`sample` alone: none), up to SAMPLES of them.
"""

from __future__ import annotations

import sys

BATCH = 20  # UniGen's samples asked of one sampler (a sampler samples once)


def read(stream: object) -> tuple[list[list[int]], list[int], list[list[int]]]:
    clauses: list[list[int]] = []
    show: list[int] = []
    groups: list[list[int]] = []
    for line in stream:  # type: ignore[attr-defined]
        if line.startswith("c p show"):
            show = [int(x) for x in line.split()[3:-1]]
        elif line.startswith("c e group"):
            groups.append([int(x) for x in line.split()[3:-1]])
        elif line.strip() and line[0] not in "cp":
            clauses.append([int(x) for x in line.split()[:-1]])
    return clauses, show, groups


def membership(true: set[int], groups: list[list[int]]) -> str:
    """The `sample` line of a world whose true literals are `true`."""
    inside = [str(k) for k, group in enumerate(groups) if any(x in true for x in group)]
    return " ".join(["sample", *inside])


def approxmc(clauses: list[list[int]], show: list[int], groups: list[list[int]], seed: int,
             epsilon: float, delta: float) -> None:
    from pyapproxmc import Counter

    for k, extra in [("total", None), *enumerate(groups)]:
        counter = Counter(seed=seed, epsilon=epsilon, delta=delta)
        counter.add_clauses(clauses)
        if extra is not None:
            counter.add_clause(extra)
        cells, hashes = counter.count(show)
        print(f"count {k} {cells * 2 ** hashes}", flush=True)


def unigen(clauses: list[list[int]], show: list[int], groups: list[list[int]], seed: int,
           epsilon: float, delta: float, samples: int) -> None:
    from pyunigen import Sampler

    given = None  # (hashes, cells) of the first batch's ApproxMC count, reused
    done = 0
    while done < samples:
        # A sampler samples once: each batch a new one, with its own seed.
        sampler = Sampler(seed=seed + done, epsilon=epsilon, delta=delta)
        for clause in clauses:
            sampler.add_clause(clause)
        batch = min(BATCH, samples - done)
        if given is None:
            cells, hashes, found = sampler.sample(num=batch, sampling_set=show)
            given = (hashes, cells)
        else:
            _, _, found = sampler.sample(num=batch, sampling_set=show, cell_hash_count=given)
        for world in found:
            print(membership({x for x in world if x > 0}, groups), flush=True)
        done += batch


def cmsgen(clauses: list[list[int]], groups: list[list[int]], seed: int, samples: int) -> None:
    from pycmsgen import Solver

    solver = Solver(seed=seed)
    solver.add_clauses(clauses)
    for _ in range(samples):
        sat, model = solver.solve()
        if not sat:
            return
        print(membership({x for x, v in enumerate(model) if v}, groups), flush=True)


def main() -> None:
    method, seed, epsilon, delta, samples = sys.argv[1:6]
    clauses, show, groups = read(sys.stdin)
    if method == "approxmc":
        approxmc(clauses, show, groups, int(seed), float(epsilon), float(delta))
    elif method == "unigen":
        unigen(clauses, show, groups, int(seed), float(epsilon), float(delta), int(samples))
    elif method == "cmsgen":
        cmsgen(clauses, groups, int(seed), int(samples))
    else:
        raise SystemExit(f"unknown method {method}")


if __name__ == "__main__":
    main()
