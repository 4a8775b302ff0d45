"""The typed form of a case file (see ../shared/spec/case-format.md).

Parsing and validation live in `caselang.parse`; everything after parsing
works on these dataclasses only, so the encoder never sees raw YAML.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Time:
    """A phase of the game: night N or day N (N >= 1)."""

    kind: str  # "night" or "day"
    n: int

    def order(self) -> int:
        """Night 1 < day 1 < night 2 < day 2 ..."""
        return 2 * self.n - (1 if self.kind == "night" else 0)

    def __str__(self) -> str:
        return f"{self.kind} {self.n}"


@dataclass(frozen=True)
class Info:
    """One entry of a player's `info` list."""

    time: Time
    ability: str  # character id naming the ability
    payload: Any  # normalised payload, shape depends on the ability
    where: str  # key path for messages, e.g. "players[2].info[0]"


@dataclass(frozen=True)
class ClaimChange:
    """`{night: N, is: CHAR}` inside a claim list: the player learnt they became CHAR."""

    time: Time
    becomes: str


@dataclass
class Player:
    name: str
    claim: str | None = None
    changes: list[ClaimChange] = field(default_factory=list)
    info: list[Info] = field(default_factory=list)
    # A Traveller's seat: their Traveller character (public, so also their claim),
    # the alignment the case states (None: the Storyteller's secret choice), when
    # they joined (None: at the start of the game) and when they left without
    # being exiled (None: they did not; from then on the seat is empty).
    traveller: str | None = None
    alignment: str | None = None
    joined: Time | None = None
    left: Time | None = None

    def present(self, time: Time) -> bool:
        """In the circle at `time`: from joining (the start) up to leaving."""
        return ((self.joined is None or time.order() >= self.joined.order())
                and (self.left is None or time.order() < self.left.order()))


@dataclass(frozen=True)
class PublicAction:
    """A character's public action by day, written as an event keyed by its id
    (`{day: 2, slayer: Ann, target: Ben, died: false}`). A character module
    declares it (`Rule.public_action`); the case language reads it through the
    registry, so a new character's action needs no change here."""

    keys: tuple[str, ...]  # the other keys the event may take
    required: tuple[str, ...] = ()
    players: tuple[str, ...] = ()  # keys naming a player (the id's own value always does)
    yes_no: tuple[str, ...] = ()  # keys that are only yes or no


@dataclass(frozen=True)
class Event:
    """A public fact. `kind` is the event's main key: executed, died, nominated,
    voted, a character's declared public action (`PublicAction`), or another
    ability id. `fields` holds the other keys, already normalised (player names,
    character ids, booleans)."""

    time: Time
    kind: str
    subject: Any  # the value of the main key (usually a player name)
    fields: dict[str, Any]
    where: str
    index: int  # position in the case's event list, for same-day ordering

    def deaths(self) -> list[str]:
        """The players this event says died (deaths are a closed world): the
        subject of a death, of an execution or exile that killed, a `died:` or
        `executed:` player of an ability's event, a public shot's target that died."""
        f = self.fields
        out = []
        if self.kind == "died" or (self.kind in ("executed", "exiled")
                                   and f.get("died", True) is not False):
            out.append(self.subject)
        out += [f[k] for k in ("executed", "died") if isinstance(f.get(k), str)]
        if isinstance(f.get("target"), str) and f.get("died") is True:
            out.append(f["target"])
        return out

    def nomination(self) -> tuple[str, str] | None:
        """(nominee, nominator) when this event records a nomination, in any of the
        forms a case may write it: a `nominated` event (`by`), an event with
        `nominated_by` (an execution, a Virgin's), an execution's `by` (its
        nominator), a day death on a nomination, the nominee's (`after_nominated_by:
        Q`) or the nominator's (`after_nominating: Q`, Q the nominee). A death
        `after_nominating: true` leaves the nominee unknown: None."""
        f = self.fields
        if self.kind == "nominated":
            return self.subject, f["by"]
        if not isinstance(self.subject, str):
            return None
        # One executed in another's place (`instead_of`): the other was nominated.
        nominee = f.get("instead_of", self.subject) if self.kind == "executed" else self.subject
        if isinstance(f.get("nominated_by"), str):
            return nominee, f["nominated_by"]
        if self.kind == "executed" and isinstance(f.get("by"), str):
            return nominee, f["by"]
        if self.kind == "died" and isinstance(f.get("after_nominated_by"), str):
            return self.subject, f["after_nominated_by"]
        if self.kind == "died" and isinstance(f.get("after_nominating"), str):
            return f["after_nominating"], self.subject
        return None

    def nominator(self) -> str | None:
        """Who nominated, when this event records a player's nomination in any
        form (`nomination`), also where the nominee is not recorded (a death
        `after_nominating: true`: the dead player nominated)."""
        pair = self.nomination()
        if pair is not None:
            return pair[1]
        if self.kind == "died" and self.fields.get("after_nominating") is True \
                and isinstance(self.subject, str):
            return self.subject
        return None

    def same_nomination(self, later: Event) -> bool:
        """`later`, an event after this one the same day, records this event's
        nomination again (a player nominates and is nominated once a day, so the
        same nominee and nominator make the same nomination)."""
        n = self.nomination()
        return (n is not None and later.time == self.time and later.index > self.index
                and later.nomination() == n)

    def executes(self, name: str) -> bool:
        """This event carries out `name`'s execution: `name` is executed, or another
        player is executed in their place (`instead_of`: an ability's "executed
        instead"). A text that makes a player be executed is met by either."""
        return self.kind == "executed" and name in (self.subject, self.fields.get("instead_of"))


