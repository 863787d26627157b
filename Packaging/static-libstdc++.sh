#!/bin/sh
# Prints the linker flags that make a release build link libstdc++ statically (on Linux; nothing elsewhere),
# after writing what they need into DIR.
#
# The Swift runtime is written in C++ against libstdc++, and --static-swift-stdlib links the runtime into the
# binary but leaves libstdc++ a shared library: at every start the loader maps it, relocates it and binds its
# symbols, half a millisecond of a render's start-up here, and the binary needs the GLIBCXX version of the
# machine that built it. Swift's link line names `-lstdc++` itself, ahead of any flag a build adds, so the
# flag cannot be replaced; a folder searched first whose `libstdc++.so` is a linker script naming the static
# archive (GCC's, which the runtime exception lets any program link) makes that name the archive.
#
# When the archive is not installed (no libstdc++-dev), prints nothing: the build links libstdc++ as before.
#
# Usage: static-libstdc++.sh DIR
set -eu
if [ $# -ne 1 ]; then
	echo "usage: static-libstdc++.sh DIR" >&2
	exit 64
fi
[ "$(uname -s)" = Linux ] || exit 0
archive=$(${CC:-gcc} -print-file-name=libstdc++.a 2>/dev/null || true)
case $archive in
/*) [ -f "$archive" ] || exit 0 ;;
*) exit 0 ;;
esac
mkdir -p "$1"
dir=$(cd "$1" && pwd)
printf 'INPUT(%s)\n' "$archive" > "$dir/libstdc++.so"
printf '%s\n' "-Xlinker -L$dir"
