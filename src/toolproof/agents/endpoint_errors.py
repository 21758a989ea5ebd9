"""What a model endpoint's failure means: the agent's own limit, or something on our side.

Hosted APIs and local servers word the same condition differently, and the difference decides
whether an episode counts against the agent. A conversation that outgrew the model's context is
the agent's limit (it chose to read that much); a 503 after retries is nobody's verdict on the
agent. :func:`classify` reads the status, the error ``code``/``type`` and the message and names
the condition, knowing the current wording of:

- **OpenAI**: ``context_length_exceeded`` ("This model's maximum context length is …", "Your input
  exceeds the context window of this model"), ``rate_limit_exceeded`` / ``insufficient_quota`` (429),
  ``invalid_prompt`` ("your prompt was flagged as potentially violating our usage policy");
  Azure OpenAI's ``content_filter`` 400.
- **Anthropic-compatible proxies**: ``{"type": "error", "error": {"type": …}}`` bodies —
  ``invalid_request_error`` "prompt is too long: N tokens > M maximum", ``request_too_large`` (413),
  ``rate_limit_error`` (429), ``overloaded_error`` (529); a ``refusal`` stop reason arrives as
  ``finish_reason: "content_filter"``.
- **vLLM**: ``BadRequestError`` "This model's maximum context length is N tokens. However, your
  request has M input tokens. Please reduce the length of the input messages." and its variants
  ("… you requested N output tokens and your prompt contains at least M input tokens …",
  "'max_tokens' or 'max_completion_tokens' is too large"); a history whose tool-call arguments are
  not JSON fails in ``json.loads`` (a Python ``JSONDecodeError`` message, HTTP 500).
- **Ollama** (OpenAI compatibility): "the prompt is longer than the context length currently
  available to the model; …" and the older "the input length exceeds the context length" (400),
  "invalid tool call arguments" (400, a malformed history), "server busy, please try again.
  maximum pending requests exceeded" (503, its queue is full).
- **llama.cpp's server**: type ``exceed_context_size_error`` "request (N tokens) exceeds the
  available context size (M tokens), try increasing it" (400, with ``n_prompt_tokens``/``n_ctx``),
  "Failed to parse tool call arguments as JSON: …" (500, a malformed history), "Failed to parse
  input at pos N: …" (500: the model's own output is not a call its parser can read),
  "Loading model" (503).
- **LiteLLM's proxy**: the provider's error wrapped as ``litellm.ContextWindowExceededError``,
  ``litellm.RateLimitError``, ``litellm.ContentPolicyViolationError`` … with ``code`` a string.

Kinds that are the **agent's failures** (the episode is graded and fails, with the kind as its
reason): ``context_overflow``, ``malformed_output``, ``refusal``. Every other kind is an
infrastructure error: excluded from the agent's metrics, counted on its own.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal[
    "context_overflow",  # the conversation (plus max_tokens) does not fit the model's context
    "malformed_output",  # the server could not parse the model's own output as a tool call
    "refusal",  # the provider refused the request or the answer (content policy, safety)
    "rate_limit",  # throttled or the server's queue is full: come back later
    "malformed_request",  # the endpoint refused the request we sent (bad history, bad parameter)
    "auth",  # the key was refused
    "not_found",  # no such model (or route)
    "server_error",  # 5xx: the server failed or is loading
    "timeout",  # no answer within the request timeout
    "connection",  # could not connect, or the connection broke
]

#: Kinds that count against the agent (graded, with the kind as the episode's reason).
AGENT_FAILURES: frozenset[str] = frozenset({"context_overflow", "malformed_output", "refusal"})

#: Error codes / types that say "context overflow" whatever the message.
_OVERFLOW_CODES = frozenset(
    {
        "context_length_exceeded",
        "exceed_context_size_error",
        "request_too_large",
        "model_context_window_exceeded",
    }
)
_OVERFLOW_WORDS = re.compile(
    "|".join(
        [
            r"maximum context length",  # OpenAI, vLLM, DeepSeek, OpenRouter
            r"exceeds the context window",  # OpenAI ("Your input exceeds the context window of this model")
            r"exceeds? the available context size",  # llama.cpp
            r"larger than the max context size",  # llama.cpp (non-splittable inputs)
            r"prompt is longer than the context length",  # Ollama
            r"input length exceeds the context length",  # Ollama (older)
            r"exceeds maximum context length",  # Ollama ("input after truncation exceeds …")
            r"prompt is too long",  # Anthropic
            r"contextwindowexceedederror",  # LiteLLM
            r"reduce the length of the (?:input )?messages",  # vLLM, OpenAI
            r"reduce the length of the input prompt",  # vLLM
        ]
    ),
    re.IGNORECASE,
)
_RATE_CODES = frozenset({"rate_limit_exceeded", "rate_limit_error", "insufficient_quota", "overloaded_error"})
_RATE_WORDS = re.compile(
    r"ratelimiterror|rate limit|server busy, please try again|maximum pending requests exceeded",
    re.IGNORECASE,
)
_REFUSAL_CODES = frozenset({"content_filter", "content_policy_violation", "invalid_prompt"})
_REFUSAL_WORDS = re.compile(
    r"contentpolicyviolationerror|content management policy|flagged as potentially violating"
    r"|content filtering policy|violat\w* (?:our|the) usage polic"
    # The provider refuses the tool set itself (OpenAI: "Invalid 'tools': array too long. Expected an
    # array with maximum length 128"): a refusal to count and warn about, never an infrastructure
    # error that silently leaves the score.
    r"|'tools'[^.]*: array too long|too many tools",
    re.IGNORECASE,
)
_HISTORY_WORDS = re.compile(
    r"failed to parse tool call arguments|invalid tool call arguments"
    r"|: line \d+ column \d+ \(char \d+\)"  # vLLM: Python's json.loads on the history
    r"|must be a response to a preceeding message with 'tool_calls'",
    re.IGNORECASE,
)
_OUTPUT_WORDS = re.compile(r"failed to parse input at pos", re.IGNORECASE)

#: What to do about an infrastructure error, in one line (the CLI prints it).
HINTS: dict[str, str] = {
    "timeout": "a local server may need minutes a request: raise --agent-opt timeout=SECONDS "
    "(or preset=local)",
    "rate_limit": "lower --concurrency, or allow more --agent-opt retries=N",
    "malformed_request": "the endpoint refused the request itself: check the model's chat template "
    "supports tools and the settings sent (--agent-opt)",
    "auth": "check OPENAI_API_KEY (any value for local servers)",
    "not_found": "check the model name (GET /v1/models lists what the server serves) and OPENAI_BASE_URL",
    "connection": "is the server running at OPENAI_BASE_URL?",
}


@dataclass(frozen=True, slots=True)
class EndpointError:
    """A classified endpoint failure: its kind, the HTTP status (if any) and the endpoint's own words."""

    kind: Kind
    message: str
    status: int | None = None

    @property
    def agent_failure(self) -> bool:
        """Counts against the agent (graded) rather than as an infrastructure error."""
        return self.kind in AGENT_FAILURES

    def describe(self) -> str:
        """One line: ``kind (HTTP status): message``."""
        where = f" (HTTP {self.status})" if self.status is not None else ""
        return f"{self.kind}{where}: {self.message}"


