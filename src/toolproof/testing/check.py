"""``check_service()``: everything a double must do before anyone builds on it, in one call.

In the spirit of Gymnasium's ``check_env``: a new service (``toolproof new-service``), a changed one or
a third-party one registered through the ``toolproof.services`` entry point is put through the
contract the core relies on, and every broken promise is reported at once:

- ``import``: the service loads by name (a service that does not import *fails*; it is never skipped,
  so a broken double cannot hide behind the others' green results);
- ``declaration``: it declares operations, tables and the requested fixture;
- ``determinism``: this process and a fresh one build the fixture from the same seed into the same bytes and
  the same state hash as this one;
- ``reset``: after a call and a raw edit, ``reset()`` restores the fixture's bytes, hash, clock and
  an empty ledger;
- ``tool-schemas``: every operation exports as an OpenAI function (plain and ``strict``) and as an
  Anthropic tool that the providers' documented rules accept;
- ``mcp-listing``: the MCP server lists exactly one tool per operation, each with an object schema;
- ``mcp-fuzz`` and ``http-fuzz``: hypothesis sends junk arguments to every tool and junk requests
  (bad path values, junk queries, broken and oddly typed bodies, unknown paths) to every route of a
  served world; nothing may answer 5xx or leak a traceback, and a call that committed nothing must
  leave the state hash unchanged (never a half-applied write);
- ``spec``: responses seen over HTTP validate against the vendor's published spec, when the caller
  passes a validator (the spec files stay outside the repository, so the caller says why not when
  they are absent, and only this part is skipped).

:func:`check_service` returns a :class:`CheckReport` and raises :class:`ServiceCheckFailed` listing
every failure. ``toolproof check-service NAME`` runs it from the command line.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import quote

from toolproof.service import registry
from toolproof.service.service import Service

if TYPE_CHECKING:
    import hypothesis

    from toolproof.world import World

#: Every check, in the order they run.
CHECKS: tuple[str, ...] = (
    "import",
    "declaration",
    "determinism",
    "reset",
    "tool-schemas",
    "mcp-listing",
    "mcp-fuzz",
    "http-fuzz",
    "spec",
)

Status = Literal["passed", "failed", "skipped"]

#: ``spec(method, path, status, body)``: why the response breaks the vendor's spec, or ``None``; ``path``
#: is relative to the service's mount (``/v1/customers``), as the vendor's spec writes it.
SpecCheck = Callable[[str, str, int, Any], "str | None"]


@dataclass(frozen=True)
class CheckResult:
    """The outcome of one check: ``detail`` says what failed, or why it was skipped."""

    check: str
    status: Status
    detail: str = ""

    def line(self) -> str:
        mark = {"passed": "ok  ", "failed": "FAIL", "skipped": "skip"}[self.status]
        return f"{mark} {self.check}" + (f": {self.detail}" if self.detail else "")


@dataclass
class CheckReport:
    """Every check's result for one service, in the order they ran."""

    service: str
    results: list[CheckResult] = field(default_factory=list)

    @property
    def failures(self) -> list[CheckResult]:
        return [r for r in self.results if r.status == "failed"]

    @property
    def skipped(self) -> list[CheckResult]:
        return [r for r in self.results if r.status == "skipped"]

    @property
    def ok(self) -> bool:
        return not self.failures

    def result(self, check: str) -> CheckResult:
        return next(r for r in self.results if r.check == check)

    def text(self) -> str:
        return "\n".join([f"check-service {self.service}:", *("  " + r.line() for r in self.results)])


class ServiceCheckFailed(AssertionError):
    """Raised by :func:`check_service` when any check failed; ``report`` holds every result."""

    def __init__(self, report: CheckReport) -> None:
        super().__init__(report.text())
        self.report = report


class _Failed(Exception):
    """A check's failure, with the message the report shows."""


class _Skipped(Exception):
    """A check that cannot run here, with the reason the report shows."""


