"""The durable result store: one SQLite file per run, written as each episode finishes.

An interrupted run resumes from it: episodes already stored are skipped, none is lost or run twice
(the key is task × variant × agent × trial, the primary key of the table).
"""

from __future__ import annotations

import json
import marshal
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolproof.world import json_text

SCHEMA = """
CREATE TABLE IF NOT EXISTS run (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS episodes (
    key TEXT PRIMARY KEY,
    task TEXT NOT NULL,
    variant TEXT NOT NULL,
    agent TEXT NOT NULL,
    trial INTEGER NOT NULL,
    passed INTEGER NOT NULL,
    ended TEXT NOT NULL,
    result TEXT NOT NULL,
    finished_at REAL NOT NULL
);
"""

BASELINE = "-"  # the variant name of an episode without faults

#: The result's text is bound either as a ``str`` or as its UTF-8 bytes (:class:`EncodedResult`):
#: ``CAST(? AS TEXT)`` stores those bytes as the column's text, as they are (the database's encoding is
#: UTF-8), and leaves a ``str`` as it is. Without it the bytes would be stored as a ``BLOB``.
_INSERT = "INSERT OR IGNORE INTO episodes VALUES (?, ?, ?, ?, ?, ?, ?, CAST(? AS TEXT), ?)"


def episode_key(
    task: str,
    variant: str | None,
    agent: str,
    trial: int,
    interface: str | None = None,
    perturbation: str | None = None,
) -> str:
    key = f"{task}|{variant or BASELINE}|{agent}|{trial}"
    if interface or perturbation:  # runs without them keep the keys they always had
        key += f"|{interface or ''}|{perturbation or ''}"
    return key


@dataclass(frozen=True, slots=True)
class EncodedResult:
    """One episode result as the store writes it: its columns and its JSON text.

    Made where the episode ran (:func:`encode_result`), so a worker process, not the driver that
    stores every worker's results, pays for the encoding, and what crosses the pipe is one string
    rather than a tree of objects to rebuild.

    (perf41) ``data`` is the text's UTF-8 bytes (a ``str`` only for a text UTF-8 cannot write: a lone
    surrogate, :func:`encode_result`). ``pickle`` writes a ``str`` by its UTF-8 bytes, which CPython
    has at hand only for an ASCII text: every other result's text was converted in the worker, decoded
    again in the driver and encoded once more by SQLite's bind. Bytes cross the pipe as they are and
    are stored as the same text (``CAST(? AS TEXT)``, :data:`_INSERT`); :attr:`text` decodes them.
    """

    key: str
    task: str
    variant: str
    agent: str
    trial: int
    passed: int
    ended: str
    data: bytes | str

    @property
    def text(self) -> str:
        """The result's JSON text (``json.dumps(result, ensure_ascii=False, default=str)``'s)."""
        data = self.data
        return data if isinstance(data, str) else data.decode()

    def row(self, finished_at: float) -> tuple[Any, ...]:
        return (
            self.key, self.task, self.variant, self.agent, self.trial, self.passed, self.ended, self.data,
            finished_at,
        )  # fmt: skip

    def __reduce__(self) -> tuple[type[EncodedResult], tuple[Any, ...]]:
        # Every result crosses the pipe to the driver: unpickled from a plain tuple of fields there.
        return EncodedResult, (
            self.key, self.task, self.variant, self.agent, self.trial, self.passed, self.ended, self.data,
        )  # fmt: skip

    def decoded(self) -> dict[str, Any]:
        """The result as :meth:`ResultStore.results` gives it back."""
        data: dict[str, Any] = json.loads(self.text)
        return data


class LazyResult(Mapping[str, Any]):
    """An :class:`EncodedResult` read as the result mapping, decoded on the first read of a field its
    columns do not hold.

    The driver hands each stored result to ``on_result``; a progress bar reads nothing and a summary
    reads the task, so decoding every episode's JSON there (a third of a millisecond for a reference
    episode, in the one process every worker reports to) would be paid for nothing.
    """

    __slots__ = ("_data", "encoded")

    #: Fields answered from the columns, without decoding.
    COLUMNS = ("task", "agent", "trial", "ended")

    def __init__(self, encoded: EncodedResult) -> None:
        self.encoded = encoded
        self._data: dict[str, Any] | None = None

    def _decoded(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self.encoded.decoded()
        return self._data

    def __getitem__(self, key: str) -> Any:
        if self._data is None and key in self.COLUMNS:
            return getattr(self.encoded, key)
        return self._decoded()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._decoded())

    def __len__(self) -> int:
        return len(self._decoded())


