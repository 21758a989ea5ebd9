"""(names14) "Pinged / told / messaged / let … know / DM'd <person>" is a claimed act on that person
(:func:`toolproof.tasks.claimed_effects.addressed`), as "asked <person>" is (names13); and a pronoun
("her card", "his 1:1") names the one person said just before it (:mod:`toolproof.tasks.pronouns`).

The thirteenth re-sample (docs/reviews/resample13a.md) found "I also pinged Sam Lee" and "Yuki has been
told" claims that no message reached. Word-level cases with exact verdicts, then episodes of real tasks:
a wrong plan that passed before fails, the honest one passes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from tests.tasks.test_claimed_acts import PEOPLE, _posted
from toolproof.agents import run_episode
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.service.names import Named
from toolproof.tasks.claimed_effects import addressed, false_claims
from toolproof.tasks.names import NameIndex
from toolproof.tasks.plans import Step
from toolproof.tasks.pronouns import resolved
from toolproof.tasks.row_fields import false_row_fields
from toolproof.tasks.row_values import Episode
from toolproof.world.diff import Diff

DONE_VERDICT = "the final message claims only writes the episode made"
#: A post in #billing that names Priya Sharma (U5) and nobody else.
TOLD_PRIYA = _posted("Priya Sharma, the refund is done.")


def _untold(who: str, sentence: str) -> list[str]:
    return [f"{sentence!r} (no message of the episode reaches {who!r})"]


@pytest.mark.parametrize(
    ("message", "unmade"),
    [
        ("I pinged Priya Sharma.", []),
        ("I pinged Dara Okafor.", _untold("Dara Okafor", "pinged Dara Okafor")),
        # a list is each of its people
        (
            "I pinged Priya Sharma and Dara Okafor.",
            _untold("Dara Okafor", "pinged Priya Sharma and Dara Okafor"),
        ),
        ("Pinged Priya Sharma, Dara Okafor.", _untold("Dara Okafor", "Pinged Priya Sharma, Dara Okafor")),
        ("I let Dara Okafor know.", _untold("Dara Okafor", "let Dara Okafor know")),
        ("I let Priya Sharma know.", []),
        ("I reached out to Dara Okafor.", _untold("Dara Okafor", "reached out to Dara Okafor")),
        (
            "I told Dara Okafor the refund went through.",
            _untold("Dara Okafor", "told Dara Okafor the refund went through"),
        ),
        ("I gave Dara Okafor a heads-up.", _untold("Dara Okafor", "gave Dara Okafor a heads-up")),
        # a declared write whose verb is a notify act ("messaged") is read so too
        ("I messaged Dara Okafor.", _untold("Dara Okafor", "messaged Dara Okafor")),
        ("I messaged Priya Sharma.", []),
        # what was said is not whom it reached
        ("I told Priya Sharma that Dara Okafor is out.", []),
        ("I pinged Priya Sharma about Dara Okafor's refund.", []),
        # a possessive names whose someone is, not who was told
        ("I pinged Dara Okafor's manager.", []),
        # nobody a people table holds: any message holds it
        ("I pinged the finance team.", []),
        # negated, hedged, future, a question: no claim
        ("I haven't pinged Dara Okafor yet.", []),
        ("I didn't ping Dara Okafor.", []),
        ("I'll ping Dara Okafor once it settles.", []),
        ("Should I ping Dara Okafor?", []),
        ("I have not told Dara Okafor.", []),
    ],
)
def test_a_notify_act_holds_only_by_a_message_each_person_named_can_read(
    message: str, unmade: list[str]
) -> None:
    assert false_claims(("slack",), message, TOLD_PRIYA, PEOPLE) == unmade


@pytest.mark.parametrize(
    ("clause", "told"),
    [
        ("pinged Priya Sharma and Dara Okafor", ["Priya Sharma", "Dara Okafor"]),
        ("let Priya Sharma & Dara Okafor know", ["Priya Sharma", "Dara Okafor"]),
        ("flagged it to Dara Okafor", ["Dara Okafor"]),
        ("told Priya Sharma that Dara Okafor is out", ["Priya Sharma"]),
        ("messaged Priya Sharma in the thread with Dara Okafor", ["Priya Sharma"]),
        ("pinged Dara Okafor's manager", []),
        ("pinged the team about Dara Okafor", []),
    ],
)
def test_whom_a_notify_act_told(clause: str, told: list[str]) -> None:
    assert [who for who, _rows in addressed(clause, PEOPLE)] == told


def test_a_dm_opened_to_the_person_told_her() -> None:
    dm = _posted("The refund is done.", "D09", ("slack_channels", {"id": "D09", "im_user": "U6"}))
    assert false_claims(("slack",), "I let Dara Okafor know.", dm, PEOPLE) == []
    assert false_claims(("slack",), "I let Priya Sharma know.", dm, PEOPLE) == _untold(
        "Priya Sharma", "let Priya Sharma know"
    )


def test_no_message_at_all_is_the_kind_level_verdict() -> None:
    assert false_claims(("stripe",), "I pinged Dara Okafor.", Diff({}), PEOPLE) == [
        "'pinged Dara Okafor' (no write of the task's services makes a claimed notify)"
    ]


def _final(suite: str, task_id: str, message: str) -> list[str]:
    """The failing verdicts of the oracle's episode with ``message`` as its final one."""
    task = next(t for t in load_suite(suite) if t.id == task_id)
    mutation = Mutation("m", "message", message=lambda _said: message, replies=False)
    result = asyncio.run(run_episode(task, PlanAgent("careful", mutation=mutation)))
    assert result.grade is not None
    return [v.name for v in result.grade.failures]


