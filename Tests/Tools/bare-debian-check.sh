#!/bin/sh
# The .deb on a bare Debian: installs dist/mrefresh_*.deb with apt into a minimal Debian bookworm (a
# debootstrap --variant=minbase chroot: no Swift, no -dev packages, no fonts, no Cairo until apt brings
# them from the package's Depends), then runs the README's quick-start commands there and a text layer
# (Pango, which mrefresh loads with dlopen, so only Depends brings it), and checks the frames are written.
#
# NOT part of `make test`: it downloads about 100 MB from Debian's mirror and needs root (debootstrap,
# chroot, mounting /proc). Run it by hand after `make deb`:
#     Tests/Tools/bare-debian-check.sh dist/mrefresh_0.3.0_amd64.deb /work/chroot-bookworm
# The chroot folder is made once and reused (each run installs the .deb afresh); delete it to start over.
# Exit status 0 when every check passes; otherwise the first failing check's message.
set -eu
if [ $# -ne 2 ]; then
	echo "usage: bare-debian-check.sh MREFRESH_DEB CHROOT_DIR" >&2
	exit 64
fi
deb=$(readlink -f "$1") chroot_dir=$2
repository=$(cd "$(dirname "$0")/../.." && pwd)
[ -f "$deb" ] || { echo "bare-debian-check: $deb does not exist (make deb)" >&2; exit 66; }
[ "$(id -u)" -eq 0 ] || { echo "bare-debian-check: needs root (debootstrap, chroot)" >&2; exit 77; }

fail() { echo "FAIL: $*" >&2; exit 1; }
inside() { chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 sh -ec "$1"; }

if [ ! -x "$chroot_dir/usr/bin/apt-get" ]; then
	command -v debootstrap > /dev/null || { echo "bare-debian-check: install debootstrap (apt-get install debootstrap)" >&2; exit 69; }
	debootstrap --variant=minbase bookworm "$chroot_dir" http://deb.debian.org/debian
fi
mount -t proc proc "$chroot_dir/proc"
trap 'umount "$chroot_dir/proc"' EXIT

# Bare: a previous run's mrefresh and what its Depends brought are removed first.
inside 'apt-get purge -y -qq mrefresh fonts-font-awesome > /dev/null 2>&1 || true; apt-get autoremove --purge -y -qq > /dev/null'
inside '! command -v swift && ! command -v swiftc' > /dev/null || fail "the chroot has Swift"
dev=$(inside "dpkg-query -W -f '\${Package}\n' | grep -- '-dev\$' || true")
[ -z "$dev" ] || fail "the chroot has -dev packages: $dev"
for package in libcairo2 libpangocairo-1.0-0 fonts-dejavu-core; do
	if inside "dpkg-query -W -f '\${Status}' $package 2>/dev/null | grep -q 'ok installed'"; then
		fail "$package is installed before the .deb"
	fi
done
echo "bare: no swift, no -dev packages, no Cairo, Pango or DejaVu fonts"

cp "$deb" "$chroot_dir/tmp/"
inside "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/$(basename "$deb")" \
	| grep -E '^(Setting up|Unpacking) ' | sed 's/ (.*//' || true
inside 'command -v mrefresh && mrefresh --version'

# The README's quick start, in a folder holding Examples/ as the README's commands expect.
rm -rf "$chroot_dir/root/quick-start"
mkdir -p "$chroot_dir/root/quick-start"
cp -r "$repository/Examples" "$chroot_dir/root/quick-start/"
cat > "$chroot_dir/root/quick-start/compass.yaml" <<'YAML'
size: 96x96
fit: viewbox
stages: {pull: 24, loading: 24}
loading: none
layers:
  - source: Examples/tutorial-compass.svg#ring
    pull: [{at: 0, translate: [-48, 0]}, {at: 1}]
  - source: Examples/tutorial-compass.svg#needle
    draw: none
    loading: {period: 1.2, keys: [{at: 0, rotate: 0}, {at: 1.2, rotate: 360}]}
YAML
# A text layer (Pango, dlopened) beside the same indicator without it: the frames must differ.
cat > "$chroot_dir/root/quick-start/text.yaml" <<'YAML'
size: 160x48
stages: {pull: 4, loading: 0, closing: 0}
layers:
  - source: Examples/sync-arcs.svg
  - text: "Pull to refresh"
    position: [80, 24]
YAML
grep -v -e 'text:' -e 'position:' "$chroot_dir/root/quick-start/text.yaml" > "$chroot_dir/root/quick-start/no-text.yaml"

inside 'cd /root/quick-start
	mrefresh render Examples/sync-arcs.svg --frames 30
	mrefresh render compass.yaml --export sheet,apng,lottie --out compass
	mrefresh render text.yaml --out text
	mrefresh render no-text.yaml --out no-text'
# Examples/mrefresh.yaml draws Font Awesome's glyphs, which the package does not need: without the font the
# build stops with exit 66 and one line naming the file; with Debian's fonts-font-awesome it builds.
status=0
inside 'cd /root/quick-start && mrefresh build Examples/mrefresh.yaml --out sprites --quiet' 2> "$chroot_dir/tmp/build.err" || status=$?
[ "$status" -eq 66 ] && grep -q 'fontawesome-webfont.svg: no such file' "$chroot_dir/tmp/build.err" \
	|| fail "the build without Font Awesome exited $status: $(cat "$chroot_dir/tmp/build.err")"
echo "build without fonts-font-awesome: exit 66, $(grep 'no such file' "$chroot_dir/tmp/build.err")"
inside 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-font-awesome > /dev/null
	cd /root/quick-start && mrefresh build Examples/mrefresh.yaml --out sprites --quiet'

out="$chroot_dir/root/quick-start"
count() { find "$out/$1" -name '*.png' | wc -l; }
[ "$(count frames)" -eq 85 ] || fail "frames/ holds $(count frames) PNGs, not 85"
[ -f "$out/compass/indicator.json" ] && [ -f "$out/compass/sheet.png" ] || fail "compass/ lacks the sheet or the Lottie file"
[ "$(count sprites)" -gt 0 ] || fail "the build wrote no PNGs"
[ "$(count text)" -eq 4 ] || fail "text/ holds $(count text) PNGs, not 4"
cmp -s "$out/text/pull_0003.png" "$out/no-text/pull_0003.png" && fail "the text layer drew nothing"
for png in "$out/frames/pull_0029.png" "$out/text/pull_0003.png"; do
	head -c 8 "$png" | od -An -tx1 | grep -q '89 50 4e 47 0d 0a 1a 0a' || fail "$png is not a PNG"
done
echo "frames: $(count frames) PNGs; compass: $(count compass) PNGs + sheet + Lottie; build: $(count sprites) PNGs; text layer drawn (its frames differ from the same indicator without it)"
[ -f "$chroot_dir/usr/share/man/man1/mrefresh.1.gz" ] && [ -f "$chroot_dir/usr/share/bash-completion/completions/mrefresh" ] \
	|| fail "the man page or bash completion is missing"
echo "PASS: the .deb installs on a bare Debian bookworm and its quick start renders frames"
