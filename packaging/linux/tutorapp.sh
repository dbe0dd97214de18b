#!/bin/sh
# Start TutorApp from wherever this folder was unpacked; arguments go to the `tutorapp`
# command (none opens the window). The menu entry (install-menu-entry.sh) runs this script.
HERE=$(dirname "$(readlink -f "$0")")
unset PYTHONHOME PYTHONPATH
exec "$HERE/tutorapp" "$@"
