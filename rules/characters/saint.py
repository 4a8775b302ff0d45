"""Saint: "If you die by execution, your team loses."

Only a death by execution, and only while sober and healthy.
"""

from engine.rule import Rule
from engine.terms import all_of


class Saint(Rule):
    id = "saint"
    in_csp_fragment = True
    ability = "If you die by execution, your team loses."

    def on_execution(self, w, seat, died):
        w.game_over(all_of([died, w.functioning(seat, self.id)]))
        w.failed_if_droisoned(seat, self.id, died)


RULE = Saint()
