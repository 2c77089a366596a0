#!/usr/bin/env bash
# Builds one libFuzzer binary holding every target and runs each target for FUZZ_SECONDS (default 60).
# Usage: Fuzz/run.sh [target ...]   targets: openstep, bplist, json5, lexer, settings, includes, pipeline, glob
# (default: all; CI runs all with FUZZ_SECONDS=20: 8 targets, under 3 minutes of fuzzing plus one build).
# Crashes land in Fuzz/artifacts/; turn each into a regression test under Tests/ with the minimised input.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
out=".build/fuzz"
mkdir -p "$out" Fuzz/artifacts
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(openstep bplist json5 lexer settings includes pipeline glob)

build() {  # name, sources... — compiled as one module, so imports between our modules are removed
    local name="$1"; shift
    local flat="$out/src-$name"
    rm -rf "$flat" && mkdir -p "$flat"
    for f in "$@"; do
        sed -E '/^import (PlistKit|XcodeModel|LintEngine)$/d; /^@testable import/d' "$f" > "$flat/$(echo "$f" | tr '/' '_')"
    done
    # -package-name: our modules share `package` declarations, which a module without a package name cannot see.
    # -wmo: one compiler job for the whole module (without it swiftc starts one per file, each parsing every file
    # again: most of the build's time); its code generation runs on every core.
    local log="$out/build-$name.log"
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -package-name pbxlint -O -wmo \
            -num-threads "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)" "$flat"/*.swift \
            -o "$out/fuzz-$name" > "$log" 2>&1; then
        grep -v 'Cannot export local symbol' "$log" >&2
        echo "fuzz: building the $name target failed" >&2
        exit 1
    fi
}

seed() {  # name → seed corpus directory: the project files of TestProjects, the target's own seeds (Fuzz/seeds/NAME:
          # binary plists without their header, sources), its sources or xcproj files
    local dir="$out/seed-$1"
    mkdir -p "$dir"
    if [ -d "Fuzz/seeds/$1" ]; then cp Fuzz/seeds/"$1"/* "$dir"/; fi
    case "$1" in
        lexer) find TestProjects -name '*.swift' -o -name '*.m' | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
        json5) find TestProjects -name project.xcproj | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done ;;
    esac
    find TestProjects -name project.pbxproj -o -name '*.xcconfig' -o -name '*.plist' -o -name Contents.json \
        | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done
    if [ -d ../shared/corpus ]; then
        find ../shared/corpus -name project.pbxproj -size -200k | head -20 \
            | while read -r f; do cp "$f" "$dir/$(echo "$f" | tr '/' '_')"; done
    fi
    echo "$dir"
}

# Every target in one binary, built once (Fuzz/FuzzMain.swift picks the target from PBXLINT_FUZZ_TARGET).
build all Sources/PlistKit/*.swift $(find Sources/XcodeModel Sources/LintEngine -name '*.swift') Fuzz/Fuzz*.swift
for target in "${targets[@]}"; do
    case "$target" in
        openstep|bplist|json5|lexer|includes|settings|pipeline|glob) ;;
        *) echo "unknown fuzz target $target" >&2; exit 2 ;;
    esac
    corpus="$(seed "$target")"
    case "$target" in   # the tokens of the target's grammar
        bplist) dict=Fuzz/bplist.dict ;;
        lexer) dict=Fuzz/source.dict ;;
        json5) dict=Fuzz/json5.dict ;;
        *) dict=Fuzz/pbxproj.dict ;;
    esac
    echo "== fuzzing $target for ${seconds}s"
    # Leak detection is off, for libFuzzer and LeakSanitizer alike: corelibs Foundation leaks a CFError on damaged
    # binary plists and 4 KiB in FileManager.contents(atPath:) for an empty file (not our code).
    PBXLINT_FUZZ_TARGET="$target" ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$out/fuzz-all" -max_total_time="$seconds" -dict="$dict" -max_len=65536 -rss_limit_mb=2048 \
        -timeout=10 -detect_leaks=0 -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 "$corpus" 2>&1 \
        | grep -E '^(#[0-9]+.*(DONE|pulse)|stat::|==[0-9]+==ERROR|SUMMARY|artifact)' | tail -12
done
