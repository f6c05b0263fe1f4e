#!/bin/sh
# Add New World to the desktop's application menu, for the current user.
#
#   ./install.sh              run inside the unpacked NewWorld folder (it stays where it is)
#   ./install.sh --uninstall  take the menu entry, icons and the `newworld` command away again
#
# Installs into ~/.local (XDG_DATA_HOME): the desktop entry (pointing at this
# folder's NewWorld), the icons in the hicolor theme, the AppStream metainfo,
# the saved-game MIME type, and a `newworld` link in ~/.local/bin.
set -eu

APP_ID=io.github.newworld.NewWorld
HERE=$(cd "$(dirname "$0")" && pwd)
RES="$HERE/_internal/resources"
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
BIN=$HOME/.local/bin
SIZES="16 24 32 48 64 128 256 512"

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
  command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$DATA/mime" >/dev/null 2>&1 || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" \
        "$DATA/mime/packages/$APP_ID.xml" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
  for s in $SIZES; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/$APP_ID.png"; done
  if [ -L "$BIN/newworld" ]; then rm -f "$BIN/newworld"; fi
  refresh
  echo "New World removed from the menu (this folder is left as it is)."
  exit 0
fi

[ -x "$HERE/NewWorld" ] || { echo "run this script from the unpacked NewWorld folder" >&2; exit 1; }
mkdir -p "$DATA/applications" "$DATA/metainfo" "$DATA/mime/packages" "$DATA/icons/hicolor/scalable/apps" "$BIN"
sed -e "s|^Exec=.*|Exec=\"$HERE/NewWorld\" %f|" -e "s|^TryExec=.*|TryExec=$HERE/NewWorld|" \
  "$RES/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
cp "$RES/$APP_ID.metainfo.xml" "$DATA/metainfo/"
cp "$RES/$APP_ID.mime.xml" "$DATA/mime/packages/$APP_ID.xml"
cp "$RES/icons/newworld.svg" "$DATA/icons/hicolor/scalable/apps/$APP_ID.svg"
for s in $SIZES; do
  mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
  cp "$RES/icons/newworld-$s.png" "$DATA/icons/hicolor/${s}x${s}/apps/$APP_ID.png"
done
ln -sf "$HERE/NewWorld" "$BIN/newworld"
refresh
echo "New World is in the application menu; from a terminal: $BIN/newworld"
echo "(Under X11 it needs the system libraries libxcb-icccm4 and libxcb-keysyms1, e.g. apt install libxcb-icccm4 libxcb-keysyms1.)"
