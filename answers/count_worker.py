"""Count a projected CNF with Ganak: run as a child process by counts.py (and
likely.py) so a time budget can stop it. Reads DIMACS with a `c p show VARS 0`
line (the variables counted on) from standard input, and `c p weight LIT W 0`
lines for a weighted count (a literal's weight; unweighted literals weigh 1);
prints the count."""

from __future__ import annotations

import sys


def main() -> None:
    from pyganak import Counter, WeightedCounter

    show: list[int] = []
    weights: list[tuple[int, float]] = []
    clauses: list[list[int]] = []
    for line in sys.stdin:
        if line.startswith("c p show"):
            show = [int(x) for x in line.split()[3:-1]]
        elif line.startswith("c p weight"):
            parts = line.split()
            weights.append((int(parts[3]), float(parts[4])))
        elif line.strip() and line[0] not in "cp":
            clauses.append([int(x) for x in line.split()[:-1]])
    counter = WeightedCounter() if weights else Counter()
    for clause in clauses:
        counter.add_clause(clause)
    for lit, weight in weights:
        counter.set_lit_weight(lit, weight)
    counter.set_sampling_set(show)
    print(repr(counter.count()) if weights else counter.count())


if __name__ == "__main__":
    main()
