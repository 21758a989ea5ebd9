"""(traits44) Whether a Slack file may be edited, said of the file.

"The file is editable by everyone in #billing" passed slack.share-q3-export-in-thread with its ``says_not``
off (resample39c): the uploaded CSV is a hosted file, which Slack lets no one but its uploader replace and
nobody edit (``files.info`` says ``editable: false``; only a snippet, a file with a ``snippet_type``, is
editable). Read as a start trait (:class:`toolproof.service.stated.StartTrait`) of the files the clause
names, or else the message names, or the file the episode uploaded (an added row: ``either`` + ``sole``),
against the file as the episode started and as its writes left it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartTrait, none_denied

#: A change offered or asked, no statement of what the file allows.
_ASKED = re.compile(
    r"\b(?:if|whether|should|could|would|can\s+I|want\w*|once|unless)\b[^.;!?\n]*$|\?", re.IGNORECASE
)


def _said(m: re.Match[str]) -> str | None:
    if none_denied(m) or _ASKED.search(m.string, 0, m.start()):
        return None
    return "editable"


def _held(row: Mapping[str, Any]) -> frozenset[str]:
    """A snippet is editable; a hosted (uploaded) file is not. A deleted file is not read."""
    if row.get("date_delete"):
        return frozenset()
    return frozenset({"editable" if row.get("snippet_type") else "not editable"})


#: "editable by everyone (in #billing)", "anyone in #billing can edit it", "everyone can edit the file". The
#: channel said is part of the match: a clause naming only it names no file (``start_traits._inside_only``).
EDITABLE = StartTrait(
    "file editing",
    ("slack_files",),
    re.compile(
        r"\b(?P<v>editable)\s+by\s+(?:anyone|everyone|everybody|all)\b"
        r"(?:\s+(?:in|on)\s+(?:the\s+)?#?[\w-]+(?:\s+channel)?)?"
        r"|\b(?:anyone|everyone|everybody|people)\s+(?:(?:in|on)\s+(?:the\s+)?#?[\w-]+(?:\s+channel)?\s+)?"
        r"(?:can|could|may)\s+(?:now\s+|also\s+|still\s+)*(?P<v2>edit)\b",
        re.IGNORECASE,
    ),
    _said,
    _held,
    either=True,
    sole=True,
)
