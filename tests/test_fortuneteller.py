"""Fortune Teller: "Each night, choose 2 players: you learn if either is a Demon.
There is a good player that registers as a Demon to you."

`you: A` is the Fortune Teller; everyone else claims a Townsfolk (or the
Recluse) and the evil team is hidden.
"""

from __future__ import annotations

from helpers import possible, worlds

TOWN = ("chef", "empath", "investigator", "washerwoman", "librarian")


def case(infos: str, n: int = 5, events: str = "[]", hidden: str = "[imp, scarletwoman]",
         counts: str = "", claims: tuple[str, ...] = TOWN) -> str:
    rows = "\n".join(f"      - {{name: {name}, claim: {c}}}"
                     for name, c in zip("BCDEF"[:n - 1], claims))
    return f"""
    script: [fortuneteller, chef, empath, investigator, washerwoman, librarian,
             recluse, saint, imp, scarletwoman, poisoner]
    you: A
    hidden: {hidden}
    {counts}
    players:
      - {{name: A, claim: fortuneteller, info: {infos}}}
{rows}
    events: {events}
    """


def test_no_means_neither_is_the_demon() -> None:
    """"If neither is the Demon, they learn this instead": a no on B and C puts
    the Imp in D or E (the Scarlet Woman anywhere)."""
    got = worlds(case("[{night: 1, fortuneteller: [B, C, no]}]"))
    assert {w.index("imp") for w in got} == {3, 4}
    assert {w.index("scarletwoman") for w in got} == {1, 2, 3, 4}
    assert len(got) == 6


def test_red_herring_may_say_yes() -> None:
    """"one player, called the Red Herring, will register as a Demon to the
    Fortune Teller if chosen": a yes on B and C with the Imp in D."""
    text = case("[{night: 1, fortuneteller: [B, C, yes]}]")
    assert possible(text, ["is(D, imp)"])
    assert len(worlds(text)) == 12


def test_red_herring_is_good() -> None:
    """"This player may be any good player": a yes on a Scarlet Woman and a
    Poisoner is impossible, on a Scarlet Woman and a good player it is not."""
    text = case("[{night: 1, fortuneteller: [B, C, yes]}]", n=6,
                hidden="[imp, scarletwoman, poisoner]",
                counts="counts: {townsfolk: 3, outsider: 0, minion: 2, demon: 1}")
    sober = "not poisoned(A, night 1)"
    assert possible(text, [sober, "is(B, scarletwoman)", "good(C)"])
    assert not possible(text, [sober, "is(B, scarletwoman)", "is(C, poisoner)"])


def test_red_herring_may_be_the_fortune_teller() -> None:
    """"even the Fortune Teller themself": a yes on A and the Scarlet Woman B,
    with the Imp elsewhere, is the Fortune Teller as Red Herring."""
    text = case("[{night: 1, fortuneteller: [A, B, yes]}]")
    assert possible(text, ["is(B, scarletwoman)", "is(D, imp)"])


def test_red_herring_is_fixed_for_the_game() -> None:
    """"The Red Herring is the same player throughout the entire game": with the
    Imp F in neither pair, yes on B, C (night 1) and yes on D, E (night 2) would
    need two herrings; yes on C, D can use the same one."""
    events = "[{night: 2, died: B}]"
    counts = "counts: {townsfolk: 4, outsider: 0, minion: 1, demon: 1}"
    apart = "[{night: 1, fortuneteller: [B, C, yes]}, {night: 2, fortuneteller: [D, E, yes]}]"
    shared = "[{night: 1, fortuneteller: [B, C, yes]}, {night: 2, fortuneteller: [C, D, yes]}]"
    assert not possible(case(apart, n=6, events=events, counts=counts), ["is(F, imp)"])
    assert possible(case(shared, n=6, events=events, counts=counts), ["is(F, imp)"])


def test_dead_demon_still_registers() -> None:
    """"If they choose a dead Demon, then the Fortune Teller still receives a
    nod": the Imp B executed on day 1 (the Scarlet Woman took over) still
    gives yes on night 2; the night-1 no rules out A and C as herring."""
    events = "[{day: 1, executed: B}]"
    yes = "[{night: 1, fortuneteller: [A, C, no]}, {night: 2, fortuneteller: [B, A, yes]}]"
    no = "[{night: 1, fortuneteller: [A, C, no]}, {night: 2, fortuneteller: [B, A, no]}]"
    assert possible(case(yes, events=events), ["is(B, imp)"])
    assert not possible(case(no, events=events), ["is(B, imp)"])


def test_recluse_may_register_as_the_demon() -> None:
    """The Recluse may register as a Demon: in the fixed-herring case, the
    Recluse D in the second pair gives the yes; a Saint D could not."""
    events = "[{night: 2, died: B}]"
    counts = "counts: {townsfolk: 3, outsider: 1, minion: 1, demon: 1}"
    apart = "[{night: 1, fortuneteller: [B, C, yes]}, {night: 2, fortuneteller: [D, E, yes]}]"
    recluse = ("chef", "empath", "recluse", "washerwoman", "librarian")
    saint = ("chef", "empath", "saint", "washerwoman", "librarian")
    assert possible(case(apart, n=6, events=events, counts=counts, claims=recluse),
                    ["is(F, imp)"])
    assert not possible(case(apart, n=6, events=events, counts=counts, claims=saint),
                        ["is(F, imp)"])


def test_a_spy_may_be_the_red_herring() -> None:
    """The red herring is "a good player that registers as a Demon to you", and the
    Spy: "If any character has an ability that would detect or affect a good
    player, then the Spy might register as good to that character." Yes on B, C
    (night 2, after the Imp killed D): neither C nor D is the Imp or the herring,
    so with the Imp at E the herring is B, who may be the Spy; a Scarlet Woman may
    not ("This player may be any good player")."""
    nights = "[{night: 1, fortuneteller: [B, C, yes]}, {night: 2, fortuneteller: [C, D, no]}]"
    died = "[{night: 2, died: D}]"
    spy = case(nights, events=died, hidden="[imp, spy]").replace("poisoner]", "poisoner, spy]")
    assert possible(spy, ["is(B, spy)", "is(E, imp)"])
    assert not possible(case(nights, events=died), ["is(B, scarletwoman)", "is(E, imp)"])


def test_a_traveller_who_joins_later_is_not_the_red_herring() -> None:
    """"While preparing the first night, put the Fortune Teller's RED HERRING
    reminder token by any good character token": a Traveller who joins on day 2
    has no token then. No on A, B and no on C, D leave no good player from the bag
    to be the herring (the Imp is at E); a good Traveller there from the start may
    be it, one who joins on day 2 may not."""
    nights = "[{night: 1, fortuneteller: [A, B, no]}, {night: 2, fortuneteller: [C, D, no]}]"
    text = case(nights, events="[{night: 2, died: B}]")
    assert not possible(text)

    def zed(joined: str) -> str:
        return text.replace("    events:", f"      - {{name: Zed, traveller: thief{joined}}}\n"
                            "    events:")
    assert possible(zed(""), ["is(E, imp)"])
    assert not possible(zed(", joined: {day: 2}"))
