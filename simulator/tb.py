"""Trouble Brewing's 22 characters as plain Python, for the game simulator.

Each function is what the Storyteller does for one character at one moment,
written from the almanac texts (../shared/seeds) and independently of the
solver's encoding in rules/characters. Every choice the rules leave open
(misregistration, red herring, false information for a drunk or poisoned
player, the Mayor's bounce, the star-pass) and every player's choice is drawn
from the game's random generator.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.game import Game

TRUE_INFO_WHEN_DROISONED = 0.4  # a drunk or poisoned player is often, not always, lied to
SLAYER_SHOT = 0.3  # chance per day that a Slayer claimant shoots
VIRGIN_NOMINATION = 0.35  # chance per day that the Virgin claimant is nominated
EXECUTION = 0.65  # chance per day of an execution
EVIL_REPORT = 0.9  # chance an evil claimant reports each plausible piece of info


# ---------------------------------------------------------------- setup


def setup_modifier(char: str, counts: dict[str, int]) -> None:
    """Baron: [+2 Outsiders], which replace Townsfolk."""
    if char == "baron":
        counts["townsfolk"] -= 2
        counts["outsider"] += 2


def choose_claims(g: Game) -> None:
    """Good players claim what they believe; each evil player bluffs a good
    character no other evil player claims (often one not in play, like the
    Demon's bluffs), never the Drunk."""
    for seat in g.seats:
        if not seat.evil:
            seat.claim = seat.believed
    in_play = {x.start for x in g.seats} | {g.drunk_token}
    taken: set[str] = set()
    evil = [x for x in g.seats if x.evil]
    g.rng.shuffle(evil)
    for seat in evil:
        options = [c for c in g.script.good() if c != "drunk" and c not in taken]
        safe = [c for c in options if c not in in_play]
        seat.claim = g.rng.choice(safe if safe and g.rng.random() < 0.6 else options)
        taken.add(seat.claim)


# ---------------------------------------------------------------- registration


def register_options(g: Game, s: int) -> list[str]:
    """Characters `s` may register as for one detection: a sober and healthy Recluse
    as any Minion or Demon, a sober and healthy Spy as any Townsfolk or Outsider
    (even if dead); everyone else as what they are (the Drunk as the Drunk)."""
    char = g.seats[s].char
    if char == "recluse" and g.functioning(s):
        return [char, *g.script.of("minion"), *g.script.of("demon")]
    if char == "spy" and g.functioning(s):
        return [char, *g.script.of("townsfolk"), *g.script.of("outsider")]
    return [char]


def registers_as(g: Game, s: int) -> str:
    """One check of `s`'s character: the truth half the time, else any option."""
    options = register_options(g, s)
    if len(options) == 1 or g.rng.random() < 0.5:
        return options[0]
    return g.rng.choice(options[1:])


def registers_evil(g: Game, s: int) -> bool:
    """One detection of `s`'s alignment (Recluse and Spy: a fresh choice)."""
    if len(register_options(g, s)) > 1:
        return g.rng.random() < 0.5
    return g.seats[s].evil


def registers_demon(g: Game, s: int) -> bool:
    """Whether `s` registers as a Demon for one check (a dead Demon still does)."""
    if g.team(g.seats[s].char) == "demon":
        return True
    return g.works(s, "recluse") and g.rng.random() < 0.5


def registers_townsfolk(g: Game, s: int) -> bool:
    if g.team(g.seats[s].char) == "townsfolk":
        return True
    return g.works(s, "spy") and g.rng.random() < 0.5


# ---------------------------------------------------------------- information


def random_payload(g: Game, s: int, ability: str) -> Any:
    """Well-formed information for `ability` as told to (or made up by) `s`."""
    rng, names = g.rng, [x.name for x in g.seats]
    others = [i for i in range(g.n) if i != s]

    def two() -> list[str]:
        return [names[i] for i in rng.sample(others, 2)]

    if ability == "washerwoman":
        return [*two(), rng.choice(g.script.of("townsfolk"))]
    if ability == "librarian":
        return "none" if rng.random() < 0.15 else [*two(), rng.choice(g.script.of("outsider"))]
    if ability == "investigator":
        return [*two(), rng.choice(g.script.of("minion"))]
    if ability == "chef":
        return rng.choice([0, 0, 1, 1, 2, 3])
    if ability == "empath":
        return rng.choice([0, 1, 2])
    if ability == "fortuneteller":
        return [names[i] for i in rng.sample(range(g.n), 2)] + [rng.random() < 0.5]
    if ability == "undertaker":
        return rng.choice(g.script.chars)
    if ability == "ravenkeeper":
        return [names[rng.choice(others)], rng.choice(g.script.chars)]
    if ability in ("monk", "butler"):
        return names[rng.choice(others)]
    raise ValueError(f"no random payload for {ability}")


def told(g: Game, s: int, ability: str, truth: Callable[[], Any]) -> Any:
    """Information for `s`: the truth if `s` really has the ability and it works,
    else whatever the Storyteller likes (sometimes the truth anyway)."""
    if g.works(s, ability):
        answer = truth()
        if answer is None:
            raise Unplayable(f"{ability} has no legal information")
        return answer
    if g.rng.random() < TRUE_INFO_WHEN_DROISONED:
        answer = truth()
        if answer is not None:
            return answer
    return random_payload(g, s, ability)


def pair_info(g: Game, s: int, team: str) -> list[Any] | None:
    """`[P1, P2, char]`: one of P1, P2 registers as `char` of `team` (never `s`)."""
    rng = g.rng
    cands = [
        (p, c) for p in range(g.n) if p != s for c in register_options(g, p) if g.team(c) == team
    ]
    if not cands:
        return None
    real = [(p, c) for p, c in cands if c == g.seats[p].char]
    p, c = rng.choice(real if real and rng.random() < 0.6 else cands)
    # The WRONG reminder goes by "any other character token", rarely the player's own.
    q = s if rng.random() < 0.05 else rng.choice([i for i in range(g.n) if i not in (s, p)])
    pair = [g.name(p), g.name(q)]
    rng.shuffle(pair)
    g.note(check=team, shown=c, player=g.name(p), wrong=g.name(q))
    return [*pair, c]


# ---------------------------------------------------------------- night steps


def poisoner(g: Game, s: int) -> None:
    """Each night: a player (not herself) is poisoned tonight and tomorrow day."""
    if not g.alive(s):
        return
    t = s if g.rng.random() < 0.03 else g.pick({s}, 0.85)
    g.poisoned = t
    g.note(poisoner=g.name(s), poisons=g.name(t))


def monk(g: Game, s: int) -> None:
    """Each night*: a player other than the Monk is safe from the Demon."""
    if not g.alive(s):
        return
    t = g.pick({s})
    g.report(s, "monk", g.name(t))
    if g.works(s, "monk"):
        g.protected.add(t)
        g.note(monk=g.name(s), protects=g.name(t))


def imp(g: Game, s: int) -> None:
    """Each night*: choose a player (alive, dead or itself): they die."""
    if not g.alive(s) or s in g.new_imps:
        return
    r = g.rng.random()
    dead = [i for i in range(g.n) if not g.alive(i)]
    if r < 0.08:
        t = s
    elif r < 0.13 and dead:
        t = g.rng.choice(dead)
    else:
        t = g.pick({s}, 1.0)
    g.note(imp=g.name(s), attacks=g.name(t))
    if not g.functioning(s):
        g.note(result="the Imp is poisoned: no kill")
        return
    if t in g.protected:
        g.note(result="protected by the Monk")
    elif t == s:
        star_pass(g, s)
    elif not g.alive(t):
        g.note(result="already dead")
    elif g.works(t, "soldier"):
        g.note(result="the Soldier is safe")
    elif g.works(t, "mayor") and g.rng.random() < 0.5:
        mayor_bounce(g, t)
    else:
        g.kill(t, "demon")


def mayor_bounce(g: Game, mayor: int) -> None:
    """The Storyteller kills another player instead (rarely the Demon); nobody
    dies if that player is dead, protected by the Monk or the Soldier."""
    demons = {i for i in range(g.n) if g.team(g.seats[i].char) == "demon"}
    x = g.pick({mayor} if g.rng.random() < 0.05 else {mayor} | demons, 0.9)
    g.note(mayor_bounce=g.name(x))
    if not g.alive(x) or x in g.protected or g.works(x, "soldier"):
        g.note(result="nobody dies")
        return
    g.kill(x, "demon")


def star_pass(g: Game, s: int) -> None:
    """The Imp kills itself: it dies (a Scarlet Woman may take over, see
    `demon_died`) and an alive Minion becomes the Imp too, possibly the same one."""
    before = set(g.new_imps)
    g.kill(s, "demon")
    sw_took_over = bool(g.new_imps - before)
    minions = [i for i in g.alive_seats() if g.team(g.seats[i].char) == "minion"]
    if minions and (not sw_took_over or g.rng.random() < 0.4):
        g.become(g.rng.choice(minions), "imp")


def demon_died(g: Game, s: int, alive_before: int) -> None:
    """A sober, healthy Scarlet Woman becomes the Demon if 5+ were alive
    just before the Demon died and no other Demon lives."""
    if g.living_demons():
        return
    if alive_before < 5:
        return
    for i in g.alive_seats():
        if g.works(i, "scarletwoman"):
            g.become(i, g.seats[s].char)
            return


def ravenkeeper(g: Game, s: int) -> None:
    """Woken on dying at night: choose a player, learn their character."""
    if s not in g.died_tonight:
        return
    p = s if g.rng.random() < 0.03 else g.pick({s}, 0.7)
    shown = told(g, s, "ravenkeeper", lambda: registers_as(g, p))
    if isinstance(shown, list):  # a random payload already names a player
        g.report(s, "ravenkeeper", shown)
    else:
        g.report(s, "ravenkeeper", [g.name(p), shown])


def empath(g: Game, s: int) -> None:
    """Each night: how many of the two nearest living neighbours are evil."""
    if not g.alive(s):
        return
    n = told(g, s, "empath", lambda: sum(registers_evil(g, x) for x in g.living_neighbours(s)))
    g.report(s, "empath", n)


def fortuneteller(g: Game, s: int) -> None:
    """Each night: choose 2 players, learn whether either is a Demon (or the red herring)."""
    if not g.alive(s):
        return
    a, b = g.rng.sample(range(g.n), 2)

    def truth() -> bool:
        return any(x == g.red_herring or registers_demon(g, x) for x in (a, b))

    answer = told(g, s, "fortuneteller", truth)
    if isinstance(answer, list):
        answer = answer[2]
    g.report(s, "fortuneteller", [g.name(a), g.name(b), bool(answer)])


def undertaker(g: Game, s: int) -> None:
    """Each night*: the character of the player who died by execution today."""
    e = g.executed_yesterday
    if not g.alive(s) or e is None or g.seats[e].death != ("day", g.phase[1] - 1):
        return  # nobody died by execution today (a dead player executed does not die)
    g.report(s, "undertaker", told(g, s, "undertaker", lambda: registers_as(g, e)))


def washerwoman(g: Game, s: int) -> None:
    g.report(s, "washerwoman", told(g, s, "washerwoman", lambda: pair_info(g, s, "townsfolk")))


def investigator(g: Game, s: int) -> None:
    g.report(s, "investigator", told(g, s, "investigator", lambda: pair_info(g, s, "minion")))


def librarian(g: Game, s: int) -> None:
    """An Outsider (the Drunk shows as the Drunk), or `none` when no player
    registers as one (a Recluse may register as a Minion, a Spy as an Outsider)."""

    def truth() -> Any:
        outsiders = [i for i in range(g.n) if i != s and g.team(g.seats[i].char) == "outsider"]
        may_hide = all(g.works(i, "recluse") for i in outsiders)
        others = [i for i in range(g.n) if i != s]
        can_show = any(g.team(c) == "outsider" for i in others for c in register_options(g, i))
        if not can_show or (may_hide and g.rng.random() < (0.3 if outsiders else 0.7)):
            return "none"
        return pair_info(g, s, "outsider")

    g.report(s, "librarian", told(g, s, "librarian", truth))


def chef(g: Game, s: int) -> None:
    """Pairs of neighbouring players that register as evil. Each pair is a
    detection of its own: a Recluse or Spy registers afresh for each of its two
    pairs ("Whenever the Recluse's alignment is detected, the Storyteller
    chooses")."""

    def truth() -> int:
        return sum(registers_evil(g, i) and registers_evil(g, (i + 1) % g.n)
                   for i in range(g.n))

    g.report(s, "chef", told(g, s, "chef", truth))


def butler(g: Game, s: int) -> None:
    """Each night: choose a master (not themself); no information."""
    if g.alive(s):
        g.report(s, "butler", g.name(g.pick({s})))


NIGHT: dict[str, Callable[[Game, int], None]] = {
    "poisoner": poisoner,
    "monk": monk,
    "imp": imp,
    "ravenkeeper": ravenkeeper,
    "empath": empath,
    "fortuneteller": fortuneteller,
    "undertaker": undertaker,
    "washerwoman": washerwoman,
    "librarian": librarian,
    "investigator": investigator,
    "chef": chef,
    "butler": butler,
    # The Spy sees the grimoire and the Scarlet Woman is only woken to learn
    # she became the Imp: neither makes a choice or learns anything a case holds.
}


# ---------------------------------------------------------------- days


def day(g: Game, n: int) -> None:
    """Slayer shots and maybe a nomination of the Virgin claimant, in random order,
    then maybe an execution (unless the Virgin already caused one)."""
    steps = [slayer_shots, virgin_nomination]
    g.rng.shuffle(steps)
    for step in steps:
        step(g, n)
        if g.ended or g.executed_today is not None:
            return
    if g.rng.random() < EXECUTION:
        dead = [i for i in range(g.n) if not g.alive(i)]
        # Dead players may be nominated and executed too (they do not die again).
        t = g.rng.choice(dead if dead and g.rng.random() < 0.05 else g.alive_seats())
        g.nominated.add(t)
        g.events.append({"day": n, "executed": g.name(t)})
        execute(g, t)


def slayer_shots(g: Game, n: int) -> None:
    """Each Slayer claimant (the real one, a Drunk, or a bluffing evil player) may
    spend their one shot, usually on a living player."""
    rng = g.rng
    shooters = [i for i in g.alive_seats() if g.seats[i].claim == "slayer"]
    rng.shuffle(shooters)
    for q in shooters:
        if q in g.slayer_used or not g.alive(q) or rng.random() > SLAYER_SHOT:
            continue
        others = [i for i in range(g.n) if i != q]
        living = [i for i in others if g.alive(i)]
        t = rng.choice(others if rng.random() < 0.05 else living)  # rarely a dead player
        died = slayer_kills(g, q, t)
        g.slayer_used.add(q)
        g.events.append({"day": n, "slayer": g.name(q), "target": g.name(t), "died": died})
        g.note(slayer=g.name(q), target=g.name(t), died=died)
        if died:
            g.kill(t, "slayer")
        g.check_end()
        if g.ended:
            return


def virgin_nomination(g: Game, n: int) -> None:
    """Maybe a living player nominates a living Virgin claimant."""
    rng = g.rng
    virgins = [i for i in g.alive_seats() if g.seats[i].claim == "virgin"]
    if not virgins or rng.random() >= VIRGIN_NOMINATION:
        return
    v = rng.choice(virgins)
    q = rng.choice([i for i in g.alive_seats() if i != v])
    fires = virgin_fires(g, v, q)
    g.nominated.add(v)
    if fires:
        g.events.append(
            {"day": n, "virgin": g.name(v), "nominated_by": g.name(q), "executed": g.name(q)}
        )
        execute(g, q)
    else:
        g.events.append({"day": n, "nominated": g.name(v), "by": g.name(q)})


def execute(g: Game, t: int) -> None:
    """`t` is executed and dies if alive; a sober, healthy Saint who dies so
    loses the game for good."""
    g.note(executed=g.name(t))
    if g.alive(t) and g.works(t, "saint"):
        g.ended = "evil wins: the Saint was executed"
    g.kill(t, "execution")
    g.executed_today = t


def slayer_kills(g: Game, shooter: int, target: int) -> bool:
    """The real, sober and healthy Slayer's first shot kills an alive target
    that registers as the Demon (the Recluse may)."""
    return (
        shooter not in g.slayer_used
        and g.works(shooter, "slayer")
        and g.alive(target)
        and registers_demon(g, target)
    )


def virgin_fires(g: Game, virgin: int, nominator: int) -> bool:
    """The Virgin's first nomination, by a player registering as a Townsfolk,
    executes the nominator if the Virgin is sober and healthy."""
    return (
        virgin not in g.nominated
        and g.works(virgin, "virgin")
        and registers_townsfolk(g, nominator)
    )


def mayor_wins(g: Game) -> bool:
    """Dusk with three alive and no execution: a living Mayor wins (treated as
    winning even if poisoned, so that no written case hinges on that timing)."""
    return len(g.alive_seats()) == 3 and any(g.seats[i].char == "mayor" for i in g.alive_seats())


# ---------------------------------------------------------------- evil players' reports

NIGHTLY = ("empath", "fortuneteller", "butler")
FIRST_NIGHT = ("washerwoman", "librarian", "investigator", "chef")


def evil_reports(g: Game) -> None:
    """Each evil player reports made-up, well-formed information for the character
    they claim, on the nights a real one would have had it."""
    kind, last = g.last_phase
    for s, seat in enumerate(g.seats):
        if not seat.evil:
            continue
        c = seat.claim
        for n in range(1, last + 1):
            wakes = (
                (c in FIRST_NIGHT and n == 1)
                or (c in NIGHTLY and seat.alive_at("night", n))
                or (c == "monk" and n > 1 and seat.alive_at("day", n - 1))
                or (c == "undertaker" and n > 1 and seat.alive_at("night", n)
                    and any(x.death == ("day", n - 1) and x.cause == "execution"
                            for x in g.seats))
                or (c == "ravenkeeper" and seat.death == ("night", n))
            )
            if wakes and g.rng.random() < EVIL_REPORT:
                seat.info.append({"night": n, c: random_payload(g, s, c)})