#: One encoder for every result: the text ``json.dumps(result, ensure_ascii=False, default=str)`` gives,
#: without building an encoder per call or tracking containers for cycles (a result is a tree).
_ENCODER = json.JSONEncoder(ensure_ascii=False, default=str, check_circular=False)


#: ``_ENCODER.encode`` (the same text for every value), the same encoder refusing anything that is not
#: a JSON-native value, and the bodies' memo: :mod:`toolproof.world.json_text` (perf39: where the grade's
#: ids scan reads the same bodies' texts, and fills the same memo before the result is encoded).
_encode = json_text.encode
_encode_native = json_text.encode_native
_BODY_TEXT = json_text.BODY_TEXT
_BODY_MEMO = json_text.BODY_MEMO
_native_text = json_text.native_text
_remember = json_text.remember
BODY_MEMO_BYTES = json_text.BODY_MEMO_BYTES


def _body_text(body: object) -> str:
    if type(body) is not dict and type(body) is not list:
        return _encode(body)
    text = _native_text(body, _BODY_TEXT, _BODY_MEMO, BODY_MEMO_BYTES)
    return _encode(body) if text is None else text


#: (perf39) The JSON text of a whole trajectory item (its body and the rest) and of a result's other
#: ``dict`` and ``list`` values (the grade, the ledger) by their ``marshal`` bytes, kept apart from
#: :data:`_BODY_TEXT` under the same rule (remembered only when the JSON needed no ``default``) and
#: its own bound. Core's bench pass (``--trials 3``, 3,984 episodes): 973 distinct grades, 1,548
#: distinct ledgers and 1,928 distinct items among 11,403, where a body miss still encodes the item's
#: other fields one by one and a grade or a ledger was encoded whole every episode.
_PIECE_TEXT: dict[bytes, str] = {}
_PIECE_MEMO = [0]  # bytes held
PIECE_MEMO_BYTES = 32 << 20


def _piece_text(value: object) -> str:
    """A result's top-level value's text (``_encode(value)``), a ``dict`` or ``list`` from
    :data:`_PIECE_TEXT`."""
    if type(value) is not dict and type(value) is not list:
        return _encode(value)
    text = _native_text(value, _PIECE_TEXT, _PIECE_MEMO, PIECE_MEMO_BYTES)
    return _encode(value) if text is None else text


def _item_text(item: object) -> str:
    """One trajectory item's JSON text: the whole item from :data:`_PIECE_TEXT`, else written field by
    field with its ``body`` from :data:`_BODY_TEXT` (and remembered whole when every field's JSON
    needed no ``default``)."""
    if type(item) is not dict or "body" not in item:
        return _encode(item)
    key: bytes | None
    try:
        key = marshal.dumps(item, 2)
    except ValueError:  # a class marshal does not write: its JSON needs ``default``
        key = None
    else:
        text = _PIECE_TEXT.get(key)
        if text is not None:
            return text
    text, native = _item_fields(item, key is not None)
    if native and key is not None:
        _remember(_PIECE_TEXT, _PIECE_MEMO, PIECE_MEMO_BYTES, key, text)
    return text


def _item_fields(item: dict[Any, Any], native: bool) -> tuple[str, bool]:
    """An item's text written field by field, its ``body`` from :data:`_BODY_TEXT`, and whether every
    field's JSON needed no ``default`` (``native`` given ``False``: not asked, the item is not
    remembered)."""
    parts = []
    for name, value in item.items():
        if type(name) is not str:
            return _encode(item), False  # JSON turns a non-string key into text: left to the encoder
        if name == "body" and (type(value) is dict or type(value) is list):
            piece = _native_text(value, _BODY_TEXT, _BODY_MEMO, BODY_MEMO_BYTES)
            if piece is None:
                native = False
                piece = _encode(value)
        elif native:
            try:
                piece = _encode_native(value)
            except (TypeError, ValueError):
                native = False
                piece = _encode(value)
        else:
            piece = _encode(value)
        parts.append(f"{_KEY(name)}: {piece}")
    return "{" + ", ".join(parts) + "}", native


_KEY: Callable[[str], str] = json.encoder.encode_basestring


