"""perf46: compare's episode row beside a row where both sides check the run, each its own way.

The row "episode: read then write, graded" prices toolproof's end and grade against an agentproof-sim
suite that registers no invariant (perf45's account). perf46 keeps that row and its note unchanged and
adds "episode: read then write, each side checks the run": toolproof's side is the same episode (the
same timer: its end and grade are every run's check, nothing added or removed), agentproof-sim's the
same suite with one invariant on the refund's effect, registered its package's way. Pinned here: both
rows and their notes are printed, in that order, with the old row's words as they were; toolproof's
timer for the new row is the old row's; eval-mock says it has neither; and, where the peers'
environment is at hand, the peer's check passes the row's agent and fails one that refunds twice or
not at all (a check that cannot fail would price nothing).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.sampled import run_sampled
from tests.support.suites import task_list
from toolproof.runs.episodes import EpisodeExecutor
from toolproof.services.linear import sdl
from toolproof.tasks import grade_program, suite_names

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "benchmarks"


@pytest.fixture(scope="module")
def compare() -> SimpleNamespace:
    sys.path.insert(0, str(BENCH))
    try:
        import compare as module
        import compare_worker as worker
    finally:
        sys.path.remove(str(BENCH))
    return SimpleNamespace(driver=module, worker=worker)


def test_both_episode_rows_are_printed_the_old_one_unchanged(compare: SimpleNamespace) -> None:
    figures = list(compare.driver.FIGURES)
    assert figures[-2:] == ["episode_rw", "episode_checked"]
    assert compare.driver.FIGURES["episode_rw"] == ("episode: read then write, graded", 100)
    assert compare.driver.FIGURES["episode_checked"] == (
        "episode: read then write, each side checks the run",
        100,
    )
    notes = compare.driver.ROW_NOTES
    assert "its invariants (none registered) and a RunResult; no state diff" in notes["episode_rw"]
    assert "one invariant registered" in notes["episode_checked"]
    assert "toolproof's episode exactly as above" in notes["episode_checked"]
    # Every figure compare asks for is one the workers know.
    assert set(compare.driver.FIGURES) <= set(compare.worker.FIGURES)


def test_toolproofs_side_of_the_checked_row_is_the_same_episode(compare: SimpleNamespace) -> None:
    ours = compare.worker.Toolproof.__new__(compare.worker.Toolproof)
    ours.world = SimpleNamespace(snapshot=None, diff=None)  # what timers() reads eagerly
    timers = compare.worker.Toolproof.timers(ours)
    assert timers["episode_checked"] == timers["episode_rw"]  # the same bound method


def test_eval_mock_has_neither_episode_row(compare: SimpleNamespace) -> None:
    missing = compare.worker.EvalMock.missing(None)
    assert set(missing) == {"episode_rw", "episode_checked"}
    assert missing["episode_rw"] == missing["episode_checked"]


def _peers_python() -> Path | None:
    """The peers' interpreter: ``TOOLPROOF_PEERS_VENV`` if set, else compare.py's default place."""
    venv = Path(os.environ.get("TOOLPROOF_PEERS_VENV", BENCH / ".peers"))
    python = venv / "bin" / "python"
    return python if python.exists() else None


_PEER_CHECK = """
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import compare_worker as cw
peer = cw.Agentproof(Path(sys.argv[2]))
async def twice(user_input, tools):
    order = await tools.call("get_order", order_id="123")
    await tools.call("refund_order", order_id="123", amount=order["total"])
    await tools.call("refund_order", order_id="123", amount=order["total"])
    return "Done"
async def never(user_input, tools):
    await tools.call("get_order", order_id="123")
    return "Done"
out = {"row": peer.loop.run_until_complete(peer.suite.run(store_artifacts=False)).results[0].status}
peer.timers()["episode_checked"]()  # raises unless the checked run passed
for agent in (None, twice, never):
    if agent is not None:
        peer.checked.adapter.agent = agent
    result = peer.loop.run_until_complete(peer.checked.run(store_artifacts=False)).results[0]
    out[agent.__name__ if agent else "checked"] = [result.status, result.violated_invariants]
out["invariants"] = [len(peer.suite._all_invariants()), len(peer.checked._all_invariants())]
print(json.dumps(out))
"""


@pytest.mark.skipif(
    _peers_python() is None, reason="no peers environment (TOOLPROOF_PEERS_VENV or benchmarks/.peers)"
)
def test_the_peers_check_passes_the_rows_agent_and_fails_a_wrong_refund(tmp_path: Path) -> None:
    python = _peers_python()
    assert python is not None
    export = tmp_path / "rows.json"
    row = {"id": "cus_1", "email": "a@example.com", "name": "A"}
    export.write_text(
        json.dumps({"tables": {"stripe_customers": [row]}, "keys": {"stripe_customers": ["id"]}})
    )
    plain = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run(
        [str(python), "-c", _PEER_CHECK, str(BENCH), str(export)],
        capture_output=True,
        text=True,
        timeout=120,
        env=plain,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.splitlines()[-1])
    check = "refunded the order's total once"
    assert out["invariants"] == [0, 1]  # the old row's suite still registers none
    assert out["row"] == "PASS"
    assert out["checked"] == ["PASS", []]
    assert out["twice"][1] == [check]
    assert out["never"][1] == [check]


# -- the grade's program, found again without the refs' repr (grade_program._LAST) -----------------------
class _Text(str):
    """A ``str`` subclass: equal to its text, never the same refs."""


class _Number(int):
    """An ``int`` subclass with ``int``'s ``repr``: equal and printed alike, still not plain."""


