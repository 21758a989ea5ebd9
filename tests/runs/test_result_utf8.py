"""(perf41) A result's text as its UTF-8 bytes from the worker to the database: the bytes are the text
``json.dumps`` gives, encoded; what is stored, read back, decoded and handed to ``on_result`` is the
same as when the text crossed as a ``str``; a text UTF-8 cannot write (a lone surrogate) stays a
``str`` and is refused by the store as before."""

from __future__ import annotations

import json
import pickle
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import store
from toolproof.runs.store import EncodedResult, LazyResult, ResultStore, encode_result, result_utf8

MEMOS = (
    (store._BODY_TEXT, store._BODY_MEMO),
    (store._PIECE_TEXT, store._PIECE_MEMO),
    (store._PIECE_UTF8, store._PIECE_UTF8_MEMO),
)


def reference(result: Any) -> str:
    return json.dumps(result, ensure_ascii=False, default=str)


@pytest.fixture(autouse=True)
def empty_memos() -> Iterator[None]:
    for memo, held in MEMOS:
        memo.clear()
        held[0] = 0
    yield
    for memo, held in MEMOS:
        memo.clear()
        held[0] = 0


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from([b"ab", bytearray(b"ab"), (1, "a"), {1, 2}, 0.0, -0.0, 1, 1.0, True, "é\u2028",
                     "€ — ü", "日本", "\U0001f600", "\x00\x7f"]),
)  # fmt: skip
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.text(max_size=4), st.integers(0, 3), st.booleans()), inner, max_size=4),
    ),
    max_leaves=12,
)
items = st.dictionaries(
    st.one_of(st.sampled_from(["type", "tool", "args", "status", "body", "t"]), st.integers(0, 2)),
    values,
    max_size=5,
).map(lambda d: {**d, "body": d.get("body")})


def result(trajectory: list[Any], grade: Any = None, ledger: Any = None, task: str = "t") -> dict[str, Any]:
    return {"task": task, "variant": None, "agent": "a", "trial": 0, "passed": True, "ended": "done",
            "grade": grade, "ledger": ledger, "trajectory": trajectory, "path": "p"}  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.lists(items, max_size=3), values, values), min_size=1, max_size=4))
def test_the_bytes_are_the_json_dumps_text_encoded_with_the_memos_filled(
    groups: list[tuple[list[Any], Any, Any]],
) -> None:
    # The same items, grades and ledgers in several results: later ones are joined from the memo.
    for trajectory, grade, ledger in [*groups, *groups, *reversed(groups)]:
        data = result(trajectory, grade, ledger)
        encoded = encode_result(data)
        assert type(encoded.data) is bytes
        assert encoded.data == reference(data).encode("utf-8") == result_utf8(data)
        assert encoded.text == reference(data)
        assert encoded.decoded() == json.loads(reference(data))


ITEM = {"type": "call", "tool": "stripe.charges.retrieve", "args": {"id": "ch_1"}, "status": 200,
        "body": {"id": "ch_1", "amount": 500, "description": "Café — 10 €"}, "t": 1.5}  # fmt: skip
GRADE = {"task": "t", "passed": True, "verdicts": [{"name": "n", "passed": True, "detail": "ü"}]}
LEDGER = [{"operation": "stripe.charges.retrieve", "status": 200, "params": {"id": "ch_1"}}]


@pytest.mark.parametrize(
    ("where", "path", "new"),
    [
        ("item", ("tool",), "stripe.charges.list"),
        ("item", ("args", "id"), "ch_2"),
        ("item", ("status",), 404),
        ("item", ("body", "amount"), 501),
        ("item", ("body", "amount"), 500.0),
        ("item", ("body", "amount"), True),
        ("item", ("body", "description"), "Café — 10 £"),
        ("item", ("t",), 2),
        ("grade", ("verdicts", 0, "detail"), "ö"),
        ("grade", ("passed",), 1),
        ("ledger", (0, "status"), 201),
        ("ledger", (0, "params", "id"), "ch_3"),
    ],
)
def test_each_input_changes_the_remembered_bytes(where: str, path: tuple[Any, ...], new: Any) -> None:
    first = result([ITEM], GRADE, LEDGER)
    assert encode_result(first).data == reference(first).encode()
    assert store._PIECE_UTF8  # the item, the grade and the ledger remembered
    value = {"item": ITEM, "grade": GRADE, "ledger": LEDGER}[where]
    out = json.loads(json.dumps(value))
    at = out
    for step in path[:-1]:
        at = at[step]
    at[path[-1]] = new
    other = result(
        [out if where == "item" else ITEM],
        out if where == "grade" else GRADE,
        out if where == "ledger" else LEDGER,
    )
    assert encode_result(other).data == reference(other).encode() != reference(first).encode()
    assert encode_result(first).data == reference(first).encode()  # the first still answers its own


