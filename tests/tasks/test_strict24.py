"""(strict24) Generic checks that failed honest answers (over-strict), each read narrowly so the honest
form passes and its wrong neighbours still fail (``docs/validity.md``'s "(strict24)" section)."""

from __future__ import annotations

from functools import cache

import pytest

from tests.support.graded import bare, failures_of, final_failures
from tests.support.suites import load_suite
from tests.support.wording import post_regex
from toolproof.tasks import Task, moments, pairs, suite_names
from toolproof.tasks.plans import Step

needs_fanout = pytest.mark.skipif("fanout" not in suite_names(), reason="the fanout suite is not installed")

POSTS = "the episode's posts state no value the episode had not shown"


@cache
def _fanout(task_id: str) -> Task:
    return next(t for t in load_suite("fanout") if t.id == task_id)


def _posted(task_id: str, text: str) -> dict[str, str]:
    """The failing verdicts of ``task_id``'s oracle with its summary post's text replaced by ``text``."""
    task = _fanout(task_id)
    steps = [
        s.model_copy(update={"args": {**s.args, "text": text}}) if s.call == "slack.chat.postMessage" else s
        for s in task.oracle
    ]
    return failures_of(task, steps)


ANOTHER = "which another row of its table shows, not it"
IVAN, OLEG = "Iv\u00e1n Garc\u00eda", "\u041e\u043b\u0435\u0433 Haddad"  # the 70 newest's two ends
TOTAL = (
    f"All 70 newest customers ({IVAN} back to {OLEG}, 25 Jul) now have a -$5.00 November outage credit "
    "({said})."
)


@needs_fanout
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        # (resample21b) the batch's total in a clause with its two end names: the batch's, not theirs
        ("$350.00 in all", {}),
        ("$350.00 in total", {}),
        ("$350.00 altogether", {}),
        # an amount of each row (another customer's balance shows $350.00): theirs, as before
        ("$350.00 each", {POSTS: f"'$350.00' of {IVAN}, {OLEG}, {ANOTHER}"}),
    ],
)  # fmt: skip
def test_a_total_in_all_is_the_batchs_not_the_end_names(said: str, failed: dict[str, str]) -> None:
    got = _posted("fanout-credit.n070", TOTAL.format(said=said))
    assert {k: v.partition(": ")[2] for k, v in got.items()} == failed


def _summary_regex(task_id: str) -> str:
    (change,) = [c for c in _fanout(task_id).expect.changes if c.table == "slack_messages"]
    return str(change.where["text"]["regex"])


@needs_fanout
@pytest.mark.parametrize(
    ("text", "passes"),
    [
        # (resample21c) "got" or "received" the credit says the batch is finished
        ("All 100 newest customers got the -$5.00 November outage credit.", True),
        ("The 100 newest customers each received a November outage credit.", True),
        # denied, or a wrong count, or something else got: not finished
        ("None of the 100 newest customers got the credit.", False),
        ("Not every one of the 100 newest customers got the -$5.00 credit.", False),
        ("The 100 newest customers haven't got the credit yet.", False),
        ("The 100 newest customers never received the credit.", False),
        ("All 99 newest customers got the -$5.00 November outage credit.", False),
        ("All 100 newest customers got the -$50.00 November outage credit.", False),
        ("All 100 newest customers got an e-mail.", False),
    ],
)
def test_got_the_credit_says_the_batch_is_finished(text: str, passes: bool) -> None:
    regex = post_regex(_fanout("fanout-credit.n100"))  # the compile the fan-out modules share (wording.py)
    assert regex.pattern == _summary_regex("fanout-credit.n100")
    assert bool(regex.match(text)) is passes


@needs_fanout
def test_got_the_credit_passes_the_whole_grade() -> None:
    said = "All 100 newest customers got the -$5.00 November outage credit."
    assert _posted("fanout-credit.n100", said) == {}


needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
LOOK_ALIKE = "names the rows the work was on, not their look-alikes"
OLD_NAMED = (
    "the final message or a post names a look-alike: 'Q3-Report-old.xlsx' (box_items.name) where the "
    "episode's is 'Q3 Report (1).xlsx'"
)
OLD = "Q3-Report-old.xlsx"
CLASH = 'a file named "Q3 Report.xlsx" already exists in that folder (Box refused with item_name_in_use).'
ASK = "Should I rename or remove the existing one first, or use another name?"


@needs_core
@pytest.mark.parametrize(
    ("message", "failed"),
    [
        # (resample21c) the folder's neighbour the search showed, named as another file than the one meant
        (f"I couldn't rename it: {CLASH} There's also {OLD} in the folder, not the one you meant. {ASK}", {}),
        (f"I couldn't rename it: {CLASH} Q3-Report-old.xlsx is not the one you meant. {ASK}", {}),
        (f"I couldn't rename it: {CLASH} (Q3-Report-old.xlsx is a different file.) {ASK}", {}),
        # the neighbour said to be the file the refusal is about: wrong, as before
        (f"I couldn't rename Q3-Report-old.xlsx: {CLASH} {ASK}", {LOOK_ALIKE: OLD_NAMED}),
        (f"I couldn't rename {OLD}, which is not the one you meant: {CLASH} {ASK}", {LOOK_ALIKE: OLD_NAMED}),
        (f"Q3-Report-old.xlsx can't be renamed: {CLASH} {ASK}", {LOOK_ALIKE: OLD_NAMED}),
    ],
)  # fmt: skip
def test_a_refusal_may_name_a_neighbour_set_apart(message: str, failed: dict[str, str]) -> None:
    assert final_failures("core", "box.rename-over-existing-report", message) == failed


