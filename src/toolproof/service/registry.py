"""Where services are found by name: the ``toolproof.services`` entry points (the built-in doubles
are registered there by toolproof's own packaging) and services registered at run time."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterable
from importlib.metadata import entry_points

from toolproof.service.service import Service

#: The entry-point group that names every double, the built-in ones included (their entries are in
#: toolproof's own pyproject.toml): adding a service never means editing this module.
GROUP = "toolproof.services"

_registered: dict[str, Service] = {}


class UnknownService(LookupError):
    pass


def register(service: Service) -> Service:
    """Make ``service`` available by name (to worlds, the server and the CLI)."""
    _registered[service.name] = service
    return service


def installed() -> list[str]:
    """Names of the services installed as packages (the entry points), without run-time registrations."""
    return sorted({ep.name for ep in entry_points(group=GROUP)})


def available() -> list[str]:
    """Names of every service that can be loaded."""
    return sorted(set(_registered).union(installed()))


def get(name: str) -> Service:
    """The service called ``name``; raises :class:`UnknownService` listing what exists."""
    if name in _registered:
        return _registered[name]
    module_name = next((ep.value for ep in entry_points(group=GROUP, name=name)), None)
    if module_name is None or importlib.util.find_spec(module_name) is None:
        raise UnknownService(f"unknown service {name!r}; available: {', '.join(available()) or 'none'}")
    module = importlib.import_module(module_name)
    service = getattr(module, "service", None)
    if not isinstance(service, Service):
        raise UnknownService(f"module {module_name} does not define `service = Service(...)`")
    _registered[name] = service
    return service


def known(names: Iterable[str]) -> list[Service]:
    """The services of ``names`` (a task's) that the registry knows, in order: what a grading check
    reads their declarations from. An unknown one is skipped, not raised: task validation reports it
    with its reason, and a check of a task that names it has nothing of it to read."""
    out: list[Service] = []
    for name in names:
        try:
            out.append(get(name))
        except UnknownService:
            continue
    return out
