"""Sects & Violets for the game simulator: the game state S&V needs (a set of
droisoned players recomputed from its causes, the Vortox, the Philosopher,
Vigormortis's Minions, the Evil Twin, the Witch's curse, days with
nominations and votes) and the players' claims and reports. The characters'
night steps are in `simulator.snv_chars`.

Written from the almanac texts and official ability texts, independently of
rules/characters. Every choice the rules leave open is drawn at random.

Rulings followed where the almanac texts at hand are silent (the solver's
documented ones): under a working Vortox every Townsfolk's information is
false, also a drunk or poisoned holder's; a good Mutant dead by the end of the
case claims the Mutant; a player reports an ability only on nights it acts.
The case does not say when a player spoke: a player evil at the end may have
lied about everything (one who turned evil, too, sometimes does); one good at
the end tells their whole history (an old Demon made good names the Demon it
started as); a good player quiet since a change may still claim what they
were before it (sometimes does).

Narrowings (legal games, but not every legal game):
- A good player made mad by the Cerenovus either ignores it, or (never with
  a Mathematician in play, whose count would see the dropped information)
  claims the character for the whole case (with made-up reports, dropping
  their own);
  the Storyteller never executes for madness.
- The Barber's Demon (any two players, itself too, alive or dead, evil or
  good, not another Demon) never swaps the Evil Twin (twins are fixed by
  seat) nor a dead Minion the Vigormortis keeps.
- The Mutant is never executed for madness (a living good Mutant may still
  claim a Townsfolk not in play, with made-up reports).
- Demons never attack themselves. The Sweetheart's drunkenness never falls on
  the Vigormortis (whether its dead Minions keep their abilities while it is
  drunk is a ruling the texts at hand do not give); a drunk or poisoned Demon
  kills nobody.
- The Pit-Hag makes a Demon of any player but the Evil Twin or a dead Minion
  the Vigormortis keeps; otherwise it only changes good players holding
  Townsfolk or Outsiders into good characters (never the Mathematician).
  After a Demon is made, the arbitrary deaths are 0-2 players killed at the
  Pit-Hag's step, and every Demon still attacks as usual. A changed player
  acts with the new ability from its next step on (the same night, if it
  comes later in the night order).
- An evil Philosopher never chooses. A drunk or poisoned one gains nothing
  but thinks it has the ability: it wakes for it and reports anything of it,
  except that believing it is the Klutz it makes no public choice. An evil
  player holding a good character (after a swap) uses no day ability (Savant,
  Artist, Juggler) and, as the Klutz, does not choose.
- At most one Snake Charmer swap a night (the solver's reading): a second
  player with the ability does not choose the new Demon the same night.
- A player changed twice in one night lists only the second change (the case
  format keeps one change a night).
- A Philosopher who made a choice claims another character (for madness, or
  as a bluff once turned evil) only if the ability has no effect beyond
  information and no character has changed hands in the game (the solver
  reads a hidden choice as one seat made drunk).
- Executing the Good Twin while the Evil Twin has their ability ends the game
  (cut, not written) if the Evil Twin is sober and healthy or the Good Twin
  has turned evil; with no living Demon and both twins alive the game goes on
  only if the Evil Twin is sober and healthy and the Good Twin still good.
- With a Mathematician in play, a droisoned player holding the Snake
  Charmer's ability only as a Philosopher's gift does not choose the Demon.
- Nominations and votes are only what the cases record: a few nominations a
  day by living players, one `voted` list per day (living voters only).
"""

from __future__ import annotations

import random
from typing import Any

from simulator import snv_chars as ch
from simulator.game import Game

NIGHT = ch.NIGHT
EXECUTION = 0.65
NOMINATIONS = (0, 1, 1, 2, 2, 3)
SAVANT_VISIT = 0.5
ARTIST_ASK = 0.3
EVIL_REPORT = 0.9
MUTANT_BLUFF = 0.5
TURNED_BLUFF = 0.5  # a player who turned evil lies about their whole game
STALE_CLAIM = 0.3  # a good player quiet since a change keeps their old claim
GOOD = ("townsfolk", "outsider")
HIDDEN_CHOICE_EFFECTS = ("snakecharmer", "sweetheart", "barber", "klutz")
INFO_NIGHTS = {  # claimed character -> (first night, other nights) it reports on
    "dreamer": (True, True), "mathematician": (True, True), "snakecharmer": (True, True),
    "clockmaker": (True, False), "oracle": (False, True), "towncrier": (False, True),
    "flowergirl": (False, True),
}


