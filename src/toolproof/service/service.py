"""Declaring a service: its tables, fixtures, wire dialect and operations.

A service is a plain object filled in by decorators at import time::

    shop = Service("shop", mount="/shop", dialect=ShopDialect(), tables=[...])

    @shop.operation("shop.orders.create", "POST", "/v1/orders", writes=True)
    def create_order(ctx: Context, p: CreateOrder) -> dict[str, Any]: ...

    @shop.fixture("default")
    def default_fixture(ctx: Context) -> None: ...
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from toolproof.service.benign import Benign
from toolproof.service.claims import ClaimedWrite, ClaimWords
from toolproof.service.contacts import Contact
from toolproof.service.counted import Counted
from toolproof.service.dialect import Dialect
from toolproof.service.limits import LockRule, RateLimitRule, ServiceTime
from toolproof.service.member_flags import MemberFlag
from toolproof.service.names import Named
from toolproof.service.operation import ALONE, Handler, Operation, params_model_of
from toolproof.service.parity import ParityRules
from toolproof.service.schema import Table
from toolproof.service.server_set import ServerSet

if TYPE_CHECKING:
    from toolproof.service.context import Context

FixtureBuilder = Callable[["Context"], None]
F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class IdempotencyPolicy:
    """How the API deduplicates retried writes (Stripe: every POST, keys kept 24 h)."""

    ttl_seconds: float = 24 * 3600.0
    max_key_length: int = 255


class Service:
    """One double of one real API."""

    def __init__(
        self,
        name: str,
        *,
        mount: str,
        dialect: Dialect,
        tables: Iterable[Table],
        idempotency: IdempotencyPolicy | None = None,
        description: str = "",
        default_principal: str | None = None,
        principal_table: str | None = None,
        rate_limits: RateLimitRule | None = None,
        benign: Iterable[Benign] = (),
        locks: LockRule | None = None,
        service_time: ServiceTime | None = None,
        parity: ParityRules | None = None,
        claims: Iterable[ClaimedWrite] = (),
        requires: Callable[[], str | None] | None = None,
        server_set: Iterable[ServerSet] = (),
        member_flags: Iterable[MemberFlag] = (),
        contacts: Iterable[Contact] = (),
        names: Iterable[Named] = (),
        counted: Iterable[Counted] = (),
        claim_words: ClaimWords | None = None,
        warm: Callable[[], object] | None = None,
    ) -> None:
        self.name = name
        self.mount = "/" + mount.strip("/")
        self.dialect = dialect
        self.tables: dict[str, Table] = {}
        for table in tables:
            if not table.name.startswith(name + "_"):
                raise ValueError(f"service {name!r}: table {table.name!r} must be named {name}_<table>")
            self.tables[table.name] = table
        self.idempotency = idempotency
        self.description = description
        self.default_principal = default_principal
        #: The table whose primary key lists every principal a caller may act as (a user id…): what a
        #: task's ``acts_as`` is checked against, so a typo is a task error rather than every call being
        #: refused. ``None``: the service has one principal only, and no task may choose another.
        self.principal_table = principal_table
        if principal_table is not None and principal_table not in self.tables:
            raise ValueError(f"service {name!r}: principal_table names unknown table {principal_table!r}")
        self.rate_limits = rate_limits
        #: Objects a call holds while in flight (see :mod:`toolproof.service.limits`).
        self.locks = locks
        #: How long a call takes on the server, for the in-process virtual-time scheduler.
        self.service_time = service_time
        #: How to compare the double with the real API (:mod:`toolproof.service.parity`).
        self.parity = parity
        self._requires = requires
        #: Channels outside its state its calls reach (an e-mail…; see :mod:`toolproof.service.contacts`).
        self.contacts: tuple[Contact, ...] = tuple(contacts)
        #: Columns that hold what its rows are called (see :mod:`toolproof.service.names`).
        self.names: tuple[Named, ...] = tuple(names)
        for naming in self.names:
            spec = self.tables.get(naming.table)
            unknown = [
                c
                for c in naming.columns
                if spec is None or (c.split(".", 1)[0] not in spec.columns and c not in naming.derived)
            ]
            if unknown:
                raise ValueError(f"service {name!r}: names of {naming.table!r} unknown: {unknown}")
        #: Changes graders never count as collateral damage (see :mod:`toolproof.service.benign`).
        self.benign: tuple[Benign, ...] = tuple(benign)
        for rule in self.benign:
            if rule.table not in self.tables:
                raise ValueError(f"service {name!r}: benign change names unknown table {rule.table!r}")
            column = {f.split(".", 1)[0] for f in rule.fields} - set(self.tables[rule.table].columns)
            if column:
                raise ValueError(f"service {name!r}: benign change names unknown column(s) {sorted(column)}")
        #: Columns field mutants skip: no client sets them, or they copy another field, or they are free
        #: (see :mod:`toolproof.service.server_set`).
        self.server_set: tuple[ServerSet, ...] = tuple(server_set)
        for declared in self.server_set:
            spec = self.tables.get(declared.table)
            if spec is None:
                raise ValueError(f"service {name!r}: server-set columns of unknown table {declared.table!r}")
            named = {c.split(".", 1)[0] for c in declared.columns if c != "*"}
            named |= {*declared.when, *declared.when_set}
            unknown = sorted(named - set(spec.columns))
            if unknown:
                raise ValueError(f"service {name!r}: server-set columns unknown in {spec.name}: {unknown}")
        #: Flags a client may add to a member of a list inside a JSON column, which field mutants add
        #: (see :mod:`toolproof.service.member_flags`).
        self.member_flags: tuple[MemberFlag, ...] = tuple(member_flags)
        for flag in self.member_flags:
            spec = self.tables.get(flag.table)
            if spec is None or spec.columns.get(flag.column) != "json":
                raise ValueError(
                    f"service {name!r}: member flag {flag.flag!r} names no JSON column {flag.path!r}"
                )
        #: (claims12) What a count of a noun counts among its responses' objects, and in which table
        #: (see :mod:`toolproof.service.counted`).
        self.counted: tuple[Counted, ...] = tuple(counted)
        for noun in self.counted:
            if noun.table and noun.table not in self.tables:
                raise ValueError(f"service {name!r}: counted {noun.nouns} names {noun.table!r}")
        #: What its write verbs change, for the check of a done message's claimed writes (see
        #: :mod:`toolproof.service.claims`).
        self.claims: tuple[ClaimedWrite, ...] = tuple(claims)
        for claimed in self.claims:
            for effect in claimed.effects:
                spec = self.tables.get(effect.table)
                if spec is None:
                    raise ValueError(f"service {name!r}: claimed write {claimed.name} names {effect.table!r}")
                named = {f.split(".", 1)[0] for f in (*effect.fields, *effect.where, *claimed.words)}
                named -= set(spec.columns)
                if named:
                    raise ValueError(f"service {name!r}: claimed write {claimed.name}: {sorted(named)}?")
        #: (claims39) How a report names the service and the acts its real API makes that this double
        #: does not serve (see :class:`toolproof.service.claims.ClaimWords`); by default its own name.
        self.claim_words: ClaimWords = claim_words or ClaimWords(called=rf"\b{re.escape(name)}\b")
        self.operations: dict[str, Operation] = {}
        self.fixtures: dict[str, FixtureBuilder] = {}
        #: (perf48) What the double reads or builds on first use and keeps for the process (a data
        #: file's tables), loaded by :meth:`warm`.
        self._warm = warm

    def warm(self) -> None:
        """Load now what the double otherwise loads on first use and keeps for the process (its
        ``warm=`` declaration; nothing if it declares none). A runner calls it before its workers fork,
        so each worker inherits what was loaded instead of loading it again on its first episode; what
        is loaded is the same whenever it is, so no call answers differently."""
        if self._warm is not None:
            self._warm()

    def unavailable(self) -> str | None:
        """Why this double cannot answer requests on this machine (``None``: it can).

        A double that needs a file it may not ship (a vendor's schema kept outside the repository)
        declares ``requires=``: it still loads, its fixtures and tool schemas work, and every request
        gets the vendor's error with this reason; checks and tests skip its requests with the reason.
        """
        return self._requires() if self._requires is not None else None

    def operation(
        self,
        name: str,
        method: str | Iterable[str],
        path: str,
        *,
        writes: bool,
        idempotent: bool | None = None,
        destructive: bool = False,
        params: type[BaseModel] | None = None,
        alone: Callable[[Any], bool] | None = None,
    ) -> Callable[[F], F]:
        """Declare ``handler(ctx, params)`` as the operation ``name`` at ``method path``.

        The parameter model is the annotation of the handler's second argument unless ``params`` names it.
        ``alone`` (a write): which calls write only the one row the handler hands the world last
        (:attr:`Operation.alone`).
        """
        if alone is not None and not writes:
            raise ValueError(f"operation {name!r}: only a write may declare 'alone'")
        if not name.startswith(self.name + "."):
            raise ValueError(f"operation {name!r} must start with {self.name!r}.")
        methods = (method,) if isinstance(method, str) else tuple(method)
        caller = inspect.currentframe()
        localns = dict(caller.f_back.f_locals) if caller is not None and caller.f_back is not None else None

        def register(handler: F) -> F:
            if name in self.operations:
                raise ValueError(f"operation {name!r} is declared twice")
            doc = inspect.getdoc(handler) or ""
            call: Handler = handler
            if len(inspect.signature(handler).parameters) == 1:  # handler(ctx): no parameters

                def call(ctx: Context, _params: Any, _handler: Any = handler) -> Any:
                    return _handler(ctx)

            if alone is not None:
                setattr(call, ALONE, alone)  # the handler's promise: see Operation.alone
            self.operations[name] = Operation(
                name=name,
                service=self.name,
                methods=tuple(m.upper() for m in methods),
                path=path,
                params=params or params_model_of(handler, localns),
                handler=call,
                writes=writes,
                summary=doc.split("\n", 1)[0],
                description=doc,
                idempotent=(not writes) if idempotent is None else idempotent,
                destructive=destructive,
            )
            return handler

        return register

    def fixture(self, name: str = "default") -> Callable[[FixtureBuilder], FixtureBuilder]:
        """Declare a named fixture: a function that fills an empty state from ``ctx.rng``."""

        def register(builder: FixtureBuilder) -> FixtureBuilder:
            self.fixtures[name] = builder
            return builder

        return register

    def __repr__(self) -> str:
        return f"Service({self.name!r}, {len(self.operations)} operations, {len(self.tables)} tables)"
