#!/usr/bin/env bash
# Rebuilds the profiles in this folder from what Debian ships (README.md beside this file):
#   apt-get install -y argyll icc-profiles-free
#   bash packages/render/profiles/build.sh
# LayoutCoatedFOGRA39.icc is made by ArgyllCMS's colprof from Fogra's FOGRA39L characterisation
# data (about 11 s); sRGB.icc is copied as it is. colprof writes the time of the build into the
# profile's header, so a rebuild differs from the committed file in those bytes only.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
icc=/usr/share/color/icc
for needed in colprof "$icc/FOGRA39L.ti3" "$icc/sRGB.icc"; do
  if [ ! -e "$needed" ] && ! command -v "$needed" >/dev/null; then
    echo "$needed is missing: apt-get install -y argyll icc-profiles-free" >&2
    exit 1
  fi
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
cp /usr/share/color/icc/FOGRA39L.ti3 . && colprof -v -qm -bl -kr -l330 -L95 -nc -D "Layout Coated FOGRA39" -C "Made by Layout from Fogra's FOGRA39L characterisation data (icc-profiles-free, zlib licence) with ArgyllCMS colprof" -A "Layout" FOGRA39L
cp FOGRA39L.icc "$here/LayoutCoatedFOGRA39.icc"
cp "$icc/sRGB.icc" "$here/sRGB.icc"
echo "wrote $here/LayoutCoatedFOGRA39.icc and $here/sRGB.icc"