def setup_modifier(char: str, counts: dict[str, int]) -> None:
    if char == "fanggu":
        counts["outsider"] += 1
        counts["townsfolk"] -= 1
    elif char == "vigormortis" and counts["outsider"]:  # none to remove: no change
        counts["outsider"] -= 1
        counts["townsfolk"] += 1


def demon_died(g: Game, s: int, alive_before: int) -> None:
    """No S&V character takes over from a dead Demon."""


def mayor_wins(g: Game) -> bool:
    return False


def choose_claims(g: Game) -> None:
    """Good players claim what they believe; each evil player bluffs a good
    character no other evil player claims (often one not in play)."""
    for seat in g.seats:
        if not seat.evil:
            seat.claim = seat.believed
    in_play = {x.start for x in g.seats}
    taken: set[str] = set()
    evil = [x for x in g.seats if x.evil]
    g.rng.shuffle(evil)
    for seat in evil:
        options = [c for c in g.script.good() if c not in taken]
        safe = [c for c in options if c not in in_play]
        seat.claim = g.rng.choice(safe if safe and g.rng.random() < 0.6 else options)
        taken.add(seat.claim)


class SnvGame(Game):
    """A game of Sects & Violets."""

    def __init__(self, rng: random.Random, players: int, script: str = "snv") -> None:
        self.static_droison: dict[int, str] = {}  # seat -> cause, for the rest of the game
        self.philo: dict[int, str] = {}  # Philosopher seat -> gained ability
        self.philo_failed: dict[int, str] = {}  # seat -> ability chosen while droisoned
        self.used: set[tuple[int, str]] = set()  # (seat, character): once-per-game spent
        self.barber_due: set[int] = set()  # Barbers who died with their ability
        self.vig_kept: set[int] = set()  # Minions killed by the Vigormortis
        self.vig_poisoned: set[tuple[int, int]] = set()  # (Townsfolk, the Vigormortis)
        self.fanggu_jumped = False
        self.good_twin: int | None = None
        self.evil_twin: int | None = None
        self.curse: tuple[int, int, bool] | None = None  # target, Witch, working at choice
        self.snake_swapped = False  # a Snake Charmer swap happened tonight
        self.demon_killed_tonight: set[int] = set()
        self.claim_changes: dict[int, list[dict[str, Any]]] = {}
        self.abnormal: list[tuple[int, int, str]] = []  # (clock, seat, ability)
        self.clock = 0
        self.dawn_clock: dict[int, int] = {}
        self.demon_voted: dict[int, bool] = {}
        self.minion_nominated: dict[int, bool] = {}
        self.juggled: dict[int, tuple[int, int]] = {}  # Juggler -> (day, right guesses)
        self.juggler_dawn: dict[int, set[int]] = {}  # night -> who had the ability at dawn
        self.klutz_pending: list[int] = []
        self.mutant_bluffs: set[int] = set()
        self.mad: list[tuple[int, str, int]] = []  # a working Cerenovus: (player, char, night)
        super().__init__(rng, players, script)

    @property
    def math_in_play(self) -> bool:
        return any(x.start == "mathematician" for x in self.seats)

    def gained(self, s: int) -> str | None:
        """The ability a Philosopher's choice gave `s`: kept only while `s` is still
        the Philosopher (changed or swapped away, it is lost; back, it returns)."""
        return self.philo.get(s) if self.seats[s].char == "philosopher" else None

    def abilities(self, s: int) -> set[str]:
        """The characters whose ability `s` has: their own and a gained one."""
        gained = self.gained(s)
        return {self.seats[s].char} | ({gained} if gained else set())

    def believed_abilities(self, s: int) -> set[str]:
        """The abilities `s` thinks they have: theirs, and one a Philosopher chose
        while drunk or poisoned (not gained, but woken for as if it were)."""
        failed = self.philo_failed.get(s) if self.seats[s].char == "philosopher" else None
        return self.abilities(s) | ({failed} if failed else set())

    # ---- setup -------------------------------------------------------------

    def setup(self) -> None:
        s, rng = self.script, self.rng
        base = dict(s.counts[self.n])
        demons = s.of("demon")
        counts = dict(base)
        demon = rng.choice(demons)
        setup_modifier(demon, counts)
        minions = rng.sample(s.of("minion"), counts["minion"])
        outsiders = rng.sample(s.of("outsider"), counts["outsider"])
        townsfolk = rng.sample(s.of("townsfolk"), counts["townsfolk"])
        chars = [demon, *minions, *outsiders, *townsfolk]
        rng.shuffle(chars)
        from simulator.game import NAMES, Seat

        names = rng.sample(NAMES, self.n)
        for name, c in zip(names, chars, strict=True):
            self.seats.append(Seat(name, c, c, c, s.team[c] in ("minion", "demon")))
        choose_claims(self)
        if "eviltwin" in chars:
            self.evil_twin = chars.index("eviltwin")
            self.good_twin = rng.choice([i for i, x in enumerate(self.seats) if not x.evil])
            self.seats[self.good_twin].info.append(
                {"night": 1, "eviltwin": self.name(self.evil_twin)})
        self.note(
            setup=[x.start for x in self.seats],
            claims={x.name: x.claim for x in self.seats},
            good_twin=self.name(self.good_twin) if self.good_twin is not None else None,
        )

    # ---- droisoning --------------------------------------------------------

    def droisoned(self) -> set[int]:
        out = set(self.static_droison)
        for d in self.living_demons():
            if self.seats[d].char == "nodashii" and d not in out:
                out |= set(self.townsfolk_neighbours(d))
            if self.seats[d].char == "vigormortis" and d not in out:
                out |= {t for t, v in self.vig_poisoned if v == d}
        for p in self.philo:
            c = self.gained(p)
            if c and self.alive(p) and p not in out:
                out |= {i for i, x in enumerate(self.seats) if x.char == c and i != p}
        return out

    def functioning(self, s: int) -> bool:
        return s not in self.droisoned()

    def vig_alive(self) -> bool:
        return any(self.seats[d].char == "vigormortis" for d in self.living_demons())

    def has_ability(self, s: int) -> bool:
        """Alive, or a dead Minion the living Vigormortis killed."""
        return self.alive(s) or (s in self.vig_kept and self.vig_alive())

    def vortox_on(self) -> bool:
        return any(self.seats[d].char == "vortox" and self.functioning(d)
                   for d in self.living_demons())

    def townsfolk_neighbours(self, s: int) -> list[int]:
        """The nearest Townsfolk each way, alive or dead."""
        out = []
        for step in (-1, 1):
            i = (s + step) % self.n
            while i != s and self.team(self.seats[i].char) != "townsfolk":
                i = (i + step) % self.n
            if i != s and i not in out:
                out.append(i)
        return out

    # ---- the Mathematician ---------------------------------------------------

    def mark_abnormal(self, s: int, ability: str) -> None:
        self.clock += 1
        self.abnormal.append((self.clock, s, ability))
        self.note(abnormal=self.name(s), ability=ability)

    def abnormal_count(self, math: int) -> int:
        n = self.phase[1]
        since = self.dawn_clock.get(n - 1, 0) if n > 1 else 0
        # Another Mathematician told a false number at this same step is not
        # counted: the count is of what worked abnormally before it is given.
        return len({s for c, s, a in self.abnormal
                    if c > since and s != math and a != "mathematician"})

    # ---- changes -------------------------------------------------------------

    def kill(self, s: int, cause: str) -> None:
        seat = self.seats[s]
        if not seat.alive:
            return
        working = self.functioning(s)
        abilities = self.abilities(s)
        super().kill(s, cause)
        if "sweetheart" in abilities and not working:
            self.mark_abnormal(s, "sweetheart")
        elif "sweetheart" in abilities:
            t = self.rng.choice([i for i in range(self.n) if self.seats[i].char != "vigormortis"])
            # A former Demon the Snake Charmer poisoned keeps that mark (it reports nothing).
            self.static_droison.setdefault(t, "sweetheart")
            self.note(sweetheart_drunk=self.name(t))
        if "barber" in abilities and working:
            self.barber_due.add(s)
        if "klutz" in abilities and not seat.evil:
            self.klutz_pending.append(s)
            if self.phase[0] == "day":
                self.klutz_choose()

    def snake_swap(self, sc: int, d: int) -> None:
        """The Snake Charmer (or a Philosopher with its ability) and the Demon swap
        characters and alignments; the old Demon is poisoned for good."""
        a, b = self.seats[sc], self.seats[d]
        self.note(snake_swap=a.name, demon=b.name, char=b.char)
        a.char, b.char = b.char, a.char
        a.evil, b.evil = b.evil, a.evil
        self.static_droison[d] = "snakecharmer"
        self.snake_swapped = True
        self.record_change(sc)
        self.record_change(d)

    def holds(self, s: int, char: str) -> bool:
        return self.seats[s].char == char or self.gained(s) == char

    def record_change(self, s: int) -> None:
        """`s` learns their new character tonight. A case lists one change a night
        (the character at dawn), so a second change tonight replaces the first."""
        n = self.phase[1]
        changes = self.claim_changes.setdefault(s, [])
        if changes and changes[-1]["night"] == n:
            changes.pop()
        changes.append({"night": n, "is": self.seats[s].char})

    def change(self, s: int, char: str) -> None:
        """The Pit-Hag's change: the player becomes `char` and learns it."""
        self.become(s, char)
        self.new_imps.discard(s)
        self.record_change(s)

    def barber_swap(self, a: int, b: int) -> None:
        """The Demon's swap after the Barber's death: characters only."""
        x, y = self.seats[a], self.seats[b]
        self.note(barber_swap=[x.name, y.name], chars=[x.char, y.char], evil=[x.evil, y.evil])
        self.barber_due = set()  # one swap a night, however many Barbers died
        x.char, y.char = y.char, x.char
        for s in (a, b):
            self.record_change(s)

    def check_end(self) -> None:
        """Two players alive: evil wins. No living Demon: good wins, unless both
        twins live (narrowing: the game is cut if the Evil Twin is droisoned or
        the Good Twin has turned evil)."""
        if self.ended:
            return
        if len(self.alive_seats()) <= 2:
            self.ended = "evil wins: two players alive"
        elif not self.living_demons():
            et, gt = self.evil_twin, self.good_twin
            if et is None or gt is None or not (self.alive(et) and self.alive(gt)):
                self.ended = "good wins: no living Demon"
            elif not self.functioning(et) or self.seats[gt].evil:
                self.ended = "no living Demon, twins alive (not simulated)"

    def curse_works(self, q: int) -> bool:
        """A working Witch's curse on `q` (a Witch with her ability, sober and
        healthy when she chose and now, more than 3 alive)."""
        if self.curse is None or self.curse[0] != q or len(self.alive_seats()) <= 3:
            return False
        w = self.curse[1]
        return self.curse[2] and self.has_ability(w) and self.functioning(w)

    def curse_fails(self, q: int) -> bool:
        """A curse on `q` that a droisoned Witch's ability should have made work."""
        if self.curse is None or self.curse[0] != q or len(self.alive_seats()) <= 3:
            return False
        return self.has_ability(self.curse[1]) and not self.curse_works(q)

    # ---- phases ----------------------------------------------------------------

    def night(self, n: int) -> None:
        self.phase = ("night", n)
        self.died_tonight = []
        self.new_imps = set()
        self.demon_killed_tonight = set()
        self.snake_swapped = False
        for char in self.script.night_order(n):
            act = NIGHT.get(char)
            if act is None:
                continue
            # Who has the ability as the step begins: a player who gets it during
            # the step (a swap) acts from its next step on.
            actors = [s for s in range(self.n) if char in self.believed_abilities(s)]
            for s in actors:
                if char in self.believed_abilities(s):
                    act(self, s)
        self.executed_yesterday = None
        self.barber_due = set()
        self.juggler_dawn[n] = {s for s in range(self.n)
                                if "juggler" in self.believed_abilities(s)}
        self.check_end()

    def day(self, n: int) -> None:
        self.phase = ("day", n)
        self.clock += 1
        self.dawn_clock[n] = self.clock
        self.executed_today = None
        day(self, n)
        self.check_end()
        self.curse = None
        self.executed_yesterday = self.executed_today

    def klutz_choose(self) -> None:
        n = self.phase[1]
        for k in self.klutz_pending:
            living = [i for i in self.alive_seats() if i != k]
            if not living:
                continue
            working = self.functioning(k)
            t = self.rng.choice(living)
            self.events.append({"day": n, "klutz": self.name(k), "chose": self.name(t)})
            self.note(klutz=self.name(k), chose=self.name(t), works=working)
            if working and self.seats[t].evil:
                self.ended = "evil wins: the Klutz chose an evil player"
            elif self.seats[t].evil:
                self.mark_abnormal(k, "klutz")
        self.klutz_pending = []


