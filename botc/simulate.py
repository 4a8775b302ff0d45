"""`botc simulate`: play random games, write them as cases, optionally check
that the solver keeps each game's true world."""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import click
import yaml

from botc.rank import Ranked, rank_case, scores
from caselang.statements import character_id
from facts.catalog import team
from facts.scripts import builtin_scripts
from simulator.characters import missing
from simulator.freedoms import relevant
from simulator.game import (
    NoBag,
    Script,
    load_script,
    new_game,
    playing_extras,
    random_script,
    simulated_characters,
    simulated_scripts,
    unofficial,
)
from simulator.loop import JOIN, Game
from simulator.model import Frequencies
from simulator.write import case_dict, case_yaml, grimoire_dict

LAST_DAY = 0.6  # chance that the last night is followed by its day
RANDOM = "random"  # `--random-scripts`: each game on a script of its own


def parse_range(text: str, low: int, high: int, what: str) -> tuple[int, int]:
    """`N` or `A-B` within [low, high]."""
    try:
        parts = [int(x) for x in str(text).split("-")]
    except ValueError:
        raise click.BadParameter(f"expected {what} as N or A-B, got {text!r}") from None
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2 or not low <= parts[0] <= parts[1] <= high:
        raise click.BadParameter(f"expected {what} from {low} to {high} as N or A-B, got {text!r}")
    return parts[0], parts[1]


@dataclass
class Simulated:
    """One written game."""

    index: int
    game: Game
    case_path: Path
    discarded: int


def play(
    seed: int, index: int, players: tuple[int, int], nights: tuple[int, int], script: str = "tb",
    join: float = JOIN, model: Frequencies | None = None, fabled: tuple[str, ...] = (),
) -> tuple[Game, int]:
    """Game number `index` of a run: reproducible from (seed, index) alone (and
    `join`, the chance that a Traveller joins mid-game, and `model`, the
    frequencies of the Storyteller's freedoms: simulator/model.py). `script`
    RANDOM: the game is played on a script drawn for it
    (`simulator.game.random_script`). `fabled`: in play besides the script's
    own Fabled and Loric."""
    rng = random.Random(f"{Path(script).stem}:{seed}:{index}")
    played: str | Script = script
    if script == RANDOM:  # a fresh script for each game, drawn first
        played = random_script(rng, f"random-s{seed}-g{index:04d}")
    n_players = rng.randint(*players)
    n_nights = rng.randint(*nights)
    last_day = rng.random() < LAST_DAY
    extra: dict[str, Any] = {}
    if fabled:
        own = played if isinstance(played, Script) else load_script(played)
        extra["fabled"] = tuple(dict.fromkeys((*own.of("fabled"), *own.of("loric"), *fabled)))
    return new_game(rng, n_players, n_nights, last_day, played, join=join, model=model,
                    **extra)


def write_game(game: Game, out: Path, stem: str, grimoire: bool) -> Path:
    """Write the case (and with `grimoire` the full grimoire as JSON); returns the case path."""
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{stem}.yaml"
    path.write_text(case_yaml(case_dict(game, stem)), encoding="utf-8")
    if grimoire:
        text = json.dumps(grimoire_dict(game, stem), indent=1)
        (out / f"{stem}.grimoire.json").write_text(text + "\n", encoding="utf-8")
    return path


def load_written_case(path: Path) -> Any:
    """Load a written case with the solver's parser. While the parser does not
    know `expect: {contains: ...}` yet, parse the case without its `expect`."""
    from caselang.errors import CaseError
    from caselang.parse import load_case, parse_case

    try:
        return load_case(str(path))
    except CaseError as e:
        if "expect" not in str(e):
            raise
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data.pop("expect", None)
        return parse_case(data, str(path), os.path.dirname(os.path.abspath(path)))


@dataclass
class Checked:
    path: str
    kept: bool
    worlds: int
    seconds: float
    error: str = ""
    slow: bool = False  # the solver took longer than the time limit: not judged
    in_play: list[str] = field(default_factory=list)  # every character held in the game


def truth_statement(names: list[str], truth: list[str]) -> str:
    """`is(P, c) and ...` for every seat: the true world, as a STATEMENT."""
    return " and ".join(f"is({n}, {c})" for n, c in zip(names, truth, strict=True))


