#!/usr/bin/env bash
# A drag-to-Applications disk image: the app beside a link to /Applications.
set -euo pipefail
app="$1"; out="$2"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
rm -f "$out"
hdiutil create -volname "RackoApp" -srcfolder "$stage" -ov -format UDZO "$out"
