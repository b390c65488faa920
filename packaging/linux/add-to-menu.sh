#!/bin/sh
# Puts RackoApp, started from this folder, in this user's applications menu (the .tar.gz's
# README.txt names it). The folder's path goes into the desktop entry escaped as the Desktop
# Entry spec asks: inside the quotes \ " ` $ take a backslash, then every backslash of the
# value is doubled, and % is doubled: a folder named "a&b c" broke the sed line this replaces.
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
case $here in
  *'
'*) printf '%s\n' "add-to-menu.sh: a folder whose name holds a line break cannot go in the menu; rename it" >&2
      exit 1 ;;
esac
share=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$share/applications" "$share/icons/hicolor/256x256/apps"
cp "$here/rackoapp.png" "$share/icons/hicolor/256x256/apps/rackoapp.png"
quoted=$(printf '%s\n' "$here/rackoapp" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
# GLib looks for the program before it reads %% as %, and hid the entry of a folder named
# "50% off": there env starts it.
case $here in
  *%*) through='env ' ;;
  *) through='' ;;
esac
{
  grep -v '^Exec=' "$here/rackoapp.desktop"
  printf 'Exec=%s"%s"\n' "$through" "$quoted"
} >"$share/applications/rackoapp.desktop"
printf '%s\n' "RackoApp is in the applications menu, started from $here"
