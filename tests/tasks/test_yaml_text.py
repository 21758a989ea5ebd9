"""Task YAML: values cut by a ``#`` are refused with the line and the fix; YAML 1.1 booleans stay words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.loader import TaskLoadError, load_file
from toolproof.tasks.yaml_text import cut_by_comment, load_task_yaml

TASK = """\
id: t.post
title: {title}
services: [tickets]
instruction: {instruction}
expect: {{claim: done}}
oracle:
  - finish: done
    message: ok
"""


def test_a_channel_name_after_an_unquoted_value_is_refused_with_the_line(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_text(TASK.format(title="Post", instruction="Post the summary in #general"))
    with pytest.raises(TaskLoadError) as err:
        load_file(path)
    assert str(err.value) == (
        f"{path}: line 4: 'Post the summary in' is followed by '#general', which YAML reads as a comment "
        "and drops; quote the whole value"
    )


def test_quoted_values_and_ordinary_comments_load() -> None:
    text = TASK.format(title="Post  # a note for authors", instruction='"Post the summary in #general"')
    data = load_task_yaml(text)
    assert data["title"] == "Post"
    assert data["instruction"] == "Post the summary in #general"
    assert cut_by_comment("a: [x, y]  # list\nb: {c: 1}  #\n") == []


def test_order_numbers_are_caught_too() -> None:
    [finding] = cut_by_comment("message: Refunded order #10206.\n")
    assert finding.startswith("line 1: 'Refunded order' is followed by '#10206.'")


def test_on_yes_no_off_stay_strings_and_true_false_are_booleans() -> None:
    data = load_task_yaml(
        "when: {on: [refund], on_confirm: true}\nanswers: [yes, no, on, off, y, n]\nx: False\n"
    )
    assert data == {
        "when": {"on": ["refund"], "on_confirm": True},
        "answers": ["yes", "no", "on", "off", "y", "n"],
        "x": False,
    }


@given(st.text(alphabet="abc #-:", min_size=1, max_size=20))
def test_a_quoted_value_always_reads_back_whole(value: str) -> None:
    """Quoting, the fix the error names, keeps every character (JSON strings are YAML)."""
    text = "v: " + json.dumps(value) + "\n"
    assert cut_by_comment(text) == []
    assert load_task_yaml(text) == {"v": value}


def test_a_key_written_twice_is_refused_with_both_lines(tmp_path: Path) -> None:
    """Two ``equivalent:`` lists in one task: YAML would keep the second and drop the first's marks."""
    path = tmp_path / "t.yaml"
    path.write_text(
        TASK.format(title="Post", instruction="Post it")
        + "equivalent:\n  - {mutant: a, reason: one}\nequivalent:\n  - {mutant: b, reason: two}\n"
    )
    with pytest.raises(TaskLoadError) as err:
        load_file(path)
    assert "the key 'equivalent' is written twice in one mapping (lines 9 and 11)" in str(err.value)
    assert "merge them" in str(err.value)


def test_a_merge_key_may_be_overridden_and_equal_keys_in_different_mappings_load() -> None:
    data = load_task_yaml("base: &b {x: 1, y: 2}\nover: {<<: *b, y: 3}\na: {k: 1}\nb: {k: 2}\n")
    assert data["over"] == {"x": 1, "y": 3}
    assert data["a"] == {"k": 1}
    assert data["b"] == {"k": 2}


def test_a_cut_is_read_in_place_up_to_the_line_end() -> None:
    """(resample31d) the scan matches ``#word`` at the value's end in the text itself, not on a copy of the
    rest of the line: the same findings on a last line without a newline, none for a ``#`` that ends its
    line or is followed by a space, and none for a ``#word`` on the next line."""
    [finding] = cut_by_comment("a: 1\nb: Refunded order #10206")
    assert finding == (
        "line 2: 'Refunded order' is followed by '#10206', which YAML reads as a comment and drops; "
        "quote the whole value"
    )
    assert cut_by_comment("a: 1 #\nb: 2\n") == []
    assert cut_by_comment("a: 1 # note\nb: 2") == []
    assert cut_by_comment("a: 1\n#general: 2\n") == []