def check_service(
    service: Service | str,
    *,
    seed: int = 0,
    fixture: str = "default",
    examples: int = 40,
    spec: SpecCheck | None = None,
    spec_missing: str | None = None,
    checks: Iterable[str] = CHECKS,
    raise_on_failure: bool = True,
) -> CheckReport:
    """Check ``service`` (a :class:`Service` or a registered name) against the core's contract.

    ``examples`` is hypothesis's budget per fuzz check. ``spec`` validates HTTP responses against the
    vendor's spec; without it the ``spec`` check is skipped with ``spec_missing`` as the reason.
    ``checks`` selects a subset of :data:`CHECKS` (``import`` always runs). Raises
    :class:`ServiceCheckFailed` when a check failed, unless ``raise_on_failure`` is false.
    """
    wanted = set(checks)
    unknown = wanted - set(CHECKS)
    if unknown:
        raise ValueError(f"unknown checks {sorted(unknown)}; known: {', '.join(CHECKS)}")
    name = service if isinstance(service, str) else service.name
    report = CheckReport(name)
    try:
        svc = registry.get(service) if isinstance(service, str) else registry.register(service)
    except Exception as exc:  # any import error is this check's failure, never a skip
        report.results.append(CheckResult("import", "failed", f"{type(exc).__name__}: {exc}"))
        return _finish(report, raise_on_failure)
    report.results.append(CheckResult("import", "passed"))
    seen: list[tuple[str, str, int, Any]] = []
    runners: dict[str, Callable[[], str]] = {
        "declaration": lambda: _declaration(svc, fixture),
        "determinism": lambda: _determinism(svc, seed, fixture),
        "reset": lambda: _reset(svc, seed, fixture),
        "tool-schemas": lambda: _tool_schemas(svc),
        "mcp-listing": lambda: _mcp_listing(svc, seed, fixture),
        "mcp-fuzz": lambda: _mcp_fuzz(svc, seed, fixture, examples),
        "http-fuzz": lambda: _http_fuzz(svc, seed, fixture, examples, seen),
        "spec": lambda: _spec(svc, seed, fixture, spec, spec_missing, seen),
    }
    for check in CHECKS[1:]:
        if check not in wanted:
            continue
        try:
            detail = runners[check]()
        except _Skipped as skip:
            report.results.append(CheckResult(check, "skipped", str(skip)))
        except (_Failed, AssertionError) as failure:
            report.results.append(CheckResult(check, "failed", str(failure) or type(failure).__name__))
        except Exception as exc:  # a crash inside a check is that check's failure, with its cause
            report.results.append(CheckResult(check, "failed", f"{type(exc).__name__}: {exc}"))
        else:
            report.results.append(CheckResult(check, "passed", detail))
    return _finish(report, raise_on_failure)


def _finish(report: CheckReport, raise_on_failure: bool) -> CheckReport:
    if raise_on_failure and report.failures:
        raise ServiceCheckFailed(report)
    return report


def _world(svc: Service, seed: int, fixture: str) -> World:
    from toolproof.world import World

    return World([svc], seed=seed, fixture=fixture)


# -- declaration, determinism, reset ------------------------------------------------------------
def _declaration(svc: Service, fixture: str) -> str:
    if not svc.operations:
        raise _Failed("the service declares no operations")
    if not svc.tables:
        raise _Failed("the service declares no tables")
    if fixture not in svc.fixtures:
        raise _Failed(f"no fixture {fixture!r}; the service has: {', '.join(sorted(svc.fixtures)) or 'none'}")
    foreign = [op.name for op in svc.operations.values() if op.service != svc.name]
    if foreign:
        raise _Failed(f"operations registered under another service's name: {', '.join(foreign[:5])}")
    return f"{len(svc.operations)} operations, {len(svc.tables)} tables"


def fingerprint(svc: Service, seed: int, fixture: str) -> dict[str, str]:
    """What two processes must agree on: the fixture's database bytes (as a digest) and state hash."""
    world = _world(svc, seed, fixture)
    try:
        return {
            "bytes": hashlib.sha256(world.conn.serialize()).hexdigest(),
            "state_hash": world.state_hash(full=True),
        }
    finally:
        world.close()


def defining_module(svc: Service) -> str | None:
    """The module to import in another process to get ``svc`` (the shortest that holds it as
    ``service``: the package, whose import also registers its operations and fixtures)."""
    holders = [name for name, mod in list(sys.modules.items()) if getattr(mod, "service", None) is svc]
    return min(holders, key=lambda n: (n.count("."), n)) if holders else None


def _determinism(svc: Service, seed: int, fixture: str) -> str:
    here = fingerprint(svc, seed, fixture)
    module = defining_module(svc) or ""
    script = "import sys; from toolproof.testing.check import _main; sys.exit(_main(sys.argv[1:]))"
    command = [sys.executable, "-c", script, svc.name, module, str(seed), fixture]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p), PYTHONHASHSEED="random")
    child = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300, check=False)
    if child.returncode != 0:
        last = (child.stderr.strip().splitlines() or ["no output"])[-1]
        raise _Failed(f"building the fixture in a fresh process failed: {last}")
    there = json.loads(child.stdout)
    if there != here:
        raise _Failed(f"seed {seed} built different fixtures: {here} here, {there} in a fresh process")
    return f"seed {seed}: the same bytes in two processes (sha256 {here['bytes'][:12]}…)"


