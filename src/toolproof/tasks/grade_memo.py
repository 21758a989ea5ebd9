"""The grade of an episode already graded, remembered: same inputs, same grade, without grading.

A grade is a function of what :meth:`GradeProgram.grade` reads: the compiled program (the task, its
refs and the services' harmless-changes rules), the refs, the episode's diff, its ledger (every field
of every entry, the response each was handed, the ledger's response budget), the claim, the final
message, the tables' primary keys, the transcript and the fixture's name index. A deterministic agent
repeated on a task (pass^k trials, the validator's reference runs, the compare row's episode) hands
the grade the same inputs every time, and grading them again is ≈ 38 % of such an episode.

The memo's key is an exact serialisation of those inputs: :func:`_plain_dumps` of plain tuples of
their values, a pickle written in fast mode (no memo, so no back-references: equal values shared
differently give the same key, as :func:`marshal.dumps` format 2 gave it, but strings are written
from their UTF-8 form without a new bytes object each, ≈ 35 % less time for the compare row's key).
It refuses anything but exact built-in types (a ``str`` subclass, an enum, an object of another
class raise ``ValueError``: such an episode is graded, never remembered) and tells ``True`` from
``1``, ``1`` from ``1.0`` and ``bytes`` from ``bytearray``. The program, the
name index and (world31) the start view are keyed by identity and held by the entry (so no id can be
reused while it lives) and checked on a hit: the name index and the start view are each made once per
frozen fixture and kept with it, so their identity stands for the starting rows, which never change.
Fields are read by the dataclasses' own field lists, so a field added to a ledger entry, a turn or a
row change is in the key without an edit here; only what the grade cannot read is left out: a row
change's ``paths`` (a cache of its value), a response's headers (nothing under ``toolproof.tasks`` reads them;
``tests/tasks/test_grade_memo.py`` holds both) and the text of an idempotency key, which the key
holds by its place among the ledger's distinct keys (:data:`_KEY_AT`; every module that names a
key is on the call path or after the grade, ``tests/tasks/test_grade_memo_keys.py`` holds it). A
careful agent's trials differ by that text alone where nothing else is drawn (it writes the trial's
seed into its keys): they now share a grade.

A hit returns a new :class:`Grade`: its own verdict, fact and reason lists, its own signals and
``acts_as``, and the caller's diff, claim and message (equal to the remembered ones by the key).
The memo is bounded by entries and by key bytes (oldest out first).
"""

from __future__ import annotations

import pickle
import threading
from collections.abc import Mapping
from dataclasses import fields, replace
from operator import attrgetter
from typing import Any

from toolproof.service.wire import Response
from toolproof.tasks.conversation import Transcript, Turn
from toolproof.tasks.grader import Grade, Signals
from toolproof.tasks.model import Claim
from toolproof.tasks.names import NameIndex
from toolproof.tasks.start_view import StartView
from toolproof.world.diff import Diff, RowChange, TableDiff
from toolproof.world.ledger import Ledger, LedgerEntry, RowEffect

#: Switched off, every grade is graded (the proof grades every episode both ways). The key holds the
#: inputs, not the grading code: whoever patches a check at run time (a test switching one off to show
#: what it kills) must switch the memo off too, or the episodes already graded answer unchanged.
ENABLED = True
#: At most this many remembered grades, and at most this many bytes of keys (oldest out first).
MAX_ENTRIES = 4096
MAX_KEY_BYTES = 32 << 20

