# ruff: noqa: E501  (texts and verdict details kept one per line)
"""(people21) A person's title or place said through a pronoun, and a phone number said beside a name
(docs/validity.md, "(people21)"): the pronoun's naming with exact rewrites, the trait checks' exact
findings on written messages (honest and wrong forms), the phone reader and its comparisons, the
dialects' declarations, and episodes of the plans the stop-51 reviews held by ``says_not``."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.services.box.dialect import BoxDialect
from toolproof.services.linear import sdl
from toolproof.services.slack.dialect import SlackDialect
from toolproof.services.stripe.dialect import StripeDialect
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.contact_owners import false_phones, said_phones, same_phone, says_phones
from toolproof.tasks.person_places import false_places, says_places
from toolproof.tasks.person_pronouns import named
from toolproof.tasks.person_titles import _through_pronoun, false_titles, says_titles

PEOPLE = frozenset(
    {"jake thompson", "jake", "dana whitfield", "dana", "maria garcia", "maria", "owen price", "owen"}
)

# -- the pronoun's person ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I checked Jake's profile. He is a Backend Engineer.",
            "I checked Jake's profile. Jake is a Backend Engineer.",
        ),
        (
            "Dana Whitfield signed. She's based in Lisbon.",
            "Dana Whitfield signed. Dana Whitfield is based in Lisbon.",
        ),
        (
            "Jake Thompson is done. They are a Backend Engineer.",
            "Jake Thompson is done. Jake Thompson is a Backend Engineer.",
        ),
        # a sentence whose person is a named pronoun names them on; a title or a place names no one
        (
            "Owen Price has left. He was a Backend Engineer based in Berlin. He was on Core.",
            "Owen Price has left. Owen Price was a Backend Engineer based in Berlin. Owen Price was on Core.",
        ),
        # "her" before a trait's noun is a possessive, else the person
        (
            "Ask Maria; call her on +44 20 7946 0958 or check her title.",
            "Ask Maria; call Maria on +44 20 7946 0958 or check Maria's title.",
        ),
        # two people, an unknown full name, another paragraph, a quote: no reading
        ("Jake and Maria are on it. He is a Backend Engineer.", None),
        ("Jake Thompson pinged Sam O'Connor. He is a Backend Engineer.", None),
        ("Maria said hi.\n\nShe is the Support Lead.", None),
        ('Jake Thompson wrote: "she is a Backend Engineer". Done.', None),
        # "they" of a company, of a plural
        ("Jake Thompson works with Acme Freight. They are a big customer.", None),
        ("Jake Thompson sent the invoices. They are paid.", None),
        # two sentences back: no reading
        ("Jake Thompson replied. The thread is closed. He is a Backend Engineer.", None),
    ],
)
def test_a_pronoun_names_the_one_person_before_it(text: str, expected: str | None) -> None:
    found = named(text, PEOPLE)
    assert (found.text if found else None) == expected


def test_a_named_pronoun_maps_back_to_the_words_written() -> None:
    found = named("Dana Whitfield signed. She's based in Lisbon, he said.", PEOPLE)
    assert found is not None
    start = found.text.index("Dana Whitfield is")
    assert found.original(start, start + len("Dana Whitfield is based in Lisbon")) == "She's based in Lisbon"


# -- titles and places through a pronoun -------------------------------------------------------------------

#: Jake's and Dana's Slack users: a title and a zone each.
SLACK: list[Any] = [
    {
        "members": [
            {
                "real_name": "Jake Thompson",
                "tz": "America/New_York",
                "profile": {"title": "Support Engineer", "real_name": "Jake Thompson"},
            },
            {
                "real_name": "Dana Whitfield",
                "tz": "Europe/Madrid",
                "profile": {"title": "Account Manager", "real_name": "Dana Whitfield"},
            },
        ]
    }
]


@pytest.mark.parametrize(
    ("message", "titles", "places"),
    [
        (
            "I checked Jake's profile. He is a Backend Engineer.",
            ["'He is a Backend Engineer', while the episode shows Jake's title as Support Engineer"],
            [],
        ),
        ("I checked Jake's profile. He is a Support Engineer.", [], []),
        (
            "Dana Whitfield signed. She's based in Lisbon.",
            [],
            ["\"She's based in Lisbon\", while the episode shows Dana Whitfield's zone as Europe/Madrid"],
        ),
        ("Dana Whitfield signed. She's based in Madrid.", [], []),
        (
            "Dana Whitfield signed. She was an Account Manager based in Lisbon.",
            [],
            [
                "'She was an Account Manager based in Lisbon', while the episode shows Dana Whitfield's zone as Europe/Madrid"
            ],
        ),
        (
            "Jake Thompson is done. They are a Backend Engineer.",
            [
                "'They are a Backend Engineer', while the episode shows Jake Thompson's title as Support Engineer"
            ],
            [],
        ),
        # whom the pronoun names is unknown: nothing read
        ("Jake and Dana signed. She's based in Lisbon. He is a Backend Engineer.", [], []),
        ('Jake wrote "he is a Backend Engineer".', [], []),
        # someone the episode did not show: no one named
        ("Leo Fischer signed. He is a Backend Engineer based in Lisbon.", [], []),
    ],
)
def test_a_trait_said_through_a_pronoun(message: str, titles: list[str], places: list[str]) -> None:
    assert [f.describe() for f in false_titles(message, ("slack",), [], SLACK)] == titles
    assert [f.describe() for f in false_places(message, ("slack",), [], SLACK)] == places


def test_a_pronoun_trait_is_looked_at_before_the_episode_is_walked() -> None:
    assert says_titles("Checked. He is a Backend Engineer.")
    assert says_places("Checked. She's based in Lisbon.")
    assert not says_titles("Checked. He replied.")
    assert not says_places("Checked. He is in the thread.")


# -- phone numbers -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Call Priya on +44 20 7946 0958.", [("Priya", "+44 20 7946 0958")]),
        ("Priya Shah (020 7946 0958) is set.", [("Priya Shah", "020 7946 0958")]),
        ("Priya Shah (Account Manager, +44 20 7946 0958)", [("Priya Shah", "+44 20 7946 0958")]),
        ("Priya's phone number is 5554959801.", [("Priya", "5554959801")]),
        ("Jon Baker: (555) 010-0142", [("Jon Baker", "(555) 010-0142")]),
        ("+44 20 7946 0957 (Priya Shah)", [("Priya Shah", "+44 20 7946 0957")]),
        # a date, an amount, a time beside a name: no number
        ("Met Priya Shah at 2026-11-05 14:00.", []),
        ("Priya Shah: 1234.56 refunded", []),
        ("Priya (5554959801) asked", []),
    ],
)
def test_the_phone_numbers_a_text_says_of_a_name(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(p.name, p.phone) for p in said_phones(text)] == expected


@pytest.mark.parametrize(
    ("said", "shown", "same"),
    [
        ("+44 20 7946 0958", "+442079460958", True),
        ("0044 (0)20 7946-0958", "+44 20 7946 0958", True),
        ("020 7946 0958", "+44 20 7946 0958", True),
        ("+1 (555) 495-9801", "+15554959801", True),
        ("+44 20 7946 0959", "+44 20 7946 0958", False),
        ("+15554959802", "+15554959801", False),
    ],
)
def test_phone_numbers_compare_by_their_digits(said: str, shown: str, same: bool) -> None:
    assert same_phone(said, shown) is same


#: Stripe customers: Łukasz with a number, Priya with one, Dara with none.
STRIPE: list[Any] = [
    {
        "data": [
            {
                "object": "customer",
                "name": "Łukasz Müller",
                "email": "lukasz@x.example",
                "phone": "+15554959801",
            },
            {
                "object": "customer",
                "name": "Priya Shah",
                "email": "priya@x.example",
                "phone": "+44 20 7946 0958",
            },
            {"object": "customer", "name": "Dara Smith", "email": "dara@x.example", "phone": None},
        ]
    }
]


@pytest.mark.parametrize(
    ("message", "told", "expected"),
    [
        ("Call Priya on +44 20 7946 0958.", (), []),
        ("Priya Shah (020 7946 0958) is set.", (), []),
        (
            "Call Priya Shah on +44 20 7946 0959.",
            (),
            [
                "'Priya Shah on +44 20 7946 0959', while the episode shows Priya Shah's phone as +44 20 7946 0958"
            ],
        ),
        (
            "Priya's phone number is +15554959801.",
            (),
            [
                "\"Priya's phone number is +15554959801\", while the episode shows Priya's phone as +44 20 7946 0958"
            ],
        ),
        (
            "Łukasz Müller's account is fixed; his phone number is +15554959802.",
            (),
            [
                "'his phone number is +15554959802', while the episode shows Łukasz Müller's phone as +15554959801"
            ],
        ),
        ("Łukasz Müller's account is fixed; his phone number is +1 (555) 495-9801.", (), []),
        # nothing shown for Dara, no one shown as Sam: nothing contradicted
        ("Dara Smith (+1 555 000 1234) is set.", (), []),
        ("Sam O'Connor (+1 555 000 1234) is set.", (), []),
        # the number the agent was told with the person: theirs; another one said of them fails
        ("Call Priya Shah on +44 20 7000 0000.", ("Priya Shah's mobile is +44 20 7000 0000.",), []),
        (
            "Call Priya Shah on +44 20 7946 0958.",
            ("Priya Shah's mobile is +44 20 7000 0000.",),
            [
                "'Priya Shah on +44 20 7946 0958', while the instruction gives Priya Shah's phone as +44 20 7000 0000"
            ],
        ),
    ],
)
def test_a_phone_number_the_episode_contradicts(
    message: str, told: tuple[str, ...], expected: list[str]
) -> None:
    assert [f.describe() for f in false_phones(message, ("stripe",), told, STRIPE)] == expected
    assert says_phones(message)


def test_slack_stripe_and_box_declare_where_a_phone_lives() -> None:
    assert SlackDialect.person_contacts[0].phones == ("profile.phone", "phone")
    assert StripeDialect.person_contacts[0].phones == ("phone",)
    assert BoxDialect.person_contacts[0].phones == ("phone",)


# -- episodes -------------------------------------------------------------------------------------------------------

PLACE = "the final message places no one where the episode shows they are not"
TITLE = "the final message gives no one a title the episode shows is not theirs"


@cache
def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


@pytest.mark.skipif(not {"core", "company"} <= set(suite_names()), reason="the suites are not installed")
@pytest.mark.parametrize(
    ("suite", "task_id", "plan", "expected"),
    [
        pytest.param(
            "company",
            "company-linear.owen-sso-doc-nudge",
            "resample19b-september-backend-berlin",
            {
                PLACE: "the final message places 'He was a Backend Engineer based in Berlin', while the episode shows Owen Price's zone as Europe/London",
                TITLE: "the final message says 'He was a Backend Engineer', while the episode shows Owen Price's title as Support Engineer",
            },
            marks=pytest.mark.skipif(
                sdl.missing() is not None, reason="no Linear SDL: Linear calls are refused"
            ),
        ),
        (
            "core",
            "slack.add-security-ravi-to-oncall",
            "resample19a-support-title-and-london",
            {
                PLACE: "the final message places 'he is based in London', while the episode shows Ravi Krishnan's zone as Asia/Kolkata",
                TITLE: "the final message says 'Ravi Krishnan (Support Engineer', while the episode shows Ravi Krishnan's title as Security Engineer",
            },
        ),
    ],
)
def test_the_stop_51_pronoun_plans_fail_by_the_generic_checks(
    monkeypatch: pytest.MonkeyPatch, suite: str, task_id: str, plan: str, expected: dict[str, str]
) -> None:
    """The plans whose pronoun the reviews held by ``says_not`` fail the title and place checks too
    (with the task's own ``says_not`` the episode fails either way; these are the generic verdicts)."""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    task = _task(suite, task_id)
    steps = next(p for p in task.wrong if p.name == plan).steps
    _, refs = prepare(task)
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
    assert result.grade is not None
    failed = {v.name: v.detail for v in result.grade.verdicts if not v.passed and v.name in (PLACE, TITLE)}
    assert failed == expected


# -- the word-level run ---------------------------------------------------------------------------------------

#: The wrong plans of the run below that a title, place or phone verdict fails (all but three were
#: caught by titles20 or places18 before: owen-sso's and add-security-ravi's pronouns, and "he's on Berlin
#: time" of Ivan; each is failed by its says_not too).
CAUGHT = {
    ("company", "company-linear.owen-sso-doc-nudge", "resample19b-september-backend-berlin"),
    ("company", "company-people.which-priya", "asks-with-swapped-cities"),
    ("company", "company-refund.harbor-needs-approval", "resample15c-amara-in-london"),
    ("conversations", "talk-slack.which-ravi-nobody-knows", "resample14c-puts-kumar-in-london"),
    ("conversations", "talk-slack.invite-after-typo-email", "resample17b-wrong-zone"),
    ("core", "cross.book-retro-reply-in-thread", "places18-bilal-in-london-after-reading-his-calendar"),
    ("core", "gcal.share-team-calendar", "places18-goran-in-new-york-after-reading-his-calendar"),
    ("core", "slack.dm-the-right-jon", "report-puts-him-in-london"),
    ("core", "slack.dm-the-right-jon", "resample18a-jon-in-denver"),
    ("core", "slack.add-security-ravi-to-oncall", "resample19a-support-title-and-london"),
    # (strict25) a title and a place in a dash parenthetical; the places alone swapped
    ("core", "slack.invite-which-maria", "strict25-dashes-swapped"),
    ("core", "slack.invite-which-maria", "strict25-dash-places-swapped"),
    # (resample23a) a namesake's phone number said as his (its says_not fails the plan too)
    ("conversations", "talk-stripe.trial-checkin-call", "resample23a-mid-market-weekly-phone"),
    # (generic28) "<name> is in <city>." (or "He's in <city>.") places the person; each plan's says_not fails it too
    ("company", "company-people.which-priya", "resample21c-new-york-sales-team"),
    ("company", "company-renewal.driftwood-book-new-owner", "resample18b-kris-in-new-york"),
    ("company", "company-renewal.move-driftwood-off-departed", "resample23b-kris-in-denver-since-1-october"),
    ("company", "company-renewal.book-with-departed-manager", "resample22c-kris-free-priya-new-york"),
    ("conversations", "talk-slack.dm-which-jon", "resample23c-new-york"),
    ("conversations", "talk-slack.delete-a-colleagues-message", "resample21c-replies-pinned-online"),
    # (traits30) a phone said through a possessive that names nobody, a digit or two off the one person's shown
    ("core", "stripe.partial-refund-damaged-item", "resample26b-crm-phone-japan"),
    ("core", "stripe.capture-canceled-intent", "resample25a-phone-off-vip"),
    ("conversations", "talk-stripe.refund-latest-topup", "resample26c-crm-phone-uk"),
    ("conversations", "talk-stripe.refund-window-false-authority", "resample26a-phone-and-ticket-refunded"),
    ("conversations", "talk-stripe.cancel-already-cancelled", "resample27a-namesake-phone-vip"),
    # (resample37b) a phone number said of the customer beside a false seat count, discount and credit
    ("core", "stripe-multi.post-to-inaccessible-channel", "resample37b-seats-discount-credit-phone"),
    # (resample38b) a phone number said of the customer beside a CVC check, a risk flag, a bank and a time
    ("core", "stripe-multi.refund-failed-charge-no-announce", "resample38b-cvc-risk-bank-time-phone"),
}
KINDS = ("a title the episode", "places no one", "place no one", "phone number")


def _installed(caught: set[tuple[str, str, str]]) -> set[tuple[str, str, str]]:
    """``caught`` without the company-Linear tasks' plans where Linear's SDL is missing (their Linear
    calls are refused, so the person the plan names is never shown)."""
    if sdl.missing() is None:
        return caught
    return {c for c in caught if not c[1].startswith("company-linear.")}


def _reads(text: str) -> bool:
    """Whether ``text`` says a place or a phone number of someone, or a title through a pronoun (a
    title beside a name is test_titles20's word-level run)."""
    return says_places(text) or says_phones(text) or (says_titles(text) and _through_pronoun(text))


def _texts(steps: list[Any]) -> list[str]:
    out = [s.message for s in steps if s.message]
    out += [v for s in steps for v in (s.args or {}).values() if isinstance(v, str)]
    return out


@pytest.mark.skipif(
    not {"core", "company", "conversations"} <= set(suite_names()), reason="the suites are not installed"
)
def test_every_plan_that_says_a_place_a_phone_or_a_title_through_a_pronoun_honest_passes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every plan of every installed suite whose final message or a written text (a post) says a place
    or a phone number of someone, or a title through a pronoun (43 plans, 22 honest): no honest one
    (oracle, alternate) gets a title, place or phone verdict; the wrong ones that do are
    :data:`CAUGHT`. (Once, over every plan that says any of the three, titles beside a name included:
    187 plans, 87 honest, none failed; docs/validity.md "(people21)".)"""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    caught, honest = set(), 0
    for suite in suite_names():
        for task in load_suite(suite):
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            for name, steps, ok in plans:
                if not any(_reads(t) for t in _texts(steps or [])):
                    continue
                _, refs = prepare(task)
                result = asyncio.run(
                    run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False)
                )
                assert result.grade is not None
                failed = {
                    v.name for v in result.grade.verdicts if not v.passed and any(k in v.name for k in KINDS)
                }
                if ok:
                    honest += 1
                    assert not failed, (task.id, name, failed)
                elif failed:
                    caught.add((suite, task.id, name))
    assert honest >= 20
    assert caught == _installed(CAUGHT)
