"""Buddhist (Fabled): "For the first 2 minutes of each day, veteran players may
not talk."

A table rule about who may speak when: no ability acts, no setup count or
character changes, and who talked when is nothing a case records, so it
removes and adds no world.
"""

from engine.rule import Rule


class Buddhist(Rule):
    id = "buddhist"
    ability = "For the first 2 minutes of each day, veteran players may not talk."
    constrains = "nothing: a table rule about talking"


RULE = Buddhist()