def check_case(path: Path, truth: list[str], full: bool = False) -> Checked:
    """Solve the written case; the true starting characters must be a world.

    By default the solver is asked for every world under the assumption that the
    seats hold their true starting characters (`is` in an assumption means the
    start of the game): the answer is that one world exactly when the full
    enumeration would contain it, at the cost of one satisfiability question.
    With `full`, every world is enumerated and `worlds` counts them.
    """
    from answers.worlds import solve
    from botc.deep import run_deep
    from caselang.errors import CaseError

    t0 = time.perf_counter()
    try:
        case = load_written_case(path)
        assume = None if full else [truth_statement(case.names, truth)]
        # a long game on a big script nests the engine's terms deeply (botc/deep.py)
        result = run_deep(lambda: solve(case, max_worlds=None, assume=assume, ends=full))
    except CaseError as e:
        return Checked(str(path), False, 0, time.perf_counter() - t0, f"case error: {e}")
    except RecursionError as e:  # a solver bug: the game is reported, the run goes on
        return Checked(str(path), False, 0, time.perf_counter() - t0, f"solver error: {e!r}")
    seconds = time.perf_counter() - t0
    kept = tuple(truth) in {w.start for w in result.worlds}
    return Checked(str(path), kept, len(result.worlds) if full else -1, seconds)


def quick_exit() -> None:
    """A checking worker ends without freeing Z3's context (botc/leave.py): after
    50 Bad Moon Rising games that took it over 8 minutes, longer than the games."""
    from botc import leave

    leave.arm()
    leave.status(0)


class Checker:
    """Solves each game in a worker process, so that a game the solver takes
    longer than `limit` seconds on is reported as slow (with its case) instead
    of being waited for; the worker is replaced after such a game."""

    def __init__(self, limit: float | None) -> None:
        self.limit = limit
        self.pool: Any = None

    def __call__(self, path: Path, truth: list[str], full: bool) -> Checked:
        return self.run(check_case, (path, truth, full),
                        Checked(str(path), True, -1, self.limit or 0,
                                f"slow: over {self.limit or 0:g} s", slow=True))

    def run(self, fn: Any, args: tuple, slow: Any) -> Any:
        """`fn(*args)` in the worker, or `slow` when it takes over the limit."""
        if not self.limit:
            return fn(*args)
        import multiprocessing

        if self.pool is None:
            self.pool = multiprocessing.get_context("spawn").Pool(1, initializer=quick_exit)
        job = self.pool.apply_async(fn, args)
        try:
            return job.get(self.limit)
        except multiprocessing.TimeoutError:
            self.close(wait=False)
            return slow

    def close(self, wait: bool = True) -> None:
        """Stop the worker: let an idle one finish (terminating it mid-write
        printed a broken-pipe traceback at the end of a run), or kill one still
        solving a slow game."""
        if self.pool is not None:
            if wait:
                self.pool.close()
                self.pool.join()
            else:
                self.pool.terminate()
            self.pool = None


def in_play(game: Game) -> list[str]:
    """The characters some seat held at the start or at the end of the game,
    and those in play without a seat (the Fabled and Loric, Lil' Monsta)."""
    return sorted({x.start for x in game.seats} | {x.char for x in game.seats}
                  | set(game.fabled) | set(game.unseated))


