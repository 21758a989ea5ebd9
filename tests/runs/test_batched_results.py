"""Results encoded where the episode ran and stored in batches read back exactly as one-by-one ones."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs.store import EncodedResult, LazyResult, ResultStore, encode_result


def _result(task: str, trial: int = 0, **extra: Any) -> dict[str, Any]:
    return {
        "task": task,
        "variant": None,
        "agent": "careful",
        "trial": trial,
        "passed": trial % 2 == 0,
        "ended": "finished",
        "ledger": [{"params": {"amount": 5, "tuple": (1, 2)}, "text": "héllo\n"}],
        **extra,
    }


def test_an_encoded_result_is_stored_as_the_dict_would_be(tmp_path: Path) -> None:
    plain, encoded = ResultStore(tmp_path / "plain.db"), ResultStore(tmp_path / "encoded.db")
    results = [_result("a"), _result("b", 1, interface="bare"), _result("c", 2, perturbation="typos")]
    for result in results:
        assert plain.add(result, 1.0)
    assert encoded.add_many([encode_result(r) for r in results], 1.0) == [True, True, True]
    rows = "SELECT * FROM episodes ORDER BY key"
    assert plain._conn.execute(rows).fetchall() == encoded._conn.execute(rows).fetchall()
    assert list(plain.results()) == list(encoded.results())
    assert encode_result(results[0]).decoded() == next(plain.results())


def test_a_batch_says_which_results_were_new_and_overwrites_nothing(tmp_path: Path) -> None:
    store = ResultStore(tmp_path / "r.db")
    first = encode_result(_result("a"))
    assert store.add(first, 1.0)
    again: EncodedResult = encode_result(_result("a", ended="time_limit"))
    assert store.add_many([again, _result("b"), encode_result(_result("b"))], 2.0) == [False, True, False]
    assert store.count() == 2
    stored = {r["task"]: r for r in store.results()}
    assert stored["a"]["ended"] == "finished"
    assert store.add_many([], 3.0) == []


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(extra=st.dictionaries(st.text(max_size=8), _json, max_size=5), variant=st.none() | st.text(max_size=5))
def test_the_encoding_is_json_dumps_byte_for_byte(extra: dict[str, Any], variant: str | None) -> None:
    result = {**extra, **_result("t"), "variant": variant}
    assert encode_result(result).text == json.dumps(result, ensure_ascii=False, default=str)


def test_a_lazy_result_reads_the_columns_without_decoding_and_the_rest_decoded() -> None:
    encoded = encode_result(_result("a", 3, interface="bare"))
    lazy = LazyResult(encoded)
    assert (lazy["task"], lazy["agent"], lazy["trial"], lazy["ended"]) == ("a", "careful", 3, "finished")
    assert lazy._data is None  # nothing decoded for those
    assert lazy["variant"] is None
    assert lazy["interface"] == "bare"
    assert dict(lazy) == encoded.decoded()
    assert len(lazy) == len(encoded.decoded())
    assert lazy.get("missing") is None
    assert "ledger" in lazy
