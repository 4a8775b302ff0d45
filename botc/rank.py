"""`botc simulate --rank`: how well `solve --likely` ranks the real Demon of
simulated games, against two baselines measured on the same games: a living
player at random, and each player's share of the worlds.

The real Demon is the player who starts as the Demon (what `--likely` gives a
probability for). Ties are broken at random, in expectation: a Demon tied with
k others at the top counts 1/(k+1) towards top-1. Log-loss is the mean of
-ln p(real Demon), each p at least `FLOOR` (a baseline that gives the real
Demon nothing would otherwise score infinity).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from pathlib import Path

FLOOR = 1e-6


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
        }
    if done:
        times = sorted(r.seconds for r in done)
        out["median_seconds"] = round(times[len(times) // 2], 3)
    return out
