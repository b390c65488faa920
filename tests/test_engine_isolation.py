"""The engine stands alone: no Qt, nothing from the layers above it."""

import subprocess
import sys
import textwrap


def test_engine_imports_without_pyside6():
    code = textwrap.dedent("""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] in ('PySide6', 'shiboken6') or name.startswith(
                        ('rackoapp.ai', 'rackoapp.controller', 'rackoapp.ui')):
                    raise ImportError('blocked: ' + name)
                return None
        sys.meta_path.insert(0, Block())
        import random
        import rackoapp.engine as e
        m = e.Match(e.Rules(), rng=random.Random(3))
        r = m.start_round()
        r.apply_action(e.TAKE_DRAW)
        r.apply_action(e.DISCARD)
        assert not any(k.startswith(('PySide6', 'rackoapp.ai', 'rackoapp.ui', 'rackoapp.controller'))
                       for k in sys.modules)
        print('ok')
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_the_import_contracts_hold():
    """pyproject's import-linter contracts: no import points up or sideways, no Qt below the controller."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    import pytest

    pytest.importorskip("importlinter")
    # Beside this Python first: a virtual environment's interpreter run without activating it
    # has no lint-imports on PATH, and the test failed whatever the code (test-suite audit).
    beside = [str(p) for p in Path(sys.executable).parent.glob("lint-imports*") if p.is_file()]
    exe = beside[0] if beside else shutil.which("lint-imports")
    assert exe, "import-linter is installed but lint-imports is not on PATH"
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.run([exe, "--no-cache"], cwd=root, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-1000:]


def test_the_engine_exports_its_names_not_its_modules():
    """``from rackoapp.engine import *`` took ``round`` (the module) over the built-in (review)."""
    import types

    import rackoapp.engine as engine

    assert not [n for n in engine.__all__ if isinstance(getattr(engine, n), types.ModuleType)]
    assert {"Match", "Round", "Rules", "load_record"} <= set(engine.__all__)


def test_the_controller_uses_qtcore_only():
    """The controller wraps a match for any front end: QtCore's signals and timers, never a
    widget or a painter. import-linter cannot say so (a forbidden contract names whole packages,
    and PySide6 is one), so every import in the controller's files is read here."""
    import ast
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "rackoapp" / "controller"
    found = {}
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    found.setdefault(name, []).append(path.name)
    assert found, "no Qt import read: the scan is broken"
    assert set(found) == {"PySide6.QtCore"}, found
