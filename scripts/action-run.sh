#!/usr/bin/env bash
# The run step of action.yml, kept as a script so CI can execute exactly what the GitHub Action runs.
# Inputs come as environment variables (INPUT_*); writes the report and sets `report` and `exit-code` outputs.
set -uo pipefail

pbxlint="${PBXLINT:-pbxlint}"
mode="${INPUT_MODE:-sarif}"
report="${INPUT_OUTPUT:-${RUNNER_TEMP:-/tmp}/pbxlint.sarif}"
args=()
case "$mode" in
    sarif) args+=(--reporter sarif --output "$report") ;;
    annotations) args+=(--reporter github) ;;
    *) echo "::error title=pbxlint::unknown mode '$mode' (sarif or annotations)"; exit 2 ;;
esac
[ -n "${INPUT_CONFIG:-}" ] && args+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && args+=(--baseline "$INPUT_BASELINE")
[ "${INPUT_STRICT:-false}" = "true" ] && args+=(--strict)

# Paths: whitespace-separated list, default the repository root.
read -r -a paths <<< "${INPUT_PATHS:-.}"
"$pbxlint" "${args[@]}" "${paths[@]}"
status=$?
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    { echo "exit-code=$status"; [ "$mode" = sarif ] && echo "report=$report"; } >> "$GITHUB_OUTPUT"
fi
# 2 (usage/configuration) and 3 (unreadable input) always fail the step; findings (1) only when asked.
if [ "$status" -ge 2 ] || { [ "$status" -eq 1 ] && [ "${INPUT_FAIL_ON_FINDINGS:-true}" = "true" ]; }; then
    exit "$status"
fi
exit 0