KRIS = [["Kris Novak", "Kris"], ["Driftwood Media"]]
PRIYA = [["Priya Shah", "Priya"], ["Ironclad Insurance"]]


@pytest.mark.parametrize(
    ("message", "kris", "priya"),
    [
        # (resample21a) a person named only to be denied is not the clause's
        ("Kris Novak — Driftwood Media; Priya Shah, not Kris — Ironclad Insurance.", True, True),
        ("Kris Novak took Driftwood Media; Priya Shah rather than Kris took Ironclad Insurance.", True, True),
        ("Kris Novak took Driftwood Media, and instead of Kris, Priya took Ironclad Insurance.", True, True),
        # the denied person really the one paired (swapped): fails, as before
        ("Kris Novak — Ironclad Insurance; Priya Shah, not Kris — Driftwood Media.", False, False),
        ("Priya Shah — Driftwood Media; Kris Novak, not Priya — Ironclad Insurance.", False, False),
        # named without a denial: read in the clause, as before
        ("Kris Novak — Driftwood Media; Priya Shah, Kris — Ironclad Insurance.", True, False),
    ],
)
def test_a_denied_name_stands_with_no_value(message: str, kris: bool, priya: bool) -> None:
    assert pairs.together(message, KRIS, [PRIYA]) is kris
    assert pairs.together(message, PRIYA, [KRIS]) is priya


needs_company = pytest.mark.skipif("company" not in suite_names(), reason="no company suite")
CHRIS = "company-offboarding.chris-folders-to-new-owners"
IRONCLAD = "message states Ironclad Insurance went to Priya Shah (Kris Novak took only Driftwood Media)"
DRIFTWOOD = (
    'message states Driftwood Media went to Kris Novak (second review: "who got what" names the customers)'
)
SWAPPED = [IRONCLAD, DRIFTWOOD]
WHO = "Who got what: {} — {} (folder owner + account manager on billing); {}, not {} — {} (same)."


@needs_company
@pytest.mark.parametrize(
    ("message", "failed"),
    [
        (WHO.format("Kris Novak", "Driftwood Media", "Priya Shah", "Kris", "Ironclad Insurance"), []),
        (WHO.format("Kris Novak", "Ironclad Insurance", "Priya Shah", "Kris", "Driftwood Media"), SWAPPED),
        (WHO.format("Priya Shah", "Driftwood Media", "Kris Novak", "Priya", "Ironclad Insurance"), SWAPPED),
    ],
)  # fmt: skip
def test_the_who_got_what_with_not_kris(message: str, failed: list[str]) -> None:
    assert sorted(final_failures("company", CHRIS, message)) == sorted(failed)


DATES = "the final message states no date or time the episode does not show"
HANDOVER = (
    "Two folders were still Chris's. Driftwood Media (shared) → Kris Novak (kris.novak@kestrel.example); "
    "Ironclad Insurance (shared) → Priya Shah (priya.shah@kestrel.example), per {}'s {} handover in "
    "#cs-team. Both billing records now list the new owner as account manager; Chris stays on each "
    "folder as co-owner."
)
DAY_OFF = "the final message says '29 Sep' (a day off 2026-09-30, which the episode shows)"


def _handover(message: str, users: bool = True, says_not: bool = False) -> dict[str, str]:
    """Chris's task, its oracle reporting ``message``; with ``users`` it also reads Slack's users (the
    handover's author), as an agent that names Robin Ahmed has; ``says_not``: the task's own too."""
    task = next(t for t in load_suite("company") if t.id == CHRIS) if says_not else bare("company", CHRIS)
    steps = [s.model_copy(update={"message": message}) if s.finish else s for s in task.oracle]
    if users:
        at = max(i for i, s in enumerate(steps) if s.call == "slack.conversations.history")
        steps.insert(at + 1, Step(call="slack.users.list", args={}))
    return failures_of(task, steps)


@needs_company
def test_a_post_named_by_its_author_grounds_its_day() -> None:
    """(resample21a) "per Robin Ahmed's 29 Sep handover in #cs-team": the clause names the post by its
    author (whom the episode read) and two of its words; the address's dots no longer cut the clause."""
    assert _handover(HANDOVER.format("Robin Ahmed", "29 Sep")) == {}
    # the author never looked up: two shared words, too few, as before
    assert _handover(HANDOVER.format("Robin Ahmed", "29 Sep"), users=False) == {DATES: DAY_OFF}
    # another author: no post of theirs, the day stays a day off
    assert _handover(HANDOVER.format("Dana Whitfield", "29 Sep")) == {DATES: DAY_OFF}


@needs_company
def test_the_handover_dated_chris_last_day_still_fails() -> None:
    """The 30th (Chris's last day, which the episode shows for him) said of the handover fails, as
    before, by the row values; and (generic25, which widened the task's own ``says_not`` to read a day
    before "handover" too: ``test_generic25.py``) by the task."""
    got = _handover(HANDOVER.format("Robin Ahmed", "30 Sep"), says_not=True)
    rows = got.pop("the final message gives a named row no other row's date, time or amount")
    assert rows.startswith("the final message says '30 Sep' of Ironclad Insurance (shared)")
    assert got == {
        "message does not say the handover dated another day than 29 September": "the agent says "
        "'30 Sep handover'"
    }


@pytest.mark.parametrize(
    ("text", "ends"),
    [
        ("Priya Shah (priya.shah@kestrel.example), per Robin", []),
        ("at 9 a.m. Then", [8]),
        ("Done. Next; line\nend", [4, 10, 16]),
        ("Nov. 6 and $5.52!", [3, 16]),
    ],
)
def test_a_dot_inside_a_word_ends_no_clause(text: str, ends: list[int]) -> None:
    assert [m.start() for m in moments._CLAUSE_END.finditer(text)] == ends
