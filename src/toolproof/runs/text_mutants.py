"""Wrong posts: the oracle's own text, written into the world, saying the opposite.

The value mutants of :mod:`toolproof.runs.mutants` change the ids, amounts, times and flags a write
sends, never what its free text *says*. A task that checks a chat post, comment, DM or reply only for
an id or a keyword then passes "Søren's refund re_… failed, will retry" where the instruction asked to
announce the refund. Per write step, per string argument that is free text (:func:`is_free_text`):

- ``fails-text@N:path``: the text turned into a failure report that keeps every id, number and name it
  had ("Could not do this — it failed and nothing changed: <the oracle's text>");
- ``negated-text@N:path``: the text with the main verb of its first sentence negated by the small,
  generic negator the message mutants share (:func:`toolproof.runs.negate.negate`): "Refunded X" →
  "Did not refund X", "X is now paid" → "X is not now paid". Not generated when the negator finds no
  verb it knows (the text would still say the same);
- ``future-text@N:path`` / ``request-text@N:path``: the text announcing the work as still to do ("Will
  move the sync to 3 PM") or asking for it ("Can someone move the sync to 3 PM?"), by the rewriter of
  :mod:`toolproof.runs.future`; not generated for a text that already asks or denies.

A survivor means the grader accepts the opposite post: a task whose instruction asks for the post
tightens its check (the value **and** an outcome word, with a negative lookahead for failure and
negation); a task that does not care what the text says marks the mutant ``equivalent:`` with why.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.runs.future import future, request
from toolproof.runs.negate import negate

#: What the failure report opens with; every word of the oracle's text follows it.
FAILURE = "Could not do this — it failed and nothing changed:"

_EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://\S+$", re.IGNORECASE)
_DATEISH = re.compile(r"^\d{4}-\d{2}-\d{2}")
_CLOCK = re.compile(r"^\d{1,2}:\d{2}")
_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
#: Free text has at least this many words (a label, a name or a title is not a statement).
MIN_WORDS = 4


def is_free_text(value: str, known_id: bool = False) -> bool:
    """Is ``value`` prose an agent writes (a post, a comment, a description) rather than a value a
    grader compares whole: at least four words, and not an id, an e-mail, a URL, a time, a date or JSON."""
    text = value.strip()
    if known_id or not text or _EMAIL.match(text) or _URL.match(text):
        return False
    if _DATEISH.match(text) or _CLOCK.match(text):
        return False
    if text[0] in "[{":
        try:
            json.loads(text)
        except ValueError:
            pass
        else:
            return False
    return len(_WORD.findall(text)) >= MIN_WORDS


def fails(text: str) -> str:
    """``text`` reported as a failure: every id, number and name it had, after an admission."""
    return f"{FAILURE} {text}"


def text_mutants(
    at: int, args: Iterable[tuple[str, Any]], find_id: Callable[[str], object]
) -> Iterator[Mutation]:
    """The text mutants of write step ``at`` (from 0) whose arguments are ``args`` (dotted path, scalar);
    ``find_id`` says whether a string is an id of the fixture (then it is never free text)."""
    step = at + 1
    for path, value in args:
        if not isinstance(value, str) or not is_free_text(value, find_id(value) is not None):
            continue
        yield Mutation(f"fails-text@{step}:{path}", f"step {step} writes that it failed into {path}", at,
                       replace=((path, fails(value)),))  # fmt: skip
        negated = negate(value)
        if negated is not None:
            yield Mutation(f"negated-text@{step}:{path}", f"step {step} writes the opposite into {path}",
                           at, replace=((path, negated),))  # fmt: skip
        promised = future(value)
        if promised is not None:
            yield Mutation(f"future-text@{step}:{path}", f"step {step} writes the work as still to do into "
                           f"{path}", at, replace=((path, promised),))  # fmt: skip
        asked = request(value)
        if asked is not None:
            yield Mutation(f"request-text@{step}:{path}", f"step {step} writes a request for the work into "
                           f"{path}", at, replace=((path, asked),))  # fmt: skip
