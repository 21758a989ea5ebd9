"""A negation governs its own verb (``tasks/negations.py``), and one negator writes every opposite mutant.

The denial rule must fail the denials ("I did not refund it", "it wasn't cancelled") and must not fail
honest answers whose fact stands outside what the negation governs: a subject's participle phrase
("the plan cancelled in October can't be restored"), a name as the subject of the denial ("Fatima did
not approve it": the name is stated, the negation is the reason), a contrast ("not refunded but
voided"), a negation between commas. The message mutants and the post mutants share one negator
(``runs/negate.py``) and one verb table (``tasks/verbs.py``): a verb one learns, the other knows.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import message_mutants, negate, text_mutants
from toolproof.tasks import verbs
from toolproof.tasks.facts import Fact

#: (message, fact form, stated?): honest answers the rule must pass and denials it must fail.
CASES = [
    # reduced relatives and participles: the negation is the main verb's
    ("The plan cancelled in October can't be restored.", "cancelled", True),
    ("The plan cancelled in October can't be restored.", "October", True),
    ("The invoice paid last week cannot be voided.", "paid", True),
    ("The refunded charge isn't disputable.", "refunded", True),
    ("I can't restore the plan cancelled in October.", "cancelled", True),
    ("I can't dispute the refunded charge.", "refunded", True),
    ("The subscription, cancelled on Oct 24, can't be reactivated.", "cancelled", True),
    # not X but Y; contrastive "no longer"; "never"; "didn't … because / as"
    ("It was not refunded but voided.", "voided", True),
    ("The invoice was paid and no longer open.", "paid", True),
    ("The charge, no longer pending, was refunded on Oct 1.", "refunded", True),
    ("Jake was invited but never accepted.", "invited", True),
    ("I didn't refund it because it was already refunded on Oct 1.", "refunded", True),
    ("I didn't refund it as it was already refunded on Oct 1.", "refunded", True),
    # bare names: the subject is stated, the negation is the reason
    ("Fatima did not approve it.", "Fatima", True),
    ("Fatima Al-Sayed hasn't signed off yet, so I can't add Jake.", "Fatima", True),
    ("Fatima never approved it.", "Fatima", True),
    # ids, amounts and other words of the subject are not names: the denial still covers them
    ("Invoice INV-0007 for the onboarding fee is not finalized.", "INV-0007", False),
    ("The $5.52 charge was not refunded.", "$5.52", False),
    ("The plan cancelled in October can't be restored.", "plan", False),
    # what the rule was right to refuse stays refused
    ("I did not refund it.", "refund", False),
    ("It wasn't cancelled.", "cancelled", False),
    ("I couldn't find the invoice.", "invoice", False),
    ("The refund failed.", "refunded", False),
    ("It was not refunded but voided.", "refunded", False),
    ("The charge has not been refunded yet.", "refunded", False),
    ("The charge was not refunded.", "refunded", False),
    ("Acme doesn't have a fix.", "fix", False),
    ("I never issued the credit note.", "credit note", False),
    ("The link no longer works for Dana.", "works", False),
    ("I could not get the charge refunded by Friday.", "refunded", False),
    ("I didn't have the invoice voided.", "voided", False),
    ("It was not a refunded charge.", "refunded", False),
    ("It's not a cancelled plan.", "cancelled", False),
    ("The plan cancelled in October can't be restored.", "restored", False),
    ("I can't restore the plan cancelled in October.", "restore", False),
    # reported speech is a part of its own: its negation is not the report's, a denied report denies it
    ("Declined it and left a note saying you can't make it.", "left a note", True),
    ("Declined it and left a note saying you can't make it.", "make it", False),
    ("Posted in #billing that says the refund can't go through.", "Posted in #billing", True),
    ("I DMed Dana, telling her that the charge wasn't refunded.", "DMed Dana", True),
    ("I DMed Dana, telling her that the charge wasn't refunded.", "refunded", False),
    ('Replied "can\'t make it" on the invite.', "Replied", True),
    ("Sent Dana a message asking why she can't log in.", "Sent Dana a message", True),
    ("I didn't leave a note saying it was refunded.", "refunded", False),
    ("I haven't posted anything to say it was cancelled.", "cancelled", False),
    ("I didn't post a note saying you can't make it.", "post a note", False),
]


@pytest.mark.parametrize(("message", "form", "stated"), CASES)
def test_a_negation_governs_its_own_verb(message: str, form: str, stated: bool) -> None:
    fact = Fact(any=[form])
    assert fact.found_in(message, [fact]) is stated
    named = form.casefold() in message.casefold()  # "the refund failed" does not even name "refunded"
    assert fact.denied_in(message, [fact]) is (named and not stated)


NOUNS = ["The plan", "The invoice", "Her subscription", "The charge for INV-0007", "Acme's order"]
PARTICIPLES = ["cancelled", "paid", "refunded", "voided", "created", "closed"]
PHRASES = ["in October", "on October 3", "last week", "by Dana", "yesterday"]
NEGATED = ["can't be restored", "cannot be reopened", "isn't refundable", "was not changed", "won't renew"]
OPENERS = ["", "Sorry: ", "I checked. ", "- "]


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(OPENERS),
    st.sampled_from(NOUNS),
    st.sampled_from(PARTICIPLES),
    st.sampled_from(PHRASES),
    st.sampled_from(NEGATED),
)
def test_a_subjects_participle_phrase_is_stated_and_the_negated_verb_is_not(
    opener: str, noun: str, participle: str, phrase: str, negated: str
) -> None:
    """Subject + participle phrase + modal/auxiliary + not + verb: the participle and its phrase are
    stated (the negation is the main verb's); the negated verb is not; the negator's opposite of the
    affirmative sentence denies the main verb and keeps the participle phrase stated."""
    message = f"{opener}{noun} {participle} {phrase} {negated}."
    said = Fact(any=[participle])
    when = Fact(any=[phrase])
    verb = Fact(any=[negated.split()[-1]])
    assert said.found_in(message, [said]), message
    assert when.found_in(message, [when]), message
    assert not verb.found_in(message, [verb]), message
    back = message_mutants.negated([verb], [verb], message)
    assert back is not None, message
    assert verb.found_in(back, [verb]), back
    assert said.found_in(back, [said]), back


#: Subjects and the name each states.
SUBJECTS = [("I", "I"), ("We", "We"), ("Dana", "Dana"), ("Fatima Al-Sayed", "Fatima Al-Sayed"),
            ("Acme's billing team", "Acme")]  # fmt: skip
VERBS = ["refunded", "cancelled", "voided", "paid", "sent", "approved", "invited"]
OBJECTS = ["the charge", "INV-0007", "her plan", "the $5.52 top-up"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SUBJECTS), st.sampled_from(VERBS), st.sampled_from(OBJECTS))
def test_the_verb_and_its_object_are_denied_and_the_subject_is_stated(
    subject: tuple[str, str], verb: str, obj: str
) -> None:
    """Subject + past tense + object, negated by the one negator: the verb and the object are denied
    (the negation governs them), the subject's name is still stated; negating back states the object
    again."""
    message = f"{subject[0]} {verb} {obj}."
    fact, thing, who = Fact(any=[verb]), Fact(any=[obj]), Fact(any=[subject[1]])
    flipped = message_mutants.negated([fact], [fact], message)
    assert flipped is not None
    assert flipped == negate.negate(message), "message and post mutants write the same opposite"
    assert not fact.found_in(flipped, [fact]), flipped
    assert not thing.found_in(flipped, [thing]), flipped
    assert who.found_in(flipped, [who]), flipped
    back = message_mutants.negated([thing], [thing], flipped)
    assert back is not None
    assert thing.found_in(back, [thing]), back


def test_message_and_post_mutants_share_one_negator() -> None:
    assert vars(message_mutants)["negate_part"] is negate.negate_part
    assert vars(text_mutants)["negate"] is negate.negate


@pytest.mark.parametrize("past", sorted(set(verbs.PAST) - verbs.PARTICIPLES_ONLY))
def test_every_verb_in_the_table_is_negated_the_same_way_for_messages_and_posts(past: str) -> None:
    sentence = f"I {past} the draft for Dana."
    opposite = f"I did not {verbs.PAST[past]} the draft for Dana."
    assert negate.negate_part(sentence) == opposite
    assert negate.negate(sentence) == opposite


@pytest.mark.parametrize(
    ("sentence", "opposite"),
    [
        ("The plan cancelled in October was restored.", "The plan cancelled in October was not restored."),
        (
            "The invoice paid last week shows in the ledger.",
            "The invoice paid last week does not show in the ledger.",
        ),
        ("Ticket T-1 closed on Monday.", "Ticket T-1 did not close on Monday."),
        ("It's been paid.", "It has not been paid."),
        ("There's a fix for the export.", "There is not a fix for the export."),
        ("Acme has a fix.", "Acme does not have a fix."),
        ("Exceptions go through the process written by finance.", None),  # a participle, not a past tense
        ("Acme has already been refunded.", "Acme has not already been refunded."),
    ],
)
def test_the_negator_negates_the_clauses_own_verb(sentence: str, opposite: str | None) -> None:
    assert negate.negate_part(sentence) == opposite
    assert negate.negate(sentence) == opposite


#: (affirmative report, the same report denied, what it states)
REPORTS = [
    ("Left a note on the invite", "Didn't leave a note on the invite", "a note on the invite"),
    ("I posted in #billing", "I haven't posted in #billing", "posted in #billing"),
    ("Dana got a DM from me", "Dana never got a DM from me", "a DM from me"),
]
SPEECH = [" saying", " to say", " that says", ", telling her", " telling them that", ' "']
#: (what is reported, affirmative then denied, and the positive fact it names)
REPORTED = [("the charge was refunded", "the charge wasn't refunded", "refunded"),
            ("she can make it", "she can't make it", "make it")]  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(REPORTS),
    st.booleans(),
    st.sampled_from(SPEECH),
    st.sampled_from(REPORTED),
    st.booleans(),
)
def test_reported_speech_is_denied_by_its_own_negation_or_by_a_denied_report(
    report: tuple[str, str, str],
    report_denied: bool,
    speech: str,
    said: tuple[str, str, str],
    said_denied: bool,
) -> None:
    """Report + speech opener + reported words: the report is stated unless it is itself denied (a
    negation in the reported words is theirs); the reported fact is stated only when neither denies it."""
    message = f"{report[1] if report_denied else report[0]}{speech} {said[1] if said_denied else said[0]}."
    if speech.endswith('"'):
        message = message.replace(' " ', ' "')[:-1] + '".'
    reported, fact = Fact(any=[report[2]]), Fact(any=[said[2]])
    assert reported.found_in(message, [reported]) is not report_denied, message
    assert fact.found_in(message, [fact]) is not (report_denied or said_denied), message
