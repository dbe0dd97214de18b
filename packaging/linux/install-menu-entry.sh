#!/bin/sh
# Add TutorApp to this user's applications menu (no root needed), pointing at this folder.
# Run it again after moving the folder; `./install-menu-entry.sh --remove` takes it out.
set -eu
HERE=$(dirname "$(readlink -f "$0")")
APPS="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
TARGET="$APPS/tutorapp.desktop"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$TARGET"
    echo "TutorApp removed from the applications menu."
    exit 0
fi
mkdir -p "$APPS"
sed "s|@DIR@|$HERE|g" "$HERE/tutorapp.desktop" > "$TARGET"
chmod 644 "$TARGET"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$APPS" || true
fi
echo "TutorApp added to the applications menu ($TARGET)."
