"""Vendor knowledge lives only in its service: no vendor name in code outside ``services/<name>/``.

Code here means identifiers and string literals; comments and docstrings may use a vendor as an
example. Besides the names (Stripe, Slack, Google Calendar, ``gcal``, Linear; Box by its SDK, hosts,
operation and table names), the markers below are vendor wire facts that betray knowledge which
belongs in a dialect. What must stay (help text that shows a
real command, the registry of built-in doubles) is on the allow-list with the reason; the layer
contracts themselves are import-linter's (``pyproject.toml``), run by ``scripts/test``.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "toolproof"
VENDOR = re.compile(
    r"stripe|slack|gcal|google[ _-]?calendar|\blinear\b"
    # Box: the word alone is everyday code (CSS boxes), so its SDK, hosts and operation names.
    r"|box_sdk_gen|boxsdk|(?:api|upload)\.box\.com|\bbox_(?:items|users|versions)\b"
    r"|\bbox\.(?:files|folders|uploads|trash|collaborations|comments|tasks|search|file_metadata)\."
    # Vendor wire facts: Slack's 429 code, Google's rate-limit reasons, credential prefixes.
    r"|(?-i:\bratelimited\b)|ratelimitexceeded|sk_test_|xoxb-|lin_api_",
    re.IGNORECASE,
)

#: file (relative to src/toolproof) → why vendor names may appear in its code.
ALLOWED: dict[str, str] = {
    "cli.py": "help text: the description names the built-in doubles, the examples are real commands",
    "commands/_common.py": "a bad --services value gets a real example in its one-line error",
    "commands/serve.py": "help text: how each official SDK points at the server (base-URL options)",
    "commands/run.py": "help text: a real --task glob example",
    "commands/tasks.py": "help text: a real --task glob example",
    "commands/experiment.py": "help text: real --task examples (core task ids)",
    "commands/tools.py": "help text: a real --services example",
    "tasks/catalog.py": "a bad --task pattern gets a real example in its one-line error",
    # Next: each service ships its official-SDK client factory and the plugin asks the service.
    "testing/served.py": "the pytest plugin's official-SDK clients (stripe, slack_sdk, googleapiclient)",
}


def _code_tokens(path: Path) -> list[tuple[int, str]]:
    """(line, text) of every identifier and string literal that is not a docstring."""
    out: list[tuple[int, str]] = []
    previous = tokenize.NEWLINE
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline)
    for tok in tokens:
        if tok.type == tokenize.STRING and previous in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT):
            pass  # a statement that is only a string: a docstring
        elif tok.type in (tokenize.NAME, tokenize.STRING) or tok.type == getattr(
            tokenize, "FSTRING_MIDDLE", -1
        ):
            out.append((tok.start[0], tok.string))
        if tok.type not in (tokenize.COMMENT, tokenize.NL):
            previous = tok.type
    return out


def _offenders() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        relative = path.relative_to(SRC).as_posix()
        if relative.startswith("services/"):
            continue
        hits = [f"{line}: {text[:80]}" for line, text in _code_tokens(path) if VENDOR.search(text)]
        if hits:
            found[relative] = hits
    return found


def test_no_vendor_name_in_code_outside_its_service() -> None:
    unexpected = {path: hits for path, hits in _offenders().items() if path not in ALLOWED}
    assert not unexpected, (
        "vendor knowledge outside services/<name>/ (move it into the service's dialect):\n"
        + "\n".join(f"{path}:{hit}" for path, hits in unexpected.items() for hit in hits)
    )


def test_the_allow_list_is_no_longer_than_it_must_be() -> None:
    stale = sorted(set(ALLOWED) - set(_offenders()))
    assert not stale, f"no vendor name left in {stale}: take them off the allow-list"


def test_the_check_sees_code_but_not_docs(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Talks to Stripe."""\n\n# slack-style comment\ndef f() -> str:\n    """gcal."""\n'
        '    return "ratelimited"\n\nNAME = "x"\n',
        encoding="utf-8",
    )
    assert [text for _, text in _code_tokens(sample) if VENDOR.search(text)] == ['"ratelimited"']