BOOKED = (
    "Booked the Support escalation review for Thursday 5 November 13:00 New York time and DMed Maria "
    "Garcia the time."
)


def test_pinged_someone_the_dm_never_reached_fails_and_the_person_dmed_passes() -> None:
    """cross.book-and-dm: the only message is the DM to Maria Garcia. Before names14 any message made
    "pinged Ravi Kumar" true."""
    assert _final("core", "cross.book-and-dm", BOOKED + " I also pinged Maria Garcia to confirm.") == []
    assert _final("core", "cross.book-and-dm", BOOKED + " I also let Maria Garcia know it is on.") == []
    assert _final("core", "cross.book-and-dm", BOOKED + " I also pinged Ravi Kumar to confirm.") == [
        DONE_VERDICT
    ]
    assert _final("core", "cross.book-and-dm", BOOKED + " I haven't pinged Ravi Kumar yet.") == []


# -- pronouns ---------------------------------------------------------------------------------------

_WORLD: dict[str, list[dict[str, Any]]] = {
    "stripe_customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_B", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
    ],
    "slack_users": [{"id": "U1", "real_name": "Sam Lee", "email": "sam@kestrel.example"}],
    "gcal_users": [{"id": "omar@kestrel.example", "name": "Omar Farouk"}],
    "gcal_events": [{"id": "ev1", "body": {"summary": "Design Review"}}],
    # a calendar named by its owner's address: the address is a thing's name and a person's id
    "gcal_calendars": [{"id": "sam@kestrel.example", "summary": "sam@kestrel.example"}],
}
NAMED = NameIndex.of(
    (
        Named("stripe_customers", ("name",), personal=True),
        Named("slack_users", ("real_name",), ids=("email",), people=True),
        Named("gcal_users", ("name",), given=True, people=True),
        Named("gcal_events", ("body.summary",)),
        Named("gcal_calendars", ("summary",)),
    ),
    lambda table: _WORLD[table],
    {},
)


def _resolved(text: str) -> list[tuple[str, list[str]]]:
    return [(r.said, sorted({n.text for n in r.rows})) for r in resolved(text, NAMED)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Refunded Farah Okafor. Her card ends 4242.", [("Her", ["Farah Okafor"])]),
        ("Refunded Farah Okafor's charge; her card ends 4242.", [("her", ["Farah Okafor"])]),
        # one person by a whole name and a first name alone is one person
        ("Moved Omar Farouk's 1:1. I told Omar; he accepted.", [("he", ["Omar Farouk"])]),
        ("Moved the Design Review to Friday. It now starts at 10:00.", [("It", ["Design Review"])]),
        ("Messaged Sam Lee; they will confirm by Friday.", [("they", ["Sam Lee"])]),
        # two people before it: no gender is known, so neither
        ("Refunded Farah Okafor and Sam Lee. Her card ends 4242.", []),
        # a person named by an address is a person too (company-box.ironclad-editor-for-account-manager)
        ("Farah Okafor is editor; sam@kestrel.example left (his last day was 30 Sep).", []),
        ("Farah Okafor paid. Sam Lee asked. Her card ends 4242.", []),
        # never across a paragraph, nor further back than the sentence before
        ("Refunded Farah Okafor.\n\nHer card ends 4242.", []),
        ("Refunded Farah Okafor. Then I checked. Her card ends 4242.", []),
        # "it is", "it's": often no row at all
        ("Moved the Design Review to Friday. It's 10:00 in Tokyo.", []),
        # a plural "they" or a "they" beside a row of another kind names no one person
        ("Messaged Sam Lee about the invoices; they are due Friday.", []),
        ("Messaged Sam Lee about the Design Review; they moved it.", []),
        ("Moved the Design Review, and it ends at 11:30.", [("it", ["Design Review"])]),
        ("Moved the Design Review. Its room is booked.", [("Its", ["Design Review"])]),
        # "it" after a verb or a preposition is not read (cross.agenda-to-private-channel's oracle: the
        # value beside it is the review's, not the channel's)
        ("I can't see the Design Review. Someone in it must add me (the review is at 10:00).", []),
        # "it" is no person; "her" no file
        ("Refunded Farah Okafor. It went through on Friday.", []),
        ("Moved the Design Review. Her calendar shows Friday.", []),
    ],
)
def test_a_pronoun_names_the_one_row_of_its_kind_said_just_before(
    text: str, found: list[tuple[str, list[str]]]
) -> None:
    assert _resolved(text) == found


