"""Property-based fuzzing of the case reader and the `botc solve` command.

Each example starts from a shipped Trouble Brewing case (cases/tb/*.yaml) and
breaks it: values of the wrong type, deleted or renamed keys, unknown names,
nights and days out of range, duplicated players, huge numbers, deep nesting,
random unicode, non-UTF-8 bytes, truncated or empty files. Whatever comes out,
`botc solve --json` must either answer (exit 0, valid JSON) or report one
CaseError line `error: FILE: KEY: ...` on standard error with exit status 2,
never a traceback and never another exception type.

Runs are repeatable (`derandomize=True`, no example database, no shrinking) and
small (150 examples in all, a few seconds); BOTC_FUZZ_SCALE=10 runs ten times as
many, BOTC_FUZZ_SHRINK=1 shrinks a failing example.
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import yaml
from click.testing import CliRunner, Result
from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from answers.worlds import solve
from botc.cli import main
from caselang.errors import CaseError
from caselang.parse import load_case

ROOT = Path(__file__).resolve().parents[1]
CASE_FILES = sorted((ROOT / "cases" / "tb").glob("*.yaml"))
BASES = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in CASE_FILES]
RAW = [p.read_bytes() for p in CASE_FILES]
MAX_WORLDS = 5
SCALE = max(1, int(os.environ.get("BOTC_FUZZ_SCALE", "1")))


def fuzz_settings(examples: int) -> settings:
    """Repeatable and bounded: a fixed seed, no example database, and no shrinking
    unless BOTC_FUZZ_SHRINK is set (shrinking a case can take minutes; the report
    prints the case file and every draw, which is enough to reproduce)."""
    phases = [Phase.explicit, Phase.reuse, Phase.generate]
    if os.environ.get("BOTC_FUZZ_SHRINK"):
        phases.append(Phase.shrink)
    return settings(
        max_examples=examples * SCALE,
        deadline=None,
        derandomize=True,
        database=None,
        print_blob=False,
        phases=phases,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


# ---------------------------------------------------------------- the oracle


def one_line_error(r: Result, path: Path, prefix: str) -> None:
    """Exit status 2, nothing on stdout, one line on stderr starting with `prefix`."""
    assert r.exit_code == 2, (r.exit_code, r.stdout[-500:], r.stderr[-500:])
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr[-2000:]
    assert lines[0].startswith(prefix), lines[0]


def no_crash(r: Result) -> None:
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        raise AssertionError(f"unexpected {type(r.exception).__name__}") from r.exception
    assert "Traceback" not in r.stdout + r.stderr


def run_cli(path: Path) -> None:
    """`botc solve PATH --json --max-worlds 5`: an answer, or exactly one CaseError
    line naming the file, with exit status 2; nothing else is acceptable."""
    r = CliRunner().invoke(main, ["solve", str(path), "--json", "--max-worlds", str(MAX_WORLDS)])
    no_crash(r)
    event(f"solve exit {r.exit_code}")
    if r.exit_code != 0:
        one_line_error(r, path, f"error: {path}: ")
        return
    assert r.stderr == ""
    out = json.loads(r.stdout)
    assert isinstance(out["consistent"], bool) and isinstance(out["complete"], bool)
    assert len(out["worlds"]) <= MAX_WORLDS
    assert out["consistent"] == bool(out["worlds"])


def case_error(e: CaseError, path: Path) -> None:
    text = str(e)
    assert text.isprintable(), text  # one line, nothing that cannot be printed
    assert text.startswith(f"{path}: "), text
    assert e.path == str(path) and e.key and e.message


def run_api(path: Path) -> None:
    """The same contract through the library: load_case then solve(max_worlds=5)
    raise nothing but a one-line CaseError naming the file; a loaded case holds
    only text that can be printed; `botc why` on it answers or gives one line."""
    try:
        case = load_case(str(path))
    except CaseError as e:
        case_error(e, path)
        return
    for text in (case.title or "", *case.names):
        text.encode("utf-8")  # a report prints them
    try:
        result = solve(case, MAX_WORLDS)
    except CaseError as e:  # e.g. a character that is not supported yet
        case_error(e, path)
        return
    assert len(result.worlds) <= MAX_WORLDS
    assert result.consistent == bool(result.worlds)
    r = CliRunner().invoke(main, ["why", str(path), f"is({case.names[0]}, imp)"])
    no_crash(r)
    if r.exit_code != 0:
        one_line_error(r, path, "error: ")
    else:
        assert r.stdout.startswith(("possible:", "impossible:")), r.stdout


def check_file(path: Path, check=run_cli) -> None:
    """Run one oracle; on failure, show the case file as written."""
    try:
        check(path)
    except AssertionError as e:
        raw = path.read_bytes()
        raise AssertionError(f"{e}\ncase file ({len(raw)} bytes): {raw[:3000]!r}") from e


# ---------------------------------------------------------------- mutations

JUNK_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.sampled_from([0, -1, 21, 10**9, 10**100, -(10**100)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(
        [
            "",
            " ",
            "yes",
            "no",
            "none",
            "null",
            "~",
            "imp",
            "IMP",
            "Fortune Teller",
            "scarlet_woman",
            "Lil' Monsta",
            "You",
            "you",
            "nobody",
            "tb",
            "bmr",
            "día",
            "\u202e",
            "\U0001fa78",
            "a\nb",
            "\t",
            "is(You, imp",
            "evil(",
            "count(evil) == 99",
        ]
    ),
)
JUNK = st.recursive(
    JUNK_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=8) | st.integers(-3, 3), inner, max_size=4)
    ),
    max_leaves=10,
)
ODD_PHASES = st.sampled_from([0, -1, 10**9, 21, 20, 1.5, "1", "night 1", None, True, [1]])


def all_paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """Every location in a nested document, as a tuple of keys and indices."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += all_paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += all_paths(v, (*prefix, i))
    return out


