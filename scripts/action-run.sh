#!/usr/bin/env bash
# The run step of action.yml, kept as a script so CI can execute exactly what the GitHub Action runs.
# Inputs come as environment variables (INPUT_*); writes the report and sets the `report` and `exit-code` outputs.
# `report` is set only when pbxlint really wrote the SARIF file in this run, so the upload step never tries to
# upload a file that does not exist (after exit 2, 3 or 4 there may be none) or one left by an earlier step.
# Exit status: pbxlint's own when the step should fail (2, 3 and 4 always; 1 when INPUT_FAIL_ON_FINDINGS is true),
# else 0. INPUT_DEFER_FAILURE=true always exits 0 and leaves failing to a later step (action.yml does this so the
# upload runs first).
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

meaning() {
    case "$1" in
        0) echo "no error-level findings" ;;
        1) echo "error-level findings" ;;
        2) echo "usage or configuration error" ;;
        3) echo "an input could not be read" ;;
        4) echo "the report could not be written" ;;
        *) echo "pbxlint did not finish (status $1)" ;;
    esac
}

# Paths: whitespace-separated list, default the repository root.
read -r -a paths <<< "${INPUT_PATHS:-.}"
[ "$mode" = sarif ] && rm -f -- "$report"
"$pbxlint" "${args[@]}" "${paths[@]}"
status=$?

written=""
if [ "$mode" = sarif ]; then
    if [ -s "$report" ]; then
        written="$report"
    else
        echo "::warning title=pbxlint::no SARIF report was written (exit $status: $(meaning "$status")); nothing to upload"
    fi
fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
    { echo "exit-code=$status"; echo "report=$written"; } >> "$GITHUB_OUTPUT"
fi

fail=false
if [ "$status" -ge 2 ]; then
    echo "::error title=pbxlint::pbxlint exited with status $status: $(meaning "$status") (see the messages above)"
    fail=true
elif [ "$status" -eq 1 ] && [ "${INPUT_FAIL_ON_FINDINGS:-true}" = "true" ]; then
    fail=true
fi
if [ "$fail" = true ] && [ "${INPUT_DEFER_FAILURE:-false}" != "true" ]; then
    exit "$status"
fi
exit 0
