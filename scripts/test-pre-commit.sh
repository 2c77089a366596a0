#!/usr/bin/env bash
# Runs this repository's pre-commit hook with the real pre-commit framework (`pre-commit try-repo`), which
# builds it with `swift build -c release` (language: swift), against throw-away git repositories holding a clean
# fixture and a broken one. Exits non-zero if the hook does not pass on the clean one and fail on the broken one.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v pre-commit >/dev/null || python3 -m pip install --quiet --disable-pip-version-check pre-commit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# try-repo needs the hook repository committed; snapshot the working tree into a scratch clone.
git -C "$here" ls-files -z | (cd "$here" && xargs -0 tar -cf -) | (mkdir -p "$work/hook" && tar -xf - -C "$work/hook")
git -C "$work/hook" init -q && git -C "$work/hook" add -A && git -C "$work/hook" -c user.email=ci@pbxlint -c user.name=ci commit -qm hook

run() {  # fixture → exit status of the hook
    local repo="$work/repo-$1"
    mkdir -p "$repo" && cp -R "$here/TestProjects/$1" "$repo/"
    git -C "$repo" init -q && git -C "$repo" add -A
    (cd "$repo" && pre-commit try-repo "$work/hook" pbxlint --all-files --verbose) > "$work/$1.log" 2>&1
}

if run Clean; then echo "pre-commit: clean project passes"; else cat "$work/Clean.log"; echo "pre-commit: clean project failed" >&2; exit 1; fi
if run MissingInRelease; then
    cat "$work/MissingInRelease.log"; echo "pre-commit: broken project passed" >&2; exit 1
fi
grep -q "alternate-icons-consistent" "$work/MissingInRelease.log" || { cat "$work/MissingInRelease.log"; echo "pre-commit: no diagnostics shown" >&2; exit 1; }
echo "pre-commit: broken project fails with its diagnostics"
