"""(traits19) A Box collaborator's role said of the person ("Dana Whitfield is already an editor") is read
against that person's collaborations (:mod:`toolproof.tasks.row_details`,
:data:`toolproof.services.box.stated.ROLE`, read through its holder: ``accessible_by``/``user_id``); the
``row-detail`` mutant that swaps it; the word-level run over every Box task's plans that say one."""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import prepare, run_episode
from toolproof.runs.row_detail_mutants import row_detail_mutants
from toolproof.service.names import Named
from toolproof.service.stated import WordDetail
from toolproof.services.box.stated import LINK_ACCESS, ROLE
from toolproof.tasks import Task, suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.plans import Step
from toolproof.tasks.row_details import declared_words, false_details, stated_words
from toolproof.tasks.row_values import Episode, clauses

_ROWS: dict[str, list[dict[str, Any]]] = {
    "box_users": [
        {"id": "11", "name": "Dana Whitfield", "login": "dana@acme.example"},
        {"id": "12", "name": "Rachel Adams", "login": "rachel@ironclad.example"},
        {"id": "13", "name": "Priya Shah", "login": "priya.shah@kestrel.example"},
        {"id": "14", "name": "Chris Novak", "login": "chris.novak@kestrel.example"},
    ],
    "box_items": [
        {"id": "21", "name": "Acme Freight (shared)"},
        {"id": "22", "name": "Globex"},
    ],
}
INDEX = NameIndex.of(
    (Named("box_users", ("name",), ids=("login",), people=True), Named("box_items", ("name",))),
    lambda table: _ROWS[table],
    {},
)


def _user(uid: str) -> dict[str, Any]:
    row = next(r for r in _ROWS["box_users"] if r["id"] == uid)
    return {"type": "user", "id": uid, "name": row["name"], "login": row["login"]}


def _collab(cid: str, folder: str, uid: str, role: str) -> dict[str, Any]:
    """A collaboration as Box renders it: of the folder and the person, made by Priya (a third row)."""
    return {
        "type": "collaboration",
        "id": cid,
        "item": {"type": "folder", "id": folder},
        "accessible_by": _user(uid),
        "role": role,
        "status": "accepted",
        "created_by": _user("13"),
    }


def _episode(texts: tuple[str, ...] = ("Share the order form",), changed: tuple[Any, ...] = ()) -> Episode:
    """Acme Freight (shared)'s collaborators listed (Dana a viewer, Rachel an editor) and Globex's (Dana
    an editor); Chris Novak's collaborations never shown."""
    acme = [_collab("31", "21", "11", "viewer"), _collab("32", "21", "12", "editor")]
    reads: list[tuple[Any, Any]] = [
        ({"folder_id": "21"}, {"entries": acme}),
        ({"folder_id": "22"}, {"entries": [_collab("33", "22", "11", "editor")]}),
    ]
    return Episode(texts=list(texts), typed=[], changed=list(changed), writes=[], reads=reads)


def _said(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _episode(), frozenset(), (), words=(ROLE,))
    return [s.describe() for s in found]


def test_box_declares_the_role_read_through_its_holder() -> None:
    assert declared_words(["box"]) == (ROLE, LINK_ACCESS)
    assert ROLE.holders == ("accessible_by", "user_id")
    assert ROLE.row_only
    with pytest.raises(ValueError, match="a row's own"):
        WordDetail("x", ("k",), (("a", ("a",)),), holders=("h",))


def test_what_is_read_as_a_role() -> None:
    text = (
        "Dana is already an editor; Rachel, who is also a viewer; Chris stays on each folder as a viewer; "
        "Raj Iyer (Cobalt's admin, editor of their folder); Raj Iyer, the editor of it; Chris Novak's "
        "editor access; full (co-owner) access; added him as a \u201cViewer\u201d; role: previewer; she "
        "stays co-owner; you're a viewer uploader"
    )
    said = [(s.said, s.value) for s in stated_words(text, (ROLE,))]
    assert said == [
        ("editor", "editor"),
        ("viewer", "viewer"),
        ("viewer", "viewer"),
        ("editor", "editor"),
        ("editor", "editor"),
        ("editor", "editor"),
        ("co-owner", "co-owner"),
        ("Viewer", "viewer"),
        ("previewer", "previewer"),
        ("co-owner", "co-owner"),
        ("viewer uploader", "viewer uploader"),
    ]
    # plain English, the plural, a change asked, offered or made, a denial: no role said
    for text in (
        "It belongs to Priya; she or an editor can delete it",
        "Box doesn't let viewers delete files",
        "Should I make Dana a viewer?",
        "I can upgrade her to editor once you confirm",
        "Dana wants to be an editor",
        "open it in a PDF viewer",
        "Dana is not an editor",
        "Both Smiths are editors on Globex",
    ):
        assert stated_words(text, (ROLE,)) == [], text


