"""How each model server answers what goes wrong, for the scripted server to answer the same way.

The scripted OpenAI-compatible server (:mod:`toolproof.agents.scripted_llm`) stands in for hosted
APIs and local servers; a harness must survive each one's own wording, so the server speaks the
dialect it is given. Each wording below is the server's current one (its source or a captured
response), not a paraphrase:

=============  ===========================================================================
``openai``     OpenAI: ``context_length_exceeded``; 429 ``rate_limit_exceeded``; a model's
               refusal in ``message.refusal``. Takes any string as past call arguments.
``anthropic``  an Anthropic-compatible proxy: Anthropic's error shape (``prompt is too long``,
               ``rate_limit_error``); a ``refusal`` stop reason as ``finish_reason: content_filter``.
``vllm``       vLLM: ``BadRequestError`` "This model's maximum context length is …"; a history
               whose arguments are not JSON fails in ``json.loads`` (400, the decoder's message).
``ollama``     Ollama's OpenAI compatibility: "the prompt is longer than the context length …",
               "invalid tool call arguments", 503 "server busy, please try again. …".
``llamacpp``   llama.cpp's server: ``exceed_context_size_error``; 500 "Failed to parse tool
               call arguments as JSON: …"; 500 "Failed to parse input at pos N: …" for model
               output its parser cannot read; 503 "Loading model".
``litellm``    LiteLLM's proxy in front of a llama.cpp server: the backend's words wrapped as
               ``litellm.ContextWindowExceededError: …``, ``code`` a string.
=============  ===========================================================================

A dialect answers with an :class:`Answer` (status, JSON body, headers), or ``None`` where the
server has no such answer (then the scripted server behaves as the real one: it accepts, or says
it in plain text).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: A request id in Anthropic's format, fixed so recorded exchanges are reproducible.
ANTHROPIC_REQUEST_ID = "req_011CToolproofScripted00"


@dataclass(frozen=True, slots=True)
class Answer:
    """An HTTP answer: status, JSON body, extra headers."""

    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


def openai_error(
    status: int, message: str, type_: str | None, param: str | None = None, code: Any = None, **extra: Any
) -> Answer:
    """OpenAI's error envelope (vLLM, Ollama and LiteLLM use the same)."""
    return Answer(
        status, {"error": {"message": message, "type": type_, "param": param, "code": code, **extra}}
    )


def anthropic_error(status: int, type_: str, message: str) -> Answer:
    """Anthropic's error envelope."""
    return Answer(
        status,
        {"type": "error", "error": {"type": type_, "message": message}, "request_id": ANTHROPIC_REQUEST_ID},
    )


def llamacpp_error(code: int, message: str, type_: str, **extra: Any) -> Answer:
    """llama.cpp's ``format_error_response`` envelope: ``code`` is the HTTP status as a number."""
    return Answer(code, {"error": {"code": code, "message": message, "type": type_, **extra}})


def _nlohmann(exc: ValueError) -> str:
    """A JSON decoding error worded as llama.cpp's JSON library (nlohmann::json) words it."""
    line, column = getattr(exc, "lineno", 1), getattr(exc, "colno", 1)
    reason = getattr(exc, "msg", str(exc))
    return (
        f"[json.exception.parse_error.101] parse error at line {line}, column {column}: "
        f"syntax error while parsing value - {reason.lower()}"
    )


class Dialect:
    """OpenAI's behaviour; subclasses change what differs."""

    name = "openai"

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        """The answer to a request that does not fit the context, or ``None`` if it fits."""
        if prompt + (max_tokens or 0) <= limit:
            return None
        return openai_error(
            400,
            f"This model's maximum context length is {limit} tokens. However, your messages resulted in "
            f"{prompt + (max_tokens or 0)} tokens. Please reduce the length of the messages.",
            "invalid_request_error",
            "messages",
            "context_length_exceeded",
        )

    def malformed_history(self, raw: str, exc: ValueError, model: str) -> Answer | None:
        """The answer to past call arguments that are not a JSON object (``None``: accepted)."""
        return None

    def busy(self, model: str) -> Answer:
        """The server's own "come back later" (a rate limit, a full queue, a model loading)."""
        answer = openai_error(
            429,
            f"Rate limit reached for {model} in organization org-toolproof on requests per min (RPM): "
            "Limit 3, Used 3, Requested 1. Please try again in 20s.",
            "requests",
            None,
            "rate_limit_exceeded",
        )
        return Answer(answer.status, answer.body, {"retry-after-ms": "5"})

    def refusal(self, text: str, model: str) -> Answer | None:
        """A provider's refusal as an error answer, or ``None``: it is part of a 200 completion."""
        return None

    def refusal_fields(self, text: str) -> dict[str, Any] | None:
        """How a 200 completion carries a refusal: message fields and ``finish_reason`` (``None``: it
        cannot; the refusal is ordinary text)."""
        return {"content": None, "refusal": text, "finish_reason": "stop"}

    def unparsable_output(self, text: str, model: str) -> Answer | None:
        """The answer when the model's output is not a call the server's parser reads (``None``: the
        server passes it on as text)."""
        return None


