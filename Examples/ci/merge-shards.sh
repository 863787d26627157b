#!/bin/sh
# Merges the output folders of a sharded `mrefresh build` into one folder that is, byte for byte, what
# one unsharded build of the same job writes.
#
#   sh merge-shards.sh OUT SHARD_FOLDER...
#
# Every shard (`mrefresh build JOB --shard K/N --out SHARD_FOLDER`) writes the same index.json and the
# folders of its own indicators, so merging is copying them together. First this checks that the
# folders belong together and are complete, so a broken matrix fails here instead of shipping:
#   - every SHARD_FOLDER has an index.json, and they are all the same: built from one job file, the same
#     inputs and the same mrefresh version (a folder from another job or another commit is refused);
#   - every indicator the index lists as built is in some shard folder, with a manifest that records the
#     index's input hash (a shard left out, a shard that failed, or a stale copy is caught here).
# Each indicator is then copied from the shard that built it, the index last, into a new folder beside
# OUT, which then replaces OUT whole: running the merge again, or over an earlier merge, is fine, and an
# indicator the job no longer has disappears. A folder OUT that holds anything besides index.json and the
# indicators its index lists is not ours to replace: it is left alone (exit 73).
#
# Exit codes (sysexits, as mrefresh's own): 0 merged; 64 usage; 65 the shard folders do not belong
# together or an indicator is missing; 66 a shard folder or its index.json is missing; 73 OUT cannot be
# made or replaced; 74 copying failed.
set -u

me=merge-shards.sh
fail() {
    code=$1
    shift
    printf '%s: %s\n' "$me" "$*" >&2
    exit "$code"
}

[ $# -ge 2 ] || fail 64 "usage: sh merge-shards.sh OUT SHARD_FOLDER... (the output folders of mrefresh build --shard K/N)"
out=$1
shift
while [ "${#out}" -gt 1 ] && [ "${out%/}" != "$out" ]; do out=${out%/}; done
case $out in '' | / | . | ..) fail 64 "OUT must name a folder of its own, got '$out'" ;; esac

# The shards: each an mrefresh build folder, all with the same index.
first=
for shard in "$@"; do
    [ -d "$shard" ] || fail 66 "$shard: no such shard folder"
    [ -f "$shard/index.json" ] || fail 66 "$shard: no index.json, so not the output folder of mrefresh build"
    if [ -z "$first" ]; then
        first=$shard
    elif ! cmp -s "$first/index.json" "$shard/index.json"; then
        fail 65 "$shard/index.json differs from $first/index.json: the shards were built from different job files, inputs or mrefresh versions"
    fi
done

# "name hash" per built indicator. mrefresh writes index.json as compact JSON, one {...} per indicator,
# with folder-safe names ([A-Za-z0-9._-]); an indicator that failed before it could be hashed has an
# "error" and no "inputHash", and no folder.
grep -q '^{"generator":"mrefresh",' "$first/index.json" || fail 65 "$first/index.json: not an index mrefresh wrote"
entries=$(tr '{' '\n' <"$first/index.json" |
    sed -n 's/^"name":"\([A-Za-z0-9._-]*\)",.*"inputHash":"\([0-9a-f]*\)".*$/\1 \2/p')

# Which shard folder holds the indicator $1 drawn from inputs hashing to $2: sets `found` (empty: none).
find_shard() {
    name=$1
    hash=$2
    shift 2
    found=
    for shard in "$@"; do
        if [ -f "$shard/$name/manifest.json" ] && grep -q "\"inputHash\":\"$hash\"" "$shard/$name/manifest.json"; then
            found=$shard
            return
        fi
    done
}

missing=
count=0
while read -r name hash; do
    [ -n "$name" ] || continue
    count=$((count + 1))
    find_shard "$name" "$hash" "$@"
    [ -n "$found" ] || missing="$missing $name"
done <<EOF
$entries
EOF
[ -z "$missing" ] ||
    fail 65 "built in none of the $# shard folders:$missing (was a shard left out, or did one fail?)"

# OUT is replaced whole only when it is ours: missing, empty, or a build folder (index.json and the
# indicators it lists). A link to a folder is followed, so the folder it points to is replaced.
if [ -L "$out" ] && [ -d "$out" ]; then
    out=$(cd "$out" && pwd -P) || fail 73 "$out: cannot follow the link"
fi
if [ -e "$out" ] || [ -L "$out" ]; then
    [ -d "$out" ] || fail 73 "$out exists and is not a folder"
    listed=
    if [ -f "$out/index.json" ]; then
        listed=$(tr '{' '\n' <"$out/index.json" | sed -n 's/^"name":"\([A-Za-z0-9._-]*\)".*$/\1/p')
    fi
    for entry in "$out"/* "$out"/.[!.]* "$out"/..?*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        base=${entry##*/}
        [ "$base" = index.json ] && continue
        [ "$base" = .mrefresh-cache ] && continue  # a build's cache of its files' metadata, not output
        printf '%s\n' "$listed" | grep -Fqx -- "$base" ||
            fail 73 "$out/$base is not one of the indicators $out/index.json lists; $out is replaced whole by a merge, so move it elsewhere"
    done
fi

parent=$(dirname "$out")
mkdir -p "$parent" || fail 73 "$parent: cannot create the folder"
stage="$out.merging.$$"
old="$out.replaced.$$"
trap 'rm -rf "$stage"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
rm -rf "$stage"
mkdir "$stage" || fail 73 "$stage: cannot create the folder"

while read -r name hash; do
    [ -n "$name" ] || continue
    find_shard "$name" "$hash" "$@"
    cp -R "$found/$name" "$stage/$name" || fail 74 "copying $found/$name failed"
done <<EOF
$entries
EOF
cp "$first/index.json" "$stage/index.json" || fail 74 "copying $first/index.json failed"

if [ -e "$out" ]; then
    mv "$out" "$old" || fail 73 "$out: cannot move it aside to replace it"
    if ! mv "$stage" "$out"; then
        mv "$old" "$out"
        fail 73 "$out: cannot move the merged folder into place"
    fi
    rm -rf "$old"
else
    mv "$stage" "$out" || fail 73 "$out: cannot move the merged folder into place"
fi
[ "$count" -eq 1 ] && noun=indicator || noun=indicators
echo "merged $count $noun from $# shard folders into $out"
