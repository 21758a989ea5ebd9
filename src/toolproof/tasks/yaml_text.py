"""Reading task YAML without its three classic traps.

- **A channel name cut as a comment.** In ``instruction: Post it in #general`` YAML reads `` #general``
  as a comment: the task silently loses the end of its sentence (a real defect the shipped suites had).
  :func:`cut_by_comment` finds a plain (unquoted) value followed on its line by ``#`` and a word, and the
  loader refuses the file with the line and the fix (quote the value).
- **Words that YAML 1.1 turns into booleans.** ``on:``, ``yes``, ``no``, ``off`` become ``True`` or
  ``False`` under PyYAML's default resolver, so a trigger's ``on:`` key or a user's ``yes`` answer would
  change meaning. :class:`TaskYamlLoader` resolves booleans as YAML 1.2 does: only ``true`` and
  ``false``.
- **A key written twice.** PyYAML keeps the last of two equal keys in a mapping, silently: two helpers
  each adding an ``equivalent:`` list to one task left only the second, and a marked mutant came back as
  a defect. :class:`TaskYamlLoader` refuses the mapping with both lines.

Both use libyaml's C parser when PyYAML was built with it (it is in the wheels PyPI serves): the pure
Python one takes seconds for a suite, which ``toolproof tasks`` and every run would wait for.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
_COMMENT_AFTER = re.compile(r"[ \t]+#(?=[^\s#])")


#: libyaml's parser when PyYAML was built with it (same tokens and values, several times faster on the
#: wide generated suites), else the pure-Python one.
_SafeBase: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class TaskYamlLoader(_SafeBase):  # type: ignore[misc]
    """``SafeLoader`` with YAML 1.2 booleans (``on``, ``off``, ``yes`` and ``no`` stay strings) that
    refuses a key written twice in one mapping."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        first_line: dict[Any, int] = {}
        for key_node, _ in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                continue  # ``<<: *anchor`` may be overridden by the mapping's own keys: that is its point
            key = self.construct_object(key_node, deep=True)
            try:
                seen = first_line.get(key)
            except TypeError:  # an unhashable key: the base constructor explains that one
                continue
            if seen is not None:
                raise yaml.constructor.ConstructorError(
                    None,
                    None,
                    f"the key {key!r} is written twice in one mapping (lines {seen} and "
                    f"{key_node.start_mark.line + 1}); YAML would keep only the second: merge them",
                    key_node.start_mark,
                )
            first_line[key] = key_node.start_mark.line + 1
        result: dict[Any, Any] = super().construct_mapping(node, deep=deep)
        return result


TaskYamlLoader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp) if tag != "tag:yaml.org,2002:bool" else (tag, _BOOL)
        for tag, regexp in resolvers
        if tag != "tag:yaml.org,2002:bool" or first in "tTfF"
    ]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def cut_by_comment(text: str) -> list[str]:
    """Where an unquoted value is followed by `` #word`` on its line (YAML drops it as a comment).

    Each finding reads ``line N: 'value' is followed by '#word…', which YAML reads as a comment``. An
    ordinary comment (``# note``, a space after ``#``) is not a finding.
    """
    findings: list[str] = []
    for token in yaml.scan(text, Loader=_SafeBase):
        if not isinstance(token, yaml.ScalarToken) or not token.plain:
            continue
        end = token.end_mark.index
        # Matched in place: slicing the rest of the line for every plain scalar copied megabytes per number
        # on the generated fan-out suite's one-line tasks (14 of its 61 CPU s of load, resample31d).
        # ``[ \t]`` cannot cross the line's end and the lookahead reads its newline as a space, so this is
        # the same test as on the line's rest.
        if _COMMENT_AFTER.match(text, end):
            line_end = text.find("\n", end)
            rest = text[end : len(text) if line_end < 0 else line_end]
            lost = rest.strip()
            shown = lost if len(lost) <= 40 else lost[:37] + "..."
            findings.append(
                f"line {token.end_mark.line + 1}: {token.value!r} is followed by {shown!r}, which YAML reads "
                "as a comment and drops; quote the whole value"
            )
    return findings


def load_task_yaml(text: str) -> Any:
    """Decode a task file (raises ``yaml.YAMLError`` for broken YAML, ``ValueError`` for a cut value)."""
    findings = cut_by_comment(text)
    if findings:
        raise ValueError("; ".join(findings))
    return yaml.load(text, Loader=TaskYamlLoader)  # a SafeLoader subclass: no arbitrary objects
