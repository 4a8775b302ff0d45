"""`botc serve`: start the page's server (registered by botc/cli.py)."""

from __future__ import annotations

import webbrowser
from pathlib import Path

import click

from botc.tablecli import user_errors
from caselang.errors import CaseError


@click.command("serve")
@click.argument("case_file", required=False, type=click.Path(dir_okay=False))
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on; 0.0.0.0 lets phones on the same network in "
                   "(with a random token in the URL).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@click.option("--open", "open_browser", is_flag=True, help="Open the page in a browser.")
@user_errors
def serve_cmd(case_file: str | None, host: str, port: int, open_browser: bool) -> None:
    """Serve CASE_FILE as a web page to add facts and see the answers."""
    import uvicorn

    from botc.serve.app import make_app
    from botc.serve.guard import needs_token, new_token

    if case_file and not Path(case_file).resolve().parent.is_dir():
        raise CaseError(case_file, "(file)", "expected a file in an existing folder")
    token = new_token() if needs_token(host) else None
    app = make_app(case_file, token)
    shown = "localhost" if host in ("127.0.0.1", "::1") else _lan_address(host)
    url = f"http://{shown}:{port}/" + (f"?token={token}" if token else "")
    what = case_file if case_file and Path(case_file).exists() else "a new game"
    click.echo(f"botc serve: {what} at {url}  (Ctrl-C stops)")
    if open_browser:
        webbrowser.open(url)
    served = app.state.served

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: object) -> None:
            served.stopping = True  # an open page's event stream ends, so Ctrl-C stops at once
            super().handle_exit(sig, frame)  # type: ignore[arg-type]

    Server(uvicorn.Config(app, host=host, port=port, log_level="warning",
                          timeout_graceful_shutdown=5)).run()


def _lan_address(host: str) -> str:
    """The address phones on the same network use (for 0.0.0.0: this machine's)."""
    if host not in ("0.0.0.0", "::"):
        return host
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
            return s.getsockname()[0]
        except OSError:
            return socket.gethostname()
