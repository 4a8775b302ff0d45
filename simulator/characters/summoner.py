"""Summoner: "You get 3 bluffs. On the 3rd night, choose a player: they become
an evil Demon of your choice. [No Demon]"

Setup: "remove the Demon and add a Townsfolk" (a Demon drawn with its own
setup change, such as Lil' Monsta's or the Fang Gu's, makes the setup
redrawn: that change never happened). "Even though there is no Demon in play
for two days, the game does not end" while the Summoner lives and has not
summoned; "if the Summoner becomes unable to create a Demon (due to dying,
becoming drunk on night 3 etc.) good wins". On night 3 at its step a
living, sober and healthy Summoner chooses any player ("even themselves")
and a Demon on the script: that player becomes that Demon and evil, and
"acts on the same night that it is created". With a Marionette in play
(jinx) the new Demon is one of the Marionette's neighbours. A summoned Lord
of Typhon (jinx: it "must neighbour a Minion, and its other neighbour
becomes an evil Minion") sits next to a Minion, and its other neighbour
becomes evil and a Minion not in play (one already a Minion may stay as it
is). The bluffs and who learns whom leave nothing in a case.

With the Pukka on the script (jinx: "The Summoner may summon a Pukka on night
2 instead of night 3") the Summoner is woken on night 2 too, and sometimes
summons a Pukka then (`summoner_pukka_on_night_2`); otherwise it summons on
night 3 as usual.

With the Courtier or the Preacher on the script (jinx: "If the living
Summoner has no ability, the Storyteller has the Summoner ability") a living
Summoner drunk, poisoned or silenced at its turn does not end the game: the
Storyteller summons in its place, a player and a Demon at random
(`summoner_storyteller_summons`). With the Hatter, Kazali or Pit-Hag on the
script (jinx: "If the Summoner makes a second living Demon, that night's
deaths are the Storyteller's choice"), a summoning that leaves two living
Demons kills 0 to 2 players at once (`summoner_arbitrary_death`).
A dead player summoned as the Zombuul (jinx: "A Zombuul summoned into a
dead player has already died once") lives on registering as dead
(`summoner_dead_zombuul`).
A summoned Legion (jinx: "A summoned Legion makes every evil player
Legion") makes every other evil player but Travellers Legion at once.
With the Poppy Grower alive (jinx: "the Summoner picks which Demon but not
which player") the Storyteller places the Demon: the player is drawn at
random as always, and the Summoner's choice is never reported.

Freedoms left out: a Lil' Monsta is never summoned (it is no player).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simulator import storyteller as st
from simulator.characters import hook
from simulator.characters.marionette import bag_neighbours, marionettes
from simulator.game import Unplayable

if TYPE_CHECKING:
    from simulator.loop import Game

NIGHT = 3
PUKKA_EARLY = 0.5  # with the Pukka jinx, chance the Summoner summons a Pukka on night 2
NOT_SUMMONED = ("lilmonsta",)
STAYS = 0.5  # a Minion beside a summoned Lord of Typhon keeps its character
SELF = 0.05
ARBITRARY_DEATHS = (0, 0, 1, 1, 2)  # with a second living Demon summoned (jinx)


def setup_counts(g: Game, counts: dict[str, int]) -> None:
    counts["demon"] -= 1
    counts["townsfolk"] += 1


def setup_bag(g: Game, bag: list[str]) -> None:
    for c in [c for c in bag if g.team(c) == "demon"]:
        if hook(c, "setup_counts") is not None:
            raise Unplayable(f"the Summoner removes the {c}, whose setup change was made")
        bag.remove(c)


def _early(g: Game) -> bool:
    """Jinx: "The Summoner may summon a Pukka on night 2 instead of night 3"."""
    return g.night == NIGHT - 1 and "pukka" in g.script.of("demon") \
        and g.jinxed("summoner", "pukka")


def night(g: Game, s: int) -> None:
    seat = g.seats[s]
    if seat.marks.get("summoned") or "summoner" not in seat.abilities():
        return
    if _early(g):
        if g.alive(s) and g.works(s, "summoner") and st.chance(g, PUKKA_EARLY):
            g.freedom("summoner_pukka_on_night_2")
            seat.marks["summoned"] = True
            _summon(g, s, ["pukka"])
        return
    if g.night != NIGHT:
        return
    seat.marks["summoned"] = True
    _summon(g, s, [c for c in g.script.of("demon") if c not in NOT_SUMMONED])


def _summon(g: Game, s: int, demons: list[str]) -> None:
    """`s` makes a player one of `demons` now, or good wins if it cannot."""
    if not g.alive(s) or not demons:
        g.end("good wins: the Summoner cannot create a Demon")
        return
    if not g.works(s, "summoner"):
        if not storyteller_holds(g):
            g.end("good wins: the Summoner cannot create a Demon")
            return
        g.freedom("summoner_storyteller_summons")
    pool = list(range(g.n))
    for m in marionettes(g):
        pool = [i for i in pool if i in bag_neighbours(g, m)]
    if not pool:
        g.end("good wins: no seat next to the Marionette for the Demon")
        return
    seats = {d: [i for i in pool if d != "lordoftyphon" or typhon_sides(g, i)] for d in demons}
    options = [d for d in demons if seats[d]]
    if not options:
        g.end("good wins: nowhere to summon the Demon")
        return
    demon = g.rng.choice(options)
    pool = seats[demon]
    t = s if s in pool and g.rng.random() < SELF else g.rng.choice(pool)
    g.note(summoner=g.name(s), chooses=g.name(t), demon=demon)
    g.become(t, demon)
    if not g.seats[t].evil:
        g.set_evil(t, True)
    g.changed_tonight.discard(t)  # it acts tonight
    if demon == "zombuul" and not g.alive(t) and g.jinxed("summoner", "zombuul"):
        # Jinx: "A Zombuul summoned into a dead player has already died once".
        g.seats[t].marks["zombuul"] = "used"
        g.seats[t].lives_on = True
        g.freedom("summoner_dead_zombuul")
        g.note(zombuul_lives=g.name(t))
    if demon == "lordoftyphon":
        minion_side, other = g.rng.choice(typhon_sides(g, t))
        mine = g.team(g.seats[other].char) == "minion" and st.chance(g, STAYS)
        free = [c for c in g.script.of("minion") if c not in {x.char for x in g.seats}]
        if not mine and free:
            g.become(other, g.rng.choice(free))
        if not g.seats[other].evil:
            g.set_evil(other, True)
    if demon == "legion" and g.jinxed("summoner", "legion"):
        # Jinx: "A summoned Legion makes every evil player Legion".
        for i, x in enumerate(g.seats):
            if x.evil and not x.traveller and x.char != "legion":
                g.become(i, "legion")
                g.changed_tonight.discard(i)
    _arbitrary_deaths(g)


def _arbitrary_deaths(g: Game) -> None:
    """Jinxes (Hatter, Kazali, Pit-Hag): "If the Summoner makes a second living
    Demon, that night's deaths are the Storyteller's choice": 0 to 2 players die
    at once, and every Demon still attacks."""
    if not any(g.jinxed("summoner", c) for c in ("hatter", "kazali", "pithag")):
        return
    living = g.alive_seats()
    if sum(g.team(g.seats[i].char) == "demon" for i in living) < 2:
        return
    for k in g.rng.sample(living, min(len(living), g.rng.choice(ARBITRARY_DEATHS))):
        g.note(arbitrary_death=g.name(k))
        g.freedom("summoner_arbitrary_death")
        g.kill(k, "summoner")


def storyteller_holds(g: Game) -> bool:
    """Jinxes (Courtier, Preacher): "If the living Summoner has no ability, the
    Storyteller has the Summoner ability" (any cause of having none)."""
    return any(g.jinxed("summoner", c) for c in ("courtier", "preacher"))


def typhon_sides(g: Game, t: int) -> list[tuple[int, int]]:
    """Jinx: "A summoned Lord of Typhon must neighbour a Minion, and its other
    neighbour becomes an evil Minion": (the Minion side, the other side) pairs."""
    sides = bag_neighbours(g, t)
    if len(sides) != 2:
        return []
    a, b = sides
    free = [c for c in g.script.of("minion") if c not in {x.char for x in g.seats}]
    return [(x, y) for x, y in ((a, b), (b, a)) if g.team(g.seats[x].char) == "minion"
            and (free or g.team(g.seats[y].char) == "minion")]


def no_demon_ok(g: Game, s: int) -> bool:
    seat = g.seats[s]
    return seat.alive and seat.char == "summoner" and not seat.marks.get("summoned")


def wakes(g: Game, s: int) -> bool:
    """Woken the first night (the bluffs) and the nights it may summon."""
    return g.has_ability(s) and (g.night in (1, NIGHT) or _early(g))
