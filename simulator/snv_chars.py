"""Sects & Violets characters' night steps and information, for the simulator.

Written from the almanac texts (../shared/seeds) and the official ability
texts, independently of rules/characters. See `simulator.snv` for the game
state they read and change, and for the list of narrowings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from simulator.snv import SnvGame

TRUE_INFO_WHEN_DROISONED = 0.4
SEAMSTRESS_USE = 0.4
PHILOSOPHER_USE = 0.5
GOOD_TEAMS = ("townsfolk", "outsider")


# ---------------------------------------------------------------- statements


def statement(g: SnvGame, want: bool | None) -> tuple[str, bool]:
    """A random STATEMENT about the game as it stands now, and its truth; with
    `want` set, one with that truth value."""
    rng = g.rng
    for _ in range(200):
        text, value = _atom(g)
        if rng.random() < 0.3:
            t2, v2 = _atom(g)
            if rng.random() < 0.5:
                text, value = f"{text} or {t2}", value or v2
            else:
                text, value = f"{text} and {t2}", value and v2
        elif rng.random() < 0.15:
            text, value = f"not {text}", not value
        if want is None or value == want:
            return text, value
    raise AssertionError("no statement with the wanted truth")


def _atom(g: SnvGame) -> tuple[str, bool]:
    rng = g.rng
    p = rng.randrange(g.n)
    seat = g.seats[p]
    kind = rng.random()
    if kind < 0.3:
        return f"evil({seat.name})", seat.evil
    if kind < 0.4:
        return f"good({seat.name})", not seat.evil
    if kind < 0.7:
        team = rng.choice(("townsfolk", "outsider", "minion", "demon"))
        return f"is({seat.name}, {team})", g.team(seat.char) == team
    c = seat.char if rng.random() < 0.3 else rng.choice(g.script.chars)
    return f"is({seat.name}, {c})", seat.char == c


# ---------------------------------------------------------------- information


def random_payload(g: SnvGame, s: int, ability: str) -> Any:
    """Well-formed information for `ability`, as made up by (or told to) `s`."""
    rng, names = g.rng, [x.name for x in g.seats]
    others = [i for i in range(g.n) if i != s]
    if ability == "clockmaker":
        return rng.randint(1, max(1, g.n // 2))
    if ability == "dreamer":
        good = [c for c in g.script.chars if g.team(c) in GOOD_TEAMS]
        evil = [c for c in g.script.chars if g.team(c) not in GOOD_TEAMS]
        pair = [rng.choice(good), rng.choice(evil)]
        rng.shuffle(pair)
        return [names[rng.choice(others)], *pair]
    if ability in ("oracle", "mathematician"):
        return rng.choice([0, 0, 1, 1, 2, 3])
    if ability in ("towncrier", "flowergirl"):
        return rng.random() < 0.5
    if ability == "seamstress":
        a, b = rng.sample(others, 2)
        return [names[a], names[b], rng.choice(("same", "different"))]
    if ability == "sage":
        a, b = rng.sample(others, 2)
        return [names[a], names[b]]
    if ability == "snakecharmer":
        return names[rng.choice(others)]
    if ability == "savant":
        return [statement(g, None)[0], statement(g, None)[0]]
    if ability == "artist":
        return {"question": statement(g, None)[0], "answer": rng.random() < 0.5}
    if ability == "juggler_guess":
        k = min(rng.randint(1, 5), len(others))
        return {names[p]: rng.choice(g.script.chars) for p in rng.sample(others, k)}
    if ability == "juggler":
        return rng.randint(0, 3)
    raise ValueError(f"no random payload for {ability}")


def told(
    g: SnvGame,
    s: int,
    ability: str,
    truth: Callable[[], Any],
    false: Callable[[], Any],
) -> Any:
    """What `s` learns from `ability` (a Townsfolk information ability):
    a falsehood under a working Vortox (drunk or poisoned or not: the Vortox
    rules the Storyteller's answer); otherwise the truth when it works, and
    anything (here: the truth or a falsehood) when drunk or poisoned. False
    information from an ability that should have been true is recorded for the
    Mathematician. A player who only thinks they have the ability (a
    Philosopher's choice made while droisoned) is told anything, the Vortox
    or not, and the Mathematician may count a falsehood or not."""
    if ability in g.believed_abilities(s) and not g.holds(s, ability):
        if g.rng.random() < TRUE_INFO_WHEN_DROISONED:
            return truth()
        if g.rng.random() < 0.5:
            g.mark_abnormal(s, ability)
        return false()
    if not g.vortox_on():
        if g.functioning(s) or g.rng.random() < TRUE_INFO_WHEN_DROISONED:
            return truth()
    g.mark_abnormal(s, ability)
    return false()


def other_number(g: SnvGame, truth: int, high: int) -> int:
    return g.rng.choice([k for k in range(0, max(high, truth + 2) + 1) if k != truth])


# ---------------------------------------------------------------- Townsfolk


def clockmaker(g: SnvGame, s: int) -> None:
    """First night: steps from the Demon to its nearest Minion (the shorter way)."""
    demons = [i for i in range(g.n) if g.team(g.seats[i].char) == "demon"]
    minions = [i for i in range(g.n) if g.team(g.seats[i].char) == "minion"]

    def dist(a: int, b: int) -> int:
        d = abs(a - b)
        return min(d, g.n - d)

    t = min(dist(d, m) for d in demons for m in minions)
    g.report(s, "clockmaker", told(g, s, "clockmaker", lambda: t,
                                   lambda: other_number(g, t, g.n // 2) or t + 1))


def dreamer(g: SnvGame, s: int) -> None:
    """Each night: choose a player (not yourself): 1 good & 1 evil character, 1 correct."""
    if not g.alive(s):
        return
    p = g.pick({s}, 0.8)
    char = g.seats[p].char
    good = [c for c in g.script.chars if g.team(c) in GOOD_TEAMS]
    evil = [c for c in g.script.chars if g.team(c) not in GOOD_TEAMS]

    def truth() -> list[Any]:
        other = g.rng.choice(evil if g.team(char) in GOOD_TEAMS else good)
        pair = [char, other]
        g.rng.shuffle(pair)
        return pair

    def false() -> list[Any]:
        pair = [g.rng.choice([c for c in good if c != char]),
                g.rng.choice([c for c in evil if c != char])]
        g.rng.shuffle(pair)
        return pair

    g.report(s, "dreamer", [g.name(p), *told(g, s, "dreamer", truth, false)])


def snakecharmer(g: SnvGame, s: int) -> None:
    """Each night: choose an alive player; a chosen Demon swaps characters and
    alignments with the Snake Charmer and is then poisoned."""
    if not g.alive(s):
        return
    demons = set(g.living_demons())
    # Only thinks they have it (a droisoned Philosopher's choice): swaps nothing.
    believed = "snakecharmer" in g.believed_abilities(s) and not g.holds(s, "snakecharmer")
    working = g.functioning(s) and not believed
    gifted = g.seats[s].char != "snakecharmer" and not believed
    pool = {i for i in g.alive_seats() if i != s}
    if g.math_in_play and not working and gifted or g.snake_swapped:
        pool -= demons  # narrowings: a droisoned gift's failed swap is not counted; one swap
    if not pool:
        return
    t = g.rng.choice(sorted(pool))
    if g.static_droison.get(s) != "snakecharmer":  # a swapped former Demon does not say
        g.report(s, "snakecharmer", g.name(t))
    g.note(snakecharmer=g.name(s), chooses=g.name(t))
    if t in demons and working:
        g.snake_swap(s, t)
    elif t in demons and not believed:
        g.mark_abnormal(s, "snakecharmer")


def mathematician(g: SnvGame, s: int) -> None:
    """Each night: how many players' abilities worked abnormally since dawn."""
    if not g.alive(s):
        return
    t = g.abnormal_count(s)
    g.report(s, "mathematician", told(g, s, "mathematician", lambda: t,
                                      lambda: other_number(g, t, 3)))


def flowergirl(g: SnvGame, s: int) -> None:
    """Each night*: whether a Demon voted today."""
    if not g.alive(s):
        return
    t = g.demon_voted.get(g.phase[1] - 1, False)
    g.report(s, "flowergirl", told(g, s, "flowergirl", lambda: t, lambda: not t))


def towncrier(g: SnvGame, s: int) -> None:
    """Each night*: whether a Minion nominated today."""
    if not g.alive(s):
        return
    t = g.minion_nominated.get(g.phase[1] - 1, False)
    g.report(s, "towncrier", told(g, s, "towncrier", lambda: t, lambda: not t))


def oracle(g: SnvGame, s: int) -> None:
    """Each night*: how many dead players are evil."""
    if not g.alive(s):
        return
    t = sum(1 for x in g.seats if not x.alive and x.evil)
    dead = sum(1 for x in g.seats if not x.alive)
    g.report(s, "oracle", told(g, s, "oracle", lambda: t, lambda: other_number(g, t, dead)))


def seamstress(g: SnvGame, s: int) -> None:
    """Once per game, at night: 2 players (not yourself), same alignment or not."""
    if not g.alive(s) or (s, "seamstress") in g.used or g.rng.random() > SEAMSTRESS_USE:
        return
    g.used.add((s, "seamstress"))
    a, b = g.rng.sample([i for i in range(g.n) if i != s], 2)
    same = g.seats[a].evil == g.seats[b].evil
    word = {True: "same", False: "different"}
    answer = told(g, s, "seamstress", lambda: same, lambda: not same)
    g.report(s, "seamstress", [g.name(a), g.name(b), word[answer]])


def sage(g: SnvGame, s: int) -> None:
    """If the Demon kills you: the Demon is 1 of 2 players."""
    if s not in g.demon_killed_tonight:
        return
    demons = [i for i in range(g.n) if g.team(g.seats[i].char) == "demon" and i != s]
    others = [i for i in range(g.n) if i != s and i not in demons]
    if len(others) < 2:  # (Demons the Pit-Hag made) no false pair: the case leaves it out
        return

    def truth() -> list[int]:
        return [g.rng.choice(demons), g.rng.choice(others)]

    def false() -> list[int]:
        return g.rng.sample(others, 2)

    pair = told(g, s, "sage", truth, false)
    g.rng.shuffle(pair)
    g.report(s, "sage", [g.name(i) for i in pair])


def juggler(g: SnvGame, s: int) -> None:
    """The night after the Juggler's first day: how many guesses were right."""
    day, t = g.juggled.get(s, (0, 0))
    if not g.alive(s) or g.phase[1] != day + 1:
        return
    # A false count stays a count of five guesses: 0 to 5, never the truth.
    g.report(s, "juggler", told(g, s, "juggler", lambda: t,
                                lambda: g.rng.choice([k for k in range(6) if k != t])))


def philosopher(g: SnvGame, s: int) -> None:
    """Once per game, at night: choose a good character, gain that ability; if
    it is in play, that player is drunk. A droisoned Philosopher spends it and
    gains nothing, which a Mathematician counts, but thinks they have it (see
    `SnvGame.believed_abilities`). An evil Philosopher never chooses (narrowing)."""
    if (not g.alive(s) or g.seats[s].evil or (s, "philosopher") in g.used
            or g.rng.random() > PHILOSOPHER_USE):
        return
    working = g.functioning(s)
    c = g.rng.choice([c for c in g.script.good() if c != "philosopher"])
    g.used.add((s, "philosopher"))
    g.report(s, "philosopher", c)
    g.note(philosopher=g.name(s), chooses=c, works=working)
    if working:
        g.philo[s] = c
    else:
        g.philo_failed[s] = c
        g.mark_abnormal(s, "philosopher")


# ---------------------------------------------------------------- Outsiders

BARBER_SWAP = 0.6


def barber(g: SnvGame, s: int) -> None:
    """If the Barber died today or tonight, the Demon may choose 2 players (itself
    too, not another Demon) to swap characters; alignments stay. One swap a night.
    Narrowing: never the Evil Twin, nor a dead Minion the Vigormortis keeps."""
    demons = g.living_demons()
    if s not in g.barber_due or not demons or g.rng.random() > BARBER_SWAP:
        return
    chooser = g.rng.choice(demons)
    pool = [i for i, x in enumerate(g.seats)
            if (i == chooser or g.team(x.char) != "demon") and x.char != "eviltwin"
            and i not in g.vig_kept]
    if len(pool) < 2:
        return
    a, b = g.rng.sample(pool, 2)
    g.note(barber_demon=g.name(chooser))
    g.barber_swap(a, b)


# ---------------------------------------------------------------- Minions


def witch(g: SnvGame, s: int) -> None:
    """Each night: choose a player; if they nominate tomorrow, they die."""
    if not g.has_ability(s) or len(g.alive_seats()) <= 3:
        return
    t = g.pick(set(), 1.0)
    working = g.functioning(s)
    g.curse = (t, s, working)
    g.note(witch=g.name(s), curses=g.name(t), works=working)


def cerenovus(g: SnvGame, s: int) -> None:
    """Each night: a player is made mad about a good character tomorrow (what the
    player does about it is decided with the claims, see `snv.mad_claims`)."""
    if not g.has_ability(s):
        return
    t = g.pick(set(), 1.0)
    c = g.rng.choice([c for c in g.script.chars if g.team(c) in GOOD_TEAMS])
    working = g.functioning(s)
    g.note(cerenovus=g.name(s), mad=g.name(t), about=c, works=working)
    if not working:
        g.mark_abnormal(s, "cerenovus")
    if working and not g.seats[t].evil:
        g.mad.append((t, c, g.phase[1]))


PIT_HAG_CHARS = ("clockmaker", "dreamer", "snakecharmer", "flowergirl", "towncrier", "oracle",
                 "savant", "seamstress", "artist", "sage", "juggler", "philosopher", "klutz",
                 "mutant", "sweetheart", "barber")
PIT_HAG_DEMON = 0.3
ARBITRARY_DEATHS = (0, 1, 1, 2)


def pithag(g: SnvGame, s: int) -> None:
    """Each night*: choose a player and a character they become, if not in play;
    a drunk or poisoned Pit-Hag changes nobody. If a Demon is made, deaths
    tonight are arbitrary: a few players die now, and the Demons still attack.
    Narrowing: a Demon is made of any player but the Evil Twin or a dead Minion
    the Vigormortis keeps; otherwise only good players become these good
    characters. A droisoned Pit-Hag's change that would have happened is an
    ability that should have worked and did not (the Mathematician counts it)."""
    if not g.has_ability(s):
        return
    working = g.functioning(s)
    if g.rng.random() < PIT_HAG_DEMON:
        pool = [i for i, x in enumerate(g.seats) if x.char != "eviltwin" and i not in g.vig_kept]
        chars = g.script.of("demon")
    else:
        pool = [i for i, x in enumerate(g.seats)
                if not x.evil and g.team(x.char) in GOOD_TEAMS]
        chars = [c for c in PIT_HAG_CHARS if c in g.script.chars]
    if not pool:
        return
    t = g.rng.choice(pool)
    c = g.rng.choice(chars)
    in_play = any(x.char == c for x in g.seats)
    g.note(pithag=g.name(s), chooses=g.name(t), char=c, in_play=in_play, works=working)
    if in_play:
        return
    if not working:
        g.mark_abnormal(s, "pithag")
        return
    g.change(t, c)
    if g.team(c) == "demon":
        arbitrary_deaths(g)


def arbitrary_deaths(g: SnvGame) -> None:
    """The Storyteller's deaths after the Pit-Hag made a Demon."""
    pool = g.alive_seats()
    for t in g.rng.sample(pool, min(len(pool), g.rng.choice(ARBITRARY_DEATHS))):
        g.note(arbitrary_death=g.name(t))
        g.kill(t, "pithag")


# ---------------------------------------------------------------- Demons


def demon(g: SnvGame, s: int) -> None:
    """Each night*: choose a player, they die (Fang Gu's jump, Vigormortis's
    Minions). Narrowing: never itself, rarely a dead player."""
    if not g.alive(s) or s in g.new_imps:
        return
    char = g.seats[s].char
    dead = [i for i in range(g.n) if not g.alive(i)]
    pool = [i for i in g.alive_seats() if i != s]
    if dead and g.rng.random() < 0.08 or not pool:
        t = g.rng.choice(dead or [s])
        if t == s:
            return
    else:
        t = g.rng.choice(pool)
    g.note(demon=g.name(s), attacks=g.name(t))
    if not g.alive(t):
        return
    if not g.functioning(s):  # a drunk or poisoned Demon kills nobody (nor jumps)
        g.mark_abnormal(s, char)
        return
    if char == "fanggu" and not g.fanggu_jumped and g.team(g.seats[t].char) == "outsider":
        g.fanggu_jumped = True
        g.note(fanggu_jump=g.name(t))
        g.kill(s, "demon")
        g.become(t, "fanggu")
        g.seats[t].evil = True
        g.record_change(t)  # the Outsider learns they are the Fang Gu
        return
    g.kill(t, "demon")
    g.demon_killed_tonight.add(t)
    if char == "vigormortis" and g.team(g.seats[t].char) == "minion":
        g.vig_kept.add(t)
        near = g.townsfolk_neighbours(t)
        if near:
            p = g.rng.choice(near)
            g.vig_poisoned.add((p, s))
            g.note(vigormortis_minion=g.name(t), poisons=g.name(p))


NIGHT: dict[str, Callable[[SnvGame, int], None]] = {
    "philosopher": philosopher,
    "snakecharmer": snakecharmer,
    "witch": witch,
    "cerenovus": cerenovus,
    "pithag": pithag,
    "fanggu": demon,
    "nodashii": demon,
    "vortox": demon,
    "vigormortis": demon,
    "barber": barber,
    "sage": sage,
    "clockmaker": clockmaker,
    "dreamer": dreamer,
    "flowergirl": flowergirl,
    "towncrier": towncrier,
    "oracle": oracle,
    "seamstress": seamstress,
    "juggler": juggler,
    "mathematician": mathematician,
    # Evil Twin: the Good Twin's entry is written at setup (night 1). The
    # Sweetheart acts on death (see SnvGame.kill); the Klutz by day.
}
