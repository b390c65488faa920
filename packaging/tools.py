"""A tool the packaging stages need but cannot get: reported apart from a failed check.

A stage that lacks a tool stops with one line, `TOOL UNAVAILABLE: ...`, and
exit code 3; a failed check says `check: ...` and exits 1. CI fails on both:
an installer that was not built and tested must not look like one that was.
"""

from __future__ import annotations

import shutil
import sys

EXIT_TOOL_MISSING = 3


class ToolMissing(Exception):
    """The message names the tool and where it comes from."""


def require(command: str, package: str) -> str:
    path = shutil.which(command)
    if path is None:
        raise ToolMissing(f"{command} not found (Debian package {package}; .ci/run installs it)")
    return path


def tool_missing_exit(e: ToolMissing) -> int:
    print(f"TOOL UNAVAILABLE: {e}", file=sys.stderr, flush=True)
    return EXIT_TOOL_MISSING
