"""HTTP transport: the vendors' wire formats over a real server, plus the admin surface."""

from toolproof.transports.http.app import ToolproofApp
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.server import RunningServer, ServerInfo, run_server, start_in_thread

__all__ = ["RunningServer", "ServerInfo", "ToolproofApp", "WorldHub", "run_server", "start_in_thread"]
