"""Matching a request path to an operation of one service."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

from toolproof.service.errors import MethodNotAllowed, UnknownRoute
from toolproof.service.operation import Operation
from toolproof.service.service import Service

_PARAM = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True)
class Route:
    pattern: re.Pattern[str]
    operations: dict[str, dict[str, Operation]]  # by HTTP method, then by operation name


class ServiceRouter:
    """The routes of one service, relative to its mount point.

    Literal paths win over templated ones (``/v1/customers/search`` before ``/v1/customers/{id}``).
    One method and path carry one operation, unless the service's dialect is ``multiplexed`` (GraphQL,
    JSON-RPC): then :meth:`match_all` returns them all and the dialect picks one from the request.
    Matching is per request, so it is indexed once: literal paths in a dict, templated ones by their
    number of segments (a ``{param}`` matches exactly one), in the same order as a scan of every route.
    """

    def __init__(self, service: Service) -> None:
        self.service = service
        shared = service.dialect.multiplexed
        by_path: dict[str, dict[str, dict[str, Operation]]] = {}
        for op in service.operations.values():
            methods = by_path.setdefault(op.path, {})
            for method in op.methods:
                ops = methods.setdefault(method, {})
                if ops and not shared:
                    raise ValueError(f"{service.name}: {method} {op.path} is declared twice")
                ops[op.name] = op
        ordered = sorted(by_path.items(), key=lambda item: (item[0].count("{"), -len(item[0])))
        self.routes = [Route(_compile(path), ops) for path, ops in ordered]
        self._literal = {path: ops for path, ops in by_path.items() if "{" not in path}
        self._templated: dict[int, list[Route]] = {}
        for (path, _ops), route in zip(ordered, self.routes, strict=True):
            if "{" in path:
                self._templated.setdefault(path.count("/"), []).append(route)
        #: Per number of segments, the templated routes as one alternation (each route one group, tried
        #: in the scan's order): one search finds the route a scan would reach first.
        self._joined = {count: _join(routes) for count, routes in self._templated.items()}

    def match(self, method: str, path: str) -> tuple[Operation, dict[str, str]]:
        """The operation at ``method path`` and the path parameters (the first one declared there, if
        the service multiplexes; :meth:`match_all` gives them all)."""
        ops, params = self.match_all(method, path)
        return next(iter(ops.values())), params

    def match_all(self, method: str, path: str) -> tuple[dict[str, Operation], dict[str, str]]:
        """The operations (by name) at ``method path`` and the path parameters; one operation unless the
        service multiplexes."""
        allowed: set[str] = set()
        literal = self._literal.get(path)
        if literal is not None:
            ops = literal.get(method)
            if ops is None and method == "HEAD":
                ops = literal.get("GET")
            if ops:
                return ops, {}
            allowed.update(literal)
        count = path.count("/")
        joined = self._joined.get(count)
        if joined is not None and not allowed:
            found = joined.fullmatch(path)
            if found is None:
                raise UnknownRoute(f"Unrecognized request URL ({method}: {path}).", path=path, method=method)
            route = self._templated[count][(found.lastindex or 1) - 1]
            ops = route.operations.get(method)
            if ops is None and method == "HEAD":
                ops = route.operations.get("GET")
            if ops:
                m = route.pattern.fullmatch(path)
                assert m is not None
                return ops, {k: unquote(v) if "%" in v else v for k, v in m.groupdict().items()}
            # The first route there lacks the method: the scan below collects what is allowed.
        for route in self._templated.get(count, ()):
            m = route.pattern.fullmatch(path)
            if m is None:
                continue
            ops = route.operations.get(method)
            if ops is None and method == "HEAD":
                ops = route.operations.get("GET")
            if ops:
                return ops, {k: unquote(v) for k, v in m.groupdict().items()}
            allowed.update(route.operations)
        if allowed:
            raise MethodNotAllowed(
                f"Unrecognized request URL ({method}: {path}). "
                f"This URL accepts {', '.join(sorted(allowed))}.",
                path=path,
                method=method,
            )
        raise UnknownRoute(f"Unrecognized request URL ({method}: {path}).", path=path, method=method)


def _join(routes: list[Route]) -> re.Pattern[str]:
    """One pattern matching what any of ``routes`` matches; the matched route is the outer group
    numbered ``lastindex`` (its own parameters become unnamed groups inside it)."""
    parts = [f"({_NAMED.sub('(?:', route.pattern.pattern)})" for route in routes]
    return re.compile("|".join(parts))


_NAMED = re.compile(r"\(\?P<[A-Za-z_][A-Za-z0-9_]*>")


def _compile(path: str) -> re.Pattern[str]:
    out, pos = [], 0
    for m in _PARAM.finditer(path):
        out.append(re.escape(path[pos : m.start()]))
        out.append(f"(?P<{m.group(1)}>[^/]+)")
        pos = m.end()
    out.append(re.escape(path[pos:]))
    return re.compile("".join(out))
