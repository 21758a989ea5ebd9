"""Every weekday alternation in the suites' hand-written regexes reads each day it lists in full.

resample20a found ``(?:mon|wed|thu|fri|sat|sun)(?:day|s|\\.)?\\b`` refusing "another day than Tuesday":
"Wednesday" is ``wed`` + ``nesday``, never ``wed`` + ``day``, so Wednesday, Thursday and Saturday went
unread and a wrong day passed. Each abbreviation a group lists, followed by one of the suffixes the next
group offers, must spell its day (a group of suffixes that offers none of them reads abbreviations only,
and is left alone)."""

from __future__ import annotations

import re
from pathlib import Path

import toolproof

ROOT = Path(toolproof.__file__).parent
DAYS = {
    "mon": "monday",
    "tue": "tuesday",
    "wed": "wednesday",
    "thu": "thursday",
    "fri": "friday",
    "sat": "saturday",
    "sun": "sunday",
}
#: "(?:mon|wed|…)(?:day|s|\.)?": a group of abbreviations, then a group of suffixes.
_GROUP = re.compile(
    r"\(\?:((?:mon|tue|wed|thu|fri|sat|sun)(?:\|(?:mon|tue|wed|thu|fri|sat|sun))*)\)"
    r"\(\?:([a-z|\\.]+)\)"
)


def _sources() -> list[Path]:
    files = sorted((ROOT / "suites").rglob("*.yaml"))
    script = ROOT.parents[1] / "scripts" / "fanout-suite.py"
    return [*files, script] if script.exists() else files


def test_each_listed_weekday_is_read_in_full() -> None:
    short = []
    for path in _sources():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for m in _GROUP.finditer(line):
                suffixes = [s for s in m.group(2).split("|") if s.isalpha()]
                if not any(s.endswith("day") for s in suffixes):
                    continue  # abbreviations alone ("wed", "wednesday" read elsewhere)
                for abbr in m.group(1).split("|"):
                    if not any(abbr + s == DAYS[abbr] for s in suffixes):
                        short.append(f"{path.name}:{n}: {DAYS[abbr]} in {m.group(0)}")
    assert short == []
