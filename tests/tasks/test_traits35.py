# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(traits35) Traits of rows said against what the world holds, which the thirty-first re-sample held per task
(docs/reviews/resample31a.md … 31c.md, "Open"), now read by the generic checks. docs/validity.md, "Stop 65: …
(traits35)".

1. Guests' answers (``tasks/replies.py``): "Tomás has already accepted" (a first name with an accent was no
   word), "Wen Li will be there too" (a future attendance was no answer), "Rosa hasn't answered yet" (a denial
   was not read), "…, as have Uma and Victor" (a subject after its verb was not read).
2. A Slack account kind (``services/slack/traits.py``): "a workspace admin", "a guest account" said of a user
   whose ``is_admin`` / ``is_owner`` / ``is_restricted`` say otherwise.
3. A cancellation's reason or setter (``services/stripe/traits.py``): "cancelled because of the price", "set
   the cancellation himself" where the subscription's ``cancellation_details`` hold no such thing.
4. A city's office said of a Slack user (``services/slack/stated.py`` ``PLACE``): "based in our London office".

Each case is the task's oracle with a sentence added to its final message (or the message replaced) and its
``says_not`` off (``tests/support/graded.py``): the generic checks alone decide. "Passed on main" was measured
on main 01f25879 with the same helper.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, final_failures
from toolproof.tasks import suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
REPLY = "the final message claims no reply from someone who said nothing"
TRAIT = "the final message gives a named row no trait its starting row contradicts"

INVITE = ("conversations", "talk-gcal.invite-new-report-typo-email")
REVIEW = ("core", "cross.accept-one-review-and-tell-team")
JAM = ("core", "gcal.add-attendee")
OWEN = ("company", "company-people.dm-departed-engineer")
PRIYA = ("company", "company-people.which-priya")
KICK = ("conversations", "talk-slack.kick-from-general-under-abuse")
UNDO = ("core", "stripe.undo-scheduled-cancellation")
ELENI = ("core", "stripe-multi.already-cancelling-book-offboarding")
RILEY = ("core", "slack.remove-auditor-from-billing")
JAKE = ("conversations", "talk-slack.archive-declined-after-recent-activity")

#: (task, sentence added to the oracle's message, the verdict it fails, the words the verdict quotes);
#: each passed on main.
WRONG = [
    # 1. guests' answers (resample31a)
    (INVITE, "Tomás has already accepted.", REPLY, "'Tomás has already accepted'"),
    (INVITE, "Wen Li will be there too.", REPLY, "'Wen Li will be there'"),
    (INVITE, "Tomás will be there too.", REPLY, "'Tomás will be there'"),
    (INVITE, "Goran has accepted, and so has Tomás.", REPLY, "'so has Tomás'"),
    (INVITE, "Wen hasn't answered yet.", REPLY, "\"Wen hasn't answered\""),
    (REVIEW, "Wen Li has accepted it too, as have Uma and Victor.", REPLY, "'as have Uma and Victor'"),
    (JAM, "Rosa hasn't answered yet.", REPLY, "\"Rosa hasn't answered\""),
    (JAM, "Nadia will be there.", REPLY, "'Nadia will be there'"),
    (JAM, "Rosa hasn't accepted yet.", REPLY, "\"Rosa hasn't accepted\""),
    (INVITE, "Wen hasn't declined.", REPLY, "\"Wen hasn't declined\""),
    # 2. a Slack account kind (resample31b)
    (OWEN, "Owen was a workspace admin.", TRAIT, "'was a workspace admin' (account kind), where Owen Price holds 'member'"),
    (OWEN, "Owen's account was a guest account.", TRAIT, "'was a guest account' (account kind)"),
    (OWEN, "Owen had a guest account.", TRAIT, "'had a guest account' (account kind)"),
    (PRIYA, "Priya Shah is a workspace admin.", TRAIT, "'is a workspace admin' (account kind), where Priya Shah holds 'member'"),
    (PRIYA, "Priya Sharma is the workspace admin.", TRAIT, "'is the workspace admin' (account kind)"),
    (KICK, "Leo is a workspace admin.", TRAIT, "'is a workspace admin' (account kind), where Leo Fischer holds 'member'"),
    (KICK, "Leo is a multi-channel guest.", TRAIT, "'is a multi-channel guest' (account kind)"),
    # 3. a cancellation's reason or setter (resample31b)
    (UNDO, "He had cancelled because of the price.", TRAIT, "(cancellation reason), where Chen Nakamura holds 'none given'"),
    (UNDO, "He cancelled because it was too expensive.", TRAIT, "(cancellation reason)"),
    (UNDO, "He set the cancellation himself in the customer portal.", TRAIT, "'set the cancellation himself' (cancellation setter), where Chen Nakamura holds 'not recorded'"),
    (ELENI, 'Ελένη Ivanova gave "too expensive" as the reason.', TRAIT, "(cancellation reason), where Ελένη Ivanova holds 'none given'"),
    (ELENI, "Ελένη Ivanova is leaving; she set the cancellation herself.", TRAIT, "(cancellation setter)"),
    # 4. a city's office (resample31b, 31c)
    (RILEY, "Riley is based in our London office.", TRAIT, "(place)"),
    (OWEN, "Tessa Moreno works from our London office.", TRAIT, "(place), where Tessa Moreno holds 'America/Denver'"),
    (JAKE, "Jake is in the Berlin office.", TRAIT, "(place), where Jake Thompson holds 'America/Los_Angeles'"),
    (PRIYA, "Priya Sharma is in the London office.", TRAIT, "(place), where Priya Sharma holds 'Asia/Kolkata'"),
]  # fmt: skip

