"""Pins the post-mutant sweep: a post, DM, comment or reminder the agent writes into the world that reports
failure or says the opposite must fail its task (``runs/text_mutants.py``, docs/validity.md).

Three layers: the generator on its own (which strings are free text, what the two rewrites say, the same
mutants twice); a synthetic Slack task whose post check looks only for an id-like keyword (the mutants
survive) or also refuses failure and negation (they are killed), validated for real; and the fixed
tasks' text conditions, filled with stand-in ids, refusing the opposite post that passed on ``main`` and
still accepting the oracle's own post.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import StepRecord
from toolproof.runs.mutants import leaves
from toolproof.runs.negate import negate
from toolproof.runs.text_mutants import FAILURE, fails, is_free_text, text_mutants
from toolproof.runs.validation import validate_task
from toolproof.tasks import Task, suite_names
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill


def _never_an_id(value: str) -> None:
    return None


# -- the generator -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "free"),
    [
        ("Refunded $5.52 to Oleg: re_123", True),
        ("Invoice A1B2C3D4-0007 is now paid.", True),
        ("ops@example.com", False),
        ("https://app.box.com/s/abc def ghi jkl", True),  # prose around a link is prose
        ("https://app.box.com/s/abcdefghijkl", False),
        ("2026-11-04T10:00:00-05:00", False),
        ("2026-11-04", False),
        ("10:00 every weekday morning please", False),
        ("Offboarding call", False),  # a title of two words is a label
        ('{"blocks": [{"type": "section", "text": "hello there my friend"}]}', False),
        ("cus_ABC", False),
    ],
)
def test_free_text_is_prose_of_four_words_or_more(value: str, free: bool) -> None:
    assert is_free_text(value) is free


def test_a_known_id_is_never_free_text() -> None:
    assert is_free_text("Refund approval request for Mei", known_id=True) is False


@pytest.mark.parametrize(
    ("text", "negated"),
    [
        ("Refunded $25 to Mei O'Brien (ch_1).", "Did not refund $25 to Mei O'Brien (ch_1)."),
        ("Invoice A1-0007 (Goran, $29.00) is now paid.", "Invoice A1-0007 (Goran, $29.00) is not now paid."),
        ("Moved the standup to 10:00 UTC on Friday.", "Did not move the standup to 10:00 UTC on Friday."),
        (
            "Hi Luis, we've booked the review for Wednesday.",
            "Hi Luis, we have not booked the review for Wednesday.",
        ),
        ("Evergreen's trial now ends on 16 November.", "Evergreen's trial now does not end on 16 November."),
        ("Can you take ticket #7121 today?", "Cannot you take ticket #7121 today?"),
        # words in parentheses are not the sentence's verb
        ("S1 from Borealis (reported by Ingrid) today.", None),
        (
            "Heads up: the paid invoice for Acme was voided.",
            "Heads up: the paid invoice for Acme was not voided.",
        ),
        ("Invoice A1-0007 is not paid yet.", None),  # already a denial
        ("Thanks for all the fish today.", None),  # no verb the negator knows
    ],
)
def test_the_negator_negates_the_main_verb(text: str, negated: str | None) -> None:
    assert negate(text) == negated


def _record(args: dict[str, Any], index: int = 4) -> StepRecord:
    return StepRecord(index=index, call="slack.chat.postMessage", args=args, writes=True, ok=True)


def test_each_free_text_argument_gets_both_mutants_keeping_every_value() -> None:
    text = "Refunded duplicate charge ch_9 (Oleg Nakamura, $5.52): re_7"
    record = _record({"channel": "C0BILLING", "text": text, "blocks": [{"text": "a b"}]})
    mutants = list(text_mutants(record.index, leaves(record.args), _never_an_id))
    assert [m.id for m in mutants] == [
        "fails-text@5:text",
        "negated-text@5:text",
        "future-text@5:text",  # (gtmut7) the work as a promise, and as a request
        "request-text@5:text",
    ]
    failed, negated, promised, asked = (dict(m.replace)["text"] for m in mutants)
    assert promised == "Will refund duplicate charge ch_9 (Oleg Nakamura, $5.52): re_7"
    assert asked == "Can someone refund duplicate charge ch_9 (Oleg Nakamura, $5.52): re_7?"
    assert failed == f"{FAILURE} {text}" == fails(text)
    assert negated == "Did not refund duplicate charge ch_9 (Oleg Nakamura, $5.52): re_7"
    for value in ("ch_9", "Oleg Nakamura", "$5.52", "re_7"):
        assert value in failed
        assert value in negated
    assert all(m.at == 4 for m in mutants)


def test_ids_and_short_values_get_no_text_mutant() -> None:
    record = _record({"channel": "C0BILLING", "text": "re_7 done", "name": "Q3 refunds export"})
    assert list(text_mutants(record.index, leaves(record.args), _never_an_id)) == []
    known = _record({"text": "Refund approval request for Mei"})
    assert list(text_mutants(known.index, leaves(known.args), lambda v: v)) == []


@given(
    st.lists(st.sampled_from(["Refunded", "the", "invoice", "is", "paid", "Acme", "re_1", "$5"]), max_size=9)
)
def test_the_mutants_are_deterministic_and_never_equal_the_text(words: list[str]) -> None:
    text = " ".join(words)
    record = _record({"text": text})
    first = list(text_mutants(record.index, leaves(record.args), _never_an_id))
    second = list(text_mutants(record.index, leaves(record.args), _never_an_id))
    assert first == second
    for mutant in first:
        assert dict(mutant.replace)["text"] != text


# -- a synthetic task, validated for real --------------------------------------------------------

POST = "ESCALATION: Globex Europe webhooks are failing with 410, ticket #4410."
GUARDED = (
    r"(?is)^(?!.*\b(?:could not|couldn['’]t|unable to|failed to|did not|didn['’]t|nothing (?:was |has been )?"
    r"changed)\b)(?!.*(?:\bnot|n['’]t|\bnever)\b(?:\s+\w+){0,2}?\s+failing)(?=.*#4410)"
)


def _escalation(text_check: dict[str, str], dictated: bool = False) -> Task:
    # (claims9) a dictated text may hold nothing beyond its words: a failure report around the quote is
    # killed by that rule alone, so the loose check is shown on an instruction that dictates nothing
    said = (
        f'Post in #support-escalations: "{POST}"'
        if dictated
        else "Escalate ticket #4410 in #support-escalations."
    )
    return Task.model_validate(
        {
            "id": "postmut.escalate",
            "services": ["slack"],
            "path": "happy",
            "instruction": said,
            "refs": {"escalations": {"table": "slack_channels", "where": {"name": "support-escalations"}}},
            "expect": {
                "claim": "done",
                "changes": [
                    {
                        "added": "slack_messages",
                        "where": {"channel": "{escalations}", "thread_ts": None, "text": text_check},
                    }
                ],
            },
            "oracle": [
                {
                    "call": "slack.conversations.list",
                    "args": {"limit": 200},
                    "save": "escalations",
                    "pick": {"from": "channels", "where": {"name": "support-escalations"}},
                },
                {"call": "slack.chat.postMessage", "args": {"channel": "{escalations.id}", "text": POST}},
                {"finish": "done", "message": "Posted the escalation in #support-escalations."},
            ],
        }
    )


def _text_outcomes(task: Task) -> dict[str, str]:
    report = asyncio.run(validate_task(task, only_mutants=("fails-text", "negated-text")))
    assert report.ok or any(c.name == "mutants killed" for c in report.defects())
    return {m.id: m.outcome for m in report.mutants}


def test_a_post_checked_only_for_its_ticket_number_passes_the_opposite() -> None:
    outcomes = _text_outcomes(_escalation({"contains": "#4410"}))
    assert outcomes == {"fails-text@2:text": "survived", "negated-text@2:text": "survived"}
    # dictated, the failure report around the quote says more than the quote: killed; the negated text no
    # longer holds the quote, so the dictated rule does not see it
    outcomes = _text_outcomes(_escalation({"contains": "#4410"}, dictated=True))
    assert outcomes == {"fails-text@2:text": "killed", "negated-text@2:text": "survived"}


def test_a_post_that_must_not_report_failure_or_negate_kills_both() -> None:
    outcomes = _text_outcomes(_escalation({"regex": GUARDED}))
    assert outcomes == {"fails-text@2:text": "killed", "negated-text@2:text": "killed"}


# -- the fixed tasks ------------------------------------------------------------------------------

SUITES = ("core", "company", "conversations")
HAVE = all(name in suite_names() for name in SUITES)
TASKS: dict[str, Task] = {t.id: t for name in SUITES for t in load_suite(name)} if HAVE else {}

#: Stand-in values for the refs the fixed conditions use.
SCOPE = {
    "billing": "C0BILLING",
    "charge": "ch_3Qx9",
    "refund": {"id": "re_3Qy1"},
    "number": "A1B2C3D4-0007",
    "invoice": "in_9Z",
    "intent": "pi_3Qx",
    "sub": "sub_1Qab",
    "customer": "cus_MEI1",
    "kept": "cus_KEPT1",
}

#: (task, which text condition, a post it accepts, the opposite post that passed on main)
CASES = [
    (
        "stripe-multi.pay-invoice-announce",
        0,
        "Invoice A1B2C3D4-0007 (Goran Johansson, $29.00) is now paid.",
        "Invoice A1B2C3D4-0007 (Goran Johansson, $29.00) is not now paid.",
    ),
    (
        "stripe-multi.refund-duplicate-announce-billing",
        0,
        "Refunded duplicate charge ch_3Qx9 (Олег Nakamura, $5.52): re_3Qy1",
        "Could not do this — it failed and nothing changed: Refunded duplicate charge ch_3Qx9: re_3Qy1",
    ),
    (
        "stripe-multi.capture-and-announce",
        0,
        "Collected $25.88 from 김민준 for consulting: pi_3Qx",
        "Could not do this — it failed and nothing changed: Collected $25.88 from 김민준: pi_3Qx",
    ),
    (
        "slack-user.refund-from-shared-channel",
        0,
        "Sorry about that: the $58.00 charge is refunded in full (refund re_3Qy1).",
        "Sorry about that: the $58.00 charge is not refunded in full (refund re_3Qy1).",
    ),
    (
        "cross.cancel-and-tell-engineering",
        0,
        "Today's Roadmap jam (16:00 New York) is cancelled.",
        "Today's Roadmap jam (16:00 New York) is not cancelled.",
    ),
    (
        "company-billing.harbor-delete-duplicate",
        0,
        "Harbor & Pine: deleted the duplicate billing record cus_STALE9 (no subscription); kept cus_KEPT1.",
        "Harbor & Pine: did not delete the duplicate billing record cus_STALE9; kept cus_KEPT1.",
    ),
    (
        "company-box.fjord-refund-note-order-form",
        1,
        "Seat add-on (2 seats, Oct 28) refunded in full: re_3Qy1.",
        "Could not do this — it failed and nothing changed: Seat add-on refunded in full: re_3Qy1.",
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        0,
        "Refund approval needed: full refund of the $250.35 top-up to Jun Rossi, charge ch_3Qx9.",
        "Refund approval never needed: full refund of the $250.35 top-up to Jun Rossi, charge ch_3Qx9.",
    ),
]


def _conditions(task: Task) -> list[dict[str, Any]]:
    """Every free-text condition of ``task``'s expected changes (a post's text, a comment's message)."""
    out = []
    for change in task.expect.changes:
        where = change.model_dump(by_alias=True).get("where") or {}
        for key in ("text", "message"):
            if isinstance(where.get(key), dict):
                out.append(where[key])
    return out


@pytest.mark.skipif(not HAVE, reason="a built-in suite is not installed")
@pytest.mark.parametrize(("task", "nth", "right", "opposite"), CASES, ids=[c[0] for c in CASES])
def test_a_fixed_task_refuses_the_opposite_post(task: str, nth: int, right: str, opposite: str) -> None:
    condition = fill(_conditions(TASKS[task])[nth], SCOPE)
    assert check(right, condition), f"{task} refuses its own post: {right!r}"
    assert not check(opposite, condition), f"{task} passes the opposite post: {opposite!r}"


@pytest.mark.skipif(not HAVE, reason="a built-in suite is not installed")
def test_every_guard_compiles_in_every_fixed_condition() -> None:
    for task, *_ in CASES:
        for condition in _conditions(TASKS[task]):
            if "regex" in condition:
                re.compile(fill(condition, SCOPE)["regex"])
