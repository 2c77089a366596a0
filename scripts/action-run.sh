#!/usr/bin/env bash
# The run step of action.yml, kept as a script so CI can execute exactly what the GitHub Action runs.
# Inputs come as environment variables (INPUT_*); writes the report and sets the `report` and `exit-code` outputs.
# `report` is set only when pbxlint really wrote the SARIF file in this run, so the upload step never tries to
# upload a file that does not exist (after exit 2, 3 or 4 there may be none) or one left by an earlier step.
# The log says why a gate fails: in sarif mode the findings are printed as text as well (the SARIF goes to the
# Security tab, which a failing job's reader does not see first); in annotations mode, when GitHub's cap of 10
# annotations per type and step hides some, the log says so and lists them all as text. The last line says what
# failed and where the results are.
# Exit status: pbxlint's own when the step should fail (2, 3 and 4 always; 1 when INPUT_FAIL_ON_FINDINGS is true),
# else 0. INPUT_DEFER_FAILURE=true always exits 0 and leaves failing to a later step (action.yml does this so the
# upload runs first).
set -uo pipefail

pbxlint="${PBXLINT:-pbxlint}"
mode="${INPUT_MODE:-sarif}"
report="${INPUT_OUTPUT:-${RUNNER_TEMP:-/tmp}/pbxlint.sarif}"
# GitHub shows at most this many annotations of each type (error, warning, notice) per step.
annotation_cap=10
options=(--no-color)   # what every run of pbxlint here shares (never empty: bash 3.2 and set -u)
[ -n "${INPUT_CONFIG:-}" ] && options+=(--config "$INPUT_CONFIG")
[ -n "${INPUT_BASELINE:-}" ] && options+=(--baseline "$INPUT_BASELINE")
[ "${INPUT_STRICT:-false}" = "true" ] && options+=(--strict)
case "$mode" in
    sarif) reporter=(--reporter sarif --output "$report") ;;
    annotations) reporter=(--reporter github) ;;
    *) echo "::error title=pbxlint::unknown mode '$mode' (sarif or annotations)"; exit 2 ;;
esac

meaning() {
    case "$1" in
        0) echo "no error-level findings" ;;
        1) [ "${INPUT_STRICT:-false}" = "true" ] && echo "findings (warnings count with strict)" || echo "error-level findings" ;;
        2) echo "usage or configuration error" ;;
        3) echo "an input could not be read" ;;
        4) echo "the report could not be written" ;;
        *) echo "pbxlint did not finish (status $1)" ;;
    esac
}

# Paths: one per line; a line that is not an existing path is split at whitespace (`paths: App Other`), so a
# folder with a space in its name is given on a line of its own (`paths: |` then `My App`). Default: the root.
paths=()
while IFS= read -r line || [ -n "$line" ]; do
    line="${line#"${line%%[![:space:]]*}"}"; line="${line%"${line##*[![:space:]]}"}"   # trim
    [ -n "$line" ] || continue
    if [ -e "$line" ]; then
        paths+=("$line")
    else
        set -f
        for word in $line; do paths+=("$word"); done
        set +f
    fi
done <<< "${INPUT_PATHS:-.}"
[ ${#paths[@]} -gt 0 ] || paths=(.)

[ "$mode" = sarif ] && rm -f -- "$report"
annotations="$(mktemp)"
trap 'rm -f "$annotations"' EXIT
if [ "$mode" = annotations ]; then
    "$pbxlint" "${options[@]}" "${reporter[@]}" -- "${paths[@]}" > "$annotations"
    status=$?
    cat "$annotations"
else
    "$pbxlint" "${options[@]}" "${reporter[@]}" -- "${paths[@]}"
    status=$?
fi

# The findings as text in the log, when the annotations or the SARIF alone would not show them here.
cut=""
if [ "$mode" = annotations ]; then
    for type in error warning notice; do
        n="$(grep -c "^::$type " "$annotations" || true)"
        [ "$n" -gt "$annotation_cap" ] && cut="$cut${cut:+, }$n ${type}s"
    done
    if [ -n "$cut" ]; then
        echo "GitHub shows at most $annotation_cap annotations of each type per step; this run has $cut, so some are not"
        echo "shown as annotations. All findings:"
        "$pbxlint" "${options[@]}" --quiet -- "${paths[@]}"
    fi
elif [ "$status" -eq 1 ]; then
    echo "Findings (also in the SARIF report):"
    "$pbxlint" "${options[@]}" --quiet -- "${paths[@]}"
fi

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

# Where the results are, for the line that ends the log.
if [ "$mode" = sarif ] && [ -n "$written" ]; then
    where="findings listed above; the SARIF report ($written) goes to the Security tab, Code scanning"
elif [ "$mode" = sarif ]; then
    where="no SARIF report was written; see the messages above"
elif [ -n "$cut" ]; then
    where="findings are annotations (some cut by the cap of $annotation_cap per type: all are listed above)"
else
    where="findings are annotations on the files (job summary and Files changed tab)"
fi
fail=false
if [ "$status" -ge 2 ]; then
    echo "::error title=pbxlint::pbxlint exited with status $status: $(meaning "$status") (see the messages above)"
    fail=true
elif [ "$status" -eq 1 ] && [ "${INPUT_FAIL_ON_FINDINGS:-true}" = "true" ]; then
    fail=true
fi
if [ "$status" -ne 0 ]; then
    verdict="failed"
    [ "$fail" = true ] || verdict="did not fail the job (fail-on-findings is off)"
    echo "pbxlint $verdict: exit $status, $(meaning "$status"), in ${paths[*]}; $where"
fi
if [ "$fail" = true ] && [ "${INPUT_DEFER_FAILURE:-false}" != "true" ]; then
    exit "$status"
fi
exit 0
