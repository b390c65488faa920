import os

# GUI tests run without a screen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests read English texts: the machine's own language must not change them.
os.environ["LANGUAGE"] = "en"
os.environ["LC_ALL"] = "C.UTF-8"

import pytest


@pytest.fixture(autouse=True)
def _no_log_holder_left():
    """A test that opened settings in-process (a bad settings.ini set aside) leaves the log's
    early holder on the "rackoapp" logger; the next FaultHandler would write its stale lines."""
    yield
    import sys

    faults = sys.modules.get("rackoapp.ui.faults")
    if faults is not None and faults._early is not None:
        faults.log.removeHandler(faults._early)
        faults._early = None
