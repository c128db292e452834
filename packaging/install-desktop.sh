#!/usr/bin/env bash
# Add Boardgames Desktop to the current user's application menu (no root needed), or remove it.
#
#   bash install-desktop.sh [--exec COMMAND]    install the menu entry, icons and metadata
#   bash install-desktop.sh --uninstall         remove them again
#
# Works from an unpacked release archive (the entry starts the bundled program) and from a
# checkout (the entry starts `boardgames-desktop` if it is on PATH, e.g. after `pipx install`,
# else packaging/run-app.sh). Files go under ${XDG_DATA_HOME:-~/.local/share}.
set -euo pipefail

APP_ID="io.github.boardgames_desktop.BoardgamesDesktop"
here="$(cd "$(dirname "$0")" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
exec_cmd=""
uninstall=0

while [ $# -gt 0 ]; do
    case "$1" in
        --uninstall) uninstall=1 ;;
        --exec) shift; exec_cmd="${1:?--exec needs a command}" ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "install-desktop.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$data/icons/hicolor" ]; then
        gtk-update-icon-cache -q -t -f "$data/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$uninstall" -eq 1 ]; then
    removed=0
    for file in "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml" \
                "$data"/icons/hicolor/*/apps/"$APP_ID".png \
                "$data"/icons/hicolor/scalable/apps/"$APP_ID".svg; do
        if [ -e "$file" ]; then rm -f "$file"; removed=$((removed + 1)); fi
    done
    refresh_caches
    echo "Removed $removed Boardgames Desktop file(s) from $data."
    exit 0
fi

# Where the desktop files are: share/ in a release archive, beside this script in a checkout.
if [ -f "$here/share/applications/$APP_ID.desktop" ]; then
    desktop_src="$here/share/applications/$APP_ID.desktop"
    metainfo_src="$here/share/metainfo/$APP_ID.metainfo.xml"
else
    desktop_src="$here/$APP_ID.desktop"
    metainfo_src="$here/$APP_ID.metainfo.xml"
fi

if [ -z "$exec_cmd" ]; then
    if [ -x "$here/boardgames-desktop" ]; then
        exec_cmd="$here/boardgames-desktop"                  # the unpacked release archive
    elif command -v boardgames-desktop >/dev/null 2>&1; then
        exec_cmd="$(command -v boardgames-desktop)"          # pipx / pip install
    else
        exec_cmd="$here/run-app.sh"                          # a checkout
    fi
fi
case "$exec_cmd" in
    *[[:space:]\"\'\\\$\`]*)
        echo "install-desktop.sh: the program path must not contain spaces or quotes:" \
             "$exec_cmd (move the folder, or pass --exec)" >&2
        exit 1 ;;
esac

# Icons: rendered ones in a release archive; in a checkout render them now with Qt when a
# Python with PySide6 is at hand (else only the scalable SVG is installed).
icon_src=""
tmp=""
if [ -d "$here/share/icons/hicolor" ]; then
    icon_src="$here/share/icons/hicolor"
else
    for python in "$here/../.venv/bin/python" python3; do
        if "$python" -c 'import PySide6.QtSvg' >/dev/null 2>&1; then
            tmp="$(mktemp -d)"
            trap 'rm -rf "$tmp"' EXIT
            QT_QPA_PLATFORM=offscreen "$python" "$here/icons.py" "$tmp" >/dev/null
            icon_src="$tmp/hicolor"
            break
        fi
    done
fi

mkdir -p "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
sed "s|^Exec=.*|Exec=$exec_cmd|" "$desktop_src" > "$data/applications/$APP_ID.desktop"
cp "$metainfo_src" "$data/metainfo/$APP_ID.metainfo.xml"
if [ -n "$icon_src" ]; then
    (cd "$icon_src" && find . -name "$APP_ID.*" -print) | while read -r icon; do
        mkdir -p "$data/icons/hicolor/$(dirname "$icon")"
        cp "$icon_src/$icon" "$data/icons/hicolor/$icon"
    done
else
    cp "$here/boardgames-desktop.svg" "$data/icons/hicolor/scalable/apps/$APP_ID.svg"
fi
refresh_caches
echo "Installed the Boardgames Desktop menu entry for $(id -un) (starts: $exec_cmd)."
echo "Remove it with: bash $here/install-desktop.sh --uninstall"
