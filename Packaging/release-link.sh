#!/bin/sh
# Prints the linker flags of a release build on Linux (nothing elsewhere), after writing what they need into
# DIR. Each is for the start-up of every process: a render is over in ~10 ms, and the loader's work before
# `main` was a third of it.
#
# - libstdc++ and GCC's unwinder (libgcc_eh) linked statically. The Swift runtime is written in C++ against
#   libstdc++, and --static-swift-stdlib links the runtime into the binary but leaves libstdc++ and
#   libgcc_s shared: at every start the loader maps, relocates and binds them (half a millisecond here;
#   libgcc_s also runs a constructor that asks the processor what it is, slow in a virtual machine), and
#   the binary needs the GLIBCXX version of the machine that built it. Swift's link line names `-lstdc++`
#   itself, ahead of any flag a build adds, so the flag cannot be replaced; a folder searched first whose
#   `libstdc++.so` is a linker script naming GCC's archives makes that name the archives (which GCC's
#   runtime library exception lets any program link), and `-lgcc_s`, linked as needed, is then not needed.
#   libstdc++'s std::random_device, which nothing here calls but its strings drag in, names glibc 2.36's
#   arc4random; a definition of our own (getrandom, glibc 2.25), bound inside the binary, keeps the
#   binary's floor at the glibc 2.35 it needs anyway (Ubuntu 22.04).
# - No symbol exported. Swift's static link exports every symbol of the program (8,750 here); the runtime's
#   start-up looks up its own address among them (dladdr), a linear scan. Nothing loads the program's
#   symbols by name; its own symbol table (.symtab, for debuggers and crash reports) is unchanged.
#
# When GCC's archives are not installed (no libstdc++-dev), only the symbol flag is printed.
#
# Usage: release-link.sh DIR
set -eu
if [ $# -ne 1 ]; then
	echo "usage: release-link.sh DIR" >&2
	exit 64
fi
[ "$(uname -s)" = Linux ] || exit 0
mkdir -p "$1"
dir=$(cd "$1" && pwd)
printf '{\n  local: *;\n};\n' > "$dir/symbols.map"
flags="-Xlinker --version-script=$dir/symbols.map"
cxx=$(${CC:-gcc} -print-file-name=libstdc++.a 2>/dev/null || true)
eh=$(${CC:-gcc} -print-file-name=libgcc_eh.a 2>/dev/null || true)
case $cxx$eh in
/*/*)
	if [ -f "$cxx" ] && [ -f "$eh" ]; then
		cat > "$dir/arc4random.c" <<-'EOF'
			#include <stdint.h>
			#include <sys/random.h>
			uint32_t arc4random(void) {
			    uint32_t value = 0;
			    while (getrandom(&value, sizeof value, 0) != (ssize_t) sizeof value) {}
			    return value;
			}
		EOF
		${CC:-gcc} -O2 -fPIC -c "$dir/arc4random.c" -o "$dir/arc4random.o"
		printf 'INPUT(%s %s %s)\n' "$dir/arc4random.o" "$cxx" "$eh" > "$dir/libstdc++.so"
		flags="-Xlinker -L$dir $flags"
	fi
	;;
esac
printf '%s\n' "$flags"
