#!/bin/sh
# The container image as a container would run it: unpacks dist/mrefresh-VERSION-image.tar's layers (the
# ones its manifest.json names, in order) into ROOT_DIR, then, chrooted there with the image's working
# folder, runs `mrefresh render` and `mrefresh build` on the Examples and draws a text layer (Pango, which
# mrefresh loads with dlopen), and checks that no library the binary or Pango needs is missing and that the
# image is within 120 MB unpacked.
#
# NOT part of `make test`: it needs root (chroot, mounting /proc) and the image, which `make image` makes
# from Debian's mirror. Run it by hand:
#     make image && sudo Tests/Tools/image-check.sh dist/mrefresh-0.3.0-image.tar /var/tmp/image-root
# Exit status 0 when every check passes; otherwise the first failing check's message.
set -eu
if [ $# -ne 2 ]; then
	echo "usage: image-check.sh IMAGE_TAR ROOT_DIR" >&2
	exit 64
fi
image=$(readlink -f "$1") root=$2
repository=$(cd "$(dirname "$0")/../.." && pwd)
[ -f "$image" ] || { echo "image-check: $image does not exist (make image)" >&2; exit 66; }
[ "$(id -u)" -eq 0 ] || { echo "image-check: needs root (chroot)" >&2; exit 77; }
fail() { echo "FAIL: $*" >&2; exit 1; }

archive=$(mktemp -d)
trap 'umount "$root/proc" 2> /dev/null || true; rm -rf "$archive"' EXIT
tar -xf "$image" -C "$archive"
rm -rf "$root"
mkdir -p "$root"
layers=$(python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1]))[0]["Layers"]))' "$archive/manifest.json")
for layer in $layers; do tar -xzf "$archive/$layer" -C "$root" --numeric-owner; done
config=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["Config"])' "$archive/manifest.json")
entrypoint=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["config"]["Entrypoint"][0])' "$archive/$config")
workdir=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["config"]["WorkingDir"])' "$archive/$config")
[ "$entrypoint" = /usr/bin/mrefresh ] || fail "the entry point is $entrypoint"
[ "$workdir" = /work ] || fail "the working folder is $workdir"

size=$(du -s --block-size=1 --apparent-size "$root" | cut -f1)
echo "unpacked: $((size / 1000000)) MB ($(du -sh "$root" | cut -f1) on disk); archive: $(($(stat -c %s "$image") / 1000000)) MB"
[ "$size" -le 120000000 ] || fail "the image is $((size / 1000000)) MB unpacked; the limit is 120 MB"

mount -t proc proc "$root/proc"
inside() { chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 HOME=/root sh -ec "cd $workdir; $1"; }
missing=$(inside 'for file in /usr/bin/mrefresh /usr/lib/*/libpangocairo-1.0.so.0; do ldd "$file"; done | grep "not found" || true')
[ -z "$missing" ] || fail "libraries missing: $missing"

cp -r "$repository/Examples" "$root/work/"
cat > "$root/work/text.yaml" <<'YAML'
size: 160x48
stages: {pull: 4, loading: 0, closing: 0}
layers:
  - source: Examples/sync-arcs.svg
  - text: "Pull to refresh"
    position: [80, 24]
YAML
grep -v -e 'text:' -e 'position:' "$root/work/text.yaml" > "$root/work/no-text.yaml"
# The Examples' job file but for Font Awesome's indicator, whose font is a Debian package the image lacks
# (a team mounts its own fonts); the SSPullToRefresh header's labels are Pango text.
cat > "$root/work/Examples/container.yaml" <<'YAML'
indicators:
  - {name: mrefresh-readme, source: mrefresh-readme.path, trim: points, smooth: 3, scale: [1, 2, 3]}
  - {name: cloud-download, file: cloud-download.yaml}
  - {name: sync-arcs, source: sync-arcs.svg, loading: pulse}
  - {name: inkscape-bell, source: inkscape-bell.svg, fit: viewbox, size: 96x96, padding: 8}
  - file: tutorial-compass.yaml
  - {file: sspull-default.yaml, labelDate: "Today 09:41"}
YAML
inside 'mrefresh render Examples/sync-arcs.svg --frames 30 --out frames
	mrefresh build Examples/container.yaml --out built
	mrefresh render text.yaml --out text
	mrefresh render no-text.yaml --out no-text' 2>&1 | tail -3
[ -f "$root/work/frames/manifest.json" ] || fail "render wrote no manifest"
[ -f "$root/work/built/index.json" ] || fail "build wrote no index"
frame=$(cd "$root/work/text" && ls pull_0003*.png | head -n 1)
cmp -s "$root/work/text/$frame" "$root/work/no-text/$frame" && fail "the text layer drew nothing (Pango)"
echo "PASS: the image's root renders, builds and draws text, with no library missing"