# ---------------------------------------------------------------- days


def nominate(g: SnvGame, n: int, q: int, p: int) -> bool:
    """`q` nominates `p`; False if the Witch's curse killed `q` (or the game ended)."""
    g.events.append({"day": n, "nominated": g.name(p), "by": g.name(q)})
    if g.team(g.seats[q].char) == "minion":
        g.minion_nominated[n] = True
    if g.curse_fails(q):
        g.mark_abnormal(g.curse[1], "witch")
    if g.curse_works(q):
        g.events.append({"day": n, "died": g.name(q), "after_nominating": True})
        g.note(witch_curse_kills=g.name(q))
        g.kill(q, "witch")
        g.check_end()
        return False
    return not g.ended


def day(g: SnvGame, n: int) -> None:
    """Day-start information (Savant, Artist, Juggler), the Klutz's choice,
    nominations (the Witch's curse), the votes, then maybe an execution (always
    under a working Vortox: a day without one ends the game)."""
    rng = g.rng
    g.minion_nominated[n] = False
    if g.klutz_pending:
        g.klutz_choose()
        if g.ended:
            return
    day_info(g, n)
    nominators: list[int] = []
    nominees: list[int] = []

    for _ in range(rng.choice(NOMINATIONS)):
        q_pool = [i for i in g.alive_seats() if i not in nominators]
        p_pool = [i for i in g.alive_seats() if i not in nominees]
        if not q_pool or not p_pool:
            break
        q = rng.choice(q_pool)
        p = rng.choice([i for i in p_pool if i != q] or p_pool)
        nominators.append(q)
        if nominate(g, n, q, p):
            nominees.append(p)
        if g.ended:
            return
    execute = g.vortox_on() or rng.random() < EXECUTION
    t = None
    if execute:
        pool = [i for i in nominees if g.alive(i)]
        if not pool:
            qs = [i for i in g.alive_seats() if i not in nominators]
            ps = [i for i in g.alive_seats() if i not in nominees]
            if qs and ps:
                q = rng.choice(qs)
                p = rng.choice([i for i in ps if i != q] or ps)
                if nominate(g, n, q, p):
                    pool = [p]
                if g.ended:
                    return
        t = rng.choice(pool) if pool else None
    living = g.alive_seats()
    least = (len(living) + 1) // 2 if t is not None else 0
    voters = sorted(rng.sample(living, rng.randint(least, len(living))))
    g.events.append({"day": n, "voted": [g.name(i) for i in voters]})
    g.demon_voted[n] = any(g.team(g.seats[i].char) == "demon" for i in voters)
    if t is None:
        if g.vortox_on():
            g.ended = "evil wins: no execution under the Vortox"
        return
    g.events.append({"day": n, "executed": g.name(t)})
    g.note(executed=g.name(t))
    # The Evil Twin's win is judged as the Good Twin is executed (before a dying
    # Sweetheart's drunkenness), as the solver reads it.
    et = g.evil_twin
    twin = t == g.good_twin and et is not None and g.has_ability(et)
    if twin and not g.functioning(et) and not g.seats[t].evil:
        g.mark_abnormal(et, "eviltwin")
        twin = False
    g.kill(t, "execution")
    g.executed_today = t
    if twin:
        g.ended = "evil wins: the Good Twin was executed"  # (turned evil: cut)


