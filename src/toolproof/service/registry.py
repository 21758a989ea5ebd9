"""Where services are found by name: built-ins, entry points, and services registered at run time."""

from __future__ import annotations

import importlib
import importlib.util
from importlib.metadata import entry_points

from toolproof.service.service import Service

#: Built-in doubles, imported only when first used.
BUILTIN: dict[str, str] = {
    "stripe": "toolproof.services.stripe",
    "slack": "toolproof.services.slack",
    "gcal": "toolproof.services.gcal",
}

_registered: dict[str, Service] = {}


class UnknownService(LookupError):
    pass


def register(service: Service) -> Service:
    """Make ``service`` available by name (to worlds, the server and the CLI)."""
    _registered[service.name] = service
    return service


def available() -> list[str]:
    """Names of every service that can be loaded."""
    names = set(_registered)
    names.update(name for name, module in BUILTIN.items() if importlib.util.find_spec(module) is not None)
    names.update(ep.name for ep in entry_points(group="toolproof.services"))
    return sorted(names)


def get(name: str) -> Service:
    """The service called ``name``; raises :class:`UnknownService` listing what exists."""
    if name in _registered:
        return _registered[name]
    module_name = BUILTIN.get(name)
    if module_name is None:
        for ep in entry_points(group="toolproof.services"):
            if ep.name == name:
                module_name = ep.value
                break
    if module_name is None or importlib.util.find_spec(module_name) is None:
        raise UnknownService(f"unknown service {name!r}; available: {', '.join(available()) or 'none'}")
    module = importlib.import_module(module_name)
    service = getattr(module, "service", None)
    if not isinstance(service, Service):
        raise UnknownService(f"module {module_name} does not define `service = Service(...)`")
    _registered[name] = service
    return service
