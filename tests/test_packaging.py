"""The package list in pyproject.toml names every package of the source tree."""

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "rackoapp").rglob("__init__.py")
    }
    assert found <= listed, f"add to pyproject.toml: {sorted(found - listed)}"
    assert config["package-dir"]["rackoapp.resources"] == "resources"
    assert (ROOT / "resources" / "__init__.py").is_file()


def test_entry_points():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["rackoapp"] == "rackoapp.cli:main"
    assert project["gui-scripts"]["rackoapp-gui"] == "rackoapp.cli:gui_main"
    assert {"pytest", "pytest-qt", "hypothesis"} <= {
        d.split(">")[0].split("=")[0].strip() for d in project["optional-dependencies"]["test"]}


# -- the release workflow's Linux job (it runs only on GitHub, in a bare debian:12) -----------

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _run_block(step_name: str) -> str:
    """The shell script of the workflow step ``step_name`` (its ``run: |`` block)."""
    lines = WORKFLOW.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == f"- name: {step_name}")
    run = next(i for i in range(start, len(lines)) if lines[i].strip() == "run: |")
    indent = len(lines[run + 1]) - len(lines[run + 1].lstrip())
    block = []
    for line in lines[run + 1:]:
        if line.strip() and len(line) - len(line.lstrip()) < indent:
            break
        block.append(line[indent:])
    return "\n".join(block)


def test_the_release_linux_job_installs_the_libraries_qt_and_pyinstaller_need():
    """The job never installed glib, which Qt's core links to, nor the shared libpython that
    PyInstaller bundles (Debian's python3.11 is linked statically): no release was built. The
    README's list for a minimal Debian is the one that holds."""
    script = _run_block("Install Python, system libraries and packaging tools")
    installed = set(script.split("apt-get install", 1)[1].replace("\\\n", " ").split())
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    qt_line = readme.split("`sudo apt install ", 1)[1].split("`", 1)[0]
    assert set(qt_line.split()) - {"python3-venv"} <= installed
    assert "libpython3.11" in installed


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("python3") is None, reason="the step is bash")
@pytest.mark.parametrize("bump", [False, True])
def test_the_release_refuses_a_tag_that_is_not_the_version(bump):
    """Tagged v0.2.0 before the version was bumped, the release "v0.2.0" offered RackoApp-0.1.0."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    tag = "v" + (version + ".1" if bump else version)
    done = subprocess.run(["bash", "-e", "-c", _run_block("The tag names pyproject.toml's version")], cwd=ROOT,
                          env=dict(os.environ, TAG=tag), capture_output=True, text=True)
    assert done.returncode == (1 if bump else 0), done.stdout + done.stderr
    assert (f"the tag {tag} is not v{version}" in done.stdout) == bump