def day_info(g: SnvGame, n: int) -> None:
    """Savant and Artist visits, and the Juggler's guesses (on the first day with
    the ability: day 1, or the day after it was gained), read at dawn."""
    rng = g.rng
    for s, seat in enumerate(g.seats):
        if not seat.alive or seat.evil:
            continue
        abilities = g.believed_abilities(s)
        if "savant" in abilities and rng.random() < SAVANT_VISIT:
            savant(g, s)
        if ("artist" in abilities and (s, "artist") not in g.used
                and rng.random() < ARTIST_ASK):
            artist(g, s)
        if s in g.juggler_dawn.get(n, set()) - g.juggler_dawn.get(n - 1, set()):
            juggler_guess(g, s)


def savant(g: SnvGame, s: int) -> None:
    def truth() -> list[str]:
        pair = [ch.statement(g, True)[0], ch.statement(g, False)[0]]
        g.rng.shuffle(pair)
        return pair

    def false() -> list[str]:
        both = g.rng.random() < 0.5 and not g.vortox_on()
        return [ch.statement(g, both)[0], ch.statement(g, both)[0]]

    g.report(s, "savant", ch.told(g, s, "savant", truth, false))


def artist(g: SnvGame, s: int) -> None:
    g.used.add((s, "artist"))
    text, value = ch.statement(g, None)
    answer = ch.told(g, s, "artist", lambda: value, lambda: not value)
    g.report(s, "artist", {"question": text, "answer": answer})