@dataclass
class Summary:
    games: int = 0
    joined: int = 0  # games in which a Traveller joined mid-game
    discarded_setups: int = 0
    stopped_early: int = 0
    checked: list[Checked] = field(default_factory=list)
    played: Counter = field(default_factory=Counter)  # character -> games it was in play
    exercised: Counter = field(default_factory=Counter)  # freedom -> games it was taken in
    exercised_times: Counter = field(default_factory=Counter)  # freedom -> times taken
    ranked: list[Ranked] = field(default_factory=list)  # with --rank

    def coverage(self, script: list[str]) -> dict[str, float]:
        """Each script character's share of games in which it was in play."""
        return {c: round(self.played[c] / max(self.games, 1), 3) for c in script}

    def characters(self, script: list[str]) -> dict[str, dict[str, int | None]]:
        """Per character of the script, and any other in play (one a Pit-Hag
        made): the games it was in play in and, of those checked, how many kept
        the true world and how many lost it (None without --check; a game the
        solver was too slow on is neither)."""
        kept: Counter = Counter()
        checked: Counter = Counter()
        for c in self.checked:
            if c.slow:
                continue
            checked.update(c.in_play)
            if c.kept:
                kept.update(c.in_play)
        names = list(dict.fromkeys([*script, *sorted(set(self.played) - set(script))]))
        return {c: {"games": self.played[c],
                    "kept": kept[c] if self.checked else None,
                    "lost": checked[c] - kept[c] if self.checked else None}
                for c in names}

    def add_freedoms(self, game: Game) -> None:
        self.exercised.update(set(game.freedoms))
        self.exercised_times.update(game.freedoms)

    def freedoms(self, script: list[str]) -> dict[str, dict[str, Any]]:
        """Each freedom the script's characters make possible (`simulator.freedoms`),
        0 if never taken, and any other taken: games, share of games, times."""
        names = relevant(script) + sorted(set(self.exercised) - set(relevant(script)))
        return {n: {"games": self.exercised[n],
                    "share": round(self.exercised[n] / max(self.games, 1), 3),
                    "times": self.exercised_times[n]} for n in names}

    def as_dict(self) -> dict[str, Any]:
        times = [c.seconds for c in self.checked if not c.slow]
        lost = [c for c in self.checked if not c.kept]
        slow = [c for c in self.checked if c.slow]
        lost_chars = Counter(ch for c in lost for ch in c.in_play)
        counts = [c.worlds for c in self.checked if c.worlds >= 0]
        extra: dict[str, Any] = {}
        if counts:
            extra = {"median_worlds": statistics.median(counts), "max_worlds": max(counts)}
        return {
            **extra,
            "games": self.games,
            "joined_mid_game": self.joined,
            "discarded_setups": self.discarded_setups,
            "stopped_early": self.stopped_early,
            "checked": len(self.checked),
            "kept": len(self.checked) - len(lost) - len(slow),  # judged and kept
            "lost": len(lost),
            "median_seconds": round(statistics.median(times), 3) if times else None,
            "max_seconds": round(max(times), 3) if times else None,
            "lost_cases": [{"path": c.path, "error": c.error} if c.error else c.path for c in lost],
            "lost_characters": dict(lost_chars.most_common()),
            "slow": len(slow),
            "slow_cases": [c.path for c in slow],
        }


def run(
    script: str,
    players: tuple[int, int],
    nights: tuple[int, int],
    games: int,
    seed: int,
    out: Path,
    grimoire: bool = False,
    check: bool = False,
    full: bool = False,
    progress: bool = False,
    time_limit: float | None = None,
    join: float = JOIN,
    rank: Rank | None = None,
    model: Frequencies | None = None,
    fabled: tuple[str, ...] = (),
    log: Path | None = None,
) -> Summary:
    """Play and write `games` games (with the freedoms' frequencies of `model`,
    default the likelihood model's defaults); with `check`, solve each one (a
    game over `time_limit` seconds is reported as slow; with `log`, each
    verdict is appended to that file as it is reached, so a run stopped early
    keeps what it judged); with `rank`, rank its players by the likelihood
    model (botc/rank.py)."""
    summary = Summary()
    checker = Checker(time_limit)
    try:
        play_all(summary, checker, script, players, nights, games, seed, out, grimoire,
                 check, full, progress, join, rank, model, fabled, log)
    finally:
        checker.close()
    return summary


