#!/usr/bin/env bash
# Tests hooks/pre-commit (the plain git hook) in throw-away git repositories, with the pbxlint binary given as $1
# (default: the debug build). Each case commits through the real hook and checks that it is stopped or let
# through, with which finding:
#   clean commit                         → passes, prints nothing
#   staged typo fixed only in the tree   → stopped (the index is linted, not the working tree)
#   icon set deleted with git rm         → stopped (the deletion maps to the project that lists it)
#   new alternate whose icon set is untracked (forgotten `git add`) → stopped
#   paths with spaces everywhere         → all of the above run in "My App/My App.xcodeproj"
#   staged code naming a missing icon, fixed only in the tree → stopped (staged sources are read)
#   unrelated change                     → passes without running pbxlint
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$here/.build/debug/pbxlint}"
[ -x "$bin" ] || { echo "test-git-hook: no pbxlint at $bin (swift build first)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-git-hook: $*" >&2; [ -f "$work/out" ] && cat "$work/out" >&2; exit 1; }

new_repo() {  # → $repo, with TestProjects/Clean committed as "My App/…" and the hook installed
    repo="$work/repo $1"
    mkdir -p "$repo/My App"
    cp -R "$here/TestProjects/Clean/." "$repo/My App/"
    mv "$repo/My App/Clean.xcodeproj" "$repo/My App/My App.xcodeproj"
    git -C "$repo" init -q
    git -C "$repo" config user.email hook@pbxlint && git -C "$repo" config user.name hook
    git -C "$repo" add -A && git -C "$repo" commit -q --no-verify -m initial
    cp "$here/hooks/pre-commit" "$repo/.git/hooks/pre-commit"
}
commit() {  # → status of `git commit` through the hook, output in $work/out
    set +e
    (cd "$repo" && PBXLINT="$bin" git commit -q -m change) > "$work/out" 2>&1
    status=$?
    set -e
}
project="My App/My App.xcodeproj/project.pbxproj"
icons="My App/Client/Assets.xcassets"

new_repo clean
sed -i.bak 's/"AppIcon-Green AppIcon-Blue"/"AppIcon-Blue AppIcon-Green"/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
commit
[ "$status" = 0 ] || fail "a clean change was stopped"
[ ! -s "$work/out" ] || fail "a clean change printed something"
echo "ok: clean change passes silently"

new_repo typo
sed -i.bak '181s/AppIcon-Green AppIcon-Blue/AppIcon-Gren AppIcon-Blue/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
sed -i.bak '181s/AppIcon-Gren/AppIcon-Green/' "$repo/$project" && rm "$repo/$project.bak"   # fixed, not staged
commit
[ "$status" = 1 ] || fail "a staged typo fixed only in the working tree was let through (status $status)"
grep -q 'AppIcon-Gren' "$work/out" && grep -q 'alternate-icon-missing' "$work/out" || fail "no finding for the typo"
grep -q "^My App/My App.xcodeproj/project.pbxproj:181:" "$work/out" || fail "the finding is not at the repository path"
echo "ok: staged typo caught although the working tree is fixed"

new_repo deletion
git -C "$repo" rm -q -r "$icons/AppIcon-Blue.appiconset"
commit
[ "$status" = 1 ] || fail "deleting a listed icon set was let through (status $status)"
grep -q 'AppIcon-Blue' "$work/out" && grep -q 'alternate-icon-missing' "$work/out" || fail "no finding for the deleted icon set"
echo "ok: deleted icon set caught"

new_repo untracked
sed -i.bak 's/"AppIcon-Blue AppIcon-Green"/"AppIcon-Blue AppIcon-Green AppIcon-Red"/; s/"AppIcon-Green AppIcon-Blue"/"AppIcon-Green AppIcon-Blue AppIcon-Red"/' "$repo/$project" && rm "$repo/$project.bak"
git -C "$repo" add -A
cp -R "$repo/$icons/AppIcon-Blue.appiconset" "$repo/$icons/AppIcon-Red.appiconset"   # created, never added
sed -i.bak 's/AppIcon-Blue/AppIcon-Red/g' "$repo/$icons/AppIcon-Red.appiconset/Contents.json" && rm "$repo/$icons/AppIcon-Red.appiconset/Contents.json.bak"
mv "$repo/$icons/AppIcon-Red.appiconset/AppIcon-Blue.png" "$repo/$icons/AppIcon-Red.appiconset/AppIcon-Red.png"
(cd "$repo" && "$bin" --quiet "My App" > /dev/null) || fail "the working tree itself should lint clean"
commit
[ "$status" = 1 ] || fail "an alternate whose icon set is not staged was let through (status $status)"
grep -q 'AppIcon-Red' "$work/out" || fail "no finding for the unstaged icon set"
echo "ok: icon set left out of the commit caught"

new_repo code
delegate="My App/Client/AppDelegate.swift"
printf 'func pick() { UIApplication.shared.setAlternateIconName("AppIcon-Blu") }\n' >> "$repo/$delegate"
git -C "$repo" add -A
sed -i.bak 's/AppIcon-Blu"/AppIcon-Blue"/' "$repo/$delegate" && rm "$repo/$delegate.bak"   # fixed, not staged
commit
[ "$status" = 1 ] || fail "staged code naming a missing icon was let through (status $status)"
grep -q 'alternate-icon-name-in-code' "$work/out" && grep -q 'AppIcon-Blu"' "$work/out" || fail "no finding for the code"
grep -q "^My App/Client/AppDelegate.swift:5:" "$work/out" || fail "the code finding is not at the source line"
echo "ok: staged code naming a missing icon caught although the working tree is fixed"

new_repo unrelated
echo "note" >> "$repo/README.md"
git -C "$repo" add -A
commit
[ "$status" = 0 ] && [ ! -s "$work/out" ] || fail "an unrelated change was stopped or printed something"
echo "ok: unrelated change passes"
echo "test-git-hook: all cases passed"
