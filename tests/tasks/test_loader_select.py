"""Selecting tasks by id reads only the chosen tasks' lines, and gives what the whole listing gives.

``toolproof.tasks.catalog.load_selected`` with plain ids scans each file for its task lines and decodes
only the chosen tasks' own lines with their file's head (``_by_id``); any file it cannot vouch for sends
it to the full listing (``entries``), whose answer and errors are the reference. These tests hold the
fast read equal to the listing on every built-in suite, pin each case that must fall back (with the
listing's own answer or error), and pin the one documented difference: a broken task other than the
chosen one in the same file is not seen.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from tests.support.suites import suite_ids
from toolproof.tasks import catalog
from toolproof.tasks.catalog import entries, load_selected
from toolproof.tasks.loader import SUITES_PACKAGE, TaskLoadError, suite_names
from toolproof.tasks.yaml_text import load_task_yaml

GOOD = Path(__file__).parent / "data" / "good" / "tickets.yaml"


def _same(spec: str, ids: list[str]) -> None:
    """The fast read of ``ids`` is the listing's entries of those ids, in the listing's order."""
    fast = catalog._by_id(spec, ids)
    assert fast is not None, f"{spec}: the fast read fell back for {ids}"
    listed = [e for e in entries(spec) if e.id in set(ids)]
    assert [(e.id, e.source, e.data) for e in fast] == [(e.id, e.source, e.data) for e in listed]


@pytest.mark.parametrize(
    "suite", [s for s in ("core", "company", "conversations", "linear") if s in suite_names()]
)
def test_every_task_of_a_suite_reads_as_in_its_listing(suite: str) -> None:
    _same(suite, list(reversed(suite_ids(suite))))  # every id at once, asked in another order


@pytest.mark.skipif("fanout" not in suite_names(), reason="the fanout suite is not installed")
def test_the_fanout_suites_one_line_tasks_read_as_in_its_file() -> None:
    """Its first two tasks against the file's text up to its third decoded whole (its whole listing is
    11-16 CPU s: the 33 MB decoded once; all 30 tasks were compared with it once, performance.md)."""
    (path,) = sorted(Path(str(resources.files(SUITES_PACKAGE).joinpath("fanout"))).rglob("*.y*ml"))
    text = path.read_text(encoding="utf-8")
    ids = suite_ids("fanout")
    third = text.index(f'\n  - {{"id":"{ids[2]}"') + 1
    prefix = catalog._entries_of(load_task_yaml(text[:third]), "fanout/stripe.yaml")
    fast = catalog._by_id("fanout", [ids[1], ids[0]])
    assert fast is not None
    assert [(e.id, e.source, e.data) for e in fast] == [(e.id, e.source, e.data) for e in prefix]
    assert [e.id for e in fast] == list(ids[:2])


def test_one_id_does_not_read_the_whole_suite(monkeypatch: pytest.MonkeyPatch) -> None:
    def whole_file(file: Path, source: str) -> list[catalog.Entry]:
        raise AssertionError(f"decoded all of {source}")

    monkeypatch.setattr(catalog, "_read", whole_file)
    (task,) = load_selected(str(GOOD), ["tickets.resolve-login"])
    assert task.id == "tickets.resolve-login"
    assert (task.services, task.fixture, task.seed) == (["tickets"], "small", 1)  # the defaults


def test_selected_tasks_are_the_listings_validated_tasks() -> None:
    ids = [e.id for e in entries(str(GOOD))]
    fast = load_selected(str(GOOD), [ids[-1], ids[0], ids[-1]])
    slow = load_selected(str(GOOD), [ids[-1], ids[0] + "*"])  # a glob: the whole listing
    assert [t.id for t in fast] == [ids[0], ids[-1]]
    assert fast == slow


def _write(tmp_path: Path, text: str, name: str = "suite.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


FAMILY = """\
# a comment
defaults: {services: [stripe], seed: 3}
tasks:
  - id: a
    title: first
  - id: b
    title: second