def _reset(svc: Service, seed: int, fixture: str) -> str:
    world = _world(svc, seed, fixture)
    try:
        data, hashed, clock = world.conn.serialize(), world.state_hash(full=True), world.clock.now
        op = sorted(svc.operations.values(), key=lambda o: (o.writes, o.name))[0]
        world.call(op.name, {})
        table = next((t for t in sorted(svc.tables) if world.rows(t)), None)
        if table is not None:
            world.edit([(f'DELETE FROM "{table}"', ())])
            if world.state_hash(full=True) == hashed:
                raise _Failed(f"emptying {table} did not change the state hash")
        world.reset()
        if world.conn.serialize() != data:
            raise _Failed("reset() did not restore the fixture's bytes")
        if world.state_hash() != hashed or world.state_hash(full=True) != hashed:
            raise _Failed("reset() did not restore the fixture's state hash")
        if world.clock.now != clock or len(world.ledger):
            raise _Failed("reset() did not restore the clock and empty the ledger")
    finally:
        world.close()
    return "bytes, hash, clock and ledger restored" + ("" if table else " (the fixture has no rows)")


# -- tool schemas and MCP -------------------------------------------------------------------------
def _subschemas(schema: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield schema
    for sub in schema.get("properties", {}).values():
        yield from _subschemas(sub)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            yield from _subschemas(schema[key])
    for sub in schema.get("anyOf", []):
        yield from _subschemas(sub)


def _check_parameters(tool: str, schema: Mapping[str, Any], *, meta: bool) -> None:
    """The rules OpenAI, Anthropic and MCP share for a tool's parameters (``transports.tools``)."""
    from toolproof.transports.tools import ALLOWED_KEYWORDS

    if schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):
        raise _Failed(f"{tool}: the parameters are not an object schema with properties")
    if any(k in schema for k in ("anyOf", "oneOf", "allOf", "enum", "not")):
        raise _Failed(f"{tool}: a combinator at the root of the parameters")
    if not set(schema.get("required", [])) <= set(schema["properties"]):
        raise _Failed(f"{tool}: required names a parameter that is not a property")
    text = json.dumps(schema)
    if "$ref" in text or "$defs" in text:
        raise _Failed(f"{tool}: the parameters use references")
    for node in _subschemas(schema):
        extra = set(node) - ALLOWED_KEYWORDS
        if extra:
            raise _Failed(f"{tool}: keywords no provider documents: {sorted(extra)}")
    if not meta:
        return
    try:
        import jsonschema
    except ImportError:  # pragma: no cover - jsonschema comes with the MCP SDK and the dev extra
        return
    try:  # Draft 7's meta-schema: the same verdict on this keyword subset, five times faster than 2020-12
        jsonschema.Draft7Validator.check_schema(dict(schema))
    except jsonschema.SchemaError as exc:
        raise _Failed(f"{tool}: not a valid JSON Schema: {exc.message}") from exc


def _check_strict(tool: str, schema: Mapping[str, Any]) -> None:
    from toolproof.transports.tools import OPENAI_STRICT_FORMATS, OPENAI_STRICT_UNSUPPORTED

    for node in _subschemas(schema):
        if set(node) & OPENAI_STRICT_UNSUPPORTED:
            raise _Failed(f"{tool}: strict schema uses {sorted(set(node) & OPENAI_STRICT_UNSUPPORTED)}")
        if "format" in node and node["format"] not in OPENAI_STRICT_FORMATS:
            raise _Failed(f"{tool}: strict schema uses format {node['format']!r}")
        if node.get("type") == "object" and (
            node.get("additionalProperties") is not False
            or sorted(node["required"]) != sorted(node["properties"])
        ):
            raise _Failed(f"{tool}: a strict object must list every property and forbid others")