def juggler_guess(g: SnvGame, s: int) -> None:
    rng = g.rng
    others = [i for i in range(g.n) if i != s]
    k = rng.randint(1, min(5, len(others)))
    guesses = {}
    right = 0
    for p in rng.sample(others, k):
        c = g.seats[p].char if rng.random() < 0.4 else rng.choice(g.script.chars)
        guesses[g.name(p)] = c
        right += c == g.seats[p].char
    g.juggled[s] = (g.phase[1], right)
    g.report(s, "juggler", guesses)


# ---------------------------------------------------------------- reports


def evil_reports(g: SnvGame) -> None:
    """Bluffers' made-up reports (players evil at the start, and a living good
    Mutant who claims a Townsfolk), and claims that record a change of character."""
    kind, last = g.last_phase
    for s, seat in enumerate(g.seats):
        if (not seat.evil and seat.start == "mutant" and seat.char == "mutant" and seat.alive
                and s not in g.claim_changes and g.rng.random() < MUTANT_BLUFF):
            in_play = {x.char for x in g.seats}
            options = [c for c in g.script.of("townsfolk") if c not in in_play]
            seat.claim = g.rng.choice(options)
            g.mutant_bluffs.add(s)
            g.note(mutant_claims=seat.claim, player=seat.name)
    for s, n, c in mad_claims(g, kind, last):
        seat = g.seats[s]
        seat.claim = c
        seat.info = [e for e in seat.info if "eviltwin" in e]
        g.mutant_bluffs.add(s)
        g.note(mad_claims=c, player=seat.name, made_mad_night=n)
    for s, seat in enumerate(g.seats):
        started_evil = g.team(seat.start) in ("minion", "demon")
        if (not started_evil and seat.evil and hidden_choice_ok(g, s)
                and g.rng.random() < TURNED_BLUFF):
            seat.claim = g.rng.choice(g.script.good())
            seat.info = []
            g.claim_changes.pop(s, None)
            g.note(turned_evil_claims=seat.claim, player=seat.name)
            bluff_reports(g, s, kind, last)
            continue
        if started_evil or s in g.mutant_bluffs:
            changes = g.claim_changes.get(s, [])
            until = changes[0]["night"] - 1 if changes else last
            bluff_reports(g, s, kind if until == last else "night", until)
        if started_evil and not seat.evil:  # good at the end: honest about the start
            seat.claim = seat.start
        changes = g.claim_changes.get(s, [])
        if changes and not seat.evil and g.rng.random() < STALE_CLAIM:
            kept = stale(g, s, changes)
            if kept != changes:
                g.note(stale_claim=seat.name, unsaid=changes[len(kept):])
            changes = kept
        if changes:
            seat.claim = [seat.claim, *changes]  # type: ignore[assignment]


