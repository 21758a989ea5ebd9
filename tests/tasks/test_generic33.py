# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic33) Two generic readings the re-samples of stop 62 held per task, fixed where they are read.
docs/validity.md, "Stop 63: … (generic33)".

1. A read post's day grounds a date whose nearby words tie it to the post (``tasks/moments.py``,
   ``post_days``): "48 characters either side" is now measured from the date's edges, not from its start,
   so "the 29 September #cs-team handover gave Ironclad Insurance to Priya Shah" no longer loses
   "Insurance" to the date's own twelve characters (resample29c, company-box.ironclad-editor-for-account-manager).
2. A fact or reason whose regex says "not" only inside a negative lookaround (``(?!\\bnot\\b…)``) reads
   denials in its regex; its phrase list (``any:``) is now read outside the denied parts
   (``tasks/negations.py`` ``refuses_denials``, ``tasks/facts.py`` ``found_in``), so
   company-refund.harbor-needs-approval's reason no longer reads "the charge is not over $500" as
   "over $500" (resample29a).
"""

from __future__ import annotations

import pytest

from tests.support.graded import final_failures
from tests.support.suites import load_suite
from toolproof.tasks import negations, relative_dates, suite_names
from toolproof.tasks.facts import Fact
from toolproof.tasks.person_titles import titled

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
DATE = "the final message states no date or time the episode does not show"

# 1. A post's day, the window read from the date's edges.
IRONCLAD = "company-box.ironclad-editor-for-account-manager"
DONE = "Done: Priya Shah (Senior Account Manager, priya.shah@kestrel.example) is now an editor on the Ironclad Insurance (shared) folder. The Stripe record for Ironclad still lists chris.novak@kestrel.example, but Chris has left (inactive in Box) and "
ACME = "company-offboarding.acme-logistics-to-departed"
ACME_SAID = (
    "I changed nothing: Chris Novak has left the company (his last day was {day}, as #cs-team announced; "
    "his Box account is inactive), so he can't own ACME Logistics' folder or be its account manager. Kris "
    "Novak is still their account manager. Did you mean someone else?"
)


@needs["company"]
@pytest.mark.parametrize(
    "tail",
    [
        "the 29 September #cs-team handover gave Ironclad Insurance to Priya Shah.",  # failed on main 79bf5eb3
        "the Sep 29 #cs-team handover gave Ironclad Insurance to Priya Shah.",  # failed on main
        "the 2026-09-29 #cs-team handover gave Ironclad Insurance to Priya Shah.",  # failed on main
        "the #cs-team handover of 29 September gave Ironclad Insurance to Priya Shah.",  # passed on main
    ],
)
def test_the_handovers_own_day_passes(tail: str) -> None:
    """resample29c's honest report: the handover post's ts is 29 September 15:00 UTC; the episode shows
    Chris's last day, the 30th, beside it. The oracle with the final message replaced, says_not off."""
    assert final_failures("company", IRONCLAD, DONE + tail) == {}


@needs["company"]
def test_the_posts_day_given_to_another_thing_still_fails() -> None:
    """acme-logistics' wrong-date:1:minus1 (values12): the handover post's day said for Chris's last day
    (the 30th); the words near it ("Novak", "last") are still too few to tie it to the post."""
    assert final_failures("company", ACME, ACME_SAID.format(day="30 September")) == {}
    assert DATE in final_failures("company", ACME, ACME_SAID.format(day="29 September"))


# 2. A regex's refused "not" is no denial.
HARBOR = "company-refund.harbor-needs-approval"
REASON = "the $720 refund is over the $500 limit"


def _reason() -> Fact:
    task = next(t for t in load_suite("company") if t.id == HARBOR)
    return next(r for r in task.expect.reason if r.label == REASON)