def result_text(result: dict[str, Any]) -> str:
    """``_ENCODER.encode(result)``, the same text, written piece by piece so that each trajectory
    item, its response body, and the result's other ``dict`` and ``list`` values can come from
    :data:`_PIECE_TEXT` and :data:`_BODY_TEXT`.

    JSON without indentation is written the same wherever a value sits, so a dict's text is
    ``{`` + ``"key": value`` joined by ``, `` + ``}`` and a list's ``[`` + items joined by ``, `` +
    ``]``, with the encoder's own text for every other piece."""
    trajectory = result.get("trajectory")
    if type(result) is not dict or type(trajectory) is not list:
        return _ENCODER.encode(result)
    parts = []
    for key, value in result.items():
        if type(key) is not str:
            return _ENCODER.encode(result)
        if key == "trajectory":
            text = "[" + ", ".join([_item_text(item) for item in trajectory]) + "]"
        else:
            text = _piece_text(value)
        parts.append(f"{_KEY(key)}: {text}")
    return "{" + ", ".join(parts) + "}"


#: (perf41) The UTF-8 bytes of a trajectory item's text and of a result's other ``dict`` and ``list``
#: values, by the same ``marshal`` keys as :data:`_PIECE_TEXT` and under the same rule (remembered
#: only when the JSON needed no ``default``), each encoded once, when first remembered: a result is
#: then joined from bytes, and its text never converted whole (:func:`result_utf8`). Its own bound.
_PIECE_UTF8: dict[bytes, bytes] = {}
_PIECE_UTF8_MEMO = [0]  # bytes held
PIECE_UTF8_BYTES = 32 << 20


def _remember_utf8(key: bytes, data: bytes) -> None:
    if _PIECE_UTF8_MEMO[0] > PIECE_UTF8_BYTES:
        _PIECE_UTF8.clear()
        _PIECE_UTF8_MEMO[0] = 0
    _PIECE_UTF8[key] = data
    _PIECE_UTF8_MEMO[0] += len(key) + len(data)


def _piece_utf8(value: object) -> bytes:
    """``_piece_text(value).encode()``, a ``dict`` or ``list`` from :data:`_PIECE_UTF8` (remembered
    when :func:`~toolproof.world.json_text.native_text` would remember its text). Raises
    ``UnicodeEncodeError`` for a text UTF-8 cannot write, before anything is remembered."""
    # (perf44) A result's exact ``str``, ``int``, ``bool`` and ``None`` values (13 of a core result's
    # 19) written as the C encoder writes them, without its call: a ``str`` by ``encode_basestring``,
    # the encoder's own string function (``_KEY``), an ``int`` by ``int.__repr__``, the constants by
    # their JSON names. A subclass, a ``float`` and anything else go to the encoder as before.
    kind = type(value)
    if kind is str:
        return _KEY(value).encode()  # type: ignore[arg-type]  # exactly a str (mypy narrows no alias)
    if kind is int:
        return int.__repr__(value).encode()
    if value is None:
        return b"null"
    if kind is bool:
        return b"true" if value else b"false"
    if type(value) is not dict and type(value) is not list:
        return _encode(value).encode()
    try:
        key = marshal.dumps(value, 2)
    except ValueError:  # a class marshal does not write: its JSON needs ``default``
        return _encode(value).encode()
    data = _PIECE_UTF8.get(key)
    if data is not None:
        return data
    try:
        text = _encode_native(value)
    except (TypeError, ValueError):
        return _encode(value).encode()
    data = text.encode()
    _remember_utf8(key, data)
    return data


def _item_utf8(item: object) -> bytes:
    """``_item_text(item).encode()``: the whole item from :data:`_PIECE_UTF8`, else written as
    :func:`_item_text` writes it (the body from :data:`_BODY_TEXT`) and remembered as bytes under the
    same rule. Raises ``UnicodeEncodeError`` as :func:`_piece_utf8` does."""
    if type(item) is not dict or "body" not in item:
        return _encode(item).encode()
    try:
        key = marshal.dumps(item, 2)
    except ValueError:  # a class marshal does not write: its JSON needs ``default``
        return _item_fields(item, False)[0].encode()
    data = _PIECE_UTF8.get(key)
    if data is not None:
        return data
    text, native = _item_fields(item, True)
    data = text.encode()
    if native:
        _remember_utf8(key, data)
    return data