def play_all(summary: Summary, checker: Checker, script: str, players: tuple[int, int],
             nights: tuple[int, int], games: int, seed: int, out: Path, grimoire: bool,
             check: bool, full: bool, progress: bool, join: float = JOIN,
             rank: Rank | None = None, model: Frequencies | None = None,
             fabled: tuple[str, ...] = (), log: Path | None = None) -> None:
    for index in range(games):
        game, discarded = play(seed, index, players, nights, script, join, model, fabled)
        stem = f"{Path(script).stem}-s{seed}-g{index:04d}"
        path = write_game(game, out, stem, grimoire)
        summary.games += 1
        summary.joined += any(x.joined for x in game.seats)
        summary.discarded_setups += discarded
        summary.stopped_early += game.cut is not None
        chars = in_play(game)
        summary.played.update(chars)
        summary.add_freedoms(game)
        if check:
            c = checker(path, game.start_characters(), full)
            c.in_play = chars
            summary.checked.append(c)
            if log is not None:
                log_verdict(log, c)
            if progress and (c.slow or not c.kept):
                click.echo(f"{'SLOW' if c.slow else 'LOST'} {c.path} {c.error}".rstrip(),
                           err=True)
        if rank is not None:
            seats = [game.seats[i] for i in game.written_order()]
            demon = next((x.name for x in seats if team(x.start) == "demon"), "")
            living = [x.name for x in seats if x.alive and not x.lives_on and not x.traveller]
            slow = Ranked(str(path), demon, note=f"slow: over {time_limit_of(checker)} s")
            summary.ranked.append(checker.run(rank_case, (path, demon, living, rank.model,
                                                          rank.cap), slow))


def log_verdict(log: Path, c: Checked) -> None:
    """One JSON line per judged game, written at once."""
    verdict = "slow" if c.slow else "kept" if c.kept else "lost"
    with log.open("a") as f:
        f.write(json.dumps({"case": c.path, "verdict": verdict, "seconds": round(c.seconds, 3),
                            "error": c.error, "in_play": c.in_play}) + "\n")


@dataclass
class Rank:
    """`--rank`: the model file (None: the default model) and the most
    histories listed per game."""

    model: str | None
    cap: int


def time_limit_of(checker: Checker) -> str:
    return f"{checker.limit:g}" if checker.limit else "no limit"


def coverage_table(rows: dict[str, dict[str, int | None]]) -> str:
    """Per character: games in play and, when checked, kept and lost, as text
    columns (characters never in play are listed last, on one line)."""
    width = max((len(c) for c in rows), default=9)
    checked = any(v["kept"] is not None for v in rows.values())
    head = f"{'character':<{width}}  games" + ("   kept   lost" if checked else "")
    lines = [head]
    for c, v in sorted(rows.items(), key=lambda kv: (-(kv[1]["games"] or 0), kv[0])):
        if not v["games"]:
            continue
        line = f"{c:<{width}}  {v['games']:>5}"
        if checked:
            line += f"  {v['kept']:>5}  {v['lost']:>5}"
        lines.append(line)
    never = sorted(c for c, v in rows.items() if not v["games"])
    if never:
        lines.append("never in play: " + ", ".join(never))
    return "\n".join(lines)


def script_option(ctx: click.Context, param: click.Parameter, value: str) -> str:
    """A built-in script, or a script JSON file (any characters that all have
    simulator modules: e.g. Trouble Brewing with a few swapped)."""
    if value in simulated_scripts():
        return value
    if value in builtin_scripts() or value.endswith(".json") and Path(value).is_file():
        if value.endswith(".json"):
            try:
                homebrew = unofficial(value)
            except (OSError, ValueError) as e:
                raise click.BadParameter(f"{value}: expected a script JSON file ({e})") from None
            if homebrew:
                raise click.BadParameter(
                    f"{value}: expected official character ids, got {', '.join(homebrew)}: not "
                    "on the official list (homebrew characters are not supported)")
        lacking = missing(load_script(value).chars)
        if lacking:
            raise click.BadParameter(f"{value}: no simulator module for {', '.join(lacking)}")
        return str(Path(value).resolve()) if value.endswith(".json") else value
    raise click.BadParameter(
        f"expected one of {', '.join(simulated_scripts())} or a script JSON file, got {value!r}")


def fabled_option(ctx: click.Context, param: click.Parameter, value: str) -> tuple[str, ...]:
    """`--fabled`: known Fabled or Loric ids the simulator plays."""
    out = []
    for word in filter(None, (w.strip() for w in value.split(","))):
        cid = character_id(word)
        if cid is None or team(cid) not in ("fabled", "loric") or missing([cid]):
            raise click.BadParameter(f"expected a Fabled or Loric the simulator plays, got "
                                     f"{word!r}")
        out.append(cid)
    return tuple(out)


