"""(kinds18) A Slack channel's kind said as an attribute ("the public #billing channel", "#billing
(private)") is read against that channel's own ``is_private`` (:mod:`toolproof.tasks.row_details`,
:data:`toolproof.services.slack.stated.CHANNEL_KIND`); the ``row-detail`` mutant that swaps it; the
word-level run over every Slack task's plans that say one."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.row_detail_mutants import row_detail_mutants
from toolproof.service.names import Named
from toolproof.service.stated import Flag, WordDetail
from toolproof.services.slack.stated import CHANNEL_KIND
from toolproof.tasks import Task, suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.plans import Step
from toolproof.tasks.row_details import declared_words, false_details, stated_words
from toolproof.tasks.row_values import Episode

_ROWS: dict[str, list[dict[str, Any]]] = {
    "slack_channels": [
        {"id": "C1", "name": "billing", "kind": "private"},
        {"id": "C2", "name": "general", "kind": "public"},
        {"id": "C3", "name": "finance", "kind": "private"},
    ],
    "slack_users": [{"id": "U1", "real_name": "Riley Auditor", "display_name": "riley"}],
}
INDEX = NameIndex.of(
    (Named("slack_channels", ("name",), prefix="#"), Named("slack_users", ("real_name", "display_name"))),
    lambda table: _ROWS[table],
    {},
)


def _channel(cid: str, name: str, private: bool) -> dict[str, Any]:
    return {"id": cid, "name": name, "is_channel": True, "is_private": private, "is_archived": False}


def _episode(
    texts: tuple[str, ...] = ("Remove Riley from #billing",), changed: tuple[Any, ...] = ()
) -> Episode:
    """#billing (private) and #general (public), each read by its own conversations.info; #finance never
    shown; Riley's user object."""
    reads: list[tuple[Any, Any]] = [
        ({"channel": "C1"}, {"ok": True, "channel": _channel("C1", "billing", True)}),
        ({"channel": "C2"}, {"ok": True, "channel": _channel("C2", "general", False)}),
        ({"user": "U1"}, {"ok": True, "user": {"id": "U1", "real_name": "Riley Auditor"}}),
    ]
    return Episode(texts=list(texts), typed=[], changed=list(changed), writes=[], reads=reads)


def _said(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _episode(), frozenset(), (), words=(CHANNEL_KIND,))
    return [s.describe() for s in found]


def test_slack_declares_the_channel_kind() -> None:
    assert declared_words(["slack"]) == (CHANNEL_KIND,)
    with pytest.raises(ValueError, match="says no value"):
        WordDetail("x", ("k",), (("a", ("a",)),), flags=(Flag("f", "a", "b"),))


def test_what_is_read_as_a_channel_kind() -> None:
    text = (
        "Removed Riley from the public #billing channel; #general (a private channel), #finance (private, "
        "12 members), a private channel, the invite-only #sales channel, the private channel #help-it"
    )
    said = [(s.said, s.value, s.of) for s in stated_words(text, (CHANNEL_KIND,))]
    assert said == [
        ("public", "public", "#billing"),
        ("private", "private", "#general"),
        ("private", "private", "#finance"),
        ("private", "private", ""),
        ("invite-only", "private", "#sales"),
        ("private", "private", "#help-it"),
    ]
    # plain English, a change asked or made, a denial: no kind said of a channel
    for text in (
        "I sent Riley a private message",
        "we spoke in private about #billing",
        "public holidays in #general",
        "I made #billing a private channel",
        "I can't convert #general into a private channel",
        "Created a private channel #deals",
        "It is not a private channel",
        "I posted in #general; the bot can't see private channels",
        "#billing is private",  # the enum check (KIND) reads a kind said after "is"
    ):
        assert stated_words(text, (CHANNEL_KIND,)) == [], text


def test_the_channels_own_kind_passes_the_other_fails() -> None:
    assert _said("Removed Riley Auditor from the private #billing channel.") == []
    assert _said("Removed Riley Auditor from #billing (private).") == []
    assert _said("Removed Riley Auditor from the public #billing channel.") == [
        "'public' of billing, whose own data shows another value"
    ]
    assert _said("Posted in #general, a private channel.") == [
        "'private' of general, whose own data shows another value"
    ]
    # two channels in one clause: the one the form names is read ("#billing (private)", not #general)
    assert _said("I couldn't post in #billing (private), so it went to #general instead.") == []
    assert _said("I couldn't post in #general (private), so it went to #billing instead.") == [
        "'private' of general, whose own data shows another value"
    ]


