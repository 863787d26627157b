#!/bin/sh
# Builds a job file in N shards, each into a folder of its own, then merges them into one output folder:
# a CI matrix on one machine, or on any runner that is not GitHub Actions (github-actions.yml is the
# same recipe there).
#
#   sh build-sharded.sh [-n N] [-p] [-j JOBS] [-s SHARDS] JOB OUT
#
#   -n N       shards (default 2)
#   -p         build the shards at once, as background jobs (default: one after another)
#   -j JOBS    workers per shard (mrefresh build --jobs; default: one per CPU)
#   -s SHARDS  the folder of the shard folders SHARDS/shard-K (default: OUT.shards); kept, so the next
#              run redraws only what changed, shard by shard
#   JOB        the job file (mrefresh.yaml)
#   OUT        the merged output: byte for byte one unsharded `mrefresh build JOB --out OUT`
#
# The environment variable MREFRESH names the mrefresh to run (default: mrefresh on the PATH). The merge
# is merge-shards.sh beside this script, which checks that the shards belong together and are complete.
#
# Exit codes: 0 built and merged; 64 usage; otherwise the worst exit code of the shards (mrefresh's:
# 65 bad input, 66 input missing, 73 output folder, 74 write error), with OUT left as it was, or the
# merge's (see merge-shards.sh); 127 mrefresh not found.
set -u

me=build-sharded.sh
fail() {
    code=$1
    shift
    printf '%s: %s\n' "$me" "$*" >&2
    exit "$code"
}
usage="usage: sh build-sharded.sh [-n N] [-p] [-j JOBS] [-s SHARDS] JOB OUT"

n=2
parallel=false
jobs=
shards=
while getopts n:pj:s: option; do
    case $option in
    n) n=$OPTARG ;;
    p) parallel=true ;;
    j) jobs=$OPTARG ;;
    s) shards=$OPTARG ;;
    *) fail 64 "$usage" ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 2 ] || fail 64 "$usage"
job=$1
out=$2
case $n in '' | *[!0-9]*) fail 64 "-n must be a whole number of shards from 1 to 1000, got '$n'" ;; esac
if [ "$n" -lt 1 ] || [ "$n" -gt 1000 ]; then fail 64 "-n must be a whole number of shards from 1 to 1000, got '$n'"; fi
case $jobs in *[!0-9]*) fail 64 "-j must be a whole number of workers, got '$jobs'" ;; esac
[ -n "$shards" ] || shards="${out%/}.shards"

mrefresh=${MREFRESH:-mrefresh}
command -v "$mrefresh" >/dev/null 2>&1 ||
    fail 127 "'$mrefresh' not found: install mrefresh (see ContinuousIntegration in the docs) or set MREFRESH to its path"
[ -f "$job" ] || fail 66 "$job: no such job file"
here=$(dirname "$0")
[ -f "$here/merge-shards.sh" ] || fail 66 "$here/merge-shards.sh: missing; keep it beside $me"
mkdir -p "$shards" || fail 73 "$shards: cannot create the folder"

# One shard: mrefresh build JOB --shard K/N into SHARDS/shard-K.
build_shard() {
    if [ -n "$jobs" ]; then
        "$mrefresh" build "$job" --out "$shards/shard-$1" --shard "$1/$n" --jobs "$jobs"
    else
        "$mrefresh" build "$job" --out "$shards/shard-$1" --shard "$1/$n"
    fi
}

worst=0
failed=
note_status() {
    if [ "$2" -ne 0 ]; then
        failed="$failed $1/$n (exit $2)"
        [ "$2" -le "$worst" ] || worst=$2
    fi
}
k=1
if $parallel; then
    # Each shard writes its own log, printed in shard order once all are done.
    pids=
    while [ "$k" -le "$n" ]; do
        build_shard "$k" >"$shards/shard-$k.log" 2>&1 &
        pids="$pids $!"
        k=$((k + 1))
    done
    k=1
    for pid in $pids; do
        wait "$pid"
        note_status "$k" $?
        cat "$shards/shard-$k.log"
        k=$((k + 1))
    done
else
    while [ "$k" -le "$n" ]; do
        build_shard "$k"
        note_status "$k" $?
        k=$((k + 1))
    done
fi
[ "$worst" -eq 0 ] || fail "$worst" "shards failed:$failed; $out left as it was"

set -- "$shards/shard-1"
k=2
while [ "$k" -le "$n" ]; do
    set -- "$@" "$shards/shard-$k"
    k=$((k + 1))
done
sh "$here/merge-shards.sh" "$out" "$@"
