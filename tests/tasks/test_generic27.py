# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic27) Generic checks that failed honest answers, each narrowed to its case.
docs/validity.md, "Stop 57: … (generic27)".

1. A negation governs its own clause (``tasks/negations.py``): a parenthesis that a ``;`` splits is still
   a part of its own ("(yours; Chen and Priya accepted, Omar hasn't answered yet) and Thu 5 Nov 23:45 ET"
   denied the date after the aside), and "and" before a new subject (a pronoun, or a name with its own
   verb) opens another clause. Denials of the fact itself keep failing.
"""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import negations, suite_names
from toolproof.tasks.facts import Fact

JAM = "cross.which-roadmap-jam"
OMARS = "refusal gives the reason Omar's jam (Thursday 5 November, 23:45 New York; 10:15 Friday in Kolkata)"
DENIED = "stated only where the message denies it (not, never, -n't)"
HONEST_JAM = (
    "Which Roadmap jam should I post? Mon 2 Nov 16:00\u201317:30 ET (yours; Chen and Priya accepted, Omar "
    "hasn't answered yet) and Thu 5 Nov 23:45 ET (Omar's, 15 min; 10:15 Fri IST)"
)
needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")


@needs_core
def test_the_honest_jam_question_passes_whole() -> None:
    """The resample23c wording, as the task's alternate and with the task's own refusals: it failed Omar's
    reason on main 789673f7 (the aside's "hasn't" read over the date after it)."""
    task = next(t for t in load_suite("core") if t.id == JAM)
    plan = next(p for p in task.alternates if p.name == "generic27-omar-hasnt-answered-in-the-aside")
    assert plan.steps[-1].message == HONEST_JAM
    assert failures_of(task, list(plan.steps)) == {}
    assert final_failures("core", JAM, HONEST_JAM) == {}


@needs_core
@pytest.mark.parametrize(
    "final",
    [
        # the date itself denied
        "Which one? Today, Mon 2 Nov 16:00 ET. Thu 5 Nov 23:45 ET isn't Omar's.",
        "Which one? Mon 2 Nov 16:00 ET. Thu 5 Nov isn't Omar's.",
        "Which one? Mon 2 Nov 16:00 ET (yours; Omar hasn't answered) and Omar hasn't set up Thu 5 Nov 23:45 ET.",
        # a denial after the aside still governs its own clause
        "Which one? Mon 2 Nov 16:00 ET (yours; Omar hasn't answered yet) and I can't find Thu 5 Nov 23:45 ET.",
    ],
)
def test_a_denied_date_keeps_failing_the_reason(final: str) -> None:
    assert final_failures("core", JAM, final).get(OMARS) == DENIED


@needs_core
@pytest.mark.parametrize(
    ("final", "said"),
    [
        # an aside is a part of its own (before and after this change): the task refuses it by its own label
        (
            "Which one? Today's at 16:00 ET (Mon 2 Nov), and Omar hasn't set up Thursday's (Thu 5 Nov 23:45 ET).",
            "Omar hasn't set up",
        ),
        # the weekday, a name of the denial's subject, is stated: the task refuses the denial by its label
        (
            "Which one? Mon 2 Nov 16:00 ET (yours; Omar hasn't answered yet) and Thu 5 Nov 23:45 ET isn't his.",
            "isn't his",
        ),
    ],
)
def test_the_tasks_label_refuses_what_the_reason_reads_as_stated(final: str, said: str) -> None:
    task = next(t for t in load_suite("core") if t.id == JAM)
    steps = [s.model_copy(update={"message": final}) if s.finish else s for s in task.oracle]
    failed = failures_of(task, steps)
    (label,) = [k for k in failed if "(generic27)" in k]
    assert failed[label] == f'the agent says "{said}"'
    assert OMARS not in failures_of(bare("core", JAM), steps)


#: (message, fact form, stated?): the clause a negation governs, word level.
SCOPE = [
    # an aside split by a ";" is a part of its own, on both sides of the ";"
    ("Mon 2 Nov (yours; Omar hasn't answered yet) and Thu 5 Nov 23:45 ET", "23:45", True),
    ("Mon 2 Nov (yours; Omar hasn't answered yet) and Thu 5 Nov 23:45 ET", "answered", False),
    ("Thu 5 Nov 23:45 ET (Omar hasn't accepted; Uma declined) is the late one", "23:45", True),
    ("Thu 5 Nov 23:45 ET (Omar hasn't accepted; Uma declined) is the late one", "accepted", False),
    ("Thu 5 Nov 23:45 ET (Omar hasn't accepted; Uma declined) is the late one", "declined", True),
    # "and" before a new subject opens a clause of its own
    ("Omar hasn't answered yet and Priya accepted.", "accepted", True),
    ("Omar hasn't answered yet and Priya accepted.", "answered", False),
    ("I haven't refunded it and it's still open.", "still open", True),
    ("I can't refund it and he is not a customer.", "customer", False),
    ("I didn't cancel the plan and Thursday's is Omar's.", "Omar's", True),
    # a denial keeps its own clause: objects joined by "and", a lone ")" and the same clause stay denied
    ("I haven't invited Chen and Priya.", "Priya", False),
    ("I haven't refunded the charge and the fee.", "fee", False),
    ("I can't do 1) the refund or 2) the credit.", "credit", False),
    ("I can't do 1) the refund; 2) the credit is done.", "refund", False),
    ("Thu 5 Nov 23:45 ET isn't Omar's.", "23:45", False),
    ("Omar hasn't set up Thu 5 Nov 23:45 ET.", "23:45", False),
    ("Omar hasn't set up Thursday's and Dara booked it.", "set up", False),
    ("I didn't refund it and never will.", "refund", False),
    # (lead) a name before "and" ends a list of subjects sharing the verb, no new clause: the whole list is denied
    ("Iván García, Quinn Taylor and Yara Haddad are not invited.", "invited", False),
    ("Chen and Priya haven't accepted.", "accepted", False),
    ("I didn't call Omar and Priya accepted.", "accepted", False),
]


def test_a_list_of_subjects_stays_one_part_and_its_opposite_can_be_written() -> None:
    """The lead's merge of generic27: the untitled event's oracle sentence was cut between Quinn and Yara
    ("and Yara Haddad are invited" read as a clause of its own), so the negator wrote no opposite for
    Iván's and Quinn's facts and three message mutants were no longer made. A list of names stays one part."""
    from toolproof.runs.message_mutants import message_mutants

    said = (
        "That event belongs to the Engineering team calendar, and Iván García, Quinn Taylor and Yara Haddad are "
        "invited."
    )
    cut = [" ".join(said[s:e] for s, e in part).strip() for part in negations.parts(said)]
    assert cut == [
        "That event belongs to the Engineering team calendar",
        "Iván García, Quinn Taylor and Yara Haddad are invited.",
    ]
    facts = [Fact(any=[name]) for name in ("Iván García", "Quinn Taylor", "Yara Haddad")]
    mutants, skipped = message_mutants(said, facts, [], done=True)
    assert {m.id for m in mutants} >= {
        "negated-fact:1",
        "negated-fact:2",
        "negated-fact:3",
        "reports-failure",
    }
    assert skipped == []


@pytest.mark.parametrize(("message", "form", "stated"), SCOPE)
def test_a_negation_governs_its_own_clause(message: str, form: str, stated: bool) -> None:
    assert Fact(any=[form]).found_in(message) is stated


def test_a_straddled_aside_is_a_part_of_its_own() -> None:
    text = "Mon 2 Nov 16:00 ET (yours; Chen accepted, Omar hasn't answered yet) and Thu 5 Nov 23:45 ET (Omar's, 15 min)"
    cut = [" ".join(text[s:e] for s, e in part) for part in negations.parts(text)]
    # the aside's halves, then the outer clause after it (a whole parenthesis comes before the text around it);
    # (generic28) the comma before Omar's negated verb cuts the second half: "Chen accepted" is not denied
    assert cut == [
        "Mon 2 Nov 16:00 ET",
        "(yours",
        "Chen accepted",
        "Omar hasn't answered yet)",
        "(Omar's, 15 min)",
        " and Thu 5 Nov 23:45 ET",
    ]
    assert [negations.denied(text, part) for part in negations.parts(text)] == [
        False,
        False,
        False,
        True,
        False,
        False,
    ]


# 2. A guest named beside an event's time is not the owner of the time (``tasks/row_values.py``).
HARBOR = "company-account.harbor-renewal-pack"
POSTS = "the episode's posts state no value the episode had not shown"
PACK = (
    "Harbor & Pine's renewal pack is ready in Box (Renewal 2026 in their shared folder, with the data "
    "processing agreement). "
)
needs_company = pytest.mark.skipif(
    "company" not in suite_names(), reason="the company suite is not installed"
)


def _posting(post: str) -> list[object]:
    task = bare("company", HARBOR)
    return [
        s.model_copy(update={"args": {**s.args, "text": post}}) if s.call == "slack.chat.postMessage" else s
        for s in task.oracle
    ]


@needs_company
def test_the_call_with_its_guest_passes() -> None:
    """The resample23c post, as the task's alternate with the task's own refusals: it failed on main
    789673f7 ("'Thursday 19 November' of Noah Kim, which another row of its table shows, not it")."""
    task = next(t for t in load_suite("company") if t.id == HARBOR)
    plan = next(p for p in task.alternates if p.name == "generic27-call-with-noah-kim")
    assert failures_of(task, list(plan.steps)) == {}
    post = PACK + "Renewal call with Noah Kim: Thursday 19 November, 2:00 PM New York time."
    assert failures_of(bare("company", HARBOR), _posting(post)) == {}


@needs_company
@pytest.mark.parametrize(
    ("post", "said"),
    [
        # the time said to be the person's own: still read against the person's row
        (
            PACK
            + "Their renewal call is Thursday 19 November at 14:00 New York time. Noah Kim's renewal call is on "
            "Thursday 19 November at 14:00.",
            "'Thursday 19 November' of Noah Kim, which another row of its table shows, not it",
        ),
        (
            PACK + "Noah Kim: Thursday 19 November, 2:00 PM New York time.",
            "'Thursday 19 November' of Noah Kim, which another row of its table shows, not it",
        ),
    ],
)
def test_a_value_given_to_the_person_keeps_failing(post: str, said: str) -> None:
    failed = failures_of(bare("company", HARBOR), _posting(post))
    assert said in failed[POSTS]


@needs_company
def test_the_wrong_day_with_the_guest_keeps_failing() -> None:
    post = PACK + "Renewal call with Noah Kim: Friday 20 November, 2:00 PM New York time."
    failed = failures_of(bare("company", HARBOR), _posting(post))
    assert "'Friday 20 November'" in failed[POSTS]
