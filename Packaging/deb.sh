#!/bin/sh
# Builds the Debian package of an mrefresh binary with dpkg-deb: what stage.sh installs under /usr (the man
# page gzipped, as Debian's policy has it), /usr/share/doc/mrefresh/copyright, and a control file whose
# Depends is depends.sh's; and the .deb's .sha256 beside it. Prints the .deb's path.
#
# Usage: deb.sh [--unpackaged-ok DIR] MREFRESH_BINARY OUTPUT_DIR
#   MREFRESH_DEB_COMPRESSION: dpkg-deb's -Z (default xz; the tests use none, to build in a second)
#   --unpackaged-ok DIR: passed to depends.sh (for the tests' debug binary only)
set -eu
MAINTAINER="mrefresh maintainers <maintainers@users.noreply.a-seed-1c0f1890.example>"
here=$(dirname "$0")
depends_options=""
if [ "${1:-}" = "--unpackaged-ok" ]; then
	depends_options="--unpackaged-ok $2"
	shift 2
fi
if [ $# -ne 2 ]; then
	echo "usage: deb.sh [--unpackaged-ok DIR] MREFRESH_BINARY OUTPUT_DIR" >&2
	exit 64
fi
binary=$1 output=$2
depends=$("$here/depends.sh" $depends_options "$binary")
version=$("$binary" --version)
architecture=$(dpkg --print-architecture)

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
chmod 0755 "$root"
"$here/stage.sh" "$binary" "$root" /usr > /dev/null
gzip -9n "$root/usr/share/man/man1/mrefresh.1"
install -d "$root/usr/share/doc/mrefresh" "$root/DEBIAN"
install -m 0644 "$here/copyright" "$root/usr/share/doc/mrefresh/copyright"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: mrefresh
Version: $version
Architecture: $architecture
Maintainer: $MAINTAINER
Installed-Size: $size
Depends: $depends
Section: graphics
Priority: optional
Description: turn vector paths into pull-to-refresh animation frames
 mrefresh draws SVG paths, SVG-font glyphs and indicator files (YAML or JSON)
 into the PNG frames of a pull-to-refresh indicator, stage by stage, and
 exports them for iOS, Android, the web and Lottie. It builds many indicators
 from one job file, incrementally and in shards for CI.
CONTROL
mkdir -p "$output"
deb="$output/mrefresh_${version}_${architecture}.deb"
# dpkg-deb takes SOURCE_DATE_EPOCH for the ar members' times and clamps the files' times to it: as dist.sh
# does, 0 unless the caller says, so the same binary gives the same .deb.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-0} dpkg-deb --root-owner-group -Z"${MREFRESH_DEB_COMPRESSION:-xz}" --build "$root" "$deb" > /dev/null
# Its SHA-256 beside it, as `sha256sum -c` reads it: what a CI job checks the downloaded asset against.
(cd "$output" && sha256sum "$(basename "$deb")" > "$(basename "$deb").sha256")
echo "$deb"
