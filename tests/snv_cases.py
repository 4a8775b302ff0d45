"""Small cases for the information characters' tests: `game(...)` writes one as
YAML text, seats named A, B, C... clockwise, A first."""

from __future__ import annotations

SCRIPT = ("clockmaker, noble, knight, steward, shugenja, seamstress, dreamer, oracle, "
          "balloonist, villageidiot, chambermaid, flowergirl, towncrier, sage, artist, "
          "savant, juggler, mathematician, atheist, alsaahir, empath, chef, investigator, "
          "washerwoman, monk, soldier, virgin, slayer, undertaker, recluse, drunk, saint, "
          "butler, imp, poisoner, spy, scarletwoman, baron")
NAMES = "ABCDEFGHIJKLMNO"


def game(*seats: str | tuple[str, str], you: str | None = "A", hidden: str = "[imp, poisoner]",
         events: str = "[]", extra: str = "", script: str = SCRIPT) -> str:
    """Each seat is a claim, or (claim, info list as YAML flow text)."""
    rows = []
    for name, seat in zip(NAMES, seats):
        claim, info = (seat, "[]") if isinstance(seat, str) else seat
        rows.append(f"  - {{name: {name}, claim: {claim}, info: {info}}}")
    head = f"you: {you}\n" if you else ""
    return (f"script: [{script}]\n{head}hidden: {hidden}\n{extra}\nplayers:\n"
            + "\n".join(rows) + f"\nevents: {events}\n")
