#!/usr/bin/env bash
# The packaging stages' system tools on a bare Debian 12, from Debian's archive only
# (npm and PyPI packages are fetched by the stages themselves, pinned).
# A package that cannot be installed stops CI with one line, distinct from a
# failed test: "TOOL UNAVAILABLE: ..." and exit 3.
set -euo pipefail

packages=(
  # Windows stage: Wine 8 with its 32-bit half (ISCC.exe, the setup and the uninstaller
  # are 32-bit), a hidden display for the silent install, MinGW for the icuuc.dll stand-in
  wine wine64 wine32:i386 xvfb xauth gcc-mingw-w64-x86-64-win32
  # Linux stage: the .deb, the .rpm, and the AppImage runtime built from Debian's libraries
  dpkg-dev rpm squashfs-tools gcc libc6-dev libsquashfuse-dev libfuse3-dev libzstd-dev liblz4-dev
  liblzo2-dev liblzma-dev zlib1g-dev
  # the validators of the AppStream entry and the desktop entries
  appstream desktop-file-utils
  # release files: the dmg script and .ci/run
  shellcheck
)

# This machine's image has Node.js with its own npm (which Debian's npm would conflict with).
if ! command -v npm >/dev/null; then
  packages+=(npm)
fi

unavailable() {
  echo "TOOL UNAVAILABLE: $*" >&2
  exit 3
}

# apt-get install of the packages from the machine's sources less the security suite, read into
# lists of their own (the machine's own lists are left as they are).
install_without_security() {
  local dir
  dir=$(mktemp -d)
  mkdir -p "$dir/parts" "$dir/lists/partial"
  if [ -f /etc/apt/sources.list ]; then
    grep -v -- '-security' /etc/apt/sources.list >"$dir/sources.list" || true
  else
    : >"$dir/sources.list"
  fi
  for f in /etc/apt/sources.list.d/*.list; do
    [ -e "$f" ] && { grep -v -- '-security' "$f" >"$dir/parts/$(basename "$f")" || true; }
  done
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -e "$f" ] && awk 'BEGIN { RS = ""; ORS = "\n\n" } !/-security/' "$f" >"$dir/parts/$(basename "$f")"
  done
  local opts=(-o "Dir::Etc::SourceList=$dir/sources.list" -o "Dir::Etc::SourceParts=$dir/parts"
              -o "Dir::State::Lists=$dir/lists")
  apt-get "${opts[@]}" update -q \
    && DEBIAN_FRONTEND=noninteractive apt-get "${opts[@]}" install -y -q --no-install-recommends "${packages[@]}"
}

if ! dpkg --print-foreign-architectures | grep -qx i386; then
  dpkg --add-architecture i386
fi
if dpkg-query -W -f '${Status}\n' "${packages[@]}" 2>/dev/null | grep -vq "install ok installed" \
   || [ "$(dpkg-query -W -f '${Status}\n' "${packages[@]}" 2>/dev/null | wc -l)" -ne "${#packages[@]}" ]; then
  # The i386 lists on a mirror can briefly disagree with amd64 ("File has unexpected
  # size ... Mirror sync in progress?"): try again, then go on with the lists there are.
  for attempt in 1 2 3; do
    if apt-get update -q >/tmp/rackoapp-apt-update.log 2>&1; then
      break
    fi
    echo "apt-get update, attempt $attempt: $(grep -m1 '^E:' /tmp/rackoapp-apt-update.log || echo failed)" >&2
    sleep 15
  done
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${packages[@]}" \
       >/tmp/rackoapp-apt-install.log 2>&1; then
    # With the security suite's i386 index unreadable (a mirror that stays mid-sync for hours),
    # its amd64 libraries are newer than the i386 ones wine32 needs at the very same version:
    # "held broken packages". The point release alone is the same for both halves.
    echo "apt-get install: $(grep -m1 -E '^(E:|Err)' /tmp/rackoapp-apt-install.log || echo failed);" \
         "again from the point release alone, without the security suite" >&2
    install_without_security >/tmp/rackoapp-apt-install.log 2>&1 \
      || unavailable "apt-get install failed: $(grep -m1 -E '^(E:|Err)' /tmp/rackoapp-apt-install.log || tail -n1 /tmp/rackoapp-apt-install.log)"
  fi
fi
for tool in wine wineserver Xvfb x86_64-w64-mingw32-gcc npm rpmbuild mksquashfs shellcheck appstreamcli desktop-file-validate; do
  command -v "$tool" >/dev/null || unavailable "$tool missing after apt-get install"
done
echo "packaging tools: $(wine --version), $(rpmbuild --version), npm $(npm --version)"