def get(doc: Any, path: tuple) -> Any:
    for k in path:
        doc = doc[k]
    return doc


def put(doc: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    get(doc, path[:-1])[path[-1]] = value
    return doc


def pick(data: st.DataObject, doc: Any, keep: Any = None) -> tuple | None:
    paths = [p for p in all_paths(doc) if p and (keep is None or keep(p, get(doc, p)))]
    return data.draw(st.sampled_from(paths)) if paths else None


def misspell(data: st.DataObject, text: str) -> str:
    """A near miss (typo) or a stranger (random unicode) for a name."""
    if not text or data.draw(st.booleans()):
        return data.draw(st.text(min_size=1, max_size=15))
    i = data.draw(st.integers(0, len(text) - 1))
    how = data.draw(st.sampled_from(["drop", "swap", "insert", "case"]))
    if how == "drop":
        return text[:i] + text[i + 1 :]
    if how == "swap":
        return text[:i] + data.draw(st.characters()) + text[i + 1 :]
    if how == "insert":
        return text[:i] + data.draw(st.characters()) + text[i:]
    return text.swapcase() if text.swapcase() != text else text + "x"


def m_wrong_type(data: st.DataObject, doc: Any) -> Any:
    path = pick(data, doc)
    return doc if path is None else put(doc, path, data.draw(JUNK))


def m_delete(data: st.DataObject, doc: Any) -> Any:
    path = pick(data, doc)
    if path is not None:
        del get(doc, path[:-1])[path[-1]]
    return doc


def m_unknown_name(data: st.DataObject, doc: Any) -> Any:
    """A string value (player, character, script id, statement) misspelt."""
    path = pick(data, doc, lambda p, v: isinstance(v, str))
    return doc if path is None else put(doc, path, misspell(data, get(doc, path)))


def m_rename_key(data: st.DataObject, doc: Any) -> Any:
    """A mapping key (ability, event kind, top-level key) misspelt."""
    path = pick(data, doc, lambda p, v: isinstance(v, dict) and bool(v))
    if path is None:
        path = ()
    m = get(doc, path)
    if not isinstance(m, dict) or not m:
        return doc
    old = data.draw(st.sampled_from(list(m)))
    new = misspell(data, str(old))
    renamed = {(new if k == old else k): v for k, v in m.items()}
    return put(doc, path, renamed)


def m_phase(data: st.DataObject, doc: Any) -> Any:
    """A night or day number out of range, or a `now` before the last phase."""
    path = pick(data, doc, lambda p, v: p[-1] in ("night", "day"))
    if path is None or data.draw(st.booleans()):
        kind = data.draw(st.sampled_from(["night", "day"]))
        doc["now"] = {kind: data.draw(ODD_PHASES | st.integers(1, 3))}
        return doc
    return put(doc, path, data.draw(ODD_PHASES))


def m_duplicate_player(data: st.DataObject, doc: Any) -> Any:
    players = doc.get("players")
    if not isinstance(players, list) or not players:
        return doc
    i = data.draw(st.integers(0, len(players) - 1))
    j = data.draw(st.integers(0, len(players) - 1))
    if data.draw(st.booleans()) and isinstance(players[i], dict):
        players[i]["name"] = players[j].get("name") if isinstance(players[j], dict) else players[j]
    else:
        times = data.draw(st.integers(1, 9))
        players[j:j] = [copy.deepcopy(players[i]) for _ in range(times)]
    return doc


def m_huge(data: st.DataObject, doc: Any) -> Any:
    path = pick(data, doc, lambda p, v: isinstance(v, (int, str)) and not isinstance(v, bool))
    big = data.draw(st.sampled_from([10**18, 10**100, -(10**100), 2**63, float("1e308")]))
    return doc if path is None else put(doc, path, big)


def m_deep(data: st.DataObject, doc: Any) -> Any:
    path = pick(data, doc)
    if path is None:
        return doc
    value = get(doc, path)
    for _ in range(data.draw(st.integers(5, 80))):
        value = [value] if data.draw(st.booleans()) else {"x": value}
    return put(doc, path, value)


def m_unicode(data: st.DataObject, doc: Any) -> Any:
    path = pick(data, doc, lambda p, v: not isinstance(v, (dict, list)))
    return doc if path is None else put(doc, path, data.draw(st.text(max_size=30)))


def m_move(data: st.DataObject, doc: Any) -> Any:
    """A subtree pasted somewhere it does not belong (players under events...)."""
    src, dst = pick(data, doc), pick(data, doc)
    if src is None or dst is None:
        return doc
    return put(doc, dst, copy.deepcopy(get(doc, src)))


TB = [
    "washerwoman", "librarian", "investigator", "chef", "empath", "fortuneteller",
    "undertaker", "monk", "ravenkeeper", "virgin", "slayer", "soldier", "mayor", "butler",
    "drunk", "recluse", "saint", "poisoner", "spy", "scarletwoman", "baron", "imp",
]  # fmt: skip


def names(doc: Any) -> list[str]:
    players = doc.get("players")
    found = (
        [p.get("name") for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    )
    return [n for n in found if isinstance(n, str)] or ["You"]


def plausible(data: st.DataObject, doc: Any) -> st.SearchStrategy:
    """Values of the right vocabulary (this case's players, TB characters, small
    numbers, yes/no), so that more mutated cases load and reach the solver."""
    player, char = st.sampled_from(names(doc)), st.sampled_from(TB)
    return st.one_of(
        player,
        char,
        st.integers(0, 3),
        st.booleans(),
        st.just("none"),
        st.lists(player, min_size=1, max_size=3),
        st.tuples(player, player, char | st.booleans()).map(list),
        st.tuples(player, char).map(list),
    )


def m_plausible_value(data: st.DataObject, doc: Any) -> Any:
    """A leaf replaced by a well-formed value that may still be wrong or contradictory."""
    path = pick(data, doc, lambda p, v: p[0] != "script" and not isinstance(v, (dict, list)))
    return doc if path is None else put(doc, path, data.draw(plausible(data, doc)))


def m_add_info(data: st.DataObject, doc: Any) -> Any:
    players = doc.get("players")
    if not isinstance(players, list) or not players or not isinstance(players[0], dict):
        return doc
    player = data.draw(st.sampled_from([p for p in players if isinstance(p, dict)]))
    phase = data.draw(st.sampled_from(["night", "day"]))
    entry = {
        phase: data.draw(st.integers(1, 4)),
        data.draw(st.sampled_from(TB)): data.draw(plausible(data, doc)),
    }
    info = player.get("info")
    player["info"] = [*info, entry] if isinstance(info, list) else [entry]
    return doc


def m_add_event(data: st.DataObject, doc: Any) -> Any:
    p = st.sampled_from(names(doc))
    day = data.draw(st.integers(1, 4))
    event = data.draw(
        st.sampled_from(
            [
                {"day": day, "executed": data.draw(p)},
                {"night": day, "died": data.draw(p)},
                {"day": day, "died": data.draw(p)},
                {"day": day, "slayer": data.draw(p), "target": data.draw(p),
                 "died": data.draw(st.booleans())},
                {"day": day, "nominated": data.draw(p), "by": data.draw(p)},
                {"day": day, "virgin": data.draw(p), "nominated_by": data.draw(p),
                 "executed": data.draw(p)},
                {"day": day, "voted": data.draw(st.lists(p, max_size=3))},
                {"day": day, "executed": data.draw(p), "died": False},
            ]
        )
    )  # fmt: skip
    events = doc.get("events")
    doc["events"] = [*events, event] if isinstance(events, list) else [event]
    return doc


def m_swap_claims(data: st.DataObject, doc: Any) -> Any:
    players = doc.get("players")
    players = [p for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    if len(players) >= 2:
        a, b = data.draw(st.lists(st.sampled_from(players), min_size=2, max_size=2))
        a["claim"], b["claim"] = b.get("claim"), a.get("claim")
    return doc


MUTATIONS = [
    m_plausible_value,
    m_add_info,
    m_add_event,
    m_swap_claims,
    m_wrong_type,
    m_delete,
    m_unknown_name,
    m_rename_key,
    m_phase,
    m_duplicate_player,
    m_huge,
    m_deep,
    m_unicode,
    m_move,
]


def dump(data: st.DataObject, doc: Any) -> str:
    if data.draw(st.booleans(), label="as json"):
        return json.dumps(doc, ensure_ascii=data.draw(st.booleans()))
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=data.draw(st.booleans()))


# ---------------------------------------------------------------- the tests


@fuzz_settings(70)
@given(st.data())
def test_mutated_case(tmp_path_factory, data: st.DataObject) -> None:
    """One to three random mutations of a shipped case, through `botc solve --json`."""
    doc = copy.deepcopy(data.draw(st.sampled_from(BASES), label="base"))
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        doc = data.draw(st.sampled_from(MUTATIONS), label="mutation")(data, doc)
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_text(dump(data, doc), encoding="utf-8")
    check_file(path)


@fuzz_settings(30)
@given(st.data())
def test_mutated_case_api(tmp_path_factory, data: st.DataObject) -> None:
    """The library path the CLI wraps: load_case then solve(max_worlds=5)."""
    doc = copy.deepcopy(data.draw(st.sampled_from(BASES), label="base"))
    mutation = data.draw(st.sampled_from(MUTATIONS), label="mutation")
    doc = mutation(data, doc)
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_text(dump(data, doc), encoding="utf-8")
    check_file(path, run_api)


@fuzz_settings(25)
@given(
    raw=st.sampled_from(RAW),
    where=st.floats(0, 1),
    how=st.sampled_from(["insert", "replace", "truncate", "only"]),
    noise=st.binary(min_size=1, max_size=12)
    | st.sampled_from([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00", b"\xef\xbb\xbf", b"\x80"]),
)
def test_damaged_bytes(tmp_path_factory, raw: bytes, where: float, how: str, noise: bytes) -> None:
    """Non-UTF-8 bytes, NULs, BOMs and truncation written straight into the file."""
    at = int(where * len(raw))
    if how == "insert":
        body = raw[:at] + noise + raw[at:]
    elif how == "replace":
        body = raw[:at] + noise + raw[at + len(noise) :]
    elif how == "truncate":
        body = raw[:at]
    else:
        body = noise
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_bytes(body)
    check_file(path)


@fuzz_settings(25)
@given(
    text=st.sampled_from(
        [
            "",
            " \n\t\n",
            "---\n",
            "...\n",
            "~\n",
            "[]\n",
            "{}\n",
            "42\n",
            "players: " + "9" * 5000 + "\n",
            "script: tb\nplayers: " + "[" * 5000 + "]" * 5000 + "\n",
            "script: tb\nplayers: " + "{a: " * 3000 + "1" + "}" * 3000 + "\n",
            "script: tb\nplayers:\n" + "".join(f"  - name: P{i}\n" for i in range(5000)),
            "script: tb\nscript: tb\nplayers: []\n",
            "&a [*a]\n",
            "a: &x [1, *x]\n",
            "!!python/object:os.system {}\n",
            "script: !!binary AAAA\nplayers: []\n",
            "script: tb\nplayers: [{name: 2001-02-30}]\n",
            "? [a, b]\n: c\n",
            "script: tb\nplayers: *missing\n",
            "\ufeffscript: tb\n",
            "a" * 3_000_000,
        ]
    )
    | st.text(max_size=200)
)
def test_odd_documents(tmp_path_factory, text: str) -> None:
    """Empty files, bare scalars, deep nesting, huge numbers and lists, YAML tags,
    aliases, impossible dates, oversize files and random unicode."""
    path = tmp_path_factory.mktemp("fuzz") / "case.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    check_file(path)
