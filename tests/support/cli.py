"""Running the real ``toolproof`` command in a child process, with the example service registered."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: ``python -c LAUNCH ARGS…`` runs ``toolproof ARGS…`` with ``tests.conftest`` imported first.
LAUNCH = (
    f"import sys; sys.path.insert(0, {str(ROOT)!r}); import tests.conftest; "
    "from toolproof.cli import main; sys.exit(main(sys.argv[1:]))"
)


#: Environment for a child ``toolproof`` whose injected waits should not take real seconds: a plan's
#: 30-second timeout holds 0.3 s (``TOOLPROOF_TIME_SCALE``; the ledger and clock keep 30 s).
FAST_WAITS = {"TOOLPROOF_TIME_SCALE": "0.01"}


def run_cli(*args: str) -> subprocess.Popen[str]:
    """Start ``toolproof ARGS…``; the caller reads its pipes and waits for it."""
    return subprocess.Popen(
        [sys.executable, "-c", LAUNCH, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
