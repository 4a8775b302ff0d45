"""Bad Moon Rising for the game simulator: a `Game` subclass (`GAME`) that plays
the script's characters as plain Python, written from the almanac texts
(../shared/seeds: Grandmother, Gambler, Professor, Minstrel, Moonchild,
Godfather, Assassin, Pukka, Shabaloth) and, for the characters the seeds do
not hold, from the printed ability texts, independently of rules/characters.

State: every droisoning is an `Effect` (target, source, last phase, whether
it ends when its source dies); `functioning` reads them. Deaths go through
`can_die` (the Tea Lady's neighbours; the Devil's Advocate's choice against
execution; the Assassin gets through everything) and Demon attacks through
`attack`. Each night records who woke for their own ability (the Chambermaid)
and who has been chosen (the Goon). All 25 characters are drawn.

Narrowings (legal games the simulator never produces):
- The Tinker dies by its own ability only at its place in the other nights'
  order or by day before the execution, never on the first night.
- No resurrection: the Shabaloth never regurgitates, and a sober Professor
  only ever chooses a dead non-Townsfolk (cases have no event for coming
  back to life).
- Demons never attack themselves; the Pukka never picks its pending victim
  again; the Po's three targets are different players.
- At most one execution a day, and none on the Mastermind's extra day (it
  would end the game there); after that day's dusk, which ends the game, the
  case stops. No day deaths but executions and the Tinker's; no nominations
  recorded besides executions.
- The Lunatic is shown a Demon but bluffs as the evil team does (a good-side
  character, fake info); its nightly choices are not written (they do nothing).
- The Pacifist spares an executed good player half the time; the Storyteller's
  other choices are uniform or fixed small probabilities (a Zombuul
  registering as dead is executed more often than other dead players).
- Gossip statements are about starting characters, current alignments and
  characters in play (`is`, `evil`, `good`, `in_play`); no BMR character
  changes character.
Rulings followed where the seeds are silent (as the solver documents them):
the Courtier's drunkenness ends if the Courtier dies, the Minstrel's does not;
the Devil's Advocate's save needs it sober when choosing and alive at the
execution; a Gossip's kill needs it alive, sober and healthy at night; an
Exorcised Pukka still kills its previous victim; the Lunatic still wakes (for
the Chambermaid) when the Exorcist picks it, and counts as woken for their
ability where the Demon they believe in would wake for its own (otherwise,
as on the first night, either way); the Innkeeper's protection lasts
the night even if the Innkeeper dies, its and the Sailor's drunkenness end if
they die; a Fool (or Zombuul) uses its escape only on a death that would
really happen, the Fool not against the Assassin; a drunk Tinker does not die;
the Goon sees the night choices of players made with the Sailor's, Innkeeper's,
Chambermaid's, Gambler's, Exorcist's, Devil's Advocate's, Assassin's,
Godfather's and the Demons' abilities (not the Lunatic's, the Courtier's
character, the Professor's dead player or the Storyteller's picks), the first
one each night counting even if the Goon is droisoned; the Mastermind's extra
day needs it alive, sober and healthy at the Demon's execution, and a
Zombuul's apparent death does not set it off. A dead player may be executed
(no death, no protection applies); a Zombuul registering as dead then dies
for real.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from simulator.bmr_play import (
    ACTIONS,
    PACIFIST_SPARES,
    SUPPORTED,
    day,
    evil_reports,
)
from simulator.game import NAMES, Game, Seat, order_of

MAX_PLAYERS = 15
NIGHT: dict[str, Any] = {}  # the shared engine's hook, unused: `BmrGame.night` plays


@dataclass
class Effect:
    """Drunk or poisoned `target` from phase order `start` to `until` (inclusive;
    None: until removed), ending early if `holder` is set and that seat dies."""

    kind: str
    target: int
    source: int
    until: int | None
    holder: bool
    tag: str = ""


class BmrGame(Game):
    """A Bad Moon Rising game (see the module docstring)."""

    def __init__(self, rng: random.Random, players: int, script: str = "bmr") -> None:
        self.effects: list[Effect] = []
        self.woke: set[int] = set()
        self.exorcised: set[int] = set()
        self.inn_safe: set[int] = set()  # the Innkeeper's players tonight
        self.killed_by_demon: set[int] = set()
        self.grandchild: int | None = None
        self.used: set[int] = set()  # once-per-game abilities spent
        self.last_choice: dict[tuple[str, int], int] = {}  # (ability, seat) -> last night's
        self.da_saves: dict[int, list[tuple[int, int]]] = {}  # day -> [(DA seat, target)]
        self.po_charged: set[int] = set()
        self.unseen: set[int] = set()  # a Zombuul alive but registering as dead
        self.day_deaths: set[int] = set()  # days on which someone died
        self.outsider_died_day: set[int] = set()
        self.gossip_said: dict[int, list[tuple[int, bool]]] = {}  # day -> [(seat, true)]
        self.moonchild_picks: dict[int, list[tuple[int, int, bool]]] = {}  # day -> picks
        self.chosen_tonight: set[int] = set()  # players chosen by an ability (the Goon)
        self.mastermind_day: int | None = None  # the extra day after the Demon's execution
        super().__init__(rng, min(players, MAX_PLAYERS), script)

    # ---- setup -----------------------------------------------------------------

    def pool(self, team: str) -> list[str]:
        return [c for c in self.script.of(team) if c in SUPPORTED]

    def setup(self) -> None:
        s, rng = self.script, self.rng
        while True:
            counts = dict(s.counts[self.n])
            demons = rng.sample(self.pool("demon"), counts["demon"])
            minions = rng.sample(self.pool("minion"), counts["minion"])
            if "godfather" in minions:
                shifts = [d for d in (1, -1) if 0 <= counts["outsider"] + d <= len(
                    self.pool("outsider")) and counts["townsfolk"] - d <= len(
                    self.pool("townsfolk"))]
                if not shifts:
                    continue
                d = rng.choice(shifts)
                counts["outsider"] += d
                counts["townsfolk"] -= d
                self.godfather_shift = d
            if counts["outsider"] > len(self.pool("outsider")):
                continue
            break
        outsiders = rng.sample(self.pool("outsider"), counts["outsider"])
        townsfolk = rng.sample(self.pool("townsfolk"), counts["townsfolk"])
        chars = demons + minions + outsiders + townsfolk
        rng.shuffle(chars)
        names = rng.sample(NAMES, self.n)
        for name, c in zip(names, chars, strict=True):
            believed = rng.choice(self.pool("demon")) if c == "lunatic" else c
            self.seats.append(Seat(name, c, c, believed, s.team[c] in ("minion", "demon")))
        if "grandmother" in chars:
            kids = [i for i, x in enumerate(self.seats) if not x.evil and x.char != "grandmother"
                    and s.team[x.char] in ("townsfolk", "outsider")]
            self.grandchild = rng.choice(kids)
        choose_claims(self)
        self.note(
            setup=[x.start for x in self.seats],
            lunatic_believes=[x.believed for x in self.seats if x.char == "lunatic"],
            grandchild=self.name(self.grandchild) if self.grandchild is not None else None,
            claims={x.name: x.claim for x in self.seats},
        )

    # ---- droisoning and death ----------------------------------------------------

    def now(self) -> int:
        kind, n = self.phase
        return order_of(kind, n) if kind in ("night", "day") else 0

    def active(self, e: Effect) -> bool:
        if e.until is not None and self.now() > e.until:
            return False
        return not (e.holder and not self.alive(e.source))

    def functioning(self, s: int) -> bool:
        return not any(e.target == s and self.active(e) for e in self.effects)

    def droison(self, kind: str, target: int, source: int, until: int | None,
                holder: bool, tag: str = "") -> None:
        self.effects.append(Effect(kind, target, source, until, holder, tag))
        self.note(**{kind: self.name(target), "by": self.seats[source].char, "until": until})

    def tea_lady_protects(self, t: int) -> bool:
        for lady in self.alive_seats():
            if self.seats[lady].char != "tealady" or not self.functioning(lady):
                continue
            near = self.living_neighbours(lady)
            if t in near and len(near) == 2 and not any(self.seats[x].evil for x in near):
                return True
        return False

    def can_die(self, s: int, cause: str) -> bool:
        """Whether `s` would die now by `cause` ("demon", "execution", "assassin",
        or another ability's id)."""
        if cause == "assassin":
            return True
        if self.phase[0] == "night" and s in self.inn_safe:
            self.note(safe=self.name(s), why="innkeeper")
            return False
        if self.seats[s].char == "sailor" and self.alive(s) and self.functioning(s):
            self.note(safe=self.name(s), why="sailor")
            return False
        if self.tea_lady_protects(s):
            self.note(safe=self.name(s), why="tea lady")
            return False
        if cause == "execution":
            for da, t in self.da_saves.get(self.phase[1], []):
                if t == s and self.alive(da):
                    self.note(safe=self.name(s), why="devil's advocate")
                    return False
            pacifist = any(self.seats[p].char == "pacifist" and self.functioning(p)
                           for p in self.alive_seats())
            if pacifist and not self.seats[s].evil and self.rng.random() < PACIFIST_SPARES:
                self.note(safe=self.name(s), why="pacifist")
                return False
        if self.seats[s].char == "fool" and s not in self.used and self.functioning(s):
            self.used.add(s)
            self.note(safe=self.name(s), why="fool")
            return False
        return True

    def chosen(self, chooser: int, t: int) -> None:
        """`chooser` chose `t` with their ability: the first to choose a living,
        sober and healthy Goon tonight is drunk until dusk and the Goon takes
        their alignment (a droisoned Goon's first choice still uses it up)."""
        first = t not in self.chosen_tonight
        self.chosen_tonight.add(t)
        if not (first and self.seats[t].char == "goon" and self.alive(t)
                and self.functioning(t)):
            return
        self.seats[t].evil = self.seats[chooser].evil
        self.note(goon=self.name(t), chosen_by=self.name(chooser), evil=self.seats[t].evil)
        self.droison("drunk", chooser, t, order_of("day", self.phase[1]), holder=False,
                     tag="goon")

    def attack(self, t: int, cause: str = "demon") -> None:
        """An attack that kills `t` unless they are dead or cannot die."""
        if not self.alive(t):
            return
        if self.can_die(t, cause):
            self.kill(t, cause)

    def kill(self, s: int, cause: str) -> None:
        seat = self.seats[s]
        if not seat.alive:
            return
        seat.alive = False
        seat.death = self.phase
        seat.cause = cause
        self.note(died=seat.name, cause=cause)
        if self.phase[0] == "day":
            self.day_deaths.add(self.phase[1])
        if seat.char == "zombuul" and s not in self.used and self.functioning(s):
            self.used.add(s)
            self.unseen.add(s)
            self.note(zombuul_lives=seat.name)
        if self.phase[0] == "night":
            self.died_tonight.append(s)
            self.events.append({"night": self.phase[1], "died": seat.name})
            if cause == "demon":
                self.killed_by_demon.add(s)
        elif self.team(seat.char) == "outsider":
            self.outsider_died_day.add(self.phase[1])

    def living_demons(self) -> list[int]:
        return [i for i in range(self.n) if self.team(self.seats[i].char) == "demon"
                and (self.alive(i) or i in self.unseen)]

    def check_end(self) -> None:
        """No living Demon (a Zombuul registering dead lives), or two players left
        (counting it); neither ends the game from the Mastermind's extra day on."""
        if self.ended or self.mastermind_day is not None:
            return
        if not self.living_demons():
            self.ended = "good wins: no living Demon"
        elif len(self.alive_seats()) + len(self.unseen) <= 2:
            self.ended = "evil wins: two players alive"

    # ---- phases --------------------------------------------------------------

    def night(self, n: int) -> None:
        self.phase = ("night", n)
        self.died_tonight = []
        self.woke = set()
        self.inn_safe = set()
        self.exorcised = set()
        self.killed_by_demon = set()
        self.chosen_tonight = set()
        for char in self.script.night_order(n):
            act = ACTIONS.get(char)
            if act is None:
                continue
            for s, seat in enumerate(self.seats):
                if seat.char == char:
                    act(self, s, n)
        self.executed_yesterday = None
        self.check_end()

    def day(self, n: int) -> None:
        self.phase = ("day", n)
        self.executed_today = None
        day(self, n)
        self.check_end()

    def play(self, nights: int, last_day: bool = True) -> None:
        for n in range(1, nights + 1):
            if not self._play_phase("night", n):
                break
            if n == nights and not last_day:
                break
            if not self._play_phase("day", n):
                break
            if self.mastermind_day == n and n < nights:
                self.cut = f"day {n}, the Mastermind's extra day, ends the game at dusk"
                break
        evil_reports(self)


def choose_claims(g: BmrGame) -> None:
    """Good players claim what they are; evil players and the Lunatic (who thinks
    they are the Demon) each bluff a good character no other bluffer claims,
    often one not in play."""
    bluffers = [x for x in g.seats if x.evil or x.char == "lunatic"]
    for seat in g.seats:
        if seat not in bluffers:
            seat.claim = seat.char
    in_play = {x.start for x in g.seats}
    taken: set[str] = set()
    g.rng.shuffle(bluffers)
    good = [c for c in g.script.good() if c in SUPPORTED and c != "lunatic"]
    for seat in bluffers:
        options = [c for c in good if c not in taken]
        safe = [c for c in options if c not in in_play]
        seat.claim = g.rng.choice(safe if safe and g.rng.random() < 0.6 else options)
        taken.add(seat.claim)


GAME = BmrGame
