"""The web page of a game at the table (`botc serve`): Starlette routes,
server-rendered with Jinja2, answers streamed as server-sent events.

Only one game file is served, and only files in its folder are ever read or
written: the game, its history (table/gamefile.py), and a script JSON file
named for a new game.
"""

from __future__ import annotations

import asyncio
import json
import math
import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from botc.serve.factlist import fact_list
from botc.serve.forms import characters, payload_form
from botc.serve.game import Game
from botc.serve.guard import Guard
from caselang.errors import CaseError
from caselang.statements import StatementError
from table import game as table
from table.gamefile import write_atomic

STATIC = Path(__file__).parent / "static"
PING_SECONDS = 15.0  # a comment line keeps an idle stream open through proxies
POLL_SECONDS = 0.1  # how often a stream looks for a new version of the answers

env = Environment(loader=PackageLoader("botc.serve", "templates"),
                  autoescape=select_autoescape(["html"]))


class Served:
    """The server's one game: its folder, its file (None before a new game),
    and the Game working out its answers."""

    def __init__(self, path: str | None, folder: Path) -> None:
        self.folder = folder.resolve()
        self.game: Game | None = None
        self.stopping = False  # the server is shutting down: streams end
        self.name = Path(path).name if path else None
        if path is not None and Path(path).exists():
            self.game = Game(path)

    def inside(self, name: str, what: str) -> Path:
        """`name`, a file right in the game's folder (as a script file named by
        the game is read from there), or a one-line error."""
        target = (self.folder / name).resolve()
        if target.parent != self.folder:
            raise CaseError(name, what, f"expected a file name in {self.folder}")
        return target


def make_app(path: str | None, token: str | None = None, folder: str | None = None) -> Starlette:
    """The application for one game file (None: the page starts a new game)."""
    served = Served(path, Path(folder) if folder else
                    (Path(path).resolve().parent if path else Path.cwd()))
    routes = [
        Route("/", page),
        Route("/events", events),
        Route("/api/state", state),
        Route("/api/form", form),
        Route("/api/add", add, methods=["POST"]),
        Route("/api/edit", edit, methods=["POST"]),
        Route("/api/undo", undo, methods=["POST"]),
        Route("/api/redo", redo, methods=["POST"]),
        Route("/api/new", new, methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[Middleware(Guard, token=token)])
    app.state.served = served
    return app


def _served(request: Request) -> Served:
    return request.app.state.served


# ---- rendering ------------------------------------------------------------------
def seats(game: Game) -> list[dict[str, Any]]:
    """The circle: each seat's place on the page (per cent), name, claim, state."""
    case = game.case
    if case is None:
        return []
    n = len(case.players)
    out = []
    for i, p in enumerate(case.players):
        angle = 2 * math.pi * i / n - math.pi / 2
        out.append({"seat": i + 1, "name": p.name, "claim": p.claim or "",
                    "traveller": p.traveller, "dead": case.dead_at(p.name),
                    "you": case.you == p.name,
                    "x": round(50 + 40 * math.cos(angle), 2),
                    "y": round(50 + 40 * math.sin(angle), 2)})
    return out


def answers_context(game: Game) -> dict[str, Any]:
    from botc.cli import could_be

    a = game.answers
    rows = []
    if game.case is not None and a.seats is not None:
        universe = sorted({c for chars in a.seats for c in chars},
                          key=lambda c: min(ch.index(c) for ch in a.seats if c in ch))
        for i, p in enumerate(game.case.players):
            if i < len(a.seats):
                rows.append({"seat": i + 1, "name": p.name, "claim": p.claim or "",
                             "could_be": could_be(a.seats[i], universe),
                             "reason": a.reasons.get(p.name, "")})
    total = a.world_count or 0
    shares = None
    if a.counts is not None and total:
        shares = [(name, k, round(100 * k / total)) for name, k in
                  sorted(a.counts.items(), key=lambda kv: -kv[1])]
    return {"a": a, "rows": rows, "shares": shares}


def fragments(served: Served) -> dict[str, Any]:
    game = served.game
    if game is None:
        return {"version": -1}
    case = game.case
    return {"version": game.version,
            "of": game.answers.digest,  # the file the answers are of
            "names": case.names if case else [],
            "claims": {p.name: p.claim for p in case.players} if case else {},
            "game": env.get_template("game.html").render(seats=seats(game)),
            "facts_html": env.get_template("facts.html").render(
                phases=fact_list(case) if case else [], digest=game.digest),
            "answers": env.get_template("answers.html").render(**answers_context(game))}


def scripts() -> list[tuple[str, str]]:
    from facts.scripts import builtin_scripts, read_builtin_script

    return [(sid, read_builtin_script(sid)[0]) for sid in builtin_scripts()]


# ---- routes ------------------------------------------------------------------------
async def page(request: Request) -> Response:
    served = _served(request)
    game = served.game
    if game is None:
        html = env.get_template("new.html").render(scripts=scripts(), name=served.name or "")
        return HTMLResponse(html)
    case = game.case
    html = env.get_template("page.html").render(
        title=(case.title if case and case.title else Path(game.path).name),
        claimable=characters(case) if case else [],
        script=case.script if case else [],
        **fragments(served))
    return HTMLResponse(html)


async def events(request: Request) -> Response:
    """The page's answers as they come: one event per new version (`limit`: close
    after that many events, for scripts)."""
    served = _served(request)
    limit = int(request.query_params.get("limit", "0") or 0)

    async def stream():  # noqa: ANN202 - an async generator of text
        last, sent, quiet = None, 0, 0.0
        while True:
            game = served.game
            version = (id(game), game.version if game else -1)
            if version != last:
                last = version
                yield f"data: {json.dumps(fragments(served))}\n\n"
                sent += 1
                quiet = 0.0
                if limit and sent >= limit:
                    return
            elif quiet >= PING_SECONDS:
                yield ": still here\n\n"
                quiet = 0.0
            if served.stopping or await request.is_disconnected():
                return
            await asyncio.sleep(POLL_SECONDS)
            quiet += POLL_SECONDS

    return StreamingResponse(stream(), media_type="text/event-stream",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})


