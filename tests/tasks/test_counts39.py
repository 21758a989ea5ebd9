# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(counts39) Over-strict counts and row values, and a row's parts counted by the person it holds.
docs/validity.md, "Stop 68: … (counts39)".

1. "the two Dublin customers are Farah Nakamura and José van der Berg" (fanout-audit.n045) and "1 of the 6 Lyon
   customers is a VIP" (fanout-review.n090) failed the count check with the real grader on main d647147f ("the
   episode changed customer rows, none of its counts is that"): a count's qualifier told the listed objects
   only by their top-level strings, and a customer's city is in its ``address``. The words of a mapping an
   object holds one level down are now read too (``counts._object_text``); a false count of a city's customers
   still fails, as every count of a changed table nothing grounds does.
2. "The QBR on Marcus's calendar (Thu 5 Nov, 10:00–11:00 Los Angeles, with Olivia Grant and Peter Vance, both
   accepted) starts at 13:00 New York time" (company-account.granite-questionnaire-review) failed the row
   values check ("'11:00' of Olivia Grant, Peter Vance, which another row of its table shows"): a labelled list
   of an event's people inside a bracket now ends at the bracket (``row_values._bracket_end``), so the values
   after it are the event's (the moments check reads them), not the guests'.
3. "Omar's jam has 6 attendees" (gcal.cancel-one-roadmap-jam, five) passed: the Roadmap jams share a title, and
   the sentence named none of them. A row with a list of parts is now also named by the person it holds one
   level down (its organiser: ``counts._owned_titles``), so the count is read against Omar's jam.

