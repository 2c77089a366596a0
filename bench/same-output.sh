#!/usr/bin/env bash
# Checks that a change meant only to make pbxlint faster changed nothing it prints: two builds (OLD, NEW) lint each
# project under each DIR (the whole folder, and each project folder one by one) with the text, JSON and SARIF
# reporters, and every output and exit status must be byte-identical.
#   usage: bench/same-output.sh OLD_PBXLINT NEW_PBXLINT DIR...      (e.g. ../shared/corpus ../shared/corpus-xcproj)
set -uo pipefail
old=$1 new=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
differences=0 compared=0
for dir in "$@"; do
    for project in "$dir" "$dir"/*/; do
        [ -d "$project" ] || continue
        for reporter in text json sarif; do
            for which in old new; do
                bin=$old; [ "$which" = new ] && bin=$new
                (cd "$project" && "$bin" --no-color --reporter "$reporter" .) > "$work/$which.out" 2> "$work/$which.err"
                echo "exit $?" >> "$work/$which.out"
            done
            compared=$((compared + 1))
            if ! cmp -s "$work/old.out" "$work/new.out" || ! cmp -s "$work/old.err" "$work/new.err"; then
                echo "differs: $project ($reporter)"
                diff "$work/old.out" "$work/new.out" | head -5
                differences=$((differences + 1))
            fi
        done
    done
done
echo "$compared outputs compared, $differences differ"
[ "$differences" = 0 ]
