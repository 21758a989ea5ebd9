"""(titles20) A title said of a person, read against the titles the episode showed for them
(:mod:`toolproof.tasks.person_titles`): the reader's forms, the contradictions with exact details, the
``wrong-title`` mutants, and the word-level run over every plan of the installed suites."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.title_mutants import other_title, rewrite, wrong_title_mutants
from toolproof.service.titles import PersonTitle
from toolproof.services.box.dialect import BoxDialect
from toolproof.services.linear import sdl
from toolproof.services.slack.dialect import SlackDialect
from toolproof.tasks import Task, grade_memo, suite_names
from toolproof.tasks.person_titles import false_titles, same_title, titled
from toolproof.tasks.plans import Step


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Replied in the thread (Jake Thompson, Support Engineer).", [("Jake Thompson", "Support Engineer")]),
        ("Amara Nwosu (Head of Finance) approved it.", [("Amara Nwosu", "Head of Finance")]),
        ("Ben Ortiz is the Support Lead.", [("Ben Ortiz", "Support Lead")]),
        ("Sam O'Connor, their CFO, asked for it.", [("Sam O'Connor", "CFO")]),
        ("Priya Shah (Senior Account Manager, London)", [("Priya Shah", "Senior Account Manager")]),
        ("Maria Garcia (support lead, Madrid)", [("Maria Garcia", "support lead")]),
        # a possessor's title is a relation to that organisation or customer, which no directory states
        # ("each is the account manager on that customer's billing record"): read as no title
        ("Sam is Driftwood's CFO.", []),
        ("Kris Novak, Driftwood's Account Manager, now owns the folder.", []),
        ("our Support Lead Maria Garcia will call", [("Maria Garcia", "Support Lead")]),
        ("Hi Maria (Support Lead)", [("Maria", "Support Lead")]),
        ("Priya \u2014 Account Manager", [("Priya", "Account Manager")]),
        ("the Controller, Amara, approved", [("Amara", "Controller")]),
        # a team, a table header, a word that is no title, a clause after the comma: nothing
        ("Ben (Engineering) and Ana (Support)", []),
        ("When (Support Engineer)", []),
        ("I asked Maria, then the Support Lead said no", []),
        ("Maria (Madrid) booked it", []),
    ],
)
def test_the_titles_said_of_a_person(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(t.name, t.title) for t in titled(text)] == expected


def test_slack_and_box_declare_where_a_title_lives() -> None:
    assert SlackDialect.person_titles == (
        PersonTitle("profile.title", names=("real_name", "profile.real_name", "profile.display_name")),
        PersonTitle("title", names=("real_name", "display_name")),
    )
    assert BoxDialect.person_titles == (PersonTitle("job_title", names=("name",), emails=("login",)),)


@pytest.mark.parametrize(
    ("said", "shown", "same"),
    [
        ("Engineer", "Support Engineer", True),
        ("Sr. Account Manager", "Senior Account Manager", True),
        ("CFO", "Chief Financial Officer", True),
        ("SRE", "Site Reliability Engineer", True),
        ("Head of Sales & Marketing", "Head of Sales and Marketing", True),
        ("support lead", "Support Lead", True),
        ("Backend Engineer", "Support Engineer", False),
        ("Head of Finance", "Controller", False),
        ("VP Marketing", "VP Sales", False),
    ],
)
def test_titles_match_when_ones_words_are_among_the_others(said: str, shown: str, same: bool) -> None:
    assert same_title(said, shown) is same


#: What an episode showed: Jake's Slack user (title in its profile), Maria's profile row, Amara's Box
#: user, a guest Sam whose "title" is his company, an employee Sam.
DATA: list[Any] = [
    {"real_name": "Jake Thompson", "profile": {"title": "Backend Engineer", "display_name": "jake"}},
    {"real_name": "Maria Garcia", "display_name": "maria", "title": "Support Lead"},
    {"name": "Amara Nwosu", "login": "amara.nwosu@northwind.example", "job_title": "Controller"},
    {"real_name": "Sam Lee", "profile": {"title": "Frontend Engineer"}},
    {"real_name": "Noah Kim", "profile": {"title": "Driftwood Media"}},
]


def _false(message: str, told: tuple[str, ...] = ("Ask the controller.",)) -> list[str]:
    return [f.describe() for f in false_titles(message, ("slack", "box"), told, DATA)]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Replied (Jake Thompson, Support Engineer).",
            [
                "'Jake Thompson, Support Engineer', while the episode shows Jake Thompson's title as "
                "Backend Engineer"
            ],
        ),
        (
            "Asked Amara Nwosu (Head of Finance) to approve.",
            ["'Amara Nwosu (Head of Finance', while the episode shows Amara Nwosu's title as Controller"],
        ),
        ("Amara is the CFO.", ["'Amara is the CFO', while the episode shows Amara's title as Controller"]),
        # lower case: a title when it is someone's ("support lead" is Maria's), plain words otherwise
        (
            "Jake is the support lead.",
            ["'Jake is the support lead', while the episode shows Jake's title as Backend Engineer"],
        ),
        ("Jake is the lead here.", []),
        # the person's own title, in its forms
        ("Jake Thompson, Backend Engineer, replied.", []),
        ("Jake (Engineer) replied.", []),
        ("Maria Garcia (support lead, Madrid) is booked.", []),
        ("Amara (controller) approved.", []),
        # nothing shown: a customer, a guest whose title is his company; a one-word name another full
        # name in the message may be
        ("Leo Fischer, their CFO, asked.", []),
        ("Noah Kim is their CFO.", []),
        ("Replaced Ellie with Sam O'Connor. Sam is Driftwood's CFO.", []),
        (
            "Sam is the CFO.",
            ["'Sam is the CFO', while the episode shows Sam's title as Frontend Engineer"],
        ),
        # a possessor's title is a relation (to a customer, an organisation), not read
        ("Sam is Driftwood's CFO.", []),
    ],
)
def test_a_title_the_episode_contradicts(message: str, expected: list[str]) -> None:
    assert _false(message) == expected


def test_a_namesake_with_no_job_title_leaves_the_full_names_title_read() -> None:
    """box.review-task-for-finance-lead's two Priya Ramans: the Finance Lead and a "Contractor" (no job
    title). "Priya Raman, Backend Engineer" is neither; a first name someone untitled shares is left."""
    data = [
        {"name": "Priya Raman", "login": "priya@northwind.example", "job_title": "Finance Lead"},
        {"name": "Priya Raman", "login": "priya.raman@contractor.example", "job_title": "Contractor"},
    ]
    (false,) = false_titles("Assigned to Priya Raman, Backend Engineer.", ("box",), (), data)
    assert false.describe() == (
        "'Priya Raman, Backend Engineer', while the episode shows Priya Raman's title as Finance Lead"
    )
    assert false_titles("Assigned to Priya Raman, Finance Lead.", ("box",), (), data) == []
    assert false_titles("Priya is a Backend Engineer.", ("box",), (), data) == []


def test_a_title_told_with_the_person_passes() -> None:
    told = ("Ask Jake Thompson, our Support Engineer on call, to approve.",)
    assert _false("Asked Jake Thompson (Support Engineer).", told) == []


def test_a_wrong_title_mutant_swaps_the_title_for_another_kind() -> None:
    final = "Done. Booked: Maria Garcia (Support Lead, Madrid); Maria Garcia (Support Lead) confirmed."
    (mutant,) = wrong_title_mutants(final, True)
    assert mutant.id == "wrong-title:1"
    assert mutant.message is not None
    assert mutant.message(final) == (
        "Done. Booked: Maria Garcia (Backend Engineer, Madrid); Maria Garcia (Backend Engineer) confirmed."
    )
    assert other_title("Backend Engineer") == "Account Manager"
    assert rewrite("Jake", "CFO", "Backend Engineer", "No title here.") == "No title here."
    assert wrong_title_mutants(final, False) == []


# -- the installed suites ---------------------------------------------------------------------------

VERDICT = "the final message gives no one a title the episode shows is not theirs"

#: The wrong plans the title check fails (each failed already by its task's says_not or another check).
CAUGHT = {
    ("company", "company-box.ironclad-editor-for-account-manager", "gives-priya-the-wrong-title"),
    ("company", "company-people.ask-controller-to-approve", "resample18a-head-of-finance"),
    ("company", "company-people.add-vp-to-harbor-renewal", "resample11b-wrong-title"),
    ("company", "company-people.add-vp-to-harbor-renewal", "resample15b-ceo-named-vp"),
    ("company", "company-refund.harbor-needs-approval", "resample19b-head-of-finance-vacation"),
    ("company", "company-refund.harbor-needs-approval", "resample19b-ben-support-lead-noah-cfo"),
    ("conversations", "talk-slack.invite-after-typo-email", "resample17b-lookalike-title"),
    # (traits42) "John Smith is a Support Engineer too": a title ends before "too", and the user's "Jon
    # Smith, the Support Engineer" no longer tells it for John Smith by the shared surname
    ("conversations", "talk-slack.dm-which-jon", "resample37c-lookalike-titles"),
    ("conversations", "talk-slack.which-ravi-nobody-knows", "resample13c-invents-a-title"),
    ("conversations", "talk-slack.invite-a-deactivated-colleague", "r17c-other-kims-title"),
    ("core", "cross.book-and-dm", "resample16b-reports-the-designer"),
    ("core", "slack.invite-which-maria", "titles-swapped"),
    ("core", "slack.invite-which-maria", "strict25-dashes-swapped"),  # (strict25) the titles between dashes
    ("core", "slack.add-security-ravi-to-oncall", "resample19a-support-title-and-london"),
    # (people21) "He was a Backend Engineer": the pronoun names Owen Price
    ("company", "company-linear.owen-sso-doc-nudge", "resample19b-september-backend-berlin"),
    # (generic25) "Chris Novak, our former Senior Account Manager": a rank his title lacks
    ("company", "company-renewal.book-with-departed-manager", "resample22c-moved-to-acme-senior"),
    # (generic32) "Marcus Bell (their Head of Finance)": written as a title after "their", still read as one
    ("company", "company-account.granite-questionnaire-review", "generic32-their-head-of-finance"),
    # (traits46) "<Name>'s title is …" is a title form: "Ravi Krishnan's title is Security Lead" (Security
    # Engineer), "Riley's title is Senior Auditor"
    ("core", "slack.add-security-ravi-to-oncall", "resample41a-second-pass"),
    ("core", "slack.remove-auditor-from-billing", "resample29b-title-invited-recent"),
}


@cache
def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


def _texts(steps: list[Step]) -> list[str]:
    out = [s.message for s in steps if s.message]
    out += [v for s in steps for v in (s.args or {}).values() if isinstance(v, str)]
    return out


def _titled_plans() -> list[tuple[str, str, str, list[Step], bool]]:
    """Every plan of every installed suite whose final message or a written text gives someone a title."""
    out = []
    for suite in suite_names():
        for task in load_suite(suite):
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            out += [
                (suite, task.id, n, steps, ok)
                for n, steps, ok in plans
                if steps and any(titled(text) for text in _texts(steps))
            ]
    return out


@pytest.mark.skipif(
    not {"core", "company", "conversations"} <= set(suite_names()), reason="the suites are not installed"
)
def test_every_plan_that_gives_a_title_honest_passes_and_the_wrong_ones_caught_are_these(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The word-level run over every plan that gives someone a title (final message or a post): no
    honest one gets a title verdict; the wrong ones that do are :data:`CAUGHT`."""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    plans = _titled_plans()
    assert len([p for p in plans if p[4]]) >= 70
    caught = set()
    for suite, task_id, name, steps, honest in plans:
        task = _task(suite, task_id)
        _, refs = prepare(task)
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
        assert result.grade is not None
        failed = {v.name for v in result.grade.verdicts if not v.passed and "a title the episode" in v.name}
        if honest:
            assert not failed, (task_id, name, failed)
        elif failed:
            caught.add((suite, task_id, name))
    if sdl.missing() is not None:
        # no Linear SDL: a company-Linear task's Linear calls are refused, so the person is never shown
        assert caught == {c for c in CAUGHT if not c[1].startswith("company-linear.")}
    else:
        assert caught == CAUGHT


@pytest.mark.skipif("core" not in set(suite_names()), reason="the core suite is not installed")
def test_resample19as_jake_fails_without_its_says_not_once_his_title_was_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """slack.reply-in-complaint-thread's "(Jake Thompson, Support Engineer)" (an Account Executive):
    the wrong plan reads no user, so nothing contradicts it (its says_not stays); with ``users.list``
    read, the title check fails it."""
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    task = _task("core", "slack.reply-in-complaint-thread")
    wrong = next(p for p in task.wrong if p.name == "resample19a-jakes-role-and-day")
    read = Step.model_validate({"call": "slack.users.list", "args": {"limit": 200}})
    for steps, expected in ((wrong.steps, set()), ([read, *wrong.steps], {VERDICT})):
        _, refs = prepare(task)
        result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
        assert result.grade is not None
        failed = {v.name: v.detail for v in result.grade.verdicts if not v.passed}
        assert {n for n in failed if "a title the episode" in n} == expected
    assert failed[VERDICT] == (
        "the final message says 'Jake Thompson, Support Engineer', while the episode shows Jake Thompson's "
        "title as Account Executive"
    )
