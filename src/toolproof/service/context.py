"""What a handler gets besides its parameters: the state, the clock, ids, and who is calling."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    from toolproof.service.operation import Operation
    from toolproof.service.schema import Table
    from toolproof.world.clock import Clock
    from toolproof.world.rng import Rng

T = TypeVar("T")

#: Per statement text, the names of its result columns (see :meth:`Context.record`).
_COLUMNS: dict[str, tuple[str, ...]] = {}

#: The key of the read memo in ``world.derived`` (see :meth:`Context.remembered`).
_MEMO = "toolproof.remembered"
#: The same key, for the world: a write that finds no memo there has nothing to carry (and skips the
#: call of :func:`carry_remembered`, whose first test that is).
REMEMBERED = _MEMO
#: The key prefix in the read memo of :meth:`Context.pristine`'s answers.
_PRISTINE = "toolproof.pristine"
#: At most this many values are remembered at once (distinct keys between two writes).
_MEMO_SIZE = 256
#: The key in ``world.derived`` of the stamp (connection id, ``total_changes``) of a write call's
#: savepoint before it wrote anything, opened on a committed state: what it reads there may be
#: remembered (see :meth:`Context.remembered`). Set and removed by the world around each write.
CLEAN = "toolproof.clean"


#: Per column kind, the one Python type a bound value of it must have to be stored as it is and read
#: back equal and of the same type (see :func:`as_stored`); ``None``: no such type is taken (``real``:
#: SQLite keeps an integral float as an integer and a NaN as NULL; ``blob``: left out, not needed).
_KIND_TYPES: dict[str, type | None] = {
    "text": str,
    "json": str,
    "int": int,
    "bool": int,
    "real": None,
    "blob": None,
}
#: Per table name, :data:`_KIND_TYPES` of its columns in column order (made once per table).
_STORED_TYPES: dict[str, tuple[type | None, ...]] = {}


def as_stored(table: Table, values: Any) -> tuple[Any, ...] | None:
    """``values`` (every column of ``table``, in column order, as a write binds them) as a tuple, when
    the keyed read of the row they are stored as returns exactly these values of these types; else
    ``None`` (perf52: what a declared write hands the world as its ``row``, see
    :meth:`Context.declare_insert`).

    Exact by the column affinities: a ``str`` bound to a ``TEXT`` column is stored and read back as
    that ``str``, an ``int`` (never a ``bool``, whose adapter is the store's) to an ``INTEGER`` one as
    that ``int``, and ``None`` as NULL; any other pairing may be converted on the way in (an ``int``
    in a ``TEXT`` column comes back as text, a numeric ``str`` in an ``INTEGER`` one as an ``int``), so
    it hands nothing and the end reads the row as before."""
    types = _STORED_TYPES.get(table.name)
    if types is None:
        types = _STORED_TYPES[table.name] = tuple(_KIND_TYPES[kind] for kind in table.columns.values())
    if len(values) != len(types):
        return None
    for value, kind in zip(values, types, strict=True):
        if value is not None and type(value) is not kind:
            return None
    return tuple(values)


class Context:
    """Per-call context. Handlers read and write ``db`` with plain SQL; time and ids come from here.

    ``world`` is the owning :class:`~toolproof.world.World` (``None`` while a fixture is built), for
    the rare handler that needs another service's view. ``idempotency_key`` is the key the call came
    with (``None`` without one), for dialects that echo it in their responses. ``seed`` is the world's
    seed while a fixture is built (``None`` otherwise): fixtures that share data across services (the
    ``company`` roster) build it from this, since ``rng`` is already derived per service.
    """

    __slots__ = (
        "clock",
        "cursor",
        "db",
        "declared",
        "idempotency_key",
        "operation",
        "pending",
        "principal",
        "returned",
        "rng",
        "seed",
        "service",
        "world",
    )

    def __init__(
        self,
        db: sqlite3.Connection,
        clock: Clock,
        rng: Rng,
        *,
        service: str,
        operation: Operation | None = None,
        principal: str | None = None,
        world: Any = None,
        idempotency_key: str | None = None,
        seed: int | None = None,
    ) -> None:
        self.db = db
        #: What a handler runs one statement on whose answer it reads at once (a row by its primary
        #: key: ``ctx.cursor.execute(sql, args).fetchone()``, nothing else between) or whose answer it
        #: does not read (an ``UPDATE``): ``db`` itself, or a cursor of ``db`` the world keeps
        #: (``World._execute``), which spares the cursor object ``db.execute`` makes and frees per
        #: statement. Never for a query that may return several rows or that is read while another
        #: statement runs: the kept cursor's next statement would reset it.
        self.cursor: sqlite3.Connection | sqlite3.Cursor = db
        self.clock = clock
        self.rng = rng
        self.service = service
        self.operation = operation
        self.principal = principal
        self.world = world
        self.idempotency_key = idempotency_key
        self.seed = seed
        #: Rows this call inserted or updated, as ``(table, key, op)`` in order (see
        #: :meth:`declare_insert` and :meth:`declare_update`).
        self.declared: list[tuple[str, tuple[Any, ...], Literal["insert", "update"]]] | None = None
        #: The row each declaration that handed one left, by ``(table, key)`` (the last one given for
        #: a row; a later declaration without one removes it): what the world keeps for the end's read
        #: of the rows written (see :meth:`declare_update`).
        self.returned: dict[tuple[str, tuple[Any, ...]], tuple[Any, ...]] | None = None
        #: The write :meth:`insert_last` hands the world: ``None`` (run it at once), ``()`` (the world
        #: runs this call without a savepoint and will run it after the handler), or once handed,
        #: ``(write, values)``.
        self.pending: tuple[Any, ...] | None = None

    def now(self) -> int:
        """Virtual time, whole Unix seconds."""
        return int(self.clock.now)

    def time(self) -> float:
        """Virtual time, fractional Unix seconds."""
        return self.clock.now

    def in_the_past(self, after: int, at: int) -> int:
        """``at`` if the clock has passed it; else a moment halfway from ``after`` to now.

        Fixtures draw when a follow-up happened (a refund, a reaction) as an offset from the event it
        follows; near the fixture's own "now" that offset can land in the future, and a history that
        records an act the world's today has not reached is no history an agent could reason about.
        No random draw is taken, so the rest of the fixture keeps its bytes."""
        now = self.now()
        return at if at < now else after + max(0, now - after) // 2

    def new_id(self, prefix: str, length: int = 14, alphabet: str | None = None) -> str:
        """A fresh id in the vendor's format (``new_id("cus_")``), from the world's seeded RNG."""
        # ``Rng.new_id``'s own body (one Python call fewer: every write mints ids).
        rng = self.rng
        return prefix + (rng.token(length, alphabet) if alphabet else rng.token(length))

    def next_seq(self, table: str) -> int:
        """``SELECT coalesce(max(seq), 0) + 1 FROM table``: the ``seq`` a row of ``table`` inserted now
        takes, the number the services' ``NEXT_SEQ`` subquery computes. Asked of the world (perf53),
        which answers without a statement while it knows the number (:meth:`World.next_seq`); read
        here without a world (a fixture being built) or on another database than the world's."""
        world = self.world
        if world is not None and self.db is getattr(world, "conn", None):
            value: int = world.next_seq(table)
            return value
        found: int = self.db.execute(f'SELECT coalesce(max(seq), 0) + 1 FROM "{table}"').fetchone()[0]
        return found

    def known_seq(self, table: str) -> int | None:
        """:meth:`next_seq` when the world knows it without a statement, else ``None`` (for a write
        that then lets its ``INSERT`` compute the number instead of reading it first)."""
        world = self.world
        if world is not None and self.db is getattr(world, "conn", None):
            known: int | None = world.known_seq(table)
            return known
        return None

    def declare_insert(self, table: str, key: tuple[Any, ...], row: tuple[Any, ...] | None = None) -> None:
        """Say that this call's last statement was a plain ``INSERT`` of one row with primary ``key``.

        A write whose every statement is declared this way may have its ledger row effects taken from
        the declarations instead of read back from the change journal: the world does so only when
        the rows written (``total_changes``) are exactly those inserts and their journal rows, and the
        journal's head is known, else it reads the journal as always. Only a plain ``INSERT`` (one
        that raises rather than skips) may be declared.
        """
        self._declare(table, key, "insert", row)

    def declare_update(self, table: str, key: tuple[Any, ...], row: tuple[Any, ...] | None = None) -> None:
        """Say that this call's last statement was an ``UPDATE`` of the one row with primary ``key``
        that surely changed it and left its key as it was (a new sequence number or timestamp in it,
        say): its journal trigger then wrote one ``update`` row, as an insert's writes one ``insert``
        row, and the world may take the ledger's effect from the declaration under the same
        conditions (see :meth:`declare_insert`: any other row written, or an update that changed
        nothing, makes the count differ and the journal is read as always).

        ``row`` (either declaration, perf51): the row the statement left, exactly as the world's
        keyed read of it would return it now (every column in column order, each value of the type
        SQLite hands back: a row read by ``SELECT *`` with the values the statement bound put in
        place, where the binding stores them as they are, an ``int`` in an ``INTEGER`` column). The
        world keeps it, when it takes the declarations, as the row stored at ``key`` until anything
        else writes there, and the end of the episode does not read a row it holds
        (:meth:`toolproof.world.World.end`). Held to a fresh read by ``tests/runs/test_perf51.py``.
        (SQLite's own ``RETURNING`` would hand it back exactly but for a ``REAL`` column's integral
        values, and costs more than the read it saves: perf51 measured +46 k instructions an
        episode.)"""
        self._declare(table, key, "update", row)

    def _declare(
        self, table: str, key: tuple[Any, ...], kind: Literal["insert", "update"], row: tuple[Any, ...] | None
    ) -> None:
        """One declaration of :meth:`declare_insert` or :meth:`declare_update`, with the row it left."""
        declared = self.declared
        if declared is None:
            self.declared = [(table, key, kind)]
        else:
            declared.append((table, key, kind))
        returned = self.returned
        if row is not None:
            if returned is None:
                self.returned = {(table, key): row}
            else:
                returned[(table, key)] = row
        elif returned is not None:
            returned.pop((table, key), None)

    def insert_last(
        self,
        write: Callable[[sqlite3.Connection, Any], None],
        values: Any,
        table: str,
        key: tuple[Any, ...],
        row: tuple[Any, ...] | None = None,
    ) -> None:
        """``write(db, values)``: one plain ``INSERT`` of one row of ``table`` with primary ``key``,
        the last thing this call writes (declared as :meth:`declare_insert` declares it, ``row`` too:
        the row the insert leaves, as the keyed read would return it, or ``None``).

        For an operation that declares the calls whose only write this is (``Operation.alone``), the
        world runs such a call without its savepoint and runs ``write`` itself once the handler has
        returned: a statement is atomic with its triggers, so whatever fails (the handler before it,
        the statement itself) leaves nothing written, as the savepoint's rollback did. So nothing the
        handler does after this call may read the row or write anything else; with a savepoint (any
        other call) ``write`` runs here and now, and the two give the same bytes.
        """
        pending = self.pending
        if pending is None:
            write(self.db, values)
        elif pending == ():
            self.pending = (write, values)
        else:
            raise RuntimeError(f"{table}: a call run without its savepoint hands the world one insert only")
        declared = self.declared  # ``self.declare_insert(table, key)``, inline (one Python call fewer)
        if declared is None:
            self.declared = [(table, key, "insert")]
        else:
            declared.append((table, key, "insert"))
        returned = self.returned
        if row is not None:
            if returned is None:
                self.returned = {(table, key): row}
            else:
                returned[(table, key)] = row
        elif returned is not None:
            returned.pop((table, key), None)

    def one(self, sql: str, args: tuple[Any, ...] = ()) -> sqlite3.Row | None:
        """First row of a query as :class:`sqlite3.Row`, or ``None``."""
        cur = self.db.execute(sql, args)
        cur.row_factory = sqlite3.Row
        row: sqlite3.Row | None = cur.fetchone()
        return row

    def record(self, sql: str, args: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        """First row of a query as a plain ``dict`` (column name → value), or ``None``.

        For a renderer that reads many columns by name: a ``sqlite3.Row`` finds each name by a
        case-insensitive scan of its columns, a dict by one hash. The column names of each statement
        are read from the cursor once and kept (by the statement's text and its number of columns:
        the services' tables are declared in code, so the same text always has the same columns).
        """
        cur = self.db.execute(sql, args)
        values = cur.fetchone()
        if values is None:
            return None
        names = _COLUMNS.get(sql)
        if names is None or len(names) != len(values):
            names = _COLUMNS[sql] = tuple(d[0] for d in cur.description)
        return dict(zip(names, values, strict=True))

    def all(self, sql: str, args: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        cur = self.db.execute(sql, args)
        cur.row_factory = sqlite3.Row
        return cur.fetchall()

    def pristine(self, table: str) -> object | None:
        """A token of the fixture if ``table`` still holds exactly the fixture's rows, else ``None``.

        For a double that derives something costly from a table that episodes mostly only read (a
        calendar's invitations scan every event's body): while the table is the fixture's, what it
        derived may be kept under the token and shared by every world made from the same frozen
        fixture in this process (the token is the same object for all of them, and no other fixture's).
        The world answers from the change journal (:meth:`World.pristine`, the incremental state
        hash's rule), on this call's connection; the answer is remembered like any read of ``table``
        (:meth:`remembered`: until a write names it). Without a world (a fixture being built): ``None``.
        """
        ask = getattr(self.world, "pristine", None)
        if ask is None:
            return None
        db = self.db
        answer: object | None = self.remembered((_PRISTINE, table), lambda: ask(table, db), (table,))
        return answer

    def remembered(self, key: Any, compute: Callable[[], T], tables: tuple[str, ...] | None = None) -> T:
        """``compute()``, remembered for the state as it is now (read-only: callers share the value).

        What a handler reads on every call but is rarely written (the caller's token and user, the
        team, a calendar's owner, directory names) costs a statement each time; between writes it
        cannot change. Keyed by the connection and ``total_changes``, which every write moves; a
        reset, restore or stale read empties ``world.derived``. Without a world (a fixture being
        built) nothing is remembered.

        ``tables`` names every table ``compute`` reads: the value then outlives a write call of the
        world that changed none of them (:func:`carry_remembered`, from the rows the journal names).
        Without ``tables`` any write forgets it.

        Inside a transaction the memo answers only while nothing has been written since it was
        stamped, and takes new values only at the start of a write call's savepoint before it wrote
        (the world marks that state, :data:`CLEAN`): a value read after a write inside a savepoint
        might be rolled back without ``total_changes`` going back.
        """
        db = self.db
        derived = getattr(self.world, "derived", None)
        if type(derived) is not dict:
            return compute()
        stamp = (id(db), db.total_changes)
        slot = derived.get(_MEMO)
        if slot is None or slot[0] != stamp:
            if db.in_transaction and derived.get(CLEAN) != stamp:
                return compute()
            slot = derived[_MEMO] = (stamp, {}, set())
        memo: dict[Any, tuple[Any, tuple[str, ...] | None]] = slot[1]
        found = memo.get(key)
        if found is not None:
            value: T = found[0]
            return value
        value = compute()
        if not db.in_transaction or derived.get(CLEAN) == stamp:
            if len(memo) >= _MEMO_SIZE:
                memo.clear()
            memo[key] = (value, tables)
            # The tables any remembered value reads (``None``: one names none), for carry_remembered.
            reads: set[str | None] = slot[2]
            if tables is None:
                reads.add(None)
            else:
                reads.update(tables)
        return value


def new_context(
    db: sqlite3.Connection,
    clock: Clock,
    rng: Rng,
    service: str,
    operation: Operation | None,
    principal: str | None,
    world: Any,
    idempotency_key: str | None,
    _new: Callable[[type[Context]], Context] = object.__new__,
) -> Context:
    """``Context(db, clock, rng, service=…, operation=…, principal=…, world=…, idempotency_key=…)``
    without the keyword arguments' parsing: the world makes one per call (half of its cost was
    binding the keywords). Every slot is set as ``__init__`` sets it (held by test_call_path)."""
    ctx = _new(Context)
    ctx.db = db
    ctx.cursor = db
    ctx.clock = clock
    ctx.rng = rng
    ctx.service = service
    ctx.operation = operation
    ctx.principal = principal
    ctx.world = world
    ctx.idempotency_key = idempotency_key
    ctx.seed = None
    ctx.declared = None
    ctx.returned = None
    ctx.pending = None
    return ctx


def carry_remembered(
    derived: dict[str, Any], db: sqlite3.Connection, before: tuple[int, int], changed: set[str] | None
) -> None:
    """After a write call that started from the committed state ``before`` (connection id,
    ``total_changes``) and changed the rows of ``changed`` tables (``None``: rolled back, nothing
    changed), keep what :meth:`Context.remembered` holds for values that read none of them.

    The journal names every row a write changed (its triggers run in the same statement), so a value
    whose tables it does not name reads the same now as before. A value without declared tables is
    forgotten once any row was written. Nothing is carried if the memo was not of ``before``'s state.
    """
    slot = derived.get(_MEMO)
    now = (id(db), db.total_changes)
    if slot is None or slot[0] != before or now == before:
        return
    memo: dict[Any, tuple[Any, tuple[str, ...] | None]] = slot[1]
    reads: set[str | None] = slot[2]  # every table a value names, at least (None: a value names none)
    if changed is None or (None not in reads and changed.isdisjoint(reads)):
        # Nothing changed, or no value reads a changed table: every value is carried as it is
        # (what a post does to the memo of the checks before it: one test instead of one per value).
        derived[_MEMO] = (now, memo, reads)
        return
    # The values that read none of the changed tables, and the tables they read, in one loop (two
    # comprehensions were two Python frames on every write that changed a table the memo read).
    kept: dict[Any, tuple[Any, tuple[str, ...] | None]] = {}
    tables: set[str | None] = set()
    for k, v in memo.items():
        if v[1] is not None and changed.isdisjoint(v[1]):
            kept[k] = v
            tables.update(v[1])
    derived[_MEMO] = (now, kept, tables)
