#!/bin/sh
# Lays out what `make install` installs, under DESTDIR + PREFIX:
#   bin/mrefresh                                       the binary (stripped: its debug info is a third of it)
#   share/bash-completion/completions/mrefresh         bash completion (loaded on demand by bash-completion)
#   share/zsh/site-functions/_mrefresh                 zsh completion (on zsh's default fpath)
#   share/fish/vendor_completions.d/mrefresh.fish      fish completion
#   share/man/man1/mrefresh.1                          the man page (Packaging/manpage.py)
# The completions come from the binary itself (ArgumentParser's --generate-completion-script), the man page
# from its help, so all three describe the binary being installed. Prints the installed paths, one a line,
# relative to DESTDIR: `make uninstall` removes exactly those, and the package and tarball hold them.
#
# Usage: stage.sh MREFRESH_BINARY DESTDIR PREFIX
#        stage.sh --list PREFIX      (only print the paths: what `make uninstall` removes)
set -eu
FILES="bin/mrefresh share/bash-completion/completions/mrefresh share/zsh/site-functions/_mrefresh
share/fish/vendor_completions.d/mrefresh.fish share/man/man1/mrefresh.1"
if [ $# -eq 2 ] && [ "$1" = "--list" ]; then
	for file in $FILES; do echo "$2/$file"; done
	exit 0
fi
if [ $# -ne 3 ]; then
	echo "usage: stage.sh MREFRESH_BINARY DESTDIR PREFIX | stage.sh --list PREFIX" >&2
	exit 64
fi
binary=$1 destdir=$2 prefix=$3
here=$(dirname "$0")
[ -x "$binary" ] || { echo "stage.sh: $binary is not an executable" >&2; exit 66; }

root="$destdir$prefix"
install -d "$root/bin" "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" \
	"$root/share/fish/vendor_completions.d" "$root/share/man/man1"
install -m 0755 "$binary" "$root/bin/mrefresh"
strip --strip-unneeded "$root/bin/mrefresh"
"$binary" --generate-completion-script bash > "$root/share/bash-completion/completions/mrefresh"
"$binary" --generate-completion-script zsh > "$root/share/zsh/site-functions/_mrefresh"
"$binary" --generate-completion-script fish > "$root/share/fish/vendor_completions.d/mrefresh.fish"
python3 "$here/manpage.py" "$binary" > "$root/share/man/man1/mrefresh.1"
chmod 0644 "$root/share/bash-completion/completions/mrefresh" "$root/share/zsh/site-functions/_mrefresh" \
	"$root/share/fish/vendor_completions.d/mrefresh.fish" "$root/share/man/man1/mrefresh.1"
for file in $FILES; do echo "$prefix/$file"; done
