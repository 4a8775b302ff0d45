"""Legion: "Each night*, a player might die. Executions fail if only evil voted.
You register as a Minion too. [Most players are Legion]"

Setup: with the Legion in play, more than half of the players from the bag
hold a Legion token, each of them the Demon; no other Demon is in play, and
how the rest splits into Townsfolk, Outsiders and Minions is the
Storyteller's (their total stays the bag's). The game goes on while any
Legion lives.

Each night but the first, one player might die (or nobody): the Demon's
kill, while some Legion is alive, sober and healthy (a Monk's protection or
the Soldier stops it). The Legion does not wake for it.

"Executions fail if only evil voted": while some Legion lives with a working
ability, an executed player whose voters were all evil does not die
(`executed: P, died: false`), and one who died had a good voter. The voters
are the execution's `voters`, else those of the day's last recorded
nomination of P listing them; with none recorded, either may be so.

"You register as a Minion too": each Legion may register as a Minion besides
a Demon (a misregistration the Storyteller may use while it is sober and
healthy).

Official jinxes: Minstrel, "Legion executed today keeps its ability, but the
Minstrel may learn it is Legion", and Preacher, "Legion chosen by the
Preacher keeps its ability, but the Preacher may learn it is Legion". Here
"a Minion" is the character's team for both (their modules), so a Legion
never sets off the Minstrel nor loses its ability to the Preacher: Legion
keeps its ability, as the jinxes say, and what the Minstrel or Preacher
learns is no case fact. No world changes. Engineer, Hatter, Summoner: a
Legion they create makes every evil player Legion (their modules).

Who "voted evil" is how the voters register to the Legion's ability, each a
Storyteller's choice where a voter may misregister (a Recluse as evil, a Spy
as good). Official jinxes: "The Politician might register as evil to Legion",
"The Zealot might register as evil to Legion": a voter who is the Politician
or the Zealot may register as evil to it, so an execution whose only good
voters were they may fail or not. The texts tie this to no working ability:
a drunk or poisoned Politician or Zealot may too. (The Magician's jinx, that
it "might register as evil", is the Magician's: magician.py.)
"""

from engine.rule import Rule
from engine.terms import FALSE, all_of, any_of, at_least, negate
from facts.catalog import team
from rules.demonkill import before_attack, choose_target, note_failure


class Legion(Rule):
    id = "legion"
    ability = ("Each night*, a player might die. Executions fail if only evil voted. "
               "You register as a Minion too. [Most players are Legion]")
    wakes_on = "other"
    kills_at_night = True
    registers_as_teams = ("minion",)
    jinxes = ("minstrel", "preacher", "politician", "zealot")
    max_copies = 20
    constrains = ("most bag players are Legion; one death at most a night; an execution "
                  "whose recorded voters were all evil does not kill while a Legion works")

    def setup(self, w):
        legion = [w.start[s][self.id] for s in range(w.n)]
        in_play = any_of(legion)
        w.free_counts(in_play, "townsfolk", "outsider", "minion", "demon")
        bag = len(w.bag_seats)
        w.add(any_of([negate(in_play), at_least(legion, bag // 2 + 1)]))
        for c in w.script:
            if c != self.id and team(c) == "demon":
                for s in range(w.n):
                    if c in w.start[s]:
                        w.add(negate(all_of([in_play, w.start[s][c]])))

    def wakes(self, w, seat, step):
        return FALSE

    def working(self, w):
        return any_of([all_of([w.state.alive[s], w.functioning(s, self.id)])
                       for s in range(w.n)])

    def act(self, w, step):
        target = choose_target(w, f"legion_n{step.time.n}", optional=True)
        alive, awake, working, safe = before_attack(w, self.id)
        dies = w.demon_attack(self.working(w), target)
        note_failure(w, self.id, target, dies, (alive, awake, working, safe))

    def cannot_die(self, w, seat, cause):
        if cause != "execution" or w.step.time.kind != "day":
            return FALSE
        return all_of([self.working(w), self.only_evil_voted(w, seat)])

    def only_evil_voted(self, w, seat):
        day = w.step.time
        name = w.case.players[seat].name
        voters = None
        for e in w.case.events:
            if e.time != day or "voters" not in e.fields:
                continue
            if e.kind == "nominated" and e.subject == name or e.executes(name):
                voters = e.fields["voters"]
        if voters is None:  # not recorded: either
            return w.free_choice(f"legion_only_evil_d{day.n}_{seat}")
        if not voters:
            return FALSE
        check = w.check(self.id)
        return all_of([check.evil(w.seat(v)) for v in voters])

    def registers_falsely(self, w, seat, check):
        """The jinxes: the Politician and the Zealot may register as evil to the
        Legion's ability (only its alignment reading asks)."""
        if check.ability != self.id:
            return FALSE
        return any_of([all_of([w.jinx_applies(seat, c), negate(w.state.evil[seat])])
                       for c in ("politician", "zealot") if w.jinxed(self.id, c)])


RULE = Legion()