@dataclass
class Case:
    path: str
    title: str | None
    script_name: str  # "tb", "custom", or the script file path
    script: list[str]  # character ids on the script (Travellers, Fabled, Loric too)
    players: list[Player]
    events: list[Event]
    you: str | None = None
    you_might_be: list[str] = field(default_factory=list)
    hidden: list[str] | None = None  # None: every script character may be hidden
    counts: dict[str, int] | None = None
    rules: dict[str, bool] = field(default_factory=dict)
    known: list[str] = field(default_factory=list)  # STATEMENT texts
    now: Time | None = None
    expect: dict[str, Any] | None = None
    # The Fabled and Loric in play (not seats): the `fabled` key, else the
    # script's own, with any Fabled an event names.
    fabled: list[str] = field(default_factory=list)

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def claimed(self) -> set[str]:
        """Every character some player claims: a start claim or a listed change."""
        return ({p.claim for p in self.players if p.claim}
                | {c.becomes for p in self.players for c in p.changes})

    def may_start_as(self, seat: int, char: str) -> bool:
        """`hidden` lists "the characters that may be in play while no player claims
        them" (the spec): any other character is in play only while someone claims
        it, whoever holds it (an evil player may claim one character while holding
        another that someone else claims). Under `hidden_by_holder` it is held only
        by the player whose start claim it is."""
        if self.hidden is None or char in self.hidden:
            return True
        if self.rules.get("hidden_by_holder"):
            return char == self.players[seat].claim
        return char in self.claimed()

    def may_be_in_play(self, char: str) -> bool:
        """Some seat may start as `char` as far as `hidden` goes."""
        return any(self.may_start_as(s, char) for s in range(len(self.players)))

    @property
    def bag_players(self) -> int:
        """Players who drew a character from the bag (every seat but Travellers):
        what the setup counts are for."""
        return sum(1 for p in self.players if p.traveller is None)

    def seated(self, time: Time) -> list[int]:
        """The seats in the circle at `time`, in order: a Traveller who joins
        later is not there yet, so the players either side of their seat sit
        next to each other until then (and again once one has left)."""
        return [s for s, p in enumerate(self.players) if p.present(time)]

    def dead_at(self, name: str, time: Time | None = None) -> bool:
        """The events before `time` (None: all of them) leave `name` dead: their
        last death comes after their last revival or reincarnation (a night's
        revival after its deaths: one who died that night may be back by dawn)."""
        dead = False
        back = ("revived", "reincarnated")
        # A night's deaths come before its revivals; a reincarnation follows its death.
        def order(e: Event) -> tuple[int, bool, int]:
            return e.time.order(), e.time.kind == "night" and e.kind == "revived", e.index

        for e in sorted(self.events, key=order):
            if time is not None and e.time.order() >= time.order():
                break
            if e.kind in back and e.subject == name:
                dead = False
            elif name in e.deaths():
                dead = True
        return dead

    def revived_between(self, name: str, earlier: Time, later: Time) -> bool:
        """`name` came back to life between these times (the same night as either
        counts): a revived player "regains their ability, even a 'once per game'
        ability already used" (the almanac's resurrecting abilities), so a use
        before and a use after are each a first one."""
        return any(e.kind == "revived" and e.subject == name
                   and earlier.order() <= e.time.order() <= later.order() for e in self.events)

    def uses_since_revival(self, seat: int, ability: str, time: Time) -> list[Info]:
        """The seat's reports of `ability` up to `time`, leaving out those before a
        revival (`revived_between`): what spends a once-per-game ability now."""
        player = self.players[seat]
        return [i for i in player.info
                if i.ability == ability and i.time.order() <= time.order()
                and (i.time == time or not self.revived_between(player.name, i.time, time))]

    def last_time(self) -> Time:
        """The latest phase the case describes: `now`, or the latest info or event."""
        times = [i.time for p in self.players for i in p.info]
        times += [e.time for e in self.events]
        times += [c.time for p in self.players for c in p.changes]
        if self.now is not None:
            times.append(self.now)
        if not times:
            return Time("night", 1)
        return max(times, key=Time.order)


