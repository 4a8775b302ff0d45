"""The STATEMENT language: every spec example parses, precedence and errors."""

from __future__ import annotations

import pytest

from caselang.case import Time
from caselang.statements import (
    And,
    Atom,
    Count,
    InfoAtom,
    Not,
    Or,
    StatementError,
    parse_statement,
    resolve_statement,
    validate_statement,
)

PLAYERS = ["Tim", "Anna", "Sula", "Matt", "You"]


def ev(p: str, time: Time | None = None) -> Atom:
    return Atom("evil", (p,), time)


def test_spec_examples() -> None:
    assert parse_statement("evil(Tim) or evil(Anna)") == Or((ev("Tim"), ev("Anna")))
    assert parse_statement("is(Tim, minion) or is(Sula, minion)") == Or(
        (Atom("is", ("Tim", "minion")), Atom("is", ("Sula", "minion")))
    )
    assert parse_statement("not in_play(noble)") == Not(Atom("in_play", ("noble",)))
    assert parse_statement("is(Matt, drunk) and good(Sula)") == And(
        (Atom("is", ("Matt", "drunk")), Atom("good", ("Sula",)))
    )
    assert parse_statement("count(evil) == 3") == Count("evil", "==", 3)
    assert parse_statement("evil(Tim, night 2)") == ev("Tim", Time("night", 2))
    assert parse_statement("info(chef, 1)") == InfoAtom("chef", 1)


@pytest.mark.parametrize("name", ["good", "evil", "dead", "drunk", "poisoned"])
def test_player_atoms(name: str) -> None:
    assert parse_statement(f"{name}(Tim)") == Atom(name, ("Tim",))
    assert parse_statement(f"{name}(Tim, day 3)") == Atom(name, ("Tim",), Time("day", 3))


def test_time_spellings() -> None:
    assert parse_statement("is(Tim, imp, NIGHT 4)") == Atom("is", ("Tim", "imp"), Time("night", 4))
    assert parse_statement("in_play(imp, day2)") == Atom("in_play", ("imp",), Time("day", 2))
    assert parse_statement("count(minion, night 1) >= 1") == Count(
        "minion", ">=", 1, Time("night", 1)
    )


@pytest.mark.parametrize("op", ["==", "!=", "<", "<=", ">", ">="])
def test_count_ops(op: str) -> None:
    assert parse_statement(f"count(demon){op}1") == Count("demon", op, 1)


def test_single_equals_means_equality() -> None:
    assert parse_statement("count(evil) = 2") == Count("evil", "==", 2)


def test_precedence_not_and_or() -> None:
    a, b, c = ev("A"), ev("B"), ev("C")
    assert parse_statement("evil(A) or evil(B) and evil(C)") == Or((a, And((b, c))))
    assert parse_statement("evil(A) and evil(B) or evil(C)") == Or((And((a, b)), c))
    assert parse_statement("not evil(A) and evil(B)") == And((Not(a), b))
    assert parse_statement("not (evil(A) and evil(B))") == Not(And((a, b)))
    assert parse_statement("(evil(A) or evil(B)) and evil(C)") == And((Or((a, b)), c))
    assert parse_statement("not not evil(A)") == Not(Not(a))
    assert parse_statement("evil(A) or evil(B) or evil(C)") == Or((a, b, c))


def test_keywords_and_atoms_ignore_case() -> None:
    assert parse_statement("NOT Evil(A) AND In_Play(imp)") == And(
        (Not(ev("A")), Atom("in_play", ("imp",)))
    )


def test_info_payloads_are_yaml() -> None:
    assert parse_statement("info(washerwoman, [A, B, empath])") == InfoAtom(
        "washerwoman", ["A", "B", "empath"]
    )
    assert parse_statement("info(fortuneteller, [A, B, yes])") == InfoAtom(
        "fortuneteller", ["A", "B", True]
    )
    assert parse_statement("info(juggler, {A: imp, B: spy})") == InfoAtom(
        "juggler", {"A": "imp", "B": "spy"}
    )
    assert parse_statement("info(undertaker, imp) and evil(A)") == And(
        (InfoAtom("undertaker", "imp"), ev("A"))
    )


def test_names_with_apostrophes_spaces_and_quotes() -> None:
    assert parse_statement("is(Tim, Lil' Monsta)") == Atom("is", ("Tim", "Lil' Monsta"))
    assert parse_statement("evil(Mary Ann)") == ev("Mary Ann")
    assert parse_statement('evil("Smith, J")') == ev("Smith, J")
    assert parse_statement("info(juggler, {'B)': imp})") == InfoAtom("juggler", {"B)": "imp"})


