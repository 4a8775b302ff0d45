"""General: "Each night, you learn which alignment the Storyteller believes is
winning: good, evil, or neither."

Rulings (almanac): "The Storyteller is the judge on which team is winning"
(alive counts, the good team's information, the bluffs, the Demon player's
experience "and more"), "at the point that the General wakes". Nothing in the
grimoire decides the answer, so the report `{night: N, general: good}` (or
`evil`, `neither`) constrains no world. What is mechanical: the General wakes
each night, the first included, while alive (a report on a night it was dead
is no General's), and a Townsfolk in play follows the standard setup.
"""

from caselang.payloads import Word
from engine.rule import Rule


class General(Rule):
    id = "general"
    ability = ("Each night, you learn which alignment the Storyteller believes is "
               "winning: good, evil, or neither.")
    payload = Word(("good", "evil", "neither"))
    payload_doc = "good/evil/neither: the Storyteller's opinion of who is winning"
    constrains = ("woken each night while alive; the answer is the Storyteller's judgement "
                  "and constrains no world")
    wakes_on = "each"


RULE = General()