"""


def test_an_unknown_id_gives_the_listings_error(tmp_path: Path) -> None:
    spec = _write(tmp_path, FAMILY)
    assert catalog._by_id(spec, ["nope"]) is None
    with pytest.raises(ValueError, match=r"^no task matches 'nope' ") as raised:
        load_selected(spec, ["a", "nope"])
    assert str(raised.value) == (
        "no task matches 'nope' (an id, a glob such as 'stripe-multi.*', or tag:NAME; "
        "`toolproof tasks` lists them)"
    )


def test_an_id_used_twice_is_still_refused_when_selecting_it(tmp_path: Path) -> None:
    _write(tmp_path, FAMILY, "one.yaml")
    _write(tmp_path, "tasks:\n  - id: b\n    title: again\n", "two.yaml")
    assert catalog._by_id(str(tmp_path), ["a"]) is None
    with pytest.raises(TaskLoadError) as raised:
        load_selected(str(tmp_path), ["a"])
    assert str(raised.value) == f"{tmp_path}: task ids used more than once: b"


@pytest.mark.parametrize(
    ("why", "text", "wanted"),
    [
        (
            "an alias to another task's anchor",
            "tasks:\n  - id: a\n    title: &t x\n  - id: b\n    title: *t\n",
            "b",
        ),
        ("a key after the list", "tasks:\n  - id: a\n  - id: b\ndefaults: {seed: 4}\n", "a"),
        ("a second document", "tasks:\n  - id: a\n---\ntasks:\n  - id: b\n", "a"),
        ("a list nested at the margin's items", "- id: a\n  steps:\n  - id: s\n    x: 1\n  more: 2\n", "a"),
        ("an item whose id is not its first key", "tasks:\n  - id: a\n  - title: t\n    id: b\n", "a"),
        ("an item at the margin not starting with its id", "- id: a\n- title: t\n  id: b\n", "a"),
    ],
)
def test_what_the_scan_cannot_vouch_for_falls_back_to_the_listing(
    tmp_path: Path, why: str, text: str, wanted: str
) -> None:
    spec = _write(tmp_path, text)
    assert catalog._by_id(spec, [wanted]) is None, why
    try:
        listed: list[object] | str = [e.data for e in entries(spec) if e.id == wanted]
    except TaskLoadError as exc:  # a second document: the listing's refusal is the answer
        listed = str(exc)
    if isinstance(listed, str):
        with pytest.raises(TaskLoadError) as selected:
            load_selected(spec, [wanted])
        assert str(selected.value) == listed
    else:
        assert listed != [], why


@pytest.mark.parametrize(
    "text",
    [
        "tasks:\n  - id: a\n    title: [unclosed\n  - id: b\n",  # broken YAML in the chosen task
        "tasks:\n  - id: a\n    instruction: post in #general\n  - id: b\n",  # a value cut by a comment
        "tasks:\n  - id: a\n    title: x\n    title: y\n  - id: b\n",  # a key written twice
    ],
)
def test_a_broken_chosen_task_gives_the_listings_error_with_its_lines(tmp_path: Path, text: str) -> None:
    spec = _write(tmp_path, "# head\n# more head\n" + text)
    with pytest.raises(TaskLoadError) as listed:
        entries(spec)
    with pytest.raises(TaskLoadError) as selected:
        load_selected(spec, ["a"])
    assert str(selected.value) == str(listed.value)
    assert "line 5" in str(selected.value) or "line 6" in str(selected.value)  # the file's own lines


@pytest.mark.parametrize(
    "text",
    [
        FAMILY,
        "- id: a\n  title: first\n- id: b\n  title: second\n",  # a bare list at the margin
        '- {"id": "a", "title": "first"}\n- {"id": "b", "title": "second"}\n',  # flow style
        "tasks:\n- id: a\n  title: first\n- id: b\n  title: second\n",  # the list at the key's margin
        "tasks:\n  - id: 'a'\n    title: first\n\n# between\n  - id: \"b\"  # quoted\n    title: second\n",
    ],
)
def test_each_task_layout_reads_as_in_its_listing(tmp_path: Path, text: str) -> None:
    spec = _write(tmp_path, text)
    _same(spec, ["b"])
    _same(spec, ["a", "b"])


def test_a_broken_task_beside_the_chosen_one_is_seen_only_by_the_listing(tmp_path: Path) -> None:
    spec = _write(tmp_path, "tasks:\n  - id: a\n    title: fine\n  - id: b\n    title: [unclosed\n")
    (entry,) = catalog._by_id(spec, ["a"]) or []
    assert entry.data == {"id": "a", "title": "fine"}
    with pytest.raises(TaskLoadError, match="not valid YAML"):
        entries(spec)