async def state(request: Request) -> Response:
    """The answers as data (what the page shows, for scripts and tests)."""
    game = _served(request).game
    if game is None:
        return JSONResponse({"game": None})
    a = game.answers
    return JSONResponse({"game": Path(game.path).name, "version": game.version,
                         "names": game.case.names if game.case else [],
                         **{k: v for k, v in vars(a).items()}})


async def form(request: Request) -> Response:
    """The payload fields of one ability, for the info form."""
    from rules.registry import rule

    game = _served(request).game
    ability = request.query_params.get("ability", "")
    if game is None or game.case is None:
        return HTMLResponse("")
    r = rule(ability)
    shape = r.payload if r is not None else None
    return HTMLResponse(env.get_template("payload.html").render(
        form=payload_form(shape, game.case)))


def _error(e: Exception, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": str(e)}, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    """The request's JSON object; `line`, if given, is the words as typed."""
    try:
        data = await request.json()
    except ValueError:
        raise CaseError("(request)", "(body)", "expected a JSON object") from None
    if not isinstance(data, dict):
        raise CaseError("(request)", "(body)", "expected a JSON object")
    if isinstance(data.get("line"), str):
        try:
            data["words"] = shlex.split(data["line"])
        except ValueError as e:
            raise CaseError("(request)", "words", f"expected words ({e})") from None
    return data


async def add(request: Request) -> Response:
    """One fact, as `botc add` takes it; a refused fact comes back with its clash."""
    return await _write(request, lambda game, data, words, force: game.add(words, force))


async def edit(request: Request) -> Response:
    """An earlier fact taken out (`where`, its key path), or replaced by `words`;
    `digest` names the file the page showed."""

    def change(game: Game, data: dict[str, Any], words: list[str] | None,
               force: bool) -> table.Outcome:
        where, digest = data.get("where"), data.get("digest")
        if not isinstance(where, str) or not isinstance(digest, str):
            raise CaseError(game.path, "(request)", "expected the fact's key path and digest")
        return game.edit(where, words, digest, force)

    return await _write(request, change, words_needed=False)


async def _write(request: Request, change: Callable[..., table.Outcome],
                 words_needed: bool = True) -> Response:
    game = _served(request).game
    if game is None:
        return _error(CaseError("(none)", "add", "expected a game: start one first"), 409)
    try:
        data = await _body(request)
        words = data.get("words")
        if words is not None or words_needed:
            if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
                raise CaseError(game.path, "(words)", "expected a list of words")
            words = [w for w in words if w.strip()]
        force = data.get("force") in (True, "1", "true", "yes", "on")
        out = await run_in_threadpool(change, game, data, words, force)
    except (CaseError, StatementError) as e:
        return _error(e)
    except Exception as e:  # the engine's bug, said in one line; the file is untouched
        return _error(RuntimeError(f"the solver failed on this fact ({type(e).__name__}: {e}); "
                                   "nothing written"), 500)
    refused = out.refused
    body = {"written": out.written, "summary": out.summary, "refused": refused,
            "conflicts": out.conflicts, "was_inconsistent": out.was_inconsistent,
            "silent": out.silent,
            "words": words or [], "where": data.get("where"), "digest": data.get("digest")}
    body["html"] = env.get_template("outcome.html").render(**body)
    body["version"] = game.version  # the page shows no answers from before this change
    return JSONResponse(body, status_code=409 if refused else 200)


async def undo(request: Request) -> Response:
    """`botc undo`: the change before is taken back."""
    return await _step(request, "undo")


async def redo(request: Request) -> Response:
    """`botc redo`: the change the last undo took back is put back."""
    return await _step(request, "redo")


async def _step(request: Request, which: str) -> Response:
    game = _served(request).game
    if game is None:
        return _error(CaseError("(none)", which, "expected a game: start one first"), 409)
    try:
        fact = await run_in_threadpool(game.undo if which == "undo" else game.redo)
    except CaseError as e:
        return _error(e)
    return JSONResponse({which: True, "fact": fact, "version": game.version})


MAX_SCRIPT_BYTES = 1_000_000


def save_script(served: Served, name: str, text: str) -> str:
    """An uploaded script JSON file, kept in the game's folder under its own
    name (never over a different file of that name); returns the name."""
    name = Path(name).name
    if not name.lower().endswith(".json"):
        raise CaseError(name or "(upload)", "script", "expected a .json script file")
    target = served.inside(name, "script")
    data = text.encode("utf-8")
    if len(data) > MAX_SCRIPT_BYTES:
        raise CaseError(name, "script", f"expected a script file under {MAX_SCRIPT_BYTES} bytes")
    try:
        if not isinstance(json.loads(text), list):
            raise ValueError("not a list")
    except ValueError:
        raise CaseError(name, "script", "expected the script tool's JSON: a list of "
                        "characters") from None
    if target.exists():
        if target.read_bytes() != data:
            raise CaseError(name, "script", "a different file of that name is in the folder; "
                            "not overwritten (rename the upload)")
    else:
        write_atomic(str(target), data)
    return name


async def new(request: Request) -> Response:
    """Start a game in the served folder (never over an existing file)."""
    served = _served(request)
    if served.game is not None:
        return _error(CaseError(served.game.path, "new", "a game is already served"), 409)
    try:
        data = await _body(request)
        name = str(data.get("file") or served.name or "").strip()
        if not name.endswith((".yaml", ".yml")):
            raise CaseError(name or "(file)", "file", "expected a file name ending in .yaml")
        target = served.inside(name, "file")
        script = str(data.get("script") or data.get("script_file") or "").strip()
        if isinstance(data.get("upload"), str):
            script = save_script(served, str(data.get("upload_name") or ""), data["upload"])
        elif script.lower().endswith(".json"):
            served.inside(script, "script")
        players = table.split_players(str(data.get("players") or ""))
        title = str(data.get("title") or "").strip() or None
        you = str(data.get("you") or "").strip()
        await run_in_threadpool(table.new_game, str(target), script, players, title)
    except (CaseError, StatementError) as e:
        return _error(e)
    served.name = target.name
    served.game = game = Game(str(target))
    if you:
        try:
            await run_in_threadpool(game.add, ["you", you])
        except CaseError as e:
            return _error(e)
    return JSONResponse({"file": target.name})
