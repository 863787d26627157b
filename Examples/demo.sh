#!/bin/sh
# Renders every example in Examples/ into OUTPUT_DIR. Usage: demo.sh MREFRESH_BINARY OUTPUT_DIR
set -eu
bin=$1
out=$2
here=$(dirname "$0")
font=/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.svg
mkdir -p "$out"

run() {
    echo "\$ mrefresh $*"
    "$bin" "$@"
    echo
}

# The Font Awesome path from MRefresh's README, drawn MRefresh-style: node-count trimming after 3 smoothings.
run render "$here/mrefresh-readme.path" --trim points --smooth 3 --frames 60 --scale 1,2,3 --out "$out/mrefresh-readme"

# The same icon from the real font (y-up glyph, flipped when fitted), rotating while loading, with a sprite sheet.
run render "$font#refresh" --frames 24 --loading rotate --loading-frames 24 --padding 20 --export sheet,apng,xcassets,android,lottie,avd --out "$out/refresh"

# Two layers sharing one scale: the cloud draws first, the arrow joins half-way.
run render "$here/cloud-download.svg" --start 0,0.5 --fit union --stroke '#0969da' --sheet --out "$out/cloud-download"

# An icon made of elliptical arcs (MRefresh could not draw arcs), pulsing while loading.
run render "$here/sync-arcs.svg" --loading pulse --line-width 4 --stroke '#1a7f37' --sheet --out "$out/sync-arcs"

# A whole SVG document as a design tool saves it (groups, transforms, shapes, a gradient, <use> clones):
# each element a layer drawn on in its own style; at progress 1 the icon exactly as designed.
run render "$here/inkscape-bell.svg" --fit viewbox --size 96x96 --padding 8 --sheet --out "$out/inkscape-bell"
# The same bell drawn by one pen moving through every element in turn.
run render "$here/inkscape-bell.svg" --fit viewbox --size 96x96 --padding 8 --merge --sheet --out "$out/inkscape-bell-merged"
# Dashes drawn on dash by dash (the pen reveals the dashed stroke, it never restarts it), miter joins.
run render "$here/dashed-tray.svg" --fit viewbox --size 96x96 --frames 30 --sheet --out "$out/dashed-tray"

# An animated SVG spinner as designers hand it over (SMIL): its own animation is the loading stage, one
# loop long, with a preview page to pull.
run render "$here/activity-smil.svg" --size 64x64 --padding 8 --export sheet,preview --out "$out/activity-smil"
# The same with CSS: @keyframes turning and growing a dash.
run render "$here/spinner-css.svg" --size 64x64 --padding 8 --export sheet,preview --out "$out/spinner-css"

# Indicator files (Part 2): layers choreographed per stage, text, the ready and exhausted stages.
# The tutorial's compass header: converge while pulling, spin in 90° steps over a colour cycle, fly apart.
run render "$here/tutorial-compass.yaml" --export sheet,apng,xcassets,android,lottie,avd --out "$out/tutorial-compass"
# RefreshBar's pull-up bar: the arrow flips past the threshold, a spinner while loading, "No more data",
# and the update date under the label (a render has no clock: the file's labelDate stands in for one).
run render "$here/refreshbar-load-more.yaml" --sheet --out "$out/refreshbar-load-more"
# SSPullToRefresh's default view; its last-updated line shows the file's labelDate (simulate's clock replaces it).
run render "$here/sspull-default.yaml" --sheet --out "$out/sspull-default"
run simulate --gesture "$here/gestures/sspull-twice.yaml" "$here/sspull-default.yaml" --preview --fps 30 --out "$out/simulate-sspull-preview"
# The Font Awesome indicator above, as a file: byte-identical frames.
run render "$here/fontawesome-refresh.yaml" --export sheet,apng,xcassets,android,lottie,avd --out "$out/refresh-from-file"
for f in "$out"/refresh/*.png; do cmp -s "$f" "$out/refresh-from-file/$(basename "$f")" || { echo "differs: $f"; exit 1; }; done
echo "refresh-from-file: every frame byte-identical to the flags' run"
echo

# Everything above as one build: one process, one pool of workers; a second run draws nothing.
run build "$here/mrefresh.yaml" --out "$out/build"
run build "$here/mrefresh.yaml" --out "$out/build"
for name in mrefresh-readme refresh cloud-download sync-arcs inkscape-bell inkscape-bell-merged tutorial-compass; do
    for f in "$out/$name"/*_*.png; do cmp -s "$f" "$out/build/$name/$(basename "$f")" || { echo "differs: $f"; exit 1; }; done
done
echo "build: every frame byte-identical to the renders above"
echo

# Scripted users against the refresh state machine: timeline.json and a frame per tick.
run simulate --gesture "$here/gestures/threshold-pull.yaml" "$font#refresh" --size 64x64 --padding 8 --out "$out/simulate-threshold"
run simulate --gesture "$here/gestures/release-pull.yaml" "$font#refresh" --size 64x64 --padding 8 --preview --out "$out/simulate-release-preview"
run simulate --gesture "$here/gestures/load-more.json" "$here/sync-arcs.svg" --size 48x48 --padding 4 --preview --out "$out/simulate-load-more"

run inspect "$here/mrefresh-readme.path" "$font#refresh" "$here/sync-arcs.svg" "$here/cloud-download.svg" "$here/inkscape-bell.svg" --smooth 3
