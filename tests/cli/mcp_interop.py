"""M-06: drive `garuda-web mcp` with the official Python MCP SDK (ClientSession over
stdio_client). Run by tests/cli/mcp.rs (m06_python_sdk_interop) as
`python3 mcp_interop.py BINARY URL`, with the test's GARUDA_WEB_* directories in the
environment. Prints what it saw, one line per check; the Rust test compares the lines."""

import asyncio
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def field(result, snake: str, camel: str):
    """A result field: mcp 2.x names them in snake_case, 1.x in camelCase."""
    return getattr(result, snake) if hasattr(result, snake) else getattr(result, camel)


async def main(binary: str, url: str) -> None:
    params = StdioServerParameters(
        command=binary,
        args=["mcp", "--allow-localhost", "--allow", "127.0.0.1", "--allow", "*"],
        env=dict(os.environ),
    )
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = await session.list_tools()
            print("tools:", " ".join(t.name for t in tools.tools))
            # The SDK checks structuredContent against the tool's outputSchema.
            page = await session.call_tool("web_fetch", {"url": url, "max_chars": 1000})
            data = field(page, "structured_content", "structuredContent")
            text = page.content[0].text
            failed = field(page, "is_error", "isError")
            ok = "ok" if text.startswith("<web_result url=") and not failed else "bad"
            host = data["allowed_by"]["rule"].removeprefix("web_fetch(").rstrip(")")
            more = data["next_start"] is not None and data["end"] <= 1000
            print(f"fetched: {host} {ok}, more: {more}")
            refused = await session.call_tool("web_fetch", {"url": "http://169.254.169.254/"})
            assert field(refused, "is_error", "isError"), refused
            print("refused:", field(refused, "structured_content", "structuredContent")["code"])


asyncio.run(main(sys.argv[1], sys.argv[2]))
