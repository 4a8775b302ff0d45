"""Count a projected CNF with Ganak: run as a child process by counting.py so a
time budget can stop it. Reads DIMACS with a `c p show VARS 0` line (the
variables counted on) from standard input; prints the count."""

from __future__ import annotations

import sys


def main() -> None:
    from pyganak import Counter

    counter = Counter()
    show: list[int] = []
    for line in sys.stdin:
        if line.startswith("c p show"):
            show = [int(x) for x in line.split()[3:-1]]
        elif line.strip() and line[0] not in "cp":
            counter.add_clause([int(x) for x in line.split()[:-1]])
    counter.set_sampling_set(show)
    print(counter.count())


if __name__ == "__main__":
    main()
