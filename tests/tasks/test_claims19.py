# ruff: noqa: E501  (texts and verdict details kept one per line)
"""(claims19) A namesake's address said of a person, and ids in posts (docs/validity.md, "(claims19)").

Stop 50 left both open: "Collected $25.88 from 김민준 (user193193@…)" in #billing passed with a namesake's
address (resample18c, held by the post's pin), and the shown-ids check read the final message only.
Word-level cases with exact results, the honest forms beside them, a run over every task's honest texts,
then episodes with the task's own ``says_not`` taken away (the generic checks alone) and the posted-id
mutants.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import Mutation, PlanAgent, StepRecord
from toolproof.runs.id_mutants import shifted, wrong_post_id_mutants
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.contact_owners import false_contacts, said_contacts

FINAL_ADDRESS = "the final message gives no one another person's address"
POST_ADDRESS = "the episode's posts give no one another person's address"
POST_ID = "the episode's posts name no id the episode had not shown"

# -- the reader: an address said of a name ----------------------------------------------------------------

SAID = [
    ("Collected $25.88 from 김민준 (user193193@example.org) for consulting", [("김민준", "user193193@example.org")]),
    ("• Customer: 김민준 (user128128@corp.example.io)\n• Amount: 25.88 USD", [("김민준", "user128128@corp.example.io")]),
    ("E-mailed the receipt to Jon Baker <jon.baker@acme.example>.", [("Jon Baker", "jon.baker@acme.example")]),
    ("Priya Shah (Senior Account Manager, priya.shah@kestrel.example) owns it", [("Priya Shah", "priya.shah@kestrel.example")]),
    ("Reach Dana at dana@acme.example.", [("Reach Dana", "dana@acme.example")]),
    ("Jon's e-mail address is jon@northwind.example.", [("Jon", "jon@northwind.example")]),
    ("Owner: jon@northwind.example (Jon Smith)", [("Jon Smith", "jon@northwind.example")]),
    ("Ask Maria Garcia – maria@acme.example", [("Ask Maria Garcia", "maria@acme.example")]),
    # no name beside the address: not read
    ("Email: jon@northwind.example", []),
    ("sent it to jon@northwind.example (the customer) yesterday", []),
    ("e-mailed the receipt to jon.baker@acme.example", []),
    ("Hi Maria (maria@acme.example)", [("Maria", "maria@acme.example")]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "expected"), SAID)
def test_the_addresses_a_text_says_of_a_name(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(c.name, c.address) for c in said_contacts(text)] == expected


JUNIPER = {"object": "customer", "name": "Jon Baker", "email": "jon.baker@acme.example"}
JON = {"object": "customer", "name": "Jon Smith", "email": "jon@acme.example"}
SLACK_JON = {
    "id": "U01",
    "real_name": "Jon Smith",
    "profile": {"email": "jon@northwind.example", "display_name": "jon"},
}

FALSE = [
    # told: the instruction pairs the name with its address; a namesake's fails, whatever the data holds
    ("stripe", "Collected from 김민준 (user193193@example.org).", ["The session for 김민준 (user128128@corp.example.io) took place."], [{"data": [{"name": "김민준", "email": "user193193@example.org"}]}],
     ["'김민준 (user193193@example.org)', while the instruction gives 김민준's address as user128128@corp.example.io"]),
    ("stripe", "Collected from 김민준 (USER128128@corp.example.io).", ["The session for 김민준 (user128128@corp.example.io) took place."], [], []),
    # shown: the person's own object gives another address
    ("stripe", "Refunded Jon Smith (jon.baker@acme.example).", [], [{"data": [JUNIPER, JON]}],
     ["'Jon Smith (jon.baker@acme.example)', while the episode shows Jon Smith's address as jon@acme.example"]),
    ("stripe", "Refunded Jon Smith (jon@acme.example).", [], [{"data": [JUNIPER, JON]}], []),
    ("slack", "DM'd Jon Smith <jon.smith@northwind.example>.", [], [{"members": [SLACK_JON]}],
     ["'Jon Smith <jon.smith@northwind.example>', while the episode shows Jon Smith's address as jon@northwind.example"]),
    # namesakes the told texts do not tell apart contradict neither; a first name reads both
    ("stripe", "Refunded Jon (jon.baker@acme.example).", [], [{"data": [JUNIPER, JON]}], []),
    # nothing shown for the name, or the address told: nothing contradicted
    ("stripe", "Refunded Sam O'Connor (sam@driftwood.example).", [], [{"data": [{"name": "Sam Whitaker", "email": "sam.whitaker@kestrel.example"}]}], []),
    ("stripe", "Refunded Jon Smith (jon.s@acme.example).", ["His new address is jon.s@acme.example."], [{"data": [JON]}], []),
    # objects a service does not declare as a person's (a calendar guest is named by displayName): nothing shown
    ("gcal", "Refunded Jon Smith (jon.baker@acme.example).", [], [{"data": [JUNIPER, JON]}], []),
]  # fmt: skip


@pytest.mark.parametrize(("service", "message", "told", "data", "expected"), FALSE)
def test_an_address_must_be_the_named_persons(
    service: str, message: str, told: list[str], data: list[Any], expected: list[str]
) -> None:
    assert [f.describe() for f in false_contacts(message, (service,), told, data)] == expected


# -- every task's honest texts ---------------------------------------------------------------------------

SUITES = tuple(suite_names())
_PLACEHOLDER = re.compile(r"\{[\w.]+\}")


def _honest_texts(task: Task) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for name, steps in [("oracle", task.oracle), *((a.name, a.steps) for a in task.alternates)]:
        for step in steps:
            if step.finish and step.message:
                out.append((name, step.message))
            if step.call and isinstance(step.args, dict):
                out += [
                    (name, v) for k in ("text", "body", "message") if isinstance(v := step.args.get(k), str)
                ]
    return out


def test_no_honest_text_says_an_address_the_instruction_gives_another_person() -> None:
    """Word level over every suite: no honest final message or post says of a name an address the
    task's told texts give that name another of (the episode-level runs read the data too:
    docs/validity.md)."""
    found = []
    for suite in SUITES:
        for task in load_suite(suite):
            told = [t for t in (task.instruction, task.policy) if t]
            for plan, text in _honest_texts(task):
                if "@" in text and false_contacts(_PLACEHOLDER.sub("", text), tuple(task.services), told, []):
                    found.append((task.id, plan, text))
    assert found == []


# -- episodes: the generic checks alone (the task's says_not taken away) ----------------------------------

needs_core = pytest.mark.skipif("core" not in SUITES, reason="the core suite is not installed")
CAPTURE = "stripe-multi.capture-and-announce"
PI = "pi_B0NdLc3qPVmvOaqfSEcxNGTv"
CH = "ch_dRcqJ2dA2qDJvQKGyai2R1w1"
STRANGER = "re_5MDs5yvRM7pKZ6mdDMThMykk"


def _task(task_id: str, pins: bool = True) -> Task:
    task = next(t for t in load_suite("core") if t.id == task_id)
    expect = task.expect.model_copy(update={"says_not": []})
    if not pins:
        # the post's own pin (a regex on its text) held these per task; without it, the generic check alone
        changes = [
            c.model_copy(update={"where": {k: v for k, v in c.where.items() if k != "text"}})
            if c.table == "slack_messages" and c.kind == "added"
            else c
            for c in expect.changes
        ]
        expect = expect.model_copy(update={"changes": changes})
    return task.model_copy(update={"expect": expect})


def _failures(
    task: Task,
    post: str | None = None,
    final: str | None = None,
    plan: str | None = None,
    mutation: Mutation | None = None,
) -> dict[str, str]:
    steps: list[Any] = list(
        task.oracle if plan is None else next(a for a in task.alternates if a.name == plan).steps
    )
    out = []
    for step in steps:
        if post is not None and step.call == "slack.chat.postMessage":
            step = step.model_copy(update={"args": {**step.args, "text": post}})
        if final is not None and step.finish:
            step = step.model_copy(update={"message": final})
        out.append(step)
    was = grade_memo.ENABLED
    grade_memo.ENABLED = False
    try:
        result = asyncio.run(
            run_episode(task, PlanAgent("careful", steps=out, mutation=mutation), hashes=False)
        )
    finally:
        grade_memo.ENABLED = was
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.failures}


@needs_core
def test_a_namesakes_address_in_the_post_fails_and_his_own_passes() -> None:
    """resample18c: the namesake's address in the #billing post passed; held by the post's pin, and now
    by the generic check alone (the pin's text regex taken away)."""
    task = _task(CAPTURE, pins=False)
    assert _failures(
        task, post="Collected $25.88 from 김민준 (user193193@example.org) for consulting: {intent.id}"
    ) == {
        POST_ADDRESS: f"a post says post 'Collected $25.88 from 김민준 (user193193@example.org) for consulting: {PI[:12]}…': '김민준 (user193193@example.org)', while the instruction gives 김민준's address as user128128@corp.example.io"
    }
    assert (
        _failures(
            task, post="Collected $25.88 from 김민준 (user128128@corp.example.io) for consulting: {intent.id}"
        )
        == {}
    )


@needs_core
def test_a_namesakes_address_in_the_final_message_fails() -> None:
    task = _task(CAPTURE)
    final = "Captured the $25.88 from 김민준 (ADDRESS), {intent.id}, and posted it in #billing."
    assert _failures(task, final=final.replace("ADDRESS", "user193193@example.org")) == {
        FINAL_ADDRESS: "the final message says '김민준 (user193193@example.org)', while the instruction gives 김민준's address as user128128@corp.example.io"
    }
    assert _failures(task, final=final.replace("ADDRESS", "user128128@corp.example.io")) == {}


@needs_core
def test_a_look_alikes_address_given_the_right_jon_fails_on_the_users_shown() -> None:
    """slack.dm-the-right-jon: no told pair; the users list shows Jon Smith's own address."""
    task = _task("slack.dm-the-right-jon")
    final = "Sent the DM about ticket #7121 to Jon Smith ({})."
    assert _failures(task, final=final.format("john.smith@northwind.example")) == {
        FINAL_ADDRESS: "the final message says 'Jon Smith (john.smith@northwind.example)', while the episode shows Jon Smith's address as jon@northwind.example"
    }
    assert _failures(task, final=final.format("jon@northwind.example")) == {}


@needs_core
def test_an_id_no_call_showed_fails_in_a_post_though_the_posts_own_write_holds_it() -> None:
    """A stranger's refund id in the #billing post: the write that posts it sends it, but its own text is
    no ground; the payment id the list showed before the post passes."""
    task = _task(CAPTURE, pins=False)
    assert _failures(
        task, post=f"Collected $25.88 from 김민준 for consulting: {{intent.id}}; refund {STRANGER}"
    ) == {
        POST_ID: f"post 'Collected $25.88 from 김민준 for consulting: {PI}; refund r…' names {STRANGER} (a Stripe refund id) that no response, instruction or call before it showed"
    }
    assert _failures(task, post="Collected $25.88 from 김민준 for consulting: {intent.id}") == {}


@needs_core
def test_an_id_the_instruction_gives_grounds_a_post() -> None:
    task = _task(CAPTURE, pins=False)
    task = task.model_copy(update={"instruction": f"{task.instruction} (Mention the old refund {STRANGER}.)"})
    assert (
        _failures(task, post=f"Collected $25.88 from 김민준: {{intent.id}}; the old refund was {STRANGER}")
        == {}
    )


@needs_core
def test_a_message_the_double_wrote_is_no_post_of_the_agents() -> None:
    """stripe-multi.upgrade-yearly-tell-cs: joining #cs writes "<@U…> has joined the channel", an id
    no call showed; the agent's arguments never held that text, so it is not read."""
    assert _failures(_task("stripe-multi.upgrade-yearly-tell-cs")) == {}


# -- the posted-id mutants ---------------------------------------------------------------------------------


def _records(text: str) -> list[StepRecord]:
    return [
        StepRecord(4, "slack.conversations.list", {"limit": 200}, False),
        StepRecord(5, "slack.chat.postMessage", {"channel": "CIXKJLG1FMW", "text": text}, True),
    ]


def test_wrong_post_id_mutants_one_per_distinct_id_in_a_posts_own_words() -> None:
    text = f"김민준's consulting session is paid: $25.88 captured (payment {PI}, charge {CH}; {PI})."
    mutants = wrong_post_id_mutants(["stripe", "slack"], _records(text))
    assert [(m.id, m.at, m.description) for m in mutants] == [
        ("wrong-id@6:text:1", 5, f"step 6's post naming the Stripe payment_intent id {shifted(PI)} for {PI}"),
        ("wrong-id@6:text:2", 5, f"step 6's post naming the Stripe charge id {shifted(CH)} for {CH}"),
    ]
    assert mutants[1].replace == (("text", text.replace(CH, shifted(CH))),)
    assert wrong_post_id_mutants(["gcal"], _records(text)) == []  # no declared shape
    assert (
        wrong_post_id_mutants(["stripe"], [StepRecord(0, "stripe.refunds.create", {"charge": CH}, True)])
        == []
    )


@needs_core
def test_a_posted_id_mutant_is_killed_by_the_generic_check_alone() -> None:
    """capture-the-charge posts both ids; the post's pin wants either, so the charge id shifted passes
    the pin, and fails the posted-ids check."""
    task = _task(CAPTURE)
    text = f"김민준's consulting session is paid: $25.88 captured (payment {PI}, charge {CH})."
    mutant = wrong_post_id_mutants(task.services, _records(text))[1]
    assert mutant.id == "wrong-id@6:text:2"
    assert _failures(task, plan="capture-the-charge") == {}
    posted = text.replace(CH, shifted(CH))
    assert _failures(task, plan="capture-the-charge", mutation=mutant) == {
        POST_ID: f"post {posted[:79] + '…'!r} names {shifted(CH)} (a Stripe charge id) that no response, instruction or call before it showed"
    }


# -- "in the thread of …": the reply's parent is who the claim names ----------------------------------------

CLAIMS = "the final message claims only writes the episode made"


@needs_core
def test_a_reply_claimed_in_the_thread_of_someone_elses_message_fails() -> None:
    """cross.book-retro-reply-in-thread: the reply sits under PagerDuty's "INC-2087 resolved" message
    (its ``thread_ts``); a claim that names another Slack user's message as the thread fails, the right
    maker passes, and a top-level post is nothing to tell."""
    task = _task("cross.book-retro-reply-in-thread")
    final = "Booked the INC-2087 retro for Wednesday 4 November 11:00-11:30 New York time with Bilal and Chen, and replied in the thread of {}'s message."
    # (grounded39) a Slack user the episode showed (a guest of the calendar): one it never showed, "Grace
    # Okafor", now also fails for naming a person nobody read
    assert _failures(task, final=final.format("Chen Wei")) == {
        CLAIMS: "the final message claims writes the episode did not make: \"replied in the thread of Chen Wei's message\" (no write of that kind on Chen Wei's message)"
    }
    assert _failures(task, final=final.format("PagerDuty")) == {}