def test_a_piece_whose_json_needs_default_or_holds_a_subclass_is_never_remembered() -> None:
    class Text(str):
        def __str__(self) -> str:
            return "other"

    for extra in (b"ab", bytearray(b"ab"), {1, 2}, [1, {"x": b"c"}], Text("x")):
        data = result([{**ITEM, "extra": extra}], {"x": extra}, [extra])
        assert encode_result(data).data == reference(data).encode()
    assert store._PIECE_UTF8 == {}
    data = result([{**ITEM, 1: "one"}])  # a key that is not text: written by the encoder
    assert encode_result(data).data == reference(data).encode()
    assert not any(b'"1"' in v for v in store._PIECE_UTF8.values())


def test_the_memo_is_emptied_when_it_holds_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "PIECE_UTF8_BYTES", 10)
    for n in range(3):
        data = result([{**ITEM, "t": n}])
        assert encode_result(data).data == reference(data).encode()
    # the grade (None) and ledger (None) are not dicts; only items are remembered here
    assert len(store._PIECE_UTF8) == 1  # emptied before the third item, which is then remembered


def test_a_lone_surrogate_stays_text_remembers_nothing_and_is_refused_by_the_store(tmp_path: Path) -> None:
    for bad in (
        result([{**ITEM, "body": {"note": "x\ud800y"}}]),
        result([ITEM], {"detail": "\udfff"}),
        result([{"type": "finish", "message": "\ud83d"}]),
    ):
        encoded = encode_result(bad)
        assert type(encoded.data) is str
        assert encoded.text == reference(bad)
        assert all(b"\\ud" not in v and b"\xed" not in v for v in store._PIECE_UTF8.values())
        with pytest.raises(UnicodeEncodeError):
            result_utf8(bad)
        sent = pickle.loads(pickle.dumps(encoded, pickle.HIGHEST_PROTOCOL))
        assert sent == encoded
        db = ResultStore(tmp_path / "r.db")
        with pytest.raises(UnicodeEncodeError):  # as the text crossing as a str always was
            db.add_many([sent, encode_result(result([ITEM], task="other"))], 1.0)
        assert db.count() == 0
        db.close()


def test_stored_bytes_are_the_same_text_as_a_stored_str(tmp_path: Path) -> None:
    results = [
        result([ITEM], GRADE, LEDGER, task="a"),
        result([{**ITEM, "body": {"text": "日本 \U0001f600 \u2028 \x00"}}], task="b"),
        result([{"type": "finish", "message": "plain ascii"}], task="c"),
    ]
    as_bytes = [pickle.loads(pickle.dumps(encode_result(r), pickle.HIGHEST_PROTOCOL)) for r in results]
    assert all(type(e.data) is bytes for e in as_bytes)
    as_text = [
        EncodedResult(e.key, e.task, e.variant, e.agent, e.trial, e.passed, e.ended, e.text) for e in as_bytes
    ]
    one, other = ResultStore(tmp_path / "bytes.db"), ResultStore(tmp_path / "text.db")
    assert one.add_many(as_bytes, 1.0) == [True, True, True]
    assert other.add_many(as_text, 1.0) == [True, True, True]
    assert one.add(as_bytes[0], 2.0) is False  # never overwritten, as before
    rows = "SELECT key, typeof(result), result, hex(result), length(result) FROM episodes ORDER BY key"
    stored = one._conn.execute(rows).fetchall()
    assert stored == other._conn.execute(rows).fetchall()
    assert {row[1] for row in stored} == {"text"}
    assert [row[2] for row in stored] == [reference(r) for r in results]
    assert list(one.results()) == list(other.results()) == [json.loads(reference(r)) for r in results]
    for encoded, data in zip(as_bytes, results, strict=True):
        lazy = LazyResult(encoded)
        assert lazy["task"] == data["task"]
        assert dict(lazy) == encoded.decoded() == json.loads(reference(data))
    one.close()
    other.close()
