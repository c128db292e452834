#!/usr/bin/env bash
# Set up Boardgames Desktop in .venv (first run) and launch it.
# Qt's X11 plugin needs a few system libraries (libxcb-cursor0, libxcb-icccm4, ...); on
# Debian/Ubuntu this script installs the missing ones (with sudo when not root).
set -euo pipefail
cd "$(dirname "$0")/.."

python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "Boardgames Desktop needs Python 3.11 or newer (python3 is $(python3 --version 2>&1))." >&2
    exit 1
}
[ -x .venv/bin/python ] || python3 -m venv .venv
# (Re)install when the venv is new or pyproject.toml changed since the last install.
installed=$(ls -d .venv/lib/python3*/site-packages/boardgames_desktop-*.dist-info 2>/dev/null \
    | head -n1 || true)
if [ -z "$installed" ] || [ pyproject.toml -nt "$installed" ]; then
    .venv/bin/pip install -q -e .
fi

QT_X11_PACKAGES="libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
    libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0
    libxkbcommon0 libegl1 libgl1 libfontconfig1 libdbus-1-3"
xcb_plugin=$(.venv/bin/python -c 'import pathlib, PySide6; print(next(pathlib.Path(PySide6.__file__).parent.rglob("libqxcb.so"), ""))')
if [ -z "${QT_QPA_PLATFORM:-}" ] && [ -n "$xcb_plugin" ] \
        && { ldd "$xcb_plugin" | grep -q "not found" \
             || ! ldconfig -p 2>/dev/null | grep -q 'libxcb-cursor\.so\.0'; }; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "Installing the system libraries Qt needs to open windows on X11..."
        sudo_cmd=""
        [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
        # another apt-get running at the same time may hold a lock that the lock timeout
        # does not cover, and fail ours: try again a couple of times
        installed_ok=""
        for _attempt in 1 2 3; do
            # shellcheck disable=SC2086
            if $sudo_cmd apt-get update -qq -o DPkg::Lock::Timeout=300 \
                    && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq \
                        -o DPkg::Lock::Timeout=300 $QT_X11_PACKAGES; then
                installed_ok=1
                break
            fi
            sleep 10
        done
        if [ -z "$installed_ok" ]; then
            echo "Could not install them; the window may not open. Install them with:" >&2
            echo "  sudo apt-get install" $QT_X11_PACKAGES >&2
        fi
    else
        echo "Note: Qt's X11 plugin is missing system libraries:" >&2
        ldd "$xcb_plugin" | grep "not found" >&2 || true
        echo "Install them (xcb-util-cursor, xcb-util-wm, xcb-util-keysyms, ...)" \
             "with your package manager if the window does not open." >&2
    fi
fi

if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ] && [ "$(uname -s)" = "Linux" ]; then
    echo "There is no screen here (DISPLAY and WAYLAND_DISPLAY are unset)." >&2
    echo "Run this on a desktop, or try: .venv/bin/python -m boardgames_desktop --screenshot out.png" >&2
    exit 1
fi
exec .venv/bin/python -m boardgames_desktop "$@"
