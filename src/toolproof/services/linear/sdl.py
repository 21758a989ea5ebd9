"""Where Linear's schema (its published SDL) is read from.

The double executes every request against Linear's own SDL (graphql-core), so responses have the
vendor's shape by construction. The SDL is Linear's file (MIT, published with ``@linear/sdk`` in the
linear/linear repository, ``packages/sdk/src/schema.graphql``) and is *not* shipped in this package:
the vendor specs stay outside the repository. It is looked up, in order, at

1. ``$TOOLPROOF_LINEAR_SCHEMA`` (the file itself);
2. ``$TOOLPROOF_SPECS/linear/schema.graphql`` (a folder laid out like ``../shared/specs``);
3. without ``$TOOLPROOF_SPECS``: ``../shared/specs/linear/schema.graphql`` beside a source checkout.

Without it the Linear service still loads (its fixture, tables and tool schemas need no SDL), but a
request is refused with :class:`SchemaUnavailable`, whose message says how to provide the file.
"""

from __future__ import annotations

import os
from pathlib import Path

#: The file itself.
SCHEMA_ENV = "TOOLPROOF_LINEAR_SCHEMA"
#: A folder laid out like ``../shared/specs`` (the setting the tests use too).
SPECS_ENV = "TOOLPROOF_SPECS"
#: Where the SDL sits inside such a folder.
RELATIVE = Path("linear") / "schema.graphql"
#: The source checkout's root: ``src/toolproof/services/linear/sdl.py`` → four levels up.
_CHECKOUT = Path(__file__).resolve().parents[4]

HOW_TO = (
    "Linear's schema is needed to serve Linear: download schema.graphql from the linear/linear "
    "repository (packages/sdk/src/schema.graphql, MIT) and set TOOLPROOF_LINEAR_SCHEMA to its path, "
    "or set TOOLPROOF_SPECS to a folder holding linear/schema.graphql"
)


def candidates() -> list[Path]:
    """Every place the SDL is looked for, in order."""
    found: list[Path] = []
    if own := os.environ.get(SCHEMA_ENV):
        found.append(Path(own).expanduser())
    specs = os.environ.get(SPECS_ENV)
    folder = Path(specs).expanduser() if specs else _CHECKOUT.parent / "shared" / "specs"
    found.append(folder / RELATIVE)
    return found


def schema_path() -> Path | None:
    """The SDL file to use, or ``None`` when there is none."""
    return next((p for p in candidates() if p.is_file()), None)


def missing() -> str | None:
    """Why Linear cannot be served here (``None``: it can): the places looked at and the fix."""
    if schema_path() is not None:
        return None
    looked = ", ".join(str(p) for p in candidates())
    return f"{HOW_TO} (looked at: {looked})"
