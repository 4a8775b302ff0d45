"""The base every character module fills in: the engine's vocabulary.

A character's module subclasses `Rule` and overrides only the hooks its
almanac text needs. Hooks receive the `World` being encoded and return
terms or call the world's effect methods (poison, protect, kill, become,
game_over...). Nothing here knows any particular character.

The hooks are grouped by the moment of the game they belong to (setup, a
night step, information, registration, abilities held, the Demon, a death, a
nomination or execution, the game's end, day actions); a moment both readings
of a character meet has one name here and in the simulator
(`simulator/characters/__init__.py`, checked by tests/test_layers.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from z3 import BoolRef

from caselang.case import PublicAction
from caselang.payloads import Shape
from engine.terms import FALSE, TRUE, all_of, any_of, negate
from facts.catalog import SEATED_TEAMS

if TYPE_CHECKING:
    from caselang.case import Event
    from engine.world import State, Step, World


class Rule:
    """One character's rules. Class attributes describe it; methods encode it."""

    id: str = ""
    ability: str = ""  # the ability text, for `botc characters`
    payload: Shape | None = None  # the shape of the info the holder reports
    payload_doc: str = ""  # what the payload means, for `botc characters ID`
    # A public action by day, written as an event keyed by this id (a Slayer's shot).
    public_action: PublicAction | None = None
    # Without a `public_action`: the other keys an event keyed by this id (by day
    # or by night) may take. The case language refuses any other key, so a
    # misspelt one is never silently dropped.
    event_keys: tuple[str, ...] = ()
    # What the encoding constrains and what it leaves open, for `botc characters ID`
    # (characters whose ability is the Storyteller's judgement say so here).
    constrains: str = ""
    is_choice: bool = False  # the payload is what the holder chose, not what they learnt
    # Nights on which the character wakes: "first", "other", "each"; None = never.
    # The step position comes from the official night order.
    wakes_on: str | None = None
    acts_while_dead: bool = False  # woken by dying (an ability its holder's death triggers)
    # A first-night ability that a player who gains it later (made this character,
    # or granted its ability) uses on their own first night with it: the rule
    # also acts late on each later night, for those seats only.
    own_first_night: bool = False
    kills_at_night: bool = False  # a death tonight may come from this step
    # Misregistration, used only while the holder is sober and healthy.
    registers_as_teams: tuple[str, ...] = ()
    registers_as_alignment: str | None = None
    # The holder is drunk by nature and believes a character of this team instead.
    believes_other: str | None = None
    self_drunk: bool = False
    # Info keyed by this ability may be reported by players who received it from
    # a holder (a chosen player told who chose them, a player told the holder is
    # in play...): the rule's act() encodes those entries.
    informs_others: bool = False
    # Setup count changes whenever the character is in play, e.g. {"outsider": +2,
    # "townsfolk": -2}; characters whose change is a Storyteller choice use setup().
    count_delta: dict[str, int] = {}
    # The second backend (backends/csp.py) covers the setup-and-first-night fragment:
    in_csp_fragment: bool = False  # this rule's first night is expressible there
    poisons_first_night: bool = False  # it poisons a chosen player on night 1
    needs_red_herring: bool = False
    # Hidden setup choices of one seat that a Storyteller's grimoire states
    # (storyteller/grimoire.py): the grimoire's key -> the `World.memo` key where
    # setup() keeps the one-hot choice per seat.
    grimoire_choices: dict[str, str] = {}

    # The holder can never be drunk or poisoned (whatever would droison them).
    never_droisoned: bool = False
    # The rule grants other seats abilities (override grants / grants_working).
    grants_abilities: bool = False
    # The holder may decline to use the ability (once per game, or on a day of
    # their choosing): a good holder who reports nothing did not use it, so learnt
    # nothing.
    may_decline: bool = False
    # How many copies of the token the bag may hold without `duplicate_tokens`.
    max_copies: int = 1
    # While in play the Storyteller may break the game's rules, setup's too: a
    # token another brings into play ("[+the Damsel]") may be left out, and the
    # bag may hold more than one of a good token (`World.duplicates`).
    breaks_rules: bool = False
    # While in play (a Fabled or Loric the case lists) the bag may hold more than
    # one of a good token (`World.duplicates`).
    allows_duplicates: bool = False
    # The teams of the characters this rule may make a player become while
    # another living player holds the same one (a second holder): each holder of
    # such a character then makes its own choices (`World.duplicable`).
    makes_duplicates: tuple[str, ...] = ()
    # The rule reads the world's abnormal-outcome records (World.abnormal), so
    # the encoder must make them (an ability that counts abnormal outcomes).
    counts_abnormal: bool = False
    # The rule reads who woke tonight for an ability they believe they hold
    # (World.woke), so the encoder must record it (an ability that counts who woke).
    reads_woken: bool = False
    # The ability may wake its holder at any moment of the night, not at its place
    # in the night order (the Storyteller's choice): who woke so far tonight may
    # count a holder as of any earlier moment (engine/woken.py).
    wakes_anytime: bool = False

    # The words a public event keyed by this character carries in place of a
    # player (an announcement that names nobody: `{night: N, ID: WORD}`).
    event_words: tuple[str, ...] = ()

    # The other characters whose official jinx with this one (facts/data/
    # jinxes.tsv) this rule encodes, asking `World.jinxed` whether it is in effect.
    jinxes: tuple[str, ...] = ()
    # The public event keyed by this character names a character, not a player
    # (`{night: 1, ID: CHARACTER}`: an announcement of a character).
    names_character: bool = False
    # A line the report prints when this character is in the game: what the
    # answer leaves out because no text can say it (homebrew rules...).
    warning: str = ""
    # The teams of the dead holders whose ability `keeps_ability` may keep
    # (`World.kept_ability` skips the rule for a holder of another team).
    keeps_teams: tuple[str, ...] = SEATED_TEAMS
    # The characters whose ability `keeps_ability` may keep, when only those
    # (the Zombuul keeps its own alone); None: any of `keeps_teams`. A seat
    # holds one character at a time, so `World.kept_ability` asked for another
    # character's holder skips the rule (its term could never hold there).
    keeps_chars: tuple[str, ...] | None = None

    # ---- setup (before the first night: the bag, hidden setup choices, what players know) -------
    def setup(self, w: World) -> None:
        """Setup constraints: count modifiers, hidden setup choices."""
        if self.count_delta:
            w.modify_counts(w.in_play(self.id, w.start_state), **self.count_delta)

    def hypothetical_setup(self, w: World) -> None:
        """For a character not on the script whose information a statement asks
        about (`info(CHAR, PAYLOAD)`): make the hidden setup choices its `info`
        reads (a red herring) as free Storyteller choices, with no effect on the
        game. Only what the information itself says may constrain them."""

    def keeps_players_unaware(self, w: World) -> bool:
        """No player knows their own character or alignment while this holds (a
        game-level rule in play): their claims and reports bind nobody."""
        return False

    def first_night(self, view: Any, seat: int, payload: Any) -> bool:
        """Plain-Python truth of first-night info for the csp backend: whether some
        Storyteller choice makes it true in the grimoire `view`."""
        return True

    # ---- a night step (a character's turn at night: who wakes, what they choose) ----------------
    def act(self, w: World, step: Step) -> None:
        """What the character does at its step of the night (for every holder)."""

    def wakes(self, w: World, seat: int, step: Step) -> BoolRef:
        """Whether a player in `seat` who has or believes they have this ability
        (a real holder, a drunk or poisoned one, a believer by nature who thinks
        they are this character) is woken at this step: alive by default, or dead
        but keeping the ability. Whether the ability works does not matter. On a later night a
        first-night ability (`own_first_night`) wakes only a seat that believes it
        has the ability for the first time tonight."""
        if self.own_first_night and step.time.n > 1:
            return all_of([w.ability_alive(seat), w.new_ability(seat, self.id)])
        return w.ability_alive(seat)

    def woken(self, w: World, seat: int, step: Step) -> BoolRef:
        """Whether a holder was woken at this step, as who woke tonight counts it:
        `wakes`, unless the Storyteller may also wake the holder to learn nothing."""
        return self.wakes(w, seat, step)

    def choosers(self, w: World, step: Step) -> list[BoolRef]:
        """Per seat: it wakes at this step with this ability (working or not), so it
        makes the ability's choice tonight (what `World.chosen` announces)."""
        return [all_of([self.wakes(w, s, step), w.has_ability(s, self.id)]) for s in range(w.n)]

    def choice(self, w: World, seat: int, payload: Any, step: Step) -> BoolRef:
        """For choosing abilities: the holder really made this choice."""
        return TRUE

    def on_chosen(self, w: World, chooser: list[BoolRef], target: list[BoolRef]) -> None:
        """A night ability chose a player (see World.chosen): `chooser` per seat woke
        and made the choice, `target` is the one-hot chosen player."""

    def keeps_asleep(self, w: World, seat: int) -> BoolRef:
        """The seat does not wake for its own ability tonight (a Demon another's
        choice keeps asleep)."""
        return FALSE

    def between_steps(self, w: World, edge: bool) -> None:
        """At every moment of a night between two steps (`edge`: before the first or
        after the last): what may happen whenever the Storyteller wishes (a death
        "at any time"). Rules overriding it make the night's deaths known only at
        dawn."""

    def night_event(self, w: World, event: Event) -> None:
        """A public fact of a night keyed by this character's id (an announcement
        its ability makes to all players), encoded at that night's dawn, once the
        night's deaths are settled."""
        w.fail(event.where, f"no public night event is known for {self.id}")

    # ---- information (what a player learns, and what makes it false or free) --------------------
    def info(self, w: World, seat: int, payload: Any, step: Step) -> BoolRef:
        """The truth of reported info, with every Storyteller freedom. By default a
        report constrains nothing: any answer is allowed, and none is a fact of
        the grimoire, so information made false (`World.facts_only`) has nothing
        to contradict (advice, the Storyteller's opinion)."""
        return FALSE if w.facts_only else TRUE

    def made_false(self, w: World, seat: int, payload: Any, step: Step) -> BoolRef:
        """What the information says when another ability makes it false, read
        as facts (`World.facts_only`): what it states does not hold. An
        ability that learns several pieces of information at once says so of
        each."""
        return negate(self.info(w, seat, payload, step))

    def learns(self, step: Step) -> bool:
        """The holder learns something at this step, so false info is an abnormal
        outcome (not so for a pure choice, or guesses made by day and answered
        on a later night)."""
        return self.payload is not None and not self.is_choice

    def falsifies(self, w: World, seat: int, ability: str, step: Step) -> BoolRef:
        """This character makes the working `ability` of `seat` give false info now."""
        return FALSE

    def works_twice(self, w: World, seat: int, ability: str, step: Step) -> BoolRef:
        """The seat's `ability` works twice now through this character: each
        report of this step may be what either working told or chose, so the
        reports are free and a reported choice need not be the one the step
        encoded (the second working's effects are the rule's to add)."""
        return FALSE

    def makes_true(self, w: World, seat: int, ability: str, step: Step) -> BoolRef:
        """This character makes the information `seat` learns now with the
        `ability` it holds true, whatever makes it false or frees it (a player
        made to get true info for a while)."""
        return FALSE

    def frees_info(self, w: World, seat: int, ability: str, step: Step) -> BoolRef:
        """This character lets the Storyteller give the working `ability` of `seat`
        any info now, true or false (a Storyteller allowed to break the game
        rules)."""
        return FALSE

    def may_misclaim(self, w: World, seat: int, claim: str) -> BoolRef:
        """A good holder in `seat` may claim `claim` although they do not believe it."""
        return FALSE

    # ---- registration (how a player registers to an ability that detects them) ------------------
    def registers_falsely(self, w: World, seat: int, check: Any) -> BoolRef:
        """The seat may register otherwise than it is, in every way (alignment,
        team, character), to the detection `check` (an `engine.world.Check`): a
        false registration this rule allows without any ability of the seat's
        (a Storyteller's once-per-game freedom, which the rule counts itself)."""
        return FALSE

    def marks_evil(self, w: World, seat: int) -> BoolRef:
        """The seat, not this character's holder, may register as evil through
        this rule (a good player another's ability marks): a Storyteller choice
        at each detection, like a misregistering holder's own."""
        return FALSE

    # ---- abilities and alignment held (gained, shared, believed, or an alignment changed) -------
    def grants(self, w: World, seat: int, char: str, state: State) -> BoolRef:
        """The seat has `char`'s ability through this rule (it still needs to be
        sober and healthy to work). Only asked when `grants_abilities` is set."""
        return FALSE

    def grants_working(self, w: World, seat: int, char: str, state: State) -> BoolRef:
        """The seat has `char`'s ability through this rule and it works whatever
        the seat's own droisoning (a Demon given an ability by a Minion)."""
        return FALSE

    def believes_granted(self, w: World, seat: int, char: str, state: State) -> BoolRef:
        """The seat thinks this rule gave it `char`'s ability, whether or not it did
        (one who chose an ability to gain while drunk or poisoned gained nothing
        but is woken for the ability as if they had it)."""
        return FALSE

    def gained_anew(self, w: World, seat: int, char: str, state: State) -> BoolRef:
        """Tonight: the seat came to have (or think it has) `char`'s ability through
        this rule during the day just past, as a new gain, though it may have
        had or thought it had it before (a later holder's ability replacing an
        earlier one's): tonight is its first night with it."""
        return FALSE

    def shares_jinxes(self, w: World, seat: int, char: str, state: State) -> BoolRef:
        """The seat, not `char`, is subject to `char`'s jinxes through this rule (a
        text that says another character's jinx applies to it too)."""
        return FALSE

    def caps_evil(self, w: World, old: list[BoolRef], new: list[BoolRef]) -> list[BoolRef]:
        """Alignments are changing from `old` to `new` (per seat, evil): the
        alignments that result under this rule's limit on the evil players (a
        player it keeps good stays good). Every change of alignment passes here."""
        return new

    # ---- the Demon (who is the Demon, its attack, its kill, its death) --------------------------
    def is_the_demon(self, w: World, seat: int, state: State) -> BoolRef:
        """The seat is the Demon in this state without holding a Demon character
        (an ability names a player "the Demon"): it registers as the Demon, the
        game goes on while it lives, and its death is the Demon's death. See
        World.is_demon."""
        return FALSE

    def counts_as_demon_for(self, w: World, seat: int, ability: str,
                            state: State, by: int | None = None) -> BoolRef:
        """The seat counts as the Demon to `ability` alone (a jinx: one ability
        reads another character as the Demon), used by the seat `by` if known
        (a jinx may not follow a granted ability: `World.jinx_applies`). See
        World.is_demon."""
        return FALSE

    def on_demon_enters(self, w: World, who: list[BoolRef]) -> None:
        """An ability makes the seats where `who` holds the Demon now, in a game
        that may have had no Demon so far (see World.demon_enters)."""

    def safe_from_demon(self, w: World, seat: int) -> BoolRef:
        """The holder in `seat` cannot be killed by the Demon right now."""
        return FALSE

    def on_demon_attack(self, w: World, target: list[BoolRef]) -> list[BoolRef] | None:
        """The Demon attacks `target` (one-hot): return who dies instead (one-hot or
        all false), or None if this character does not change the outcome."""
        return None

    def on_demon_kill(self, w: World, dies: list[BoolRef]) -> None:
        """A Demon's attack killed the seats where `dies` holds (before they die;
        see World.record_demon_kill)."""

    def on_demon_death(self, w: World, dying: list[BoolRef], demon: str) -> list[BoolRef]:
        """A Demon of kind `demon` is dying in the seats `dying` (by day or night):
        return, per seat, whether that seat now becomes that Demon."""
        return [FALSE] * w.n

    # ---- a death (by any cause, day or night, and a return to life) -----------------------------
    def cannot_die(self, w: World, seat: int, cause: str) -> BoolRef:
        """The seat cannot die now from `cause` ("execution", "exile", or
        "ability": a non-Demon ability's kill) because of this character (a
        neighbour's protection, a Traveller who cannot die by exile)."""
        return FALSE

    def dies_instead(self, w: World, dying: list[BoolRef], cause: str
                     ) -> tuple[list[BoolRef], list[BoolRef]] | None:
        """At night, the seats where `dying` holds are about to die from `cause`
        ("ability": not a Demon's attack, which `on_demon_attack` sees, nor a death
        nothing can prevent): per seat, whether this rule keeps it alive, and
        whether that seat dies in another's place (World.instead spares a
        substitute that is dead or cannot die by that cause). None: no change."""
        return None

    def escapes_death(self, w: World, dying: list[BoolRef], cause: str) -> list[BoolRef]:
        """Of the seats where `dying` holds, about to die from `cause` ("demon",
        "execution", "ability") with nothing else saving them, those this rule keeps
        alive (a once-per-game escape). The rule marks its own use."""
        return [FALSE] * w.n

    def apparent_death(self, w: World, dying: list[BoolRef]) -> list[BoolRef]:
        """Of the seats dying now, those that only appear to die: they register as
        dead from now on, but their death replaces no Demon (a Demon's first
        death shrugged off; pair it with `alive_unseen` and `keeps_ability`)."""
        return [FALSE] * w.n

    def linked_deaths(self, w: World, dying: list[BoolRef]
                      ) -> tuple[list[BoolRef], list[BoolRef]]:
        """The seats where `dying` holds die now: per seat, whether this rule makes
        it die too (a life tied to another's), at the same moment (first list:
        counted with them, e.g. by an ability that counts the living as a Demon
        dies) or just after them (second list)."""
        return [FALSE] * w.n, [FALSE] * w.n

    def on_death(self, w: World, dying: list[BoolRef]) -> None:
        """The seats where `dying` holds die now, by any cause, day or night (called
        with the state just before their death)."""

    def reincarnates(self, w: World, died: list[BoolRef]) -> list[BoolRef]:
        """The seats where `died` holds have just died (any cause, not only in
        appearance): those this rule brings back at once, alive, as a Traveller
        of the same alignment (`World.reincarnate`; which Traveller, the case's
        `reincarnated` event says)."""
        return [FALSE] * w.n

    def keeps_ability(self, w: World, seat: int, state: State) -> BoolRef:
        """The dead seat keeps its ability in this state (Minions killed by a Demon
        whose victims keep their ability)."""
        return FALSE

    def on_revive(self, w: World, back: list[BoolRef]) -> None:
        """The seats where `back` holds come back to life now (`World.revive`,
        called with the state just after), or get their ability back while dead
        (`World.give_ability_back`): one "regains their ability, even a once per
        game ability they used already", so a rule that marks its ability used
        may unmark it here (`regain_used`)."""

    def regain_used(self, w: World, back: list[BoolRef], mark: str,
                    granted: Callable[[int], str]) -> None:
        """A once-per-game ability used up in mark `mark` (its character's holder)
        and `granted(q)` (seat q granted it) is unused again where its holder
        just came back to life (for `on_revive`)."""
        marks = w.state.marks
        if mark in marks:
            holder_back = any_of([all_of([b, w.is_(s, self.id)]) for s, b in enumerate(back)])
            w.mark(mark, all_of([marks[mark], negate(holder_back)]))
        for s, b in enumerate(back):
            if granted(s) in w.state.marks:
                w.mark(granted(s), all_of([w.state.marks[granted(s)], negate(b)]))

    def explains_day_death(self, w: World, event: Event) -> BoolRef | None:
        """A `{day: N, died: P}` event (not an execution): the condition under which
        this character's ability caused it, or None if it cannot."""
        return None

    # ---- a nomination or an execution -----------------------------------------------------------
    def on_nomination(self, w: World, nominee: int, nominator: int, event: Event) -> None:
        """A public nomination (a `nominated` event, or an event with `nominated_by`):
        the nominator's or the nominee's ability may have visible consequences,
        which later events of the case show or not (a curse on the nominator, a
        nominator's ability that kills the nominee)."""

    def on_nominating(self, w: World, nominator: int, event: Event) -> None:
        """A player nominated, in any form a case records it (`Event.nominator`),
        its nominee known or not (a death `after_nominating: true`)."""

    def on_vote(self, w: World, event: Event) -> None:
        """A vote the case records: `votes` or `voters` on a nomination or an
        execution, whether or not its nominator is recorded (an exile's vote is
        no nomination's), or a day's `voted` list (who had voted so far: its
        players are the event's subject, not `voters`). Abilities that bind a
        player's hand or hide the tally read it."""

    def on_nominated(self, w: World, nominee: int, nominator: int, first: bool) -> BoolRef:
        """The nominee's ability fires on this nomination: returns the condition under
        which the nominator is executed on the spot."""
        return FALSE

    def on_execution(self, w: World, seat: int, died: BoolRef) -> None:
        """Called when `seat` is executed (died: whether it died)."""

    def executed_instead(self, w: World, seat: int, other: int) -> BoolRef:
        """`seat` was executed in place of `other` (an `instead_of` on an
        execution): the condition under which this character allows that."""
        return FALSE

    def allows_another_execution(self, w: World, seat: int) -> BoolRef:
        """Today already had an execution and `seat` is executed too: the
        condition under which this character allows a second one."""
        return FALSE

    # ---- the game's end (whether the game goes on, at dusk and once the case is read) -----------
    def at_dusk(self, w: World, day: int, executed_today: bool) -> None:
        """End-of-day checks (win conditions)."""

    def goes_on_without_demon(self, w: World) -> BoolRef:
        """The game goes on now although no Demon lives, while this holds (a
        character in whose game there is no Demon at all)."""
        return FALSE

    def suspends_game_end(self, w: World) -> BoolRef:
        """The game goes on now whatever its standard end conditions say (no living
        Demon, two players left), while this holds (an extra day after the Demon's execution)."""
        return FALSE

    def alive_unseen(self, w: World, seat: int, state: State) -> BoolRef:
        """The seat registers as dead but is still alive, for the game's end
        conditions (a Demon lives, more than two players live)."""
        return FALSE

    def after_case(self, w: World) -> None:
        """Once every phase of the case is encoded: constraints that read any
        phase as it ended (`statements_eval.evaluate` with that phase), such as
        information given at a moment no night step or day event marks."""

    # ---- day actions (a public action by day keyed by this character) ---------------------------
    def day_action(self, w: World, event: Event) -> None:
        """A public day action keyed by this character's id."""
        w.fail(event.where, f"no public day action is known for {self.id}")