#: A ledger entry's fields but its response (serialised below) and its row effects (frozen objects).
_ENTRY_FIELDS = tuple(f.name for f in fields(LedgerEntry) if f.name not in ("response", "changes"))
_entry_values = attrgetter(*_ENTRY_FIELDS)
#: Where an entry's idempotency key sits among those values. The key holds it by its place among the
#: ledger's distinct keys (0 for the first key sent, 1 for the next other one, ...; ``None`` stays
#: ``None``), not by its text: nothing the grade reads reads a key's text (the reference agents write
#: their trial's seed into it, so a careful agent's trials differed by that text alone), and whether a
#: call sent a key and which calls sent the same one are kept.
_KEY_AT = _ENTRY_FIELDS.index("idempotency_key")
_effect_values = attrgetter(*(f.name for f in fields(RowEffect)))
_TURN_FIELDS = tuple(f.name for f in fields(Turn))
_turn_values = attrgetter(*_TURN_FIELDS)
#: A row change's value (``paths`` is a cache of it, not part of it).
_CHANGE_FIELDS = tuple(f.name for f in fields(RowChange) if f.name != "paths")
_change_values = attrgetter(*_CHANGE_FIELDS)
_TABLE_FIELDS = ("added", "removed", "changed")
#: A grade's signals, field by field in their declared order: every field is an ``__init__``
#: parameter, positional, with no ``InitVar`` and no ``__post_init__`` (checked here), so
#: ``Signals(*_signal_values(s))`` is the ``dataclasses.replace(s)`` it stands for, without
#: ``replace``'s walk over the field objects (≈ 4× its cost, on every hit).
_SIGNAL_FIELDS = fields(Signals)
if not all(f.init and not f.kw_only for f in _SIGNAL_FIELDS) or hasattr(Signals, "__post_init__"):
    raise TypeError("Signals must take every field positionally, with no __post_init__ (see above)")
_signal_values = attrgetter(*(f.name for f in _SIGNAL_FIELDS))

#: key → (program, names, the diff's image or ``None``, the start view or ``None``, the remembered
#: grade's parts); insertion order is age.
_Entry = tuple[Any, NameIndex | None, object | None, StartView | None, tuple[Any, ...]]
_MEMO: dict[bytes, _Entry] = {}
_key_bytes = 0


def clear() -> None:
    """Forget every remembered grade."""
    global _key_bytes
    _MEMO.clear()
    _key_bytes = 0


def key_of(
    program: Any,
    refs: Mapping[str, Any],
    diff: Diff,
    ledger: Ledger,
    claim: Claim | str | None,
    message: str,
    primary_keys: Mapping[str, tuple[str, ...]] | None,
    transcript: Transcript | None,
    names: NameIndex | None,
    diff_image: object | None = None,
    start: StartView | None = None,
) -> bytes | None:
    """The exact serialisation of a grade's inputs, or ``None`` when one is not a plain value.

    ``diff_image``: an object that stands for ``diff``'s value, type for type, while it lives (the end
    memo's image, :meth:`World.end <toolproof.world.world.World.end>`; the caller guarantees nothing
    changed ``diff`` since): the diff is then keyed by its identity instead of by its tables, and the
    entry holds it (so the id is never another's while the entry lives) and checks it on a hit. A
    key by an image never equals a key by tables (an ``int`` there, a ``list`` here); the same diff
    value under another image (the end remembered again) is only a miss. ``start``: the start view,
    keyed by identity (see the module's docstring)."""
    if type(diff) is not Diff or type(ledger) is not Ledger:
        return None
    tables: list[Any] | int
    if diff_image is not None:
        tables = id(diff_image)
    else:
        tables = []
        for name, table in diff.tables.items():
            if type(table) is not TableDiff:
                return None
            changed = []
            for change in table.changed:
                if type(change) is not RowChange:
                    return None
                changed.append(_change_values(change))
            tables.append((name, table.added, table.removed, changed))
    entries = []
    # Each idempotency key by its first entry's place among the ledger's keys (see _KEY_AT).
    keys: dict[str, int] = {}
    for entry in ledger.entries:
        if type(entry) is not LedgerEntry:
            return None
        values = _entry_values(entry)
        sent_key = values[_KEY_AT]
        if sent_key is not None:
            if type(sent_key) is not str:
                return None
            values = (*values[:_KEY_AT], keys.setdefault(sent_key, len(keys)), *values[_KEY_AT + 1 :])
        response = entry.response
        if response is None:
            sent = None
        elif type(response) is Response:
            sent = (
                response.status,
                response.body,
                response.transport_fault,
                response.delay,
                response.dribble,
            )
        else:
            return None
        effects = []
        for effect in entry.changes:
            if type(effect) is not RowEffect:
                return None
            effects.append(_effect_values(effect))
        entries.append((values, effects, sent))
    said: tuple[Any, ...] | None = None
    if transcript is not None:
        if type(transcript) is not Transcript:
            return None
        turns = []
        for turn in transcript.turns:
            if type(turn) is not Turn:
                return None
            turns.append(_turn_values(turn))
        said = (transcript.ended_by_user, turns)
    # (perf43) The start view's own primary-key map (every episode's: one per frozen fixture, fixed
    # for the view's life), or a copy of it equal type for type, is keyed by the view's identity, which
    # the key holds and a hit checks: an ``int`` never equals the ``dict`` or ``None`` written otherwise.
    keys_part: Any
    if (
        start is not None
        and primary_keys is not None
        and (primary_keys is start.primary_keys or _views_keys(primary_keys, start.primary_keys))
    ):
        keys_part = 0
    elif primary_keys is None or type(primary_keys) is dict:
        keys_part = primary_keys
    else:
        keys_part = dict(primary_keys)
    try:
        return _plain_dumps(
            (
                id(program),
                id(names),
                id(start),
                refs if type(refs) is dict else dict(refs),
                tables,
                entries,
                ledger.response_budget,
                claim,
                message,
                keys_part,
                said,
            )
        )
    except (ValueError, pickle.PicklingError, RecursionError):  # not a plain value somewhere: grade it
        return None


