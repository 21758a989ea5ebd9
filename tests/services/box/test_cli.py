"""``toolproof serve``, ``toolproof tools`` and ``toolproof mcp`` offer Box, as a user runs them."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from box_sdk_gen import (
    BaseUrls,
    BoxClient,
    BoxDeveloperTokenAuth,
    NetworkSession,
    UploadFileAttributes,
    UploadFileAttributesParentField,
)

from tests.support.cli import LAUNCH, ROOT, run_cli


def test_serve_json_gives_the_sdks_base_url_and_token() -> None:
    proc = run_cli("serve", "--services", "box", "--port", "0", "--json")
    try:
        assert proc.stdout is not None
        info = json.loads(proc.stdout.readline())
        base = info["services"]["box"]
        assert base == info["base_url"] + "/box"
        urls = BaseUrls(base_url=base, upload_url=base + "/upload", oauth_2_url=base + "/oauth2")
        token = info["credentials"]["box"]["token"]
        client = BoxClient(
            auth=BoxDeveloperTokenAuth(token=token), network_session=NetworkSession(base_urls=urls)
        )
        assert client.users.get_user_me().name == "Maya Lindqvist"
        made = client.uploads.upload_file(
            UploadFileAttributes(name="cli.txt", parent=UploadFileAttributesParentField(id="0")),
            io.BytesIO(b"hi"),
        )
        file_id = (made.entries or [])[0].id
        stream = client.downloads.download_file(file_id)
        assert stream is not None
        assert stream.read() == b"hi"
    finally:
        proc.terminate()
        proc.communicate(timeout=10)


def test_tools_exports_box_for_openai_and_anthropic() -> None:
    for fmt, key in (("openai", "function"), ("anthropic", None)):
        out = subprocess.run(
            [sys.executable, "-c", LAUNCH, "tools", "--services", "box", "--format", fmt],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout
        tools = json.loads(out)
        names = {t[key]["name"] if key else t["name"] for t in tools}
        assert {
            "box_files_update",
            "box_uploads_create",
            "box_search_query",
            "box_file_metadata_update",
        } <= names
        assert len(names) == len(tools) == 61


def test_mcp_over_stdio_lists_box_and_uploads_and_downloads_text() -> None:
    import anyio
    from mcp import Client, StdioServerParameters

    from tests.support.cli import FAST_WAITS
    from tests.support.mcp_results import first_text

    params = StdioServerParameters(
        command=sys.executable, args=["-c", LAUNCH, "mcp", "--services", "box"], cwd=str(ROOT), env=FAST_WAITS
    )

    async def scenario() -> None:
        async with Client(params) as client:
            listed = (await client.list_tools()).tools
            assert len([t for t in listed if t.name.startswith("box_")]) == 61
            made = await client.call_tool(
                "box_uploads_create",
                {"attributes": {"name": "mcp.txt", "parent": {"id": "0"}}, "content": "from an agent"},
            )
            assert made.is_error is False
            file_id = json.loads(first_text(made))["entries"][0]["id"]
            got = await client.call_tool("box_files_download", {"file_id": file_id})
            assert json.loads(first_text(got))["text"] == "from an agent"
            clash = await client.call_tool("box_folders_create", {"name": "Finance", "parent": {"id": "0"}})
            assert clash.is_error is True
            assert first_text(clash).startswith("Error: HTTP 409")

    anyio.run(scenario)
