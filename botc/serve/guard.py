"""Who may use the server: on a shared network every request carries the
random token printed with the URL (then kept in a cookie); on this machine
alone, requests must name it (localhost, 127.0.0.1, ::1: no other site's name
pointed here); and a request that changes the game must come from the page
itself (its Origin, or else its Referer, names this server)."""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs, urlencode

Scope = MutableMapping[str, Any]
ASGIApp = Callable[[Scope, Callable, Callable], Awaitable[None]]

COOKIE = "botc_token"  # and the port: a browser sends a host's cookies to all its ports
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def needs_token(host: str) -> bool:
    """Anything but this machine alone can reach the server: a token is needed."""
    return host not in LOOPBACK


def new_token() -> str:
    return secrets.token_urlsafe(18)


class Guard:
    """ASGI middleware: the token (when set) on every request, the origin on
    every state-changing one."""

    def __init__(self, app: ASGIApp, token: str | None) -> None:
        self.app = app
        self.token = token

    async def __call__(self, scope: Scope, receive: Callable, send: Callable) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers", [])}
        query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
        cookie = f"{COOKIE}_{(scope.get('server') or ('', 0))[1]}"
        if self.token is None and host_name(headers.get("host", "")) not in LOOPBACK:
            await _respond(send, 403, "This server answers only to this machine's own "
                                      "address (start it with --host for others).")
            return
        if self.token is not None:
            given = query.get("token", [None])[0]
            if given is not None and secrets.compare_digest(given, self.token):
                if scope["method"] == "GET":  # keep it in a cookie, out of the address bar
                    rest = {k: v for k, v in query.items() if k != "token"}
                    where = scope["path"] + ("?" + urlencode(rest, doseq=True) if rest else "")
                    await _respond(send, 303, "see the page", [
                        ("location", where),
                        ("set-cookie", f"{cookie}={self.token}; Path=/; HttpOnly; "
                                       "SameSite=Strict")])
                    return
            elif not self._cookie_ok(headers.get("cookie", ""), cookie):
                await _respond(send, 403, "This game needs the link with its token "
                                          "(printed by `botc serve`).")
                return
        if scope["method"] not in ("GET", "HEAD") and not same_origin(headers, scope):
            await _respond(send, 403, "Refused: the request did not come from this page.")
            return
        await self.app(scope, receive, send)

    def _cookie_ok(self, header: str, name: str) -> bool:
        jar = SimpleCookie()
        try:
            jar.load(header)
        except Exception:  # a malformed cookie header is no token
            return False
        morsel = jar.get(name)
        return morsel is not None and self.token is not None and \
            secrets.compare_digest(morsel.value, self.token)


def host_name(host: str) -> str:
    """`[::1]:8000` -> `::1`, `localhost:8000` -> `localhost`."""
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def same_origin(headers: dict[str, str], scope: Scope) -> bool:
    """The Origin (or, without one, the Referer) is this server's own address."""
    host = headers.get("host")
    if not host:
        return False
    own = f"{scope.get('scheme', 'http')}://{host}"
    origin = headers.get("origin")
    if origin is not None:
        return origin == own
    referer = headers.get("referer", "")
    return referer == own or referer.startswith(own + "/")


async def _respond(send: Callable, status: int, text: str,
                   extra: list[tuple[str, str]] | None = None) -> None:
    body = text.encode("utf-8")
    headers = [(b"content-type", b"text/plain; charset=utf-8"),
               (b"content-length", str(len(body)).encode())]
    headers += [(k.encode("latin-1"), v.encode("latin-1")) for k, v in extra or []]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
