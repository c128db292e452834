"""One copy of the app per user: a second launch (a real second process) brings the running
window forward and exits without opening a window of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from boardgames_desktop.app.single_instance import SingleInstance, bring_forward

ROOT = Path(__file__).resolve().parents[2]


def launch_second_copy(data_dir: Path) -> subprocess.Popen:
    env = dict(os.environ, BOARDGAMES_DESKTOP_DATA=str(data_dir), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "boardgames_desktop"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_second_launch_brings_the_first_window_forward_and_exits(window, qtbot, data_dir):
    instance = SingleInstance(data_dir)
    assert instance.claim()
    instance.activated.connect(lambda: bring_forward(window))
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized, timeout=3000)
    try:
        second = launch_second_copy(data_dir)
        with qtbot.waitSignal(instance.activated, timeout=60_000):
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        out, err = second.communicate(timeout=10)
        assert second.returncode == 0, err
        assert "already running" in err and "brought forward" in err
        assert not window.isMinimized() and window.isVisible()
    finally:
        instance.release()


def test_after_the_first_copy_quits_the_next_launch_runs(qapp, tmp_path):
    first = SingleInstance(tmp_path)
    assert first.claim()
    second = SingleInstance(tmp_path)
    assert not second.claim()
    first.release()
    assert second.claim()
    second.release()


def test_a_second_launch_with_a_save_hands_the_save_to_the_first_copy(qapp, qtbot, data_dir,
                                                                      tmp_path):
    """`--load FILE` while the app runs: the running copy opens FILE (the second exits)."""
    save = tmp_path / "evening game.json"
    save.write_text("{}", encoding="utf-8")  # the first copy judges the file, not the second
    instance = SingleInstance(data_dir)
    assert instance.claim()
    try:
        env = dict(os.environ, BOARDGAMES_DESKTOP_DATA=str(data_dir),
                   QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        second = subprocess.Popen([sys.executable, "-m", "boardgames_desktop", "--load",
                                   str(save)], env=env, cwd=tmp_path, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
        with qtbot.waitSignal(instance.open_requested, timeout=60_000) as opened:
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        out, err = second.communicate(timeout=10)
        assert second.returncode == 0, err
        assert "asked to open evening game.json" in err
        assert opened.args == [str(save.resolve())]
    finally:
        instance.release()


def test_a_stranger_on_the_socket_cannot_make_the_app_open_anything(qapp, qtbot, tmp_path):
    from PySide6.QtNetwork import QLocalSocket

    instance = SingleInstance(tmp_path)
    assert instance.claim()
    requests: list[str] = []
    instance.open_requested.connect(requests.append)
    try:
        for junk in (b"open\n", b"open\n\xff\xfe", b"hello", b"x" * 70_000):
            socket = QLocalSocket()
            socket.connectToServer(instance.name)
            assert socket.waitForConnected(3000)
            socket.write(junk)
            socket.waitForBytesWritten(3000)
            socket.disconnectFromServer()
            qtbot.wait(50)
        assert requests == []
    finally:
        instance.release()


WAKE = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from boardgames_desktop.app.single_instance import SingleInstance
app = QCoreApplication([])
folder = Path(sys.argv[1])
(folder / "trying").write_text("now")
print(SingleInstance(folder).wake_running())
"""


def test_a_copy_that_holds_the_lock_but_does_not_listen_yet_is_still_reached(qapp, qtbot,
                                                                            tmp_path):
    """The app takes the lock at once and listens after its first frame: a second launch in
    between tries again until the first copy answers."""
    first = SingleInstance(tmp_path)
    assert first.claim(listen=False)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    second = subprocess.Popen([sys.executable, "-c", WAKE, str(tmp_path)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        with qtbot.waitSignal(first.activated, timeout=60_000):
            qtbot.waitUntil(lambda: (tmp_path / "trying").exists(), timeout=60_000)
            qtbot.wait(300)  # the second copy finds nobody listening, and tries again
            assert second.poll() is None
            first.listen()
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        out, err = second.communicate(timeout=10)
        assert out.split() == ["True"], err
    finally:
        second.kill()
        first.release()
