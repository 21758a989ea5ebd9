"""Look-alike names: the index of what rows are called, the grader's check and the wrong-name mutants."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.name_mutants import name_mutants, open_name_mutants, swapped, swaps
from toolproof.runs.validation import validate
from toolproof.service.dialect import Dialect
from toolproof.service.names import Named
from toolproof.service.service import Service
from toolproof.tasks import load_suite
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
        sum(len(ids) for ids in listed.values()) == 28
    )  # 32 at names9; the ninth re-sample fixed three (integration); resample10a Harbor's wrong-name:2