def stale(g: SnvGame, s: int, changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The changes a good player quiet since the last of them would list: none
    after the last day they had to speak (a report, or any public event naming
    them)."""
    name = g.seats[s].name
    days = [1] + [e.get("night", e.get("day", 1)) for e in g.seats[s].info]
    days += [e.get("night", e.get("day", 1)) for e in g.events if name in _names(e)]
    last_spoke = max(days)
    return [c for c in changes if c["night"] <= last_spoke]


def _names(event: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for v in event.values():
        out += v if isinstance(v, list) else [v]
    return [x for x in out if isinstance(x, str)]


def mad_claims(g: SnvGame, kind: str, last: int) -> list[tuple[int, int, str]]:
    """Good players a working Cerenovus made mad, who (half the time) went on
    claiming the character they were made mad about, with made-up reports."""
    out: list[tuple[int, int, str]] = []
    last_day = last if kind == "day" else last - 1
    for s, c, n in g.mad:
        seat = g.seats[s]
        if (n > last_day or seat.evil or g.math_in_play or s in g.claim_changes
                or c == seat.claim  # mad about what they claim anyway: nothing to hide
                or s in g.mutant_bluffs or not seat.alive_at("night", n)
                or not hidden_choice_ok(g, s)
                or any(s == x for x, _, _ in out) or g.rng.random() < 0.5):
            continue
        out.append((s, n, c))
    return out


def hidden_choice_ok(g: SnvGame, s: int) -> bool:
    """A Philosopher claiming another character hides its choice, which the solver
    reads only as making one seat drunk: so no ability with effects beyond
    information, and no character changed hands since (narrowing)."""
    c = g.philo.get(s)
    return c is None or (c not in HIDDEN_CHOICE_EFFECTS and not g.claim_changes)


def bluff_reports(g: SnvGame, s: int, kind: str, last: int) -> None:
    """Random well-formed info for the claimed character, on nights 1..`last`
    (and days 1..`last` if `kind` is day, else days before `last`)."""
    seat = g.seats[s]
    c = seat.claim
    rng = g.rng
    out: list[dict[str, Any]] = []
    for n in range(1, last + 1):
        alive_night = seat.alive_at("night", n)
        if c in INFO_NIGHTS and alive_night:
            first, other = INFO_NIGHTS[c]
            if (n == 1 and first) or (n > 1 and other):
                out.append({"night": n, c: ch.random_payload(g, s, c)})
        if c == "sage" and seat.death == ("night", n) and seat.cause == "demon":
            out.append({"night": n, c: ch.random_payload(g, s, c)})
        if c == "juggler" and n == 2 and alive_night:
            out.append({"night": n, c: ch.random_payload(g, s, "juggler")})
        if c == "seamstress" and alive_night and rng.random() < 0.3 and not any(
                c in e for e in out):
            out.append({"night": n, c: ch.random_payload(g, s, c)})
        day_ok = (kind == "day" or n < last) and alive_night
        if day_ok and c == "savant" and rng.random() < 0.5:
            out.append({"day": n, c: ch.random_payload(g, s, c)})
        if day_ok and c == "juggler" and n == 1:
            out.append({"day": n, c: ch.random_payload(g, s, "juggler_guess")})
        if day_ok and c == "artist" and rng.random() < 0.3 and not any(c in e for e in out):
            out.append({"day": n, c: ch.random_payload(g, s, c)})
    for e in out:
        if rng.random() < EVIL_REPORT:
            seat.info.append(e)


GAME = SnvGame