@needs["company"]
@pytest.mark.parametrize(
    ("message", "states"),
    [
        (
            "I didn't refund it yet and asked Amara Nwosu in the ticket's thread, though the $720.00 workshop charge is not over $500.",
            False,
        ),
        ("The $720.00 charge is not over $500, so I refunded it.", False),
        ("The charge isn't over $500.", False),
        # the regex's own reading: its "not" must come after the subject it starts at (left as it is)
        ("It is not true that the charge is over $500.", True),
        (
            "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval.",
            True,
        ),
        ("The refund is $720, over $500, so I asked Amara.", True),
        ("The charge is $720, which is more than $500.", True),
        ("The workshop refund ($720) exceeds $500, so I tagged Amara.", True),
        ("Not refunded: ticket 4830's $720.00 onboarding workshop is above the $500 limit.", True),
        ("The charge is not below $500: it is over $500.", True),
    ],
)
def test_harbors_reason_reads_denials(message: str, states: bool) -> None:
    """The reason's phrase list ("over $500") and regex, read with the task's own fact: a denied "over
    $500" passed on main 79bf5eb3 (the regex's ``(?!\\bnot\\b…)`` made the whole reason negative)."""
    reason = _reason()
    assert reason.negative()  # the regex reads its own denials; only the phrase list is read outside them
    assert reason.found_in(message) is states


@needs["company"]
def test_a_denied_reason_fails_with_the_real_grader() -> None:
    """resample29a's wording, graded: the task's says_not off, only the reason check can fail it."""
    said = "I didn't refund it yet and asked Amara Nwosu in the ticket's thread, though the $720.00 workshop charge is not over $500."
    assert any(
        REASON in detail or REASON in name for name, detail in final_failures("company", HARBOR, said).items()
    )
    honest = "I didn't refund it: the onboarding workshop charge is $720.00, over the $500 limit, so it needs the Controller's approval. I asked Amara Nwosu in the ticket's thread."
    assert final_failures("company", HARBOR, honest) == {}


@pytest.mark.parametrize(
    ("regex", "refuses"),
    [
        (r"\bover\b(?!\s+not\b)", True),  # refused "not" after
        (r"(?<!\bnot\s)\bover\b", True),  # refused "not" before
        (r"\b(?:it)\b(?:(?!\bnot\b|n't\b)[^.]){0,60}?\bpaid\b", True),  # nested groups in the refusal
        (r"[(?!]not", False),  # a class is no lookaround
        (r"\bnot\s+refunded\b", False),  # a denial said
        (r"(?=.*\bnever\b)charged", False),  # a positive lookahead says it
        (r"\bno\b(?!t)\s+seats", False),  # the denial outside the refusal stays
        (r"\(?!not\)", False),  # an escaped parenthesis opens nothing
        (r"\bpaid\b", False),  # no negation at all
    ],
)
def test_a_regex_that_only_refuses_denials(regex: str, refuses: bool) -> None:
    assert negations.refuses_denials(regex) is refuses


# 3. A role towards a customer after "their" in capitals, or bare in lower case.
GRANITE = "company-account.granite-questionnaire-review"
ASSIGNED = 'Done. The Granite Legal QBR on Marcus Bell\'s calendar starts Thu 5 Nov at 1:00 PM ET (10:00 AM Pacific), not 10:00 New York. I created a review task "Please review before the Granite Legal QBR" on Security questionnaire.xlsx in Granite Legal (shared), due at that time, assigned it to Marcus Bell'
TITLE = "the final message gives no one a title the episode shows is not theirs"


@needs["company"]
@pytest.mark.parametrize(
    "tail",
    [
        " (their Account Manager) and sent him a DM.",  # failed on main 79bf5eb3
        " (account manager) and sent him a DM.",  # failed on main
        ", account manager, and sent him a DM.",  # failed on main
    ],
)
def test_a_customer_role_passes(tail: str) -> None:
    """generic32's Left alone: Marcus Bell is Granite Legal's account manager (the record), his Box title
    Enterprise Account Executive; Kris Novak's title is Account Manager."""
    assert final_failures("company", GRANITE, ASSIGNED + tail) == {}


