# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic32) Generic readings left open at stop 61, each narrowed to its case.
docs/validity.md, "Stop 62: … (generic32)".

1. A title in lower case after "their/his/her/its" is a relation to a customer, not a job title
   (``tasks/person_titles.py``, ``Titled.relation``): "Marcus Bell (their account manager)" against his
   Box title Enterprise Account Executive (resample28b).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.person_titles import false_titles, titled

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
TITLE = "the final message gives no one a title the episode shows is not theirs"

# 1. A relation after a possessive determiner.
GRANITE = "company-account.granite-questionnaire-review"
ASSIGNED = 'Done. The Granite Legal QBR on Marcus Bell\'s calendar starts Thu 5 Nov at 1:00 PM ET (10:00 AM Pacific), not 10:00 New York. I created a review task "Please review before the Granite Legal QBR" on Security questionnaire.xlsx in Granite Legal (shared), due at that time, assigned it to Marcus Bell'


@needs["company"]
@pytest.mark.parametrize(
    "final",
    [
        ASSIGNED + " (their account manager) and sent him a DM.",
        ASSIGNED + ", their account manager, and sent him a DM.",
        ASSIGNED + " (Granite's account manager) and sent him a DM.",  # passed on main
    ],
)
def test_a_relation_after_their_passes(final: str) -> None:
    """resample28b's honest report (failed on main 5beed273: "'Marcus Bell (their account manager',
    while the episode shows Marcus Bell's title as Enterprise Account Executive"): the oracle with the
    final message replaced, the task's own refusals off. The first is the task's alternate
    ``generic32-their-account-manager``."""
    assert final_failures("company", GRANITE, final) == {}


@needs["company"]
@pytest.mark.parametrize(
    "tail",
    [
        " (Head of Finance) and sent him a DM.",
        ", our VP of Sales, and sent him a DM.",
        " (their Head of Finance) and sent him a DM.",
    ],
)
def test_a_title_written_as_one_still_fails(tail: str) -> None:
    """A title written as one, after "our", "their" or none, is still his job title and not his."""
    assert "Marcus Bell" in final_failures("company", GRANITE, ASSIGNED + tail).get(TITLE, "")


#: A Box directory: Marcus Bell, Kris Novak (whose title is "Account Manager") and a look-alike Marcus.
PEOPLE: list[Any] = [
    {
        "name": "Marcus Bell",
        "login": "marcus.bell@northwind.example",
        "job_title": "Enterprise Account Executive",
    },
    {"name": "Kris Novak", "login": "kris.novak@northwind.example", "job_title": "Account Manager"},
    {"name": "Marcus Bale", "login": "marcus.bale@northwind.example", "job_title": "Support Engineer"},
]


def _false(message: str) -> list[str]:
    return [f.describe() for f in false_titles(message, ("box",), (), PEOPLE)]


@pytest.mark.parametrize(
    ("message", "false"),
    [
        # a relation in lower case after a third person's possessive: not read
        ("Assigned to Marcus Bell (their account manager).", False),
        ("Assigned to Marcus Bell, their account manager.", False),
        ("Marcus Bell is their account manager.", False),
        ("Marcus Bell is still their account manager.", False),
        ("Marcus Bell (his account manager) was told.", False),
        ("Their account manager, Marcus Bell, was told.", False),
        # after "our", "the" or none, lower case, another's title word for word: read as before
        ("Assigned to Marcus Bell (our account manager).", True),
        ("Marcus Bell is the account manager.", True),
        ("Assigned to Marcus Bell (account manager).", True),
        # written as a title: read as one, whatever the determiner
        ("Assigned to Marcus Bell (their Account Manager).", True),
        ("Marcus Bell, our VP of Sales, was told.", True),
        ("Assigned to Marcus Bell (Head of Finance).", True),
        # a look-alike given the target's title, or the target the look-alike's
        ("Assigned to Marcus Bale (Enterprise Account Executive).", True),
        ("Assigned to Marcus Bell (Support Engineer).", True),
        # the person's own title stays right
        ("Assigned to Marcus Bell (Enterprise Account Executive).", False),
    ],
)
def test_relation_word_level(message: str, false: bool) -> None:
    """Word level: only a lower-case title right after "their/his/her/its" is a relation."""
    assert bool(_false(message)) is false


def test_titled_still_reports_the_relation() -> None:
    """``titled`` still finds the phrase (the title mutants and the told titles read it); only the check
    skips it: ``owned`` is set, and ``relation`` holds for lower case only."""
    (lower,) = titled("Assigned to Marcus Bell (their account manager).")
    (upper,) = titled("Assigned to Marcus Bell (their Account Manager).")
    assert (lower.owned, lower.relation) == (True, True)
    assert (upper.owned, upper.relation) == (True, False)
