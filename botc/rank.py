"""`botc simulate --rank`: how well `solve --likely` ranks the real Demon of
simulated games, against two baselines measured on the same games: a living
player at random, and each player's share of the worlds.

The real Demon is the player who starts as the Demon (what `--likely` gives a
probability for). Ties are broken at random, in expectation: a Demon tied with
k others at the top counts 1/(k+1) towards top-1. Log-loss is the mean of
-ln p(real Demon), each p at least `FLOOR` (a baseline that gives the real
Demon nothing would otherwise score infinity).

Calibration: every (game, player) probability is put in its tenth of the
probability scale ([0, 0.1), ..., [0.9, 1]); per tenth, the mean probability
given and the share of those players who were the Demon (what a calibration
plot draws; a calibrated model has the two close).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FLOOR = 1e-6
BINS = 10  # calibration bins, equal widths of the probability scale


@dataclass
class Ranked:
    """One game's three answers: per player, the probability of starting as the
    Demon under the model (`likely`), by share of worlds (`share`), and for a
    living player at random (`uniform`); empty when not computed (`note`)."""

    path: str
    demon: str
    likely: dict[str, float] = field(default_factory=dict)
    share: dict[str, float] = field(default_factory=dict)
    uniform: dict[str, float] = field(default_factory=dict)
    seconds: float = 0.0
    note: str = ""


def rank_case(path: Path, demon: str, living: list[str], model_file: str | None,
              cap: int) -> Ranked:
    """Solve the written case with the model (listing at most `cap` histories)."""
    from answers.likelihood import load_model
    from answers.likely import Stories, from_patterns
    from botc.simulate import load_written_case
    from caselang.errors import CaseError
    from facts.catalog import team

    t0 = time.perf_counter()
    uniform = {n: 1 / len(living) for n in living} if living else {}
    try:
        case = load_written_case(path)
        model = load_model(model_file)
        stories = Stories(case)
        patterns = stories.patterns(cap)
    except CaseError as e:
        return Ranked(str(path), demon, uniform=uniform, note=f"case error: {e}")
    if not patterns:
        note = "no world" if patterns == [] else f"over {cap} histories"
        return Ranked(str(path), demon, uniform=uniform, seconds=time.perf_counter() - t0,
                      note=note)
    likely = from_patterns(stories, model, patterns, 0.0)
    starts = {start for start, _ in patterns}
    names = case.names
    share = {names[i]: sum(team(s[i]) == "demon" for s in starts) / len(starts)
             for i in stories.e.w.bag_seats}
    return Ranked(str(path), demon, likely.demon, share, uniform, time.perf_counter() - t0)


def credit(p: dict[str, float], demon: str, k: int) -> float:
    """The chance that `demon` is among the top `k` of `p`, ties broken at
    random."""
    mine = p.get(demon, 0.0)
    above = sum(1 for v in p.values() if v > mine + 1e-12)
    tied = sum(1 for v in p.values() if abs(v - mine) <= 1e-12)
    if demon not in p:
        tied += 1  # the Demon as one more player with nothing
    slots = k - above
    return max(0.0, min(1.0, slots / tied))


def scores(ranked: list[Ranked]) -> dict[str, object]:
    """top1, top3 and log_loss of the model and of each baseline, over the games
    ranked (those where the model answered)."""
    done = [r for r in ranked if r.likely]
    out: dict[str, object] = {"ranked": len(done), "not_ranked": len(ranked) - len(done),
                              "not_ranked_why": sorted({r.note for r in ranked if not r.likely})}
    for key in ("likely", "share", "uniform"):
        tables = [(getattr(r, key), r.demon) for r in done]
        if not tables:
            continue
        out[key] = {
            "top1": round(sum(credit(p, d, 1) for p, d in tables) / len(tables), 3),
            "top3": round(sum(credit(p, d, 3) for p, d in tables) / len(tables), 3),
            "log_loss": round(sum(-math.log(max(p.get(d, 0.0), FLOOR))
                                  for p, d in tables) / len(tables), 3),
            "calibration": calibration(tables),
        }
    if done:
        times = sorted(r.seconds for r in done)
        out["median_seconds"] = round(times[len(times) // 2], 3)
    return out


def calibration(tables: list[tuple[dict[str, float], str]]) -> list[dict[str, object]]:
    """Per tenth of the probability scale that some player's probability fell
    in: its bounds, how many players (`n`), their mean probability of being
    the Demon (`predicted`) and the share of them who were (`observed`)."""
    sums = [[0, 0.0, 0] for _ in range(BINS)]  # players, sum of p, Demons
    for p, demon in tables:
        for name, x in p.items():
            b = sums[min(BINS - 1, int(x * BINS))]
            b[0] += 1
            b[1] += x
            b[2] += name == demon
    return [{"bin": [k / BINS, (k + 1) / BINS], "n": n, "predicted": round(total / n, 4),
             "observed": round(hits / n, 4)}
            for k, (n, total, hits) in enumerate(sums) if n]



KEYS = ("likely", "share", "uniform")


def merge(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """The `rank` sections of several `simulate --rank --json` runs as one:
    each score weighted by its run's ranked games, calibration bins summed."""
    ranked = sum(r["ranked"] for r in runs)
    out: dict[str, Any] = {"ranked": ranked, "not_ranked": sum(r["not_ranked"] for r in runs),
                           "not_ranked_why": sorted({w for r in runs
                                                     for w in r["not_ranked_why"]})}
    for key in KEYS:
        parts = [(r["ranked"], r[key]) for r in runs if key in r and r["ranked"]]
        if not parts:
            continue
        games = sum(k for k, _ in parts)
        merged: dict[str, Any] = {m: round(sum(k * s[m] for k, s in parts) / games, 3)
                                  for m in ("top1", "top3", "log_loss")}
        bins: dict[float, list[float]] = {}  # lower bound -> players, sum of p, Demons
        for _, s in parts:
            for b in s["calibration"]:
                acc = bins.setdefault(b["bin"][0], [0, 0.0, 0.0])
                acc[0] += b["n"]
                acc[1] += b["n"] * b["predicted"]
                acc[2] += b["n"] * b["observed"]
        merged["calibration"] = [
            {"bin": [low, round(low + 1 / BINS, 10)], "n": int(n),
             "predicted": round(p / n, 4), "observed": round(o / n, 4)}
            for low, (n, p, o) in sorted(bins.items())]
        out[key] = merged
    return out
