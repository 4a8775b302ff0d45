"""Angel (Fabled): "Something bad might happen to whoever is most responsible
for the death of a new player."

Who is most responsible and what befalls them is the Storyteller's judgement,
told to the table, so the case records it, in the forms the Hell's Librarian
uses (the same kinds of penalty):
- `{day: N, died: P, by: angel}`: P died by day as the penalty. With the Angel
  in play a day death recorded without `by` may be this too.
- `{day: N, angel: P, lost: ability}`: P is poisoned from then until dusk.
- `{day: N, angel: P, lost: vote}`: P may not vote (votes are not checked).
Which players are new (the Angel protects them) is not read: the penalty
may befall anyone. Not read: a penalty by night, or one the case does not
record; the report warns of it.
"""

from rules.characters.hellslibrarian import HellsLibrarian


class Angel(HellsLibrarian):
    id = "angel"
    ability = ("Something bad might happen to whoever is most responsible for the death of "
               "a new player.")
    constrains = ("a day death by: angel (or without by) or a lost ability until dusk, as the "
                  "case records; nothing else")
    warning = ("the Angel is in play: record its penalty as {day: N, died: P, by: angel} or "
               "{day: N, angel: P, lost: ability}; a penalty at night is not read")


RULE = Angel()
