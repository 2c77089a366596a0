#!/usr/bin/env bash
# Runs this repository's pre-commit hook with the real pre-commit framework, which builds it with
# `swift build -c release` (language: swift), against throw-away git repositories: a clean fixture and a broken one
# (--all-files), then staged changes as `git commit` runs them (a deletion, a typo fixed only in the working tree,
# code naming a missing icon, an unrelated change), then, with the project in a subfolder (`ios/App.xcodeproj`, as
# most repositories keep it), deletes and renames (a deletion is never an error by itself), and checks `files:` against paths that must and must not run the hook. Every repository names
# the hook by a `.pre-commit-config.yaml` with the same repo and rev, so pre-commit builds the hook once (in a
# private PRE_COMMIT_HOME) and reuses it; `pre-commit try-repo` would build it again for every call.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
command -v pre-commit >/dev/null || python3 -m pip install --quiet --disable-pip-version-check pre-commit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# pre-commit needs the hook repository committed; snapshot the working tree into a scratch clone.
git -C "$here" ls-files -z | (cd "$here" && xargs -0 tar -cf -) | (mkdir -p "$work/hook" && tar -xf - -C "$work/hook")
git -C "$work/hook" init -q && git -C "$work/hook" add -A && git -C "$work/hook" -c user.email=ci@pbxlint -c user.name=ci commit -qm hook
rev="$(git -C "$work/hook" rev-parse HEAD)"
export PRE_COMMIT_HOME="$work/pre-commit-home"

configure() {  # repository → a .pre-commit-config.yaml naming the hook repository, committed
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: pbxlint\n' "$work/hook" "$rev" > "$1/.pre-commit-config.yaml"
}

run() {  # fixture → exit status of the hook
    local repo="$work/repo-$1"
    mkdir -p "$repo" && cp -R "$here/TestProjects/$1" "$repo/"
    configure "$repo"
    git -C "$repo" init -q && git -C "$repo" add -A
    (cd "$repo" && pre-commit run pbxlint --all-files --verbose) > "$work/$1.log" 2>&1
}

if run Clean; then echo "pre-commit: clean project passes"; else cat "$work/Clean.log"; echo "pre-commit: clean project failed" >&2; exit 1; fi
if run MissingInRelease; then
    cat "$work/MissingInRelease.log"; echo "pre-commit: broken project passed" >&2; exit 1
fi
grep -q "alternate-icons-consistent" "$work/MissingInRelease.log" || { cat "$work/MissingInRelease.log"; echo "pre-commit: no diagnostics shown" >&2; exit 1; }
echo "pre-commit: broken project fails with its diagnostics"

# Staged changes only (what `git commit` runs): pre-commit passes existing files; the entry adds deletions.
staged() {  # name, then a command run in a repository holding Clean committed → exit status of the hook
    local repo="$work/staged-$1"
    mkdir -p "$repo" && cp -R "$here/TestProjects/Clean/." "$repo/"
    configure "$repo"
    git -C "$repo" init -q && git -C "$repo" add -A
    git -C "$repo" -c user.email=ci@pbxlint -c user.name=ci commit -qm initial
    (cd "$repo" && eval "$2")
    (cd "$repo" && pre-commit run pbxlint --verbose) > "$work/$1.log" 2>&1
}
if staged deletion 'git rm -q -r Client/Assets.xcassets/AppIcon-Blue.appiconset'; then
    cat "$work/deletion.log"; echo "pre-commit: deleting a listed icon set passed" >&2; exit 1
fi
grep -q "alternate-icon-missing" "$work/deletion.log" || { cat "$work/deletion.log"; echo "pre-commit: no finding for the deletion" >&2; exit 1; }
echo "pre-commit: a staged deletion of a listed icon set fails"
if staged typo "sed -i '181s/AppIcon-Green AppIcon-Blue/AppIcon-Gren AppIcon-Blue/' Clean.xcodeproj/project.pbxproj && git add -A && sed -i '181s/AppIcon-Gren/AppIcon-Green/' Clean.xcodeproj/project.pbxproj"; then
    cat "$work/typo.log"; echo "pre-commit: a staged typo fixed only in the working tree passed" >&2; exit 1
