"""The Storyteller's free choices, drawn at random from everything the rules
allow (the keep-the-world policy: a choice the simulator never makes is a
world the solver is never tested on).

Registration is drawn afresh at each detection: every call of
`register_char` / `register_evil` / `registers_team` is one detection. False
information goes through `told`: a holder whose ability does not work gets
the truth sometimes and otherwise anything of the ability's legal form (the
character module's `anything`). Each misregistration and each made-up
answer is counted on the game (`Game.freedom`: "misregistration",
"false_info" and the names saying whose and why).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from simulator.characters import hook
from simulator.game import Unplayable, order_of
from simulator.state import DRUNK, IS_DEMON, POISONED, Effect

if TYPE_CHECKING:
    from simulator.loop import Game

# How often a drunk or poisoned holder is told false information
# (`droisoned_misleads`) and a player who may misregister does so
# (`misregisters`): the likelihood model's (`Game.model`, simulator/model.py).
# Before the simulator played by the model: false 60 % of the time, misregistering
# 50 % (a Recluse's or Spy's alignment: as often as the choice of two).


def register_options(g: Game, s: int) -> tuple[list[str], list[bool]]:
    """The characters and alignments `s` may register as for one detection: the
    truth first, then what its working abilities' `registers` hooks add."""
    seat = g.seats[s]
    chars, evil = [seat.char], [seat.evil]
    if mathematician_counts(g):
        # "The Recluse registering as evil to the Chef ... would be detected": a
        # misregistration that makes information false is a malfunction, and
        # which ones do is unknown here; while a Mathematician counts, nobody
        # misregisters (a freedom left out).
        return chars, evil
    for c in seat.abilities():
        fn = hook(c, "registers")
        if fn is None or not g.works(s, c):
            continue
        more_chars, more_evil = fn(g, s)
        chars += [x for x in more_chars if x not in chars]
        evil += [x for x in more_evil if x not in evil]
    for c in g.fabled:
        fn = hook(c, "registers_falsely")
        if fn is not None:
            more_chars, more_evil = fn(g, s)
            chars += [x for x in more_chars if x not in chars]
            evil += [x for x in more_evil if x not in evil]
    for i, x in enumerate(g.seats):  # another's ability that makes `s` misregister
        for c in x.abilities():
            fn = hook(c, "registers_other")
            if fn is not None:
                more_chars, more_evil = fn(g, i, s)
                chars += [y for y in more_chars if y not in chars]
                evil += [y for y in more_evil if y not in evil]
    return chars, evil


def register_char(g: Game, s: int) -> str:
    """One detection of `s`'s character."""
    chars, _ = register_options(g, s)
    if len(chars) == 1 or not chance(g, g.model.misregisters):
        return chars[0]
    shown = g.rng.choice(chars[1:])
    misregistered(g, s, char=shown)
    return shown


def register_evil(g: Game, s: int) -> bool:
    """One detection of `s`'s alignment."""
    _, evil = register_options(g, s)
    if len(evil) == 1 or not chance(g, g.model.misregisters):
        return evil[0]
    shown = g.rng.choice(evil[1:])
    misregistered(g, s, evil=shown)
    return shown


def misregistered(g: Game, s: int, char: str | None = None, evil: bool | None = None) -> None:
    """Count a detection of `s` as `char` (or as `evil`) that is not the truth,
    under "misregistration" and the name of each working ability whose
    `registers` hook offers it (`recluse_registers_evil`, ...)."""
    g.freedom("misregistration")
    for c in g.fabled:
        g.call(c, "registered_falsely", s)
    for c in g.seats[s].abilities():
        fn = hook(c, "registers")
        if fn is None or not g.works(s, c):
            continue
        chars, alignments = fn(g, s)
        if char is not None and char in chars:
            g.freedom(f"{c}_registers_as_{g.team(char)}")
        if evil is not None and evil in alignments:
            g.freedom(f"{c}_registers_{'evil' if evil else 'good'}")


def registers_team(g: Game, s: int, team: str) -> bool:
    """One detection of whether `s` is of `team` (a dead Demon still is; a
    player who "is the Demon" registers as one)."""
    if team == "demon" and g.effects_on(s, IS_DEMON):
        return True
    return g.team(register_char(g, s)) == team


BLOCKED_COUNTED = 0.5  # a Mathematician may count a kill another's ability stopped
MAY_COUNT_BELIEVED = 0.5  # a Mathematician may count a believed ability's false info


def falsified(g: Game, s: int, ability: str, given: bool = False) -> bool:
    """Another ability makes `s`'s information from `ability` false (a
    `falsifies` hook of any seat: the Vortox's): information `s` learns with
    its own ability, or with `given`, what another's `ability` tells `s` (the
    player a Nightwatchman chose), unless `s` holds that ability too."""
    return (ability in g.seats[s].abilities()) != given and any(
        g.call(c, "falsifies", i, s, ability) for i, x in enumerate(g.seats)
        for c in x.abilities())


def freed(g: Game, s: int, ability: str) -> bool:
    """A Fabled in play lets the Storyteller tell `s` anything this time (a
    `frees_info` hook: the Fibbin's once per game)."""
    return any(g.call(c, "frees_info", s, ability) for c in g.fabled)


