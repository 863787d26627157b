#!/bin/sh
# Writes mrefresh-VERSION.tar.gz, the sources of REVISION (default HEAD) as `git archive` makes them under
# one folder mrefresh-VERSION/, and a .sha256 beside it; what the Homebrew formula builds from. The
# version is the one the sources say (MRefreshVersion.swift). Prints the tarball's path.
#
# Usage: source.sh OUTPUT_DIR [REVISION]
set -eu
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: source.sh OUTPUT_DIR [REVISION]" >&2
	exit 64
fi
output=$1 revision=${2:-HEAD}
version=$(git show "$revision:Sources/MRefreshCore/Support/MRefreshVersion.swift" | sed -n 's/.*current = "\(.*\)".*/\1/p')
[ -n "$version" ] || { echo "source.sh: no version in MRefreshVersion.swift at $revision" >&2; exit 65; }
name="mrefresh-$version"
mkdir -p "$output"
# git archive's entries carry the commit's time and are in a fixed order; gzip -n leaves out the name and
# time of its own: one commit, one checksum.
git archive --format=tar --prefix="$name/" "$revision" | gzip -9n > "$output/$name.tar.gz"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$output/$name.tar.gz"