@click.command("simulate")
@click.option("--script", "script", callback=script_option, default="tb", show_default=True,
              help="A built-in script whose characters all have simulator modules "
                   "(tb, bmr, snv, ...), or a script JSON file of such characters.")
@click.option("--players", default="5-15", show_default=True, help="N or A-B (5 to 15).")
@click.option("--nights", default=None, help="K or A-B.  [default: 1-3; 1-4 with --random-scripts]")
@click.option("--games", default=10, show_default=True, type=click.IntRange(min=1))
@click.option("--seed", default=0, show_default=True, type=int)
@click.option("--out", type=click.Path(file_okay=False, path_type=Path),
              help="Directory for the case files (default: a new temporary directory).")
@click.option("--grimoire", is_flag=True, help="Also write each game's full grimoire as JSON.")
@click.option("--check", is_flag=True, help="Solve each case: the true world must be kept.")
@click.option("--full", is_flag=True,
              help="With --check, enumerate every world (slow) instead of asking for the true one.")
@click.option("--time-limit", default=60.0, show_default=True, type=click.FloatRange(min=0),
              help="With --check, a game the solver takes longer on is reported as slow "
                   "with its case (0: no limit, solve in this process).")
@click.option("--coverage", is_flag=True,
              help="Also report how often each character of the script was in play (with "
                   "--check: in how many of those games the true world was kept) and each "
                   "Storyteller freedom its characters allow was exercised (the freedoms and "
                   "what each means: simulator/freedoms.py).")
@click.option("--join", default=JOIN, show_default=True, type=click.FloatRange(0, 1),
              help="On a script with Travellers, the chance that one more of them joins "
                   "mid-game (at the start of a day or of a night after the first).")
@click.option("--random-scripts", type=click.IntRange(min=1), default=None,
              help="Play N games, each on a fresh random script (13 Townsfolk, 4 Outsiders, "
                   "4 Minions, 4 Demons from every character the simulator plays; official "
                   "jinxes apply), instead of --script and --games; --nights defaults to 1-4.")
@click.option("--rank", is_flag=True,
              help="Rank each game's players by `solve --likely` and report top1, top3 and "
                   "log_loss of the real Demon, against a living player at random and the "
                   "share of worlds (botc/rank.py).")
@click.option("--model", "model_file", type=click.Path(dir_okay=False), default=None,
              help="The likelihood model's parameters (YAML; default "
                   "facts/data/likelihood.yaml): the games are played with its "
                   "frequencies, and --rank ranks by it.")
@click.option("--rank-cap", default=20_000, show_default=True, type=click.IntRange(min=1),
              help="With --rank: a game with more histories than this is not ranked.")
@click.option("--plot", "plot_file", type=click.Path(dir_okay=False, path_type=Path),
              default=None,
              help="With --rank: draw the calibration plot (predicted probability against "
                   "observed share, by tenth) to this PNG file (needs matplotlib).")
@click.option("--fabled", "fabled", default="", metavar="ID,...", callback=fabled_option,
              help="Fabled or Loric in play in every game besides the script's own "
                   "(comma-separated ids, each with a simulator module).")
