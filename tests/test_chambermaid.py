"""Chambermaid: "Each night, choose 2 alive players (not yourself): you learn how
many woke tonight due to their own ability."

Five players; `you: A` is the Chambermaid (near the end of the night order).
"""

from __future__ import annotations

from helpers import possible
from snv_cases import game

HIDDEN = "[imp, scarletwoman]"


def text(info: str, events: str = "[]") -> str:
    # B is an Empath (wakes each night), C a Soldier (never wakes).
    return game(("chambermaid", info), "empath", "soldier", "knight", "chef",
                hidden=HIDDEN, events=events)


def test_counts_who_woke() -> None:
    """A good Empath wakes every night, a Soldier never does."""
    t = text("[{night: 1, chambermaid: [B, C, 1]}]")
    assert possible(t, ["good(B) and good(C)"])
    t0 = text("[{night: 1, chambermaid: [B, C, 0]}]")
    assert not possible(t0, ["good(B) and good(C)"])
    assert possible(t0, ["is(B, imp)"])  # the Imp does not wake on night 1


def test_demon_wakes_after_the_first_night() -> None:
    """The Imp wakes on night 2 to kill; E is executed so the kill can miss."""
    t = text("[{night: 2, chambermaid: [C, D, 0]}]", "[{day: 1, executed: E}]")
    assert not possible(t, ["is(C, imp)"])
    assert possible(t, ["is(C, scarletwoman)"])  # the Scarlet Woman is not woken


def test_alive_players_not_yourself() -> None:
    assert not possible(text("[{night: 1, chambermaid: [A, B, 1]}]"))
    dead = text("[{night: 2, chambermaid: [B, E, 1]}]", "[{day: 1, executed: E}]")
    assert not possible(dead)
