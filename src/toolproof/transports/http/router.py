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
        #: Per number of segments, the templated routes as one alternation (each route a group holding
        #: one group per parameter, tried in the scan's order): one match finds the route a scan would
        #: reach first, and its parameters.
        self._joined = {count: _join(routes) for count, routes in self._templated.items()}
        #: Per number of segments whose every route is made of whole segments (a literal or one
        #: ``{param}``: every route of the built-in services): a tree of literal segments to walk.
        self._trees: dict[int, _Node] = {}
        for count, routes in self._templated.items():
            tree = _tree(routes)
            if tree is not None:
                self._trees[count] = tree

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
            tree = self._trees.get(count)
            if tree is not None:
                found = tree.find(path.split("/"))
                if found is None:
                    raise UnknownRoute(
                        f"Unrecognized request URL ({method}: {path}).", path=path, method=method
                    )
                route, params = found
            else:
                matched = joined.fullmatch(path)
                if matched is None:
                    raise UnknownRoute(
                        f"Unrecognized request URL ({method}: {path}).", path=path, method=method
                    )
                route = self._templated[count][(matched.lastindex or 1) - 1]
                params = None
            ops = route.operations.get(method)
            if ops is None and method == "HEAD":
                ops = route.operations.get("GET")
            if ops:
                if params is None:
                    m = route.pattern.fullmatch(path)
                    assert m is not None
                    params = m.groupdict()
                return ops, {k: unquote(v) if "%" in v else v for k, v in params.items()}
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


class _Node:
    """One segment position of the routes of one segment count: the next literal segments, the next
    ``{param}`` segment, and (at the last position) the routes ending here with their scan rank."""

    __slots__ = ("ending", "literal", "param")

    def __init__(self) -> None:
        self.literal: dict[str, _Node] = {}
        self.param: _Node | None = None
        self.ending: list[tuple[int, Route, tuple[tuple[str, int], ...]]] = []

    def find(self, segments: list[str]) -> tuple[Route, dict[str, str]] | None:
        """The route a scan in rank order would match first for ``segments`` (a path split on ``/``),
        and its raw parameters: a literal segment matches itself, a ``{param}`` any non-empty one
        (what ``[^/]+`` matches between two slashes)."""
        nodes = [self]
        for segment in segments:
            following = []
            for node in nodes:
                child = node.literal.get(segment)
                if child is not None:
                    following.append(child)
                if segment and node.param is not None:
                    following.append(node.param)
            if not following:
                return None
            nodes = following
        best: tuple[int, Route, tuple[tuple[str, int], ...]] | None = None
        for node in nodes:
            for ending in node.ending:
                if best is None or ending[0] < best[0]:
                    best = ending
        if best is None:
            return None
        return best[1], {name: segments[at] for name, at in best[2]}


def _tree(routes: list[Route]) -> _Node | None:
    """The tree of ``routes`` (all of one segment count, in scan order), or ``None`` if a route has a
    segment that is neither literal nor one whole ``{param}`` (those stay on the joined pattern)."""
    root = _Node()
    for rank, route in enumerate(routes):
        node = root
        params: list[tuple[str, int]] = []
        for at, segment in enumerate(_template(route).split("/")):
            if "{" in segment or "}" in segment:
                whole = _PARAM.fullmatch(segment)
                if whole is None:
                    return None
                params.append((whole.group(1), at))
                if node.param is None:
                    node.param = _Node()
                node = node.param
            else:
                node = node.literal.setdefault(segment, _Node())
        node.ending.append((rank, route, tuple(params)))
    return root


def _template(route: Route) -> str:
    """The declared path of ``route`` (its operations all share it)."""
    return next(iter(next(iter(route.operations.values())).values())).path


_NAMED = re.compile(r"\(\?P<[A-Za-z_][A-Za-z0-9_]*>")


def _compile(path: str) -> re.Pattern[str]:
    out, pos = [], 0
    for m in _PARAM.finditer(path):
        out.append(re.escape(path[pos : m.start()]))
        out.append(f"(?P<{m.group(1)}>[^/]+)")
        pos = m.end()
    out.append(re.escape(path[pos:]))
    return re.compile("".join(out))