RULE_DEFAULTS = {
    "demon_attacks_dead": True,
    "finish_day": False,
    # The bag may hold more than one of a good token that its holder is shown (so
    # a token drawn in place of a character that believes it is another may copy
    # a real player's); evil characters and those believers stay one of each.
    "duplicate_tokens": False,
    # A stricter reading of the Pope's "There are duplicate good characters in
    # play": with the Pope in play, at least one good character has two holders
    # at the start. By default a game where the Storyteller swapped none is kept.
    "pope_duplicates_made": False,
    # A stricter table's ruling: a misregistering player registers one way for the
    # whole of one reading (a count of pairs), not afresh at each detection in it.
    "one_registration_per_reading": False,
    # A stricter table's ruling: information made false is false against the plain
    # truth: nobody misregisters for it, and what an ability itself makes a player
    # register as (a red herring) does not count.
    "false_info_plain_truth": False,
    # Beyond the spec: the game may have ended at the case's last event (a finished
    # game under review). By default the game is still going at the end of the case.
    "game_ended": False,
    # Beyond the spec: the case records every nomination (by default some may be
    # missing, as deaths are the only closed world the spec names).
    "nominations_complete": False,
    # A stricter table's ruling: every claim is current at the end of the case (a
    # player has told every change they know of), not what they believed when
    # they last spoke.
    "claims_current": False,
    # A stricter table's reading: a vote count or voter list that the case records
    # on a nomination was seen in an open vote (no ability kept eyes closed then).
    "open_votes": False,
    # A stricter table's reading: players keep the voting obligations of the
    # abilities they hold (a vote on every nomination, a vote only with a
    # master's); by default a hand raised or kept down against them is the
    # player's error and rules out no world.
    "voting_obligations": False,
    # A stricter reading: the case lists every public announcement an ability
    # makes (an event keyed by that character), so one it does not list was not
    # made. By default a case need not record them.
    "announcements_complete": False,
    # A table's ruling on a Demon whose life is tied to its host's: it dies just
    # after its host (a Minion catching a dying Demon counts the living without
    # the host), or at the same moment (she counts both). By default either, the Storyteller's.
    "lleech_dies_after_host": False,
    "lleech_dies_with_host": False,
    # A stricter reading of `hidden`, which some puzzles use: a character not
    # hidden is held only by the player who claims it at the start (by default,
    # by any player while some player claims it).
    "hidden_by_holder": False,
}