fi
echo "pre-commit: a staged typo fixed only in the working tree fails"
if staged code "printf 'func pick() { UIApplication.shared.setAlternateIconName(\"AppIcon-Blu\") }\\n' >> Client/AppDelegate.swift && git add -A"; then
    cat "$work/code.log"; echo "pre-commit: staged code naming a missing icon passed" >&2; exit 1
fi
grep -q "alternate-icon-name-in-code" "$work/code.log" || { cat "$work/code.log"; echo "pre-commit: no finding for the code" >&2; exit 1; }
echo "pre-commit: staged code naming a missing icon fails"
if ! staged unrelated 'echo "note" >> README.md && git add -A'; then
    cat "$work/unrelated.log"; echo "pre-commit: an unrelated change failed" >&2; exit 1
fi
echo "pre-commit: an unrelated change passes"

# The project in ios/, as most repositories keep it; names with spaces next to it.
in_ios() {  # name, then a command run in a repository holding Clean committed as ios/App.xcodeproj → exit status
    local repo="$work/ios-$1"
    mkdir -p "$repo/ios" "$repo/docs and notes" && cp -R "$here/TestProjects/Clean/." "$repo/ios/"
    mv "$repo/ios/Clean.xcodeproj" "$repo/ios/App.xcodeproj"
    echo notes > "$repo/docs and notes/notes.txt"
    cp "$repo/ios/Client/Assets.xcassets/AppIcon.appiconset/AppIcon.png" "$repo/docs and notes/diagram one.png"
    configure "$repo"
    git -C "$repo" init -q && git -C "$repo" add -A
    git -C "$repo" -c user.email=ci@pbxlint -c user.name=ci commit -qm initial
    (cd "$repo" && eval "$2")
    (cd "$repo" && pre-commit run pbxlint --verbose) > "$work/ios-$1.log" 2>&1
}
for case in "delete-note|git rm -q 'docs and notes/notes.txt'" \
            "delete-image|git rm -q 'docs and notes/diagram one.png'" \
            "delete-source|git rm -q ios/Client/AppDelegate.swift" \
            "rename-folder|git mv ios client" \
            "delete-project|git rm -q -r ios"; do
    name="${case%%|*}"
    if ! in_ios "$name" "${case#*|}"; then
        cat "$work/ios-$name.log"; echo "pre-commit: $name (project in ios/) failed" >&2; exit 1
    fi
    echo "pre-commit: $name passes (project in ios/)"
done
if in_ios delete-icon-set 'git rm -q -r ios/Client/Assets.xcassets/AppIcon-Blue.appiconset'; then
    cat "$work/ios-delete-icon-set.log"; echo "pre-commit: deleting a listed icon set in ios/ passed" >&2; exit 1
fi
grep -q "alternate-icon-missing" "$work/ios-delete-icon-set.log" || { cat "$work/ios-delete-icon-set.log"; echo "pre-commit: no finding for the deletion in ios/" >&2; exit 1; }
echo "pre-commit: deleting a listed icon set in ios/ fails"

# files: matched as pre-commit does (re.search on the repository path).
python3 - "$here/.pre-commit-hooks.yaml" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
pattern = re.search(r"^  files: '(.*)'$", text, re.M).group(1)
must = ["App.xcodeproj/project.pbxproj", "My App/App.xcodeproj/project.xcproj", "Config/Shared.xcconfig",
        "App/Info.plist", "App/App-Info.plist", "App/Assets.xcassets/Contents.json",
        "App/Assets.xcassets/AppIcon.appiconset/Contents.json", "App/Assets.xcassets/AppIcon.appiconset/icon-1024.png",
        "App/AppIcon.icon/icon.json", "App/AppIcon.icon/Assets/layer.svg", "App/Icons/Alt@2x.png", ".pbxlint.json",
        "ios/.pbxlint.json", ".pbxlint-baseline.json", "App.xcworkspace/contents.xcworkspacedata",
        "App/AppDelegate.swift", "App/Icons/IconPicker.m", "App/Bridge.mm"]
mustnot = ["README.md", "App/AppDelegate.swift.orig", "App/Bridging-Header.h", "App/Base.lproj/Main.storyboard", "project.pbxproj.orig"]
bad = [p for p in must if not re.search(pattern, p)] + [p for p in mustnot if re.search(pattern, p)]
if bad:
    sys.exit("pre-commit: files: pattern wrong for " + ", ".join(bad))
print("pre-commit: files: covers every input and skips unrelated files")
PY
