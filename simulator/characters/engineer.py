"""Engineer: "Once per game, at night, choose which Minions or which Demon is
in play."

Each night (the first too) until the ability is spent, the living Engineer
may choose Minion characters of the script (usually as many as there are
Minion players) or one Demon, never both. If it works, a Minion (Demon)
player holding a chosen character keeps it; the others become chosen
characters no player has, each once, learning it and keeping their
alignment. With as many chosen as there are such players every living one
changes; a dead one sometimes keeps their character; with more or fewer
chosen, the Storyteller changes as many as they like (usually as many as
they can). A drunk or poisoned Engineer changes nobody; either way the
ability is spent. The choice is reported (`none` on some nights it is not
used). With Legion on the script (jinx: "A Legion that is created makes
every evil player Legion. With Legion in play, the Engineer ... has no
ability") the Engineer changes nobody while Legion is in play, and a Legion
it makes turns every evil player but Travellers into Legion.

Freedoms left out (the solver fixes the twins by seat): the Evil Twin is
never chosen, and no Minions are chosen while one is in play. With the
Summoner on the script (jinx), a living Summoner yet to summon is always
among the Minions chosen: the Storyteller's summoning in its place (the
solver's `Summoner.removed`) is never played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from simulator.loop import Game

USE = 0.35
DEMON = 0.4  # chance the choice is a Demon rather than Minions
IN_PLAY = 0.25  # chance each chosen Minion is one already in play
OFF_COUNT = 0.15  # chance of one Minion more or fewer than there are Minion players
SAY_NONE = 0.3  # chance a night without a choice is reported as `none`
DEAD_KEPT = 0.4  # chance a dead Minion (Demon) player keeps their character
FEWER = 0.25  # with a count off, chance the Storyteller changes fewer than they could


def wakes(g: Game, s: int) -> bool:
    """Woken each night while alive and the once-per-game choice is unused."""
    return g.alive(s) and not g.seats[s].marks.get("engineer")


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if not g.alive(s) or seat.marks.get("engineer"):
        return
    if g.rng.random() >= USE:
        if g.rng.random() < SAY_NONE:
            g.report(s, "engineer", "none")
        return
    chosen = _choice(g)
    if not chosen:
        return
    seat.marks["engineer"] = g.night
    team = g.team(chosen[0])
    g.report(s, "engineer", chosen[0] if team == "demon" else list(chosen))
    works = g.works(s, "engineer")
    g.note(engineer=seat.name, chooses=chosen, works=works)
    members = [i for i, x in enumerate(g.seats) if not x.traveller and g.team(x.char) == team]
    movers = [i for i in members if g.seats[i].char not in chosen]
    held = {x.char for x in g.seats} | set(g.unseated)
    free = [c for c in chosen if c not in held]
    if not movers or not free:
        return
    if g.jinxed("engineer", "legion") and any(x.char == "legion" for x in g.seats):
        g.note(result="Legion is in play: the Engineer has no ability (jinx)")
        return
    if not works:
        g.malfunction(s, "engineer")
        return
    g.freedom(f"engineer_makes_{team}")
    g.rng.shuffle(free)
    living = [i for i in movers if g.alive(i)]
    dead = [i for i in movers if not g.alive(i)]
    if len(chosen) == len(members):
        changing = living + [i for i in dead if not _kept(g)]
    else:
        g.freedom("engineer_count_off")
        changing = living + dead
        g.rng.shuffle(changing)
        most = min(len(changing), len(free))
        changing = changing[:g.rng.randint(0, most) if g.rng.random() < FEWER else most]
    for i, c in zip(changing, free):
        g.become(i, c)
        g.changed_tonight.discard(i)  # acts with the new ability from its next step on
    if "legion" in free[:len(changing)] and g.jinxed("engineer", "legion"):
        # Jinx: "A Legion that is created makes every evil player Legion".
        for i, x in enumerate(g.seats):
            if x.evil and not x.traveller and x.char != "legion":
                g.become(i, "legion")
                g.changed_tonight.discard(i)


def _kept(g: Game) -> bool:
    if g.rng.random() < DEAD_KEPT:
        g.freedom("engineer_dead_kept")
        return True
    return False


def _choice(g: Game) -> list[str]:
    """Minions of the script (mostly as many as there are Minion players), or
    one Demon."""
    minions = [c for c in g.script.of("minion") if c != "eviltwin"]
    demons = g.script.of("demon")
    twin = any(x.char == "eviltwin" for x in g.seats)
    if demons and (twin or not minions or g.rng.random() < DEMON):
        return [g.rng.choice(demons)]
    if twin:
        return []
    count = sum(1 for x in g.seats if not x.traveller and g.team(x.char) == "minion")
    if g.rng.random() < OFF_COUNT:
        count += g.rng.choice((-1, 1))
    count = max(1, min(count, len(minions)))
    in_play = [c for c in minions if any(x.char == c for x in g.seats)]
    out: list[str] = []
    if _summoner_waiting(g) and "summoner" in minions:
        out.append("summoner")
    while len(out) < count:
        pool = [c for c in (in_play if in_play and g.rng.random() < IN_PLAY else minions)
                if c not in out] or [c for c in minions if c not in out]
        out.append(g.rng.choice(pool))
    return out


def _summoner_waiting(g: Game) -> bool:
    """Jinx (Summoner): "If the living Summoner is removed from play, the
    Storyteller has the Summoner ability": a living Summoner yet to summon is
    kept (chosen among the Minions) rather than played through."""
    return g.jinxed("engineer", "summoner") and any(
        x.char == "summoner" and x.alive and not x.marks.get("summoned") for x in g.seats)


def anything(g: Game, s: int) -> Any:
    """A made-up choice: Minions of the script, or one Demon."""
    minions = g.script.of("minion")
    demons = g.script.of("demon")
    if demons and (not minions or g.rng.random() < DEMON):
        return g.rng.choice(demons)
    return sorted(g.rng.sample(minions, g.rng.randint(1, min(2, len(minions)))))


def reports_on(g: Game, s: int, n: int) -> bool:
    """An evil claimant says they used it once, on some night."""
    seat = g.seats[s]
    if "engineer_bluff" not in seat.marks:
        nights = [k for k in range(1, g.last_phase[1] + 1) if seat.alive_at("night", k)]
        seat.marks["engineer_bluff"] = g.rng.choice(nights) if nights and \
            g.rng.random() < 0.5 else 0
    return n == seat.marks["engineer_bluff"]
