"""Settings of the chat agent, from Python or from ``--agent-opt KEY=VALUE,…`` on the command line.

Every knob a model endpoint needs is here, with the default a hosted API wants, and ``preset=local``
for a single-slot local server (llama.cpp's server, Ollama, a small vLLM): such a server computes one
request at a time and keeps computing a request its client gave up on, so the hosted defaults
(a 120 s timeout, 2 retries, 8 episodes at once) abandon requests and queue the retries behind
them. The preset waits instead::

    toolproof run --agent openai:qwen2.5-7b-instruct --agent-opt preset=local,max_turns=12
    toolproof run --agent openai:gpt-4o-mini --agent-opt timeout=60,retries=4,seed=7,tool_choice=required
    toolproof run --agent openai:m --agent-opt @agent.yaml      # the same keys in a YAML mapping

    OpenAIChatAgent("qwen2.5:7b", base_url=..., settings=AgentSettings.local(max_turns=12))

``header.NAME=VALUE`` adds an HTTP header to every request; ``extra.KEY=JSON`` a body field the
server understands (vLLM's ``extra.top_k=20``, llama.cpp's ``extra.cache_prompt=true``).
``concurrency`` and ``time_limit`` are hints for ``toolproof run`` (episodes at once, seconds per
episode), used when the command line does not set ``--concurrency`` / ``--time-limit``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

#: What ``preset=local`` sets (each can still be overridden after it).
LOCAL_PRESET: dict[str, Any] = {
    "timeout": 1800.0,  # a CPU server may need many minutes for a long prompt
    "retries": 0,  # a retry would queue behind the abandoned request, which the server keeps computing
    "max_tokens": 1024,  # a looping small model must not generate until the context is full
    "max_result_chars": 4000,  # tool results eat a small context fast
    "concurrency": 1,  # one slot: one episode at a time
    "time_limit": 7200.0,  # seconds per episode: many slow turns
}
PRESETS: dict[str, dict[str, Any]] = {"hosted": {}, "local": LOCAL_PRESET}

TOOL_CHOICES = ("auto", "required", "none")


class AgentSettingsError(ValueError):
    """Settings that cannot be used, said in one line."""


class AgentSettings(BaseModel):
    """How the chat agent talks to its endpoint. Immutable; ``model_copy(update=...)`` to vary one."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    timeout: float | None = Field(120.0, gt=0, description="seconds per model request (none: no limit)")
    retries: int = Field(2, ge=0, le=20, description="SDK retries of timeouts, 408/409/429 and 5xx")
    max_turns: int = Field(30, ge=1, description="model requests per episode")
    max_result_chars: int | None = Field(20_000, ge=1, description="tool results are cut to this length")
    temperature: float | None = Field(0.0, ge=0, le=2, description="sampling temperature (none: not sent)")
    top_p: float | None = Field(None, gt=0, le=1, description="nucleus sampling (none: not sent)")
    seed: int | None = Field(None, description="sampling seed, for servers that honour it")
    max_tokens: int | None = Field(None, ge=1, description="tokens per answer (none: not sent)")
    tool_choice: str | None = Field(None, description="auto, required, none or a tool name (none: not sent)")
    parallel_tool_calls: bool | None = Field(True, description="several calls in one turn (none: not sent)")
    strict: bool = Field(False, description="OpenAI strict function schemas")
    wait_tool: bool = Field(True, description="offer a wait(seconds) tool for rate limits")
    max_tools: int | None = Field(
        128, ge=3, description="tools per request, finish and wait included (OpenAI's cap; none: all)"
    )
    headers: dict[str, str] = Field(default_factory=dict, description="HTTP headers on every request")
    extra: dict[str, Any] = Field(default_factory=dict, description="extra body fields on every request")
    concurrency: int | None = Field(None, ge=1, description="hint for toolproof run: episodes at once")
    time_limit: float | None = Field(None, gt=0, description="hint for toolproof run: seconds per episode")

    @field_validator("tool_choice")
    @classmethod
    def _tool_choice(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("give auto, required, none or a tool name")
        return value

    @classmethod
    def local(cls, **overrides: Any) -> AgentSettings:
        """The preset for a single-slot local server, with ``overrides``."""
        return cls.model_validate({**LOCAL_PRESET, **overrides})

    def tool_choice_param(self) -> Any:
        """``tool_choice`` as the chat completions API takes it (a tool name becomes a function choice)."""
        if self.tool_choice is None or self.tool_choice in TOOL_CHOICES:
            return self.tool_choice
        return {"type": "function", "function": {"name": self.tool_choice}}

    def request_options(self) -> dict[str, Any]:
        """The sampling and tool options sent with every chat completion (``None`` ones are not sent)."""
        out: dict[str, Any] = {}
        for key in ("temperature", "top_p", "seed", "max_tokens", "parallel_tool_calls"):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        choice = self.tool_choice_param()
        if choice is not None:
            out["tool_choice"] = choice
        return out

    def describe(self) -> str:
        """The settings that differ from the defaults, as ``key=value`` (for run records and reports)."""
        changed = self.model_dump(exclude_defaults=True)
        return ",".join(f"{k}={json.dumps(v) if isinstance(v, dict) else v}" for k, v in changed.items())


def _value(text: str) -> Any:
    """A command-line value: ``none``/``null`` is None, anything else as typed (pydantic converts)."""
    return None if text.strip().lower() in ("none", "null") else text.strip()


def parse_options(items: Iterable[str]) -> dict[str, Any]:
    """``["preset=local,timeout=600", "header.X-Org=acme", "@agent.yaml"]`` as one mapping.

    Later items win; ``preset=NAME`` expands in place (so ``timeout=60,preset=local`` keeps the
    preset's timeout and ``preset=local,timeout=60`` yours).
    """
    out: dict[str, Any] = {}
    for item in items:
        item = item.strip()
        if not item:
            continue
        if item.startswith("@"):
            out.update(_from_file(Path(item[1:])))
            continue
        for part in item.split(","):
            if not part.strip():
                continue
            key, sep, raw = part.partition("=")
            key = key.strip()
            if not sep or not key:
                raise AgentSettingsError(f"agent option {part.strip()!r} is not KEY=VALUE")
            _put(out, key, raw)
    return out


def _put(out: dict[str, Any], key: str, raw: Any) -> None:
    if key == "preset":
        name = str(raw).strip()
        if name not in PRESETS:
            raise AgentSettingsError(f"unknown preset {name!r}: use {' or '.join(PRESETS)}")
        out.update(PRESETS[name])
    elif key.startswith("header."):
        out.setdefault("headers", {})[key.removeprefix("header.")] = str(raw).strip()
    elif key.startswith("extra."):
        text = str(raw).strip()
        try:
            value = json.loads(text)
        except ValueError:
            value = text  # a bare word: a string
        out.setdefault("extra", {})[key.removeprefix("extra.")] = value
    else:
        out[key] = _value(raw) if isinstance(raw, str) else raw


def _from_file(path: Path) -> dict[str, Any]:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise AgentSettingsError(f"cannot read agent options {path}: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        raise AgentSettingsError(f"{path} is not YAML: {exc}") from None
    if not isinstance(data, dict):
        raise AgentSettingsError(f"{path} must hold a mapping of agent options")
    out: dict[str, Any] = {}
    if "preset" in data:
        _put(out, "preset", data.pop("preset"))
    out.update(data)
    return out


def settings_from(options: Mapping[str, Any] | Iterable[str] | None) -> AgentSettings:
    """Settings from a mapping or from ``--agent-opt`` strings; :class:`AgentSettingsError` if unusable."""
    if options is None:
        return AgentSettings()
    data = dict(options) if isinstance(options, Mapping) else parse_options(options)
    try:
        return AgentSettings.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            where = ".".join(str(p) for p in err["loc"]) or "options"
            problems.append(
                f"unknown agent option {where!r}"
                if err["type"] == "extra_forbidden"
                else f"{where}: {err['msg']}"
            )
        known = ", ".join(AgentSettings.model_fields)
        raise AgentSettingsError("; ".join(problems) + f" (options: preset, {known})") from None
