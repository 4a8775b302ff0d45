"""Apprentice (Traveller): "On your 1st night, you gain a Townsfolk ability (if
good), or a Minion ability (if evil)."

On the Apprentice's first night in the game (night 1, or the first night after
they joined) the Storyteller gives a living Apprentice the ability of one
Townsfolk on the script if they are good then, of one Minion on the script if
evil ("Only abilities listed on the character sheet may be gained"), in play
or not (a not-in-play one is only advised). They keep it until they die and
do not become that character ("other characters' abilities that detect
characters would detect the Apprentice as the Apprentice"). Whether a drunk or
poisoned Apprentice really gains it the text does not say: both are allowed
(they are woken for it either way, and it works only if really gained and
they are sober and healthy); one that gains nothing worked abnormally, for a
Mathematician.
Reports: `{night: N, apprentice: character_id}` (the ability shown), then that
ability's own reports, e.g. `{night: 1, empath: 0}`; a first-night ability
gained on a later night is used that night. A gained ability that chooses acts
as the real one does, with the Apprentice's own choice (free when unreported):
Monk, Innkeeper, Exorcist, Sailor, Poisoner, Widow, Summoner, Cerenovus,
Pit-Hag, Courtier, Professor, Witch, Devil's Advocate, Assassin, Godfather
(`World.holder_choice`, `World.holder_pick`); a gained Evil Twin is paired
with a good twin of its own; a gained Scarlet Woman catches the dying Demon,
a gained Spy misregisters, a gained Mastermind extends the game, a gained
Cult Leader follows a neighbour's alignment and a gained Atheist lets the
Storyteller break the rules while it works (their rules read whoever holds
the ability working). Not constrained (not
encoded): what a gained ability does to others where its own rule acts only
for players who are that character (abilities not listed above), as for any
gained ability.
"""

from caselang.payloads import Character
from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, exactly_one, implies, negate


class Apprentice(Rule):
    id = "apprentice"
    ability = ("On your 1st night, you gain a Townsfolk ability (if good), "
               "or a Minion ability (if evil).")
    payload = Character()
    payload_doc = "character_id: the Townsfolk or Minion ability the Apprentice was given"
    is_choice = True  # what they were shown binds them, working or not
    wakes_on = "each"
    grants_abilities = True

    def act(self, w, step):
        n = step.time.n
        options = [c for c in w.case.script if w.team(c) in ("townsfolk", "minion")]
        for s in range(w.n):
            if w.is_(s, self.id) is FALSE or first_night(w, s) != n:
                continue
            alive, evil = w.state.alive[s], w.state.evil[s]
            gained = {c: w.fresh(f"apprentice_{s}_{c}") for c in options}
            for c, g in gained.items():
                w.add(implies(g, all_of([alive, evil if w.team(c) == "minion" else negate(evil)])))
            if gained:
                w.add(implies(alive, exactly_one(list(gained.values()))))
            still = w.fresh(f"apprentice_real_{s}")  # a droisoned one's gain is real anyway
            real = any_of([w.functioning(s, self.id), still])
            w.failed_if_droisoned(s, self.id, all_of([alive, negate(still)]))
            w.mark("apprentice_gains", [*w.state.marks.get("apprentice_gains", []),
                                        (s, gained, real)])

    def wakes(self, w, seat, step):
        return w.state.alive[seat] if first_night(w, seat) == step.time.n else FALSE

    def choice(self, w, seat, payload, step):
        for s, gained, _ in w.state.marks.get("apprentice_gains", []):
            if s == seat:
                return gained.get(payload, FALSE)
        return FALSE

    def grants(self, w, seat, char, state):
        return any_of([all_of([gained[char], real, w.is_(s, self.id, state)])
                       for s, gained, real in state.marks.get("apprentice_gains", [])
                       if s == seat and char in gained])

    def believes_granted(self, w, seat, char, state):
        return any_of([all_of([gained[char], w.is_(s, self.id, state)])
                       for s, gained, _ in state.marks.get("apprentice_gains", [])
                       if s == seat and char in gained])


def first_night(w, seat) -> int:
    """The seat's first night in the game."""
    joined = w.case.players[seat].joined
    if joined is None:
        return 1
    return joined.n if joined.kind == "night" else joined.n + 1


RULE = Apprentice()
