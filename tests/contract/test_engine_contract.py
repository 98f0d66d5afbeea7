"""The contract every game keeps, checked for every registered engine.

A new game is covered by registering it: nothing here names a game. (More of the
contract of issue 12 joins this file as the engines take the one shape.)
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

from companion.engines.base import Engine
from companion.engines.registry import all_engines

ENGINES = {engine.slug: engine for engine in all_engines()}


def _prefix(engine: Engine) -> str:
    prefixes = {rule_id.split("-", 1)[0] for rule_id in engine.rules}
    assert len(prefixes) == 1, f"{engine.slug}: rule IDs with several prefixes {prefixes}"
    return prefixes.pop()


def cited_rule_ids(engine: Engine) -> dict[str, list[str]]:
    """Every rule ID written in the engine's package, with where it is written."""
    package = Path(inspect.getfile(type(engine))).parent
    pattern = re.compile(rf"^{re.escape(_prefix(engine))}-[A-Za-z0-9][\w.-]*$")
    cited: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and pattern.match(node.value)
            ):
                cited.setdefault(node.value, []).append(f"{path.name}:{node.lineno}")
    return cited


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_every_rule_the_engine_cites_is_in_its_rules_reference(slug):
    engine = ENGINES[slug]
    cited = cited_rule_ids(engine)
    assert cited, f"{slug} cites no rule at all"
    missing = {rule_id: where for rule_id, where in cited.items() if rule_id not in engine.rules}
    assert not missing, f"{slug} cites rules its reference does not explain: {missing}"


@pytest.mark.parametrize("slug", sorted(ENGINES))
@pytest.mark.django_db
def test_the_rules_page_lists_every_cited_rule(slug, client):
    response = client.get(f"/rules/{slug}/")
    assert response.status_code == 200
    html = response.content.decode()
    absent = [rule_id for rule_id in cited_rule_ids(ENGINES[slug]) if f'id="{rule_id}"' not in html]
    assert not absent, f"/rules/{slug}/ does not show {absent}"


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_every_move_a_player_enters_has_a_valid_example_in_the_api_schema(slug):
    """The companion's own bookkeeping moves are not entered through the API."""
    from companion.api.examples import move_examples

    engine = ENGINES[slug]
    examples = {e.name: e.value for e in move_examples() if e.name.startswith(f"{slug}.")}
    for move_type, spec in engine.move_specs().items():
        if spec.system:
            assert f"{slug}.{move_type}" not in examples
            continue
        example = examples.get(f"{slug}.{move_type}")
        assert example is not None, f"{slug}: no API example for {move_type}"
        # The example is well formed: it passes the move's declaration.
        assert engine.clean_move({"type": example["type"], "args": example["args"]})[0] == move_type


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_every_confirm_question_is_a_question_about_the_moves_own_arguments(slug):
    """A move that asks first fills its question from its arguments: a name it does not
    declare would leave the page without its question."""
    for move_type, spec in ENGINES[slug].move_specs().items():
        if not spec.confirm:
            continue
        assert not spec.system, f"{slug}.{move_type}: the companion's own move asks nobody"
        named = set(re.findall(r"%\((\w+)\)s", spec.confirm))
        declared = {arg.name for arg in spec.args}
        assert named <= declared, f"{slug}.{move_type}: {named - declared} is not an argument"
        assert "?" in spec.confirm, f"{slug}.{move_type}: the confirm text asks nothing"
        # Only named parameters: a bare %s or a lone % cannot be filled in.
        assert not re.search(r"%(?!\(\w+\)s)", spec.confirm), f"{slug}.{move_type}"