def _views_keys(keys: Mapping[str, tuple[str, ...]], own: Mapping[str, tuple[str, ...]] | None) -> bool:
    """Whether ``keys`` stands for the start view's own map ``own``: it is that map, or a ``dict``
    equal to it type for type and in the same order (each side's names exact ``str``, each one's
    columns an exact ``tuple`` of exact ``str``: what its pickle would have written identically). A
    copy (a deep copy of a grade's inputs) keys as the map itself; anything else is written out."""
    if keys is own:
        return True
    if type(keys) is not dict or type(own) is not dict or len(keys) != len(own):
        return False
    for (name, columns), (own_name, own_columns) in zip(keys.items(), own.items(), strict=True):
        if type(name) is not str or type(own_name) is not str or name != own_name:
            return False
        if type(columns) is not tuple or type(own_columns) is not tuple or columns != own_columns:
            return False
        for a, b in zip(columns, own_columns, strict=True):
            if type(a) is not str or type(b) is not str:
                return False
    return True


class _PlainPickler(pickle.Pickler):
    """A pickler of exact built-in values only: the C pickler calls :meth:`reducer_override` for
    every object but ``None``, ``True``, ``False`` and exact ``int``, ``float``, ``bytes``, ``str``,
    ``dict``, ``set``, ``frozenset``, ``list`` and ``tuple`` (``bytearray`` it writes by its own
    opcode), so anything else (a subclass, an enum, a ``Decimal``, an object) is refused here rather
    than reduced to a class reference and whatever state its ``__reduce__`` chooses."""

    def reducer_override(self, obj: Any) -> Any:
        raise ValueError(f"not a plain value: {type(obj).__name__}")


class _Sink:
    """Where a kept pickler writes: the C pickler buffers a whole dump (each frame of up to 64 KiB
    of it) and hands each frame to ``write`` once, here a list's ``append``."""

    __slots__ = ("write",)

    def __init__(self, chunks: list[bytes]) -> None:
        self.write = chunks.append


#: Each thread's pickler and the list its sink appends to (made at its first key). A pickler made
#: per key was ≈ 0.6 µs of the compare row's key (the ``BytesIO``, the Python subclass's instance,
#: its ``fast`` switch); each ``dump`` starts from an empty buffer and writes its own protocol header,
#: so a kept one writes the same bytes. One per thread: a dump is not re-entrant, and a key may be
#: built in several threads at once (a server's requests). A dump that fails drops its thread's
#: pickler (fast mode's depth count is left where the error stopped it).
_PICKLERS = threading.local()