def _tool_schemas(svc: Service) -> str:
    from toolproof.transports.tools import NAME_PATTERN, ToolSchemaError, tool_definitions

    try:
        definitions = {
            "openai": tool_definitions([svc], "openai"),
            "openai-strict": tool_definitions([svc], "openai", strict=True),
            "anthropic": tool_definitions([svc], "anthropic"),
        }
    except ToolSchemaError as exc:
        raise _Failed(str(exc)) from exc
    undocumented = [op.name for op in svc.operations.values() if not (op.description or op.summary).strip()]
    if undocumented:
        raise _Failed(
            f"no description (write the handler's docstring): {', '.join(sorted(undocumented)[:5])}"
        )
    strict = 0
    for flavour, tools in definitions.items():
        if len(tools) != len(svc.operations):
            raise _Failed(f"{flavour}: {len(tools)} tools for {len(svc.operations)} operations")
        for tool in tools:
            if flavour == "anthropic":
                name, description, params = tool["name"], tool["description"], tool["input_schema"]
            else:
                fn = tool["function"]
                name, description, params = fn["name"], fn["description"], fn["parameters"]
                if len(description) > 1024:
                    raise _Failed(f"{name}: OpenAI caps descriptions at 1,024 characters")
                if fn.get("strict"):
                    strict += 1
                    _check_strict(name, params)
            if not NAME_PATTERN.match(name):
                raise _Failed(f"{name!r} is not a name providers accept (^[a-zA-Z0-9_-]{{1,64}}$)")
            if not description.strip():
                raise _Failed(f"{name}: no description (write the handler's docstring)")
            _check_parameters(name, params, meta=flavour != "openai")
    return f"{len(svc.operations)} tools valid for OpenAI ({strict} strict) and Anthropic"


def _mcp() -> Any:
    try:
        from toolproof.transports import mcp
    except ImportError as exc:
        raise _Skipped(f"the MCP SDK is not installed (pip install 'toolproof[mcp]'): {exc}") from exc
    return mcp


def _mcp_listing(svc: Service, seed: int, fixture: str) -> str:
    mcp = _mcp()
    import anyio
    from mcp import Client

    world = _world(svc, seed, fixture)
    tools = mcp.McpTools([svc.name], mcp.WorldSource(lambda: world, single=world))

    async def listing() -> list[Any]:
        async with Client(tools.server(sessions_required=False)) as client:
            return list((await client.list_tools()).tools)

    try:
        listed = anyio.run(listing)
    finally:
        world.close()
    names = sorted(t.name for t in listed)
    expected = sorted(op.tool_name for op in svc.operations.values())
    if names != expected:
        raise _Failed(f"MCP lists {names[:5]}…, the operations are {expected[:5]}…")
    for tool in listed:
        if tool.input_schema.get("type") != "object":
            raise _Failed(f"{tool.name}: the MCP input schema is not an object")
    return f"{len(listed)} tools listed over an MCP client session"


def _hypothesis() -> Any:
    try:
        import hypothesis
    except ImportError as exc:  # pragma: no cover - hypothesis is in the dev and check extras
        raise _Failed("the fuzz checks need hypothesis: pip install 'toolproof[check]'") from exc
    return hypothesis


def _fuzz_settings(examples: int) -> hypothesis.settings:
    module = _hypothesis()
    configured: hypothesis.settings = module.settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(module.HealthCheck),
        phases=[module.Phase.generate, module.Phase.shrink],
    )
    return configured


def _junk_values() -> Any:
    from hypothesis import strategies as st

    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-(2**70), max_value=2**70),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=30),
        st.sampled_from(["", "0", "-1", "null", "true", "[]", "{}", "%00", "../..", "é" * 300, "x" * 5000]),
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
        max_leaves=8,
    )


def _typed_value(schema: Mapping[str, Any], depth: int = 0) -> Any:
    """Values of the schema's type (not its bounds or formats): what gets past type validation and into
    the handler, where a crash on an odd but well-typed value would hide."""
    from hypothesis import strategies as st

    if "enum" in schema:
        return st.sampled_from(list(schema["enum"]))
    if "anyOf" in schema:
        return st.one_of([_typed_value(branch, depth) for branch in schema["anyOf"]])
    kind = schema.get("type")
    if kind == "string":
        return st.one_of(st.text(max_size=20), st.sampled_from(["", "0", "-1", "x" * 5000, "2026-13-45"]))
    if kind == "integer":
        return st.one_of(st.integers(-1000, 1000), st.sampled_from([0, -1, 2**31, -(2**63), 10**20]))
    if kind == "number":
        return st.one_of(st.floats(allow_nan=False), st.sampled_from([0.0, -1.0, 1e300]))
    if kind == "boolean":
        return st.booleans()
    if kind == "null":
        return st.none()
    if kind == "array" and depth < 3:
        return st.lists(_typed_value(schema.get("items", {}), depth + 1), max_size=3)
    if kind == "object" and depth < 3 and schema.get("properties"):
        return _typed_arguments(schema, depth + 1)
    return _junk_values()


