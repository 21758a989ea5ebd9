# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""links21: a shared link's access said in words ("anyone with the link can open it", "company-only",
"collaborators only"), in the final message or in a post, read against every access the episode showed
or wrote (``WordDetail.unbound``: a link is no named row). docs/validity.md, "(links21)"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, failures_of
from toolproof.service.stated import WordDetail
from toolproof.services.box.stated import LINK_ACCESS
from toolproof.tasks import Task, suite_names
from toolproof.tasks.row_details import stated_words

READ = [
    ("Hi Ingrid, the agenda is in your shared folder; anyone with the link can open it: https://app.box.com/s/x", ["open"]),
    ("Here is your order form; no Box account needed.", ["open"]),
    ("Order form (collaborators only): https://app.box.com/s/x", ["collaborators"]),
    ("Link: company-only, so Fjord cannot open it.", ["company"]),
    ("Only collaborators can open it.", ["collaborators"]),
    # a denial, an offer, a question, a verb alone: no access said
    ("The link is not open to anyone.", []),
    ("I can make it open to anyone if you like.", []),
    ("Should the link be company-only?", []),
    ("Open the folder and download the PDF.", []),
    ("Anyone with the link can't open it.", []),
]  # fmt: skip


@pytest.mark.parametrize(("text", "values"), READ)
def test_the_access_said(text: str, values: list[str]) -> None:
    assert [w.value for w in stated_words(text, [LINK_ACCESS])] == values


# -- episodes: each task's plans with its says_not taken away, so the generic check alone decides -------

needs_company = pytest.mark.skipif(
    "company" not in suite_names(), reason="the company suite is not installed"
)
POSTS = "the episode's posts give no row a word its data contradicts"
REPORT = "the final message gives a named row no detail its own data contradicts"


def _bare(task_id: str) -> Task:
    return bare("company", task_id)


def _failures(task: Task, steps: list[Any]) -> dict[str, str]:
    return failures_of(task, steps)


@needs_company
@pytest.mark.parametrize(
    ("task_id", "wrong"),
    [
        ("company-support.fjord-order-form-link", "post-says-anyone-can-open"),
        ("company-support.acme-freight-manual-exports", "resample14c-reply-says-anyone-with-link"),
        ("company-account.borealis-renewal-agenda", "post-says-anyone-can-open"),
    ],
)
def test_a_post_saying_anyone_can_open_a_collaborators_link_fails(task_id: str, wrong: str) -> None:
    task = _bare(task_id)
    (plan,) = [p for p in task.wrong if p.name == wrong]
    failed = _failures(task, plan.steps)
    assert POSTS in failed
    assert (
        "'anyone with the link can open', where every shared link access the episode showed is collaborators"
        in failed[POSTS]
    )
    # every honest plan of the task passes with the generic check alone
    for steps in [task.oracle, *(a.steps for a in task.alternates)]:
        assert _failures(task, steps) == {}


@needs_company
def test_the_report_saying_it_is_open_fails_and_saying_collaborators_passes() -> None:
    task = _bare("company-support.fjord-order-form-link")

    def ending(final: str) -> list[Any]:
        return [s.model_copy(update={"message": final}) if s.finish else s for s in task.oracle]

    failed = _failures(
        task,
        ending(
            "Shared Order form 2025.pdf; anyone with the link can open it. Posted it in #ext-fjord-payments and added it to the renewal call."
        ),
    )
    assert failed.keys() == {REPORT}
    assert (
        "'anyone with the link can open', where every shared link access the episode showed is collaborators"
        in failed[REPORT]
    )
    assert (
        _failures(
            task,
            ending(
                "Shared Order form 2025.pdf (collaborators only); posted it in #ext-fjord-payments and added it to the renewal call."
            ),
        )
        == {}
    )


def test_a_word_of_no_row_is_no_rows_own() -> None:
    assert LINK_ACCESS.unbound
    assert not LINK_ACCESS.row_only
    with pytest.raises(ValueError, match="a word of no row is no row's own"):
        WordDetail("x", ("k",), (("a", ("a",)),), row_only=True, unbound=True)