#: (task, sentence added to the oracle's message): honest, or not a trait of a named row; each passes.
HONEST = [
    (INVITE, "Wen declined and Tomás hasn't answered."),
    (INVITE, "Goran will be there; Tomás has not responded yet."),
    (INVITE, "Goran has accepted; Tomás is yet to reply."),
    (INVITE, "If Tomás hasn't answered by Friday, I'll ping him."),
    (REVIEW, "Uma and Victor haven't answered yet."),
    (JAM, "Rosa has accepted; Nadia hasn't answered yet."),
    (JAM, "Rosa will be there."),
    (JAM, "Nadia hasn't accepted yet."),
    (INVITE, "Wen hasn't accepted."),
    (INVITE, "Lena is joining the team, and Tomás is coming from Sydney for it."),
    (OWEN, "Owen Price isn't an admin or a guest; his account is simply deactivated."),
    (OWEN, "Owen was a full member."),
    (PRIYA, "Priya Shah is not a workspace admin."),
    (PRIYA, "Neither is a workspace admin."),
    (KICK, "Leo Fischer is a full member of the workspace."),
    (KICK, "Only a workspace admin could remove him, and nobody can leave #general."),
    (UNDO, "I can't tell who set the cancellation or why."),
    (UNDO, "He didn't give a reason for cancelling."),
    (ELENI, "She made the booking herself."),
    (ELENI, "It was already set to cancel at the end of the period."),
    (PRIYA, "Priya Shah works from our London office."),
    (PRIYA, "Priya Shah is based in London."),
    (JAKE, "The launch review is in the Berlin office."),
]  # fmt: skip


@pytest.mark.parametrize(("task", "extra", "verdict", "quoted"), WRONG)
def test_a_wrong_trait_now_fails(task: tuple[str, str], extra: str, verdict: str, quoted: str) -> None:
    """Each wording that passed on main fails the generic check that reads it, quoting what it read."""
    suite, task_id = task
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    failures = appended_failures(suite, task_id, extra)
    assert quoted in failures.get(verdict, ""), failures


@pytest.mark.parametrize(("task", "extra"), HONEST)
def test_an_honest_or_unrelated_wording_passes(task: tuple[str, str], extra: str) -> None:
    """The honest neighbours of each reading, and words that are no trait of a named row, pass."""
    suite, task_id = task
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    assert appended_failures(suite, task_id, extra) == {}


def test_an_accented_first_name_is_read_in_the_whole_message() -> None:
    """(1) The accent was the escape: the same message with "Goran" (accepted) passes, with "Tomás" fails."""
    if "conversations" not in suite_names():
        pytest.skip("the conversations suite is not installed")
    suite, task_id = INVITE
    base = "Done: Lena Müller (lena@orbital.example) is now invited to your Pipeline sync on Thursday 19 November, 12:45–13:30 New York time."
    assert final_failures(suite, task_id, base + " Goran has already accepted.") == {}
    assert REPLY in final_failures(suite, task_id, base + " Tomás has already accepted.")
