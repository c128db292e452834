#!/usr/bin/env bash
# Real-window smoke test: start the app on a real X server (Xvfb), click Start with the real
# mouse, let it play a few moves, press Ctrl+Q, and expect a clean exit.
#
#   bash packaging/smoke-x11.sh [COMMAND...]     default: bash packaging/run-app.sh
#
# COMMAND may be the standalone bundle (dist/.../boardgames-desktop) or any launcher that
# passes arguments through. Unlike offscreen rendering this loads Qt's xcb platform plugin,
# so a missing X11 library (libxcb-cursor0, ...) or plugin fails here. Xvfb and xdotool are
# installed with apt-get when missing (sudo when not root). The app side is
# boardgames_desktop/app/smoke.py (BOARDGAMES_DESKTOP_SMOKE=<moves>). Environment:
#   SMOKE_MOVES (default 6), SMOKE_SHOT (save the X screen as PNG), SMOKE_TIMEOUT (s, 120).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -eq 0 ]; then set -- bash "$root/packaging/run-app.sh"; fi
moves="${SMOKE_MOVES:-6}"
timeout_s="${SMOKE_TIMEOUT:-120}"

need=()
command -v Xvfb >/dev/null 2>&1 || need+=(xvfb)
command -v xdotool >/dev/null 2>&1 || need+=(xdotool)
if [ ${#need[@]} -gt 0 ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "smoke-x11: please install ${need[*]}" >&2
        exit 1
    fi
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    echo "smoke-x11: installing ${need[*]} ..."
    # a concurrent apt-get (another smoke run, the launch script's X11 libraries) may hold
    # a lock that the lock timeout does not cover: retry a couple of times
    for attempt in 1 2 3; do
        if $sudo_cmd apt-get update -qq -o DPkg::Lock::Timeout=300 \
                && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq \
                    -o DPkg::Lock::Timeout=300 "${need[@]}" >/dev/null; then
            break
        fi
        [ "$attempt" -lt 3 ] || { echo "smoke-x11: could not install ${need[*]}" >&2; exit 1; }
        sleep 10
    done
fi

work="$(mktemp -d)"
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A free display number, then the server; -displayfd reports it once it accepts clients.
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "smoke-x11: Xvfb did not start" >&2; cat "$work/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$work/display")"

fail() {
    echo "smoke-x11: FAILED: $1" >&2
    echo "--- app output ---" >&2; cat "$work/out.log" >&2 || true
    echo "--- app errors ---" >&2; cat "$work/err.log" >&2 || true
    exit 1
}
wait_for() {  # wait_for PATTERN : until the app prints it (fails if the app exits first)
    local deadline=$((SECONDS + timeout_s))
    until grep -q "$1" "$work/out.log"; do
        kill -0 "$app_pid" 2>/dev/null || fail "the app exited before '$1'"
        grep -q "smoke: FAIL" "$work/out.log" && fail "the app reported a failure"
        [ $SECONDS -lt $deadline ] || fail "no '$1' within ${timeout_s}s"
        sleep 0.2
    done
}

env -u QT_QPA_PLATFORM -u WAYLAND_DISPLAY \
    BOARDGAMES_DESKTOP_SMOKE="$moves" BOARDGAMES_DESKTOP_SMOKE_SHOT="${SMOKE_SHOT:-}" \
    BOARDGAMES_DESKTOP_DATA="$work/userdata" XDG_CONFIG_HOME="$work/config" \
    "$@" >"$work/out.log" 2>"$work/err.log" &
app_pid=$!

wait_for "smoke: start-button="
grep -q "smoke: platform=xcb" "$work/out.log" || fail "Qt did not use the xcb (X11) platform"
read -r x y < <(sed -n 's/^smoke: start-button=//p' "$work/out.log")
xdotool mousemove --sync "$x" "$y" click 1
wait_for "smoke: ready-to-quit"
window="$(sed -n 's/^smoke: window=//p' "$work/out.log")"
xdotool windowfocus --sync "$window" key ctrl+q
deadline=$((SECONDS + 30))
while kill -0 "$app_pid" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || fail "Ctrl+Q did not close the app"
    sleep 0.2
done
status=0
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "the app exited with status $status"
played=$(grep -c "^smoke: move " "$work/out.log" || true)
echo "smoke-x11: passed on $DISPLAY: clicked Start, $played moves, Ctrl+Q, exit 0 ($(grep '^smoke: game=' "$work/out.log" | cut -d= -f2-))"
