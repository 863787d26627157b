#!/bin/sh
# Runs mrefresh on every example in Examples/. Usage: demo.sh MREFRESH_BINARY OUTPUT_DIR
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

run inspect "$here/mrefresh-readme.path" --smooth 3
run inspect "$font#refresh"
run inspect "$here/sync-arcs.svg"
run inspect "$here/cloud-download.svg" --json > "$out/cloud-download.json"
echo "wrote $out/cloud-download.json"
