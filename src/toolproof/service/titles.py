"""(titles20) Where a vendor's responses say what a person's job title is.

A report that gives a person a title ("Jake Thompson, Support Engineer", "Amara Nwosu (Head of
Finance)") is a claim about that person, and the episode may show it: Slack's user carries
``profile.title``, Box's user its ``job_title``. Each dialect declares its objects
(``Dialect.person_titles``); the grounded-title check (:mod:`toolproof.tasks.person_titles`) reads them,
and nothing in tasks/ knows a vendor's keys.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PersonTitle:
    """An object of a vendor's responses (or a row) that names a person and gives their job title.

    ``title``: the dotted path of the title (``"profile.title"``). ``names``: dotted paths of the
    person's names as people say them; their first word is a name too. ``emails``: dotted paths of an
    address that is the person's (its local part, split at dots, dashes and underscores, names them)."""

    title: str
    names: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()
