#!/usr/bin/env bash
# Build the release: wheel + sdist, and the standalone Linux folder and archive (PyInstaller).
#
#   bash packaging/build.sh           build into dist/
#   bash packaging/build.sh --check   build, then check the archive: validate the desktop files,
#                                     unpack into a temporary folder, print --version, render a
#                                     screenshot offscreen, run the real-window smoke test
#                                     (Xvfb), install and uninstall the menu entry, and print
#                                     the archive size, unpacked size and start times.
#
# Needs python3 >= 3.11 with venv. On Debian/Ubuntu the missing system packages are installed
# with apt-get (sudo when not root): binutils for PyInstaller, the X11 libraries Qt's xcb
# plugin links to (so the bundle carries them), and for --check desktop-file-utils, appstream.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

check=0
case "${1:-}" in
    "") ;;
    --check) check=1 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
esac

python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "Building needs Python 3.11 or newer (python3 is $(python3 --version 2>&1))." >&2
    exit 1
}
version="$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
name="boardgames-desktop-$version-linux-$(uname -m)"
app_id="io.github.boardgames_desktop.BoardgamesDesktop"
build="$root/build"
venv="$build/pyinstaller-venv"
stage="$build/pyinstaller-dist/$name"
archive="$root/dist/$name.tar.gz"

# --- system packages ------------------------------------------------------------------------
apt_updated=0
apt_install() {  # apt_install PACKAGE... : install the ones dpkg does not know as installed
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "Please install: ${missing[*]} (no apt-get here)." >&2
        return 1
    fi
    local sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    echo "Installing ${missing[*]} ..."
    if [ "$apt_updated" -eq 0 ]; then
        $sudo_cmd apt-get update -qq -o DPkg::Lock::Timeout=300
        apt_updated=1
    fi
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq -o DPkg::Lock::Timeout=300 \
        "${missing[@]}" >/dev/null
}
QT_X11_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
    libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0
    libxkbcommon0 libfontconfig1 libdbus-1-3)
if command -v dpkg-query >/dev/null 2>&1; then
    apt_install binutils "${QT_X11_PACKAGES[@]}"
fi
command -v objdump >/dev/null || { echo "PyInstaller needs objdump (binutils)." >&2; exit 1; }

# --- wheel and sdist ---------------------------------------------------------------------------
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --upgrade "pyinstaller>=6.5,<7" "build>=1.0" "hatchling>=1.21"
rm -rf "$root/dist"
"$venv/bin/python" -m build -q --no-isolation --outdir "$root/dist" "$root" >/dev/null
wheel="$(ls "$root"/dist/*.whl)"
"$venv/bin/pip" install -q "$wheel"                                   # dependencies, once
"$venv/bin/pip" install -q --no-deps --force-reinstall "$wheel"       # this build's code

# --- standalone folder and archive ------------------------------------------------------------
rm -rf "$build/icons" "$build/pyinstaller-dist"
QT_QPA_PLATFORM=offscreen "$venv/bin/python" packaging/icons.py "$build/icons" >/dev/null
(cd "$build" && BGD_ICON_DIR="$build/icons" BGD_DIST_NAME="$name" \
    "$venv/bin/pyinstaller" --noconfirm --clean --log-level ERROR \
    --distpath "$build/pyinstaller-dist" --workpath "$build/pyinstaller-work" \
    "$root/packaging/boardgames-desktop.spec")
mkdir -p "$stage/share/applications" "$stage/share/metainfo" "$stage/share/icons"
cp "packaging/$app_id.desktop" "$stage/share/applications/"
cp "packaging/$app_id.metainfo.xml" "$stage/share/metainfo/"
cp -r "$build/icons/hicolor" "$stage/share/icons/"
cp packaging/install-desktop.sh "$stage/"
cp CHANGELOG.md "$stage/"
cp packaging/README-archive.txt "$stage/README.txt"
tar -C "$build/pyinstaller-dist" --owner=0 --group=0 --sort=name -czf "$archive" "$name"

size_mb() { du -sm "$1" | cut -f1; }
echo "Built:"
ls -1 "$root"/dist/
echo "Archive: $archive ($(size_mb "$archive") MB; unpacked $(size_mb "$stage") MB)"
[ "$check" -eq 1 ] || exit 0