def told(g: Game, s: int, ability: str, truth: Callable[[], Any]) -> Any:
    """Information for `s` acting as `ability`: the truth if the ability works
    (None from `truth`: no legal answer, the setup is redrawn), else the truth
    sometimes and otherwise anything of the ability's legal form. A working
    holder another's ability made sober with true info (`Game.sobered`) is
    told the truth, whatever would make it false or free.

    With a `false_info(g, s, truth)` hook the ability's answers are either the
    truth or false (which covers every legal answer): false information that
    should have been true is recorded (`g.malfunction`), and information
    `falsified` by another ability is always false (None from the hook: no
    false answer exists, and None is returned: nothing is learnt). Whether
    information is falsified is decided here for every ability (the Vortox's
    hook names no character), so an ability another may falsify must have a
    `false_info` hook: one without it is an error, not the truth."""
    if g.sobered(s) and g.works(s, ability):
        answer = truth()  # true info, whatever would make it false or free
        return no_truth(g, s, ability) if answer is None else answer
    if freed(g, s, ability):
        return anything(g, s, ability)
    false = hook(ability, "false_info")
    if false is not None:
        return told_true_or_false(g, s, ability, truth, false)
    if falsified(g, s, ability):
        raise ValueError(f"{ability}'s information is made false, but it has no `false_info` hook")
    if g.works(s, ability):
        answer = truth()
        return no_truth(g, s, ability) if answer is None else answer
    if not chance(g, g.model.droisoned_misleads) or mathematician_counts(g):
        answer = truth()
        if answer is not None:
            return answer
    made_up(g, s, ability, False)
    return anything(g, s, ability)


def no_truth(g: Game, s: int, ability: str) -> Any:
    """A working ability with no legal answer: the setup is redrawn, unless an
    ability in play lets the Storyteller break the rules (a `breaks_rules` hook:
    the Atheist's), who then gives anything of the ability's form."""
    if not any(g.call(c, "breaks_rules", i) for i, x in enumerate(g.seats)
               for c in x.abilities()):
        raise Unplayable(f"{ability} has no legal information")
    g.freedom("rules_broken_info")
    return anything(g, s, ability)


def made_up(g: Game, s: int, ability: str, forced: bool) -> None:
    """Count false information for `s` as `ability`, by why it is false: made
    false by another ability (`forced`), drunk (the Drunk's believed
    ability too), poisoned, or an ability only believed in."""
    g.freedom("false_info")
    seat = g.seats[s]
    if forced:
        g.freedom("vortox_false_info")
    elif g.effects_on(s, DRUNK) or ability not in seat.abilities() and seat.char == "drunk":
        g.freedom("drunk_false_info")
    elif ability in seat.abilities():
        g.freedom("poisoned_false_info")
    else:
        g.freedom("believer_false_info")


def mathematician_counts(g: Game) -> bool:
    """A Mathematician (or one who believes they are) is in play. An answer made
    up without a `false_info` hook may be true or false, so whether it is a
    malfunction is unknown: while something counts malfunctions, a droisoned
    holder of such an ability is told the truth (a freedom left out)."""
    return any("mathematician" in x.wakes_as() for x in g.seats)


def told_true_or_false(g: Game, s: int, ability: str, truth: Callable[[], Any],
                       false: Callable[..., Any]) -> Any:
    forced = falsified(g, s, ability)
    if not forced and (g.works(s, ability) or not chance(g, g.model.droisoned_misleads)):
        answer = truth()
        if answer is None and g.works(s, ability):
            return no_truth(g, s, ability)
        if answer is not None:
            return answer
    answer = false(g, s, truth())
    if answer is None:
        return None
    made_up(g, s, ability, forced)
    if ability in g.seats[s].abilities() or chance(g, MAY_COUNT_BELIEVED):
        g.malfunction(s, ability)
    return answer


def anything(g: Game, s: int, ability: str) -> Any:
    """Well-formed information for `ability` as told to (or made up by) `s`."""
    fn = hook(ability, "anything")
    if fn is None:
        raise ValueError(f"{ability} has no `anything` hook")
    return fn(g, s)


def pick(g: Game, exclude: set[int] | None = None, alive_bias: float = 0.9) -> int:
    """A random player, alive with probability `alive_bias` when possible."""
    pool = [i for i in range(g.n) if i not in (exclude or set())]
    living = [i for i in pool if g.alive(i)]
    dead = [i for i in pool if not g.alive(i)]
    if living and (not dead or g.rng.random() < alive_bias):
        return g.rng.choice(living)
    return g.rng.choice(dead or pool)


def chance(g: Game, p: float) -> bool:
    return g.rng.random() < p


PENALTY = 0.08  # chance a day that a Fabled's "something bad" befalls a player
PENALTY_DIES = 0.3  # the penalty is a death


def penalty(g: Game, by: str) -> None:
    """A Fabled's "something bad might happen" (`by`: its id), now and then by day:
    a living player dies (`{day: N, died: P, by: ID}`) or loses their ability
    until dusk (`{day: N, ID: P, lost: ability}`: poisoned until dusk)."""
    if not chance(g, PENALTY):
        return
    p = g.rng.choice(g.alive_seats())
    if chance(g, PENALTY_DIES) and g.day_kill(p, by):
        g.freedom(f"{by}_kill")
    else:
        g.event(**{by: g.name(p)}, lost="ability")
        g.add_effect(Effect(POISONED, p, None, by, until=order_of("day", g.day)))
