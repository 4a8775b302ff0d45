"""Boffin: "The Demon (even if drunk or poisoned) has a not-in-play good
character's ability. You both know which."

Five players. V claims the Virgin and is nominated by N, who is executed at
once; the Minion (Boffin or Scarlet Woman) and the Imp are hidden.
"""

from __future__ import annotations

from tests.helpers import possible

SCRIPT = "[chef, empath, investigator, soldier, virgin, boffin, scarletwoman, imp]"


def case(d_claim: str = "soldier") -> str:
    return f"""
script: {SCRIPT}
hidden: [imp, boffin, scarletwoman]
players:
  - {{name: V, claim: virgin}}
  - {{name: N, claim: chef}}
  - {{name: B, claim: empath}}
  - {{name: C, claim: investigator}}
  - {{name: D, claim: {d_claim}}}
events:
  - {{day: 1, virgin: V, nominated_by: N, executed: N}}
"""


def test_demon_has_a_good_ability():
    """"The Demon ... has a not-in-play good character's ability": an Imp V with the
    Boffin's Virgin ability executes its Townsfolk nominator; without a Boffin
    the Imp V could not have."""
    assert possible(case(), ["is(V, virgin)"])
    assert possible(case(), ["is(V, imp)", "in_play(boffin)"])
    assert not possible(case(), ["is(V, imp)", "not in_play(boffin)"])


def test_the_ability_is_not_in_play():
    """The Boffin's character is a not-in-play one: with a real, good Virgin D
    (two Virgin claims), the Imp V cannot have the Virgin's ability."""
    assert possible(case("virgin"), ["is(V, imp)", "in_play(boffin)"])
    assert not possible(case("virgin"), ["is(V, imp)", "is(D, virgin)"])


def test_a_boffin_fool_demon_survives_its_first_death():
    """"The Demon ... has a not-in-play good character's ability", here the Fool's:
    "The first time you die, you don't". The executed Imp stays alive."""
    text = """
script: [chef, empath, investigator, fool, boffin, imp]
hidden: [imp, boffin]
players:
  - {name: A, claim: chef}
  - {name: B, claim: empath}
  - {name: C, claim: investigator}
  - {name: D}
  - {name: E}
events:
  - {day: 1, executed: D, died: false}
"""
    assert possible(text, ["is(D, imp)"])
    assert not possible(text, ["is(D, boffin)"])


def test_a_granted_ability_that_may_droison_the_boffin_is_encoded():
    """A Demon with the Boffin's Sailor ability may choose the Boffin ("either you
    or they are drunk"): whether that drunkenness holds depends on the Boffin's
    own ability working. Read as not stopping its own source, the case solves
    (it once recursed without end)."""
    from tests.helpers import table

    text = table("[sailor, chef, empath, investigator, monk, boffin, imp]",
                 "A:chef B:empath C:investigator D E", "[boffin, imp, sailor]", "3/0/1/1",
                 "[{night: 2, died: A}]", tail="now: {day: 2}")
    assert possible(text, ["is(D, boffin)", "is(E, imp)"])


def innkeeper_case(chosen: str) -> str:
    """Five players with a Boffin: the Innkeeper O chooses `chosen` on night 2,
    and the Balloonist C is shown a Townsfolk on both nights (false if sober)."""
    return f"""
script: [balloonist, chef, farmer, innkeeper, boffin, poisoner, imp]
players:
  - {{name: J, claim: farmer}}
  - {{name: B, claim: chef}}
  - {{name: N, claim: farmer}}
  - {{name: C, claim: balloonist, info: [{{night: 1, balloonist: C}}, {{night: 2, balloonist: B}}]}}
  - {{name: O, claim: innkeeper, info: [{{night: 2, innkeeper: {chosen}}}]}}
now: {{day: 2}}
"""


def test_the_innkeepers_drunk_choice_stays_drunk_beside_a_boffin():
    """Innkeeper: "choose 2 players: they can't die tonight, but 1 is drunk until
    dusk". With the Boffin in play (whose working depends on who is drunk), the
    Balloonist the Innkeeper chose may be the drunk one and be shown a second
    Townsfolk; chosen by nobody, the sober Balloonist cannot be. (Whether the
    Innkeeper's effect lasts asks whether the Boffin granted it, which asks whether
    the Boffin is sober: a sobriety read inside that question must not be kept.)"""
    world = ["is(J, boffin)", "is(N, imp)", "is(C, balloonist)", "is(O, innkeeper)",
             "is(B, chef)"]
    assert possible(innkeeper_case("[B, C]"), world)
    assert not possible(innkeeper_case("[B, N]"), world)


def test_working_term_is_built_once_per_state():
    """Every seat's every ability asks whether the Boffin's works: the term is
    kept per state (`World.per_state`), not rebuilt on each ask (what made
    random games with a Boffin take minutes to encode)."""
    from engine.encode import encode
    from tests.helpers import case_from

    w = encode(case_from(case()))
    demon = next(s for s in range(w.n) if w.may_hold(s, "imp"))
    first = w.rules["boffin"].grants_working(w, demon, "virgin", w.state)
    built = []
    w.per_state("boffin", lambda: built.append(1) or first)
    assert not built


def test_working_term_is_not_rebuilt_for_each_effect_decided():
    """Whether some Boffin's ability works reads every droisoning on the Boffin,
    each effect's activity read with that effect cut (it droisons nobody while
    it is decided). Inside those decisions the term is built once per state,
    not once per effect decided (a Boffin with a Courtier and an Innkeeper took
    minutes a night: each night's dozens of effects rebuilt it per state)."""
    from engine.encode import encode
    from tests.helpers import case_from

    text = """
script: [courtier, innkeeper, sailor, chef, empath, boffin, poisoner, imp]
hidden: [imp, boffin, poisoner]
players:
  - {name: A, claim: courtier}
  - {name: B, claim: innkeeper}
  - {name: C, claim: sailor}
  - {name: D, claim: chef}
  - {name: E, claim: empath}
  - {name: F, claim: empath}
now: {night: 3}
"""
    built: list[tuple[int, frozenset, bool]] = []
    states = []  # kept alive, so that no two share an id
    rule = type(encode(case_from(text)).rules["boffin"])
    working = rule.working
    building: set[tuple[int, frozenset]] = set()

    def counted(self, w, state):
        key = (id(state), frozenset(w._computing))
        if key in building:  # asked again while it is being built: a cycle, cut below
            return working(self, w, state)
        states.append(state)
        built.append((*key, bool(w._deciding)))
        building.add(key)
        try:
            return working(self, w, state)
        finally:
            building.discard(key)

    rule.working = counted
    try:
        encode(case_from(text))
    finally:
        rule.working = working
    assert any(inside for _, _, inside in built)
    assert len(built) == len(set(built))
