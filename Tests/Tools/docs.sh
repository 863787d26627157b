#!/bin/sh
# Builds the documentation: the DocC catalog Sources/MRefreshRender/MRefresh.docc (the articles) with the
# API of the library targets, from a debug build's modules. `make docs` and DocCCatalogTests both run it.
#
#   Tests/Tools/docs.sh BIN_DIR OUT_DIR [CATALOG]
#
# BIN_DIR is the build's binary folder (`swift build --show-bin-path`), whose Modules/ holds the
# .swiftmodule files; OUT_DIR receives the archive (replaced); CATALOG (the tests give a broken copy)
# defaults to the project's. Symbol graphs are extracted with
# swift-symbolgraph-extract straight from those modules, so the script takes no SwiftPM lock and can run
# while `swift test` holds one. DocC is called directly, not through swift-docc-plugin: no package
# dependency, and one archive for several modules whose comments link each other. Any DocC warning or
# error fails the script (exit 1), after printing DocC's diagnostics. With SYMBOLS_OUT set, the public symbol
# graphs are copied there too.
set -eu

bin_dir=$1
out_dir=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
catalog=${3:-$root/Sources/MRefreshRender/MRefresh.docc}
modules="MRefreshMachine MRefreshSyntax MRefreshCore MRefreshSVG MRefreshPNG MRefreshRender MRefreshFiles"
swift=${SWIFT:-swift}
docc=${DOCC:-$(command -v docc || echo "$(dirname "$(command -v "$swift")")/docc")}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/symbols"

# The C modules the libraries import: mrefresh's own (libyaml's among them), swift-numerics' shims of the C
# library's math (from the build's own checkouts: a scratch folder's, such as make test-portable's, or
# .build's), and Cairo's headers.
shims=""
for checkouts in "$bin_dir/../../checkouts" "$root/.build/checkouts"; do
    candidate="$checkouts/swift-numerics/Sources/_NumericsShims/include/module.modulemap"
    if [ -f "$candidate" ]; then shims=$candidate; break; fi
done
c_flags=""
for map in "$root"/Sources/C*/module.modulemap $shims; do
    [ -f "$map" ] && c_flags="$c_flags -Xcc -fmodule-map-file=$map"
done
for include in $(pkg-config --cflags-only-I cairo); do c_flags="$c_flags -Xcc $include"; done

triple=$("$swift" -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)
for module in $modules; do
    # shellcheck disable=SC2086  # the flags are words
    if ! "$swift" symbolgraph-extract -module-name "$module" -I "$bin_dir/Modules" -target "$triple" \
        -output-dir "$work/symbols" -minimum-access-level public -skip-synthesized-members $c_flags \
        > "$work/extract.log" 2>&1; then
        cat "$work/extract.log" >&2
        echo "docs.sh: no symbol graph for $module (is the debug build in $bin_dir up to date?)" >&2
        exit 1
    fi
done

# The symbol graphs themselves, for a caller that counts the public API (DocCCatalogTests).
if [ -n "${SYMBOLS_OUT:-}" ]; then rm -rf "$SYMBOLS_OUT"; cp -R "$work/symbols" "$SYMBOLS_OUT"; fi

rm -rf "$out_dir"
status=0
"$docc" convert "$catalog" --additional-symbol-graph-dir "$work/symbols" \
    --output-dir "$out_dir" --fallback-display-name MRefresh --fallback-bundle-identifier org.mrefresh.MRefresh \
    --warnings-as-errors > "$work/docc.log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || grep -q '^warning:' "$work/docc.log"; then
    cat "$work/docc.log" >&2
    echo "docs.sh: DocC reported problems (above)" >&2
    rm -rf "$out_dir"
    exit 1
fi
echo "Documentation: $out_dir ($docc preview shows it; serve the folder to browse it)"