def test_the_persons_own_role_passes_another_fails() -> None:
    assert _said("Dana Whitfield is already a viewer of Acme Freight (shared).") == []
    assert _said("Dana Whitfield is already an editor of Acme Freight (shared).") == [
        "'editor' of Dana Whitfield, Acme Freight (shared), whose own data shows another value"
    ]
    # the folder said: her collaboration on it alone; none said: any of hers
    assert _said("Dana Whitfield is an editor on Globex.") == []
    assert _said("Dana Whitfield is an editor.") == []
    assert _said("Rachel Adams (editor) can sign it.") == []
    assert _said("Rachel Adams stays a viewer.") == [
        "'viewer' of Rachel Adams, whose own data shows another value"
    ]
    # by an address, by a pronoun
    assert _said("rachel@ironclad.example is a viewer there.") == [
        "'viewer' of Rachel Adams, whose own data shows another value"
    ]
    assert _said("I checked Rachel Adams: she is a viewer.") == [
        "'viewer' of Rachel Adams, whose own data shows another value"
    ]


def test_the_role_is_the_person_said_last_before_it() -> None:
    # Dana's viewer and Rachel's editor, each of its own person in one clause
    message = "Dana Whitfield is a viewer on Acme Freight (shared), alongside Rachel Adams, who is an editor."
    assert _said(message) == []
    swapped = "Dana Whitfield is an editor on Acme Freight (shared), alongside Rachel Adams, who is a viewer."
    assert _said(swapped) == [
        "'editor' of Dana Whitfield, Acme Freight (shared), whose own data shows another value",
        "'viewer' of Rachel Adams, whose own data shows another value",
    ]
    # a first name alone is a subject too: "Chris" (never shown) stands between Dana and the word
    assert _said("Dana Whitfield keeps Acme Freight (shared) and Chris stays on it as co-owner.") == []
    # no person said before it: not read (the folder is no person)
    assert _said("Acme Freight (shared): co-owner is Dana Whitfield.") == []


def test_what_grounds_a_role_or_leaves_it_alone() -> None:
    # a person whose collaborations the episode never showed: nothing contradicts it
    assert _said("Chris Novak is an editor on Globex.") == []
    # told: the user called her an editor
    assert _said("Rachel Adams stays a viewer.", _episode(("Rachel Adams is a viewer there",))) == []
    # the agent's write gave Rachel a viewer role: its changed row grounds it (as a box row holds it)
    row = {"id": "34", "item_id": "22", "user_id": "12", "role": "viewer", "status": "accepted"}
    assert _said("Rachel Adams is now a viewer on Globex.", _episode(changed=(row,))) == []
    # her address elsewhere in that row is still hers: her editor role on Acme Freight stands beside it
    row = {**row, "invite_email": "rachel@ironclad.example"}
    assert _said("Rachel Adams is still an editor.", _episode(changed=(row,))) == []
    assert _said("Rachel Adams is a previewer.", _episode(changed=(row,))) == [
        "'previewer' of Rachel Adams, whose own data shows another value"
    ]


def test_row_detail_mutant_swaps_the_role() -> None:
    message = "Dana Whitfield is already a viewer of Acme Freight (shared)."
    (mutant,) = row_detail_mutants(INDEX, message, _episode(), True, (), (ROLE,))
    assert mutant.id == "row-detail:1"
    assert mutant.description == (
        "the final message giving 'viewer' a value its own data contradicts: collaboration role (editor)"
    )
    assert mutant.message is not None
    swapped = mutant.message(message)
    assert swapped == "Dana Whitfield is already an editor of Acme Freight (shared)."
    assert _said(swapped) == [
        "'editor' of Dana Whitfield, Acme Freight (shared), whose own data shows another value"
    ]
    # a person never shown: no reading makes a swap false
    assert row_detail_mutants(INDEX, "Chris Novak is a viewer.", _episode(), False, (), (ROLE,)) == []


