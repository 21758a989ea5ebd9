"""Token cost of each service's tool definitions, as the chat agent sends them on every request.

Run: ``.venv/bin/pip install -e '.[tokens]'`` once, then
``.venv/bin/python benchmarks/tool_tokens.py [--services stripe,slack,gcal] [--json]``.

The definitions are exactly what ``OpenAIChatAgent.tools_for`` puts in each request (every operation of
the service, ``idempotency_key`` where the service takes one, then ``wait`` and ``finish``), serialised
as the SDK sends them (compact JSON). Tokens are counted with OpenAI's ``o200k_base`` (GPT-4o and
later) and ``cl100k_base`` (GPT-4, GPT-3.5) encodings, from ``tiktoken`` when its encoding files can
be loaded (it downloads them on first use), else from ``bpe-openai`` (which ships the same files);
with neither, a four-characters-a-token estimate is printed and marked as such.

Two forms are counted: the JSON *as sent* (compact, what a hosted API receives and renders its own way)
and the JSON *as a chat template renders it* for a local model (Qwen2.5 / Hermes-style templates write
each tool with ``tojson``, spaces after separators, one a line inside ``<tools>``…``</tools>``). A local
model's own tokenizer differs from OpenAI's by some percent; the order of magnitude (and which service
is the expensive one) does not change.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any, cast

from _common import use_example_service

use_example_service()

from toolproof.agents.episode import Episode  # noqa: E402
from toolproof.agents.openai_chat import DEFAULT_SYSTEM_PROMPT, OpenAIChatAgent  # noqa: E402
from toolproof.world import World  # noqa: E402

ENCODINGS = ("o200k_base", "cl100k_base")


def counter(name: str) -> tuple[Callable[[str], int], str]:
    """A token counter for encoding ``name`` and the library that provides it."""
    try:
        import tiktoken

        enc = tiktoken.get_encoding(name)
        return (lambda text: len(enc.encode(text, disallowed_special=()))), "tiktoken"
    except Exception:  # not installed, or its encoding files cannot be downloaded here
        pass
    try:
        import bpe_openai

        bpe = bpe_openai.get_encoding(name)
        return (lambda text: len(bpe.encode(text))), "bpe-openai"
    except Exception:
        return (lambda text: (len(text) + 3) // 4), "estimate: 4 characters a token"


def tools_of(service: str) -> list[dict[str, Any]]:
    """The tools the chat agent sends for a task on ``service`` alone."""
    agent = OpenAIChatAgent("m", base_url="http://127.0.0.1:9/v1")
    episode = cast(Episode, SimpleNamespace(world=World([service], seed=1)))
    return agent.tools_for(episode)


def as_sent(tools: list[dict[str, Any]]) -> str:
    return json.dumps(tools, ensure_ascii=False, separators=(",", ":"))


def as_rendered(tools: list[dict[str, Any]]) -> str:
    """The tools block a Qwen2.5 / Hermes-style chat template writes into the prompt."""
    return "<tools>\n" + "\n".join(json.dumps(t, ensure_ascii=False) for t in tools) + "\n</tools>"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--services", default="stripe,slack,gcal")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of a table")
    args = parser.parse_args(argv)
    counters = {name: counter(name) for name in ENCODINGS}
    rows: list[dict[str, Any]] = []
    system = DEFAULT_SYSTEM_PROMPT.format(policy="", waiting="", instruction="")
    for service in [s.strip() for s in args.services.split(",") if s.strip()]:
        tools = tools_of(service)
        sent, rendered = as_sent(tools), as_rendered(tools)
        row: dict[str, Any] = {"service": service, "tools": len(tools), "characters": len(sent)}
        for name, (count_tokens, _lib) in counters.items():
            row[f"{name} sent"] = count_tokens(sent)
            row[f"{name} rendered"] = count_tokens(rendered)
        rows.append(row)
    prompt = {name: count_tokens(system) for name, (count_tokens, _lib) in counters.items()}
    sources = {name: lib for name, (_fn, lib) in counters.items()}
    if args.json:
        print(json.dumps({"tools": rows, "system_prompt": prompt, "counted_with": sources}, indent=2))
        return 0
    columns = [f"{name} {form}" for form in ("sent", "rendered") for name in ENCODINGS]
    print(f"{'service':<10}{'tools':>6}{'chars':>8}" + "".join(f"{c:>22}" for c in columns))
    for row in rows:
        cells = "".join(f"{row[c]:>22,}" for c in columns)
        print(f"{row['service']:<10}{row['tools']:>6}{row['characters']:>8,}{cells}")
    print(f"{'system prompt':<24}" + "".join(f"{prompt[name]:>22,}" for name in ENCODINGS))
    print("counted with: " + ", ".join(f"{name}: {lib}" for name, lib in sources.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
