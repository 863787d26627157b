#!/bin/sh
# The preview screenshots of the docs (Sources/MRefreshRender/MRefresh.docc/Resources/preview-*.png): the
# three seed headers and the Font Awesome indicator, each rendered with --export preview and opened in
# headless Chromium pulled as its fragment says (preview.html#pull=N[&release]).
# Usage: Tests/Tools/preview-screenshots.sh MREFRESH_BINARY [OUTPUT_FOLDER]
set -eu
bin=$1
out=${2:-Sources/MRefreshRender/MRefresh.docc/Resources}
examples=$(cd "$(dirname "$0")/../../Examples" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
shot() { # name indicator fragment [render arguments...]
    name=$1 indicator=$2 fragment=$3
    shift 3
    "$bin" render "$examples/$indicator" "$@" --export png,preview --out "$work/$name" --quiet
    # Virtual time lets the ready transition or the loading loop play before the capture.
    chromium --headless=new --no-sandbox --disable-gpu --force-device-scale-factor=1 --hide-scrollbars \
        --user-data-dir="$work/profile" --window-size=760,700 --virtual-time-budget=1500 \
        --screenshot="$out/preview-$name.png" "file://$work/$name/preview.html#$fragment" >/dev/null 2>&1
    [ -s "$out/preview-$name.png" ] || { echo "no screenshot of $indicator" >&2; exit 1; }
    echo "$out/preview-$name.png"
}
shot tutorial-compass tutorial-compass.yaml "pull=48"
shot sspull sspull-default.yaml "pull=75"
shot refreshbar refreshbar-load-more.yaml "pull=70"
shot fontawesome-refresh fontawesome-refresh.yaml "pull=100&release"