def error_fields(body: Any) -> tuple[str, str, str]:
    """``(message, code, type)`` of an error body in any of the shapes servers send.

    ``{"error": {...}}`` (OpenAI, vLLM, llama.cpp, Ollama, LiteLLM), the SDK's already unwrapped
    inner object, Anthropic's ``{"type": "error", "error": {...}}``, ``{"error": "text"}`` (Ollama's
    native API), vLLM's older flat ``{"object": "error", "message": ...}``, or plain text.
    """
    if isinstance(body, str):
        try:
            body = json.loads(body)
        except ValueError:
            return body, "", ""
    if isinstance(body, Mapping) and "error" in body:
        inner = body["error"]
        if isinstance(inner, str):
            return inner, "", ""
        body = inner
    if not isinstance(body, Mapping):
        return ("" if body is None else str(body)), "", ""
    message = body.get("message", body.get("detail", ""))
    code, kind = body.get("code"), body.get("type")
    return (
        message if isinstance(message, str) else json.dumps(message),
        "" if code is None else str(code),
        "" if kind is None else str(kind),
    )


def classify(status: int | None, body: Any, message: str = "") -> EndpointError:
    """The kind of an HTTP error answer (``status``, parsed or raw ``body``)."""
    text, code, type_ = error_fields(body)
    text = text or message
    codes = {code.lower(), type_.lower()}
    words = f"{text} {message}"

    def made(kind: Kind) -> EndpointError:
        return EndpointError(kind, text or f"HTTP {status}", status)

    if codes & _REFUSAL_CODES or _REFUSAL_WORDS.search(words):
        return made("refusal")
    if status == 429 or codes & _RATE_CODES or (_RATE_WORDS.search(words) and status not in (400, 413)):
        return made("rate_limit")
    if codes & _OVERFLOW_CODES or _OVERFLOW_WORDS.search(words):
        return made("context_overflow")
    if _OUTPUT_WORDS.search(words):
        return made("malformed_output")
    if _HISTORY_WORDS.search(text):
        return made("malformed_request")
    if status in (401, 403):
        return made("auth")
    if status == 404:
        return made("not_found")
    if status is not None and status >= 500:
        return made("server_error")
    return made("malformed_request")


def classify_exception(exc: BaseException) -> EndpointError:
    """The kind of an exception the ``openai`` SDK raised (after its own retries)."""
    import openai

    if isinstance(exc, openai.APITimeoutError):
        return EndpointError("timeout", "no answer within the request timeout")
    if isinstance(exc, openai.APIConnectionError):
        return EndpointError("connection", str(exc))
    if isinstance(exc, openai.APIStatusError):
        body: Any = exc.body
        if body is None:
            try:
                body = exc.response.text
            except Exception:  # a streamed or closed response: the SDK's message will do
                body = None
        return classify(exc.status_code, body, exc.message)
    return EndpointError("malformed_request", f"{type(exc).__name__}: {exc}")


def refusal_of(message: Any, finish_reason: str | None) -> str | None:
    """The refusal a 200 completion carries, or ``None``.

    OpenAI puts a model's refusal in ``message.refusal``; a content filter (Azure OpenAI, and an
    Anthropic ``refusal`` stop reason behind a proxy) ends the choice with ``content_filter``.
    """
    refusal = getattr(message, "refusal", None)
    if isinstance(refusal, str) and refusal.strip():
        return refusal
    if finish_reason == "content_filter":
        content = getattr(message, "content", None)
        return content if isinstance(content, str) and content.strip() else "finish_reason: content_filter"
    return None
