"""The window fuzz's first examples, in every default run.

The fuzz itself (test_fuzz_window.py) is opt-in: its full run builds a MainWindow again and again
in one process, which the app never does, and PySide has ended such runs with a segfault. Its
first examples play here in a process of their own, so the rest of the suite never shares its
windows, and what the fuzz checks (the table, the autosave and the hot seat agree with the
engine after every random step) is part of the default run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = 8  # derandomized: the same eight every run, about 15 s


@pytest.mark.slow
def test_the_first_examples_of_the_window_fuzz_pass():
    tests = Path(__file__).parent
    env = dict(os.environ, RACKOAPP_FUZZ="1", RACKOAPP_FUZZ_EXAMPLES=str(EXAMPLES))
    proc = subprocess.run(
        # In this process (-n 0): the fuzz is one test, and workers of its own would crowd the
        # machine the outer run's workers share.
        [sys.executable, "-X", "faulthandler", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
         str(tests / "test_fuzz_window.py")],
        cwd=tests.parent, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    assert "1 passed" in proc.stdout