Word-level pins read the functions over the fan-out batch's real rows or made-up ones; grader-level pins are
the task's oracle with its final message replaced or a sentence appended, its ``says_not`` off
(``tests/support/graded.py``), so the generic checks alone decide.
"""

from __future__ import annotations

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.graded import appended_failures, failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import counts, row_values, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company")
}
COUNT = "the final message states no count the episode does not show"
ROW_VALUES = "the final message gives a named row no other row's date, time or amount"
DATE = "the final message states no date or time the episode does not show"
GRANITE = "company-account.granite-questionnaire-review"
JAM = "gcal.cancel-one-roadmap-jam"


# -- 1. a count of a city's customers, read against the customers listed -------------------------------------


def _false(message: str, n: int) -> list[str]:
    """The counts ``message`` states that the count check holds false after an episode that listed the ``n``
    newest customers and changed each (the fan-out's writes)."""
    rows = list(newest_customers(n))
    grounds = counts.ground_episode(
        message,
        [],
        [{"object": "list", "data": rows}],
        [("stripe_customers", n)],
        nets=[("stripe_customers", 0, 0, n)],
    )
    return [f.said for f in counts.false_counts(message, grounds, ["stripe_customers"])]


@pytest.mark.parametrize("n", [45, 90])
def test_a_city_count_of_the_listed_customers(n: int) -> None:
    """(counts39) "the two Dublin customers", "1 of the 6 Lyon customers": each city's true count of the listed
    customers passes, one more or one less fails (the episode changed customer rows)."""
    rows = newest_customers(n)
    cities = sorted({c for r in rows if (c := city_of(r))})
    assert cities
    read = [c for c in cities if any(c in k.qualifiers for k in counts.stated(f"the 2 {c} customers"))]
    assert len(read) >= 4  # (a city of two words, "São Paulo", is no count's qualifier: not read, as on main)
    for city in read:
        k = sum(1 for r in rows if city_of(r) == city)
        assert _false(f"Done; the {k} {city} customers got their tags.", n) == []
        assert _false(f"Done; the {k + 1} {city} customers got their tags.", n) == [
            f"{k + 1} {city} customers"
        ]
        if k > 1:
            assert _false(f"Done; the {k - 1} {city} customers got their tags.", n) == [
                f"{k - 1} {city} customers"
            ]


def test_the_pinned_fanout_wordings() -> None:
    """(counts39) resample34d's two honest sub-counts, and their false neighbours, at their own widths."""
    assert _false("the two Dublin customers are Farah Nakamura and José van der Berg", 45) == []
    assert _false("the three Dublin customers are Farah Nakamura and José van der Berg", 45) == [
        "three Dublin customers"
    ]
    assert _false("1 of the 6 Lyon customers is a VIP", 90) == []
    assert _false("1 of the 7 Lyon customers is a VIP", 90) == ["7 Lyon customers"]


def test_object_text_reads_one_level_down() -> None:
    """(counts39) An object's own strings and those of the mappings it holds; not the items of its lists."""
    text = counts._object_text(
        {
            "object": "customer",
            "name": "Farah Nakamura",
            "address": {"city": "Dublin", "country": "IE"},
            "attendees": [{"displayName": "Olivia Grant"}],
        }
    )
    assert "dublin" in text
    assert "farah nakamura" in text
    assert "olivia" not in text


# -- 2. a bracket of an event's people ends at its close -----------------------------------------------------

QBR = "The QBR on Marcus's calendar (Thu 5 Nov, 10:00–11:00 Los Angeles, with Olivia Grant and Peter Vance, both accepted) starts at 13:00 New York time (not 10:00). The review task on Security questionnaire.xlsx is due then and assigned to Marcus, and I've told him by DM."


def test_bracket_end() -> None:
    """(counts39) A label inside a bracket: its list ends at the bracket's close; outside one, at the end."""
    text = "The QBR (Thu 5 Nov, 10:00, with Olivia Grant, both accepted) starts at 13:00"
    label = text.index(", with")
    name_end = text.index("Grant") + len("Grant")
    assert text[row_values._bracket_end(text, label, name_end)] == ")"
    plain = "The QBR: Thu 5 Nov, 10:00, with Olivia Grant; it starts at 13:00"
    label = plain.index(", with")
    assert row_values._bracket_end(plain, label, plain.index("Grant") + 5) == len(plain)


@needs["company"]
def test_granite_guests_in_a_bracket_pass() -> None:
    """(counts39, resample34b's Open) the honest report with the QBR's range and guests in a bracket passes."""
    assert final_failures("company", GRANITE, QBR) == {}


@needs["company"]
@pytest.mark.parametrize(
    "wrong",
    [
        QBR.replace("starts at 13:00 New York time (not 10:00)", "starts at 12:00 New York time (not 10:00)"),
        QBR.replace("Thu 5 Nov, 10:00–11:00", "Thu 5 Nov, 11:00–12:00"),
    ],
)
def test_granite_wrong_times_still_fail(wrong: str) -> None:
    """(counts39) With the guests no longer read, the event's own times are still checked: a wrong start in
    New York or a wrong range fails the date and time check."""
    assert DATE in final_failures("company", GRANITE, wrong)


@needs["company"]
def test_granite_start_said_as_its_end_fails_by_the_label() -> None:
    """(counts39) "starts at 14:00 New York time" is the QBR's end (11:00 Los Angeles), which grounds it for the
    generic check (Open); main failed it only through the over-strict guests' reading. The task's own label
    refuses it, as before."""
    task = next(t for t in load_suite("company") if t.id == GRANITE)
    wrong = QBR.replace("starts at 13:00 New York time", "starts at 14:00 New York time")
    steps = [s.model_copy(update={"message": wrong}) if s.finish else s for s in task.oracle]
    failures = failures_of(task, steps)
    assert any("another QBR start" in name for name in failures), failures
    honest = [s.model_copy(update={"message": QBR}) if s.finish else s for s in task.oracle]
    assert failures_of(task, honest) == {}


# -- 3. a row named by the person it holds --------------------------------------------------------------------


def test_owned_titles() -> None:
    """(counts39) The organiser's first and whole name before the title's last word and the whole title."""
    titles = counts._owned_titles(
        {"summary": "Roadmap jam", "organizer": {"email": "omar@x.example", "displayName": "Omar Haddad"}},
        ("Roadmap jam",),
    )
    assert {"Omar's jam", "Omar Haddad's Roadmap jam", "Omar\u2019s jam"} <= set(titles)
    assert (
        counts._owned_titles({"summary": "Roadmap jam", "organizer": {"email": "o@x"}}, ("Roadmap jam",))
        == ()
    )


@needs["core"]
@pytest.mark.parametrize(
    ("extra", "passes"),
    [
        ("Omar's jam has 6 attendees.", False),
        ("Omar's jam has 2 guests.", False),
        ("Omar's jam has five attendees.", True),
        ("Omar's jam has four guests besides him.", True),
    ],
)
def test_a_count_of_omars_jam(extra: str, passes: bool) -> None:
    """(counts39) A count of the attendees of "Omar's jam" is read against the jam Omar organises (five people);
    before, no row was named and every count passed."""
    failures = appended_failures("core", JAM, extra)
    assert (COUNT not in failures) is passes, failures