# --- check --------------------------------------------------------------------------------------
apt_install desktop-file-utils appstream
echo "== desktop entry and AppStream metadata"
desktop-file-validate "packaging/$app_id.desktop"
appstreamcli validate --no-net --pedantic "packaging/$app_id.metainfo.xml"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xzf "$archive"
bundle="$tmp/$name"
export BOARDGAMES_DESKTOP_DATA="$tmp/userdata" XDG_CONFIG_HOME="$tmp/config"

echo "== the unpacked archive"
reported="$("$bundle/boardgames-desktop" --version)"
echo "$reported"
[ "$reported" = "Boardgames Desktop $version" ] || { echo "wrong version" >&2; exit 1; }

now_ms() { date +%s%3N; }
start_ms() {  # start_ms COMMAND... : milliseconds to start, render the launcher and exit
    local t0
    t0=$(now_ms)
    QT_QPA_PLATFORM=offscreen "$@" --screenshot "$tmp/start.png" >/dev/null 2>&1
    echo $(( $(now_ms) - t0 ))
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR + 1) / 2)]}'; }
drop_caches() { sync && { echo 3 > /proc/sys/vm/drop_caches; } 2>/dev/null; }
cold="first run after unpacking"
if drop_caches; then cold="page cache dropped"; fi
bundle_cold=$(start_ms "$bundle/boardgames-desktop")
source_cmd=()
[ -x "$root/.venv/bin/python" ] && source_cmd=("$root/.venv/bin/python" -m boardgames_desktop)
source_cold=""
if [ ${#source_cmd[@]} -gt 0 ] && drop_caches; then source_cold=$(start_ms "${source_cmd[@]}"); fi
# Warm starts: bundle and source take turns, so load from other programs hits both alike.
: > "$tmp/bundle.ms"; : > "$tmp/source.ms"
for _ in 1 2 3 4 5; do
    start_ms "$bundle/boardgames-desktop" >> "$tmp/bundle.ms"
    if [ ${#source_cmd[@]} -gt 0 ]; then start_ms "${source_cmd[@]}" >> "$tmp/source.ms"; fi
done
bundle_warm=$(median < "$tmp/bundle.ms")

QT_QPA_PLATFORM=offscreen "$bundle/boardgames-desktop" --screenshot "$tmp/game.png" \
    --game flashpoint --players 3 --moves 12 --size 1280x800 >/dev/null 2>&1
python3 - "$tmp/game.png" <<'PY'
import struct, sys
head = open(sys.argv[1], "rb").read(24)
assert head[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
size = struct.unpack(">II", head[16:24])
assert size == (1280, 800), size
print(f"Screenshot from the bundle: {size[0]}x{size[1]} PNG")
PY

echo "== real window (Xvfb)"
bash packaging/smoke-x11.sh "$bundle/boardgames-desktop"

echo "== menu entry from the archive"
XDG_DATA_HOME="$tmp/share" bash "$bundle/install-desktop.sh" >/dev/null
desktop-file-validate "$tmp/share/applications/$app_id.desktop"
grep -q "^Exec=$bundle/boardgames-desktop\$" "$tmp/share/applications/$app_id.desktop"
icons=$(find "$tmp/share/icons" -name "$app_id.*" | wc -l)
[ "$icons" -eq 9 ] || { echo "expected 9 icons, found $icons" >&2; exit 1; }
XDG_DATA_HOME="$tmp/share" bash "$bundle/install-desktop.sh" --uninstall >/dev/null
[ -z "$(find "$tmp/share" -name "$app_id*")" ] || { echo "uninstall left files" >&2; exit 1; }
echo "install-desktop.sh: entry valid, 9 icons, --uninstall removes them"

source_line="(no .venv: run the README's setup first to compare)"
if [ -s "$tmp/source.ms" ]; then
    source_line="$(median < "$tmp/source.ms") ms warm (median of 5, .venv/bin/python -m boardgames_desktop)"
    [ -z "$source_cold" ] || source_line="${source_cold} ms cold, $source_line"
fi
echo "== figures"
echo "Archive:        $(du -m "$archive" | cut -f1) MB ($(du -b "$archive" | cut -f1) bytes)"
echo "Unpacked:       $(size_mb "$bundle") MB"
echo "Bundle start:   ${bundle_cold} ms cold ($cold), ${bundle_warm} ms warm (median of 5)"
echo "Source start:   $source_line"
echo "(start = launch, build the launcher window, render it offscreen, exit)"
echo "Check passed."
