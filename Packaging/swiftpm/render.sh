#!/bin/sh
# Writes the mrefresh-plugins package into OUTPUT_DIR (made; it must not exist yet): the template's
# Package.swift with its binary target filled in, and the plugins' and MRefreshMachine's sources copied (not
# linked) from the mrefresh package's Plugins/ and Sources/MRefreshMachine.
#   --url URL   the bundle as the release publishes it: `.binaryTarget(url: URL, checksum: …)`, the checksum
#               computed from BUNDLE_ZIP (what the release attaches at URL).
#   --local     the bundle copied into the package: `.binaryTarget(path: "mrefresh.artifactbundle.zip")`,
#               for trying a bundle before it is published (the tests do).
#
# Usage: render.sh BUNDLE_ZIP OUTPUT_DIR (--url URL | --local)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
usage() { echo "usage: render.sh BUNDLE_ZIP OUTPUT_DIR (--url URL | --local)" >&2; exit 64; }
[ $# -ge 3 ] || usage
bundle=$1 output=$2 mode=$3
[ -f "$bundle" ] || { echo "render.sh: $bundle: no such file" >&2; exit 66; }
[ ! -e "$output" ] || { echo "render.sh: $output already exists" >&2; exit 73; }
case $mode in
	--url) [ $# -eq 4 ] || usage
		checksum=$(sha256sum "$bundle" | cut -d' ' -f1)
		target=".binaryTarget(name: \"mrefresh\", url: \"$4\", checksum: \"$checksum\")" ;;
	--local) [ $# -eq 3 ] || usage
		target='.binaryTarget(name: "mrefresh", path: "mrefresh.artifactbundle.zip")' ;;
	*) usage ;;
esac
mkdir -p "$output"
cp -RL "$here/Plugins" "$output/Plugins"
mkdir -p "$output/Sources"
cp -R "$here/../../Sources/MRefreshMachine" "$output/Sources/MRefreshMachine"
sed "s|@BINARY_TARGET@|$target|" "$here/Package.swift" > "$output/Package.swift"
if [ "$mode" = --local ]; then cp "$bundle" "$output/mrefresh.artifactbundle.zip"; fi
echo "$output"
