"""`rackoapp --self-test` plays a round offscreen and says so in one line."""

import subprocess
import sys


def test_self_test_passes():
    out = subprocess.run([sys.executable, "-m", "rackoapp", "--self-test"],
                         capture_output=True, text=True, timeout=180)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    assert "self-test ok" in lines[0] and "re-read and replayed" in lines[0]
    assert "Traceback" not in out.stderr


def test_self_test_failure_is_one_line(monkeypatch, capsys):
    from rackoapp.ui import selftest

    def broken(started):
        raise selftest.SelfTestFailure("the table does not show the engine's racks")

    monkeypatch.setattr(selftest, "_self_test", broken)
    assert selftest.run() == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["rackoapp self-test FAILED: the table does not show the engine's racks"]


def test_no_screen_is_one_line_not_an_abort():
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "rackoapp", "--seats", "human,hard"],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 2
    assert out.stderr.strip().splitlines() == [
        "rackoapp: no screen to show the window on (DISPLAY is not set); "
        "--screenshot and --self-test work without one"]
