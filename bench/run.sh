#!/usr/bin/env bash
# make bench: pbxlint against the fastest existing pbxproj parsers, same inputs, same run.
#   1. parser throughput: pbxlint, openstep-plist (Cython, PyPI), Foundation's PropertyListSerialization and a
#      bare byte scan (the ceiling), on the two largest corpus projects and synthetic 1/10/100 MB projects;
#   2. peak memory of each parser and of the whole pbxlint process;
#   3. whole-process time (what a pre-commit hook feels), typical to largest projects;
#   4. an audit of the whole corpus at 1×, 4× and 16× its size (cost per MB, cores used);
#   5. Xcode 27's project.xcproj: our JSON5 reader against our OpenStep reader on the same project, Foundation's
#      JSONSerialization, Python's json and the json5 package; whole-process lint of both forms (in 3.);
#   6. start-up (`pbxlint --version`), the stripped binary's size and a clean checkout's release build time;
#   7. where one real project's instructions go, phase by phase (callgrind; skipped without valgrind);
#   8. the hooks on a repository of 30,000 tracked files with one unstaged edit (bench/hooks.sh; goal: 1.5 s);
#   9. every kind of hostile input the tests generate, once each (bench/hostile.py): exit status, time, peak memory;
#  10. the goals of issue 34, each with its measured value and ✅/❌.
# BUILD_TIME=0 skips the clean build (minutes on a small machine).
# RUNS (default 11 for parsing, 21 for processes) sets the repetitions; medians with min–max are printed.
# Whole-process times are measured first, before the 100 MB inputs churn memory and the page cache (runs after
# them were up to 50% slower and far noisier); the tables are printed in the order above.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=../shared/corpus
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)   # as `make release` builds it
out=bench/out
mkdir -p "$out"
export BENCH_RESULTS="$out/results.jsonl"
rm -f "$BENCH_RESULTS"

# What the pre-commit framework and the GitHub Action pay on first use: a release build of a clean checkout
# (the committed tree, its own build folder), first, before anything else is measured.
if [ "${BUILD_TIME:-1}" != 0 ]; then
    rm -rf "$out/clean-checkout"
    mkdir -p "$out/clean-checkout"
    git archive HEAD | tar -x -C "$out/clean-checkout"
    # Timed by Python: `date +%s.%N` has no fractions on macOS.
    (cd "$out/clean-checkout" && python3 -c '
import json, subprocess, sys, time
start = time.perf_counter()
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL)
print(json.dumps({"key": "build", "value": time.perf_counter() - start}))' \
        swift build -c release "${static[@]}" --product pbxlint) >> "$BENCH_RESULTS"
    rm -rf "$out/clean-checkout"
fi
swift build -c release "${static[@]}" --product pbxlint-bench >/dev/null
swift build -c release "${static[@]}" --product pbxlint >/dev/null
bin="$(swift build -c release "${static[@]}" --show-bin-path)"
# The floor of the code check's goal; without a C compiler that goal shows as not measured.
rm -f "$out/bare_read"
cc -O2 -o "$out/bare_read" bench/bare_read.c || echo "(no C compiler: the bare read loop is not measured)" >&2
# The size users download: the release binary stripped of its symbols.
cp "$bin/pbxlint" "$out/pbxlint-stripped"
strip "$out/pbxlint-stripped"
echo "{\"key\": \"binary\", \"value\": $(wc -c < "$out/pbxlint-stripped")}" >> "$BENCH_RESULTS"

# The peer, in a throw-away virtual environment (never installed into the system or the repository).
peer=""
if [ ! -x bench/.venv/bin/python ]; then
    python3 -m venv bench/.venv >/dev/null 2>&1 || true
fi
if [ -x bench/.venv/bin/python ] && bench/.venv/bin/python -m pip install --quiet --disable-pip-version-check \
        openstep-plist json5 >/dev/null 2>&1; then
    peer=bench/.venv/bin/python
else
    echo "(openstep-plist could not be installed; its column is empty)" >&2
fi

synthetic=$(python3 bench/generate.py "$out" 1 10 100)
# The 10 MB project again as Xcode 27 writes it (project.xcproj), and as strict JSON for JSON-only parsers.
xcproj10=$(python3 bench/generate.py --xcproj "$out" 10)
xcproj10_json="$(dirname "$(dirname "$xcproj10")")/project.json"
inputs=()
for f in "$corpus/osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj/project.pbxproj" \
         "$corpus/woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj/project.pbxproj"; do
    [ -f "$f" ] && inputs+=("$f")
done
inputs+=($synthetic)