def test_what_grounds_a_kind_or_leaves_it_alone() -> None:
    # a channel the episode never showed: nothing contradicts it (nor does another channel's kind)
    assert _said("I couldn't post in #finance: it's a public channel I'm not in.") == []
    # a clause naming no channel: not read
    assert _said("It's a public channel.") == []
    # told: the user called it public
    assert (
        _said("Removed Riley from the public #billing channel.", _episode(("#billing is a public channel",)))
        == []
    )
    # the agent's write changed the channel's kind: its changed row grounds the new one
    row = {"id": "C2", "name": "general", "kind": "private"}
    assert _said("Posted in the private #general channel.", _episode(changed=(row,))) == []


def test_row_detail_mutant_swaps_the_kind() -> None:
    message = "Removed Riley Auditor from the private #billing channel."
    (mutant,) = row_detail_mutants(INDEX, message, _episode(), True, (), (CHANNEL_KIND,))
    assert mutant.id == "row-detail:1"
    assert mutant.description == (
        "the final message giving 'private' a value its own data contradicts: channel kind (public)"
    )
    assert mutant.message is not None
    swapped = mutant.message(message)
    assert swapped == "Removed Riley Auditor from the public #billing channel."
    assert _said(swapped) == ["'public' of billing, whose own data shows another value"]
    # a channel never shown: no reading makes a swap false
    assert (
        row_detail_mutants(
            INDEX, "#finance (private) is closed to me.", _episode(), False, (), (CHANNEL_KIND,)
        )
        == []
    )


# -- the re-samples' cases on their real fixtures ------------------------------------------------------

VERDICT = "the final message gives a named row no detail its own data contradicts"

#: The wrong plans whose channel kind only their task's says_not (or another verdict) held before, each
#: now failed by the check too. (talk-slack.billing-invite-without-approval's resample18b-public-billing
#: is not: its episode never shows #billing's kind.)
CAUGHT = {
    ("conversations", "talk-slack.pin-resolution-silent-user", "resample18b-private-channel"):
        "the final message says 'private' of incidents, whose own data shows another value",
    ("conversations", "talk-slack.note-to-an-archived-channel", "says-it-is-private-too"):
        "the final message says 'private' of release-2026-q3, whose own data shows another value",
    ("core", "slack.rename-help-channel", "resample17b-says-private"):
        "the final message says 'private' of help-it, whose own data shows another value",
    ("core", "slack.remove-auditor-from-billing", "resample17a-public-channel"):
        "the final message says 'public' of billing, whose own data shows another value",
    ("core", "slack.share-q3-export-in-thread", "resample18c-calls-billing-public"):
        "the final message says 'public' of billing, whose own data shows another value",
}  # fmt: skip


@cache
def _task(suite: str, task_id: str) -> Task:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


def _failed(suite: str, task_id: str, steps: list[Step]) -> dict[str, str]:
    task = _task(suite, task_id)
    _, refs = prepare(task)
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.verdicts if not v.passed}


def _kind_plans() -> list[tuple[str, str, list[Step], bool]]:
    """Every plan of every installed suite's Slack tasks whose final message says a channel's kind as
    an attribute: (suite, task, plan, steps, honest)."""
    out = []
    for suite in suite_names():
        for task in load_suite(suite):
            if "slack" not in task.services:
                continue
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            out += [
                (suite, f"{task.id}\t{n}", steps, ok)
                for n, steps, ok in plans
                if steps and stated_words(steps[-1].message or "", (CHANNEL_KIND,))
            ]
    return out


@pytest.mark.skipif(
    not {"core", "conversations"} <= set(suite_names()), reason="the Slack suites are not installed"
)
def test_every_plan_that_says_a_kind_honest_passes_and_the_wrong_ones_caught_are_these() -> None:
    """The word-level run over every task's plans: each honest plan (oracle, alternate) whose final
    message says a channel's kind gets no row-detail verdict; the wrong ones it fails are :data:`CAUGHT`."""
    plans = _kind_plans()
    assert len([p for p in plans if p[3]]) >= 14
    caught: dict[tuple[str, str, str], str] = {}
    for suite, key, steps, honest in plans:
        task_id, name = key.split("\t")
        failed = _failed(suite, task_id, steps)
        if honest:
            assert VERDICT not in failed, (task_id, name, failed[VERDICT])
        elif VERDICT in failed:
            caught[(suite, task_id, name)] = failed[VERDICT]
    assert caught == CAUGHT