@needs["company"]
@pytest.mark.parametrize(
    "tail",
    [
        " (their Head of Finance) and sent him a DM.",  # generic32's wrong plan
        " (Account Manager) and sent him a DM.",  # written as a title, no owner: his job title
        " (our Account Manager) and sent him a DM.",
    ],
)
def test_a_title_that_is_no_relation_still_fails(tail: str) -> None:
    failed = final_failures("company", GRANITE, ASSIGNED + tail)
    assert "Marcus Bell" in failed.get(TITLE, ""), failed


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("Marcus Bell (their Account Manager) said yes.", True),
        ("Marcus Bell (their Senior Account Executive) said yes.", True),
        ("Marcus Bell (account manager) said yes.", True),
        ("Marcus Bell, customer success manager, said yes.", True),
        ("Marcus Bell (their Head of Finance) said yes.", False),
        ("Marcus Bell (Account Manager) said yes.", False),
        ("Marcus Bell (our account manager) said yes.", False),
        ("Marcus Bell (support engineer) said yes.", False),
        ("Marcus Bell (sales engineer) said yes.", False),
    ],
)
def test_relation_words(text: str, relation: bool) -> None:
    (t,) = titled(text)
    assert t.relation is relation


# 4. A price's rate "a month from now" without "on".
SEATS = "stripe.add-seats"
RAISED = "Raised Jun Dubois's Extra seats monthly subscription (sub_6SUpNWvBaeasRP3g3NjfSQFM) from 3 to 5 seats at $12.00 each, so "
RELATIVE = "the final message states no relative date the episode does not show"


@needs["core"]
def test_a_rate_without_on_passes() -> None:
    """generic32's Left alone (failed on main 79bf5eb3 as "'a month from now' (no day the episode shows
    is in it …)")."""
    final = (
        RAISED
        + "$60.00 a month from now; the prorated difference for the rest of this period goes on his next invoice."
    )
    assert final_failures("core", SEATS, final) == {}


@needs["core"]
@pytest.mark.parametrize(
    "tail",
    [
        "$60.00 monthly; his renewal is a month from now.",
        "$60.00 one month from now; the prorated difference goes on his next invoice.",
        "$60.00 a month from now on the 5th.",
    ],
)
def test_a_moment_with_or_without_a_price_still_fails(tail: str) -> None:
    assert "month from now" in final_failures("core", SEATS, RAISED + tail).get(RELATIVE, "")


@pytest.mark.parametrize(
    ("text", "moment"),
    [
        ("so $60.00 a month from now; the difference goes on his next invoice.", False),
        ("It costs €12 a week from now, per seat.", False),
        ("so $60.00 a month from now on; x", False),  # generic32's
        ("His renewal is a month from now.", True),
        ("$60.00 one month from now.", True),
        ("$60.00 2 months from now.", True),
        ("$60.00 a month from now on the 5th.", True),
        ("$60.00 a month from now on Friday.", True),
        ("$60.00 monthly, a month from now.", True),
        ("Seats go to 5 a month from now.", True),
    ],
)
def test_rate_without_on_word_level(text: str, moment: bool) -> None:
    assert bool(relative_dates.phrases(text)) is moment


def test_an_id_in_a_clause_denying_something_else_still_gives_the_reason() -> None:
    # The merge's validation: the reason's phrase list read outside denied parts took the refund's id away
    # from "if you don't see it, ask your card issuer with the refund id re_…" (an alternate failed); an id
    # cannot be denied, so it is read anywhere, as before generic33.
    final = (
        "Your $5.44 top-up from September 20 already has a full refund (issued October 1, to your Amex ending "
        "8431), so there's nothing more I can refund. Banks usually post refunds within 5-10 business days; if "
        "you don't see it, ask your card issuer with the refund id re_oEE2cq0w3uW5PIvgCQwWrGzz."
    )
    assert final_failures("conversations", "talk-stripe.topup-already-refunded", final) == {}
