"""A literal fact form that begins or ends with a digit matches only a whole number there.

The lead's review found literal forms matching inside larger numbers: "6 November" in "16 November",
"1 Oct" in "21 Oct", "120.17" in "€1,120.17", "61.16 USD" in "161.16 USD" — a message naming another day or
amount passed. The bound only ever refuses more (a tightening), never accepts what the plain match refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.facts import Fact, folded
from toolproof.tasks.pairs import number_bounded


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ("6 November", "Her last day is 16 November."),
        ("1 Oct", "It was refunded on 21 Oct."),
        ("120.17", "The charge was €1,120.17."),
        ("61.16 USD", "Upgrading costs 161.16 USD today."),
        ("46722", "That is order 146722."),
        ("50%", "They asked for 150% of the credit."),
        ("61.16", "It comes to 61.165 after tax."),
        ("720", "The charge is $720.50, over the limit."),
    ],
)
def test_a_literal_number_is_not_found_inside_a_longer_one(form: str, message: str) -> None:
    fact = Fact.model_validate([form])
    assert not fact.found_in(message)
    assert fact.without(message) == message  # the drop-fact mutant blanks what found_in finds, nothing else


@pytest.mark.parametrize(
    ("form", "message"),
    [
        ("6 November", "Her last day is 6 November."),
        ("1 Oct", "Refunded on 1 Oct 2026."),
        ("120.17", "The charge was only €120.17."),
        ("46722", "That is order #46722."),
        ("10:00", "It runs 10:00-10:30 New York."),
        ("2026-11-06", "Starts 2026-11-06T10:00."),
        ("50%", "A 50% discount."),
        ("1:1", "The 1:1 with Chen."),
        ("720", "The charge is $720.00, over the limit."),
    ],
)
def test_a_whole_number_is_found(form: str, message: str) -> None:
    assert Fact.model_validate([form]).found_in(message)


@given(
    form=st.from_regex(r"\A[0-9][0-9 .,:/a-z%-]{0,12}\Z"),
    before=st.text(alphabet="0123456789 .,$€#ab", max_size=6),
    after=st.text(alphabet="0123456789 .,$€#ab", max_size=6),
)
def test_the_bound_only_refuses_what_a_plain_match_would_accept(form: str, before: str, after: str) -> None:
    text = before + form + after
    if number_bounded(folded(form)).search(folded(text)) is not None:
        assert folded(form) in folded(text)
    if (
        not before[-1:].isdigit()
        and not after[:1].isdigit()
        and not (before[-2:-1].isdigit() and before[-1:] in ".,")
        and not (after[:1] in ".," and after[1:2].isdigit())
    ):
        assert Fact.model_validate([form]).found_in(text)  # standing alone, the number is found
