"""The one error type a user ever sees: a bad case, reported in one line."""

from __future__ import annotations


class CaseError(Exception):
    """A malformed case: `file: key path: what was expected`. The CLI prints it
    on one line to standard error and exits 2."""

    def __init__(self, path: str, key: str, message: str) -> None:
        self.path = path
        self.key = key
        self.message = message
        super().__init__(f"{path}: {key}: {message}")
