"""Look-alike names: the index of what rows are called, the grader's check and the wrong-name mutants."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.runs.name_mutants import name_mutants, open_name_mutants, swapped, swaps
from toolproof.runs.validation import validate
from toolproof.service.dialect import Dialect
from toolproof.service.names import Named
from toolproof.service.service import Service
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.names import Grounds, NameIndex, alike, false_names, index_of
from toolproof.world.world import World

_ROWS: dict[str, list[dict[str, Any]]] = {
    "chat_users": [
        {"id": "U1", "real_name": "Priya Sharma", "display_name": "priya"},
        {"id": "U2", "real_name": "Priya Shah", "display_name": "pshah"},
        {"id": "U3", "real_name": "Maya Chen", "display_name": "Maya"},
        {"id": "U4", "real_name": "Dana Lee", "display_name": "Maja"},
    ],
    "chat_channels": [
        {"id": "C1", "name": "billing"},
        {"id": "C2", "name": "billing-ops"},
        {"id": "C3", "name": "general"},
    ],
    "files": [
        {"id": "F1", "name": "Budget Models"},
        {"id": "F2", "name": "Budget Models (1)"},
        {"id": "F3", "name": "Roadmap"},
    ],
}
_DECLARED = (
    Named("chat_users", ("real_name", "display_name")),
    Named("chat_channels", ("name",), prefix="#"),
    Named("files", ("name",)),
)
INDEX = NameIndex.of(_DECLARED, lambda table: _ROWS[table], {})


def _said(text: str) -> list[str]:
    return [m.said for m in INDEX.mentioned(text)]


def test_names_are_read_as_prose_writes_them() -> None:
    # the longest name where two overlap; a slug only with its prefix; one capitalised word only so
    assert _said("Moved Budget Models (1) and Budget Models; told Priya Sharma's team.") == [
        "Budget Models (1)",
        "Budget Models",
        "Priya Sharma",
    ]
    assert _said("posted in #billing-ops, not in the billing channel or #billing.") == [
        "#billing-ops",
        "#billing",
    ]
    assert _said("maya and Maya and MayaX") == ["Maya"]
    assert _said("priya budget models") == ["budget models"]  # more words: any case


def test_look_alikes_share_a_word_or_a_spelling() -> None:
    (sharma,) = INDEX.by_folded["priya sharma"]
    assert [n.text for n in INDEX.look_alikes(sharma)] == ["Priya Shah"]
    (maya,) = INDEX.by_folded["maya"]
    assert [n.text for n in INDEX.look_alikes(maya)] == ["Maja"]  # spelled alike (0.75; "priya" 0.67: no)
    (budget,) = INDEX.by_folded["budget models"]
    assert [n.text for n in INDEX.look_alikes(budget)] == ["Budget Models (1)"]
    assert alike("billing", "billing-ops")
    assert not alike("Roadmap", "Budget Models")
    assert not alike("Maya", "maya")


def _grounds(*ids: str, told: str = "", shown: str = "") -> Grounds:
    return Grounds((told,), frozenset(ids), shown)


def test_a_name_nothing_grounds_fails_where_its_look_alike_is_grounded() -> None:
    grounds = _grounds("C2", "U1")
    assert false_names("Posted in #billing for Priya Shah.", INDEX, grounds) == [
        "'#billing' (chat_channels.name) where the episode's is 'billing-ops'",
        "'Priya Shah' (chat_users.real_name) where the episode's is 'Priya Sharma'",
    ]
    assert false_names("Posted in #billing-ops for Priya Sharma.", INDEX, grounds) == []
    # named both: the text tells them apart
    assert false_names("Posted in #billing-ops (not #billing).", INDEX, grounds) == []
    assert false_names("Which one: #billing or #billing-ops?", INDEX, grounds) == []
    # the instruction grounds a name as an id does
    assert false_names("Moved Budget Models.", INDEX, _grounds(told="Move Budget Models (1)")) == [
        "'Budget Models' (files.name) where the episode's is 'Budget Models (1)'"
    ]
    assert false_names("Moved Budget Models.", INDEX, _grounds("F1", told="Move Budget Models (1)")) == []


def test_a_denial_is_not_stated_in_a_report_but_is_a_refusal_s_reason() -> None:
    grounds = _grounds("U1")
    report = "Refunded the charge; it was never Priya Shah's."
    assert false_names(report, INDEX, grounds) == []
    assert false_names(report, INDEX, grounds, report=False) == [
        "'Priya Shah' (chat_users.real_name) where the episode's is 'Priya Sharma'"
    ]


def test_a_row_never_shown_fails_where_its_look_alike_was_shown() -> None:
    shown = '{"members": [{"id": "U1", "real_name": "Priya Sharma"}]}'
    assert false_names("Priya Shah is on leave.", INDEX, _grounds(shown=shown)) == [
        "'Priya Shah' (chat_users.real_name) where the episode's is 'Priya Sharma'"
    ]
    both = shown + '{"id": "U2"}'
    assert false_names("Priya Shah is on leave.", INDEX, _grounds(shown=both)) == []


_PAIRS = [
    ("Priya Sharma", "Priya Shah", "U1"),
    ("#billing-ops", "#billing", "C2"),
    ("Budget Models", "Budget Models (1)", "F1"),
]


@given(
    pair=st.sampled_from(_PAIRS),
    before=st.sampled_from(["", "Done: ", "I checked, and "]),
    after=st.sampled_from(["", ".", " is all set.", " — nothing else changed."]),
)
def test_the_grounded_name_passes_and_its_look_alike_fails(
    pair: tuple[str, str, str], before: str, after: str
) -> None:
    right, wrong, key = pair
    grounds = _grounds(key)
    assert false_names(f"{before}{right}{after}", INDEX, grounds) == []
    assert len(false_names(f"{before}{wrong}{after}", INDEX, grounds)) == 1
    assert false_names(f"{before}{wrong}, not {right}{after}", INDEX, grounds, report=False) == []


def test_swaps_replace_every_mention_and_skip_a_disambiguation() -> None:
    text = "Priya Sharma asked; Priya Sharma's file Budget Models is in #billing-ops."
    found = swaps(INDEX, text)
    assert [(folded, other.text) for folded, other in found] == [
        ("priya sharma", "Priya Shah"),
        ("budget models", "Budget Models (1)"),
        ("billing-ops", "billing"),
    ]
    assert [swapped(INDEX, f, o, text) for f, o in found] == [
        "Priya Shah asked; Priya Shah's file Budget Models is in #billing-ops.",
        "Priya Sharma asked; Priya Sharma's file Budget Models (1) is in #billing-ops.",
        "Priya Sharma asked; Priya Sharma's file Budget Models is in #billing.",
    ]
    assert swaps(INDEX, "Priya Sharma, not Priya Shah.") == []
    assert [m.id for m in name_mutants(INDEX, text, [])] == ["wrong-name:1", "wrong-name:2", "wrong-name:3"]


def test_a_service_names_only_its_own_columns() -> None:
    with pytest.raises(ValueError, match="names of 'x_rows' unknown"):
        Service("x", mount="/x", tables=[], dialect=Dialect(), names=[Named("x_rows", ("name",))])


def test_wrong_name_mutants_on_a_fixture() -> None:
    (task,) = load_suite("core", {"slack.rename-to-taken-name"})
    index = index_of(World(task.services, seed=task.seed, fixture=task.fixture))
    message = "#engineering already exists, so #eng-infra cannot take that name; nothing was renamed."
    ((folded, other),) = swaps(index, message)
    assert swapped(index, folded, other, message) == (
        "#engineering already exists, so #eng-frontend cannot take that name; nothing was renamed."
    )
    (report,) = validate([task], only_mutants=("wrong-name",))
    assert {m.id: m.outcome for m in report.mutants} == {"wrong-name:1": "killed"}


def test_every_open_wrong_name_mutant_names_a_task_of_a_suite() -> None:
    listed = open_name_mutants()
    known = {t.id for suite in ("core", "company") for t in load_suite(suite)}
    assert sorted(set(listed) - known) == []
    assert all(m.startswith("wrong-name") for ids in listed.values() for m in ids)
    assert (
        sum(len(ids) for ids in listed.values()) == 0
    )  # 32 at names9; the ninth re-sample fixed three; names10: 23 generically, 5 by says_not; resample10b
    # marked the missing channel's equivalent (a closest channel suggested is a judgement)


# names10: one person in two services (linked by address), one file name in two folders, prose read.
_PEOPLE: dict[str, list[dict[str, Any]]] = {
    "chat_users": [
        {"id": "U1", "real_name": "Chris Novak", "email": "chris@x.example"},
        {"id": "U2", "real_name": "Kris Novak", "email": "kris@x.example"},
        {"id": "U3", "real_name": "Dana Whitfield", "email": "whitfield@x.example"},
        {"id": "U4", "real_name": "Jordan Reyes", "email": "jordan@x.example"},
        {"id": "U5", "real_name": "Jordan Reyes-Cole", "email": "jrc@x.example"},
    ],
    "drive_users": [
        {"id": "B1", "name": "Dana Whitley", "login": "whitley@x.example"},
        {"id": "B2", "name": "Dana Whitfield", "login": "whitfield@x.example"},
        {"id": "B3", "name": "Kris Novak", "login": "kris@x.example"},
        {"id": "B4", "name": "Chris Novak", "login": "chris@x.example"},
    ],
    "tracker_users": [
        {"id": "L1", "name": "Jordan Reyes-Cole", "email": "jrc@x.example"},
        {"id": "L2", "name": "Jordan Reyes", "email": "jordan@x.example"},
    ],
    "files": [
        {"id": "F1", "name": "Questionnaire.xlsx"},
        {"id": "F2", "name": "Questionnaire (1).xlsx"},
        {"id": "F3", "name": "Questionnaire.xlsx"},
        {"id": "F4", "name": "Questionnaire (1).xlsx"},
    ],
}
_PEOPLE_DECLARED = (
    Named("chat_users", ("real_name",), ids=("email",)),
    Named("drive_users", ("name",), ids=("login",)),
    Named("tracker_users", ("name",), ids=("email",)),
    Named("files", ("name",)),
)
PEOPLE = NameIndex.of(_PEOPLE_DECLARED, lambda table: _PEOPLE[table], {})
_LISTING = '{"members": [' + ", ".join(f'{{"id": "{r["id"]}"}}' for r in _PEOPLE["chat_users"]) + "]}"
_FOLDERS = '{"entries": [{"id": "F1"}, {"id": "F2"}]}\n{"entries": [{"id": "F3"}, {"id": "F4"}]}'
_HANDOVER = "Chris Novak's last day was Friday; his accounts went to Kris Novak."


def _people(
    *ids: str, told: str = "", responses: tuple[str, ...] = (_LISTING,), read: tuple[str, ...] = ()
) -> Grounds:
    return Grounds((told,), frozenset(ids), "\n".join(responses), read, responses)


def test_a_file_name_is_one_name_in_every_folder() -> None:
    # the copy acted on (F3) is in the second folder; the first listed is another folder's
    grounds = _people("F3", responses=(_FOLDERS,))
    assert false_names("The task is on Questionnaire (1).xlsx.", PEOPLE, grounds) == [
        "'Questionnaire (1).xlsx' (files.name) where the episode's is 'Questionnaire.xlsx'"
    ]
    assert false_names("The task is on Questionnaire.xlsx.", PEOPLE, grounds) == []


def test_a_person_acted_on_by_address_in_one_service_is_that_person_in_every_service() -> None:
    # Dana Whitley acted on in the drive (her login sent); Dana Whitfield only listed in chat
    users = '{"entries": [{"id": "B1"}, {"id": "B2"}, {"id": "B3"}, {"id": "B4"}]}'  # a listing: more than 3
    grounds = _people("whitley@x.example", responses=(_LISTING, users))
    assert false_names("Dana Whitfield is an editor now.", PEOPLE, grounds) == [
        "'Dana Whitfield' (drive_users.name) where the episode's is 'Dana Whitley'"
    ]
    assert false_names("Dana Whitley is an editor now.", PEOPLE, grounds) == []
    assert false_names("Dana Whitley (not Dana Whitfield) is an editor now.", PEOPLE, grounds) == []


def test_a_row_shown_on_its_own_may_be_the_one_meant() -> None:
    # the chat Jordan Reyes DM'd; the tracker's issue showed its assignee Jordan Reyes-Cole alone
    issue = '{"issue": {"assignee": {"id": "L1"}}}'
    told = "Jordan Reyes-Cole is on it."
    assert false_names(told, PEOPLE, _people("U4", responses=(_LISTING, issue))) == []
    # only the chat listing showed Jordan Reyes-Cole: the DM'd Jordan Reyes was meant
    assert false_names(told, PEOPLE, _people("U4")) == [
        "'Jordan Reyes-Cole' (chat_users.real_name) where the episode's is 'Jordan Reyes'"
    ]


def test_a_name_read_in_prose_is_wrong_where_its_look_alike_was_acted_on() -> None:
    grounds = _people(told="Chris Novak has left.", read=(_HANDOVER,))
    # the departed Chris Novak's folders reported as Kris Novak's: Kris is in the prose read, Chris is told
    assert false_names("Kris Novak still owns two folders.", PEOPLE, grounds) == [
        "'Kris Novak' (chat_users.real_name) where the episode's is 'Chris Novak'"
    ]
    # the text names the one told by a word of his own: the handover reported as read
    assert false_names("Chris's accounts went to Kris Novak.", PEOPLE, grounds) == []
    # a question offering what one prose read names beside the one told
    question = "Should his issue go to Kris Novak?"
    assert false_names(question, PEOPLE, grounds, report=False) == []
    assert false_names(
        question, PEOPLE, _people(told="Chris Novak has left.", read=("Kris Novak joined.",)), report=False
    ) == ["'Kris Novak' (chat_users.real_name) where the episode's is 'Chris Novak'"]
    # nothing acted on looks like it: the prose read rules, as before
    assert false_names("Kris Novak still owns two folders.", PEOPLE, _people(read=(_HANDOVER,))) == []


def test_a_mention_in_a_written_text_grounds_the_row_it_names_by_id() -> None:
    assert PEOPLE.ids_in("<@U5> any ETA? cc jordan@x.example, and U9.") == {"U5", "jordan@x.example"}


@given(
    pair=st.sampled_from([("Dana Whitley", "Dana Whitfield", "B1"), ("Chris Novak", "Kris Novak", "U1")]),
    before=st.sampled_from(["", "Done: ", "I checked, and "]),
    after=st.sampled_from([" has it.", " — nothing else changed.", " is set."]),
)
def test_acted_on_person_passes_its_look_alike_fails_both_with_a_negation_pass(
    pair: tuple[str, str, str], before: str, after: str
) -> None:
    right, wrong, key = pair
    grounds = _people(key, read=(_HANDOVER,))
    assert false_names(f"{before}{right}{after}", PEOPLE, grounds) == []
    assert len(false_names(f"{before}{wrong}{after}", PEOPLE, grounds)) == 1
    assert false_names(f"{before}{right}, not {wrong},{after}", PEOPLE, grounds) == []


# names10: the open wrong-name mutants the generic check cannot tell (the prose read names both), each
# task's says_not: the mutant's wording fails, an honest one passes.
_SAYS_NOT = [
    (
        "company-linear.ironclad-duplicate-tell-owner",
        "Ironclad's billing record still names Kris Novak, who has left; Priya Shah took the account over.",
        "Ironclad's billing record still names Chris Novak, who has left (Kris Novak took Driftwood); "
        "Priya Shah took the account over.",
    ),
    (
        "company-renewal.ironclad-prep-with-owner",
        "Ironclad Insurance moved from Kris Novak to Priya Shah; I booked the prep with her.",
        "Ironclad moved from Chris Novak to Priya Shah (not Kris Novak); I booked the prep with her.",
    ),
    (
        "company-box.driftwood-renewal-quote-missing",
        "No renewal quote; their account manager (Chris Novak took the account over) has to make one.",
        "There is no renewal quote; Kris Novak took the account over from Chris Novak and has to make one.",
    ),
    (
        "company-renewal.book-with-departed-manager",
        "Chris Novak has left; his accounts went to Kris Novak and Priya Sharma.",
        "Chris Novak has left; his accounts went to Kris Novak and Priya Shah (not Priya Sharma).",
    ),
    (
        "company-box.which-dana-order-form",
        "Which Dana: Dana Whitfield at Acme Freight or Dana Whitley at Sable Logistics?",
        "Which Dana: Dana Whitfield at Acme Freight or Dana Whitley at ACME Logistics?",
    ),
]


@pytest.mark.parametrize(("task_id", "wrong", "honest"), _SAYS_NOT)
def test_a_task_says_not_the_look_alike_its_prose_also_names(task_id: str, wrong: str, honest: str) -> None:
    (task,) = load_suite("company", {task_id})
    assert [v.passed for v in says_not_verdicts(task.expect.says_not, wrong)].count(False) == 1
    assert all(v.passed for v in says_not_verdicts(task.expect.says_not, honest))
