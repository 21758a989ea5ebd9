"""``toolproof new-service NAME``: scaffold a working double in the layout every service uses."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from toolproof.commands._common import CliError

NEXT_STEPS = """\
next:
  {cd}toolproof check-service {name}    the contract check (determinism, reset, schemas, fuzz)
  python -m pytest {name}/tests    the scaffold's own tests
  register it by name for every command: in your pyproject.toml
    [project.entry-points."toolproof.services"]
    {name} = "{name}"
  (see {name}/README.md and `toolproof docs new-service`)"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "new-service",
        help="scaffold a new double (a working create + list API) in the standard layout",
        description="Write the package DIR/NAME: service, tables, params, errors, dialect, fixtures, "
        "operations/ (create and list), README, a task and tests. It passes `toolproof check-service` "
        "unchanged; register it through the `toolproof.services` entry point.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="example:\n  toolproof new-service notes --dir src     writes src/notes/",
    )
    parser.add_argument("name", metavar="NAME", help="service name: lower-case letters, digits, underscores")
    parser.add_argument("--dir", default=".", metavar="PATH", help="folder to create NAME/ in (default: .)")


def run(args: argparse.Namespace) -> int:
    from toolproof.scaffold import ScaffoldError, render

    into = Path(args.dir)
    if not into.is_dir():
        raise CliError(f"--dir {into} is not a folder")
    try:
        written = render(args.name, into)
    except ScaffoldError as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"cannot write into {into}: {exc.strerror or exc}", code=1) from None
    package = into / args.name
    print(f"wrote {package}{os.sep} ({len(written)} files)")
    for path in written:
        print(f"  {path.relative_to(package)}")
    cd = "" if into.resolve() == Path.cwd().resolve() else f"cd {into} && "
    print(NEXT_STEPS.format(cd=cd, name=args.name))
    return 0