def _typed_arguments(schema: Mapping[str, Any], depth: int = 0) -> Any:
    """Every required property and some optional ones, each of its declared type."""
    from hypothesis import strategies as st

    properties = schema.get("properties", {})
    required = set(schema.get("required", []))
    return st.fixed_dictionaries(
        {k: _typed_value(v, depth) for k, v in properties.items() if k in required},
        optional={k: _typed_value(v, depth) for k, v in properties.items() if k not in required},
    )


def _mcp_fuzz(svc: Service, seed: int, fixture: str, examples: int) -> str:
    mcp = _mcp()
    import anyio
    from hypothesis import given
    from hypothesis import strategies as st

    world = _world(svc, seed, fixture)
    tools = mcp.McpTools([svc.name], mcp.WorldSource(lambda: world, single=world))
    specs = {spec.name: spec for spec in tools.specs}
    values = _junk_values()
    counts = {"calls": 0, "errors": 0}

    @st.composite
    def calls(draw: Any) -> tuple[str, dict[str, Any]]:
        tool = draw(st.sampled_from(sorted(specs)))
        schema = specs[tool].input_schema
        if draw(st.booleans()):  # well-typed values the handler really runs on
            return tool, draw(_typed_arguments(schema))
        known = sorted(schema["properties"]) or ["x"]
        keys = st.one_of(st.sampled_from(known), st.text(min_size=1, max_size=10))
        return tool, draw(st.dictionaries(keys, values, max_size=4))

    @_fuzz_settings(examples)
    @given(calls())
    def fuzz(call: tuple[str, dict[str, Any]]) -> None:
        tool, arguments = call
        before, entries = world.state_hash(), len(world.ledger)
        out = anyio.run(tools.call, "stdio", tool, arguments)
        counts["calls"] += 1
        where = f"{tool}({json.dumps(arguments, default=str)[:200]})"
        if out is None:
            raise _Failed(f"{where}: the listed tool is unknown to its own server")
        status = out.meta.get("toolproof/status", 0)
        if status >= 500 or "toolproof/transport_fault" in out.meta:
            raise _Failed(f"{where} answered {status}: {' '.join(out.texts)[:300]}")
        if any("Traceback (most recent call last)" in text for text in out.texts):
            raise _Failed(f"{where} leaked a traceback")
        committed = any(e.committed for e in list(world.ledger)[entries:])
        if out.is_error:
            counts["errors"] += 1
        if not committed and world.state_hash() != before:
            raise _Failed(f"{where} changed the state without committing (a half-applied write)")

    try:
        fuzz()
    finally:
        world.close()
    return f"{counts['calls']} junk tool calls, {counts['errors']} vendor errors, no 5xx"


# -- HTTP -----------------------------------------------------------------------------------------
@contextmanager
def _served(svc: Service, seed: int, fixture: str) -> Iterator[Any]:
    from toolproof.transports.http import start_in_thread

    server = start_in_thread([svc.name], seed=seed, fixture=fixture, rate_limits=False)
    try:
        yield server
    finally:
        server.stop()


def _headers(svc: Service, server: Any) -> dict[str, str]:
    token = server.info.credentials.get(svc.name, {}).get("token")
    return {"Authorization": f"Bearer {token}"} if token else {}


