"""``toolproof new-service NAME``: a working two-operation double in the layout every service uses.

The templates (``templates/``, shipped in the package) are rendered with :class:`string.Template`:
``${name}`` is the service name (also the package and table prefix), ``${Name}`` its class-name form
and ``${title}`` its display form. The result passes ``check_service()`` unchanged, and is registered
through the ``toolproof.services`` entry point (or :func:`toolproof.service.register` in process), so
adding it edits no toolproof file.
"""

from __future__ import annotations

import keyword
import re
from pathlib import Path
from string import Template

TEMPLATES = Path(__file__).resolve().parent / "templates"

#: A service name: a Python package name that is also a table prefix and a URL segment.
NAME = re.compile(r"^[a-z][a-z0-9_]{0,30}$")


class ScaffoldError(ValueError):
    """A name or destination the scaffold refuses, with the reason in one line."""


def check_name(name: str) -> None:
    """Refuse names that cannot be a package, a table prefix and a mount at once, or that are taken."""
    if not NAME.match(name) or name.endswith("_") or "__" in name:
        raise ScaffoldError(
            f"service name {name!r} must be lower-case letters, digits and single underscores, starting"
            " with a letter (at most 31 characters), e.g. notes or crm_tickets"
        )
    if keyword.iskeyword(name):
        raise ScaffoldError(f"service name {name!r} is a Python keyword")
    from toolproof.service import registry

    if name in registry.available():
        raise ScaffoldError(f"a service called {name!r} already exists (see toolproof services)")


def class_name(name: str) -> str:
    return "".join(part.title() for part in name.split("_"))


def templates() -> list[Path]:
    """Every template, relative to :data:`TEMPLATES`, in a stable order."""
    return sorted(p.relative_to(TEMPLATES) for p in TEMPLATES.rglob("*.tmpl"))


def render(name: str, into: Path) -> list[Path]:
    """Write the package ``into/name`` and return the files written (nothing is written on refusal)."""
    check_name(name)
    target = into / name
    if target.exists():
        raise ScaffoldError(f"{target} already exists; choose another --dir or name")
    values = {"name": name, "Name": class_name(name), "title": name.replace("_", " ").title()}
    rendered = {
        target / str(rel).removesuffix(".tmpl"): Template((TEMPLATES / rel).read_text(encoding="utf-8"))
        for rel in templates()
    }
    written = []
    for path, template in rendered.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(template.substitute(values), encoding="utf-8")
        written.append(path)
    return written
