#!/usr/bin/env bash
# Runs the libFuzzer build of mrefresh-fuzz; `make fuzz` and `make fuzz-corpus` call it.
#
#   fuzz.sh run    BIN WORK SECONDS JOBS TARGET…   fuzz each target for SECONDS; exit 1 on any finding
#   fuzz.sh corpus BIN WORK TARGET…                rebuild Tests/Fuzz/Corpus/<target> from fresh seeds
#
# WORK (.build-fuzz) holds the working corpora (corpus/<target>, grown from the committed seeds and never
# written back), the findings of the last run (findings/<target>/crash-…, timeout-…, oom-…, leak-…) and
# the logs (logs/<target>.log).
set -u
cd "$(dirname "$0")/../.."
mode=$1 bin=$2 work=$3
shift 3

# Symbolizing a Swift stack under ASan takes minutes; addresses are enough to tell findings apart, and a
# replay of one input (printed below) gives the symbols.
export ASAN_OPTIONS="symbolize=0:detect_leaks=1:allocator_may_return_null=0:${ASAN_OPTIONS:-}"
# Fontconfig's one-time set-up, when text is first laid out, is not a leak (lsan.supp says why).
export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:${LSAN_OPTIONS:-}"
# Swift's own backtracer would run before libFuzzer's handler and symbolize slowly too.
export SWIFT_BACKTRACE="enable=no"

# -timeout=1: an input slower than a second is a finding. -rss_limit_mb also bounds single mallocs.
common=(-timeout=1 -rss_limit_mb=2048 -detect_leaks=1 -max_len=32768 -print_final_stats=1)

run() {
    local seconds=$1 jobs=$2
    shift 2
    local failed=0 summary=""
    for target in "$@"; do
        local corpus="$work/corpus/$target" findings="$work/findings/$target" log="$work/logs/$target.log"
        mkdir -p "$corpus" "$work/logs"
        rm -rf "$findings" && mkdir -p "$findings"
        # The working corpus keeps what earlier runs found; the committed seeds are copied in, never written.
        cp -n Tests/Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
        echo "fuzz: $target for $seconds s on $jobs process(es) ($(ls "$corpus" | wc -l) inputs in $corpus)"
        local fork=()
        # Fork mode keeps going after a finding (each child saves its artifact), so one run reports several.
        if [ "$jobs" -gt 1 ]; then fork=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi
        MREFRESH_FUZZ_TARGET="$target" "$bin" "${common[@]}" "${fork[@]}" -max_total_time="$seconds" \
            -artifact_prefix="$findings/" "$corpus" > "$log" 2>&1
        local status=$?
        local rate
        rate=$(grep -o 'exec/s: [0-9]*' "$log" | tail -1)
        summary+="  $target: ${rate:-exec/s: ?}, corpus $(ls "$corpus" | wc -l) inputs"$'\n'
        local artifacts
        artifacts=$(ls "$findings" 2>/dev/null)
        if [ -n "$artifacts" ]; then
            failed=1
            for name in $artifacts; do
                local path="$findings/$name"
                echo "FOUND ${name%%-*} in $target: $path ($(wc -c < "$path") bytes)"
                echo "  replay: swift run mrefresh-fuzz replay $target $path"
            done
            local first="$findings/${artifacts%%$'\n'*}"
            echo "  stack of one (ASan, symbolized):  MREFRESH_FUZZ_TARGET=$target ASAN_OPTIONS=symbolize=1 $bin $first"
            echo "  minimise one: MREFRESH_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no $bin -minimize_crash=1 -max_total_time=60 -timeout=1 -exact_artifact_path=$first.min $first"
            echo "  log: $log"
        elif [ $status -ne 0 ]; then
            failed=1
            echo "FAILED $target: libFuzzer exited $status without an artifact; see $log"
            tail -5 "$log"
        fi
    done
    echo "fuzz: done"
    printf '%s' "$summary"
    if [ $failed -ne 0 ]; then
        echo "fuzz: findings above. Save each as Tests/Fuzz/Regressions/<target>/<what-it-does>.<ext> (and list it in KNOWN_OPEN.txt until fixed)."
    fi
    return $failed
}

corpus() {
    local seeds="$work/seeds"
    rm -rf "$seeds"
    python3 Tests/Fuzz/collect-seeds.py "$seeds" || return 1
    for target in "$@"; do
        local fresh="$work/corpus-new/$target" existing=()
        rm -rf "$fresh" && mkdir -p "$fresh"
        [ -d "Tests/Fuzz/Corpus/$target" ] && existing=("Tests/Fuzz/Corpus/$target")
        # -merge=1 keeps the smallest inputs that together reach every feature the seeds reach. Seeds that
        # crash or hang are left out (they belong in Regressions); a long timeout keeps big fonts in.
        mkdir -p "$work/merge-artifacts/$target"
        MREFRESH_FUZZ_TARGET="$target" "$bin" -merge=1 -timeout=10 -rss_limit_mb=2048 -max_len=524288 \
            -artifact_prefix="$work/merge-artifacts/$target/" "$fresh" "${existing[@]}" "$seeds/$target" > "$work/logs/merge-$target.log" 2>&1 \
            || { echo "fuzz-corpus: merge failed for $target; see $work/logs/merge-$target.log"; return 1; }
        rm -rf "Tests/Fuzz/Corpus/$target"
        mkdir -p Tests/Fuzz/Corpus
        mv "$fresh" "Tests/Fuzz/Corpus/$target"
        echo "fuzz-corpus: $target: $(ls "Tests/Fuzz/Corpus/$target" | wc -l) inputs, $(du -sk --apparent-size "Tests/Fuzz/Corpus/$target" | cut -f1) KiB"
    done
    echo "fuzz-corpus: total $(du -sk --apparent-size Tests/Fuzz/Corpus | cut -f1) KiB"
}

mkdir -p "$work/logs"
case "$mode" in
    run) run "$@" ;;
    corpus) corpus "$@" ;;
    *) echo "usage: fuzz.sh run BIN WORK SECONDS JOBS TARGET… | corpus BIN WORK TARGET…" >&2; exit 64 ;;
esac
