"""Facts a final message must state, each with its equivalent forms.

A fact is what the instruction asked the agent to report, or the reason it gives for refusing. The
same fact can be written many ways (an invoice's id or its human number; "$5.52" or "5.52 USD"), so a
fact lists its equivalent forms and the message must contain one of them. Comparison ignores case and
runs of whitespace. A fact the instruction already contains proves nothing (an agent could echo it),
so such facts are refused.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

_SPACE = re.compile(r"\s+")


#: Typographic characters models write where task authors type ASCII (’ for ', “ ” for ", – — for -).
_TYPOGRAPHIC = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
     "\u00a0": " "}
)  # fmt: skip


def plain(text: str) -> str:
    """``text`` with typographic quotes, apostrophes, dashes and no-break spaces as their ASCII forms."""
    return text.translate(_TYPOGRAPHIC)


def folded(text: str) -> str:
    """Case-, whitespace- and typography-insensitive form used for every fact comparison: "doesn’t"
    (as chat models write it) is the fact "doesn't" (as authors type it)."""
    return _SPACE.sub(" ", plain(text).casefold()).strip()


class Fact(BaseModel):
    """One fact: ``any`` of its forms (or ``regex``) must appear in the message.

    Shorthands: a string is one form; a list of strings is a list of equivalent forms.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    any: list[str] = Field(default_factory=list)
    regex: str | None = None
    label: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            return {"any": [str(value)]}
        if isinstance(value, list):
            return {"any": [str(v) for v in value]}
        return value

    @model_validator(mode="after")
    def _something(self) -> Fact:
        if not self.any and self.regex is None:
            raise ValueError("a fact needs at least one form ('any') or a 'regex'")
        if any(not folded(form) for form in self.any):
            raise ValueError("a fact's form may not be empty")
        if self.regex is not None:
            re.compile(self.regex)
        return self

    def name(self) -> str:
        if self.label:
            return self.label
        if self.any:
            return " / ".join(repr(f) for f in self.any)
        return f"/{self.regex}/"

    def found_in(self, message: str) -> bool:
        text = folded(message)
        if any(folded(form) in text for form in self.any):
            return True
        if self.regex is None:
            return False
        return any(re.search(self.regex, m, re.IGNORECASE) is not None for m in (message, plain(message)))

    def leaks_from(self, instruction: str) -> list[str]:
        """The forms already present in ``instruction`` (echoing them would prove nothing)."""
        text = folded(instruction)
        leaked = [form for form in self.any if folded(form) in text]
        if self.regex is not None and any(
            re.search(self.regex, m, re.IGNORECASE) for m in (instruction, plain(instruction))
        ):
            leaked.append(f"/{self.regex}/")
        return leaked

    def without(self, message: str) -> str:
        """``message`` with every form of this fact blanked out (the mutation "drop this fact")."""
        message = plain(message)
        for form in sorted(self.any, key=len, reverse=True):
            pattern = re.escape(plain(form)).replace(r"\ ", r"\s+")
            message = re.sub(pattern, "…", message, flags=re.IGNORECASE)
        if self.regex is not None:
            message = re.sub(self.regex, "…", message, flags=re.IGNORECASE)
        return message