@click.option("--log", "log_file", type=click.Path(dir_okay=False, path_type=Path),
              default=None,
              help="With --check, append each game's verdict to this file as a JSON line "
                   "as soon as it is reached (a run stopped early keeps what it judged).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def simulate(
    script: str,
    players: str,
    nights: str | None,
    games: int,
    seed: int,
    out: Path | None,
    grimoire: bool,
    check: bool,
    full: bool,
    time_limit: float,
    coverage: bool,
    join: float,
    random_scripts: int | None,
    rank: bool,
    model_file: str | None,
    rank_cap: int,
    plot_file: Path | None,
    fabled: tuple[str, ...],
    log_file: Path | None,
    as_json: bool,
) -> None:
    """Play random legal games as a Storyteller would and write them as cases."""
    if log_file is not None and not check:
        raise click.BadParameter("needs --check (it logs each game's verdict)",
                                 param_hint="--log")
    if random_scripts is not None:
        if click.get_current_context().get_parameter_source("script").name != "DEFAULT":
            raise click.BadParameter("give either --script or --random-scripts, not both",
                                     param_hint="--random-scripts")
        script, games = RANDOM, random_scripts
    p_range = parse_range(players, 5, 15, "--players")
    n_range = parse_range(nights or ("1-4" if script == RANDOM else "1-3"), 1, 20, "--nights")
    out_dir = out if out is not None else Path(tempfile.mkdtemp(prefix="botc-sim-"))
    if plot_file is not None:
        if not rank:
            raise click.BadParameter("a plot is drawn only with --rank", param_hint="--plot")
        from botc.calplot import pyplot

        pyplot()  # matplotlib missing: said before any game is played
    frequencies = None
    if model_file is not None:
        from answers.likelihood import load_model
        from caselang.errors import CaseError

        try:
            frequencies = Frequencies.from_values(load_model(model_file).values)
        except CaseError as e:
            raise click.BadParameter(str(e), param_hint="--model") from None
    try:
        summary = run(script, p_range, n_range, games, seed, out_dir, grimoire, check, full,
                      progress=not as_json, time_limit=time_limit or None, join=join,
                      rank=Rank(model_file, rank_cap) if rank else None, model=frequencies,
                      fabled=fabled, log=log_file)
    except NoBag as e:
        raise click.BadParameter(f"{script}: {e}", param_hint="--players") from None
    data = {"out": str(out_dir), **summary.as_dict()}
    if rank:
        ranking = scores(summary.ranked)
        model = ranking.get("likely", {})
        data.update({"top1": model.get("top1"), "top3": model.get("top3"),
                     "log_loss": model.get("log_loss"), "rank": ranking})
        if plot_file is not None and ranking["ranked"]:
            from botc.calplot import draw

            draw(ranking, plot_file, f"{Path(script).stem}: who is the Demon, calibration")
            data["plot"] = str(plot_file)
    if coverage:
        chars = [c for cs in [*simulated_characters().values(), *playing_extras().values()]
                 for c in cs] if script == RANDOM else list(load_script(script).chars)
        data["coverage"] = summary.coverage(chars)
        data["characters"] = summary.characters(chars)
        data["freedoms"] = summary.freedoms(chars)
    if not check:
        for k in ("checked", "kept", "lost", "median_seconds", "max_seconds", "lost_cases",
                  "lost_characters", "slow", "slow_cases"):
            data.pop(k)
    if as_json:
        click.echo(json.dumps(data, indent=1))
    else:
        click.echo(f"wrote {data['games']} games to {data['out']} "
                   f"({data['stopped_early']} stopped before the game would end, "
                   f"{data['discarded_setups']} unplayable setups redrawn)")
        if check:
            click.echo(f"checked {data['checked']}: true world kept {data['kept']}, "
                       f"lost {data['lost']}; solve seconds median {data['median_seconds']}, "
                       f"max {data['max_seconds']}")
            for item in data["lost_cases"]:
                click.echo(f"  lost: {item}")
            if data["lost_characters"]:
                click.echo("  in play in the lost games: " + ", ".join(
                    f"{c} {k}" for c, k in data["lost_characters"].items()))
            if data["slow"]:
                click.echo(f"slow (over {time_limit:g} s, not judged): {data['slow']}")
                for item in data["slow_cases"]:
                    click.echo(f"  slow: {item}")
        if rank:
            r = data["rank"]
            click.echo(f"ranked {r['ranked']} games ({r['not_ranked']} not ranked: "
                       f"{', '.join(r['not_ranked_why']) or 'none'})")
            for key, what in (("likely", "the model"), ("share", "share of worlds"),
                              ("uniform", "a living player at random")):
                if key in r:
                    m = r[key]
                    click.echo(f"  {what}: top-1 {m['top1']:.3f}, top-3 {m['top3']:.3f}, "
                               f"log-loss {m['log_loss']:.3f}")
        if coverage:
            click.echo("in play (share of games): " + ", ".join(
                f"{c} {100 * v:.0f} %" for c, v in data["coverage"].items()))
            click.echo(coverage_table(data["characters"]))
            click.echo("Storyteller freedoms (share of games exercised): " + ", ".join(
                f"{c} {100 * v['share']:.0f} %" for c, v in data["freedoms"].items()))
    if check and summary.as_dict()["lost"]:
        sys.exit(1)


if __name__ == "__main__":
    simulate()
