#!/bin/sh
# Prints the Debian `Depends:` value for an mrefresh binary: the package of every shared library the binary
# names (its ELF NEEDED entries, found where the dynamic loader finds them, then `dpkg -S`), with the lowest
# versions dpkg-shlibdeps reads from those packages' symbols files; then what the binary loads at run time
# and so does not name:
#   - Cairo (Sources/MRefreshRender/Cairo/CairoLibrary.swift dlopens CAIRO_SONAME when it first draws),
#   - Pango (Sources/MRefreshRender/Cairo/Pango.swift dlopens PANGO_SONAME the first time text is drawn),
#   - libjpeg and libwebp (Sources/MRefreshRender/Cairo/ImageLibraries.swift dlopens JPEG_SONAME and
#     WEBP_SONAME, which loads libwebp, the first time an image of theirs is decoded),
#   - the default font's package (TextSpec.defaultFont, "DejaVu Sans": fontconfig's file for it, whose
#     package holds it), since a text layer without a font: key draws in it.
# The tests check the names against the Swift constants, and the whole value against the binary.
#
# Fails, naming it, when a needed library belongs to no package: a binary linked against the Swift runtime
# (a build without --static-swift-stdlib) would install but not start. --unpackaged-ok DIR lets libraries
# under DIR pass unlisted (the tests run this on the debug binary, whose Swift runtime is the toolchain's).
#
# Usage: depends.sh [--unpackaged-ok DIR] MREFRESH_BINARY
set -eu
CAIRO_SONAME=libcairo.so.2
PANGO_SONAME=libpangocairo-1.0.so.0
JPEG_SONAME=libjpeg.so.62
WEBP_SONAME=libwebpdemux.so.2
DEFAULT_FONT="DejaVu Sans"

unpackaged_ok=""
if [ "${1:-}" = "--unpackaged-ok" ]; then
	unpackaged_ok=$2
	shift 2
fi
if [ $# -ne 1 ]; then
	echo "usage: depends.sh [--unpackaged-ok DIR] MREFRESH_BINARY" >&2
	exit 64
fi
binary=$1
[ -f "$binary" ] || { echo "depends.sh: $binary does not exist" >&2; exit 66; }

# The paths dpkg may have registered a library under: as given, resolved, and with or without /usr (a
# merged-/usr system registers a library under one of /lib and /usr/lib only).
candidates() {
	for candidate in "$1" "$(readlink -f "$1")"; do
		echo "$candidate"
		case $candidate in
		/usr/*) echo "${candidate#/usr}" ;;
		*) echo "/usr$candidate" ;;
		esac
	done
}

# Where the loader finds each NEEDED soname of the binary (ldd lists the transitive ones too: keep NEEDED's),
# Cairo's and Pango's files and the default font's.
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
resolved=$(ldd "$binary")
paths=""
missing=""
for soname in $needed; do
	path=$(echo "$resolved" | awk -v so="$soname" '$1 == so && $2 == "=>" { print $3 } $1 ~ "/" so "$" { print $1 }' | head -n 1)
	if [ -z "$path" ] || [ "$path" = "not" ]; then
		missing="$missing $soname(not found)"
	elif [ -n "$unpackaged_ok" ] && case $(readlink -f "$path") in "$(readlink -f "$unpackaged_ok")"/*) true ;; *) false ;; esac; then
		:
	else
		paths="$paths $path"
	fi
done
# Where the loader's cache finds the library SONAME, which the binary loads at run time; refuses, saying
# to install WHAT, when it finds none.
installed() {
	found=$(ldconfig -p | awk -v so="$1" '$1 == so { print $NF; exit }')
	[ -n "$found" ] || { echo "depends.sh: $1 is not installed here; install $2" >&2; exit 1; }
	echo "$found"
}
cairo_path=$(installed "$CAIRO_SONAME" "Cairo (Debian: libcairo2)")
pango_path=$(installed "$PANGO_SONAME" "Pango (Debian: libpangocairo-1.0-0)")
jpeg_path=$(installed "$JPEG_SONAME" "libjpeg (Debian: libjpeg62-turbo)")
webp_path=$(installed "$WEBP_SONAME" "libwebp (Debian: libwebpdemux2)")
font_path=$(fc-match -f '%{file}' "$DEFAULT_FONT")

# One dpkg -S for every candidate path (each call reads dpkg's whole file list): "path package" lines.
owned=$(for path in $paths "$cairo_path" "$pango_path" "$jpeg_path" "$webp_path" "$font_path"; do candidates "$path"; done | sort -u \
	| xargs dpkg -S 2>/dev/null | sed -n 's/^\([^:,]*\)[^ ]* \(\/.*\)$/\2 \1/p')
owner() {
	for candidate in $(candidates "$1"); do
		package=$(echo "$owned" | awk -v p="$candidate" '$1 == p { print $2; exit }')
		if [ -n "$package" ]; then
			echo "$package"
			return 0
		fi
	done
	return 1
}

packages=""
for path in $paths; do
	if package=$(owner "$path"); then
		packages="$packages $package"
	else
		missing="$missing $path"
	fi
done
if [ -n "$missing" ]; then
	echo "depends.sh: $binary needs libraries no Debian package provides:$missing" >&2
	echo "depends.sh: build it with --static-swift-stdlib (make release)" >&2
	exit 1
fi
# The package of a file the binary loads at run time; refuses when none holds it.
runtime_owner() {
	owner "$1" || { echo "depends.sh: no package provides $1$2" >&2; exit 1; }
}
cairo=$(runtime_owner "$cairo_path")
pango=$(runtime_owner "$pango_path")
jpeg=$(runtime_owner "$jpeg_path")
webp=$(runtime_owner "$webp_path")
font=$(runtime_owner "$font_path" " (fontconfig's $DEFAULT_FONT)")

# Versions: dpkg-shlibdeps reads the packages' symbols files; it needs a debian/control to run beside.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/debian"
printf 'Source: mrefresh\n\nPackage: mrefresh\nArchitecture: any\n' > "$work/debian/control"
absolute=$(readlink -f "$binary")
versioned=$(cd "$work" && dpkg-shlibdeps -O "$absolute" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')

# One entry per package, sorted: the versioned entry where dpkg-shlibdeps gave one. Cairo, which the binary
# does not name, gets the version dpkg-shlibdeps read from its symbols when the binary linked it (1.12 has
# cairo_surface_map_to_image, the newest function mrefresh calls).
for package in $(echo $packages $cairo $pango $jpeg $webp $font | tr ' ' '\n' | sort -u); do
	entry=$(echo "$versioned" | tr ',' '\n' | sed 's/^ *//' | awk -v p="$package" '$1 == p { print; exit }')
	if [ -z "$entry" ] && [ "$package" = "$cairo" ]; then entry="$cairo (>= 1.12.0)"; fi
	echo "${entry:-$package}"
done | paste -sd, | sed 's/,/, /g'