def _http_fuzz(
    svc: Service, seed: int, fixture: str, examples: int, seen: list[tuple[str, str, int, Any]]
) -> str:
    import httpx
    from hypothesis import given
    from hypothesis import strategies as st

    ops = sorted(svc.operations.values(), key=lambda o: o.name)
    segment = st.one_of(
        st.text(min_size=1, max_size=20),
        st.sampled_from(["0", "-1", "null", "x" * 300, "%", "..", "é", "[]"]),
    )
    query_value = st.one_of(
        st.text(max_size=20), st.sampled_from(["", "0", "-1", "true", "null", "x" * 3000])
    )
    bodies = st.one_of(
        st.just((b"", None)),
        _junk_values().map(lambda v: (json.dumps(v, default=str).encode(), "application/json")),
        st.binary(max_size=64).map(lambda b: (b, "application/json")),
        st.dictionaries(st.text(max_size=8), st.text(max_size=8), max_size=4).map(
            lambda d: ("&".join(f"{quote(k)}={quote(v)}" for k, v in d.items()).encode(), None)
        ),
        st.tuples(
            st.binary(max_size=32), st.sampled_from(["text/plain", "application/xml", "multipart/form-data"])
        ),
    )

    @st.composite
    def requests(draw: Any) -> tuple[str, str, dict[str, str], bytes, str | None, bool, bool]:
        if draw(st.integers(0, 9)) == 0:  # a path no operation declares
            return "GET", "/" + quote(draw(segment), safe=""), {}, b"", None, True, False
        op = draw(st.sampled_from(ops))
        method = draw(st.sampled_from(sorted(op.methods)))
        path, declared = op.path, True
        for name in op.path_params:
            value = quote(draw(segment), safe="")
            declared = declared and value not in (".", "..")  # the client resolves these: another path
            path = path.replace("{" + name + "}", value, 1)
        known = [*op.params.model_fields, "x"]
        query = draw(st.dictionaries(st.sampled_from(known), query_value, max_size=3))
        body, content_type = draw(bodies) if method != "GET" else (b"", None)
        return method, path, query, body, content_type, draw(st.booleans()), declared

    counts = {"requests": 0, "errors": 0}
    with _served(svc, seed, fixture) as server, httpx.Client(base_url=server.base_url, timeout=30) as http:
        world = server.world
        auth = _headers(svc, server)
        base = svc.mount.rstrip("/")

        @_fuzz_settings(examples)
        @given(requests())
        def fuzz(request: tuple[str, str, dict[str, str], bytes, str | None, bool, bool]) -> None:
            method, path, query, body, content_type, with_auth, declared = request
            headers = dict(auth) if with_auth else {}
            if content_type is not None:
                headers["Content-Type"] = content_type
            before, entries = world.state_hash(), len(world.ledger)
            response = http.request(method, base + path, params=query, content=body, headers=headers)
            counts["requests"] += 1
            where = f"{method} {base}{path}?{query} ({len(body)} body bytes)"
            if response.status_code >= 500:
                raise _Failed(f"{where} answered {response.status_code}: {response.text[:300]}")
            if "Traceback (most recent call last)" in response.text:
                raise _Failed(f"{where} leaked a traceback")
            committed = any(e.committed for e in list(world.ledger)[entries:])
            if not committed and world.state_hash() != before:
                raise _Failed(f"{where} changed the state without committing (a half-applied write)")
            try:
                parsed = response.json() if response.content else None
            except ValueError:
                parsed = response.text
            if response.status_code >= 400 or svc.dialect.error_code(parsed) is not None:
                counts["errors"] += 1
            if declared:  # the spec check validates answers on the routes the spec knows
                seen.append((method, path, response.status_code, parsed))

        fuzz()
    return f"{counts['requests']} junk requests, {counts['errors']} errors, no 5xx"


def _spec(
    svc: Service,
    seed: int,
    fixture: str,
    spec: SpecCheck | None,
    missing: str | None,
    seen: list[tuple[str, str, int, Any]],
) -> str:
    if spec is None:
        raise _Skipped(missing or "the service declares no spec to validate against")
    import httpx

    with _served(svc, seed, fixture) as server, httpx.Client(base_url=server.base_url, timeout=30) as http:
        base, auth = svc.mount.rstrip("/"), _headers(svc, server)
        for op in sorted(svc.operations.values(), key=lambda o: o.name):
            required = [n for n, f in op.params.model_fields.items() if f.is_required()]
            if op.writes or required or op.path_params or "GET" not in op.methods:
                continue
            response = http.get(base + op.path, headers=auth)
            seen.append(("GET", op.path, response.status_code, response.json() if response.content else None))
    problems = [
        f"{method} {path} ({status}): {problem}"
        for method, path, status, body in seen
        if (problem := spec(method, path, status, body)) is not None
    ]
    if problems:
        raise _Failed(f"{len(problems)} of {len(seen)} responses break the spec: " + " | ".join(problems[:3]))
    return f"{len(seen)} responses valid"


def _main(argv: Sequence[str]) -> int:
    """One process's fingerprint (``NAME MODULE SEED FIXTURE``; ``MODULE`` empty: load by name)."""
    name, module, seed, fixture = argv
    if module:
        import importlib

        svc = importlib.import_module(module).service
        registry.register(svc)
    else:
        svc = registry.get(name)
    print(json.dumps(fingerprint(svc, int(seed), fixture)))
    return 0
