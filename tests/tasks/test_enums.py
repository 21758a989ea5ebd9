"""(values11) An enum value a message states as a field's, grounded in what the episode read
(:mod:`toolproof.tasks.enums`; the fields are the services' declarations, ``services/*/stated.py``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.value_mutants import wrong_enum_mutants
from toolproof.services.stripe.stated import DECLINE
from toolproof.tasks.enums import declared, false_values, stated

FIELDS = declared(["stripe", "gcal"])
DISPUTED = {"id": "ch_1", "metadata": {"dispute_reason": "product_not_received"}}
DECLINED = {"id": "ch_2", "failure_code": "card_declined", "decline_code": "generic_decline"}


def _read(text: str) -> list[tuple[str, str, str]]:
    return [(s.field.name, s.member, s.said) for s in stated(text, FIELDS)]


def test_the_reader_reads_a_value_said_as_its_fields() -> None:
    assert _read("Their bank disputed the $12,500 charge as fraudulent.") == [
        ("dispute reason", "fraudulent", "fraudulent")
    ]
    assert _read("It was declined for insufficient funds (decline code: generic_decline).") == [
        ("decline reason", "insufficient_funds", "insufficient funds"),
        ("decline reason", "generic_decline", "generic_decline"),
    ]
    assert _read("the dispute reason is product not received; status is now canceled; RSVP: declined") == [
        ("dispute reason", "product_not_received", "product not received"),
        ("status", "canceled", "canceled"),
        ("response status", "declined", "declined"),
    ]
    assert _read("reason: fraud") == [
        ("decline reason", "fraudulent", "fraud"),
        ("dispute reason", "fraudulent", "fraud"),
    ]


def test_a_members_words_as_ordinary_prose_or_denied_are_not_read() -> None:
    for text in [
        "The fraud team is looking at it; an open question remains.",
        "It was declined, but not for insufficient funds.",
        "Their bank disputed it, not as a fraud case.",
        "I declined the meeting and paid the invoice.",
    ]:
        assert _read(text) == [], text


def test_a_value_of_a_field_read_other_than_the_one_shown_is_false() -> None:
    wrong = false_values("Their bank disputed the charge as fraudulent.", ["stripe"], [], [], [DISPUTED])
    assert [f.describe() for f in wrong] == [
        "'fraudulent' as the dispute reason (the episode shows product_not_received)"
    ]
    right = "Their bank disputed the charge as product not received."
    assert false_values(right, ["stripe"], [], [], [DISPUTED]) == []
    wrong = false_values("It was declined for insufficient funds.", ["stripe"], [], [], [DECLINED])
    assert [f.describe() for f in wrong] == [
        "'insufficient funds' as the decline reason (the episode shows card_declined, generic_decline)"
    ]


def test_a_field_never_read_or_a_value_a_text_gives_decides_nothing() -> None:
    said = "It was declined for insufficient funds."
    assert false_values(said, ["stripe"], [], [], [DISPUTED]) == []  # no decline read
    error = {"error": {"decline_code": "generic_decline", "message": "Your card has insufficient funds."}}
    assert false_values(said, ["stripe"], [], [], [error]) == []  # the text the agent read says so
    assert false_values(said, ["slack"], [], [], [DECLINED]) == []  # no service declares the field


@given(said=st.sampled_from(sorted(DECLINE.values)), shown=st.sampled_from(sorted(DECLINE.values)))
def test_a_stated_decline_reason_is_false_exactly_when_another_one_is_shown(said: str, shown: str) -> None:
    message = f"The charge was declined for {said}."
    assert [f.field for f in false_values(message, ["stripe"], [], [], [{"decline_code": shown}])] == (
        [] if said == shown else ["decline reason"]
    )


def test_the_wrong_enum_mutants_say_the_next_member() -> None:
    final = "It was declined for generic_decline; the bank disputed the other as product not received."
    mutants = wrong_enum_mutants(final, True, ["stripe"])
    assert [(m.id, m.message(final)) for m in mutants if m.message] == [
        (
            "wrong-enum:1",
            "It was declined for expired card; the bank disputed the other as product not received.",
        ),
        (
            "wrong-enum:2",
            "It was declined for generic_decline; the bank disputed the other as product unacceptable.",
        ),
    ]
    assert wrong_enum_mutants(final, False, ["stripe"]) == []
    assert wrong_enum_mutants(final, True, ["slack"]) == []


def test_a_value_said_of_nobody_is_not_read() -> None:
    """(integration, stop 44) "Nothing declined." in an honest refusal of talk-gcal.war-room-already-ended
    was read as an attendee's answer: a denying subject says the value of no one."""
    from toolproof.services.gcal.stated import ENUMS

    for text in (
        "Nothing declined. Migration war room: last session 2026-10-16.",
        "nobody has declined it",
        "None of them have accepted yet",
        "Neither Farah nor Hana accepted",
    ):
        assert stated(text, ENUMS) == [], text
    assert [s.member for s in stated("Farah declined; Hana has accepted.", ENUMS)] == ["declined", "accepted"]