_PLAIN = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from(["", "1", "a", "True", "None"]),
)
_VALUES = st.one_of(
    _PLAIN,
    st.floats(allow_nan=True, allow_infinity=False, width=16),
    st.lists(_PLAIN, max_size=2),
    st.tuples(_PLAIN),
    st.builds(_Text, st.sampled_from(["", "1", "a"])),
    st.builds(_Number, st.integers(-1, 1)),
)
_REFS = st.dictionaries(
    st.one_of(st.sampled_from(["a", "b", "c"]), st.builds(_Text, st.just("a"))), _VALUES, max_size=3
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(calls=st.lists(st.tuples(_REFS, st.booleans()), min_size=1, max_size=6))
def test_a_program_is_shared_exactly_when_the_refs_repr_is(
    calls: list[tuple[dict[Any, Any], bool]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever order refs come in (shuffled, repeated, the same object or a copy), two calls hand out
    the same program exactly when the refs' ``repr`` is the same (the full key's rule, as before)."""
    monkeypatch.setattr(grade_program, "compile_program", lambda task, refs, benign: object())
    monkeypatch.setattr(grade_program, "_PROGRAMS", {})
    monkeypatch.setattr(grade_program, "_LAST", {})
    task, rules = object(), ()
    by_repr: dict[str, object] = {}
    for refs, copied in calls:
        handed = refs if not copied else dict(refs)
        program = grade_program.program_for(task, handed, rules)  # type: ignore[arg-type]
        assert by_repr.setdefault(repr(refs), program) is program
        assert len(set(map(id, by_repr.values()))) == len(by_repr)


def test_the_shortcut_is_the_programs_entry_and_follows_its_dict(monkeypatch: pytest.MonkeyPatch) -> None:
    task = next(t for t in task_list(["core"]) if t.id == "stripe.partial-refund-damaged-item")
    refs = {"customer": "cus_1", "charge": "ch_1"}
    rules: tuple[Any, ...] = ()
    first = grade_program.program_for(task, refs, rules)
    assert grade_program._LAST[id(task)][6] is first
    assert grade_program.program_for(task, dict(refs), rules) is first  # the shortcut
    assert grade_program.program_for(task, {"charge": "ch_1", "customer": "cus_1"}, rules) is not first
    assert grade_program.program_for(task, refs, ()) is first  # another empty tuple: the full key, same
    monkeypatch.setattr(grade_program, "_PROGRAMS", {})  # a new dict: the shortcut is not trusted
    assert grade_program.program_for(task, refs, rules) is not first


AGENTS = ("careful", "naive", "blind-retry", "noop")
_SAMPLED_SUITES = {name: task_list([name]) for name in suite_names()}
#: Thin samples: what is checked is each program handed out, not the grades (test_grade_program.py and
#: the core rows' digest hold those).
_STRIDES = {"core": 7, "fanout": 400}
_EXECUTORS: dict[str, EpisodeExecutor] = {}


@pytest.mark.parametrize("suite", sorted(_SAMPLED_SUITES))
def test_every_program_handed_to_a_reference_episode_is_the_full_keys(
    suite: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every suite's sampled reference episodes: each program ``program_for`` hands out is the one
    ``_PROGRAMS`` holds under the full key (the refs' ``repr``), shortcut or not; on core some calls take
    the shortcut."""
    if suite == "linear" and sdl.missing() is not None:
        pytest.skip(sdl.missing() or "")  # Linear's SDL stays outside the repository
    real = grade_program.program_for
    seen = {"calls": 0, "shortcut": 0}

    def checked(task: Any, refs: Any, benign: Any) -> Any:
        last = grade_program._LAST.get(id(task))
        program = real(task, refs, benign)
        key = (id(task), tuple(map(id, benign)), repr(refs if type(refs) is dict else dict(refs)))
        assert grade_program._PROGRAMS[key][2] is program
        seen["calls"] += 1
        seen["shortcut"] += last is not None and last[6] is program
        return program

    monkeypatch.setattr(grade_program, "program_for", checked)
    ran = run_sampled(_EXECUTORS, suite, _SAMPLED_SUITES[suite], AGENTS, _STRIDES.get(suite, 41), 3)
    assert seen["calls"] >= ran > 0
    if suite == "core":
        assert seen["shortcut"] > 0
