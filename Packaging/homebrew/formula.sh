#!/bin/sh
# Prints the Homebrew formula for a release: Packaging/homebrew/mrefresh.rb with its @HOMEPAGE@, @URL@ and
# @SHA256@ filled in for TARBALL (a source tarball from Packaging/source.sh), which the release publishes
# at REPOSITORY/releases/download/vVERSION/.
#
# Usage: formula.sh TARBALL REPOSITORY_URL
set -eu
here=$(dirname "$0")
if [ $# -ne 2 ]; then
	echo "usage: formula.sh TARBALL REPOSITORY_URL" >&2
	exit 64
fi
tarball=$1 repository=${2%/}
[ -f "$tarball" ] || { echo "formula.sh: $tarball: no such file" >&2; exit 66; }
name=$(basename "$tarball")
version=${name#mrefresh-}
version=${version%.tar.gz}
case $name in
	mrefresh-*.tar.gz) ;;
	*) version= ;;
esac
case $version in
	*[!0-9A-Za-z.+-]* | "") echo "formula.sh: $name is not named mrefresh-VERSION.tar.gz" >&2; exit 65 ;;
esac
sha256=$(sha256sum "$tarball" | cut -d' ' -f1)
sed -e "s#@HOMEPAGE@#$repository#" \
	-e "s#@URL@#$repository/releases/download/v$version/$name#" \
	-e "s#@SHA256@#$sha256#" "$here/mrefresh.rb"
