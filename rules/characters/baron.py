"""Baron: "There are extra Outsiders in play. [+2 Outsiders]"

Two Townsfolk are replaced by two Outsiders at setup; it does not revert.
"""

from engine.rule import Rule


class Baron(Rule):
    id = "baron"
    ability = "There are extra Outsiders in play. [+2 Outsiders]"
    count_delta = {"outsider": +2, "townsfolk": -2}
    in_csp_fragment = True


RULE = Baron()