# -- the re-samples' cases on their real fixtures ------------------------------------------------------

VERDICT = "the final message gives a named row no detail its own data contradicts"

#: The wrong plans whose role only their task's says_not (or another verdict) held before, each now
#: failed by the check too. (company-box.ironclad-editor-for-account-manager's
#: resample15b-rachel-an-editor is not: its episode never lists the folder's collaborators.)
CAUGHT = {
    ("company", "company-account.ironclad-dpa-review", "r17c-was-a-viewer"):
        "the final message says 'viewer' of Priya Shah, whose own data shows another value",
    ("company", "company-box.cobalt-invite-folder-collaborators", "resample15b-roles-swapped"):
        "the final message says 'editor' of Mei Tanaka, whose own data shows another value",
    ("company", "company-box.driftwood-folder-handover", "resample26c-folder-files-creator-sam-editor"):
        "the final message says 'editor' of Sam O'Connor, whose own data shows another value",
    ("company", "company-box.which-dana-order-form", "resample14a-editor-not-viewer"):
        "the final message says 'editor' of Dana Whitfield, Acme Freight, whose own data shows another value",
    ("company", "company-offboarding.chris-folders-to-new-owners", "resample15a-chris-viewer"):
        "the final message says 'viewer' of Chris Novak, whose own data shows another value",
    ("core", "box.invite-account-manager-to-globex", "reports-co-owner"):
        "the final message says 'co-owner' of Jon Smith, Globex, whose own data shows another value",
}  # fmt: skip


@cache
def _task(suite: str, task_id: str) -> Task:
    (task,) = [t for t in load_suite(suite) if t.id == task_id]
    return task


def _failed(suite: str, task_id: str, steps: list[Step]) -> dict[str, str]:
    task = _task(suite, task_id)
    _, refs = prepare(task)
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), refs=refs, hashes=False))
    assert result.grade is not None
    return {v.name: v.detail for v in result.grade.verdicts if not v.passed}


def _role_plans() -> list[tuple[str, str, list[Step], bool]]:
    """Every plan of every installed suite's Box tasks whose final message says a role in a read form,
    clause by clause as the check reads it ("can edit it; her access is unchanged (viewer)": the "can"
    of the first clause keeps no word of the second from being read): (suite, task and plan, steps,
    honest)."""
    out = []
    for suite in suite_names():
        for task in load_suite(suite):
            if "box" not in task.services:
                continue
            plans = [("oracle", task.oracle, True), *((p.name, p.steps, True) for p in task.alternates)]
            plans += [(p.name, p.steps, False) for p in task.wrong]
            out += [
                (suite, f"{task.id}\t{n}", steps, ok)
                for n, steps, ok in plans
                if steps
                and any(stated_words(text, (ROLE,)) for _at, text in clauses(steps[-1].message or ""))
            ]
    return out


@pytest.mark.skipif(not {"core", "company"} <= set(suite_names()), reason="the Box suites are not installed")
def test_every_plan_that_says_a_role_honest_passes_and_the_wrong_ones_caught_are_these() -> None:
    """The word-level run over every task's plans: each honest plan (oracle, alternate) whose final
    message says a collaborator's role gets no row-detail verdict; the wrong ones it fails are
    :data:`CAUGHT`."""
    plans = _role_plans()
    assert len([p for p in plans if p[3]]) >= 30
    caught: dict[tuple[str, str, str], str] = {}
    for suite, key, steps, honest in plans:
        task_id, name = key.split("\t")
        failed = _failed(suite, task_id, steps)
        if honest:
            assert VERDICT not in failed, (task_id, name, failed[VERDICT])
        elif VERDICT in failed:
            caught[(suite, task_id, name)] = failed[VERDICT]
    assert caught == CAUGHT
