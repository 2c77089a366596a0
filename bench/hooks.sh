#!/usr/bin/env bash
# The hooks on a big repository (bench/generate_repo.py: 30,000 tracked files, a staged change to the project, one
# unstaged edit): hooks/pre-commit as git runs it, and the pre-commit framework's entry (.pre-commit-hooks.yaml) with
# the staged files as pre-commit passes them (pre-commit's own start-up and stash are not ours and not counted).
# Usage: bench/hooks.sh PBXLINT OUT. Prints a Markdown table: median, min and max of RUNS (default 11) runs.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
repo="$(python3 "$here/bench/generate_repo.py" "$2")"
tracked="$(git -C "$repo" ls-files | wc -l | tr -d ' ')"
# The entry, as pre-commit runs it: the yaml's folded `entry:` text, then the staged files.
entry="$(python3 - "$here/.pre-commit-hooks.yaml" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
block = re.search(r"^  entry: >-\n((?:    .*\n)+)", text, re.M).group(1)
print(" ".join(line.strip() for line in block.splitlines()))
PY
)"
staged=()
while IFS= read -r -d '' path; do staged+=("$path"); done < <(git -C "$repo" diff --cached --name-only -z --diff-filter=ACMRT)
export PBXLINT="$bin" PATH="$(dirname "$bin"):$PATH"
time_runs() {  # label, command... → one table row
    local label="$1"; shift
    (cd "$repo" && "$@" >/dev/null 2>&1) || { echo "| $label | failed (status $?) | | |"; return; }
    python3 - "$label" "${RUNS:-11}" "$repo" "$@" <<'PY'
import subprocess, sys, time
label, runs, repo, cmd = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
walls = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(cmd, cwd=repo, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    walls.append(time.perf_counter() - start)
walls.sort()
print(f"| {label} | {walls[len(walls) // 2] * 1000:.0f} ms | {walls[0] * 1000:.0f} ms | {walls[-1] * 1000:.0f} ms |")
PY
}
echo "| hook ($tracked tracked files, 1 unstaged edit) | median | min | max |"
echo "|---|---|---|---|"
time_runs "hooks/pre-commit (plain git hook)" bash "$here/hooks/pre-commit"
time_runs "pre-commit framework entry" bash -c "$entry" pbxlint "${staged[@]}"
