"""The package list in pyproject.toml names every package of the source tree."""

import tomllib
from pathlib import Path

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
