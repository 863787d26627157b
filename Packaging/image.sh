#!/bin/sh
# Writes mrefresh-VERSION-image.tar into OUTPUT_DIR: a container image archive that `docker load` and
# `podman load` read (Packaging/oci-image.py), of a Debian bookworm root made by debootstrap
# (--variant=minbase) with MREFRESH_DEB installed by apt (so its Depends bring Cairo, Pango and the DejaVu
# fonts), trimmed of what a container never reads (apt's lists and cache, documentation, man pages,
# locales, logs), with /usr/bin/mrefresh as the entry point and /work as the working folder. Prints the
# archive's path.
#
# Needs root (debootstrap, chroot, mounting /proc) and Debian's mirror. The bare root is made once, in
# MREFRESH_IMAGE_BASE (default .build-image/bookworm), and copied for each image.
#
# Usage: image.sh MREFRESH_DEB OUTPUT_DIR
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
if [ $# -ne 2 ]; then
	echo "usage: image.sh MREFRESH_DEB OUTPUT_DIR" >&2
	exit 64
fi
[ -f "$1" ] || { echo "image.sh: $1: no such file (make deb)" >&2; exit 66; }
deb=$(readlink -f "$1") output=$2
[ "$(id -u)" -eq 0 ] || { echo "image.sh: needs root (debootstrap, chroot)" >&2; exit 77; }
version=$(dpkg-deb --field "$deb" Version)
mirror=${MREFRESH_DEBIAN_MIRROR:-http://deb.debian.org/debian}
base=${MREFRESH_IMAGE_BASE:-$repository/.build-image/bookworm}

if [ ! -x "$base/usr/bin/apt-get" ]; then
	command -v debootstrap > /dev/null || { echo "image.sh: install debootstrap (apt-get install debootstrap)" >&2; exit 69; }
	rm -rf "$base.partial"
	mkdir -p "$(dirname "$base")"
	debootstrap --variant=minbase bookworm "$base.partial" "$mirror" > /dev/null
	mv "$base.partial" "$base"
fi

root=$(mktemp -d "$(dirname "$base")/root.XXXXXX")
cleanup() {
	umount "$root/proc" 2> /dev/null || true
	rm -rf "$root"
}
trap cleanup EXIT
cp -a "$base/." "$root/"
mount -t proc proc "$root/proc"
cp "$deb" "$root/tmp/mrefresh.deb"
inside() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive sh -ec "$1"; }
# apt's own chatter (debconf's fallbacks, no /dev/pts for its log) goes to a log shown only on failure.
log="$root.log"
if ! inside 'apt-get update -qq
	apt-get install -y -qq --no-install-recommends /tmp/mrefresh.deb
	apt-get clean
	mrefresh --version' > "$log" 2>&1; then
	cat "$log" >&2
	rm -f "$log"
	echo "image.sh: installing $(basename "$deb") failed" >&2
	exit 1
fi
rm -f "$log"
umount "$root/proc"
# Every time in the root is 0, as the image's layer records it; fontconfig's caches are made again after
# that, so that the times they record are the layer's (else they are stale in every container, and differ
# between two builds).
find "$root" -xdev -exec touch -h -d @0 {} +
rm -rf "$root"/var/cache/fontconfig/*
inside 'fc-cache -s -f'
# What a container running mrefresh never reads.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/* "$root"/var/cache/debconf/*-old "$root"/var/log/* \
	"$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* \
	"$root"/tmp/* "$root"/var/cache/ldconfig/aux-cache "$root"/etc/machine-id
mkdir -p "$root/work" "$root/var/lib/apt/lists/partial" "$root/var/cache/apt/archives/partial"
touch "$root/etc/machine-id"
mkdir -p "$output"
python3 "$here/oci-image.py" "$root" "$output/mrefresh-$version-image.tar" --tag "mrefresh:$version" \
	--entrypoint /usr/bin/mrefresh --workdir /work \
	--env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin --env LANG=C.UTF-8
