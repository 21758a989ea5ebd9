"""Bounds on what a client can make the server hold: request bodies and nested YAML.

The services and the admin surface read bodies through :func:`read_body`, so both refuse a declared
``Content-Length`` over the limit before reading a byte, and stop a chunked body as soon as it passes
the limit instead of buffering it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import yaml

from toolproof.service.inputs import MAX_DEPTH

#: Largest request body accepted (1 MiB, more than any real request to these APIs needs).
MAX_BODY_BYTES = 1 << 20

Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]


class BodyTooLarge(ValueError):
    pass


async def read_body(
    receive: Receive,
    declared: str | None,
    limit: int,
    take: Callable[[Receive], bytes | None] | None = None,
) -> bytes | None:
    """The whole request body, or ``None`` if the client disconnected first.

    ``take(receive)``, if given, hands over a body that has already arrived whole without awaiting
    ``receive`` (``None``: it has not, and ``receive`` is read); the same limits apply to it.

    Raises :class:`BodyTooLarge` when the declared or received size passes ``limit`` and
    ``ValueError`` when ``Content-Length`` is not a number.
    """
    if take is not None:
        ready = take_whole_body(receive, declared, limit, take)
        if ready is not None:
            return ready
    else:
        _check_declared(declared, limit)
    chunks: list[bytes] = []
    total = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunk = message.get("body", b"")
        total += len(chunk)
        if total > limit:
            raise BodyTooLarge(f"The request body is larger than the limit of {limit} bytes.")
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def _check_declared(declared: str | None, limit: int) -> None:
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise ValueError("The Content-Length header is not a number.") from None
        if size > limit:
            raise BodyTooLarge(f"The request body is {size} bytes; the limit is {limit} bytes.")


def take_whole_body(
    receive: Receive, declared: str | None, limit: int, take: Callable[[Receive], bytes | None]
) -> bytes | None:
    """The body :func:`read_body` would return when ``take(receive)`` has it whole already, without a
    coroutine (the common case: a small request arrives in one segment); ``None`` when ``receive`` must
    be awaited (then :func:`read_body` reads it). The same limits apply, with the same errors."""
    _check_declared(declared, limit)
    ready = take(receive)
    if ready is not None and len(ready) > limit:
        raise BodyTooLarge(f"The request body is larger than the limit of {limit} bytes.")
    return ready


def yaml_too_deep(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether YAML text nests collections deeper than ``limit``.

    Read from the parser's event stream, which is iterative; PyYAML's composer (what ``safe_load``
    builds objects with) recurses once per level, so this runs first. Text that does not parse is
    left for the loader to report.
    """
    depth = 0
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > limit:
                    return True
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.YAMLError:
        return False
    return False
