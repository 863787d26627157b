#!/bin/sh
# Writes mrefresh-VERSION-linux-ARCH.tar.gz (one folder holding what stage.sh installs under a prefix, plus
# share/doc/mrefresh/copyright: untar it and put its bin/ on the PATH) and a .sha256 beside it in the
# format `sha256sum -c` checks. Prints the tarball's path.
#
# Usage: dist.sh MREFRESH_BINARY OUTPUT_DIR
set -eu
here=$(dirname "$0")
if [ $# -ne 2 ]; then
	echo "usage: dist.sh MREFRESH_BINARY OUTPUT_DIR" >&2
	exit 64
fi
binary=$1 output=$2
version=$("$binary" --version)
name="mrefresh-$version-linux-$(uname -m)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
chmod 0755 "$work"
"$here/stage.sh" "$binary" "$work" "/$name" > /dev/null
install -d "$work/$name/share/doc/mrefresh"
install -m 0644 "$here/copyright" "$work/$name/share/doc/mrefresh/copyright"
mkdir -p "$output"
# Owner, group and times fixed, entries sorted: the same binary gives the same bytes.
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@${SOURCE_DATE_EPOCH:-0}" -cf - "$name" \
	| gzip -9n > "$output/$name.tar.gz"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$output/$name.tar.gz"