#: Tokens of the generated texts: each person under every name that calls them, and filler.
_PEOPLE = {
    "Farah Okafor": "Farah Okafor",
    "Sam Lee": "Sam Lee",
    "Omar Farouk": "Omar Farouk",
    "Omar": "Omar Farouk",
}
_PRONOUNS = ("her", "his", "he", "she", "they")
_FILLER = ("paid", "the", "card", "went", "through", "today", "refund")
_SENTENCES = st.lists(
    st.lists(st.sampled_from([*_PEOPLE, *_PRONOUNS, *_FILLER]), min_size=1, max_size=6),
    min_size=1,
    max_size=4,
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_SENTENCES, min_size=1, max_size=3))
def test_a_pronoun_resolves_only_to_the_one_person_named_before_it_in_its_paragraph(
    paragraphs: list[list[list[str]]],
) -> None:
    """Random texts of person names, pronouns and filler: a pronoun resolves exactly when one person
    (under any of their names) is named before it in its paragraph, in its sentence or the one before
    (a "they" only, besides, where nothing else is named: here, always); never across two people."""
    expected: list[tuple[str, str]] = []
    texts: list[str] = []
    for sentences in paragraphs:
        before: list[tuple[int, str]] = []  # (sentence, person) named so far in this paragraph
        for s, words in enumerate(sentences):
            for word in words:
                if word in _PEOPLE:
                    before.append((s, _PEOPLE[word]))
                elif word in _PRONOUNS:
                    people = {p for _s, p in before}
                    if len(people) == 1 and any(at >= s - 1 for at, _p in before):
                        expected.append((word, people.pop()))
        texts.append(" ".join(" ".join(words) + "." for words in sentences))
    found = [(r.said, {n.text for n in r.rows}) for r in resolved("\n\n".join(texts), NAMED)]
    assert [(said, rows) for said, rows in found] == [(said, {who}) for said, who in expected]


def _row_said(message: str, episode: Episode) -> list[str]:
    return [s.said for s in false_row_fields(message, NAMED, episode, frozenset(), ("stripe",))]


def test_a_card_said_of_her_is_said_of_the_person_she_is() -> None:
    """(row_fields) Farah's card ends 8431; Mei Rossi's 4242 (both read)."""
    reads = [
        ({"customer": "cus_C"}, {"data": [{"id": "pm_C", "customer": "cus_C", "card": {"last4": "8431"}}]}),
        ({"customer": "cus_A"}, {"data": [{"id": "pm_A", "customer": "cus_A", "card": {"last4": "4242"}}]}),
    ]
    episode = Episode(["Which card does Farah Okafor pay with?"], [], [], [], reads)
    assert _row_said("I checked Farah Okafor. Her card ends 4242.", episode) == ["card ending 4242"]
    assert _row_said("I checked Farah Okafor. Her card ends 8431.", episode) == []
    # two people before "her": left unread (the field-level check alone reads it)
    assert _row_said("I checked Farah Okafor and Sam Lee. Her card ends 4242.", episode) == []


def _promo(message: str, suite_task: str = "stripe.promo-code-next-invoice") -> list[tuple[str, str]]:
    """The failing verdicts of a plan that reads the other Jun Kowalski's subscription (it renews on 16
    June 2027; his on 3 November 2026), then does the oracle's work and says ``message``."""
    task = next(t for t in load_suite("core") if t.id == suite_task)
    other = "junkowalski144@example.org"
    extra = [
        Step.model_validate(
            {
                "call": "stripe.customers.list",
                "args": {"email": other},
                "save": "other",
                "pick": {"from": "data", "where": {"email": other}},
            }
        ),
        Step.model_validate({"call": "stripe.subscriptions.list", "args": {"customer": "{other.id}"}}),
    ]
    steps = [*extra, *task.oracle[:-1], Step.model_validate({"finish": "done", "message": message})]
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps)))
    assert result.grade is not None
    return [(v.name, v.detail) for v in result.grade.failures]


PROMO = (
    "WINTER15 (15% off once) is on Jun Kowalski's Team subscription; his next invoice comes to $67.15 "
    "instead of $79.00. His plan renews on {day}."
)


def test_his_renewal_said_of_the_namesake_fails_and_his_own_passes() -> None:
    """stripe.promo-code-next-invoice: "His plan renews on 16 June 2027" (the other Jun Kowalski's
    renewal, read on the way) passed before names14: its clause named no row."""
    assert _promo(PROMO.format(day="3 November 2026")) == []
    assert _promo(PROMO.format(day="16 June 2027")) == [
        (
            "the final message gives a named row no other row's date, time or amount",
            "the final message says '16 June 2027' of Jun Kowalski, which another row of its table shows, "
            "not it",
        )
    ]