class Anthropic(Dialect):
    name = "anthropic"

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        if prompt <= limit:
            return None
        return anthropic_error(
            400, "invalid_request_error", f"prompt is too long: {prompt} tokens > {limit} maximum"
        )

    def busy(self, model: str) -> Answer:
        return anthropic_error(
            429,
            "rate_limit_error",
            "This request would exceed the rate limit for your organization of 50 requests per minute. "
            "For details, refer to: https://docs.claude.com/en/api/rate-limits. You can see the response "
            "headers for current usage. Please reduce the prompt length or the maximum tokens requested, "
            "or try again later.",
        )

    def refusal_fields(self, text: str) -> dict[str, Any] | None:
        return {"content": text or None, "refusal": None, "finish_reason": "content_filter"}


class Vllm(Dialect):
    name = "vllm"

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        if prompt > limit:
            message = (
                f"This model's maximum context length is {limit} tokens. However, your request has {prompt} "
                "input tokens. Please reduce the length of the input messages."
            )
            return openai_error(400, message, "BadRequestError", None, 400)
        if max_tokens is not None and prompt + max_tokens > limit:
            message = (
                f"This model's maximum context length is {limit} tokens. However, you requested {max_tokens} "
                f"output tokens and your prompt contains at least {prompt} input tokens, for a total of at "
                f"least {prompt + max_tokens} tokens. Please reduce the length of the input prompt or the "
                f"number of requested output tokens. (parameter=input_tokens, value={prompt})"
            )
            return openai_error(400, message, "BadRequestError", "input_tokens", 400)
        return None

    def malformed_history(self, raw: str, exc: ValueError, model: str) -> Answer | None:
        # ``json.loads`` in the chat preprocessing; the handler answers ValueErrors with
        # f"{e} {e.__cause__}".
        return openai_error(400, f"{exc} None", "BadRequestError", None, 400)

    def busy(self, model: str) -> Answer:
        return openai_error(503, "Service Unavailable", "ServiceUnavailableError", None, 503)

    def refusal_fields(self, text: str) -> dict[str, Any] | None:
        return None


class Ollama(Dialect):
    name = "ollama"

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        if prompt <= limit:
            return None
        return openai_error(
            400,
            "the prompt is longer than the context length currently available to the model; shorten the "
            "prompt, adjust the context length in settings, or use a model with a longer context length",
            "invalid_request_error",
        )

    def malformed_history(self, raw: str, exc: ValueError, model: str) -> Answer | None:
        return openai_error(400, "invalid tool call arguments", "invalid_request_error")

    def busy(self, model: str) -> Answer:
        return openai_error(
            503, "server busy, please try again.  maximum pending requests exceeded", "api_error"
        )

    def refusal_fields(self, text: str) -> dict[str, Any] | None:
        return None


class LlamaCpp(Dialect):
    name = "llamacpp"

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        if prompt < limit:
            return None
        return llamacpp_error(
            400,
            f"request ({prompt} tokens) exceeds the available context size ({limit} tokens), "
            "try increasing it",
            "exceed_context_size_error",
            n_prompt_tokens=prompt,
            n_ctx=limit,
        )

    def malformed_history(self, raw: str, exc: ValueError, model: str) -> Answer | None:
        return llamacpp_error(
            500, f"Failed to parse tool call arguments as JSON: {_nlohmann(exc)}", "server_error"
        )

    def busy(self, model: str) -> Answer:
        return llamacpp_error(503, "Loading model", "unavailable_error")

    def refusal_fields(self, text: str) -> dict[str, Any] | None:
        return None

    def unparsable_output(self, text: str, model: str) -> Answer | None:
        return llamacpp_error(500, f"Failed to parse input at pos 0: {text}", "server_error")


class LiteLLM(LlamaCpp):
    """LiteLLM's proxy in front of a llama.cpp server (an ``openai/…`` model in its config)."""

    name = "litellm"

    @staticmethod
    def _wrap(answer: Answer, prefix: str, model: str) -> Answer:
        inner = answer.body["error"]["message"]
        message = f"{prefix} - {inner}\nReceived Model Group={model}\nAvailable Model Group Fallbacks=None"
        return openai_error(answer.status, message, None, None, str(answer.status))

    def overflow(self, prompt: int, limit: int, max_tokens: int | None, model: str) -> Answer | None:
        inner = super().overflow(prompt, limit, max_tokens, model)
        if inner is None:
            return None
        prefix = (
            "litellm.ContextWindowExceededError: litellm.BadRequestError: ContextWindowExceededError: "
            "OpenAIException"
        )
        return self._wrap(inner, prefix, model)

    def malformed_history(self, raw: str, exc: ValueError, model: str) -> Answer | None:
        inner = super().malformed_history(raw, exc, model)
        assert inner is not None
        return self._wrap(inner, "litellm.InternalServerError: InternalServerError: OpenAIException", model)

    def busy(self, model: str) -> Answer:
        inner = openai_error(429, "Rate limit reached for requests", None)
        return self._wrap(inner, "litellm.RateLimitError: RateLimitError: OpenAIException", model)

    def refusal(self, text: str, model: str) -> Answer | None:
        inner = openai_error(
            400,
            "The response was filtered due to the prompt triggering Azure OpenAI's content management "
            "policy. Please modify your prompt and retry.",
            None,
        )
        prefix = "litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: AzureException"
        return self._wrap(inner, prefix, model)

    def unparsable_output(self, text: str, model: str) -> Answer | None:
        inner = super().unparsable_output(text, model)
        assert inner is not None
        return self._wrap(inner, "litellm.InternalServerError: InternalServerError: OpenAIException", model)


DIALECTS: dict[str, Dialect] = {
    d.name: d for d in (Dialect(), Anthropic(), Vllm(), Ollama(), LlamaCpp(), LiteLLM())
}
