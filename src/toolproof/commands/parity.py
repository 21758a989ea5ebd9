"""``toolproof parity record|check``: keep the doubles honest against the real APIs."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from toolproof.commands._common import CliError

DESCRIPTION = """\
Compare a double with the real API it stands for, call by call.

  record   run a scenario (YAML: operations and parameters, ${name.path} references to earlier
           results) against the live API with your own credential, and store each request and
           response as a cassette, with ids, timestamps and request ids normalised
  check    replay cassettes against the double and report every difference in status, shape,
           values and headers; exits 1 on any difference

The shipped cassettes (one set per double, built from the vendors' documented examples and marked
with their provenance) are what `check` replays when given no files. Guide: toolproof docs parity.
"""

RECORD_HELP = """\
Run SCENARIO against --base-url (default: the real API) with your credential from the environment
variable the service names (`toolproof parity record --service NAME` without it says which), and
write the cassette to --out (a folder; the file is named after the scenario).

examples:
  toolproof parity record --service NAME --scenario calls.yaml --out cassettes/
  toolproof parity record --service NAME --scenario calls.yaml --var customer=<your id>
  toolproof parity record --service NAME --scenario calls.yaml --base-url http://127.0.0.1:8765/NAME
"""

CHECK_HELP = """\
Replay cassettes against the double (served on 127.0.0.1 in this process, a fresh world per
cassette) and print each difference; exit 1 on any. Without files: every shipped cassette (of
--service only, when given).

examples:
  toolproof parity check                         every shipped cassette
  toolproof parity check --service NAME --json   one double's, as JSON
  toolproof parity check cassettes/calls.json    your own recordings
  toolproof parity check --base-url http://127.0.0.1:8765 --admin-token TOKEN   a running server
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "parity",
        help="record cassettes from the real APIs and check the doubles against them",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    actions = parser.add_subparsers(dest="parity_command", metavar="ACTION")
    rec = actions.add_parser(
        "record",
        help="run a scenario against the live API and store a cassette",
        description=RECORD_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    rec.add_argument("--service", required=True, help="the double the scenario is for")
    rec.add_argument("--scenario", required=True, type=Path, help="the scenario YAML file")
    rec.add_argument("--base-url", default=None, help="where to send the calls (default: the real API)")
    rec.add_argument("--out", type=Path, default=Path("cassettes"), help="folder for the cassette")
    rec.add_argument(
        "--var",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="your account's value for one of the scenario's vars (repeatable)",
    )
    chk = actions.add_parser(
        "check",
        help="replay cassettes against the double and report differences",
        description=CHECK_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    chk.add_argument("cassettes", nargs="*", type=Path, help="cassette files (default: the shipped ones)")
    chk.add_argument("--service", default=None, help="only this double's cassettes")
    chk.add_argument(
        "--base-url",
        default=None,
        help="replay against a running `toolproof serve` at this URL instead of serving the doubles here",
    )
    chk.add_argument(
        "--admin-token",
        default=None,
        help="that server's admin token (default: $TOOLPROOF_ADMIN_TOKEN): a world per cassette",
    )
    chk.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    if args.parity_command == "record":
        return _record(args)
    if args.parity_command == "check":
        return _check(args)
    print("toolproof parity: give an action: record or check (see toolproof parity --help)", file=sys.stderr)
    return 2


def _service(name: str) -> None:
    from toolproof.service import registry

    try:
        service = registry.get(name)
    except registry.UnknownService as exc:
        raise CliError(str(exc)) from None
    if service.parity is None:
        raise CliError(f"service {name!r} declares no parity rules, so it cannot be recorded or checked")


def _record(args: argparse.Namespace) -> int:
    from toolproof.parity.http import Unreachable
    from toolproof.parity.record import RecordError, credential_for, record
    from toolproof.parity.scenario import ScenarioError, load_scenario

    _service(args.service)
    overrides: dict[str, str] = {}
    for item in args.var:
        name, sep, value = item.partition("=")
        if not sep or not name:
            raise CliError(f"--var takes NAME=VALUE, got {item!r}")
        overrides[name] = value
    try:
        scenario = load_scenario(args.scenario)
        if scenario.service != args.service:
            raise CliError(f"{args.scenario} is a scenario for {scenario.service!r}, not {args.service!r}")
        unknown = sorted(set(overrides) - set(scenario.vars))
        if unknown:
            raise CliError(
                f"--var {unknown[0]}: the scenario has no such var (it has: {sorted(scenario.vars)})"
            )
        credential = credential_for(args.service)
        cassette = record(
            scenario,
            base_url=args.base_url,
            credential=credential,
            overrides=overrides,
            source=args.scenario.name,
        )
    except (ScenarioError, RecordError, Unreachable) as exc:
        raise CliError(str(exc), code=1) from None
    out = args.out / (args.scenario.stem + ".json")
    try:
        cassette.save(out)
    except OSError as exc:
        raise CliError(f"cannot write {out}: {exc.strerror}", code=1) from None
    statuses = ", ".join(str(i.response["status"]) for i in cassette.interactions)
    print(f"{out}: {len(cassette.interactions)} call(s) recorded (statuses {statuses})")
    return 0


def _check(args: argparse.Namespace) -> int:
    from toolproof.parity.cassette import Cassette, CassetteError
    from toolproof.parity.check import check, render, shipped
    from toolproof.parity.http import Unreachable
    from toolproof.parity.play import PlayError

    if args.service is not None:
        _service(args.service)
    paths = list(args.cassettes) or shipped([args.service] if args.service else None)
    if not paths:
        raise CliError("no cassettes to check (give cassette files, or a --service that ships some)")
    try:
        cassettes = [Cassette.load(p) for p in paths]
    except CassetteError as exc:
        raise CliError(str(exc)) from None
    if args.service is not None:
        cassettes = [c for c in cassettes if c.service == args.service]
    for cassette in cassettes:
        _service(cassette.service)
    served = None
    if args.base_url is not None:
        from toolproof.parity.check import Served

        token = args.admin_token or os.environ.get("TOOLPROOF_ADMIN_TOKEN", "")
        if not token:
            raise CliError(
                "--base-url needs the server's admin token: --admin-token or $TOOLPROOF_ADMIN_TOKEN"
            )
        served = Served(args.base_url, token)
    try:
        reports = check(cassettes, served=served)
    except (PlayError, Unreachable) as exc:
        raise CliError(str(exc), code=1) from None
    if args.json:
        total = sum(r.differences for r in reports)
        print(json.dumps({"differences": total, "cassettes": [r.to_dict() for r in reports]}, indent=2))
    else:
        print(render(reports))
    return 1 if any(r.differences for r in reports) else 0