def test_str_round_trips() -> None:
    for text in [
        "evil(Tim) or evil(Anna) and not good(Sula)",
        "not (evil(A) or evil(B)) and count(evil, night 2) >= 2",
        "(evil(A) or evil(B)) and info(chef, 1)",
        "is(Tim, imp, day 3)",
    ]:
        node = parse_statement(text)
        assert parse_statement(str(node)) == node


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "expected a statement"),
        ("   ", "expected a statement"),
        ("evil(Tim", "expected ')'"),
        ("(evil(Tim)", "expected ')'"),
        ("evil(Tim))", "expected 'and', 'or' or the end"),
        ("evil(Tim) evil(Anna)", "expected 'and', 'or' or the end"),
        ("evil(Tim) and", "expected an atom"),
        ("or evil(Tim)", "expected an atom"),
        ("Tim", "expected an atom such as evil(P)"),
        ("evill(Tim)", "did you mean evil"),
        ("evil()", "no empty arguments"),
        ("evil(Tim, Anna)", "expected evil(P)"),
        ("is(Tim)", "expected is(P, CHARACTER_OR_TEAM)"),
        ("is(Tim, imp, imp, imp)", "expected is(P, CHARACTER_OR_TEAM)"),
        ("evil(Tim, night two)", "expected a time"),
        ("evil(Tim, night 0)", "from 1 to 20"),
        ("evil(Tim, day 21)", "from 1 to 20"),
        ("count(evil)", "expected a comparison"),
        ("count(evil) ==", "expected a whole number"),
        ("count(evil) == x", "expected a whole number"),
        ("evil(Tim) == 3", "expected 'and', 'or' or the end"),
        ("info(chef)", "expected info(CHARACTER, PAYLOAD)"),
        ("info(chef, [1, 2)", "expected ']'"),
        ("evil(Tim) & evil(Anna)", "unexpected '&'"),
        ("!evil(Tim)", "expected 'not' or '!='"),
    ],
)
def test_syntax_errors(text: str, expected: str) -> None:
    with pytest.raises(StatementError, match=None) as e:
        parse_statement(text)
    assert expected in str(e.value)
    assert isinstance(e.value, ValueError)


def test_bounds() -> None:
    with pytest.raises(StatementError, match="at most 2000 characters"):
        parse_statement("evil(Tim) or " * 200 + "evil(Tim)")
    with pytest.raises(StatementError, match="nested parentheses"):
        parse_statement("(" * 150 + "evil(Tim)" + ")" * 150)
    # Long but flat statements and many nots do not recurse.
    parse_statement(" and ".join(["evil(Tim)"] * 130))
    parse_statement("not " * 400 + "evil(Tim)")
    with pytest.raises(StatementError):
        parse_statement(123)  # type: ignore[arg-type]


def test_validate_accepts_names_teams_and_alignments() -> None:
    text = (
        "is(Tim, Fortune Teller) or is(Anna, minions) or in_play(scarlet_woman) "
        "or count(Evil) > 1 or info(Fortune Teller, [Tim, Anna, yes])"
    )
    validate_statement(parse_statement(text), PLAYERS, None)
    resolved = resolve_statement(parse_statement(text), PLAYERS)
    assert isinstance(resolved, Or)
    assert resolved.items == (
        Atom("is", ("Tim", "fortuneteller")),
        Atom("is", ("Anna", "minion")),
        Atom("in_play", ("scarletwoman",)),
        Count("evil", ">", 1),
        InfoAtom("fortuneteller", ["Tim", "Anna", True]),
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("evil(tim)", "unknown player 'tim' (did you mean Tim?)"),
        ("dead(Ana)", "did you mean Anna"),
        ("is(Tim, fortune teler)", "did you mean fortuneteller"),
        ("in_play(scarlet women)", "did you mean scarletwoman"),
        ("info(chief, 1)", "did you mean chef"),
        ("count(minon) == 1", "did you mean minion"),
        ("count(imp) == 1", "expected a team or alignment"),
        ("is(Tim, evil)", "write evil(P)"),
    ],
)
def test_validate_errors(text: str, expected: str) -> None:
    with pytest.raises(StatementError) as e:
        validate_statement(parse_statement(text), PLAYERS, None)
    assert expected in str(e.value)


def test_validate_uses_the_given_resolver() -> None:
    def only_imp(name: str) -> str:
        if name != "imp":
            raise ValueError(f"not allowed here: {name}")
        return name

    validate_statement(parse_statement("is(Tim, imp)"), PLAYERS, only_imp)
    with pytest.raises(StatementError, match="not allowed here: spy"):
        validate_statement(parse_statement("is(Tim, spy)"), PLAYERS, only_imp)
