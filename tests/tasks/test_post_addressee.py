"""A post that opens by mentioning a person addresses her: the values after it are not hers
(:func:`toolproof.tasks.posted_values.unaddressed`).

The merged posted-values check read "<@UEC11O6NJW8> approval needed: $720.00 refund > $500 limit" as
stating $720.00 of the Controller it tags, whose own rows show no such amount, and failed two honest
alternates of company-refund.harbor-needs-approval. A mention followed by a verb stays the subject."""

from __future__ import annotations

import pytest

from tests.tasks.test_names13 import INDEX
from toolproof.tasks.posted_values import unaddressed


@pytest.mark.parametrize(
    "post",
    [
        "<@cus_M> approval needed: $720.00 refund > $500 limit (onboarding workshop, Oct 26).",
        "<@cus_M>, can you approve the $720 refund?",
        "<@cus_M> <@cus_T1>: please approve the $720 refund",
    ],
)
def test_the_people_a_post_opens_by_mentioning_are_blanked(post: str) -> None:
    blanked = unaddressed(post, INDEX)
    assert len(blanked) == len(post)
    assert "cus_" not in blanked
    assert blanked.lstrip() == post[len(post) - len(blanked.lstrip()) :]
    assert "$720" in blanked


@pytest.mark.parametrize(
    "post",
    [
        "<@cus_M> is the owner of the $720 refund",  # the subject of the clause
        "<@cus_M> approved the $720 refund",
        "Refund of $720 for <@cus_M> needs approval",  # not at the opening
        "Team: the $720 refund needs approval",  # no id
        "Cobalt Robotics owes $720",  # a name, not a mention
    ],
)
def test_a_mention_as_subject_or_elsewhere_stays(post: str) -> None:
    assert unaddressed(post, INDEX) == post
