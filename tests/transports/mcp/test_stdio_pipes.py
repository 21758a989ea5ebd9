"""The MCP server's stdio on the event loop's pipes reads and writes what the SDK's text streams would.

``stdio_pipes`` replaces the SDK's thread-per-line file wrappers when stdin and stdout are pipes; these
tests hold it to the wrappers' behaviour (lines, decoding, newlines), to the SDK's claim of the standard
descriptors (a stray ``print`` goes to stderr while serving, never onto the wire; both descriptors come
back afterwards) and to flow control (a response larger than the pipe's buffer arrives whole). The
server's protocol behaviour over stdio is ``test_stdio.py``'s, which now runs on this path.
"""

from __future__ import annotations

import io
import subprocess
import sys
import textwrap

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.transports.mcp.stdio_pipes import split_lines

#: Bytes of lines as a client could send them: text, JSON punctuation, every newline form, bad UTF-8.
_PIECES = st.sampled_from(
    [b"a", b"{", b'"x"', b"\xc3\xa9", b"\xff", b"\xe2\x82", b" ", b"\n", b"\r", b"\r\n"]
)


def _wrapper_lines(data: bytes) -> list[str]:
    """What the SDK's ``TextIOWrapper(..., encoding="utf-8", errors="replace")`` iterates to."""
    return list(io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace"))


def _our_lines(data: bytes) -> list[str]:
    """``LineReader``'s lines: ``readline`` chunks (ending at each ``\\n``) through ``split_lines``."""
    lines: list[str] = []
    for chunk in io.BytesIO(data):
        lines.extend(line.decode("utf-8", errors="replace") for line in split_lines(chunk))
    return lines


@settings(max_examples=300)
@given(st.lists(_PIECES, max_size=30).map(b"".join))
def test_lines_are_the_text_wrappers_lines(data: bytes) -> None:
    # A multi-byte character is never split across lines (no UTF-8 continuation byte is a newline), so
    # decoding line by line equals the wrapper's incremental decoding.
    assert _our_lines(data) == _wrapper_lines(data)


def test_every_newline_form_ends_a_line_as_a_newline() -> None:
    assert split_lines(b'{"a":1}\r\n') == [b'{"a":1}\n']
    assert split_lines(b'{"a":1}\r{"b":2}\n') == [b'{"a":1}\n', b'{"b":2}\n']
    assert split_lines(b'{"a":1}\r') == [b'{"a":1}\n']
    assert split_lines(b'{"a":1}') == [b'{"a":1}']


_ECHO_SERVER = textwrap.dedent(
    """
    import asyncio, os, sys
    from toolproof.transports.mcp.stdio_pipes import native_stdio, usable

    async def main():
        assert usable()
        async with native_stdio() as (stdin, stdout):
            async for line in stdin:
                print("stray print while serving")  # fd 1 is stderr now: never on the wire
                os.write(1, b"stray write to fd 1\\n")
                if line.startswith("big"):
                    await stdout.write("x" * 1_000_000 + "\\n")
                else:
                    await stdout.write("echo:" + line)
                await stdout.flush()
        # no flush here: what print() buffered while serving is flushed to stderr before fd 1 comes back

    asyncio.run(main())
    print("after serving")  # fd 1 is the wire again
    """
)


def test_stray_output_goes_to_stderr_and_the_descriptors_come_back() -> None:
    sent = b'{"id":1}\r\nbig\n{"id":"\xc3\xa9\xff"}\n'
    done = subprocess.run(
        [sys.executable, "-c", _ECHO_SERVER], input=sent, capture_output=True, timeout=60, check=True
    )
    lines = done.stdout.split(b"\n")
    assert lines[0] == b'echo:{"id":1}'
    assert lines[1] == b"x" * 1_000_000  # larger than the pipe's buffer: written as the client read it
    assert lines[2] == 'echo:{"id":"é\ufffd"}'.encode()
    assert lines[3:] == [b"after serving", b""]
    assert done.stderr.count(b"stray print while serving") == 3
    assert done.stderr.count(b"stray write to fd 1") == 3


def test_a_terminal_or_a_file_keeps_the_sdks_own_streams() -> None:
    code = "from toolproof.transports.mcp.stdio_pipes import usable; print(usable())"
    with open(__file__, "rb") as a_file:
        done = subprocess.run(
            [sys.executable, "-c", code], stdin=a_file, capture_output=True, timeout=60, check=True
        )
    assert done.stdout.strip() == b"False"
