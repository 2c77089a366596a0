#!/usr/bin/env bash
# make bench: parser throughput (pbxlint vs Foundation vs a bare byte scan, same inputs, same run), peak memory
# of each parser on each input, and whole-process time of `pbxlint` (what a pre-commit hook feels).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product pbxlint-bench >/dev/null
swift build -c release --product pbxlint >/dev/null
bin="$(swift build -c release --show-bin-path)"
mkdir -p bench/out
synthetic=$(python3 bench/generate.py bench/out 1 10 100)
inputs=()
for f in ../shared/corpus/osmandapp__OsmAnd-iOS/OsmAnd.xcodeproj/project.pbxproj \
         ../shared/corpus/woocommerce__woocommerce-ios/WooCommerce/WooCommerce.xcodeproj/project.pbxproj; do
    [ -f "$f" ] && inputs+=("$f")
done
inputs+=($synthetic)

echo "## Parse throughput (medians of ${RUNS:-7} runs after a warm-up; $(nproc) cores, $(uname -m))"
"$bin/pbxlint-bench" --runs "${RUNS:-7}" "${inputs[@]}"

if ! command -v /usr/bin/time >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    (apt-get install -y -qq time >/dev/null 2>&1 || (apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq time >/dev/null 2>&1)) || true
fi
echo
echo "## Peak memory (max RSS of one parse in a fresh process)"
echo "| input | size | pbxlint | Foundation |"
echo "|---|---|---|---|"
for f in "${inputs[@]}"; do
    size=$(stat -c %s "$f")
    if [ -x /usr/bin/time ]; then
        ours=$(/usr/bin/time -f %M "$bin/pbxlint-bench" --once ours "$f" 2>&1 >/dev/null | tail -1)
        theirs=$(/usr/bin/time -f %M "$bin/pbxlint-bench" --once foundation "$f" 2>&1 >/dev/null | tail -1)
        printf '| %s | %.1f MB | %.0f MB (%.1f×) | %.0f MB (%.1f×) |\n' "$(basename "$(dirname "$f")")" \
            "$(echo "$size / 1000000" | bc -l)" "$(echo "$ours / 1000" | bc -l)" "$(echo "$ours * 1024 / $size" | bc -l)" \
            "$(echo "$theirs / 1000" | bc -l)" "$(echo "$theirs * 1024 / $size" | bc -l)"
    fi
done

echo
echo "## Whole process: pbxlint --quiet PROJECT (start, parse, model, rules, report); median of 11 runs"
echo "| input | median | min | max |"
echo "|---|---|---|---|"
whole() {
    python3 - "$@" <<'PY'
import subprocess, sys, time
cmd = sys.argv[1:]
subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
times = []
for _ in range(11):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - t) * 1000)
times.sort()
print(f"{times[len(times)//2]:.1f} ms | {times[0]:.1f} ms | {times[-1]:.1f} ms")
PY
}
for f in "${inputs[@]}"; do
    echo "| $(basename "$(dirname "$f")") | $(whole "$bin/pbxlint" --quiet "$(dirname "$f")") |"
done
if [ -d ../shared/corpus ]; then
    echo "| whole corpus (30 projects) | $(whole "$bin/pbxlint" --quiet ../shared/corpus) |"
fi
