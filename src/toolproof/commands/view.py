"""``toolproof view``: serve a run's report and episode pages on 127.0.0.1."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof.commands._common import CliError, cannot_listen, port_arg

DESCRIPTION = """\
Serve a run's report and its episode viewer locally: the scorecard and charts, failures grouped by
agent and reason, and for every episode the conversation, the timeline of calls with injected faults,
waits and retries marked, the duplicated effect highlighted, the diff and the verdicts, and two agents
side by side on the same episode. Pages are rendered from RUN/results.db on each change, so a run still
going shows its progress.
"""

EPILOG = """\
examples:
  toolproof view runs/demo-20250101-120000            serve on http://127.0.0.1:8770
  toolproof view runs/x --port 0 --json               a free port, one JSON line with the URL
  toolproof view runs/x --open                        and open it in the browser
"""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "view",
        help="serve a run's report and episode viewer on 127.0.0.1",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", metavar="RUN", help="a run folder (the --out of toolproof run or demo)")
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind (default: loopback only)")
    parser.add_argument("--port", type=port_arg, default=8770, help="port (0 picks a free one; default 8770)")
    parser.add_argument("--open", action="store_true", help="open the report in the default browser")
    parser.add_argument("--json", action="store_true", help="print one JSON line with the URL on start")


def run(args: argparse.Namespace) -> int:
    from toolproof.report.server import serve
    from toolproof.report.stored import RunNotFound, StoredRun

    try:
        stored = StoredRun(args.run)
    except RunNotFound as exc:
        raise CliError(str(exc)) from None

    def on_ready(url: str) -> None:
        report = f"{url}/report.html"
        if args.json:
            print(
                json.dumps({"url": report, "run": str(stored.folder), "episodes": stored.count()}), flush=True
            )
        else:
            print(f"toolproof view: {stored.count()} episodes of {stored.folder} at {report}", flush=True)
            print("Press Ctrl+C to stop.", flush=True)
        if args.open:
            import webbrowser

            webbrowser.open(report)

    try:
        serve(stored, host=args.host, port=args.port, on_ready=on_ready)
    except OSError as exc:
        raise cannot_listen(args.host, args.port, exc) from None
    except KeyboardInterrupt:
        pass
    finally:
        stored.close()
    return 0