# Measured now, printed in its place below; after a pause, so the builds above are not still settling.
sleep 3
projects=()
for p in twodayslate__claw Awful__Awful.app osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj \
         woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj; do
    [ -e "$corpus/$p" ] && projects+=("$(basename "$p")=$corpus/$p")
done
for f in $synthetic; do projects+=("$(basename "$(dirname "$f")")=$(dirname "$f")"); done
projects+=("synthetic-10mb, as project.xcproj=$(dirname "$xcproj10")")
RUNS="${RUNS:-21}" python3 bench/report.py startup "$bin/pbxlint" > "$out/startup.md"
RUNS="${RUNS:-21}" python3 bench/report.py whole "$bin/pbxlint" "${projects[@]}" > "$out/whole.md"

read -r sources5k rule_on rule_off listing < <(python3 bench/generate_sources.py "$out")
RUNS="${RUNS:-21}" python3 bench/report.py code "$bin/pbxlint" "$sources5k" "$rule_on" "$rule_off" \
    "$out/bare_read" "$listing" > "$out/code.md"

echo "## Machine"
echo "$(nproc) cores, $(uname -m) $(uname -s), $(swift --version 2>/dev/null | head -1)"
[ -n "$peer" ] && echo "openstep-plist $(bench/.venv/bin/python -c 'import openstep_plist; print(openstep_plist.__version__)')"
echo
echo "## Start-up and size"
cat "$out/startup.md"
echo
echo "Stripped binary: $(wc -c < "$out/pbxlint-stripped") bytes."
echo
echo "## Parse: bytes to the full value tree with positions (median of ${RUNS:-11} runs after a warm-up)"
"$bin/pbxlint-bench" --tsv --runs "${RUNS:-11}" "${inputs[@]}" > "$out/parse.tsv"
[ -n "$peer" ] && "$peer" bench/peer_openstep.py --runs "${RUNS:-11}" "${inputs[@]}" >> "$out/parse.tsv"
python3 bench/report.py parse "$out/parse.tsv"

echo
echo "## JSON5: one project (the 10 MB synthetic) as project.xcproj, project.pbxproj and strict JSON"
"$bin/pbxlint-bench" --runs "${RUNS:-11}" --json5 "$xcproj10" "$xcproj10_json" "$out/synthetic-10mb.xcodeproj/project.pbxproj" \
    > "$out/json5.tsv"
"${peer:-python3}" bench/peer_json5.py --runs "${RUNS:-11}" "$xcproj10" "$xcproj10_json" >> "$out/json5.tsv" || true
python3 bench/report.py json5 "$out/json5.tsv"

echo
echo "## Peak memory (max RSS of one fresh process; × = multiple of the file size)"
python3 bench/report.py memory "$bin/pbxlint" "$bin/pbxlint-bench" "$peer" "${inputs[@]}"

echo
echo "## Whole process: pbxlint --quiet PROJECT (start, parse, model, rules, report)"
cat "$out/whole.md"

echo
echo "## Code check: alternate-icon-name-in-code on a target compiling 5,000 Swift files (whole process)"
cat "$out/code.md"

echo
echo "## Hooks: a commit in a repository of 30,000 tracked files with one unstaged edit (goal: under 1.5 s)"
bench/hooks.sh "$bin/pbxlint" "$out"
osmand="$corpus/osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj"
if command -v valgrind >/dev/null && [ -d "$osmand" ]; then
    echo
    echo "## Phases: where the instructions of one run on OsmAnd go (callgrind, text report; stable under load)"
    python3 bench/phases.py "$bin/pbxlint" "$osmand"
fi

if [ -d "$corpus" ]; then
    echo
    echo "## Audit: the whole corpus, and 4× and 16× copies of it (hard links), $(nproc) cores"
    for n in 4 16; do
        dir="$out/corpus-x$n"
        if [ ! -d "$dir" ]; then
            mkdir -p "$dir"
            for i in $(seq 1 "$n"); do cp -al "$corpus" "$dir/copy$i" 2>/dev/null || cp -r "$corpus" "$dir/copy$i"; done
        fi
    done
    RUNS="${RUNS:-21}" python3 bench/report.py scale "$bin/pbxlint" "1×=$corpus" "4×=$out/corpus-x4" "16×=$out/corpus-x16"
fi

echo
echo "## Hostile inputs: one of each kind the tests generate (bench/hostile.py), release build, fresh process"
mapfile -t hostile_inputs < <(python3 bench/hostile.py "$out")
python3 bench/report.py hostile "$bin/pbxlint" "${hostile_inputs[@]}"

echo
echo "## Goals (issue 34): one run, same inputs"
python3 bench/report.py goals "$BENCH_RESULTS" "$out/parse.tsv"
