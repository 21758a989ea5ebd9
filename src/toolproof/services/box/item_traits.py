"""(traits45) A Box file's type said of the file: "The questionnaire is a PDF" of ``Security
questionnaire.xlsx`` (resample40b's company-account.granite-questionnaire-review, held by no label).

A file's type is its name's extension (Box keeps no other kind on the row); each extension is said in a
few words ("xlsx": "a spreadsheet", "an Excel file"). Read as a start trait
(:class:`toolproof.service.stated.StartTrait`) of the files the clause names, or else the message names,
or the file the episode uploaded (``either`` + ``sole``): a value any of them holds agrees, so only a type
none of them is fails. A folder, and a file whose extension is not listed, hold no type (not read).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartTrait, none_denied

#: Each extension and the words a report says its type in (lower case; the first is the extension's own).
_KINDS: dict[str, tuple[str, ...]] = {
    "pdf": ("pdf",),
    "xlsx": ("xlsx", "spreadsheet", "excel"),
    "xls": ("xls", "spreadsheet", "excel"),
    "csv": ("csv", "spreadsheet"),
    "docx": ("docx", "word"),
    "doc": ("doc", "word"),
    "pptx": ("pptx", "powerpoint", "deck", "slide deck"),
    "ppt": ("ppt", "powerpoint", "deck", "slide deck"),
    "png": ("png", "image", "picture"),
    "jpg": ("jpg", "jpeg", "image", "picture", "photo"),
    "jpeg": ("jpg", "jpeg", "image", "picture", "photo"),
    "txt": ("txt", "text file"),
    "zip": ("zip", "archive"),
}
_WORDS = sorted({w for words in _KINDS.values() for w in words}, key=len, reverse=True)

#: A change offered or asked ("should it be a PDF?", "I can export it as a PDF"), no statement of the type.
_ASKED = re.compile(
    r"\b(?:if|whether|should|could|would|can|want\w*|once|unless|convert\w*|export\w*|sav\w*|as)\b"
    r"[^.;!?\n]*$|\?",
    re.IGNORECASE,
)


def _said(m: re.Match[str]) -> str | None:
    if none_denied(m) or _ASKED.search(m.string, 0, m.start()):
        return None
    return m.group("v").casefold()


def _held(row: Mapping[str, Any]) -> frozenset[str]:
    """The words a file's type is said in, from its name's extension; a folder, a trashed item or an
    extension not listed: none (not read)."""
    name = row.get("name")
    if row.get("type") != "file" or row.get("status") not in (None, "active") or not isinstance(name, str):
        return frozenset()
    ext = name.rsplit(".", 1)[-1].casefold() if "." in name else ""
    return frozenset(_KINDS.get(ext, ()))


#: "<the file> is a PDF", "'s an Excel file", "is a Word document", "is a spreadsheet": right after
#: "is/was" and an article, the type word, then (for most) "file/document/doc" or the clause's end. A
#: type said of a thing inside the file ("a PDF attachment", "a PDF copy") is no type of the file.
FILE_TYPE = StartTrait(
    "file type",
    ("box_items",),
    re.compile(
        r"(?:\b(?:is|was)|['\u2019]s)\s+(?:(?:still|also|actually|just)\s+)?an?\s+"
        rf"(?P<v>(?:{'|'.join(re.escape(w) for w in _WORDS)}))"
        r"(?:\s+(?:file|document|doc|workbook|sheet))?(?=\s*(?:[.,;:!)\n]|$|\s+(?:and|but|so|with|in|of|not)\b))",
        re.IGNORECASE,
    ),
    _said,
    _held,
    either=True,
    sole=True,
)
