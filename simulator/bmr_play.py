"""Bad Moon Rising characters' night steps, days and evil players' reports for
`simulator.bmr` (see its docstring for the rules followed and the narrowings)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from simulator.game import order_of

if TYPE_CHECKING:
    from simulator.bmr import BmrGame as G

SUPPORTED = (
    "chambermaid", "courtier", "exorcist", "fool", "gambler", "gossip", "grandmother",
    "innkeeper", "minstrel", "pacifist", "professor", "sailor", "tealady", "goon", "lunatic",
    "moonchild", "tinker", "assassin", "devilsadvocate", "godfather", "mastermind", "po",
    "pukka", "shabaloth", "zombuul",
)
TRUE_INFO_WHEN_DROISONED = 0.4
EXECUTION = 0.6
DEAD_EXECUTED = 0.1
UNSEEN_EXECUTED = 0.3  # a Zombuul registering as dead, when it is around
GOSSIP = 0.4
COURTIER = 0.35
PROFESSOR = 0.3
ASSASSIN = 0.35
PO_NOBODY = 0.25
PACIFIST_SPARES = 0.5
TINKER_NIGHT = 0.12
TINKER_DAY = 0.08
GAMBLER_RIGHT = 0.6
EVIL_REPORT = 0.9
LUNATIC_COUNTED = 0.5
TURNED_BLUFF = 0.5  # a Goon who turned evil lies about their whole game


def chars(g: G) -> list[str]:
    return [c for c in g.script.chars if c in SUPPORTED]


def target(g: G, exclude: set[int] | None = None, alive_bias: float = 0.9) -> int:
    return g.pick(exclude, alive_bias)


def is_team(g: G, s: int, team: str) -> bool:
    return g.team(g.seats[s].char) == team


# ---------------------------------------------------------------- night steps


def lunatic(g: G, s: int, n: int) -> None:
    """Woken as the Demon would be (fake Demon info, then a choice doing nothing).
    That counts as waking for their ability (the Chambermaid) when the Demon they
    believe in would wake for its own tonight; otherwise (the first night's Demon
    info, a Zombuul's night after a day death) as the Storyteller reads it."""
    if g.alive(s):
        if demon_wakes(g, g.seats[s].believed, n) or g.rng.random() < LUNATIC_COUNTED:
            g.woke.add(s)
        g.note(lunatic=g.name(s), chooses=g.name(target(g, {s})))


def demon_wakes(g: G, demon: str, n: int) -> bool:
    """Whether a living `demon` would wake tonight to use its ability."""
    if demon == "pukka":
        return True
    if demon == "zombuul":
        return n > 1 and n - 1 not in g.day_deaths
    return n > 1


def sailor(g: G, s: int, n: int) -> None:
    """Each night: choose an alive player (themself too): either you or they are
    drunk until dusk."""
    if not g.alive(s):
        return
    g.woke.add(s)
    t = g.rng.choice(g.alive_seats())
    g.report(s, "sailor", g.name(t))
    g.chosen(s, t)
    if g.functioning(s):
        drunk = s if g.rng.random() < 0.5 else t
        g.droison("drunk", drunk, s, order_of("day", n), holder=True, tag="sailor")


def innkeeper(g: G, s: int, n: int) -> None:
    """Each night*: choose 2 players: they can't die tonight, but 1 is drunk until dusk."""
    if n == 1 or not g.alive(s):
        return
    g.woke.add(s)
    a = g.pick(set(), 0.9)
    b = g.pick({a}, 0.9)
    g.report(s, "innkeeper", [g.name(a), g.name(b)])
    g.chosen(s, a)
    g.chosen(s, b)
    if g.functioning(s):
        g.inn_safe |= {a, b}
        g.note(innkeeper=g.name(s), safe=[g.name(a), g.name(b)])
        g.droison("drunk", g.rng.choice([a, b]), s, order_of("day", n), holder=True,
                  tag="innkeeper")


def tinker(g: G, s: int, n: int) -> None:
    """You might die at any time: here, now and then at the Tinker's night step."""
    if g.alive(s) and g.functioning(s) and g.rng.random() < TINKER_NIGHT:
        g.note(tinker_dies=g.name(s))
        g.attack(s, "tinker")


def courtier(g: G, s: int, n: int) -> None:
    """Once per game, at night: choose a character: they are drunk for 3 nights & 3 days."""
    if not g.alive(s) or s in g.used:
        return
    g.woke.add(s)
    if g.rng.random() >= COURTIER:
        return
    in_play = [x.char for x in g.seats]
    options = chars(g)
    c = g.rng.choice(in_play if g.rng.random() < 0.7 else options)
    g.used.add(s)
    g.report(s, "courtier", c)
    g.note(courtier=g.name(s), chooses=c, works=g.functioning(s))
    if g.functioning(s):
        for t, x in enumerate(g.seats):
            if x.char == c:
                g.droison("drunk", t, s, order_of("day", n + 2), holder=True, tag="courtier")


def gambler(g: G, s: int, n: int) -> None:
    """Each night*: choose a player & guess their character: if wrong, you die."""
    if n == 1 or not g.alive(s):
        return
    g.woke.add(s)
    p = g.rng.randrange(g.n) if g.rng.random() < 0.15 else target(g, {s})
    guess = g.seats[p].char if g.rng.random() < GAMBLER_RIGHT else g.rng.choice(chars(g))
    g.report(s, "gambler", [g.name(p), guess])
    g.chosen(s, p)
    wrong = guess != g.seats[p].char
    g.note(gambler=g.name(s), guesses=[g.name(p), guess], wrong=wrong)
    if wrong and g.functioning(s):
        g.attack(s, "gambler")


def devilsadvocate(g: G, s: int, n: int) -> None:
    """Each night: choose a living player (different to last night): if executed
    tomorrow, they don't die."""
    if not g.alive(s):
        return
    g.woke.add(s)
    last = g.last_choice.get(("devilsadvocate", s))
    options = [i for i in g.alive_seats() if i != last]
    t = g.rng.choice(options)
    g.last_choice[("devilsadvocate", s)] = t
    g.chosen(s, t)
    g.note(devilsadvocate=g.name(s), chooses=g.name(t), works=g.functioning(s))
    if g.functioning(s):
        g.da_saves.setdefault(n, []).append((s, t))


def exorcist(g: G, s: int, n: int) -> None:
    """Each night*: choose a player (different to last night): the Demon, if
    chosen, learns who you are then doesn't wake tonight."""
    if n == 1 or not g.alive(s):
        return
    g.woke.add(s)
    last = g.last_choice.get(("exorcist", s))
    t = g.pick({last} if last is not None else set(), 0.9)
    g.last_choice[("exorcist", s)] = t
    g.report(s, "exorcist", g.name(t))
    g.chosen(s, t)
    if g.functioning(s) and is_team(g, t, "demon"):
        g.exorcised.add(t)
        g.note(exorcist=g.name(s), demon_sleeps=g.name(t))


def demon_target(g: G, s: int, avoid: set[int] | None = None) -> int:
    """A Demon's pick: any player but itself, now and then a dead one."""
    return g.pick({s} | (avoid or set()), 0.92)


def pukka(g: G, s: int, n: int) -> None:
    """Each night: choose a player: they are poisoned. The previously poisoned
    player dies then becomes healthy."""
    if not g.alive(s):
        return
    old = [e for e in g.effects if e.tag == "pukka" and e.source == s]
    if s in g.exorcised:
        sober = g.functioning(s)
    else:
        g.woke.add(s)
        pending = {e.target for e in old}
        t = demon_target(g, s, pending)
        g.chosen(s, t)
        sober = g.functioning(s)
        g.note(pukka=g.name(s), chooses=g.name(t), works=sober)
        if sober:
            g.droison("poisoned", t, s, None, holder=True, tag="pukka-new")
    if sober:
        for e in old:
            g.note(pukka_kills=g.name(e.target))
            g.attack(e.target)
            g.effects.remove(e)
    for e in g.effects:
        if e.tag == "pukka-new":
            e.tag = "pukka"


def po(g: G, s: int, n: int) -> None:
    """Each night*: you may choose a player: they die. If your last choice was
    no-one, choose 3 players tonight."""
    if n == 1 or not g.alive(s) or s in g.exorcised:
        return
    g.woke.add(s)
    if s in g.po_charged:
        g.po_charged.discard(s)
        picks: list[int] = []
        for _ in range(3):
            picks.append(demon_target(g, s, set(picks)))
    elif g.rng.random() < PO_NOBODY:
        g.po_charged.add(s)
        g.note(po=g.name(s), chooses="no-one")
        return
    else:
        picks = [demon_target(g, s)]
    for t in picks:
        g.chosen(s, t)
    sober = g.functioning(s)
    g.note(po=g.name(s), chooses=[g.name(t) for t in picks] if len(picks) == 3
           else g.name(picks[0]), works=sober)
    if sober:
        for t in picks:
            g.attack(t)


def shabaloth(g: G, s: int, n: int) -> None:
    """Each night*: choose 2 players: they die (never regurgitated here)."""
    if n == 1 or not g.alive(s) or s in g.exorcised:
        return
    g.woke.add(s)
    a = demon_target(g, s)
    b = demon_target(g, s, {a})
    g.chosen(s, a)
    g.chosen(s, b)
    sober = g.functioning(s)
    g.note(shabaloth=g.name(s), chooses=[g.name(a), g.name(b)], works=sober)
    if sober:
        g.attack(a)
        g.attack(b)


def zombuul(g: G, s: int, n: int) -> None:
    """Each night*, if no-one died today, choose a player: they die (a Zombuul that
    registers as dead still acts)."""
    if n == 1 or not (g.alive(s) or s in g.unseen) or s in g.exorcised:
        return
    if n - 1 in g.day_deaths:
        return
    g.woke.add(s)
    t = demon_target(g, s)
    g.chosen(s, t)
    g.note(zombuul=g.name(s), chooses=g.name(t), works=g.functioning(s))
    if g.functioning(s):
        g.attack(t)


def assassin(g: G, s: int, n: int) -> None:
    """Once per game, at night*: choose a player: they die, even if they could not."""
    if n == 1 or not g.alive(s) or s in g.used:
        return
    g.woke.add(s)
    if g.rng.random() >= ASSASSIN:
        return
    g.used.add(s)
    t = g.pick({s}, 0.9)
    g.chosen(s, t)
    g.note(assassin=g.name(s), chooses=g.name(t), works=g.functioning(s))
    if g.functioning(s):
        g.attack(t, "assassin")


def godfather(g: G, s: int, n: int) -> None:
    """Night 1: learns the Outsiders. If an Outsider died today, choose a player
    tonight: they die."""
    if not g.alive(s):
        return
    if n == 1:
        g.woke.add(s)
        return
    if n - 1 not in g.outsider_died_day:
        return
    g.woke.add(s)
    t = g.pick({s}, 0.9)
    g.chosen(s, t)
    g.note(godfather=g.name(s), chooses=g.name(t), works=g.functioning(s))
    if g.functioning(s):
        g.attack(t, "godfather")


def gossip(g: G, s: int, n: int) -> None:
    """Tonight, if the Gossip's statement today was true, a player dies (the
    Storyteller's choice; a dead player means nobody)."""
    for q, true in g.gossip_said.get(n - 1, []):
        if q != s or not true or not g.alive(s) or not g.functioning(s):
            continue
        t = g.pick(set(), 0.9)
        g.note(gossip_kills=g.name(t))
        g.attack(t, "gossip")


def professor(g: G, s: int, n: int) -> None:
    """Once per game, at night*: choose a dead player: if a Townsfolk, they are
    resurrected (a sober Professor never picks a dead Townsfolk here)."""
    if n == 1 or not g.alive(s) or s in g.used:
        return
    g.woke.add(s)
    dead = [i for i in range(g.n) if not g.alive(i)]
    if g.functioning(s):
        dead = [i for i in dead if not is_team(g, i, "townsfolk")]
    if not dead or g.rng.random() >= PROFESSOR:
        return
    t = g.rng.choice(dead)
    g.used.add(s)
    g.report(s, "professor", g.name(t))
    g.note(professor=g.name(s), chooses=g.name(t), works=g.functioning(s))


def moonchild(g: G, s: int, n: int) -> None:
    """Tonight, if the player the dead Moonchild chose today was good, they die."""
    for q, t, good in g.moonchild_picks.get(n - 1, []):
        if q == s and good and g.functioning(s):
            g.note(moonchild_kills=g.name(t))
            g.attack(t, "moonchild")


def grandmother(g: G, s: int, n: int) -> None:
    """Night 1: learns the grandchild and their character. Later: dies too if the
    Demon killed the grandchild tonight."""
    kid = g.grandchild
    if n == 1:
        if not g.alive(s):
            return
        g.woke.add(s)
        assert kid is not None
        truth = [g.name(kid), g.seats[kid].char]
        if not g.functioning(s) and g.rng.random() > TRUE_INFO_WHEN_DROISONED:
            truth = [g.name(g.rng.choice([i for i in range(g.n) if i != s])),
                     g.rng.choice(chars(g))]
        g.report(s, "grandmother", truth)
        return
    if kid in g.killed_by_demon and g.alive(s) and g.functioning(s):
        g.note(grandmother_dies=g.name(s))
        g.attack(s, "grandmother")


def chambermaid(g: G, s: int, n: int) -> None:
    """Each night: choose 2 alive players (not yourself): how many woke tonight
    due to their own ability."""
    if not g.alive(s):
        return
    g.woke.add(s)
    others = [i for i in g.alive_seats() if i != s]
    if len(others) < 2:  # the game ends tonight anyway
        return
    a, b = g.rng.sample(others, 2)
    g.chosen(s, a)
    g.chosen(s, b)
    count = (a in g.woke) + (b in g.woke)
    if not g.functioning(s) and g.rng.random() > TRUE_INFO_WHEN_DROISONED:
        count = g.rng.choice([0, 1, 2])
    g.report(s, "chambermaid", [g.name(a), g.name(b), count])


ACTIONS: dict[str, Callable[[G, int, int], None]] = {
    "sailor": sailor,
    "tinker": tinker,
    "innkeeper": innkeeper,
    "lunatic": lunatic,
    "courtier": courtier,
    "gambler": gambler,
    "devilsadvocate": devilsadvocate,
    "exorcist": exorcist,
    "pukka": pukka,
    "po": po,
    "zombuul": zombuul,
    "shabaloth": shabaloth,
    "assassin": assassin,
    "godfather": godfather,
    "gossip": gossip,
    "professor": professor,
    "moonchild": moonchild,
    "grandmother": grandmother,
    "chambermaid": chambermaid,
}


# ---------------------------------------------------------------- days


def statement(g: G) -> tuple[str, bool]:
    """A random Gossip statement about starting characters, and its truth."""
    rng = g.rng
    p = rng.randrange(g.n)
    who, seat = g.name(p), g.seats[p]
    kind = rng.choice(["team", "evil", "good", "is", "in_play"])
    if kind == "team":
        team = rng.choice(["demon", "minion", "outsider", "townsfolk"])
        return f"is({who}, {team})", g.team(seat.start) == team
    if kind == "evil":
        return f"evil({who})", seat.evil
    if kind == "good":
        return f"good({who})", not seat.evil
    c = rng.choice(chars(g))
    if kind == "is":
        if rng.random() < 0.4:
            c = seat.start
        return f"is({who}, {c})", seat.start == c
    return f"in_play({c})", any(x.start == c for x in g.seats)


def moonchild_choice(g: G, n: int, q: int) -> None:
    """A dead Moonchild claimant publicly chooses an alive player (the real one
    always, a bluffer usually)."""
    real = g.seats[q].char == "moonchild"
    if not real and g.rng.random() < 0.3:
        return
    living = g.alive_seats()
    if not living:
        return
    t = g.rng.choice(living)
    g.events.append({"day": n, "moonchild": g.name(q), "chose": g.name(t)})
    g.note(moonchild=g.name(q), chose=g.name(t), real=real)
    if real:
        g.moonchild_picks.setdefault(n, []).append((q, t, not g.seats[t].evil))


def day(g: G, n: int) -> None:
    """Dead Moonchildren choose, Gossips speak, then maybe one execution."""
    for q in range(g.n):
        if g.seats[q].claim == "moonchild" and g.seats[q].death == ("night", n):
            moonchild_choice(g, n, q)
    for q in g.alive_seats():
        if g.seats[q].claim == "gossip" and g.rng.random() < GOSSIP:
            text, true = statement(g)
            g.events.append({"day": n, "gossip": g.name(q), "statement": text})
            g.note(gossip=g.name(q), statement=text, true=true)
            if g.seats[q].char == "gossip":
                g.gossip_said.setdefault(n, []).append((q, true))
    for q in g.alive_seats():
        if g.seats[q].char == "tinker" and g.functioning(q) and g.rng.random() < TINKER_DAY:
            g.note(tinker_dies=g.name(q))
            if g.can_die(q, "tinker"):
                g.kill(q, "tinker")
                g.events.append({"day": n, "died": g.name(q)})
    if g.mastermind_day == n:
        return  # any execution today would end the game
    if g.rng.random() >= EXECUTION:
        return
    execute(g, n, execution_target(g))


def execution_target(g: G) -> int:
    """Usually a living player; now and then a dead one (more often a Zombuul
    that only registers as dead)."""
    unseen = sorted(g.unseen)
    if unseen and g.rng.random() < UNSEEN_EXECUTED:
        return g.rng.choice(unseen)
    dead = [i for i in range(g.n) if not g.alive(i)]
    if dead and g.rng.random() < DEAD_EXECUTED:
        return g.rng.choice(dead)
    return g.rng.choice(g.alive_seats())


def execute(g: G, n: int, t: int) -> None:
    """`t` is executed: a living player dies unless something saves them (public
    as `died: false`); a dead one stays dead, but a Zombuul registering as dead
    dies for real. A Demon's death here may set off the Mastermind's extra day."""
    g.note(executed=g.name(t))
    demon_lived = is_team(g, t, "demon") and (g.alive(t) or t in g.unseen)
    masterminds = [m for m in g.alive_seats() if g.seats[m].char == "mastermind"
                   and g.functioning(m)]
    if not g.alive(t):
        g.events.append({"day": n, "executed": g.name(t)})
        if t in g.unseen:
            g.unseen.discard(t)
            g.note(zombuul_dies=g.name(t))
    elif not g.can_die(t, "execution"):
        g.events.append({"day": n, "executed": g.name(t), "died": False})
        return
    else:
        g.events.append({"day": n, "executed": g.name(t)})
        minstrels = [m for m in g.alive_seats() if g.seats[m].char == "minstrel"
                     and g.functioning(m) and m != t]
        g.kill(t, "execution")
        g.executed_today = t
        if is_team(g, t, "minion"):
            for m in minstrels:
                for p in range(g.n):
                    if p != m:
                        g.droison("drunk", p, m, order_of("day", n + 1), holder=False,
                                  tag="minstrel")
        if g.seats[t].claim == "moonchild":
            moonchild_choice(g, n, t)
    died = demon_lived and not g.alive(t) and t not in g.unseen
    if died and masterminds and not g.living_demons():
        g.mastermind_day = n + 1
        g.note(mastermind=g.name(masterminds[0]), extra_day=n + 1)


# ---------------------------------------------------------------- bluffers' reports


def random_report(g: G, s: int, ability: str, n: int) -> Any:
    rng, names = g.rng, [x.name for x in g.seats]
    others = [i for i in range(g.n) if i != s]
    if ability == "chambermaid":
        alive = [i for i in others if g.seats[i].alive_at("day", n - 1) or n == 1]
        two = rng.sample(alive if len(alive) >= 2 else others, 2)
        return [names[two[0]], names[two[1]], rng.choice([0, 1, 2])]
    if ability in ("gambler", "grandmother"):
        return [names[rng.choice(others)], rng.choice(chars(g))]
    if ability == "sailor":
        return names[rng.choice([i for i in range(g.n) if g.seats[i].alive_at("day", n - 1)
                                 or n == 1])]
    if ability == "innkeeper":
        return [names[i] for i in rng.sample(range(g.n), 2)]
    if ability == "courtier":
        return rng.choice(chars(g))
    if ability == "exorcist":
        return names[rng.choice(range(g.n))]
    if ability == "professor":
        dead = [i for i in range(g.n) if not g.seats[i].alive_at("day", n - 1)]
        return names[rng.choice(dead)] if dead else None
    raise ValueError(ability)


def evil_reports(g: G) -> None:
    """Evil players and the Lunatic report made-up, well-formed information for the
    character they claim, on nights a real one would have acted. The case does
    not say when a player spoke, so a Goon evil at the end may have lied about
    their whole game: half the time they claim another good character."""
    _, last = g.last_phase
    good = [c for c in g.script.good() if c in SUPPORTED and c != "lunatic"]
    for seat in g.seats:
        if (seat.evil and g.team(seat.start) not in ("minion", "demon")
                and g.rng.random() < TURNED_BLUFF):
            seat.claim = g.rng.choice(good)
            g.note(turned_evil_claims=seat.claim, player=seat.name)
    for s, seat in enumerate(g.seats):
        if not (seat.evil or seat.char == "lunatic"):
            continue
        c = seat.claim
        once_done = False
        for n in range(1, last + 1):
            awake = n == 1 or seat.alive_at("day", n - 1)
            wakes = awake and (
                c in ("chambermaid", "sailor")
                or (c == "grandmother" and n == 1)
                or (c in ("gambler", "exorcist", "innkeeper") and n > 1)
                or (c == "courtier" and not once_done and g.rng.random() < COURTIER)
                or (c == "professor" and n > 1 and not once_done
                    and g.rng.random() < PROFESSOR)
            )
            if not wakes or g.rng.random() >= EVIL_REPORT:
                continue
            payload = random_report(g, s, c, n)
            if payload is None:
                continue
            once_done = once_done or c in ("courtier", "professor")
            seat.info.append({"night": n, c: payload})