def _plain_dumps(value: Any) -> bytes:
    """``value`` pickled with no memo (``fast``): every occurrence of an object written out in full,
    so the bytes are a function of the value alone (a cycle raises ``ValueError``), never of which
    parts are shared. Two keys are equal only when their values are, type for type."""
    kept: tuple[_PlainPickler, list[bytes]] | None = getattr(_PICKLERS, "kept", None)
    if kept is None:
        chunks: list[bytes] = []
        pickler = _PlainPickler(_Sink(chunks), 5)
        pickler.fast = True
        kept = _PICKLERS.kept = (pickler, chunks)
    pickler, chunks = kept
    try:
        pickler.dump(value)
    except BaseException:
        _PICKLERS.kept = None
        raise
    if len(chunks) == 1:
        return chunks.pop()
    out = b"".join(chunks)
    chunks.clear()
    return out


def _copy_signals(signals: Signals) -> Signals:
    """``dataclasses.replace(signals)``: a new object with the same field values (see
    :data:`_signal_values`); an instance of a subclass goes through ``replace`` itself."""
    if type(signals) is Signals:
        return Signals(*_signal_values(signals))
    return replace(signals)


def graded(
    program: Any,
    refs: Mapping[str, Any],
    diff: Diff,
    ledger: Ledger,
    *,
    claim: Claim | str | None,
    message: str,
    primary_keys: Mapping[str, tuple[str, ...]] | None,
    transcript: Transcript | None,
    names: NameIndex | None,
    diff_image: object | None = None,
    start: StartView | None = None,
) -> Grade:
    """``program.grade(...)`` of these inputs, remembered (see the module's docstring; ``diff_image``
    and ``start`` as :func:`key_of` takes them)."""
    if not ENABLED:
        return program.grade(  # type: ignore[no-any-return]
            refs, diff, ledger, claim=claim, message=message, primary_keys=primary_keys,
            transcript=transcript, names=names, start=start,
        )  # fmt: skip
    key = key_of(
        program, refs, diff, ledger, claim, message, primary_keys, transcript, names, diff_image, start
    )
    if key is not None:
        hit = _MEMO.get(key)
        if (
            hit is not None
            and hit[0] is program
            and hit[1] is names
            and hit[2] is diff_image
            and hit[3] is start
        ):
            task, passed, verdicts, signals, claimed, said, facts, reasons, acts_as = hit[4]
            return Grade(
                task, passed, list(verdicts), _copy_signals(signals), diff, claimed, said, list(facts),
                list(reasons), dict(acts_as),
            )  # fmt: skip
    result: Grade = program.grade(
        refs, diff, ledger, claim=claim, message=message, primary_keys=primary_keys,
        transcript=transcript, names=names, start=start,
    )  # fmt: skip
    if key is not None and result.diff is diff:
        _remember(
            key,
            (
                program,
                names,
                diff_image,
                start,
                (
                    result.task, result.passed, tuple(result.verdicts), _copy_signals(result.signals),
                    result.claim, result.message, tuple(result.facts), tuple(result.reasons),
                    dict(result.acts_as),
                ),
            ),
        )  # fmt: skip
    return result


def _remember(key: bytes, value: _Entry) -> None:
    global _key_bytes
    size = len(key)
    if size > MAX_KEY_BYTES:
        return
    old = _MEMO.pop(key, None)
    if old is not None:
        _key_bytes -= size
    while _MEMO and (len(_MEMO) >= MAX_ENTRIES or _key_bytes + size > MAX_KEY_BYTES):
        oldest = next(iter(_MEMO))
        del _MEMO[oldest]
        _key_bytes -= len(oldest)
    _MEMO[key] = value
    _key_bytes += size
