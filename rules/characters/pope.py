"""Pope (Loric): "There are duplicate good characters in play. They might also
be bluffs."

How to run (official wiki): during setup the Storyteller swaps any Townsfolk
tokens for duplicates of an in-play Townsfolk or Outsider token, as often as
they like, and at the Demon info step may give the Demon some of these
duplicates as bluffs. "Duplicate Outsider characters may cause an unusual
number of Outsiders. Duplicate Townsfolk characters may not." So, with the
Pope in play (listed under `fabled`, or on the script without that key):
- two or more players may hold one good character shown as itself
  (`World.duplicates`); each holder has the ability and makes its own choices
  (`World.duplicable`); Minions and Demons stay one of each (only Townsfolk
  tokens are swapped, for good ones), and so does a character that believes
  it is another (the Drunk: its token is never shown);
- the Outsiders in play, each counted once however many hold it, are as many
  as the setup says (with its modifiers: a Baron's +2); the Townsfolk fill
  the other good seats (`World.count_distinct`), so a Townsfolk swapped for an
  Outsider's duplicate makes one more Outsider player and one fewer Townsfolk;
- a Drunk may be shown a token a real player holds (a duplicate);
- Village Idiots beyond their bracket's +0 to +2 may be in play, and
  none of them need be the drunk one (villageidiot.py);
- "They might also be bluffs": the Demon's bluffs bind nobody here (an evil
  player may claim any character, in play or not), so nothing is added.
Left open: whether any duplicate is in play at all ("There are duplicate
good characters"): a game where the Storyteller swapped none is kept unless
the case sets `pope_duplicates_made`.
Per holder: every ability that chooses through `World.holder_choice` (the
Monk, Sailor, Exorcist, Innkeeper, Professor, Nightwatchman, Courtier,
Huntsman, Preacher, Lycanthrope...), the Chambermaid, Acrobat, Gambler,
Snake Charmer (of two choosing the Demon, the one woken first swaps), Ogre,
Moonchild, Engineer and Barber (a swap for each holder who died); a hidden
Philosopher's choice; and the setup choices of each starting holder: the
Fortune Teller's red herring, the Grandmother's grandchild, the
Puzzlemaster's drunk player (a holder who gains the ability later shares the
game's one).
Not yet per holder (a narrowing: two holders share one choice): the
Sweetheart's drunk player when two die at once. Not encoded: a second Snake
Charmer choosing the first one, the Demon since a swap that night.
"""

from engine.rule import Rule
from engine.terms import TRUE, any_of, at_least


class Pope(Rule):
    id = "pope"
    ability = "There are duplicate good characters in play. They might also be bluffs."
    allows_duplicates = True
    constrains = ("good characters may have several holders (each chooses for itself); the "
                  "Outsider characters in play, each counted once, match the setup count; "
                  "bluffs are not read")

    def setup(self, w):
        if self.id not in w.case.fabled:
            return
        w.free_counts(TRUE, "townsfolk")
        w.count_distinct(TRUE, "outsider")
        if w.rule_flags.get("pope_duplicates_made"):
            st = w.start_state
            w.add(any_of([at_least([w.is_(s, c, st) for s in range(w.n)], 2)
                          for c in w.script if w.team(c) in ("townsfolk", "outsider")]))


RULE = Pope()
