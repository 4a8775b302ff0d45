"""The layers' boundaries, read from the imports (each folder's docstring says
the same in words): a boundary kept only by habit does not stay kept.

- the facts import nothing of the project; the case language has no z3 and
  no engine; the engine reaches characters only through `rules.registry`;
- character rules speak the engine's vocabulary (`engine.terms`, `engine.rule`,
  `engine.world`), never z3 itself;
- the simulator reads only the facts: it is the rules' independent reading.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROJECT = {"facts", "caselang", "engine", "backends", "answers", "table", "storyteller",
           "rules", "simulator", "botc"}
Z3 = {"z3"}

# Folder -> the modules it may import (a name allows its submodules too).
ALLOWED: dict[str, set[str]] = {
    "facts": {"facts"},
    "caselang": {"caselang", "facts", "rules.registry"},
    "engine": {"engine", "caselang", "facts", "backends", "rules.registry"} | Z3,
    "backends": {"backends", "engine.z3raw", "engine.terms", "caselang", "facts",
                 "rules.registry"} | Z3,
    "answers": {"answers", "engine", "backends", "caselang", "facts", "rules.registry"} | Z3,
    "table": {"table", "answers", "engine", "caselang", "facts", "rules.registry"},
    "storyteller": {"storyteller", "answers", "engine", "caselang", "facts",
                    "rules.registry"} | Z3,
    "rules": {"rules", "engine.rule", "engine.world", "engine.terms", "engine.statements_eval",
              "caselang", "facts"},
    "simulator": {"simulator", "facts"},
}


def imports(path: Path) -> set[str]:
    """Absolute imports of one module, at any depth (lazy imports count)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
    return {m for m in out if m.split(".")[0] in PROJECT | Z3}


def allowed(module: str, rules: set[str]) -> bool:
    return any(module == r or module.startswith(r + ".") for r in rules)


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_layer_imports_only_what_its_docstring_allows(layer: str) -> None:
    wrong = [f"{p.relative_to(ROOT)} imports {m}"
             for p in sorted((ROOT / layer).rglob("*.py"))
             for m in sorted(imports(p)) if not allowed(m, ALLOWED[layer])]
    assert not wrong, "\n".join(wrong)


def test_every_layer_says_what_it_holds() -> None:
    for layer in sorted(ALLOWED):
        init = ROOT / layer / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text())) if init.exists() else None
        assert doc, f"{layer}/__init__.py has no docstring saying what it holds"


def test_the_check_catches_a_crossing(tmp_path: Path) -> None:
    """The test above can fail: a character module importing z3 is caught."""
    bad = tmp_path / "bad.py"
    bad.write_text("from z3 import Or\nfrom engine.terms import any_of\n")
    assert [m for m in sorted(imports(bad)) if not allowed(m, ALLOWED["rules"])] == ["z3"]


# "drunk" is also a state (a drunk or poisoned player), which the engine names.
STATE_WORDS = {"drunk"}


def test_no_layer_below_the_rules_names_a_character() -> None:
    """A character's behaviour lives in its module: the engine, the case
    language, the backends, the answers, the table and the Storyteller's check
    hold no character id in their code (docstrings may cite one as an example)."""
    from facts.catalog import catalog

    ids = set(catalog()) - STATE_WORDS
    found = []
    for layer in ("caselang", "engine", "backends", "answers", "table", "storyteller"):
        for p in sorted((ROOT / layer).rglob("*.py")):
            tree = ast.parse(p.read_text())
            docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
            found += [f"{p.relative_to(ROOT)}:{n.lineno} {n.value!r}" for n in ast.walk(tree)
                      if isinstance(n, ast.Constant) and id(n) not in docs and n.value in ids]
    assert not found, "\n".join(found)


# The moments both readings of a character meet, by their one shared name.
SHARED_MOMENTS = {"at_dusk", "cannot_die", "escapes_death", "executed_instead", "falsifies",
                  "frees_info", "keeps_ability", "on_chosen", "on_death", "on_nominated",
                  "registers_falsely", "suspends_game_end", "wakes"}


def test_the_rules_and_the_simulator_name_a_moment_alike() -> None:
    """The rules and the simulator read a character independently, but a moment
    of the game (the game's end suspended, an execution falling on another
    player, a dead player keeping their ability) has one name in both."""
    from engine.rule import Rule
    from simulator.characters import HOOKS

    rule_hooks = {n for n in vars(Rule) if not n.startswith("_") and callable(vars(Rule)[n])}
    assert SHARED_MOMENTS <= rule_hooks
    assert SHARED_MOMENTS <= set(HOOKS)


def test_the_world_is_built_bottom_up() -> None:
    """`World` is composed of one class per concern, each built on those below
    it (constraints, core, status, then registration, choices, effects,
    deaths): a class uses only names it or its bases define, so a concern can
    be read without the ones above it."""
    import inspect
    import textwrap

    from engine.world import World

    def assigned(cls: type) -> set[str]:
        """What `self.X = ...` sets, and the annotated names, in cls and its bases."""
        out: set[str] = set()
        for k in cls.__mro__[:-1]:
            out |= set(getattr(k, "__annotations__", {}))
            for n in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(k)))):
                targets = n.targets if isinstance(n, ast.Assign) else \
                    [n.target] if isinstance(n, ast.AnnAssign) else []
                out |= {t.attr for t in targets if isinstance(t, ast.Attribute)
                        and isinstance(t.value, ast.Name) and t.value.id == "self"}
        return out

    layers = list(World.__mro__[1:-1])
    assert len(layers) >= 5
    wrong = []
    for k in layers:
        tree = ast.parse(textwrap.dedent(inspect.getsource(k)))
        known = assigned(k)
        wrong += [f"{k.__name__} uses self.{n.attr}" for n in ast.walk(tree)
                  if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                  and n.value.id == "self" and not hasattr(k, n.attr) and n.attr not in known]
    assert not wrong, "\n".join(sorted(set(wrong)))
