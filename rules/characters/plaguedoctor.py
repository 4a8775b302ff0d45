"""Plague Doctor: "When you die, the Storyteller gains a Minion ability."

An Outsider in the bag like any other (no count change, no information, no
misregistration; it never wakes). Which Minion ability the Storyteller gains
when it dies, and what the Storyteller then does with it (poison, kill,
madness, nothing), is the Storyteller's judgement that no case records: the
solver constrains only that it is an Outsider, and does not model the
gained ability. A world that only the Storyteller's Minion ability explains
(a player poisoned or killed by it after the Plague Doctor's death) is
missed, so the answer says so whenever the Plague Doctor is on the script.
"""

from engine.rule import Rule


class PlagueDoctor(Rule):
    id = "plaguedoctor"
    ability = "When you die, the Storyteller gains a Minion ability."
    constrains = ("only that it is an Outsider; the Minion ability the Storyteller gains at "
                  "its death (the Storyteller's judgement) is not modelled")
    warning = ("the Plague Doctor is on the script: the Minion ability the Storyteller gains "
               "at its death is not modelled, so a world only that ability explains is "
               "missing")


RULE = PlagueDoctor()