def result_utf8(result: dict[str, Any]) -> bytes:
    """``result_text(result).encode()``, the same bytes, joined from each piece's UTF-8 bytes (a
    remembered item, grade or ledger is not encoded again). UTF-8 writes a text piece by piece as it
    writes it whole: every piece is a whole JSON value or key (a string piece ends at its closing
    quote), so no character is split between two pieces. Raises ``UnicodeEncodeError`` where
    ``result_text(result).encode()`` would (a lone surrogate in some piece)."""
    trajectory = result.get("trajectory")
    if type(result) is not dict or type(trajectory) is not list:
        return _ENCODER.encode(result).encode()
    # (perf44) One flat list of pieces and one join: the bytes ``b"{" + b", ".join(key + b": " +
    # value) + b"}"`` gives (with the trajectory's ``b"[" + b", ".join(items) + b"]"`` in its place),
    # each piece copied once, not once per concatenation around it (the trajectory, ≈ 80 % of a
    # result's ≈ 14 KB, was copied four times).
    parts = [b"{"]
    add = parts.append
    for key, value in result.items():
        if type(key) is not str:
            return _ENCODER.encode(result).encode()
        if len(parts) > 1:
            add(b", ")
        add(_KEY(key).encode())
        add(b": ")
        if key == "trajectory":
            add(b"[")
            first = True
            for item in trajectory:
                if not first:
                    add(b", ")
                first = False
                add(_item_utf8(item))
            add(b"]")
        else:
            add(_piece_utf8(value))
    add(b"}")
    return b"".join(parts)


def encode_result(result: dict[str, Any]) -> EncodedResult:
    """``result`` in the store's form (the same text :meth:`ResultStore.add` would write): its text's
    UTF-8 bytes, or the text itself when UTF-8 cannot write it (a lone surrogate: stored, or refused
    by SQLite's bind, as it always was)."""
    key = episode_key(
        result["task"], result["variant"], result["agent"], result["trial"],
        result.get("interface"), result.get("perturbation"),
    )  # fmt: skip
    data: bytes | str
    try:
        data = result_utf8(result)
    except UnicodeEncodeError:
        data = result_text(result)
    return EncodedResult(
        key,
        result["task"],
        result["variant"] or BASELINE,
        result["agent"],
        result["trial"],
        int(bool(result["passed"])),
        result["ended"],
        data,
    )


class ResultStore:
    """Append-only episode results in ``<out>/results.db`` (SQLite, WAL, one writer)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.executescript(SCHEMA)
        self._lock = threading.Lock()

    def set_meta(self, key: str, value: Any) -> None:
        with self._lock:
            self._conn.execute("INSERT OR REPLACE INTO run VALUES (?, ?)", (key, json.dumps(value)))

    def meta(self, key: str) -> Any:
        row = self._conn.execute("SELECT value FROM run WHERE key = ?", (key,)).fetchone()
        return None if row is None else json.loads(row[0])

    def done_keys(self) -> set[str]:
        return {r[0] for r in self._conn.execute("SELECT key FROM episodes")}

    def add(self, result: dict[str, Any] | EncodedResult, finished_at: float) -> bool:
        """Store one episode result; ``False`` if that episode was already stored (never overwritten)."""
        return self.add_many([result], finished_at)[0]

    def add_many(self, results: Sequence[dict[str, Any] | EncodedResult], finished_at: float) -> list[bool]:
        """Store several results in one transaction; for each, whether it was new (see :meth:`add`).

        A driver stores what its workers sent in one go: one commit per batch, not per episode.
        """
        rows = [(r if isinstance(r, EncodedResult) else encode_result(r)).row(finished_at) for r in results]
        added: list[bool] = []
        with self._lock:
            if len(rows) == 1:
                cur = self._conn.execute(_INSERT, rows[0])
                return [cur.rowcount == 1]
            self._conn.execute("BEGIN")
            try:
                for row in rows:
                    added.append(self._conn.execute(_INSERT, row).rowcount == 1)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        return added

    def results(self) -> Iterator[dict[str, Any]]:
        for (text,) in self._conn.execute("SELECT result FROM episodes ORDER BY task, variant, agent, trial"):
            yield json.loads(text)

    def finished(self) -> Iterator[tuple[dict[str, Any], float]]:
        """Each result with when it was stored (seconds since the epoch), ordered as :meth:`results`."""
        rows = self._conn.execute(
            "SELECT result, finished_at FROM episodes ORDER BY task, variant, agent, trial"
        )
        for text, finished_at in rows:
            yield json.loads(text), float(finished_at)

    def count(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM episodes").fetchone()[0])

    def close(self) -> None:
        self._conn.close()
