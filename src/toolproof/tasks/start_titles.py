"""(world33) A person's job title said where nobody read it, read against the person's row as the episode
started.

:mod:`.person_titles` (titles20) reads a title said of a person ("Grace Okafor, a Security Engineer",
"Maria Garcia (Support Lead)") against the titles the episode *showed* for them (a response, a row it
wrote or the task names, a text told): nothing shown, nothing contradicted. A guess about someone no
response showed therefore passed: "Grace Okafor, a Security Engineer" of the HR Business Partner in a task
that never looked her up (reproduced on ``main`` 79bf5eb3 with the real grader, three wordings).

This module adds no reading of its own: it runs :func:`.person_titles.false_titles`, the same title
grammar and the same comparison (a title's words among the other's, a rank more is another title, plain
lower-case words only when they are someone's title word for word, a relation "their account manager"
left alone, a title told with the person passes), with the start rows of the rows the message names as
the data (each dialect's ``person_titles`` declarations read a row too: a Slack user's ``title``, a Box
user's ``job_title``). A person the episode showed a title for is left to :mod:`.person_titles` (one slip,
one verdict); a person whose start row holds no title says nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.tasks import person_titles
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_values import Episode, named_rows
from toolproof.tasks.start_view import StartView


@dataclass(frozen=True, slots=True)
class TitleSlip:
    """A title said of a person whose start row holds another one."""

    said: str
    name: str
    held: tuple[str, ...]

    def describe(self) -> str:
        held = " or ".join(repr(v) for v in self.held)
        return f"{self.said!r} (title), where {self.name} holds {held} as the episode started"


def says(text: str) -> bool:
    """Whether ``text`` gives anyone a title (read before any row is)."""
    return person_titles.says_titles(text)


def false_start_titles(
    message: str, services: Sequence[str], index: NameIndex, start: StartView, episode: Episode
) -> list[TitleSlip]:
    """The titles ``message`` gives people it names that their start rows contradict, where the episode
    showed no title for them (the module docstring)."""
    if not says(message):
        return []
    message = person_titles.as_yours(message, episode.texts)  # (traits46) the user's title, by name
    rows: list[Mapping[str, Any]] = []
    for name in named_rows(message, index):
        row = start.row(name.table, name.key)
        if row is not None:
            rows.append(row)
    if not rows:
        return []
    false = person_titles.false_titles(message, services, episode.texts, rows)
    if not false:
        return []
    data = [*(body for _args, body in episode.reads), *episode.changed, *episode.writes]
    shown = person_titles.shown_titles(services, data)
    return [TitleSlip(f.said, f.name, f.shown) for f in false if f.name.casefold() not in shown]
