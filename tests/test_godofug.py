"""God of Ug (Loric): "One Ug hat. When wear Ug hat, must speak one sound at
a time but vote twice. If fail, pass Ug hat."

Six players with information, an execution and a night death: the same
worlds with the God of Ug in play or not.
"""

from __future__ import annotations

from helpers import quiet_table, worlds


def test_godofug_changes_no_world() -> None:
    """Speech and a double vote decide no world: none is removed or added."""
    plain = worlds(quiet_table("godofug", "[]"))
    assert plain
    assert worlds(quiet_table("godofug", "[godofug]")) == plain
